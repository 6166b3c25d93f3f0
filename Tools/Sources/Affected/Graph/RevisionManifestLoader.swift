import CheckImports
import Foundation

/// Loads manifests of a past revision through SwiftPM without checking that revision out: each
/// manifest git holds is written to a scratch folder laid out like the repository, SwiftPM dumps
/// it there, and the scratch folder's path in the dump is put back to the repository's, so the
/// dump is the one SwiftPM would give for those bytes in the repository, and is cached under the
/// same key. A manifest unchanged since that revision is therefore never loaded twice.
final class RevisionManifestLoader: ManifestLoading, @unchecked Sendable {
  private let root: String
  private let manifests: [String: Data]
  private let inner: any ManifestLoading
  private let scratch: String
  private let lock = NSLock()

  /// `manifests`: `Package.swift` bytes by repository-relative package folder.
  init(root: String, manifests: [String: Data], inner: any ManifestLoading) {
    self.root = root
    self.manifests = manifests
    self.inner = inner
    scratch = FileManager.default.temporaryDirectory.path + "/tools-affected-\(getpid())-\(UUID().uuidString)"
  }

  deinit { try? FileManager.default.removeItem(atPath: scratch) }

  func dumpPackage(at packageDirectory: String) throws(CheckerFailure) -> Data {
    let relative =
      packageDirectory == root ? "." : String(packageDirectory.dropFirst(root.count + 1))
    guard packageDirectory == root || packageDirectory.hasPrefix(root + "/"), let bytes = manifests[relative]
    else {
      throw .badInput("\(relative)/Package.swift: not in the revision's tree")
    }
    let folder = relative == "." ? scratch : "\(scratch)/\(relative)"
    lock.lock()
    let written: Bool
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      written = FileManager.default.createFile(atPath: "\(folder)/Package.swift", contents: bytes)
    } catch {
      written = false
    }
    lock.unlock()
    guard written else { throw .badInput("\(scratch): cannot write a manifest to load it") }
    do throws(CheckerFailure) {
      return Self.relocate(try inner.dumpPackage(at: folder), from: scratch, to: root)
    } catch {
      // SwiftPM names the scratch copy; the user knows the file by its place in the repository.
      throw .badInput(error.message.replacingOccurrences(of: scratch, with: root))
    }
  }

  /// Rewrites every string in a JSON document that names `from` or a path below it.
  static func relocate(_ data: Data, from: String, to: String) -> Data {
    guard let object = try? JSONSerialization.jsonObject(with: data) else { return data }
    func walk(_ value: Any) -> Any {
      switch value {
      case let text as String:
        if text == from { return to }
        if text.hasPrefix(from + "/") { return to + text.dropFirst(from.count) }
        return text
      case let array as [Any]: return array.map(walk)
      case let dictionary as [String: Any]: return dictionary.mapValues(walk)
      default: return value
      }
    }
    return (try? JSONSerialization.data(withJSONObject: walk(object), options: [.sortedKeys])) ?? data
  }
}
