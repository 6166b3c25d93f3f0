import Foundation

/// Times a block several times and keeps the best run: the least disturbed by the machine.
struct Measurement {
  let name: String
  let operations: Int
  let seconds: Double
  var perSecond: Double { Double(operations) / seconds }
}

@MainActor
func measure(_ name: String, operations: Int, runs: Int = 5, _ body: () -> Void) -> Measurement {
  body()  // warm-up
  var best = Double.infinity
  for _ in 0..<runs {
    let start = ContinuousClock.now
    body()
    let elapsed = start.duration(to: .now)
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    best = min(best, seconds)
  }
  return Measurement(name: name, operations: operations, seconds: best)
}

/// Prints a table row: rate, target, ratio to the same-run baseline, pass/miss.
func report(_ m: Measurement, target: Double?, baseline: Measurement?) {
  let rate = String(format: "%12.0f/s", m.perSecond)
  let targetText = target.map { String(format: "≥ %9.0f/s", $0) } ?? String(repeating: " ", count: 13)
  let ratio = baseline.map { String(format: "%7.3f× baseline", m.perSecond / $0.perSecond) } ?? ""
  let verdict = target.map { m.perSecond >= $0 ? "ok" : "MISSED" } ?? ""
  print(
    "  \(m.name.padding(toLength: 50, withPad: " ", startingAt: 0)) \(rate)  \(targetText)  \(ratio)  \(verdict)"
  )
}

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Hides a value's origin from the optimizer, so work on it is not folded away.
@inline(never)
func opaque<T>(_ value: T) -> T { value }
