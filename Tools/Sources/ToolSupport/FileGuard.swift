import Foundation
import Synchronization

/// Owns every file a tool edits, from the first edit until its original bytes are back. Shared by
/// the tools that edit sources to build them: `rebuild-times` (a probe statement) and `mutants`
/// (one mutation at a time). Each journals under its own folder, and every edit a tool makes
/// carries the tool's name, which is how a later run knows a file still holds its edit.
///
/// Three layers make "nothing lost" hold: the originals are kept in memory for the normal paths
/// (success, failed build); a signal handler calls `restoreAllThenExit`, which takes the same lock
/// as `write`, so it can never interleave with a half-done edit; and each original is also copied
/// to a journal under `.build/` before the first edit, so even a `kill -9` is repaired by the next run.
/// Every write replaces the file atomically: a `kill -9` in the middle of an in-place write would
/// leave a truncated file that carries no mark of the tool, and the journal would not restore it.
/// Before every write it checks the file still holds what the tool last wrote: in a shared working
/// tree someone may save the same file mid-run, and their version must win over our restore.
public final class FileGuard: Sendable {
  private struct Entry: Sendable {
    var original: Data
    var written: Data
  }

  private let originals = Mutex<[String: Entry]>([:])
  /// Where originals are journaled; inside `.build/` so it is never committed.
  public let journalFolder: URL
  /// The tool's name: the journal's folder, the mark in every edit, the prefix of its messages.
  let tool: String

  public init(packagePath: String, tool: String = "rebuild-times") {
    self.tool = tool
    journalFolder = URL(fileURLWithPath: packagePath).appendingPathComponent(".build/\(tool)-journal")
  }

  /// Writes `content` to `path`, saving the original bytes first if this is the file's first edit.
  /// Waits as needed so the new mtime differs from the old one even on 1-second-granularity disks.
  public func write(_ content: String, to path: String) throws {
    let before = Self.modificationDate(of: path)
    Self.waitForNextSecond(after: before)
    try originals.withLock { originals in
      let current = try Data(contentsOf: URL(fileURLWithPath: path))
      if let entry = originals[path] {
        try checkUnchanged(path, current: current, expected: entry.written, entries: &originals)
      } else {
        try journal(current, for: path)
        originals[path] = Entry(original: current, written: current)
      }
      let edited = Data(content.utf8)
      try edited.write(to: URL(fileURLWithPath: path), options: .atomic)
      originals[path]?.written = edited
    }
    try Self.ensureModificationDate(of: path, differsFrom: before)
  }

  /// The file's text before this run's first edit (its current text if not edited yet), so each
  /// edit starts from the original and never stacks on an earlier one.
  public func original(of path: String) throws -> String {
    if let saved = originals.withLock({ $0[path]?.original }) {
      return String(decoding: saved, as: UTF8.self)
    }
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  /// Puts `path` back byte-identical. The mtime is left at "now" on purpose: giving back the old
  /// mtime would let the driver believe the last compiled (edited) content is still current.
  public func restore(_ path: String) throws {
    guard originals.withLock({ $0[path] != nil }) else { return }
    let before = Self.modificationDate(of: path)
    Self.waitForNextSecond(after: before)
    try originals.withLock { originals in
      guard let entry = originals[path] else { return }
      let current = try Data(contentsOf: URL(fileURLWithPath: path))
      try checkUnchanged(path, current: current, expected: entry.written, entries: &originals)
      try entry.original.write(to: URL(fileURLWithPath: path), options: .atomic)
      originals[path] = nil
      forget(path)
    }
    try Self.ensureModificationDate(of: path, differsFrom: before)
  }

  /// Drops the journaled original, so no later run puts it back.
  private func forget(_ path: String) {
    try? FileManager.default.removeItem(at: journalEntry(for: path))
  }

  /// Someone else saved the file since our last write: keep their version, forget ours.
  private func checkUnchanged(
    _ path: String, current: Data, expected: Data, entries: inout [String: Entry]
  ) throws(ChangedByOthers) {
    guard current != expected else { return }
    entries[path] = nil
    forget(path)
    throw ChangedByOthers(path: path, tool: tool)
  }

  /// Restores everything still edited, then exits while holding the lock so no edit can follow.
  /// Used by the signal handler, which runs on a dispatch queue (not in a signal context), so
  /// ordinary Foundation calls are safe here.
  public func restoreAllThenExit(status: Int32, reason: String) -> Never {
    originals.withLock { originals in
      var restored: [String] = []
      for (path, entry) in originals.sorted(by: { $0.key < $1.key }) {
        do {
          guard try Data(contentsOf: URL(fileURLWithPath: path)) == entry.written else {
            message("warning", ChangedByOthers(path: path, tool: tool).description)
            forget(path)
            continue
          }
          try entry.original.write(to: URL(fileURLWithPath: path), options: .atomic)
          forget(path)
          restored.append(path)
        } catch {
          message("error", "could not restore \(path): \(error); its original is in \(journalFolder.path)")
        }
      }
      let list =
        restored.isEmpty
        ? "no edited file was left to restore" : "restored " + restored.joined(separator: ", ")
      message("note", "\(reason): \(list)")
      exit(status)
    }
  }

  /// Files left edited by a run that was killed outright (`kill -9`): puts them back, returns them.
  public func recoverJournal() throws -> [String] {
    let entries =
      (try? FileManager.default.contentsOfDirectory(at: journalFolder, includingPropertiesForKeys: nil)) ?? []
    var recovered: [String] = []
    for entry in entries.sorted(by: { $0.path < $1.path }) {
      guard let path = entry.lastPathComponent.removingPercentEncoding else { continue }
      // Every edit carries the tool's name; without it, someone already put the file back (or
      // rewrote it), and the journaled original must not overwrite their version.
      let current = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      if current.contains(tool) {
        try Data(contentsOf: entry).write(to: URL(fileURLWithPath: path), options: .atomic)
        recovered.append(path)
      }
      try FileManager.default.removeItem(at: entry)
    }
    return recovered
  }

  private func message(_ severity: String, _ text: String) {
    FileHandle.standardError.write(Data("\(tool): \(severity): \(text)\n".utf8))
  }

  private func journal(_ original: Data, for path: String) throws {
    try FileManager.default.createDirectory(at: journalFolder, withIntermediateDirectories: true)
    try original.write(to: journalEntry(for: path), options: .atomic)
  }

  private func journalEntry(for path: String) -> URL {
    let name = path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? path
    return journalFolder.appendingPathComponent(name)
  }

  public static func modificationDate(of path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  /// Sleeps until the wall clock is in a later whole second than `date`.
  private static func waitForNextSecond(after date: Date?) {
    guard let date else { return }
    let next = date.timeIntervalSince1970.rounded(.down) + 1
    let wait = next - Date().timeIntervalSince1970
    if wait > 0 { Thread.sleep(forTimeInterval: wait + 0.01) }
  }

  /// A last resort for filesystems whose clock lags ours: bump the mtime explicitly.
  private static func ensureModificationDate(of path: String, differsFrom before: Date?) throws {
    guard let before, modificationDate(of: path) == before else { return }
    try FileManager.default.setAttributes(
      [.modificationDate: before.addingTimeInterval(1)], ofItemAtPath: path)
  }
}
