import Foundation

/// Assembles a `Workspace` from the tree: finds packages and sources in one walk, loads manifests
/// through SwiftPM (or the cache), and attributes each source file to the target directory owning it.
public struct WorkspaceLoader: Sendable {
  public var root: String
  public var loader: any ManifestLoading
  public var cache: ManifestCache

  public init(root: String, loader: any ManifestLoading, cache: ManifestCache) {
    self.root = root
    self.loader = loader
    self.cache = cache
  }

  public func load(rules: BoundaryRules) throws(CheckerFailure) -> Workspace {
    var clock = PhaseClock()
    let listing = RepositoryWalker.walk(root: root, excluded: rules.excludedPaths)
    clock.lap("walk")
    let manifests = try loadManifests(listing.packageDirectories)
    clock.lap("manifests")
    let scanned = try SourceScan.scan(root: root, files: listing.swiftFiles)
    clock.lap("scan")

    var productsByPackage: [String: [PackageManifest.Product]] = [:]
    var productsByName: [String: [String]] = [:]
    for (directory, manifest, _) in manifests {
      productsByPackage[(directory as NSString).lastPathComponent.lowercased()] = manifest.products
      productsByPackage[manifest.name.lowercased()] = manifest.products
      for product in manifest.products where productsByName[product.name] == nil {
        productsByName[product.name] = product.targets
      }
    }

    var modules: [Workspace.Module] = []
    var texts: [String: String] = [:]
    for (directory, manifest, text) in manifests {
      let manifestPath = directory == "." ? "Package.swift" : "\(directory)/Package.swift"
      texts[manifestPath] = text
      let ownTargets = Set(manifest.targets.map(\.name))
      for target in manifest.targets {
        let conventional = (target.isTest ? "Tests/" : "Sources/") + target.name
        let sourceDirectory = Self.join(directory, target.path ?? conventional)
        let declared = target.dependencies.map { dependency -> Workspace.Declared in
          switch dependency {
          case .target(let name):
            return .init(name: name, modules: [name])
          case .byName(let name):
            if ownTargets.contains(name) { return .init(name: name, modules: [name]) }
            return .init(name: name, modules: productsByName[name] ?? [name])
          case .product(let name, let package):
            let products = package.flatMap { productsByPackage[$0.lowercased()] }
            let targets = products?.first { $0.name == name }?.targets ?? productsByName[name] ?? [name]
            return .init(name: name, modules: targets)
          }
        }
        modules.append(
          .init(
            name: target.name, type: target.type, packageDirectory: directory, manifestPath: manifestPath,
            directory: sourceDirectory, layerIndex: rules.layerIndex(forDirectory: sourceDirectory),
            declared: declared, files: []))
      }
    }

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
    for (index, module) in modules.enumerated() { owners[module.directory, default: []].append(index) }
    for file in scanned {
      var directory = Substring(file.path)
      while let slash = directory.lastIndex(of: "/") {
        directory = directory[..<slash]
        if let indices = owners[String(directory)] {
          for index in indices { modules[index].files.append(file) }
          break
        }
      }
    }
    clock.lap("attribute")
    return Workspace(rules: rules, modules: modules, manifestTexts: texts, fileCount: scanned.count)
  }

  /// Loads every manifest, cache first; misses go to SwiftPM two at a time (it is CPU-heavy).
  private func loadManifests(_ directories: [String]) throws(CheckerFailure) -> [(
    String, PackageManifest, String
  )] {
    var entries: [(directory: String, key: String, text: String, data: Data?)] = []
    for directory in directories {
      let absolute = directory == "." ? root : "\(root)/\(directory)"
      guard let bytes = FileManager.default.contents(atPath: "\(absolute)/Package.swift") else {
        throw .badInput("\(directory)/Package.swift: cannot read file")
      }
      let key = cache.key(manifest: Array(bytes), packageDirectory: absolute)
      entries.append((directory, key, String(decoding: bytes, as: UTF8.self), cache.read(key: key)))
    }
    let misses = entries.indices.filter { entries[$0].data == nil }
    if !misses.isEmpty {
      let results = ManifestBatch(count: misses.count)
      let loader = self.loader
      let root = self.root
      let paths = misses.map { entries[$0].directory == "." ? root : "\(root)/\(entries[$0].directory)" }
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
      for path in manifest.localDependencyPaths where !FileManager.default.fileExists(atPath: path) {
        throw .badInput("\(manifestPath): missing package path '\(path)' (a .package(path:) dependency)")
      }
      return (entry.directory, manifest, entry.text)
    }
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
