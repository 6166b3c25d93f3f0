import Foundation
import ToolSupport

/// The state of the build folder, taken before and after a build to cross-check SwiftPM's log.
///
/// Object-file mtimes tell which modules were really recompiled; `.swiftmodule` content hashes tell
/// whose interface changed (a body edit must leave it byte-identical); the executable's mtime tells
/// whether it relinked. Log and files disagreeing is reported, never silently resolved.
struct BuildSnapshot: Sendable {
  var objectDates: [String: Date] = [:]
  var interfaceHashes: [String: String] = [:]
  var productDates: [String: Date] = [:]

  struct Changes: Sendable, Equatable {
    var recompiledModules: Set<String>
    var changedInterfaces: Set<String>
    var relinkedProducts: Set<String>
  }

  /// Reads the debug build folder (`<package>/.build/debug` unless a scratch path is set).
  static func take(debugFolder: String) -> BuildSnapshot {
    let folder = URL(fileURLWithPath: debugFolder).resolvingSymlinksInPath()
    let files = FileManager.default
    var snapshot = BuildSnapshot()
    for entry in (try? files.contentsOfDirectory(atPath: folder.path)) ?? [] {
      let url = folder.appendingPathComponent(entry)
      if entry.hasSuffix(".build") {
        let module = String(entry.dropLast(".build".count))
        for object in (try? files.contentsOfDirectory(atPath: url.path)) ?? [] where object.hasSuffix(".o") {
          snapshot.objectDates["\(module)/\(object)"] = modificationDate(url.appendingPathComponent(object))
        }
      } else if entry.hasSuffix(".product") {
        let product = String(entry.dropLast(".product".count))
        snapshot.productDates[product] = modificationDate(folder.appendingPathComponent(product))
      } else if entry.hasSuffix(".swiftmodule") {
        snapshot.hashInterface(at: url)
      }
    }
    let modules = folder.appendingPathComponent("Modules")
    for entry in (try? files.contentsOfDirectory(atPath: modules.path)) ?? []
    where entry.hasSuffix(".swiftmodule") {
      snapshot.hashInterface(at: modules.appendingPathComponent(entry))
    }
    return snapshot
  }

  func changes(since before: BuildSnapshot) -> Changes {
    let objects = objectDates.filter { before.objectDates[$0.key] != $0.value }.keys
    return Changes(
      recompiledModules: Set(objects.map { String($0.prefix(while: { $0 != "/" })) }),
      changedInterfaces: Set(interfaceHashes.filter { before.interfaceHashes[$0.key] != $0.value }.keys),
      relinkedProducts: Set(productDates.filter { before.productDates[$0.key] != $0.value }.keys))
  }

  private mutating func hashInterface(at url: URL) {
    guard let data = try? Data(contentsOf: url) else { return }
    interfaceHashes[url.deletingPathExtension().lastPathComponent] = ContentHash.fnv1a([Array(data)])
  }

  private static func modificationDate(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }
}
