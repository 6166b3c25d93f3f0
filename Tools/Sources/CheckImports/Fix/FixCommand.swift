import Foundation
import ToolSupport

/// `tools check-imports --fix [--dry-run] [--allow-dirty]`: edits the manifests so that every
/// `implicit-dependency` and `unused-dependency` finding goes away on the next run.
enum FixCommand {
  /// Exit 0 when every such finding was fixed (or would be, with `--dry-run`), 1 when some could not
  /// be, 2 when a manifest to edit has uncommitted changes (without `--allow-dirty`).
  static func run(
    _ workspace: Workspace, findings: [Finding], root: String, options: CommandOptions, console: Console
  ) throws(CheckerFailure) -> Int32 {
    let outcome = FixPlanner.plan(workspace, findings: findings)
    let paths = outcome.edited.keys.sorted()
    if !options.allowDirty && !options.dryRun {
      let dirty = try uncommitted(paths, root: root)
      if !dirty.isEmpty {
        throw .badInput(
          "\(dirty.joined(separator: ", ")): uncommitted changes (or not in git); --fix edits only committed "
            + "manifests unless --allow-dirty")
      }
    }
    for path in paths {
      let new = outcome.edited[path]!
      if options.dryRun {
        console.out(UnifiedDiff.render(path: path, old: workspace.manifestTexts[path] ?? "", new: new))
      } else if !FileManager.default.createFile(atPath: "\(root)/\(path)", contents: Data(new.utf8)) {
        throw .badInput("\(path): cannot write file")
      }
    }
    if !options.dryRun { console.out(outcome.applied.map { "fixed: \($0)\n" }.joined()) }
    console.out(outcome.skipped.map { "not fixed: \($0)\n" }.joined())
    console.err(
      "check-imports: \(options.dryRun ? "--dry-run: would edit" : "fix: edited") \(paths.count) manifest(s) "
        + "(\(outcome.applied.count) edit(s)), \(outcome.skipped.count) finding(s) not fixed\n")
    return outcome.skipped.isEmpty ? 0 : 1
  }

  /// The manifests among `paths` that are not committed (`GitCleanliness`); all of them when git
  /// cannot tell. A git that does not answer within the bound is bad input naming the command,
  /// not a file taken for dirty.
  static func uncommitted(_ paths: [String], root: String) throws(CheckerFailure) -> [String] {
    do {
      return try GitCleanliness.uncommittedPaths(paths, in: root) ?? paths
    } catch let timedOut as BoundedProcess.TimedOut {
      throw .badInput("\(paths.joined(separator: ", ")): \(timedOut.description)")
    } catch {
      return paths
    }
  }
}
