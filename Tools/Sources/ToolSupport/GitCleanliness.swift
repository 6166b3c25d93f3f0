import Foundation

/// Whether files are committed, for every tool that edits files a person may have work in
/// (rebuild-times, mutants, new-feature, check-imports --fix): restoring is reliable, but a file
/// that only exists in someone's working tree deserves not even the risk of a `kill -9` at the
/// wrong moment. One answer for all of them, so a file none of them may touch is the same file.
public enum GitCleanliness {
  /// The paths among `paths` (files or folders, relative to `directory`) that are not committed:
  /// with a change git reports (modified, staged, deleted, untracked) at or under them, or with
  /// nothing under them that git tracks (a new or ignored file, a path outside the work tree).
  /// In the order given. Nil when git cannot tell (not a work tree, no git); throws
  /// `BoundedProcess.TimedOut` when git does not answer within the bound.
  ///
  /// Three git processes whatever the number of paths: the folder's place in the work tree, the
  /// changes and the tracked files, both in the work tree's own spelling, matched to the given
  /// paths spelt the same way (an absolute path, or one leaving the work tree, is not committed).
  public static func uncommittedPaths(_ paths: [String], in directory: String) throws -> [String]? {
    guard !paths.isEmpty else { return [] }
    func git(_ arguments: [String]) throws -> String? {
      let result = try BoundedProcess.run(
        command: ["git", "--literal-pathspecs", "-C", directory] + arguments,
        timeout: ProcessTimeout.seconds(default: 120))
      return result.status == 0 ? result.stdout : nil
    }
    guard let prefix = try git(["rev-parse", "--show-prefix"]) else { return nil }
    let base = prefix.trimmingCharacters(in: .newlines)
    // A path git's own could not be matched with is not asked about: it counts as not committed.
    let asked = paths.compactMap { path in workTreePath(path, under: base).map { (path: path, full: $0) } }
    guard !asked.isEmpty else { return paths }
    guard
      let status = try git(
        ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--"] + asked.map(\.path)),
      let tracked = try git(["ls-files", "-z", "--full-name", "--"] + asked.map(\.path))
    else { return nil }
    let changed = changedPaths(status)
    let trackedFiles = tracked.split(separator: "\0").map(String.init)
    let committed = Set(
      asked.filter { path, full in
        func covers(_ entry: String) -> Bool {
          let entry = entry.hasSuffix("/") ? String(entry.dropLast()) : entry
          return entry == full || entry.hasPrefix(full + "/") || full.hasPrefix(entry + "/")
        }
        return !changed.contains(where: covers)
          && trackedFiles.contains { $0 == full || $0.hasPrefix(full + "/") }
      }.map(\.path))
    return paths.filter { !committed.contains($0) }
  }

  /// The files among `paths` (relative to `packagePath`) that are not committed. If git cannot
  /// answer (not a repository, or not within the bound), every path counts: we can't vouch for
  /// them.
  public static func dirtyFiles(_ paths: [String], packagePath: String) -> [String] {
    ((try? uncommittedPaths(paths, in: packagePath)) ?? nil) ?? paths
  }

  /// The paths of `git status --porcelain=v1 -z` entries (`XY path`): a rename's or a copy's
  /// entry is followed by its source, which has changed as well.
  static func changedPaths(_ status: String) -> [String] {
    var paths: [String] = []
    var entries = status.split(separator: "\0")[...]
    while let entry = entries.popFirst() {
      paths.append(String(entry.dropFirst(3)))
      if entry.prefix(2).contains(where: { $0 == "R" || $0 == "C" }), let source = entries.popFirst() {
        paths.append(String(source))
      }
    }
    return paths
  }

  /// `Sources/./A/../B.swift` under `Pkg/` → `Pkg/Sources/B.swift`, as git prints paths; nil for
  /// an absolute path or one that leaves the work tree, which git's paths cannot be matched with.
  static func workTreePath(_ path: String, under prefix: String) -> String? {
    guard !path.hasPrefix("/") else { return nil }
    var parts: [Substring] = []
    for part in (prefix + "/" + path).split(separator: "/") where part != "." {
      if part == ".." {
        guard parts.popLast() != nil else { return nil }
      } else {
        parts.append(part)
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: "/")
  }
}
