import Foundation
import ToolSupport

/// `upkeep port-check`: every public symbol of the shim has a row saying what TCA calls it, and
/// code outside the shim uses no shim-only symbol beyond the baseline, so what a team copies
/// ports to the real Composable Architecture by the table alone.
public enum PortCheckCommand {
  /// What `upkeep port-check` is asked for.
  struct Options: Sendable {
    var graphs: String?
    var tablePath: String?
    var baselinePath: String?
    var root = "."
    var modules: [String] = []
    var sources: [String] = []
    var missingRows = false
    var writeBaseline = false
  }

  static let settings = CommandSettings<Options>([
    .value("--symbol-graphs", "DIR", \.graphs, help: "the folder of *.symbols.json files"),
    .value("--table", "FILE", \.tablePath, help: "the port table (porting.rules)"),
    .value(
      "--baseline", "FILE", \.baselinePath,
      help: "known uses still to be ported, per file and name (default: none)"),
    .root(\.root, detail: "paths are relative to it"),
    .repeated(
      "--module", "NAME", \.modules,
      help:
        "a shim module whose symbols need rows (repeatable; default:\nThirdPartyShim and ThirdPartyShimTesting)"
    ),
    .repeated(
      "--sources", "DIR", \.sources,
      help:
        "a folder whose uses are checked (repeatable; default: Packages/Core,\nPackages/AppDomain, Packages/Features, Packages/Flows, App)"
    ),
    .flag(
      "--missing-rows", \.missingRows,
      help: "print draft rows for the symbols without one (review before adding)"),
    .flag(
      "--write-baseline", \.writeBaseline, help: "write the current uses to the --baseline file, then check"),
  ])

  static let usage = """
    usage: upkeep port-check --symbol-graphs DIR --table FILE [--baseline FILE] [--root DIR]
                            [--module NAME]... [--sources DIR]... [--missing-rows] [--write-baseline]

    Lists the public symbols of the shim modules from the symbol graphs the compiler emitted
    (-emit-symbol-graph) and compares them with the port table: each symbol needs a row, `same`
    (the same spelling in an upstream module), `renamed` (another spelling) or `shim-only` (with
    the reason); a row naming no symbol is stale. Then finds, in the Swift sources of the --sources
    folders (comments, strings, build output and generated +CasePaths.swift files left out),
    every use of a shim-only symbol; uses beyond the baseline's counts fail.
    """ + "\n\n" + settings.parser.help + """

      output: each problem as path:line:col: error: … [no-row|stale-row|shim-only-use|stale-baseline],
              then a summary: the symbols per row kind and the uses found
      exit codes: 0 the table and the sources agree, 1 a problem was found, 2 bad usage or an
                  unreadable table, baseline, symbol graph or source file
      """

  static let defaultModules = ["ThirdPartyShim", "ThirdPartyShimTesting"]
  static let defaultSources = [
    "Packages/Core", "Packages/AppDomain", "Packages/Features", "Packages/Flows", "App",
  ]

  /// Runs the check the options name; returns the exit code given in `usage`.
  public static func run(arguments: [String]) -> Int32 {
    func fail(_ message: String) -> Int32 {
      FileHandle.standardError.write(Data("port-check: usage error: \(message)\n\(usage)\n".utf8))
      return ExitStatus.cannotRun.rawValue
    }
    let options: Options
    switch settings.read(arguments, into: Options(), command: "port-check", usage: usage, usageOnError: true)
    {
    case .proceed(let read, _): options = read
    case .stop(let status): return status
    }
    let (graphs, tablePath, baselinePath, root) = (
      options.graphs, options.tablePath, options.baselinePath, options.root
    )
    let (modules, sources) = (options.modules, options.sources)
    let (missingRows, writeBaseline) = (options.missingRows, options.writeBaseline)
    guard let graphs else { return fail("--symbol-graphs DIR is required") }
    guard let tablePath else { return fail("--table FILE is required") }
    if writeBaseline, baselinePath == nil { return fail("--write-baseline needs --baseline FILE") }
    let rootURL = URL(fileURLWithPath: root)
    do {
      let check = try load(
        graphs: graphs, tablePath: tablePath, baselinePath: writeBaseline ? nil : baselinePath,
        root: rootURL, modules: modules.isEmpty ? defaultModules : modules,
        sources: sources.isEmpty ? defaultSources : sources)
      if missingRows {
        print(check.missingRows, terminator: "")
        return ExitStatus.success.rawValue
      }
      var final = check
      if writeBaseline, let baselinePath {
        let baseline = PortBaseline(uses: check.uses)
        do {
          try Data(baseline.text.utf8).write(to: URL(fileURLWithPath: baselinePath), options: .atomic)
        } catch {
          throw DocsCheckError("\(baselinePath): cannot be written: \(error.localizedDescription)")
        }
        final.baseline = baseline
        print("port-check: wrote \(baseline.counts.count) file/name pairs to \(baselinePath)")
      }
      let findings = final.findings
      for line in findings { print(line) }
      print(final.summary)
      return findings.isEmpty ? 0 : 1
    } catch {
      FileHandle.standardError.write(Data("port-check: error: \(error)\n".utf8))
      return ExitStatus.cannotRun.rawValue
    }
  }

  static func load(
    graphs: String, tablePath: String, baselinePath: String?, root: URL, modules: [String],
    sources: [String]
  ) throws(DocsCheckError) -> PortCheck {
    let table = try PortTable.parse(try readText(tablePath), file: tablePath)
    let baseline = try baselinePath.map { path throws(DocsCheckError) in
      try PortBaseline.parse(try readText(path), file: path)
    }
    let symbols = try PortSymbol.read(
      symbolGraphs: URL(fileURLWithPath: graphs), modules: Set(modules), root: root)
    let matcher = ShimUses.Matcher(symbols: symbols, table: table)
    let uses = try ShimUses.scan(folders: sources, root: root, matcher: matcher)
    return PortCheck(
      symbols: symbols, table: table, tableFile: tablePath, uses: uses, baseline: baseline,
      baselineFile: baselinePath ?? "", unchecked: matcher.unchecked)
  }

  static func readText(_ path: String) throws(DocsCheckError) -> String {
    switch RulesFile.read(path, display: path) {
    case .success(let text?): return text
    case .success(nil): throw DocsCheckError("\(path): no such file")
    case .failure(let problem): throw DocsCheckError(problem.message)
    }
  }

}

extension PortCheckCommand: ToolCommand {
  public static let name = "port-check"
  public static let abstract =
    "every public shim symbol has a TCA counterpart row; no shim-only API used outside"
  public static let audience = CommandAudience.upkeep
}
