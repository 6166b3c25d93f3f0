import Foundation

/// Makes the tests print each line as it happens. Into a pipe, a test process's standard output
/// is block-buffered: the "Test Case … started" line of a hung test would sit in its buffer
/// forever and the watchdog would never learn which test is running. coreutils' `stdbuf` sets
/// line buffering in every process below it (through an inherited `LD_PRELOAD`).
enum LineBuffering {
  static func command(_ command: [String]) -> [String] {
    guard StackDump.executable(named: "stdbuf") != nil else {
      WatchdogCommand.note(
        "warning: stdbuf (coreutils) is not installed; test output may arrive late, so a hung test may not be named"
      )
      return command
    }
    return ["stdbuf", "-oL", "-eL"] + command
  }

  /// The preloaded `stdbuf` library is not the first in the list, which AddressSanitizer refuses
  /// by default; its runtime works regardless, so the check is turned off for a sanitized run.
  static func environment(_ environment: [String: String]) -> [String: String] {
    var environment = environment
    let options = environment["ASAN_OPTIONS"].map { $0.isEmpty ? "" : $0 + ":" } ?? ""
    environment["ASAN_OPTIONS"] = options + "verify_asan_link_order=0"
    return environment
  }
}
