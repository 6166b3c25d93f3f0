import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of its own in the temporary folder, removed with everything in it when the last
/// reference to it goes: a tool that throws half-way, or a test that fails, still leaves nothing
/// behind. SwiftPM's lock files naming the folder or anything in it go too: SwiftPM keeps the lock
/// of each build or scratch folder it uses in `TMPDIR`, named after the folder's path, and never
/// removes it, so every SwiftPM run on a folder of its own would leave one file per run in the
/// user's temporary folder. The locks stay where SwiftPM puts them (a `TMPDIR` of our own would
/// hide them from other SwiftPM runs on shared folders, such as the manifest cache).
public final class TemporaryFolder: Sendable {
  /// The folder, `<temporary folder>/<prefix>-<UUID>`.
  public let url: URL
  /// The folder's path.
  public var path: String { url.path }
  /// Where SwiftPM puts its lock files, and how their names start for paths in this folder.
  private let lockFolder: String
  private let lockPrefix: String

  /// Creates the folder; `prefix` names the tool or test that made it, for anyone who finds it.
  public convenience init(_ prefix: String) throws {
    try self.init(prefix, in: FileManager.default.temporaryDirectory)
  }

  /// The folder in `parent`, which stands for `TMPDIR`: SwiftPM's locks are looked for there, named
  /// after the folder's real path (a `TMPDIR` reached through a link, as macOS's `/var` is
  /// `/private/var`, names them after where the link leads).
  init(_ prefix: String, in parent: URL) throws {
    url = parent.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    lockFolder = parent.path
    lockPrefix = Self.lockName(AbsolutePath.real(url.path))
  }

  deinit { remove() }

  /// Removes the folder and SwiftPM's lock files for it now, for a holder that is never released
  /// (a fixture shared in a static, removed when the process exits); again when released.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
    for pattern in ["\(lockFolder)/\(lockPrefix).lock", "\(lockFolder)/\(lockPrefix)_*"] {
      for lock in Self.glob(pattern) { unlink(lock) }
    }
  }

  /// SwiftPM's name for the lock of a path: its components joined by `_` (`/tmp/a/.build` →
  /// `_tmp_a_.build`), then `.lock`, or `_` and a file's name in the folder.
  static func lockName(_ path: String) -> String {
    path.replacingOccurrences(of: "/", with: "_")
  }

  /// The paths matching `pattern`; `glob`, not a listing, since a temporary folder may hold many
  /// thousands of entries. No match leaves the count at zero; an error, the paths found before it.
  static func glob(_ pattern: String) -> [String] {
    var found = glob_t()
    defer { globfree(&found) }
    #if canImport(Glibc)
      _ = Glibc.glob(pattern, 0, nil, &found)
    #else
      _ = Darwin.glob(pattern, 0, nil, &found)
    #endif
    return UnsafeBufferPointer(start: found.gl_pathv, count: Int(found.gl_pathc)).compactMap {
      $0.map { String(cString: $0) }
    }
  }
}
