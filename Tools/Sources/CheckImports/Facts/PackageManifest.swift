import Foundation

/// The facts the checker needs from one package manifest, decoded from SwiftPM's own
/// `swift package dump-package` JSON so declarations are read exactly as the build reads them.
public struct PackageManifest: Sendable, Equatable {
  public struct Target: Sendable, Equatable {
    public var name: String
    /// `regular`, `executable`, `test`, `system`, `binary`, `plugin`, `macro`.
    public var type: String
    /// Custom `path:` relative to the package, `nil` for the conventional location.
    public var path: String?
    public var dependencies: [Dependency]
    /// Where a C target's public headers (and so its module map) live, relative to its directory.
    public var publicHeadersPath: String? = nil
    /// Platform names of conditional dependencies (`condition: .when(platforms:)`), by dependency name.
    public var platformConditions: [String: [String]] = [:]
    public var isTest: Bool { type == "test" }
  }

  /// A `.package(url:…)` dependency: never fetched, only named (its identity is what
  /// `.product(name:package:)` refers to).
  public struct RemotePackage: Sendable, Equatable {
    public var identity: String
    public var url: String
  }

  public enum Dependency: Sendable, Equatable {
    /// `"Name"`: a target of the same package or a product of a dependency.
    case byName(String)
    case target(String)
    case product(String, package: String?)

    public var name: String {
      switch self {
      case .byName(let name), .target(let name), .product(let name, _): name
      }
    }
  }

  public struct Product: Sendable, Equatable {
    public var name: String
    public var targets: [String]
  }

  public var name: String
  public var targets: [Target]
  public var products: [Product]
  /// Absolute paths of `.package(path:)` dependencies.
  public var localDependencyPaths: [String]
  public var remotePackages: [RemotePackage] = []

  /// SwiftPM's identity of a `.package(path:)` dependency: the folder's name, lowercased.
  public static func identity(ofPath path: String) -> String {
    (path as NSString).lastPathComponent.lowercased()
  }

  /// Decodes dump-package JSON; tolerant of fields it does not need so newer toolchains keep working,
  /// but not of a dump without the package's name and targets (every toolchain writes both): an
  /// object missing them is not a dump, and read as one it would be a package with no modules.
  public static func decode(_ data: Data, origin: String) throws(CheckerFailure) -> PackageManifest {
    guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw .badInput("\(origin): SwiftPM's manifest dump is not a JSON object")
    }
    guard root["name"] is String, root["targets"] is [Any] else {
      throw .badInput("\(origin): SwiftPM's manifest dump has no package name or no targets")
    }
    let targets = (root["targets"] as? [[String: Any]] ?? []).map { target in
      let entries = target["dependencies"] as? [[String: Any]] ?? []
      var conditions: [String: [String]] = [:]
      for entry in entries {
        guard let dependency = decodeDependency(entry), let values = entry.values.first as? [Any],
          let condition = values.last as? [String: Any],
          let platforms = condition["platformNames"] as? [String]
        else { continue }
        conditions[dependency.name] = platforms
      }
      return Target(
        name: target["name"] as? String ?? "",
        type: target["type"] as? String ?? "regular",
        path: target["path"] as? String,
        dependencies: entries.compactMap(decodeDependency),
        publicHeadersPath: target["publicHeadersPath"] as? String,
        platformConditions: conditions)
    }
    let products = (root["products"] as? [[String: Any]] ?? []).map { product in
      Product(name: product["name"] as? String ?? "", targets: product["targets"] as? [String] ?? [])
    }
    let localPaths = (root["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
      ((dependency["fileSystem"] as? [Any])?.first as? [String: Any])?["path"] as? String
    }
    let remotes = (root["dependencies"] as? [[String: Any]] ?? []).compactMap {
      dependency -> RemotePackage? in
      guard let entry = (dependency["sourceControl"] as? [Any])?.first as? [String: Any],
        let identity = entry["identity"] as? String
      else { return nil }
      let location = entry["location"] as? [String: Any]
      let remote = (location?["remote"] as? [Any])?.first
      let url = (remote as? [String: Any])?["urlString"] as? String ?? remote as? String ?? identity
      return RemotePackage(identity: identity, url: url)
    }
    return PackageManifest(
      name: root["name"] as? String ?? "", targets: targets, products: products,
      localDependencyPaths: localPaths, remotePackages: remotes)
  }

  private static func decodeDependency(_ entry: [String: Any]) -> Dependency? {
    if let values = entry["byName"] as? [Any], let name = values.first as? String { return .byName(name) }
    if let values = entry["target"] as? [Any], let name = values.first as? String { return .target(name) }
    if let values = entry["product"] as? [Any], let name = values.first as? String {
      return .product(name, package: values.count > 1 ? values[1] as? String : nil)
    }
    return nil
  }
}
