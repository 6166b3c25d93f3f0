import BoundaryChecker
import Foundation

/// A mini repository written to a temporary directory. Each package's Package.swift and the JSON the
/// fake loader serves are rendered from the same description, so they cannot disagree; one test
/// compares the JSON with real SwiftPM output.
struct FixtureRepository {
  enum Dependency {
    case byName(String)
    case product(String, package: String)
  }

  struct Target {
    var name: String
    var type = "regular"
    var path: String?
    var dependencies: [Dependency] = []
  }

  struct Package {
    var directory: String
    var name: String
    var targets: [Target]
    /// Relative paths as written in `.package(path:)`.
    var localDependencies: [String] = []
  }

  let root: String
  var packages: [Package] = []

  init() {
    root = FileManager.default.temporaryDirectory.path + "/check-imports-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  func write(_ text: String, to path: String) {
    let absolute = "\(root)/\(path)"
    try! FileManager.default.createDirectory(
      atPath: (absolute as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try! Data(text.utf8).write(to: URL(fileURLWithPath: absolute))
  }

  mutating func add(_ package: Package) {
    packages.removeAll { $0.directory == package.directory }
    packages.append(package)
    write(
      Self.manifest(package),
      to: package.directory == "." ? "Package.swift" : "\(package.directory)/Package.swift")
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }

  static func manifest(_ package: Package) -> String {
    var lines = ["// swift-tools-version: 6.0", "import PackageDescription", "", "let package = Package("]
    lines.append("  name: \"\(package.name)\",")
    lines.append("  products: [")
    for target in package.targets where target.type != "test" && target.type != "executable" {
      lines.append("    .library(name: \"\(target.name)\", targets: [\"\(target.name)\"]),")
    }
    lines.append("  ],")
    lines.append("  dependencies: [")
    lines += package.localDependencies.map { "    .package(path: \"\($0)\")," }
    lines.append("  ],")
    lines.append("  targets: [")
    for target in package.targets {
      let kind = ["test": "testTarget", "executable": "executableTarget"][target.type] ?? "target"
      let deps = target.dependencies.map { dependency -> String in
        switch dependency {
        case .byName(let name): "\"\(name)\""
        case .product(let name, let package): ".product(name: \"\(name)\", package: \"\(package)\")"
        }
      }
      let path = target.path.map { ", path: \"\($0)\"" } ?? ""
      lines.append(
        "    .\(kind)(name: \"\(target.name)\", dependencies: [\(deps.joined(separator: ", "))]\(path)),")
    }
    lines += ["  ]", ")", ""]
    return lines.joined(separator: "\n")
  }

  /// The subset of `swift package dump-package` JSON the checker reads, in SwiftPM's shape.
  func dumpJSON(_ package: Package) -> Data {
    let base = package.directory == "." ? root : "\(root)/\(package.directory)"
    let targets: [[String: Any]] = package.targets.map { target in
      var entry: [String: Any] = [
        "name": target.name, "type": target.type,
        "dependencies": target.dependencies.map { dependency -> [String: Any] in
          switch dependency {
          case .byName(let name): ["byName": [name, NSNull()]]
          case .product(let name, let package): ["product": [name, package, NSNull(), NSNull()]]
          }
        },
      ]
      if let path = target.path { entry["path"] = path }
      return entry
    }
    let products: [[String: Any]] = package.targets.filter { $0.type != "test" && $0.type != "executable" }
      .map {
        ["name": $0.name, "targets": [$0.name], "type": ["library": ["automatic"]]]
      }
    let dependencies: [[String: Any]] = package.localDependencies.map { relative in
      let path = URL(fileURLWithPath: "\(base)/\(relative)").standardizedFileURL.path
      return ["fileSystem": [["identity": (path as NSString).lastPathComponent.lowercased(), "path": path]]]
    }
    let object: [String: Any] = [
      "name": package.name, "targets": targets, "products": products, "dependencies": dependencies,
    ]
    return try! JSONSerialization.data(withJSONObject: object)
  }

  /// Serves pre-made JSON instead of starting SwiftPM; counts calls to prove the cache works.
  var loader: FakeLoader {
    FakeLoader(
      json: Dictionary(
        uniqueKeysWithValues: packages.map { package in
          (package.directory == "." ? root : "\(root)/\(package.directory)", dumpJSON(package))
        }))
  }
}

final class FakeLoader: ManifestLoading, @unchecked Sendable {
  private let lock = NSLock()
  private let json: [String: Data]
  private(set) var calls = 0
  var failure: CheckerFailure?

  init(json: [String: Data]) { self.json = json }

  func dumpPackage(at packageDirectory: String) throws(CheckerFailure) -> Data {
    lock.lock()
    calls += 1
    lock.unlock()
    if let failure { throw failure }
    guard let data = json[packageDirectory] else {
      throw .badInput("no fixture JSON for \(packageDirectory)")
    }
    return data
  }
}
