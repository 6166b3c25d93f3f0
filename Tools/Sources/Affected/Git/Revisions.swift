import BoundaryChecker
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
  /// how to fetch what is missing.
  static func resolve(base: String?, head: String?, git: Git) throws(AffectedFailure) -> Revisions {
    let headName = head ?? "HEAD"
    let shallow = try git.text(["rev-parse", "--is-shallow-repository"]).hasPrefix("true")
    let fetchHint =
      shallow
      ? " This clone is shallow: run 'git fetch --unshallow' (in GitHub Actions: actions/checkout with"
        + " 'fetch-depth: 0')."
      : ""
    guard let headCommit = try commit(headName, git: git) else {
      throw .badInput("--head \(headName): no such commit.\(fetchHint)")
    }
    var baseName = base ?? ""
    var baseCommit: String?
    if let base {
      baseCommit = try commit(base, git: git)
      if baseCommit == nil {
        throw .badInput(
          "--base \(base): no such commit or branch.\(fetchHint.isEmpty ? " Fetch it first (git fetch origin \(base))." : fetchHint)"
        )
      }
    } else {
      for candidate in defaultBases {
        if let found = try commit(candidate, git: git) {
          (baseName, baseCommit) = (candidate, found)
          break
        }
      }
      guard baseCommit != nil else {
        throw .badInput(
          "no base: neither origin/main nor main exists here; pass --base REF (in CI, fetch the base"
            + " branch: actions/checkout with 'fetch-depth: 0').\(fetchHint)")
      }
    }
    let mergeBase = try git.run(["merge-base", baseCommit!, headCommit])
    guard mergeBase.status == 0, let found = mergeBase.text.split(separator: "\n").first else {
      if shallow {
        throw .badInput(
          "\(baseName) and \(headName) have no merge-base in this shallow clone: the history that joins"
            + " them was not fetched.\(fetchHint)")
      }
      throw .badInput(
        "\(baseName) and \(headName) have no common ancestor: pass a --base that \(headName) grew from")
    }
    let checkedOut = try commit("HEAD", git: git)
    return Revisions(
      base: String(found), head: headCommit, baseName: baseName, headName: headName,
      headIsCheckedOut: checkedOut == headCommit)
  }

  /// The commit id a name resolves to, `nil` when it names none.
  static func commit(_ name: String, git: Git) throws(AffectedFailure) -> String? {
    let output = try git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(name)^{commit}"])
    guard output.status == 0 else { return nil }
    return output.text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
