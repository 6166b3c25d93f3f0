import Foundation
import ToolSupport

/// The repository `tools new-feature` edits: reading its files, what names it already uses,
/// and which of the files it must edit have uncommitted changes.
struct Repository: Sendable {
  let root: URL

  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

  func read(_ path: String) throws -> String { try String(contentsOf: url(path), encoding: .utf8) }

  /// A file the plan edits; its absence is the repository's shape being other than expected.
  func readForEdit(_ path: String) throws(Diagnostic) -> String {
    do {
      return try read(path)
    } catch {
      throw Diagnostic("cannot read it: \(error.localizedDescription)", path: path, line: 1)
    }
  }

  /// The folder names directly inside `path`, sorted.
  func folders(in path: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url(path).path)) ?? []
    return names.filter { name in
      var isDirectory: ObjCBool = false
      return !name.hasPrefix(".")
        && FileManager.default.fileExists(atPath: url("\(path)/\(name)").path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted()
  }

  /// The flow packages (`Packages/Flows/*`).
  var flows: [String] { folders(in: "Packages/Flows") }

  /// Every name already taken, lowercased, with where it is taken: package folders, module and
  /// target folders, target names in every manifest, and the public types of the packages (a
  /// module named like a type it imports would shadow it).
  func takenNames() -> [String: String] {
    var taken: [String: String] = [:]
    func take(_ name: String, _ place: String) {
      if taken[name.lowercased()] == nil { taken[name.lowercased()] = place }
    }
    for layer in ["Packages", "Packages/Features", "Packages/Flows"] {
      for folder in folders(in: layer) { take(folder, "the folder \(layer)/\(folder)") }
    }
    for parent in ["App/Sources", "App/Tests", "Tests", "Tools/Sources", "Tools/Tests"] {
      for folder in folders(in: parent) { take(folder, "the folder \(parent)/\(folder)") }
    }
    for manifest in manifests() {
      guard let text = try? read(manifest) else { continue }
      for name in Self.matches(of: #"name:\s*"([A-Za-z_][A-Za-z0-9_]*)""#, in: text) {
        take(name, "a target or product in \(manifest)")
      }
    }
    for package in manifests().map({ ($0 as NSString).deletingLastPathComponent }) {
      for module in folders(in: "\(package)/Sources") {
        take(module, "the module \(module) (\(package)/Sources/\(module))")
        take("\(module)Tests", "the test target \(module)Tests")
      }
    }
    for (type, file) in publicTypes() { take(type, "the public type \(type) in \(file)") }
    return taken
  }

  /// `Package.swift` at the root and in every package folder.
  func manifests() -> [String] {
    var result = ["Package.swift"]
    for layer in ["Packages", "Packages/Features", "Packages/Flows"] {
      for folder in folders(in: layer) where exists("\(layer)/\(folder)/Package.swift") {
        result.append("\(layer)/\(folder)/Package.swift")
      }
    }
    return result.filter(exists)
  }

  /// Public type names declared in the packages' sources.
  func publicTypes() -> [(String, String)] {
    var result: [(String, String)] = []
    guard let enumerator = FileManager.default.enumerator(atPath: url("Packages").path) else { return [] }
    while let item = enumerator.nextObject() as? String {
      if (item as NSString).lastPathComponent.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      guard item.hasSuffix(".swift"), item.contains("/Sources/"), let text = try? read("Packages/\(item)")
      else {
        continue
      }
      let pattern =
        #"public\s+(?:final\s+)?(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#
      for name in Self.matches(of: pattern, in: text) { result.append((name, "Packages/\(item)")) }
    }
    return result
  }

  static func matches(of pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
