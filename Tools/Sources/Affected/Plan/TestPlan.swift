import CheckImports
import Foundation

/// The units a run covers and those it skips: what `tools affected --format json` writes for
/// `tools shard --plan` to read, or every unit of the repository.
public struct TestPlan: Equatable, Sendable {
  /// The units to run, each with its selected test targets.
  public var units: [TestUnit]
  /// The units not run, and why (printed by `tools affected`; only their names matter to sharding).
  var skipped: [SkippedUnit]
  /// Whether the repository root is a package: the other units then share its build folder.
  public var hasRootPackage: Bool

  init(units: [TestUnit], skipped: [SkippedUnit], hasRootPackage: Bool) {
    self.units = units
    self.skipped = skipped
    self.hasRootPackage = hasRootPackage
  }

  /// Every unit name the repository has, run or skipped.
  public var allUnitNames: Set<String> { Set(units.map(\.name) + skipped.map(\.name)) }

  /// Every unit of the repository at `root` (its working tree), all test targets selected.
  public static func everything(root: String, loader: any ManifestLoading, console: Console)
    throws(CheckerFailure) -> TestPlan
  {
    var options = AffectedOptions()
    options.root = root
    options.all = true
    let report = try AffectedCommand.analyze(options, loader: loader, console: console).report
    return TestPlan(units: report.units, skipped: report.skipped, hasRootPackage: report.hasRootPackage)
  }

  /// Reads the JSON of `tools affected --format json`; `origin` names it in errors.
  public static func decode(_ data: Data, origin: String) throws(CheckerFailure) -> TestPlan {
    guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw .badInput("\(origin): not a JSON object (write it with tools affected --format json)")
    }
    guard let units = object["units"] as? [[String: Any]],
      let skipped = object["skippedUnits"] as? [[String: Any]]
    else {
      throw .badInput("\(origin): no 'units' and 'skippedUnits' (write it with tools affected --format json)")
    }
    var decoded: [TestUnit] = []
    for (index, unit) in units.enumerated() {
      guard let name = unit["name"] as? String, let kindName = unit["kind"] as? String,
        let kind = TestUnit.Kind(rawValue: kindName), let tests = unit["testTargets"] as? [String]
      else {
        throw .badInput(
          "\(origin): units[\(index)] needs a name, a kind (root, package, standalone) and testTargets")
      }
      decoded.append(
        TestUnit(
          name: name, kind: kind, testTargets: tests,
          allTestTargets: unit["allTestTargets"] as? [String] ?? tests,
          inRootBuild: unit["inRootBuild"] as? Bool ?? false))
    }
    let names = decoded.map(\.name)
    if let repeated = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
      throw .badInput("\(origin): unit '\(repeated)' is listed twice")
    }
    return TestPlan(
      units: decoded,
      skipped: skipped.compactMap { entry in
        (entry["name"] as? String).map { SkippedUnit(name: $0, why: entry["why"] as? String ?? "") }
      },
      hasRootPackage: object["rootPackage"] as? Bool ?? decoded.contains { $0.kind == .root })
  }
}
