/// The parsed `boundaries.rules`: the one place the architecture's layering is declared.
public struct BoundaryRules: Sendable, Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.path == rhs.path && lhs.layers == rhs.layers && lhs.allowedEdges == rhs.allowedEdges
      && lhs.systemModules == rhs.systemModules && lhs.excludedPaths == rhs.excludedPaths
      && lhs.folderModules == rhs.folderModules && lhs.productModules == rhs.productModules
      && lhs.thirdParty == rhs.thirdParty && lhs.maxHeight?.value == rhs.maxHeight?.value
      && lhs.baselinePath == rhs.baselinePath
  }

  /// A named group of source directories. Layers are ordered top (index 0) to bottom; islands stand
  /// outside the order and may only talk to themselves.
  public struct Layer: Sendable, Equatable {
    public var name: String
    public var paths: [String]
    public var isIsland: Bool
    /// A strict layer may import only the layer directly below it (no skipping).
    public var isStrict: Bool
    public var line: Int
  }

  /// A permitted same-layer edge between modules of different packages, e.g. Checkout → Payment.
  public struct AllowedEdge: Sendable, Equatable, Hashable {
    public var from: String
    public var to: String
    public var line: Int
  }

  /// System modules (not built from this repository) a scope may import. The scope is `*` (everyone),
  /// `tests` (test targets), a layer name, or a module name.
  public struct SystemModules: Sendable, Equatable {
    public var scope: String
    public var modules: [String]
    public var line: Int
  }

  /// A module that no manifest builds (an Xcode app target, an app extension): the Swift sources
  /// under `path` that belong to no SwiftPM target.
  public struct FolderModule: Sendable, Equatable {
    public var name: String
    public var path: String
    public var line: Int
  }

  /// `product NAME -> M…`: the modules a product of a remote package vends, where they differ from
  /// its name and no checkout is on disk to read them from.
  public struct ProductModules: Sendable, Equatable {
    public var product: String
    public var modules: [String]
    public var line: Int
  }

  /// `third-party SCOPE…`: the only layers or modules allowed to import modules of remote packages.
  public struct ThirdPartyScope: Sendable, Equatable {
    public var scopes: [String]
    public var line: Int
  }

  public var path: String
  public var layers: [Layer] = []
  public var folderModules: [FolderModule] = []
  public var productModules: [ProductModules] = []
  public var thirdParty: ThirdPartyScope?
  /// `max-height N`: the longest chain of (non-test) module dependencies allowed, in edges.
  public var maxHeight: (value: Int, line: Int)?
  /// `baseline FILE`: the baseline applied when the command line names none (what `init` writes).
  public var baselinePath: String?
  public var allowedEdges: [AllowedEdge] = []
  public var systemModules: [SystemModules] = []
  /// Repository-relative directories never scanned (fixtures, generated code).
  public var excludedPaths: [String] = []

  /// Rules with nothing declared yet (what the parser fills in; what a repository without a
  /// rules file is read with).
  package init(path: String) { self.path = path }

  /// Index of the layer owning a repository-relative directory: the longest declared path that is a
  /// prefix of it, so nested declarations (a sub-folder in another layer) stay expressible.
  public func layerIndex(forDirectory directory: String) -> Int? {
    var best: (index: Int, length: Int)?
    for (index, layer) in layers.enumerated() {
      for path in layer.paths where Self.path(directory, isInside: path) {
        if best == nil || path.count > best!.length { best = (index, path.count) }
      }
    }
    return best?.index
  }

  package static func path(_ path: String, isInside prefix: String) -> Bool {
    if prefix == "." || prefix.isEmpty { return true }
    return path == prefix || path.hasPrefix(prefix + "/")
  }

  /// Ordered (non-island) layers, top first; a module's rank compares upward/downward.
  public func rank(ofLayer index: Int) -> Int? {
    guard !layers[index].isIsland else { return nil }
    return layers[..<index].filter { !$0.isIsland }.count
  }

  func allowsSystem(_ module: String, layer: String?, module importer: String, isTest: Bool) -> Bool {
    systemModules.contains { entry in
      guard entry.modules.contains(module) else { return false }
      switch entry.scope {
      case "*": return true
      case "tests": return isTest
      default: return entry.scope == layer || entry.scope == importer
      }
    }
  }

  var allSystemModules: Set<String> { Set(systemModules.flatMap(\.modules)) }

  /// Whether a (non-test) module may import modules of remote packages: always, unless a
  /// `third-party` line names the layers or modules that may.
  func allowsThirdParty(layer: String?, module: String) -> Bool {
    guard let thirdParty else { return true }
    return thirdParty.scopes.contains { $0 == module || $0 == layer }
  }
}
