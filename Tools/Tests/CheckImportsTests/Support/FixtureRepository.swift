import CheckImports
import Foundation

/// A mini repository written to a temporary directory. Each package's Package.swift and the JSON the
/// fake loader serves are rendered from the same description, so they cannot disagree; one test
/// compares the JSON with real SwiftPM output.
struct FixtureRepository {
  enum Dependency {
    case byName(String)
    case product(String, package: String)
    /// `.product(name:)` with no package: SwiftPM finds the product among the dependencies.
    case productWithoutPackage(String)
    /// `.product(name:package:condition: .when(platforms:))`, platforms as SwiftPM's JSON names them.
    case conditional(String, package: String, platforms: [String])
    /// `.target(name:condition: .when(platforms:))`: a target of the same package, on some platforms.
    case conditionalTarget(String, platforms: [String])
  }

  struct Target {
    var name: String
    var type = "regular"
    var path: String?
    var dependencies: [Dependency] = []
    var publicHeadersPath: String?
  }

  struct Package {
    var directory: String
    var name: String
    var targets: [Target]
    /// Relative paths as written in `.package(path:)`.
    var localDependencies: [String] = []
    /// URLs as written in `.package(url:from:)`; never fetched.
    var remoteDependencies: [String] = []
    /// Products beyond the one library per regular target.
    var extraProducts: [(name: String, targets: [String])] = []
  }

  /// SwiftPM's identity of a remote package: the URL's last component, lowercased, without `.git`.
  static func identity(_ url: String) -> String {
    var name = (url as NSString).lastPathComponent.lowercased()
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name
  }

  static let platformSpelling = [
    "ios": "iOS", "macos": "macOS", "linux": "linux", "tvos": "tvOS", "maccatalyst": "macCatalyst",
    "watchos": "watchOS", "visionos": "visionOS",
  ]

  static func platformList(_ platforms: [String]) -> String {
    "[" + platforms.map { "." + (platformSpelling[$0] ?? $0) }.joined(separator: ", ") + "]"
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
    let extraNames = Set(package.extraProducts.map(\.name))
    for target in package.targets where target.type == "regular" && !extraNames.contains(target.name) {
      lines.append("    .library(name: \"\(target.name)\", targets: [\"\(target.name)\"]),")
    }
    for product in package.extraProducts {
      let targets = product.targets.map { "\"\($0)\"" }.joined(separator: ", ")
      lines.append("    .library(name: \"\(product.name)\", targets: [\(targets)]),")
    }
    lines.append("  ],")
    lines.append("  dependencies: [")
    lines += package.localDependencies.map { "    .package(path: \"\($0)\")," }
    lines += package.remoteDependencies.map { "    .package(url: \"\($0)\", from: \"1.0.0\")," }
    lines.append("  ],")
    lines.append("  targets: [")
    for target in package.targets {
      let kind =
        ["test": "testTarget", "executable": "executableTarget", "system": "systemLibrary"][target.type]
        ?? "target"
      let deps = target.dependencies.map { dependency -> String in
        switch dependency {
        case .byName(let name): "\"\(name)\""
        case .product(let name, let package): ".product(name: \"\(name)\", package: \"\(package)\")"
        case .productWithoutPackage(let name): ".product(name: \"\(name)\")"
        case .conditional(let name, let package, let platforms):
          ".product(name: \"\(name)\", package: \"\(package)\", condition: .when(platforms: "
            + Self.platformList(platforms) + "))"
        case .conditionalTarget(let name, let platforms):
          ".target(name: \"\(name)\", condition: .when(platforms: \(Self.platformList(platforms))))"
        }
      }
      let path = target.path.map { ", path: \"\($0)\"" } ?? ""
      let headers = target.publicHeadersPath.map { ", publicHeadersPath: \"\($0)\"" } ?? ""
      let dependencies = target.type == "system" ? "" : ", dependencies: [\(deps.joined(separator: ", "))]"
      lines.append("    .\(kind)(name: \"\(target.name)\"\(dependencies)\(path)\(headers)),")
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
          case .productWithoutPackage(let name): ["product": [name, NSNull(), NSNull(), NSNull()]]
          case .conditional(let name, let package, let platforms):
            ["product": [name, package, NSNull(), ["platformNames": platforms]]]
          case .conditionalTarget(let name, let platforms):
            ["target": [name, ["platformNames": platforms]]]
          }
        },
      ]
      if let path = target.path { entry["path"] = path }
      if let headers = target.publicHeadersPath { entry["publicHeadersPath"] = headers }
      return entry
    }
    let products: [[String: Any]] =
      package.targets.filter { target in
        target.type == "regular" && !package.extraProducts.contains { $0.name == target.name }
      }.map {
        ["name": $0.name, "targets": [$0.name], "type": ["library": ["automatic"]]]
      }
      + package.extraProducts.map {
        ["name": $0.name, "targets": $0.targets, "type": ["library": ["automatic"]]]
      }
    let dependencies: [[String: Any]] =
      package.localDependencies.map { relative in
        let path = URL(fileURLWithPath: "\(base)/\(relative)").standardizedFileURL.path
        return [
          "fileSystem": [["identity": (path as NSString).lastPathComponent.lowercased(), "path": path]]
        ]
      }
      + package.remoteDependencies.map { url in
        ["sourceControl": [["identity": Self.identity(url), "location": ["remote": [["urlString": url]]]]]]
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
