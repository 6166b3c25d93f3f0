import Foundation

/// The live line on stderr while builds run: scenario, phase, elapsed seconds.
///
/// On a terminal it redraws in place every quarter second so a slow build visibly progresses; in a
/// CI log it prints one line per finished build instead of a stream of carriage returns.
final class ProgressLine: Sendable {
  private let isTerminal = isatty(STDERR_FILENO) == 1
  private let queue = DispatchQueue(label: "rebuild-times.progress")

  /// Runs `work` while showing `label` and its elapsed time, then prints the final figure.
  func show<T>(_ label: String, _ work: () throws -> T, seconds: (T) -> String) rethrows -> T {
    let start = ContinuousClock.now
    let timer: (any DispatchSourceTimer)? = isTerminal ? DispatchSource.makeTimerSource(queue: queue) : nil
    if let timer {
      timer.schedule(deadline: .now(), repeating: .milliseconds(250))
      timer.setEventHandler {
        let elapsed = ContinuousClock.now - start
        Diagnostics.write("\r\u{1B}[K\(label) … \(Self.format(elapsed))")
      }
      timer.resume()
    }
    defer { timer?.cancel() }
    let result = try work()
    timer?.cancel()
    queue.sync {}
    Diagnostics.write((isTerminal ? "\r\u{1B}[K" : "") + "\(label)  \(seconds(result))\n")
    return result
  }

  private static func format(_ duration: Duration) -> String {
    String(format: "%.1f s", duration / .seconds(1))
  }
}
