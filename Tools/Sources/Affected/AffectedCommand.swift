import CheckImports
import Foundation
import ToolSupport

/// `tools affected`: what a change can affect, and the tests that cover exactly that.
public enum AffectedCommand {
  /// Runs with the real console and SwiftPM; returns the exit code (0 answered, 2 bad input).
  public static func run(arguments: [String]) -> Int32 {
    run(arguments: arguments, console: .standard, loader: SwiftPMManifestLoader())
  }

  /// The testable form: output and manifest loading are injected.
  static func run(arguments: [String], console: Console, loader: any ManifestLoading) -> Int32 {
    if arguments.first == "bench" { return Benchmark.command(Array(arguments.dropFirst()), console: console) }
    do throws(AffectedFailure) {
      let options = try AffectedOptions.parse(arguments)
      if options.help {
        console.out(AffectedOptions.usage + "\n")
        return ExitStatus.success.rawValue
      }
      let analysis = try analyze(options, loader: loader, console: console)
      if let name = options.explain {
        let explanation = Explanation(head: analysis.head, selection: analysis.report.selection)
        guard let text = explanation.explain(name) else {
          let near = explanation.suggestions(for: name)
          throw .badInput(
            "--explain \(name): no target has that name"
              + (near.isEmpty ? "" : " (did you mean \(near.joined(separator: ", "))?)"))
        }
        console.out(text)
        return ExitStatus.success.rawValue
      }
      let report = analysis.report
      if let path = options.jsonOutput { try write(report.json(), to: path) }
      switch options.format {
      case .human: console.out(report.human())
      case .json: console.out(report.json())
      case .lines: console.out(report.lines())
      case .filter: console.out(report.filter())
      case .githubMatrix: console.out(report.githubMatrix())
      }
      if report.selection.isEmpty && options.format != .human { console.err("affected: nothing affected\n") }
      return ExitStatus.success.rawValue
    } catch {
      switch error {
      case .usage(let message): console.err("affected: usage error: \(message)\n")
      case .badInput(let message): console.err("affected: error: \(message)\n")
      }
      return ExitStatus.cannotRun.rawValue
    }
  }

  /// `--json-output`: written whole or not at all (a temporary file renamed into place), so a
  /// plan that `tools shard --plan` reads is never a run's half.
  static func write(_ text: String, to path: String) throws(AffectedFailure) {
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    let temporary = "\(path).\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)),
      rename(temporary, path) == 0
    else {
      try? FileManager.default.removeItem(atPath: temporary)
      throw .badInput("\(path): cannot write the json report (--json-output)")
    }
  }

  /// The graph of the head and what the change selects in it.
  struct Analysis {
    var head: TargetGraph
    var report: AffectedReport
  }

  static func analyze(_ options: AffectedOptions, loader: any ManifestLoading, console: Console)
    throws(AffectedFailure) -> Analysis
  {
    guard let root = AbsolutePath.existingDirectory(options.root) else {
      throw .badInput("\(options.root): no such directory (--root)")
    }
    let rules = try readRules(options.rulesPath, root: root)
    let boundaryRules = try readBoundaryRules(options.boundaryRulesPath, root: root)
    let git = Git(directory: root)
    let cache = ManifestCache(
      directory: options.useCache
        ? options.cacheDirectory ?? ToolCache.directory("check-imports", root: root) : nil)
    let reader = RevisionReader(
      root: root, git: git, boundaryRules: boundaryRules, affectedRules: rules, cache: cache, loader: loader)

    var revisions: Revisions?
    let changes: ChangeSet
    if let files = options.files {
      changes = .listed(files)
      for path in unknownPaths(changes.paths, root: root, git: git) {
        console.err(
          "affected: warning: --files \(path): no such file in \(options.root) or at HEAD; a path relative to "
            + "another folder? (paths are relative to --root)\n")
      }
    } else if options.all && options.base == nil && options.head == nil && !options.uncommitted {
      // Everything needs no history: CI on main, a fresh clone without its branches.
      changes = ChangeSet([])
    } else {
      let resolved = try Revisions.resolve(base: options.base, head: options.head, git: git)
      revisions = resolved
      changes = try .between(base: resolved.base, head: options.uncommitted ? nil : resolved.head, git: git)
    }
    let fromDisk = revisions == nil || options.uncommitted || revisions!.headIsCheckedOut
    let head = try fromDisk ? reader.workingTree() : reader.commit(revisions!.head)
    for line in head.skipped { console.err(line + "\n") }
    var base: TargetGraph?
    var baseUnreadable = false
    if let revisions, !options.all, changes.paths.contains(where: isNestedManifest) {
      do {
        base = try reader.commit(revisions.base)
      } catch {
        // A base that does not load (a change that repairs a manifest) cannot say what was removed:
        // everything, named, rather than a guess.
        console.err("affected: warning: the base revision's manifests do not load: \(error.message)\n")
        baseUnreadable = true
      }
    }
    var selector = Selector(head: head, base: base, rules: rules)
    if let revisions {
      let uncommitted = options.uncommitted
      selector.pins = { path in
        let baseData = try? reader.blobs([path], at: revisions.base)[path]
        let headData =
          uncommitted
          ? FileManager.default.contents(atPath: "\(root)/\(path)")
          : (try? reader.blobs([path], at: revisions.head)[path])
        return .known(base: ResolvedPins(baseData), head: ResolvedPins(headData))
      }
    }
    var selection = selector.select(changes, forceAll: options.all)
    if baseUnreadable && !selection.all {
      selection = selector.select(changes, forceAllBecause: changes.paths.filter(isNestedManifest))
    }
    let catalog = UnitCatalog(graph: head)
    let (units, skipped) = catalog.units(for: selection)
    for warning in staleEntries(rules, head: head, git: git) {
      console.err("affected: warning: \(warning)\n")
    }
    return Analysis(
      head: head,
      report: AffectedReport(
        revisions: revisions, selection: selection, units: units, skipped: skipped,
        hasRootPackage: head.isPackage("."), rootTwins: catalog.rootTwins))
  }

  /// Paths of `--files` that are neither in the working tree nor at HEAD: a deleted file is a
  /// change, but a path that never existed is a typo, and it would select nothing without a word.
  static func unknownPaths(_ paths: [String], root: String, git: Git) -> [String] {
    let missing = paths.filter { !FileManager.default.fileExists(atPath: "\(root)/\($0)") }
    guard !missing.isEmpty else { return [] }
    let arguments = ["ls-tree", "-r", "-z", "--name-only", "HEAD", "--"] + missing.map { ":(literal)\($0)" }
    let known: Set<String> =
      (try? git.run(arguments)).flatMap { output in
        output.status == 0
          ? Set(output.stdout.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }) : nil
      } ?? []
    return missing.filter { !known.contains($0) }
  }

  /// A `Package.swift` (or a `Package@swift-…` variant) of a package other than the root's.
  static func isNestedManifest(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let isManifest = name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift"))
    return isManifest && path.contains("/")
  }

  static func readRules(_ path: String?, root: String) throws(AffectedFailure) -> AffectedRules {
    let file = path ?? "\(root)/affected.rules"
    let display = path ?? "affected.rules"
    // Only a file that is not there gives the defaults: a folder or an unreadable file in its place
    // is a mistake, and defaults would answer for rules the user wrote.
    guard let text = try RulesFile.read(file, display: display).mapError(CheckerFailure.rulesFile).get()
    else {
      if path != nil { throw .badInput("\(display): cannot read rules file: no such file (--rules)") }
      return try AffectedRulesParser.parse(AffectedRules.defaultText, path: "(default rules)")
    }
    return try AffectedRulesParser.parse(text, path: display)
  }

  /// boundaries.rules gives the folders of code outside SwiftPM and the paths never scanned; a
  /// repository without one has neither.
  static func readBoundaryRules(_ path: String?, root: String) throws(AffectedFailure) -> BoundaryRules {
    let file = path ?? "\(root)/boundaries.rules"
    let display = path ?? "boundaries.rules"
    guard let text = try RulesFile.read(file, display: display).mapError(CheckerFailure.rulesFile).get()
    else {
      if path != nil {
        throw .badInput("\(display): cannot read rules file: no such file (--boundary-rules)")
      }
      return BoundaryRules(path: display)
    }
    return try RulesParser.parse(text, path: display)
  }

  /// Entries of affected.rules that match no file the head holds, or name no target: the
  /// repository moved on and the rule with it did not.
  static func staleEntries(_ rules: AffectedRules, head: TargetGraph, git: Git) -> [String] {
    guard rules.path != "(default rules)" else { return [] }
    let listArguments = ["ls-files", "-z", "--cached", "--others", "--exclude-standard"]
    guard let output = try? git.run(listArguments), output.status == 0 else { return [] }
    let files = output.stdout.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    var warnings: [(Int, String)] = []
    func check(_ pattern: PathPattern, line: Int) {
      if !files.contains(where: pattern.matches) {
        warnings.append((line, "\(rules.path):\(line): '\(pattern.text)' matches no file (a stale entry?)"))
      }
    }
    for rule in rules.nothing + rules.everything { check(rule.pattern, line: rule.line) }
    let names = Set(head.nodes.keys.map(\.name))
    for reader in rules.readers {
      if !names.contains(reader.target) {
        warnings.append(
          (reader.line, "\(rules.path):\(reader.line): 'reads \(reader.target)' names no target"))
      }
      for pattern in reader.patterns { check(pattern, line: reader.line) }
    }
    for dependency in rules.dependencies {
      for name in [dependency.target] + dependency.dependencies where !names.contains(name) {
        warnings.append(
          (dependency.line, "\(rules.path):\(dependency.line): 'depends' names no target \(name)"))
      }
    }
    return warnings.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.1)
  }
}

extension AffectedCommand: ToolCommand {
  public static let name = "affected"
  public static let abstract = "what a change can affect: targets, test targets and the commands to test them"
  public static let audience = CommandAudience.product
}
