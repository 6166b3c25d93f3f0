/// Delta debugging (Zeller's ddmin): the smallest sub-sequence of a failing journey that
/// still fails, found by removing chunks and keeping any removal that still fails.
///
/// Replays are the cost, so `budget` bounds them; the result always fails, and is
/// 1-minimal (no single step can be dropped) when the budget was enough.
@MainActor
public enum Shrinker {
  public static func shrink<Step: Sendable>(
    _ steps: [Step], budget: Int = 300, fails: ([Step]) async -> Bool
  ) async -> [Step] {
    var current = steps
    var granularity = 2
    var replays = 0
    while current.count >= 2, replays < budget {
      let chunk = (current.count + granularity - 1) / granularity
      var reduced = false
      var start = 0
      while start < current.count, replays < budget {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, current.count))
        replays += 1
        if await fails(candidate) {
          current = candidate
          granularity = max(granularity - 1, 2)
          reduced = true
          break
        }
        start += chunk
      }
      if !reduced {
        if granularity >= current.count { break }
        granularity = min(granularity * 2, current.count)
      }
    }
    return current
  }
}
