import Foundation
import ToolSupport

/// The flags of `tools watchdog`.
struct WatchdogOptions: Equatable {
  /// How long one test may run, before `TEST_TIMEOUT_SCALE`.
  var testLimit: Double = 120
  var jsonPath: String?
  var stacks = true
  var help = false
  var command: [String] = []

  static let settings = CommandSettings<WatchdogOptions>(
    [
      .seconds(
        "--test-limit", "SECONDS", \.testLimit,
        help: """
          the longest one test may run (default 120), multiplied by
          TEST_TIMEOUT_SCALE (a positive number, default 1): the same variable
          stretches every bounded wait inside the tests
          """),
      .value(
        "--json", "FILE", \.jsonPath,
        help: "also write the outcome as JSON to FILE (stdout carries COMMAND's output)"),
      .flag("--no-stacks", \.stacks, false, help: "do not attach gdb to a hung test process"),
    ], help: \.help)

  static let usage = """
    usage: tools watchdog [--test-limit SECONDS] [--json FILE] [--no-stacks] -- COMMAND [ARGS...]

    Runs COMMAND (typically `swift test …`), passing its output through, and follows the tests
    it announces (XCTest's "Test Case '…' started/passed/failed", Swift Testing's "Test … started./
    passed after …"). If one test runs longer than the limit, the watchdog prints the test's name
    and the stacks of the test process's threads (gdb, demangled), stops COMMAND and everything
    it started, and exits 3. Otherwise it exits with COMMAND's status.
    """ + "\n\n" + settings.parser.help + """

      exit codes: COMMAND's own status; 2 bad flags; 3 a test ran past the limit (stopped);
                  128+N when COMMAND died of signal N.
      """

  static func parse(_ arguments: [String]) throws(UsageError) -> WatchdogOptions {
    // The watchdog's own options come before `--`, the command after it, whatever it looks like.
    let separator = arguments.firstIndex(of: "--") ?? arguments.endIndex
    var options: WatchdogOptions
    do {
      options = try settings.parse(Array(arguments[..<separator]), into: WatchdogOptions()).0
    } catch {
      let message = error.message.replacingOccurrences(
        of: "(see --help)", with: "(the command to run goes after '--')")
      throw UsageError(message)
    }
    if separator < arguments.endIndex { options.command = Array(arguments[(separator + 1)...]) }
    if !options.help && options.command.isEmpty {
      throw UsageError("no command to run: tools watchdog [options] -- swift test …")
    }
    return options
  }

  /// `TEST_TIMEOUT_SCALE` from the environment; 1 when unset or not a positive number.
  static func scale(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
    guard let text = environment["TEST_TIMEOUT_SCALE"], let value = Double(text), value > 0, value.isFinite
    else { return 1 }
    return value
  }
}

struct UsageError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = "watchdog: error: \(description)" }
}
