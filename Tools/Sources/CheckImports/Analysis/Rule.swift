/// Every kind of finding, with the stable name used in output, baselines and documentation.
public enum Rule: String, Sendable, CaseIterable, Hashable {
  /// A module imports one in a higher layer.
  case layerUpward = "layer-upward"
  /// A module of a `strict` layer imports past the layer directly below.
  case layerSkip = "layer-skip"
  /// Two packages of one layer import each other without an `allow` line.
  case siblingImport = "sibling-import"
  /// An edge into or out of an island.
  case islandCrossing = "island-crossing"
  /// An import of a repository module the target does not declare (compiles only transitively).
  case implicitDependency = "implicit-dependency"
  /// A declared dependency no source of the target imports.
  case unusedDependency = "unused-dependency"
  /// A manifest dependency that breaks the layering, imported or not.
  case manifestLayering = "manifest-layering"
  /// Modules that depend on each other in a circle.
  case cycle = "cycle"
  /// An import of a module that is neither in the repository nor an allowed system module.
  case unknownModule = "unknown-module"
  /// A known system module imported where the rules do not allow it.
  case systemModuleNotAllowed = "system-module-not-allowed"
  /// A (non-test) target whose directory is in no layer.
  case unlayeredModule = "unlayered-module"
  /// An `allow` line naming a module that does not exist (yet).
  case staleRule = "stale-rule"
  /// A module outside the `third-party` scopes imports a module of a remote package.
  case thirdPartyImport = "third-party-import"
  /// An import of a dependency declared only for some platforms (`condition: .when(platforms:)`)
  /// that no `#if` keeps out of the other platforms' builds.
  case platformConditionalImport = "platform-conditional-import"
  /// The longest dependency chain is longer than `max-height` allows.
  case maxHeight = "max-height"
  /// A baseline entry that no longer occurs: delete it, the baseline only shrinks.
  case staleBaseline = "stale-baseline"
  /// A `.package(path:)` naming no folder, resolved by the package's name instead (as Xcode
  /// resolves a workspace's packages).
  case packagePath = "package-path"

  public var defaultSeverity: Finding.Severity {
    switch self {
    case .unusedDependency, .staleRule, .packagePath: .warning
    default: .error
    }
  }
}
