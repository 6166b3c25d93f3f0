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
    public var isTest: Bool { type == "test" }
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

  /// Decodes dump-package JSON; tolerant of fields it does not need so newer toolchains keep working.
  public static func decode(_ data: Data, origin: String) throws(CheckerFailure) -> PackageManifest {
    guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw .badInput("\(origin): SwiftPM's manifest dump is not a JSON object")
    }
    let targets = (root["targets"] as? [[String: Any]] ?? []).map { target in
      Target(
        name: target["name"] as? String ?? "",
        type: target["type"] as? String ?? "regular",
        path: target["path"] as? String,
        dependencies: (target["dependencies"] as? [[String: Any]] ?? []).compactMap(decodeDependency))
    }
    let products = (root["products"] as? [[String: Any]] ?? []).map { product in
      Product(name: product["name"] as? String ?? "", targets: product["targets"] as? [String] ?? [])
    }
    let localPaths = (root["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
      ((dependency["fileSystem"] as? [Any])?.first as? [String: Any])?["path"] as? String
    }
    return PackageManifest(
      name: root["name"] as? String ?? "", targets: targets, products: products,
      localDependencyPaths: localPaths)
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
