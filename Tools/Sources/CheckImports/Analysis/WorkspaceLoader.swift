import Foundation
import ToolSupport

/// Assembles a `Workspace` from the tree: finds packages and sources in one walk, loads manifests
/// through SwiftPM (or the cache), and attributes each source file to the target directory owning it.
public struct WorkspaceLoader: Sendable {
  public var root: String
  public var loader: any ManifestLoading
  public var cache: ManifestCache
  /// SwiftPM's build folder when it is not `.build` next to a package: where checkouts are read.
  public var scratchPath: String?

  public init(root: String, loader: any ManifestLoading, cache: ManifestCache, scratchPath: String? = nil) {
    self.root = root
    self.loader = loader
    self.cache = cache
    self.scratchPath = scratchPath
  }

  public func load(rules: BoundaryRules) throws(CheckerFailure) -> Workspace {
    var clock = PhaseClock()
    let listing = RepositoryWalker.walk(root: root, excluded: rules.excludedPaths)
    clock.lap("walk")
    return try assemble(
      rules: rules, listing: listing, sources: .all, readManifest: nil, checkLocalPaths: true, clock: clock)
  }

  /// Which Swift sources a load scans for imports.
  package enum SourceScope: Sendable {
    /// Every source: what check-imports analyses.
    case all
    /// Only sources under `module NAME PATH` folders: a folder module has no manifest, so its
    /// imports are its only dependencies (what `tools affected` needs, at a fraction of the cost).
    case folderModules
    /// None: targets and declared dependencies only.
    case none
    /// The sources under `module NAME PATH` folders, their bytes read by `read` (a past revision's,
    /// from git's objects: the answer must not depend on what is checked out).
    case folderModulesFrom(@Sendable (String) -> Data?)
  }

  /// Loads from a listing made elsewhere (a walk, or a past revision's tree read from git).
  /// `readManifest` supplies a package's `Package.swift` bytes by repository-relative directory
  /// (default: the file on disk); `checkLocalPaths: false` accepts `.package(path:)` folders that
  /// no longer exist, as in a past revision.
  package func load(
    rules: BoundaryRules, listing: RepositoryListing, sources: SourceScope,
    readManifest: (@Sendable (String) -> Data?)? = nil, checkLocalPaths: Bool = true
  ) throws(CheckerFailure) -> Workspace {
    try assemble(
      rules: rules, listing: listing, sources: sources, readManifest: readManifest,
      checkLocalPaths: checkLocalPaths, clock: PhaseClock())
  }

  private func assemble(
    rules: BoundaryRules, listing: RepositoryListing, sources: SourceScope,
    readManifest: (@Sendable (String) -> Data?)?, checkLocalPaths: Bool, clock: PhaseClock
  ) throws(CheckerFailure) -> Workspace {
    var clock = clock
    let manifests = try loadManifests(
      listing.packageDirectories, checkLocalPaths: checkLocalPaths, readManifest: readManifest)
    let pathFindings =
      checkLocalPaths
      ? try PackagePathResolution.resolve(
        manifests.map { (directory: $0.0, manifest: $0.1, text: $0.2) }, root: root)
      : []
    clock.lap("manifests")
    let files: [String]
    func inFolderModule(_ file: String) -> Bool {
      rules.folderModules.contains { BoundaryRules.path(file, isInside: $0.path) }
    }
    switch sources {
    case .all: files = listing.swiftFiles
    case .none, .folderModulesFrom: files = []
    case .folderModules: files = listing.swiftFiles.filter(inFolderModule)
    }
    var (scanned, notes) = try SourceScan.scan(root: root, files: files)
    if case .folderModulesFrom(let read) = sources {
      for file in listing.swiftFiles where inFolderModule(file) {
        guard let data = read(file) else { throw .badInput("\(file): cannot read file") }
        let result = data.withUnsafeBytes { raw in SourceScan.scanFile(file, raw.bindMemory(to: UInt8.self)) }
        scanned.append(result.file)
        if let note = result.note { notes.append(note) }
      }
    }
    clock.lap("scan")

    // Module names first: a C target is imported by its module map's name, and a product lists targets.
    var moduleNameOfTarget: [String: String] = [:]
    for (directory, manifest, _) in manifests {
      for target in manifest.targets {
        let conventional = (target.isTest ? "Tests/" : "Sources/") + target.name
        let relative = Self.join(directory, target.path ?? conventional)
        let prefix = root + "/"
        moduleNameOfTarget[target.name] = ModuleMap.moduleName(
          target: target, directory: relative == "." ? root : "\(root)/\(relative)",
          exists: { path in
            // The walk listed every module map it saw; paths it did not walk are read directly.
            guard path.hasPrefix(prefix) else { return true }
            let inside = Self.join(".", String(path.dropFirst(prefix.count)))
            return listing.moduleMaps.contains(inside)
              || rules.excludedPaths.contains { BoundaryRules.path(inside, isInside: $0) }
              || inside.split(separator: "/").contains { $0.hasPrefix(".") }
          })
      }
    }
    func moduleNames(_ targets: [String]) -> [String] { targets.map { moduleNameOfTarget[$0] ?? $0 } }

    var productsByPackage: [String: [PackageManifest.Product]] = [:]
    var productsByName: [String: [String]] = [:]
    for (directory, manifest, _) in manifests {
      productsByPackage[(directory as NSString).lastPathComponent.lowercased()] = manifest.products
      productsByPackage[manifest.name.lowercased()] = manifest.products
      for product in manifest.products where productsByName[product.name] == nil {
        productsByName[product.name] = moduleNames(product.targets)
      }
    }
    // Products an Xcode project links into its app targets are declared there, not in a manifest.
    let xcodeProducts = listing.xcodeProjects.flatMap { project in
      FileManager.default.contents(atPath: "\(root)/\(project)").map {
        XcodeProjectProducts.remoteProducts(inProjectFile: String(decoding: $0, as: UTF8.self))
      } ?? []
    }
    let remoteProducts = RemoteProducts(
      rules: rules,
      checkouts: loadCheckouts(
        identities: Set(
          manifests.flatMap { $0.1.remotePackages.map(\.identity) } + xcodeProducts.map(\.package)),
        packageDirectories: manifests.map(\.0)))

    var modules: [Workspace.Module] = []
    var texts: [String: String] = [:]
    var externalModules: [String: String] = [:]
    for (directory, manifest, text) in manifests {
      let manifestPath = directory == "." ? "Package.swift" : "\(directory)/Package.swift"
      texts[manifestPath] = text
      let ownTargets = Set(manifest.targets.map(\.name))
      let remoteIdentities = Set(manifest.remotePackages.map(\.identity))
      for target in manifest.targets {
        let conventional = (target.isTest ? "Tests/" : "Sources/") + target.name
        let sourceDirectory = Self.join(directory, target.path ?? conventional)
        let declared = target.dependencies.map { dependency -> Workspace.Declared in
          var entry: Workspace.Declared
          switch dependency {
          case .target(let name):
            entry = .init(name: name, modules: moduleNames([name]))
          case .byName(let name):
            if ownTargets.contains(name) {
              entry = .init(name: name, modules: moduleNames([name]))
            } else if let local = productsByName[name] {
              entry = .init(name: name, modules: local)
            } else {
              let identity = remoteProducts.package(vending: name, among: remoteIdentities)
              entry = .init(
                name: name, modules: remoteProducts.modules(of: name, package: identity),
                remotePackage: identity)
            }
          case .product(let name, let package):
            if let products = package.flatMap({ productsByPackage[$0.lowercased()] }) {
              let targets = products.first { $0.name == name }?.targets
              entry = .init(name: name, modules: targets.map(moduleNames) ?? productsByName[name] ?? [name])
            } else if package == nil, let local = productsByName[name] {
              entry = .init(name: name, modules: local)
            } else {
              let identity =
                package?.lowercased() ?? remoteProducts.package(vending: name, among: remoteIdentities)
              entry = .init(
                name: name, modules: remoteProducts.modules(of: name, package: identity),
                remotePackage: identity)
            }
          }
          entry.platforms = target.platformConditions[dependency.name]
          if case .product(_, let package) = dependency { entry.packageArgument = package }
          return entry
        }
        for entry in declared where entry.remotePackage != nil {
          for name in entry.modules where externalModules[name] == nil {
            externalModules[name] = entry.remotePackage
          }
        }
        var module = Workspace.Module(
          name: moduleNameOfTarget[target.name] ?? target.name, type: target.type,
          packageDirectory: directory,
          manifestPath: manifestPath, directory: sourceDirectory,
          layerIndex: rules.layerIndex(forDirectory: sourceDirectory), declared: declared, files: [])
        module.targetName = target.name
        modules.append(module)
      }
    }
    for (product, package) in xcodeProducts {
      for name in remoteProducts.modules(of: product, package: package) where externalModules[name] == nil {
        externalModules[name] = package
      }
    }
    for folder in rules.folderModules {
      modules.append(
        .init(
          name: folder.name, type: Workspace.Module.folderType, packageDirectory: folder.path,
          manifestPath: rules.path, directory: folder.path,
          layerIndex: rules.layerIndex(forDirectory: folder.path),
          declared: [], files: []))
    }

    clock.lap("modules")
    // A folder can belong to two targets: the root package's test targets point at each
    // package's own Tests folder. The package that physically holds the folder comes first,
    // so where both report the same finding, the one kept names that package's manifest.
    modules = modules.enumerated().sorted { lhs, rhs in
      let (l, r) = (lhs.element.packageDirectory, rhs.element.packageDirectory)
      let (ld, rd) = (
        l == "." ? 0 : l.split(separator: "/").count, r == "." ? 0 : r.split(separator: "/").count
      )
      return ld != rd ? ld > rd : lhs.offset < rhs.offset
    }.map(\.element)
    var owners: [String: [Int]] = [:]
    var folderOwners: [String: Int] = [:]
    for (index, module) in modules.enumerated() {
      if module.hasManifest {
        owners[module.directory, default: []].append(index)
      } else {
        folderOwners[module.directory] = index
      }
    }
    var unattributed: [String] = []
    for file in scanned {
      var folder: Int?
      var owned = false
      for directory in Self.enclosingDirectories(of: file.path) {
        if let indices = owners[String(directory)] {
          for index in indices { modules[index].files.append(file) }
          owned = true
          break
        }
        if folder == nil { folder = folderOwners[String(directory)] }
      }
      if !owned, folderOwners["."] != nil, folder == nil { folder = folderOwners["."] }
      if !owned, let folder {
        modules[folder].files.append(file)
      } else if !owned {
        unattributed.append(file.path)
      }
    }
    clock.lap("attribute")
    var workspace = Workspace(rules: rules, modules: modules, manifestTexts: texts, fileCount: scanned.count)
    workspace.externalModules = externalModules
    workspace.unattributedFiles = unattributed
    workspace.skipped = listing.skipped
    workspace.packagePathFindings = pathFindings
    workspace.notes = notes
    for (directory, manifest, _) in manifests {
      workspace.localProducts[directory] = manifest.products.map { ($0.name, moduleNames($0.targets)) }
    }
    for (directory, manifest, _) in manifests {
      workspace.packageIdentities[directory == "." ? "Package.swift" : "\(directory)/Package.swift"] = Set(
        manifest.localDependencyPaths.map { PackageManifest.identity(ofPath: $0) }
          + manifest.remotePackages.map(\.identity))
    }
    workspace.remotePackages = manifests.flatMap { entry in
      entry.1.remotePackages.map { (entry.0 == "." ? "Package.swift" : "\(entry.0)/Package.swift", $0) }
    }
    return workspace
  }

  /// The manifests of remote packages checked out on disk (`.build/checkouts/NAME` next to any
  /// package, or under `--scratch-path`), by identity. Never resolves or fetches: a package not on
  /// disk is simply absent, and its products fall back to the rules or to their own names.
  private func loadCheckouts(identities: Set<String>, packageDirectories: [String]) -> [String:
    PackageManifest]
  {
    guard !identities.isEmpty else { return [:] }
    var folders = packageDirectories.map {
      $0 == "." ? "\(root)/.build/checkouts" : "\(root)/\($0)/.build/checkouts"
    }
    if let scratchPath { folders.insert("\(AbsolutePath.resolve(scratchPath))/checkouts", at: 0) }
    var found: [(identity: String, directory: String)] = []
    var seen: Set<String> = []
    for folder in folders {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
      for name in names.sorted() {
        var identity = name.lowercased()
        if identity.hasSuffix(".git") { identity.removeLast(4) }
        guard identities.contains(identity), !seen.contains(identity),
          FileManager.default.fileExists(atPath: "\(folder)/\(name)/Package.swift")
        else { continue }
        seen.insert(identity)
        found.append((identity, "\(folder)/\(name)"))
      }
    }
    var result: [String: PackageManifest] = [:]
    for (identity, directory) in found {
      // A checkout whose manifest does not load is no reason to fail the check: names fall back.
      guard let loaded = try? loadManifests([directory], checkLocalPaths: false).first else { continue }
      var manifest = loaded.1
      for index in manifest.products.indices {
        manifest.products[index].targets = manifest.products[index].targets.map { targetName in
          guard let target = manifest.targets.first(where: { $0.name == targetName }) else {
            return targetName
          }
          let conventional = (target.isTest ? "Tests/" : "Sources/") + target.name
          return ModuleMap.moduleName(
            target: target, directory: "\(directory)/\(target.path ?? conventional)")
        }
      }
      result[identity] = manifest
    }
    return result
  }

  /// Loads every manifest, cache first; misses go to SwiftPM two at a time (it is CPU-heavy).
  private func loadManifests(
    _ directories: [String], checkLocalPaths: Bool = true, readManifest: (@Sendable (String) -> Data?)? = nil
  ) throws(CheckerFailure)
    -> [(String, PackageManifest, String)]
  {
    var entries: [(directory: String, key: String, text: String, data: Data?)] = []
    for directory in directories {
      let absolute = directory == "." ? root : directory.hasPrefix("/") ? directory : "\(root)/\(directory)"
      guard
        let bytes = readManifest.map({ $0(directory) })
          ?? FileManager.default.contents(atPath: "\(absolute)/Package.swift")
      else {
        throw .badInput("\(directory)/Package.swift: cannot read file")
      }
      let key = cache.key(manifest: Array(bytes), packageDirectory: absolute)
      // A cached dump that does not read as one (cut short, or not a dump at all) is a miss: asked
      // again and written over, never an error that blames the manifest or a package read as empty.
      let cached = cache.read(key: key).flatMap { data in
        (try? PackageManifest.decode(data, origin: directory)) == nil ? nil : data
      }
      entries.append((directory, key, String(decoding: bytes, as: UTF8.self), cached))
    }
    let misses = entries.indices.filter { entries[$0].data == nil }
    if !misses.isEmpty {
      let results = ManifestBatch(count: misses.count)
      let loader = self.loader
      let root = self.root
      let paths = misses.map { index in
        let directory = entries[index].directory
        return directory == "." ? root : directory.hasPrefix("/") ? directory : "\(root)/\(directory)"
      }
      DispatchQueue.concurrentPerform(iterations: min(2, misses.count)) { worker in
        for index in stride(from: worker, to: paths.count, by: 2) {
          results.set(index, Result { () throws(CheckerFailure) in try loader.dumpPackage(at: paths[index]) })
        }
      }
      for (slot, index) in misses.enumerated() {
        let result = results.get(slot)
        // SwiftPM names files by absolute path; the checker's messages are repository-relative.
        if case .failure(.badInput(let message)) = result {
          throw .badInput(message.replacingOccurrences(of: root + "/", with: ""))
        }
        let data = try result.get()
        cache.write(data, key: entries[index].key)
        entries[index].data = data
      }
    }
    return try entries.map { entry throws(CheckerFailure) in
      let manifestPath = entry.directory == "." ? "Package.swift" : "\(entry.directory)/Package.swift"
      let manifest = try PackageManifest.decode(entry.data!, origin: manifestPath)
      return (entry.directory, manifest, entry.text)
    }
  }

  /// The folders holding `path`, innermost first (`a/b/c.swift` → `a/b`, `a`). A list built from
  /// the path's slashes, so walking it always ends: attribution cannot spin however a path looks.
  static func enclosingDirectories(of path: String) -> [Substring] {
    path.indices.filter { path[$0] == "/" }.reversed().map { path[..<$0] }
  }

  /// Joins and normalizes repository-relative paths (`..` in custom target paths included).
  static func join(_ base: String, _ path: String) -> String {
    var components: [Substring] = base == "." ? [] : base.split(separator: "/")
    for component in path.split(separator: "/") {
      if component == "." { continue }
      if component == "..", !components.isEmpty {
        components.removeLast()
      } else {
        components.append(component)
      }
    }
    return components.isEmpty ? "." : components.joined(separator: "/")
  }
}

/// Results of the parallel SwiftPM calls, one slot per manifest.
private final class ManifestBatch: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<Data, CheckerFailure>?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: Result<Data, CheckerFailure>) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  func get(_ index: Int) -> Result<Data, CheckerFailure> {
    lock.lock()
    defer { lock.unlock() }
    return slots[index]!
  }
}
