import Foundation
import Reliability

/// `reliability fuzz`: deep links into both apps under a hang watchdog, then command lines
/// into both apps' shell sessions, then (with `--app`) a random script through the binary.
@MainActor
enum Fuzz {
  static func run(inputs: Int, commands: Int, seed: UInt64, app: String?) async -> Int32 {
    let watchdog = Watchdog(limit: .seconds(2))
    defer { watchdog.stop() }
    var status: Int32 = 0
    let links = DeepLinkFuzzer.run(seed: seed, count: inputs, watchdog: watchdog)
    print(
      "deep links: \(links.inputs) inputs (\(inputs) per app) in "
        + String(format: "%.1f s (%.0f/s); ", links.seconds, Double(links.inputs) / max(links.seconds, 0.001))
        + "\(links.accepted) accepted, \(links.refused) refused, \(links.notURLs) not URLs; "
        + "slowest \(links.slowest); \(links.failures.count) failure(s)")
    for failure in links.failures { print("  \(failure)") }
    if !links.failures.isEmpty { status = 1 }

    let lines = await CommandFuzzer.run(seed: seed, count: commands)
    print(
      "command lines: \(lines.lines) lines in "
        + String(format: "%.1f s; ", lines.seconds)
        + "\(lines.accepted) ran, \(lines.refused) refused with a message; \(lines.failures.count) failure(s)"
    )
    for failure in lines.failures { print("  \(failure)") }
    if !lines.failures.isEmpty { status = 1 }

    if let app {
      let result = CommandFuzzer.runBinary(app, seed: seed, lines: 60)
      print("app binary: \(result)")
      if !result.hasPrefix("ok") { status = 1 }
    }
    print(status == 0 ? "fuzz: no failure" : "fuzz: FAILED")
    return status
  }
}
