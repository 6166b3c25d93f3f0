/// The module graph of the repository: every target of every package, where it lives, which layer
/// owns it, what it declares and what its sources import.
public struct Workspace: Sendable {
  /// A declared dependency as written in the manifest, expanded to the modules it makes importable
  /// (a product can vend several targets).
  public struct Declared: Sendable, Equatable {
    public var name: String
    public var modules: [String]
    /// The remote package identity of an external product (`nil` for the repository's own).
    public var remotePackage: String? = nil
    /// `condition: .when(platforms:)`, `nil` when unconditional.
    public var platforms: [String]? = nil
    /// The `package:` argument as written (what `--fix` repeats elsewhere).
    public var packageArgument: String? = nil
  }

  public struct Module: Sendable {
    /// The name sources import: the target name, or a C target's module-map name.
    public var name: String
    public var type: String
    public var packageDirectory: String
    public var manifestPath: String
    /// Repository-relative source directory.
    public var directory: String
    public var layerIndex: Int?
    public var declared: [Declared]
    /// Sources attributed to this module, with their imports.
    public var files: [ScannedFile]
    public var isTest: Bool { type == "test" }
    /// The target name in the manifest (differs from `name` for a C target with its own module map).
    public var targetName: String = ""
    /// A `module NAME PATH` folder outside SwiftPM has no manifest: no declared dependencies to check.
    public var hasManifest: Bool { type != Self.folderType }
    static let folderType = "folder"
    /// Modules that sources of this module re-export with `@_exported import` (computed once when
    /// the workspace is assembled; visibility queries walk it for every module).
    public internal(set) var reExports: Set<String> = []
  }

  public var rules: BoundaryRules
  public var modules: [Module]
  /// Manifest text by repository-relative path, to locate a dependency's line for diagnostics.
  public var manifestTexts: [String: String]
  public var fileCount: Int
  /// Modules of remote packages that some manifest of the repository declares, with the package.
  public var externalModules: [String: String] = [:]
  /// Swift sources that belong to no target and no declared folder (what `init` declares as folders).
  public var unattributedFiles: [String] = []
  /// What the walk did not read (links to folders, folders it could not open), one line each.
  public var skipped: [String] = []
  /// `package-path` findings: `.package(path:)` folders that do not exist, resolved by name.
  public var packagePathFindings: [Finding] = []
  /// Warnings about the tree that are not findings (a source in an encoding that was not read).
  public var notes: [String] = []

  /// The lines `skipped` and `notes` print on standard error, a long list cut short with a count:
  /// what the answer did not see is always said, and never floods the output.
  public func skippedLines(tool: String) -> [String] {
    let limit = 20
    var lines = notes.map { "\(tool): warning: \($0)" }
    lines += skipped.prefix(limit).map { "\(tool): note: skipped \($0)" }
    if skipped.count > limit { lines.append("\(tool): note: skipped \(skipped.count - limit) more") }
    return lines
  }
  /// Every `.package(url:)` of every manifest, with the manifest declaring it (what `--fix` copies).
  public var remotePackages: [(manifestPath: String, package: PackageManifest.RemotePackage)] = []
  /// The identities of the packages each manifest depends on (SwiftPM's: a path's or URL's last
  /// component, lowercased, without `.git`), by manifest path, as SwiftPM read them: how `--fix`
  /// knows a package is declared however its path or URL is spelled, or computed.
  public var packageIdentities: [String: Set<String>] = [:]
  /// Products of the repository's packages by package directory, with the modules they vend.
  public var localProducts: [String: [(name: String, modules: [String])]] = [:]

  /// First non-test module with that name: what an `import` of it resolves to.
  func module(named name: String) -> Module? {
    modulesByName[name]
  }

  private(set) var modulesByName: [String: Module] = [:]

  init(rules: BoundaryRules, modules: [Module], manifestTexts: [String: String], fileCount: Int) {
    self.rules = rules
    self.modules = modules
    self.manifestTexts = manifestTexts
    self.fileCount = fileCount
    for index in self.modules.indices {
      self.modules[index].reExports = Set(
        self.modules[index].files.flatMap { $0.imports.filter(\.isExported).map(\.module) })
    }
    for module in self.modules where modulesByName[module.name] == nil || modulesByName[module.name]!.isTest {
      modulesByName[module.name] = module
    }
  }

  func layerName(of module: Module) -> String? {
    module.layerIndex.map { rules.layers[$0].name }
  }

  /// Everything `module` may import: its declared modules plus what they re-export, transitively.
  func visibleModules(of module: Module) -> Set<String> {
    var visible: Set<String> = []
    var pending = module.declared.flatMap(\.modules)
    while let next = pending.popLast() {
      guard visible.insert(next).inserted else { continue }
      if let dependency = self.module(named: next) { pending += dependency.reExports }
    }
    return visible
  }

  /// The declared-dependency path from `module` to `target` if one exists (used to explain an
  /// implicit import that only compiles because the target is built transitively).
  func transitivePath(from module: Module, to target: String) -> [String]? {
    var parent: [String: String] = [:]
    var queue = module.declared.flatMap(\.modules)
    for name in queue { parent[name] = module.name }
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      if current == target {
        var path = [current]
        while let previous = parent[path[0]], previous != module.name { path.insert(previous, at: 0) }
        return [module.name] + path
      }
      for next in self.module(named: current)?.declared.flatMap(\.modules) ?? [] where parent[next] == nil {
        parent[next] = current
        queue.append(next)
      }
    }
    return nil
  }

  /// `line:column` of a dependency's name inside the target's declaration in its manifest, so a
  /// manifest finding points where the fix goes. Falls back to the target's own name, then line 1.
  func manifestLocation(of module: Module, dependency: String?) -> (line: Int, column: Int) {
    if !module.hasManifest {
      return (rules.folderModules.first { $0.name == module.name }?.line ?? 1, 1)
    }
    guard let text = manifestTexts[module.manifestPath] else { return (1, 1) }
    let targetName = module.targetName.isEmpty ? module.name : module.targetName
    let targetStart = Self.targetDeclaration(of: targetName, in: text) ?? text.startIndex
    let found =
      dependency.flatMap { text.range(of: "\"\($0)\"", range: targetStart..<text.endIndex) }
      ?? text.range(of: "\"\(targetName)\"", range: targetStart..<text.endIndex)
    guard let position = found?.lowerBound else { return (1, 1) }
    let prefix = text.utf8[..<position]
    let line = prefix.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
    let lineStart = prefix.lastIndex(of: 10).map { text.utf8.index(after: $0) } ?? text.startIndex
    return (line, text.utf8.distance(from: lineStart, to: position) + 2)
  }

  /// Where `.target(name: "X"` (any target kind, possibly across lines) starts; the package and
  /// product declarations often use the same name and come first.
  static func targetDeclaration(of name: String, in text: String) -> String.Index? {
    var searchStart = text.startIndex
    while let found = text.range(of: "name: \"\(name)\"", range: searchStart..<text.endIndex) {
      // Any whitespace: in a manifest with Windows line endings "\r\n" is one Character, not "\n".
      let before = text[..<found.lowerBound].reversed().drop(while: \.isWhitespace)
      if String(before.prefix(7).reversed()).hasSuffix("arget(") { return found.lowerBound }
      searchStart = found.upperBound
    }
    return nil
  }
}
