import Affected
import CheckImports
import Foundation
import Testing

@testable import Shard

/// Longest-first packing: deterministic, disjoint, complete, balanced.
@Suite(.serialized) struct PackerTests {
  static func unit(_ name: String) -> TestUnit {
    TestUnit(
      name: name, kind: .package, testTargets: ["\(name)Tests"], allTestTargets: ["\(name)Tests"],
      inRootBuild: false)
  }

  @Test func longestFirstToTheLeastLoadedShardTiesByNameAndIndex() {
    let units = ["a", "b", "c", "d", "e"].map(Self.unit)
    let timings = Timings(seconds: ["a": 10, "b": 7, "c": 7, "d": 3, "e": 3])
    let packer = ShardPacker(units: units, timings: timings, total: 2, allUnits: Set(units.map(\.name)))
    // a→0 (10), b→1 (7), c→1 (7 < 10: 14), d→0 (10 < 14: 13), e→0 (13 < 14: 16).
    #expect(packer.shards.map { $0.units.map(\.name) } == [["a", "d", "e"], ["b", "c"]])
    #expect(packer.shards.map(\.seconds) == [16, 14])
    #expect(packer.longest == 16)
    let ties = ShardPacker(units: units, timings: Timings(), total: 3, allUnits: [])
    #expect(ties.shards.map { $0.units.map(\.name) } == [["a", "d"], ["b", "e"], ["c"]])
  }

  @Test func unknownUnitsGetTheMedianAndStaleEntriesAreNamed() {
    let units = ["a", "b", "c", "d"].map(Self.unit)
    let odd = ShardPacker(
      units: units, timings: Timings(seconds: ["a": 1, "b": 5, "c": 9, "gone": 100]), total: 2,
      allUnits: ["a", "b", "c", "d", "skipped"])
    #expect(odd.estimate.median == 5)
    #expect(odd.estimate.seconds["d"] == 5)
    #expect(odd.estimate.guessed == ["d"])
    #expect(odd.estimate.stale == ["gone"])
    let even = ShardPacker(
      units: units, timings: Timings(seconds: ["a": 1, "b": 4, "skipped": 50]), total: 2,
      allUnits: ["a", "b", "c", "d", "skipped"])
    #expect(even.estimate.median == 2.5)
    #expect(even.estimate.stale == [])
    #expect(even.estimate.guessed == ["c", "d"])
    let none = ShardPacker(units: units, timings: Timings(), total: 2, allUnits: [])
    #expect(none.estimate.median == 1)
  }

  @Test func moreShardsThanUnitsLeavesEmptyShards() {
    let packer = ShardPacker(units: [Self.unit("a")], timings: Timings(), total: 3, allUnits: ["a"])
    #expect(packer.shards.map(\.units.count) == [1, 0, 0])
  }

  /// The bound on a generated tree of 200 packages (check-imports' generator) with
  /// heavy-tailed synthetic timings: the longest shard ≤ max(1.15 × total / N, longest unit).
  @Test func balanceOnAGenerated200PackageTree() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/shard-tree-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var shape = SyntheticRepository.Shape()
    shape.modules = 1_000
    shape.modulesPerPackage = 5
    shape.filesPerModule = 1
    try SyntheticRepository.generate(at: folder, shape: shape)
    let packages = RepositoryListing.walk(root: folder, excluded: []).packageDirectories
    #expect(packages.count == 200)
    var state: UInt64 = 7
    func random() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    var seconds: [String: Double] = [:]
    for package in packages {
      // Most units take seconds, a few take minutes: a long tail, as real suites have.
      seconds[package] = random() < 0.05 ? 60 + random() * 240 : 2 + random() * 28
    }
    let units = packages.map(Self.unit)
    let total = seconds.values.reduce(0, +)
    for count in [2, 3, 4, 8, 16, 32] {
      let packer = ShardPacker(
        units: units, timings: Timings(seconds: seconds), total: count, allUnits: Set(packages))
      let placed = packer.shards.flatMap { $0.units.map(\.name) }
      #expect(placed.count == units.count, "every unit once (\(count) shards)")
      #expect(Set(placed) == Set(packages))
      let bound = max(1.15 * total / Double(count), seconds.values.max()!)
      #expect(packer.longest <= bound, "\(count) shards: longest \(packer.longest) s, bound \(bound) s")
      let again = ShardPacker(
        units: units.reversed(), timings: Timings(seconds: seconds), total: count, allUnits: [])
      #expect(again.shards == packer.shards, "the order units arrive in changes nothing")
    }
  }
}
