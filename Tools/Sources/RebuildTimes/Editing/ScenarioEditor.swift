import Foundation
import ToolSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One scenario's edit, lent to another tool (`build-hotspots --after body:M`) with the same care
/// as `rebuild-times`: the file must be committed (or `allowDirty`), its original is journaled
/// before the edit, and it comes back byte-identical on `restore()`, on SIGINT/SIGTERM while
/// `restoringOnInterrupt` runs, and after a `kill -9` at the next run of either tool.
///
/// The body edit takes the best-ranked candidate function (or the probe function when there is
/// none) without the `.swiftmodule` check `rebuild-times` makes: the borrowing tool reports what
/// the edit recompiled, whatever it was.
public final class ScenarioEditor: Sendable {
  /// What is edited, for the report: `body edit in Sources/M/F.swift:12 \`func f()\``.
  public let summary: String
  private let path: String
  private let edited: String
  private let fileGuard: FileGuard

  public init(scenario text: String, packagePath: String, allowDirty: Bool) throws(Diagnostic) {
    let scenario = try Scenario.parse(words: text.split(separator: " ").map(String.init))
    guard scenario.kind != .null else {
      throw Diagnostic("'\(text)' edits nothing: name body:MODULE or api:MODULE")
    }
    let plan = try RunPlanner.plan(scenario, packagePath: packagePath)
    guard let plannedFile = plan.file else { throw Diagnostic("'\(text)' names no module") }
    let edit: SourceEdit
    let file: String
    switch (scenario.kind, plan.candidates.first) {
    case (.body, let candidate?):
      (edit, file, summary) = (.body(at: candidate.line), candidate.file, "body edit in \(candidate)")
    case (.body, nil):
      (edit, file, summary) = (
        .probe, plannedFile, "body edit in a probe function appended to \(plannedFile)"
      )
    default:
      (edit, file, summary) = (.api, plannedFile, "public function appended to \(plannedFile)")
    }
    if !allowDirty, !GitCleanliness.dirtyFiles([file], packagePath: packagePath).isEmpty {
      throw Diagnostic(
        "refusing to edit \(file): it has uncommitted changes (or is outside git); pass --allow-dirty")
    }
    fileGuard = FileGuard(packagePath: packagePath)
    do {
      for restored in try fileGuard.recoverJournal() {
        Diagnostics.note("restored \(restored), left edited by an interrupted run")
      }
    } catch {
      throw Diagnostic("cannot restore files left edited by an interrupted run: \(error)")
    }
    path = URL(fileURLWithPath: packagePath).appendingPathComponent(file).path
    guard let original = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw Diagnostic("cannot read \(file)")
    }
    edited = edit.apply(to: original, nonce: Int(Date().timeIntervalSince1970) % 100_000)
  }

  public func apply() throws { try fileGuard.write(edited, to: path) }

  public func restore() throws { try fileGuard.restore(path) }

  /// Runs `work` with SIGINT and SIGTERM turned into "restore the file, then exit 130/143".
  public func restoringOnInterrupt<T>(_ work: () throws -> T) rethrows -> T {
    let trap = SignalTrap { [fileGuard] signal in
      fileGuard.restoreAllThenExit(
        status: 128 + signal, reason: signal == SIGINT ? "interrupted (SIGINT)" : "terminated (SIGTERM)")
    }
    defer { trap.cancel() }
    return try work()
  }
}
