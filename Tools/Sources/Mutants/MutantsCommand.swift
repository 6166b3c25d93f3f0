import Foundation
import ToolSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tools mutants`: the suite's strength as a number.
///
/// Example: `tools mutants --module Core --sample 30` plants 30 bugs in Core, one at a time, and
/// says how many Core's tests caught.
public enum MutantsCommand {
  public static func run(arguments: [String]) -> Int32 {
    let options: MutantsOptions
    let rules: MutantsRules
    do {
      options = try MutantsOptions.parse(arguments)
      if options.help {
        print(MutantsOptions.usage)
        return ExitStatus.success.rawValue
      }
      rules = try loadRules(options)
    } catch {
      note("\(error)")
      return ExitStatus.cannotRun.rawValue
    }
    let root = URL(fileURLWithPath: options.packagePath).standardizedFileURL.path
    let modules = rules.modules.filter { options.modules.isEmpty || options.modules.contains($0.name) }
    if let unknown = options.modules.first(where: { name in !rules.modules.contains { $0.name == name } }) {
      note(
        "error: no module '\(unknown)' in the rules (\(rules.modules.map(\.name).joined(separator: ", ")))")
      return ExitStatus.cannotRun.rawValue
    }
    var candidates: [String: [Mutant]] = [:]
    do {
      for module in modules {
        candidates[module.name] = try MutantCatalog.mutants(
          of: module, root: root, operators: options.operators, rulesFile: rulesPath(options))
      }
    } catch {
      note("\(error)")
      return ExitStatus.cannotRun.rawValue
    }
    if options.operators.isEmpty {
      let all = Array(candidates.values.joined())
      for stale in rules.staleEquivalents(under: modules.flatMap(\.sources), mutants: all) {
        note(
          "warning: \(rulesPath(options)):\(stale.line): equivalent \(stale.mutation.rawValue) at column "
            + "\(stale.column) of \(stale.file) matches no mutant any more (the code changed?): review it "
            + "or delete the line")
      }
    }
    if options.list {
      print(
        MutantCatalog.listing(modules.map { ($0.name, candidates[$0.name] ?? []) }, json: options.json),
        terminator: "")
      return ExitStatus.success.rawValue
    }

    let fileGuard = FileGuard(packagePath: root, tool: "mutants")
    // One run per tree: a second run's journal recovery would put back the first run's mutant.
    guard RunLock.acquire(at: root + "/.build/mutants.lock") else {
      note("error: another 'tools mutants' run is using \(root); wait for it, or run in another clone")
      return 3
    }
    do {
      for path in try fileGuard.recoverJournal() {
        note("note: restored \(path), left mutated by an interrupted run")
      }
    } catch {
      note(
        "error: could not restore files left mutated by an interrupted run: \(error); see \(fileGuard.journalFolder.path)"
      )
      return 3
    }
    let files = Set(candidates.values.joined().map(\.file)).sorted()
    if !options.allowDirty {
      let dirty = GitCleanliness.dirtyFiles(files, packagePath: root)
      if !dirty.isEmpty {
        note(
          "error: refusing to mutate files with uncommitted changes: \(dirty.joined(separator: ", ")); commit them or pass --allow-dirty"
        )
        return 3
      }
    }
    let trap = SignalTrap { signal in
      for child in ProcessTree.descendants(of: getpid()) { kill(child, SIGTERM) }
      fileGuard.restoreAllThenExit(
        status: 128 + signal, reason: signal == SIGINT ? "interrupted (SIGINT)" : "terminated (SIGTERM)")
    }
    defer { trap.cancel() }

    let scratch = options.scratchPath ?? (root + "/.build-mutants")
    // The build folders ignore themselves: an adopting repository's git status stays clean.
    try? ToolCache.create(scratch)
    let runner = MutantRunner(root: root, options: options, fileGuard: fileGuard, scratch: scratch)
    var report = MutantsReport(
      command: "tools mutants " + arguments.joined(separator: " "), seed: options.seed,
      sample: options.all ? nil : options.sample, modules: [], results: [], filesRestored: 0,
      allRestoredByteIdentical: true)
    let originals = Dictionary(
      uniqueKeysWithValues: files.map {
        ($0, FileManager.default.contents(atPath: root + "/" + $0) ?? Data())
      })
    for module in modules {
      let found = candidates[module.name] ?? []
      do {
        let (summary, results) = try runner.run(module, candidates: found, equivalents: rules.equivalents)
        report.modules.append(summary)
        report.results += results
      } catch let failure as BaselineFailed {
        note("error: \(failure)")
        return 4
      } catch {
        note("error: \(error)")
        return 3
      }
    }
    report.filesRestored = originals.count
    report.allRestoredByteIdentical = originals.allSatisfy { path, bytes in
      FileManager.default.contents(atPath: root + "/" + path) == bytes
    }
    write(report, to: options.outDirectory, root: root)
    if options.json {
      print(SortedJSON.text(encoding: report, pretty: true), terminator: "")
    } else {
      print(report.markdown, terminator: "")
    }
    let belowTarget = report.modules.filter {
      ($0.killRate ?? 1) * 100 < options.minKillRate || $0.timedOut > 0
    }
    for module in belowTarget {
      note(
        "error: \(module.module): kill rate \(module.killRate.map { String(format: "%.1f", $0 * 100) } ?? "–") % "
          + "(target \(options.minKillRate) %), \(module.timedOut) timed out")
    }
    return belowTarget.isEmpty && report.allRestoredByteIdentical ? 0 : 1
  }

  /// The rules file this run reads.
  private static func rulesPath(_ options: MutantsOptions) -> String {
    options.rulesFile ?? (options.packagePath + "/mutants.rules")
  }

  private static func loadRules(_ options: MutantsOptions) throws(Diagnostic) -> MutantsRules {
    let path = rulesPath(options)
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw Diagnostic("cannot read the rules file", path: path)
    }
    return try MutantsRules.parse(text, file: path)
  }

  private static func write(_ report: MutantsReport, to folder: String, root: String) {
    let url = URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: root + "/"))
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data(report.markdown.utf8).write(to: url.appendingPathComponent("mutants.md"))
      try SortedJSON.data(encoding: report, pretty: true).write(
        to: url.appendingPathComponent("mutants.json"))
      note("note: wrote \(url.path)/mutants.md and mutants.json")
    } catch {
      note("error: could not write the reports to \(url.path): \(error)")
    }
  }

  static func note(_ text: String) {
    FileHandle.standardError.write(Data("mutants: \(text)\n".utf8))
  }
}

/// An exclusive `flock` held for the life of the process (released by the kernel when it ends,
/// even on `kill -9`).
enum RunLock {
  static func acquire(at path: String) -> Bool {
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let descriptor = open(path, O_CREAT | O_RDWR, 0o644)
    guard descriptor >= 0 else { return false }
    return flock(descriptor, LOCK_EX | LOCK_NB) == 0
  }
}

extension MutantsCommand: ToolCommand {
  public static let name = "mutants"
  public static let abstract = "plant one bug at a time, run the tests, report the kill rate per module"
  public static let audience = CommandAudience.product
}
