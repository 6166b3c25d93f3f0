import Foundation

/// The files a change touches, each with the side(s) of the change it exists on: an added file
/// is looked up in the head's tree, a deleted one in the base's (its owner may be gone from the
/// head), a modified one in both. Renames are read as a deletion plus an addition (`--no-renames`),
/// so the old path's owner counts as well as the new one's.
struct ChangeSet: Equatable, Sendable {
  struct Change: Equatable, Sendable, Comparable {
    var path: String
    var inBase: Bool
    var inHead: Bool

    static func < (lhs: Change, rhs: Change) -> Bool { lhs.path < rhs.path }
  }

  var changes: [Change]

  var paths: [String] { changes.map(\.path) }

  /// Sorted by path; a path reported twice (committed and again in the working tree) merges sides.
  init(_ changes: [Change]) {
    var byPath: [String: Change] = [:]
    for change in changes {
      if var known = byPath[change.path] {
        known.inBase = known.inBase || change.inBase
        known.inHead = known.inHead || change.inHead
        byPath[change.path] = known
      } else {
        byPath[change.path] = change
      }
    }
    self.changes = byPath.values.sorted()
  }

  /// The change between two commits, or between a commit and the working tree (`head == nil`),
  /// untracked files included then. Paths are relative to `git.directory` (`--relative`), so a
  /// SwiftPM repository in a sub-folder of a larger git repository works too.
  static func between(base: String, head: String?, git: Git) throws(AffectedFailure) -> ChangeSet {
    var arguments = ["diff", "--name-status", "-z", "--no-renames", "--no-ext-diff", "--relative", base]
    if let head { arguments.append(head) }
    var changes = parseNameStatus(try git.run(arguments).checked(arguments))
    if head == nil {
      let untracked = ["ls-files", "-z", "--others", "--exclude-standard"]
      for path in try git.run(untracked).checked(untracked).split(separator: 0) {
        changes.append(Change(path: String(decoding: path, as: UTF8.self), inBase: false, inHead: true))
      }
    }
    return ChangeSet(changes)
  }

  /// `git diff --name-status -z` output: status, NUL, path, NUL, … (no renames or copies with
  /// `--no-renames`; a copy or rename from an older git still counts both paths).
  static func parseNameStatus(_ data: Data) -> [Change] {
    let fields = data.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    var changes: [Change] = []
    var index = 0
    while index < fields.count {
      let status = fields[index]
      guard let letter = status.first else {
        index += 1
        continue
      }
      if letter == "R" || letter == "C", index + 2 < fields.count {
        changes.append(Change(path: fields[index + 1], inBase: letter == "R", inHead: false))
        changes.append(Change(path: fields[index + 2], inBase: false, inHead: true))
        index += 3
        continue
      }
      guard index + 1 < fields.count else { break }
      let path = fields[index + 1]
      switch letter {
      case "A": changes.append(Change(path: path, inBase: false, inHead: true))
      case "D": changes.append(Change(path: path, inBase: true, inHead: false))
      default: changes.append(Change(path: path, inBase: true, inHead: true))
      }
      index += 2
    }
    return changes
  }

  /// `--files`: paths as given (normalized), on both sides: with no git there is one tree.
  static func listed(_ paths: [String]) -> ChangeSet {
    ChangeSet(paths.map { Change(path: normalize($0), inBase: true, inHead: true) })
  }

  static func normalize(_ path: String) -> String {
    var result = path
    while result.hasPrefix("./") { result.removeFirst(2) }
    while result.count > 1 && result.hasSuffix("/") { result.removeLast() }
    return result
  }
}

extension Git.Output {
  /// Standard output, or a failure quoting git when it exited non-zero.
  func checked(_ arguments: [String]) throws(AffectedFailure) -> Data {
    guard status == 0 else {
      throw .badInput("git \(arguments.joined(separator: " ")) failed: \(stderr)")
    }
    return stdout
  }
}
