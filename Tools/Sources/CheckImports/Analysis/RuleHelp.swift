/// What each rule means and how to fix a finding, in the words code-scanning pages show next to an
/// alert (SARIF `shortDescription` and `help`): a reader of a pull request sees why the check
/// failed without opening this repository's documentation.
extension Rule {
  /// One line: what the rule forbids.
  public var summary: String {
    switch self {
    case .layerUpward: "A module imports or declares a module of a higher layer."
    case .layerSkip: "A module of a strict layer reaches past the layer directly below it."
    case .siblingImport: "Two packages of one layer depend on each other without an allow line."
    case .islandCrossing: "An edge leads into or out of an island."
    case .implicitDependency: "A module imports a repository module its target does not declare."
    case .unusedDependency: "A target declares a dependency that none of its sources imports."
    case .manifestLayering: "A manifest dependency breaks the layering, whether it is imported or not."
    case .cycle: "Modules depend on each other in a circle."
    case .unknownModule: "An import names a module that is neither built here, nor declared, nor allowed."
    case .systemModuleNotAllowed: "A system module is imported outside the scope the rules allow it in."
    case .unlayeredModule: "A non-test target lies in no layer of boundaries.rules."
    case .staleRule: "A line of boundaries.rules names something that does not exist."
    case .thirdPartyImport: "A module outside the third-party scopes imports a module of a remote package."
    case .platformConditionalImport:
      "An import of a dependency declared for some platforms is not kept out of the others by an #if."
    case .maxHeight: "The longest dependency chain is longer than max-height allows."
    case .staleBaseline: "A baseline entry no longer occurs."
    case .packagePath: "A .package(path:) names no folder; the package of that name was used instead."
    }
  }

  /// A few sentences: how to make the finding go away, best fix first.
  public var help: String {
    switch self {
    case .layerUpward:
      "Layers are listed top first in boundaries.rules; a module may import any layer below its own, never one "
        + "above. Move the code the import needs down, or invert the dependency (a protocol or closure the "
        + "higher layer provides)."
    case .layerSkip:
      "A strict layer may import only the layer directly below. Import through that layer, or drop `strict`."
    case .siblingImport:
      "Packages of one layer are isolated. Move what both need into a lower layer, or add "
        + "`allow Importer -> Imported` to boundaries.rules when the edge is intended."
    case .islandCrossing:
      "An island imports only system modules and itself, and nothing imports it. Remove the import or "
        + "move the module out of the island."
    case .implicitDependency:
      "The import compiles only because a dependency brings the module along, or not at all. Declare the "
        + "dependency in the target's manifest (`tools check-imports --fix` does it)."
    case .unusedDependency:
      "Nothing in the target imports the dependency. Remove it from the manifest "
        + "(`tools check-imports --fix` does it)."
    case .manifestLayering:
      "The manifest declares a dependency the layering forbids. Remove the dependency, or move one of the "
        + "two packages to the layer where the edge points down."
    case .cycle:
      "Break the circle at its weakest edge: move the shared code into a module both can import, or invert "
        + "one edge. `tools check-imports why A B` shows the chain."
    case .unknownModule:
      "Declare the package that builds the module, or list it on a `system` line of boundaries.rules "
        + "(`system * NAME`, or a preset such as `@apple-sdk`)."
    case .systemModuleNotAllowed:
      "The rules allow this system module only in some scopes. Import it from a module in scope, or widen "
        + "its `system` line."
    case .unlayeredModule:
      "Add the target's directory to a `layer` or `island` line of boundaries.rules, or `exclude` it."
    case .staleRule:
      "Delete the line, or fix the name or path it carries."
    case .thirdPartyImport:
      "Only the `third-party` scopes may import remote packages. Reach the remote module through a module of "
        + "those scopes, or add the importer's layer to `third-party`."
    case .platformConditionalImport:
      "The dependency is not built on the other platforms. Put the import under `#if canImport(Module)` "
        + "(or the matching `#if os(…)`), or declare the dependency for every platform."
    case .maxHeight:
      "The chain of module dependencies grew past `max-height`. Flatten it (merge or split modules), or "
        + "raise `max-height` in boundaries.rules."
    case .staleBaseline:
      "The violation was fixed. Delete its line from the baseline: the baseline only shrinks."
    case .packagePath:
      "SwiftPM alone cannot build this package: the path resolves only by name, as an Xcode workspace does. "
        + "Point the path at the folder named, or `exclude` the package in boundaries.rules."
    }
  }
}
