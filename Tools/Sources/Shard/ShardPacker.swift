import Affected

/// Splits units across shards, longest first: each unit, from the longest down (ties by name),
/// goes to the shard with the least work so far (ties to the lowest index). Deterministic,
/// disjoint and complete: every unit lands in exactly one shard, the same one on every machine.
struct ShardPacker: Sendable {
  /// One shard's units and its estimated seconds.
  struct Shard: Equatable, Sendable {
    var units: [TestUnit]
    var seconds: Double
  }

  /// What the packing assumed, for the notes a run prints.
  struct Estimate: Equatable, Sendable {
    /// Seconds per unit as packed: its recorded time, or the median of the recorded ones.
    var seconds: [String: Double]
    /// Units with no recorded time, given the median.
    var guessed: [String]
    /// Timing entries of units the repository no longer has: ignored.
    var stale: [String]
    /// The median given to units with no recorded time (1 when no unit has one).
    var median: Double
  }

  var estimate: Estimate
  var shards: [Shard]

  /// `allUnits`: every unit name the repository has (selected or not), so a timing entry for a
  /// unit that is only skipped this time is not called stale.
  init(units: [TestUnit], timings: Timings, total: Int, allUnits: Set<String>) {
    let known = units.compactMap { timings.seconds[$0.name] }.sorted()
    let median: Double
    if known.isEmpty {
      median = 1
    } else if known.count % 2 == 1 {
      median = known[known.count / 2]
    } else {
      median = (known[known.count / 2 - 1] + known[known.count / 2]) / 2
    }
    var seconds: [String: Double] = [:]
    var guessed: [String] = []
    for unit in units {
      if let recorded = timings.seconds[unit.name] {
        seconds[unit.name] = recorded
      } else {
        seconds[unit.name] = median
        guessed.append(unit.name)
      }
    }
    estimate = Estimate(
      seconds: seconds, guessed: guessed.sorted(),
      stale: timings.seconds.keys.filter { !allUnits.contains($0) }.sorted(), median: median)

    var shards = Array(repeating: Shard(units: [], seconds: 0), count: max(total, 0))
    let ordered = units.sorted { lhs, rhs in
      let (l, r) = (seconds[lhs.name]!, seconds[rhs.name]!)
      return l != r ? l > r : lhs.name < rhs.name
    }
    for unit in ordered where !shards.isEmpty {
      var lightest = 0
      for index in shards.indices.dropFirst() where shards[index].seconds < shards[lightest].seconds {
        lightest = index
      }
      shards[lightest].units.append(unit)
      shards[lightest].seconds += seconds[unit.name]!
    }
    for index in shards.indices { shards[index].units.sort { $0.name < $1.name } }
    self.shards = shards
  }

  /// The longest shard's estimated seconds.
  var longest: Double { shards.map(\.seconds).max() ?? 0 }
}
