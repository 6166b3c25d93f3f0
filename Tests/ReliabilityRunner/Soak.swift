import Foundation
import Reliability

/// `reliability soak`: half the steps on each app, progress every journey batch, steps/second.
@MainActor
enum Soak {
  static func run(steps: Int, seed: UInt64) async -> Int32 {
    var status: Int32 = 0
    var total = 0
    var seconds = 0.0
    for (name, summary) in [
      ("shop", await soak(ShopHarness.self, steps: steps / 2, seed: seed)),
      ("bookshelf", await soak(BookshelfHarness.self, steps: steps - steps / 2, seed: seed)),
    ] {
      total += summary.steps
      seconds += summary.seconds
      print(
        "\(name): \(summary.steps) steps in \(summary.journeys) journeys, "
          + String(format: "%.1f s, %.0f steps/s; ", summary.seconds, summary.stepsPerSecond)
          + "client calls: \(summary.calls.started) started, \(summary.calls.answered) answered, "
          + "\(summary.calls.cancelled) cancelled by a pop or dismissal; \(summary.coverage)")
      if let failure = summary.failure {
        print(failure)
        status = 1
      }
    }
    print(
      String(
        format: "soak: %d steps, %.1f s, %.0f steps/s, %@", total, seconds,
        Double(total) / max(seconds, 0.001),
        status == 0 ? "no failure" : "FAILED"))
    return status
  }

  private static func soak<H: ModelHarness>(_ harness: H.Type, steps: Int, seed: UInt64) async -> ModelSummary
  {
    var lastReport = 0
    return await ModelRunner.run(H.self, steps: steps, firstSeed: seed) { summary in
      if summary.steps - lastReport >= 50_000 {
        lastReport = summary.steps
        FileHandle.standardError.write(
          Data(
            String(
              format: "  %@: %d steps, %.0f steps/s\n", H.name, summary.steps, summary.stepsPerSecond
            ).utf8))
      }
    }
  }
}
