import Foundation

/// Refuses to edit files that hold uncommitted work (rebuild-times, mutants): restoring is reliable, but a file that only
/// exists in someone's working tree deserves not even the risk of a `kill -9` at the wrong moment.
public enum GitCleanliness {
  /// The files among `paths` (relative to `packagePath`) that git reports as modified, staged or
  /// untracked. If git cannot answer (not a repository, or not within the bound), a path counts as dirty: we can't
  /// vouch for it.
  public static func dirtyFiles(_ paths: [String], packagePath: String) -> [String] {
    paths.filter { isDirty($0, packagePath: packagePath) }
  }

  /// One `git status` per file: porcelain paths are relative to the repository root, not to the
  /// package, so asking file by file avoids mapping them back.
  private static func isDirty(_ path: String, packagePath: String) -> Bool {
    let result = try? BoundedProcess.run(
      command: ["git", "-C", packagePath, "status", "--porcelain", "--untracked-files=all", "--", path],
      timeout: ProcessTimeout.seconds(default: 120))
    guard let result else { return true }
    return result.status != 0 || !result.stdout.isEmpty
  }
}
