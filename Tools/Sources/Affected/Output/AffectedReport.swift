import Foundation
import ToolSupport

/// Everything `tools affected` found, in each output format. Every list is sorted, so the same
/// change prints the same bytes on every run and machine.
struct AffectedReport: Sendable {
  var revisions: Revisions?
  var selection: Selection
  var units: [TestUnit]
  var skipped: [SkippedUnit]
  var hasRootPackage: Bool
  /// The root package's test targets that point at a package's Tests folder: listed once, under
  /// that package, in the human format (the JSON keeps both).
  var rootTwins: Set<TargetID> = []

  var testCommands: [String] { CommandPlan.summary(units: units, hasRootPackage: hasRootPackage) }

  /// Names of the selected test targets, each once.
  var testTargetNames: [String] { Array(Set(selection.targets.filter(\.isTest).map(\.id.name))).sorted() }

  // MARK: json

  /// One object: `base`, `head`, `all`, `allReasons`, `changed`, `targets`, `testCommands`, and
  /// what sharding reads: `units` (kind and test targets of each unit to run), `skippedUnits`,
  /// `rootPackage` (whether the repository root is a package, whose build the units share).
  func jsonObject() -> [String: Any] {
    [
      "base": revisions?.base ?? NSNull(),
      "head": revisions?.head ?? NSNull(),
      "all": selection.all,
      "allReasons": selection.allReasons,
      "changed": selection.changed,
      "targets": selection.targets.map { target -> [String: Any] in
        [
          "package": target.id.package, "name": target.id.name, "test": target.isTest,
          "reason": target.chain.map(\.name), "cause": target.cause,
        ]
      },
      "removed": selection.removed.map { ["package": $0.package, "name": $0.name] },
      "testCommands": testCommands,
      "units": units.map { unit -> [String: Any] in
        [
          "name": unit.name, "kind": unit.kind.rawValue, "testTargets": unit.testTargets,
          "allTestTargets": unit.allTestTargets, "inRootBuild": unit.inRootBuild,
        ]
      },
      "skippedUnits": skipped.map { ["name": $0.name, "why": $0.why] },
      "rootPackage": hasRootPackage,
    ]
  }

  func json() -> String {
    SortedJSON.text(jsonObject(), pretty: true)
  }

  // MARK: lines, filter, github-matrix

  /// One selected target name per line (a name two packages share, once).
  func lines() -> String {
    Array(Set(selection.targets.map(\.id.name))).sorted().map { $0 + "\n" }.joined()
  }

  /// The anchored `swift test --filter` expression of the selected test targets; `^$` (no test)
  /// for an empty selection, never an empty expression (which would select every test).
  func filter() -> String {
    CommandPlan.expression(testTargetNames) + "\n"
  }

  /// `{"include":[{"unit":…,"command":…}]}`: one matrix job per unit to run. Each job runs alone,
  /// on its own machine, so its command builds what that unit needs.
  func githubMatrix() -> String {
    let include = units.sorted(by: CommandPlan.order).map { unit -> [String: Any] in
      let steps = CommandPlan(units: [unit], hasRootPackage: hasRootPackage).steps
      let command = steps.flatMap { [$0.build, $0.test].compactMap { $0 } }.joined(separator: " && ")
      return ["unit": unit.name, "command": command]
    }
    return SortedJSON.text(["include": include], pretty: false)
  }

  // MARK: human

  func human() -> String {
    var text = ""
    if let revisions {
      text +=
        "base \(revisions.base.prefix(12)) (merge-base of \(revisions.baseName) and \(revisions.headName)),"
        + " head \(revisions.head.prefix(12))\n"
    }
    text += "changed: \(selection.verdicts.count) file\(selection.verdicts.count == 1 ? "" : "s")\n"
    let width = min(60, selection.verdicts.map(\.path.count).max() ?? 0)
    for verdict in selection.verdicts {
      text +=
        "  " + verdict.path.padding(toLength: max(width, verdict.path.count), withPad: " ", startingAt: 0)
      text += "  " + Self.describe(verdict.effect) + "\n"
    }
    if !selection.removed.isEmpty {
      text += "removed targets (their former dependents are selected): "
      text += selection.removed.map(\.description).joined(separator: ", ") + "\n"
    }
    if selection.isEmpty {
      return text + "nothing affected\n"
    }
    if selection.all {
      text += "everything affected (\(selection.targets.count) targets), because of: "
      text += selection.allReasons.joined(separator: ", ") + "\n"
    } else {
      let shown = selection.targets.filter { !rootTwins.contains($0.id) }
      let packages = Dictionary(grouping: shown, by: \.id.package)
      text +=
        "affected: \(shown.count) target\(shown.count == 1 ? "" : "s") in"
        + " \(packages.count) package\(packages.count == 1 ? "" : "s")\n"
      for package in packages.keys.sorted() {
        text += "  \(package)\n"
        let targets = packages[package]!
        let nameWidth = targets.map { $0.id.name.count + ($0.isTest ? 7 : 0) }.max() ?? 0
        for target in targets {
          let label = target.id.name + (target.isTest ? " (test)" : target.isFolder ? " (folder)" : "")
          text += "    " + label.padding(toLength: max(nameWidth, label.count), withPad: " ", startingAt: 0)
          text += "  " + target.chain.map(\.name).joined(separator: " ← ") + "\n"
        }
      }
    }
    if !skipped.isEmpty {
      text += "skipped units: " + skipped.map { "\($0.name) (\($0.why))" }.joined(separator: ", ") + "\n"
    }
    let commands = testCommands
    text += commands.isEmpty ? "no test target affected: nothing to run\n" : "test commands:\n"
    for command in commands { text += "  \(command)\n" }
    return text
  }

  static func describe(_ effect: Selection.Effect) -> String {
    switch effect {
    case .owned(let owners): return "→ " + owners.map(\.description).joined(separator: ", ")
    case .manifest(let package): return "→ every target of \(package) (its manifest)"
    case .pins(let identities, let packages):
      if identities.isEmpty { return "→ nothing (no pin moved)" }
      return "→ pins \(identities.joined(separator: ", ")) moved: every target of "
        + (packages.isEmpty ? "no package" : packages.joined(separator: ", "))
    case .nothing(let because): return "→ nothing (\(because))"
    case .everything(let because): return "→ everything (\(because))"
    }
  }
}
