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
      var dirty: [String] = []
      for path in paths where try !isCommitted(path, root: root) { dirty.append(path) }
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

  /// Whether git knows the file and it has no uncommitted change. A git that does not answer within
  /// the bound is bad input naming the command, not a file taken for dirty.
  static func isCommitted(_ path: String, root: String) throws(CheckerFailure) -> Bool {
    func git(_ arguments: [String]) throws(CheckerFailure) -> BoundedProcess.Result {
      do {
        return try BoundedProcess.run(
          command: ["git", "-C", root] + arguments, timeout: ProcessTimeout.seconds(default: 120))
      } catch let timedOut as BoundedProcess.TimedOut {
        throw .badInput("\(path): \(timedOut.description)")
      } catch {
        return BoundedProcess.Result(status: 127, stdout: "", stderr: "\(error)")
      }
    }
    let status = try git(["status", "--porcelain", "--", path])
    guard status.status == 0, status.stdout.isEmpty else { return false }
    // Clean, but tracked? An ignored or untracked-and-ignored file prints nothing as well.
    return try git(["ls-files", "--error-unmatch", "--", path]).status == 0
  }
}
