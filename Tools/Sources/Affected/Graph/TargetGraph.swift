import CheckImports

/// Every target of one revision with its folder and what it depends on, read from check-imports'
/// `Workspace` (the same manifests, through the same cache), turned around so a change can be
/// followed to everything that depends on it.
struct TargetGraph: Sendable {
  /// Why one target depends on another, for `--explain`.
  enum EdgeKind: Equatable, Sendable {
    /// A `.target(name:)` or by-name dependency on a target of the same package.
    case target
    /// A product of another package (`.product(name:package:)`, or a by-name product).
    case product(String)
    /// An `import` in the sources of a folder outside SwiftPM.
    case imports
    /// A `depends` line of affected.rules.
    case rule(line: Int)
  }

  struct Edge: Equatable, Sendable {
    var target: TargetID
    var kind: EdgeKind
  }

  struct Node: Sendable {
    var id: TargetID
    var isTest: Bool
    /// A `module NAME PATH` folder: built outside SwiftPM, so no SwiftPM test runs it.
    var isFolder: Bool
    /// Repository-relative folder the target's files live in.
    var directory: String
    var dependencies: [Edge]
  }

  private(set) var nodes: [TargetID: Node] = [:]
  /// Who depends on each target, sorted.
  private(set) var dependents: [TargetID: [Edge]] = [:]
  /// SwiftPM targets by folder; the root's test targets share their folder with a package's.
  private(set) var targetsByDirectory: [String: [TargetID]] = [:]
  private(set) var foldersByDirectory: [String: TargetID] = [:]
  /// Targets of each package (folder modules excluded).
  private(set) var targetsByPackage: [String: [TargetID]] = [:]
  /// Remote package identities each local package's manifest declares.
  private(set) var remotePackagesByPackage: [String: Set<String>] = [:]
  /// What reading the revision left out (links to folders, sources it could not decode), as the
  /// lines to print: said on every run, so a target lost with them is never lost silently.
  var skipped: [String] = []

  init(workspace: Workspace, rules: AffectedRules) {
    var byModuleName: [String: [TargetID]] = [:]
    var moduleNameInPackage: [String: [String: TargetID]] = [:]
    var ids: [TargetID] = []
    for module in workspace.modules {
      let id = TargetID(
        package: module.packageDirectory, name: module.targetName.isEmpty ? module.name : module.targetName)
      ids.append(id)
      if !module.isTest { byModuleName[module.name, default: []].append(id) }
      moduleNameInPackage[id.package, default: [:]][module.name] = id
    }
    for key in byModuleName.keys { byModuleName[key]!.sort() }
    func resolve(_ moduleName: String, from package: String, packageArgument: String?) -> TargetID? {
      if let own = moduleNameInPackage[package]?[moduleName] { return own }
      let candidates = byModuleName[moduleName] ?? []
      if let argument = packageArgument?.lowercased(),
        let named = candidates.first(where: { Self.identity(of: $0.package) == argument })
      {
        return named
      }
      return candidates.first
    }

    for (module, id) in zip(workspace.modules, ids) {
      var edges: [Edge] = []
      if module.hasManifest {
        for declared in module.declared where declared.remotePackage == nil {
          for name in declared.modules {
            guard let target = resolve(name, from: id.package, packageArgument: declared.packageArgument),
              target != id
            else { continue }
            let isOwn = target.package == id.package
            edges.append(Edge(target: target, kind: isOwn ? .target : .product(declared.name)))
          }
        }
        targetsByDirectory[module.directory, default: []].append(id)
        targetsByPackage[id.package, default: []].append(id)
      } else {
        let imported = Set(module.files.flatMap { $0.imports.map(\.module) })
        for name in imported.sorted() {
          guard let target = byModuleName[name]?.first, target != id else { continue }
          edges.append(Edge(target: target, kind: .imports))
        }
        foldersByDirectory[module.directory] = id
      }
      nodes[id] = Node(
        id: id, isTest: module.isTest, isFolder: !module.hasManifest, directory: module.directory,
        dependencies: edges)
    }
    let byName = Dictionary(grouping: nodes.keys, by: \.name)
    for dependency in rules.dependencies {
      for id in byName[dependency.target] ?? [] {
        for name in dependency.dependencies {
          for target in byName[name] ?? [] where target != id {
            nodes[id]!.dependencies.append(Edge(target: target, kind: .rule(line: dependency.line)))
          }
        }
      }
    }
    for node in nodes.values {
      for edge in node.dependencies {
        dependents[edge.target, default: []].append(Edge(target: node.id, kind: edge.kind))
      }
    }
    for key in dependents.keys { dependents[key]!.sort { $0.target < $1.target } }
    for key in targetsByDirectory.keys { targetsByDirectory[key]!.sort() }
    for key in targetsByPackage.keys { targetsByPackage[key]!.sort() }
    for (manifestPath, remote) in workspace.remotePackages {
      remotePackagesByPackage[Self.packageDirectory(ofManifest: manifestPath), default: []].insert(
        remote.identity)
    }
  }

  /// The targets holding `path`: the SwiftPM targets whose folder is the innermost one enclosing
  /// it (two when the root package points a test target at a package's Tests folder), else the
  /// innermost `module` folder of boundaries.rules; none when the file is outside every target.
  func owners(of path: String) -> [TargetID] {
    let folders = Self.enclosingFolders(of: path)
    for folder in folders {
      if let targets = targetsByDirectory[folder] { return targets }
    }
    for folder in folders {
      if let module = foldersByDirectory[folder] { return [module] }
    }
    return []
  }

  /// Whether a folder is a package of this revision.
  func isPackage(_ directory: String) -> Bool { targetsByPackage[directory] != nil }

  /// Every target whose name is `name`, in any package.
  func targets(named name: String) -> [TargetID] {
    nodes.keys.filter { $0.name == name }.sorted()
  }

  /// `a/b/c.swift` → `a/b`, `a`, `.`: innermost first.
  static func enclosingFolders(of path: String) -> [String] {
    var folders: [String] = []
    var current = Substring(path)
    while let slash = current.lastIndex(of: "/") {
      current = current[..<slash]
      folders.append(String(current))
    }
    folders.append(".")
    return folders
  }

  /// `Packages/Core/Package.swift` → `Packages/Core`; `Package.swift` → `.`.
  static func packageDirectory(ofManifest path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }

  /// SwiftPM's identity of a local package: its folder's name, lowercased.
  static func identity(of package: String) -> String {
    String(package.split(separator: "/").last ?? "").lowercased()
  }
}
