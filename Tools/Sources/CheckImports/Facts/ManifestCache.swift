import Foundation
import ToolSupport

/// Caches dump-package JSON by manifest content so a warm run never starts SwiftPM (~1.5 s each).
///
/// The key hashes the manifest bytes *and* the package's absolute path, because the dump embeds
/// absolute dependency paths: a moved checkout must not reuse them.
public struct ManifestCache: Sendable {
  public var directory: String?
  static let schema = "boundary-checker-manifest-v1"

  public init(directory: String?) { self.directory = directory }

  func key(manifest: [UInt8], packageDirectory: String) -> String {
    ContentHash.fnv1a([Array(Self.schema.utf8), Array(packageDirectory.utf8), manifest])
  }

  func read(key: String) -> Data? {
    guard let directory else { return nil }
    return FileManager.default.contents(atPath: "\(directory)/\(key).json")
  }

  /// Best effort: a read-only checkout still checks, just without a warm cache.
  func write(_ data: Data, key: String) {
    guard let directory else { return }
    try? ToolCache.create(directory)
    let temporary = "\(directory)/\(key).json.\(ProcessInfo.processInfo.processIdentifier).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
    _ = rename(temporary, "\(directory)/\(key).json")
  }
}
