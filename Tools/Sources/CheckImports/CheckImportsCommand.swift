import Foundation
import ToolSupport

/// `tools check-imports`: the import-boundary checker's entry point.
public enum CheckImportsCommand {
  /// Runs with the real console and SwiftPM; returns the exit code (0 clean, 1 violations, 2 bad input).
  public static func run(arguments: [String]) -> Int32 {
    run(arguments: arguments, console: .standard, loader: SwiftPMManifestLoader())
  }

  /// The testable form: output and manifest loading are injected.
  public static func run(arguments: [String], console: Console, loader: any ManifestLoading) -> Int32 {
    switch arguments.first {
    case "generate": return SyntheticRepository.command(Array(arguments.dropFirst()), console: console)
    case "bench": return Benchmark.command(Array(arguments.dropFirst()), console: console)
    case "bench-plugin": return PluginBenchmark.command(Array(arguments.dropFirst()), console: console)
    case "selftest": return SelfTest.command(Array(arguments.dropFirst()), console: console)
    default: break
    }
    do throws(CheckerFailure) {
      let subcommand = ["why", "init"].contains(arguments.first) ? arguments.first : nil
      var positional: [String] = []
      var flags: [String] = []
      var rest = arguments.dropFirst(subcommand == nil ? 0 : 1)
      while let argument = rest.popFirst() {
        if argument.hasPrefix("-") || subcommand == nil {
          flags.append(argument)
          if CommandOptions.valueFlags.contains(argument), let value = rest.popFirst() { flags.append(value) }
        } else {
          positional.append(argument)
        }
      }
      let options = try CommandOptions.parse(flags)
      if options.help {
        console.out((subcommand.flatMap { HelpText.subcommands[$0] } ?? HelpText.checkImports) + "\n")
        return ExitStatus.success.rawValue
      }
      if options.outputPath != nil && (subcommand != nil || options.fix || options.writeBaselinePath != nil) {
        throw .usage(
          "--output goes with the check and --graph, not with init, why, --fix or --write-baseline")
      }
      switch subcommand {
      case "why":
        guard positional.count == 2 else { throw .usage("why needs two modules: 'why <From> <To>'") }
        guard [.human, .json].contains(options.format) else {
          throw .usage("why prints human or json, not \(options.format.rawValue)")
        }
        return try WhyCommand.run(
          from: positional[0], to: positional[1], workspace: loadWorkspace(options, loader: loader).workspace,
          format: options.format, console: console)
      case "init":
        return try InitCommand.run(options, console: console, loader: loader)
      default:
        return try check(options, console: console, loader: loader)
      }
    } catch {
      switch error {
      case .usage(let message): console.err("check-imports: usage error: \(message)\n")
      case .badInput(let message): console.err("check-imports: error: \(message)\n")
      }
      return ExitStatus.cannotRun.rawValue
    }
  }

  /// Reads the rules and the tree, as every subcommand that looks at the graph does.
  static func loadWorkspace(_ options: CommandOptions, loader: any ManifestLoading) throws(CheckerFailure)
    -> (
      root: String, rules: BoundaryRules, workspace: Workspace
    )
  {
    guard let root = AbsolutePath.existingDirectory(options.root) else {
      throw .badInput("\(options.root): no such directory (--root)")
    }
    let rulesPath = options.rulesPath ?? "\(root)/boundaries.rules"
    let rulesDisplay = options.rulesPath ?? "boundaries.rules"
    guard
      let rulesText = try RulesFile.read(rulesPath, display: rulesDisplay).mapError(CheckerFailure.rulesFile)
        .get()
    else {
      throw .badInput(
        options.rulesPath == nil
          ? "\(rulesDisplay): cannot read rules file: there is none in \(options.root); run "
            + "`tools check-imports init` to write one from the repository as it is"
          : "\(rulesDisplay): cannot read rules file: no such file (--rules)")
    }
    let rules = try RulesParser.parse(rulesText, path: rulesDisplay)
    let cache = ManifestCache(
      directory: options.useCache
        ? options.cacheDirectory ?? ToolCache.directory("check-imports", root: root) : nil)
    let workspace = try WorkspaceLoader(
      root: root, loader: loader, cache: cache, scratchPath: options.scratchPath
    ).load(rules: rules)
    return (root, rules, workspace)
  }

  static func check(_ options: CommandOptions, console: Console, loader: any ManifestLoading)
    throws(CheckerFailure)
    -> Int32
  {
    let (root, rules, workspace) = try loadWorkspace(options, loader: loader)
    for line in workspace.skippedLines(tool: "check-imports") { console.err(line + "\n") }
    var clock = PhaseClock()
    let findings = try BoundaryAnalyzer.analyze(workspace)
    clock.lap("analyze")
    var report = CheckReport(
      findings: findings, moduleCount: workspace.modules.count, fileCount: workspace.fileCount)

    if options.fix {
      return try FixCommand.run(workspace, findings: findings, root: root, options: options, console: console)
    }
    if let path = options.writeBaselinePath {
      guard FileManager.default.createFile(atPath: path, contents: Data(Baseline.render(findings).utf8))
      else {
        throw .badInput("\(path): cannot write baseline file")
      }
      console.err(
        "check-imports: ok: wrote \(Set(findings.map(\.identity)).count) baseline entries to \(path)\n")
      return ExitStatus.success.rawValue
    }
    // The rules' own `baseline` line (what `init` writes) applies unless the command line names one.
    let baseline =
      options.baselinePath.map { ($0, $0) }
      ?? rules.baselinePath.map { ($0.hasPrefix("/") ? $0 : "\(root)/\($0)", $0) }
    var baselined: [Finding] = []
    if let (path, display) = baseline {
      let applied = try Baseline.read(path: path, displayPath: display).apply(to: findings)
      report.findings = (applied.remaining + applied.stale).sorted(by: Finding.ordered)
      report.baselined = applied.suppressed
      let remaining = Set(applied.remaining.map(\.identity))
      baselined = findings.filter { !remaining.contains($0.identity) }
    }
    let text =
      options.graph?.render(workspace, findings: report.findings, baselined: baselined)
      ?? options.format.render(
        report, colour: options.outputPath == nil && (options.colour ?? console.isTerminal),
        warningsAsErrors: options.warningsAsErrors)
    if let path = options.outputPath {
      guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        throw .badInput("\(path): cannot write the report (--output)")
      }
    } else {
      console.out(text)
    }
    console.err(report.summary(warningsAsErrors: options.warningsAsErrors) + "\n")
    return report.exitCode(warningsAsErrors: options.warningsAsErrors)
  }
}

extension CheckImportsCommand: ToolCommand {
  public static let name = "check-imports"
  public static let abstract = "verify the import boundaries declared in boundaries.rules"
  public static let audience = CommandAudience.product
}
