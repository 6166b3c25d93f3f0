import Foundation
import Synchronization

/// Where a command name resolves on `PATH`, found once per process: a tool that starts the same
/// helper many times (`tools affected`'s git calls) starts it directly each time, without paying
/// for `/usr/bin/env` or for the search again.
final class CommandPath: Sendable {
  /// The process's one table.
  static let shared = CommandPath()

  /// Keyed by name and the `PATH` searched, so a caller that passes its own `PATH` gets its own answer.
  private let found = Mutex<[String: String?]>([:])

  /// The first executable `name` in `path`'s folders, as a shell finds it; `nil` when there is
  /// none, when `name` holds a `/` (a path is run as given, not searched for), or when a relative
  /// folder (the current one, an empty entry) comes first: what that holds depends on where the
  /// child starts, so `/usr/bin/env` is left to search it there.
  func lookUp(_ name: String, path: String?) -> String? {
    guard !name.isEmpty, !name.contains("/") else { return nil }
    let searched = path ?? "/usr/bin:/bin"
    let key = "\(name)\u{0}\(searched)"
    if let known = found.withLock({ $0[key] }) { return known }
    var result: String?
    for folder in searched.split(separator: ":", omittingEmptySubsequences: false) {
      guard folder.hasPrefix("/") else { break }
      let candidate = "\(folder)/\(name)"
      if Self.isExecutableFile(candidate) {
        result = candidate
        break
      }
    }
    found.withLock { $0[key] = .some(result) }
    return result
  }

  /// A regular file this process may execute (not a folder named like the command).
  static func isExecutableFile(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
      && FileManager.default.isExecutableFile(atPath: path)
  }
}
