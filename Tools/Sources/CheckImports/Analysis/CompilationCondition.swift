import Foundation
import ToolSupport

/// A `#if` condition on one platform of a build: what check-imports' platform rules ask.
extension CompilationCondition {
  /// Kleene logic: `nil` is unknown. `canImport` answers for module names (`nil`: cannot tell).
  func value(on platform: BuildPlatform, canImport: (String) -> Bool?) -> Bool? {
    value { name, argument in Self.atom(name, argument, on: platform, canImport: canImport) }
  }

  private static let simulatorPlatforms: Set<String> = ["ios", "tvos", "watchos", "visionos"]

  private static func atom(
    _ name: String, _ argument: String?, on platform: BuildPlatform, canImport: (String) -> Bool?
  ) -> Bool? {
    switch (name, argument) {
    case ("true", nil): return true
    case ("false", nil): return false
    case ("os", let value?): return platform.osName == (BuildPlatform.osAliases[value] ?? value)
    case ("targetEnvironment", "macCatalyst"): return platform.isMacCatalyst
    case ("targetEnvironment", "simulator"):
      // Only the device platforms have simulators; whether this build is one is unknown.
      return simulatorPlatforms.contains(platform.swiftPMName) ? nil : false
    case ("canImport", let value?):
      let module = value.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? value
      return canImport(module)
    default: return nil
    }
  }
}
