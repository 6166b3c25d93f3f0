import ToolSupport

/// Decides whether an `#if` condition holds for the build the tool measures: a debug SwiftPM build
/// on this machine.
///
/// Three answers, because a wrong "yes" would put the body edit into code that is not compiled:
/// `true`, `false`, and `nil` for anything it cannot be sure of (a custom flag set in a manifest, a
/// `canImport` of a module it does not know); callers treat `nil` as "not compiled".
struct ConditionEvaluator: Sendable {
  /// `os(…)` and `arch(…)` values of this machine, and the flags SwiftPM defines in debug builds.
  var operatingSystem: String
  var architecture: String
  var definedFlags: Set<String> = ["DEBUG", "SWIFT_PACKAGE"]
  /// Modules `canImport` finds on every platform the tool runs on, and modules it never finds here.
  var importable: Set<String>
  var notImportable: Set<String>

  static let host: ConditionEvaluator = {
    #if os(Linux)
      let system = "Linux"
      let importable: Set<String> = [
        "Foundation", "Dispatch", "Glibc", "Synchronization", "XCTest", "Testing",
      ]
      let notImportable: Set<String> = [
        "Darwin", "UIKit", "AppKit", "SwiftUI", "Combine", "ObjectiveC", "WatchKit", "os",
        "CoreFoundation_Darwin",
      ]
    #else
      let system = "macOS"
      let importable: Set<String> = [
        "Foundation", "Dispatch", "Darwin", "Synchronization", "XCTest", "Testing",
      ]
      let notImportable: Set<String> = ["Glibc", "UIKit", "WatchKit"]
    #endif
    #if arch(arm64)
      let architecture = "arm64"
    #else
      let architecture = "x86_64"
    #endif
    return ConditionEvaluator(
      operatingSystem: system, architecture: architecture, importable: importable,
      notImportable: notImportable)
  }()

  func evaluate(_ condition: String) -> Bool? {
    CompilationCondition.parse(condition)?.value { name, argument in atom(name, argument: argument) }
  }

  private func atom(_ name: String, argument: String?) -> Bool? {
    switch (name, argument) {
    case ("true", nil): return true
    case ("false", nil): return false
    case ("os", let value?): return value == operatingSystem
    case ("arch", let value?): return value == architecture
    case ("compiler", _), ("swift", _), ("hasFeature", _), ("hasAttribute", _): return true
    case ("canImport", let module?):
      let base = String(module.prefix(while: { $0 != "," && $0 != "." }))
      if importable.contains(base) { return true }
      return notImportable.contains(base) ? false : nil
    case ("targetEnvironment", _): return false
    case (let flag, nil): return definedFlags.contains(flag) ? true : nil
    default: return nil
    }
  }
}
