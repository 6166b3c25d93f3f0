import Affected
import Foundation
import ToolSupport

/// One shard of a packing, in each output format.
struct ShardReport {
  var packer: ShardPacker
  var plan: TestPlan
  var index: Int
  var total: Int
  /// The `swift` the commands name (`$SWIFT`, as the Makefile's).
  var swift = "swift"
  /// Flags for every command that builds (`$SWIFT_BUILD_FLAGS`, as the Makefile's).
  var buildFlags: [String] = []

  var shard: ShardPacker.Shard { packer.shards[index] }

  /// The shard's steps: its units' builds and tests, sharing builds where they can.
  var commands: CommandPlan {
    CommandPlan(units: shard.units, hasRootPackage: plan.hasRootPackage, swift: swift, buildFlags: buildFlags)
  }

  var allSeconds: Double { packer.shards.map(\.seconds).reduce(0, +) }

  func seconds(_ value: Double) -> String { String(format: "%.1f", value) }

  func human() -> String {
    guard !shard.units.isEmpty else {
      return "shard \(index + 1) of \(total) (--index \(index)): nothing to run\n"
    }
    var text =
      "shard \(index + 1) of \(total) (--index \(index)): \(shard.units.count) unit\(shard.units.count == 1 ? "" : "s"),"
      + " about \(seconds(shard.seconds)) s of \(seconds(allSeconds)) s in all (longest shard \(seconds(packer.longest)) s)\n"
    let width = shard.units.map(\.name.count).max() ?? 0
    for unit in shard.units {
      let guessed = packer.estimate.guessed.contains(unit.name) ? "  (no recorded time: the median)" : ""
      text +=
        "  \(unit.name.padding(toLength: width, withPad: " ", startingAt: 0))  "
        + "\(String(format: "%7.1f", packer.estimate.seconds[unit.name] ?? 0)) s\(guessed)\n"
    }
    text += "commands:\n"
    for step in commands.steps {
      text += "  " + ([step.build, step.test].compactMap { $0 }.joined(separator: " && ")) + "\n"
    }
    return text
  }

  func lines() -> String { shard.units.map { $0.name + "\n" }.joined() }

  func json() -> String {
    let object: [String: Any] = [
      "index": index, "total": total, "seconds": shard.seconds,
      "units": shard.units.map { unit -> [String: Any] in
        [
          "name": unit.name, "seconds": packer.estimate.seconds[unit.name] ?? 0,
          "estimated": packer.estimate.guessed.contains(unit.name), "testTargets": unit.testTargets,
        ]
      },
      "commands": commands.steps.map { [$0.build, $0.test].compactMap { $0 }.joined(separator: " && ") },
      "shards": packer.shards.enumerated().map { offset, shard -> [String: Any] in
        ["index": offset, "seconds": shard.seconds, "units": shard.units.map(\.name)]
      },
    ]
    return SortedJSON.text(object, pretty: true)
  }

  /// The non-empty shards as a GitHub Actions matrix; `{"include":[]}` when there is nothing to run
  /// (the workflow skips its test jobs then: GitHub refuses an empty matrix).
  func githubMatrix() -> String {
    let include = packer.shards.enumerated().filter { !$0.element.units.isEmpty }.map {
      offset, shard -> [String: Any] in
      ["index": offset, "total": total, "units": shard.units.map(\.name).joined(separator: " ")]
    }
    return SortedJSON.text(["include": include], pretty: false)
  }
}
