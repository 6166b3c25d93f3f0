import Foundation

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
      let dirty = paths.filter { !isCommitted($0, root: root) }
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

  /// Whether git knows the file and it has no uncommitted change.
  static func isCommitted(_ path: String, root: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", root, "status", "--porcelain", "--", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, output.isEmpty else { return false }
    // Clean, but tracked? An ignored or untracked-and-ignored file prints nothing as well.
    let tracked = Process()
    tracked.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    tracked.arguments = ["git", "-C", root, "ls-files", "--error-unmatch", "--", path]
    tracked.standardOutput = FileHandle.nullDevice
    tracked.standardError = FileHandle.nullDevice
    guard (try? tracked.run()) != nil else { return false }
    tracked.waitUntilExit()
    return tracked.terminationStatus == 0
  }
}
