import CheckImports
import Foundation

/// Why `tools affected` could not answer (exit 2): the same two kinds as check-imports' failures.
typealias AffectedFailure = CheckerFailure

/// The two commits a change is measured between: the merge-base of the head with the base
/// branch (what a pull request adds, not what the base branch gained meanwhile) and the head.
struct Revisions: Equatable, Sendable {
  /// The merge-base commit: the tree the change started from.
  var base: String
  /// The head commit.
  var head: String
  /// The base as the user named it (or the default that was found), for messages.
  var baseName: String
  var headName: String
  /// Whether the head is the commit checked out, so its tree can be read from disk.
  var headIsCheckedOut: Bool

  /// The defaults tried in order when no `--base` is given.
  static let defaultBases = ["origin/main", "main"]

  /// Resolves `--base` and `--head`. Never falls back to `HEAD~1` or to "nothing changed": a base
  /// that does not resolve, or history too shallow to hold the merge-base, is an error that says
  /// how to fetch what is missing. Two git processes when it succeeds (every name at once, then
  /// the merge-base): each process costs tens of milliseconds on a loaded machine, against a
  /// budget of 200 ms for the whole run.
  static func resolve(base: String?, head: String?, git: Git) throws(AffectedFailure) -> Revisions {
    let headName = head ?? "HEAD"
    let candidates = base.map { [$0] } ?? defaultBases
    let found = try commits([headName, "HEAD"] + candidates, git: git)
    // Asked only on the way to an error: whether the history is there at all.
    func fetchHint() throws(AffectedFailure) -> String {
      try git.text(["rev-parse", "--is-shallow-repository"]).hasPrefix("true")
        ? " This clone is shallow: run 'git fetch --unshallow' (in GitHub Actions: actions/checkout with"
          + " 'fetch-depth: 0')."
        : ""
    }
    guard let headCommit = found[0] else {
      throw .badInput("--head \(headName): no such commit.\(try fetchHint())")
    }
    guard let index = candidates.indices.first(where: { found[2 + $0] != nil }) else {
      let hint = try fetchHint()
      if let base {
        throw .badInput(
          "--base \(base): no such commit or branch.\(hint.isEmpty ? " Fetch it first (git fetch origin \(base))." : hint)"
        )
      }
      throw .badInput(
        "no base: neither origin/main nor main exists here; pass --base REF (in CI, fetch the base"
          + " branch: actions/checkout with 'fetch-depth: 0').\(hint)")
    }
    let (baseName, baseCommit) = (candidates[index], found[2 + index]!)
    let mergeBase = try git.run(["merge-base", baseCommit, headCommit])
    guard mergeBase.status == 0, let common = mergeBase.text.split(separator: "\n").first else {
      let hint = try fetchHint()
      if !hint.isEmpty {
        throw .badInput(
          "\(baseName) and \(headName) have no merge-base in this shallow clone: the history that joins"
            + " them was not fetched.\(hint)")
      }
      throw .badInput(
        "\(baseName) and \(headName) have no common ancestor: pass a --base that \(headName) grew from")
    }
    return Revisions(
      base: String(common), head: headCommit, baseName: baseName, headName: headName,
      headIsCheckedOut: found[1] == headCommit)
  }

  /// The commit id each name resolves to, `nil` for a name that names none, in one `git cat-file
  /// --batch-check` (which reads every line as a name: no option parsing, so a name starting with
  /// `-` is a name). A name holding a line break names no commit and is not sent as one.
  static func commits(_ names: [String], git: Git) throws(AffectedFailure) -> [String?] {
    let request = names.map { $0.contains(where: \.isNewline) ? "\n" : "\($0)^{commit}\n" }.joined()
    let arguments = ["cat-file", "--batch-check"]
    // One line per answer, each ending in a line break: what follows the last one is not an answer.
    let lines = try git.run(arguments, input: Data(request.utf8)).checked(arguments)
      .split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
    guard lines.count == names.count else {
      throw .badInput("git cat-file --batch-check answered \(lines.count) of \(names.count) names")
    }
    // "<id> commit <size>" for a commit; "<name> missing" (or "ambiguous") otherwise.
    return lines.map { line in
      let fields = line.split(separator: UInt8(ascii: " "))
      guard fields.count == 3, fields[1].elementsEqual("commit".utf8) else { return nil }
      return String(decoding: fields[0], as: UTF8.self)
    }
  }
}
