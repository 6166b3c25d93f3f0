import Foundation

/// Writes a plan's files all or nothing: every new content is computed first, then each file is
/// written to a temporary file and moved into place; if any step fails, every file written is
/// put back as it was and every file and folder created is deleted.
final class ChangeSet {
  let repository: Repository
  /// Originals of the files changed so far (nil: the file did not exist).
  private var originals: [(path: String, content: String?)] = []
  private var createdFolders: [String] = []

  init(repository: Repository) { self.repository = repository }

  /// Writes `content` to `path`, remembering what was there for `rollBack`.
  func write(_ path: String, _ content: String) throws {
    let url = repository.url(path)
    let original = try? String(contentsOf: url, encoding: .utf8)
    try createFolders(for: path)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).new-feature")
    try Data(content.utf8).write(to: temporary)
    originals.append((path, original))
    if original != nil { try FileManager.default.removeItem(at: url) }
    try FileManager.default.moveItem(at: temporary, to: url)
  }

  /// Deletes a file, remembering it for `rollBack`.
  func delete(_ path: String) throws {
    let original = try String(contentsOf: repository.url(path), encoding: .utf8)
    try FileManager.default.removeItem(at: repository.url(path))
    originals.append((path, original))
  }

  /// Deletes a folder; `rollBack` cannot bring it back, so removal does this last.
  func deleteFolder(_ path: String) throws {
    try FileManager.default.removeItem(at: repository.url(path))
  }

  /// Puts every written file back and deletes every created file and folder, newest first.
  func rollBack() {
    for (path, content) in originals.reversed() {
      let url = repository.url(path)
      if let content {
        try? createFolders(for: path)
        try? Data(content.utf8).write(to: url)
      } else {
        try? FileManager.default.removeItem(at: url)
      }
    }
    for folder in createdFolders.reversed() {
      try? FileManager.default.removeItem(at: repository.url(folder))
    }
    originals = []
    createdFolders = []
  }

  private func createFolders(for path: String) throws {
    var missing: [String] = []
    var folder = (path as NSString).deletingLastPathComponent
    while !folder.isEmpty, !repository.exists(folder) {
      missing.append(folder)
      folder = (folder as NSString).deletingLastPathComponent
    }
    for folder in missing.reversed() {
      try FileManager.default.createDirectory(at: repository.url(folder), withIntermediateDirectories: false)
      createdFolders.append(folder)
    }
  }
}
