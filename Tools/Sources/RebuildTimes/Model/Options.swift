import ToolSupport

/// The parsed command line of `tools rebuild-times`.
///
/// Values left `nil` fall back to the scenario file, then to the built-in defaults, so a flag always
/// wins over the checked-in file.
struct Options: Sendable, Equatable {
  enum Output: String, Sendable { case table, json, markdown }

  var packagePath = "."
  var scenarioFile: String?
  var budgetFile: String?
  var modules: [String] = []
  var scenarioFilters: [String] = []
  var warmup: Int?
  var iterations: Int?
  var buildSystem: String?
  var product: String?
  var target: String?
  var scratchPath: String?
  var explain = false
  /// `-Xswiftc FLAG`, repeatable, in order.
  var swiftcFlags: [String] = []
  var noPairedNull = false
  var output = Output.table
  var svgPath: String?
  /// `--trace FILE`: every build of the run as Chrome trace event JSON.
  var tracePath: String?
  var check = false
  var allowDirty = false
  var help = false

  static let settings = CommandSettings<Options>(
    [
      .value("--package-path", "DIR", \.packagePath, help: "package to build (default: .)"),
      .value(
        "--scenarios", "FILE", \.scenarioFile,
        help: "scenario file (default: DIR/rebuild-scenarios.rules if it exists)"),
      .repeated(
        "--module", "M", \.modules,
        help:
          "measure null, body M and api M (repeatable; replaces the default modules\nCheckout, Core, ThirdPartyShim and the file's scenarios)"
      ),
      .repeated(
        "--scenario", "S", \.scenarioFilters,
        help: "only these scenarios (repeatable): null, body, api, or body:M / api:M"),
      .count(
        "--warmup", "N", \.warmup, minimum: 0,
        help: "unmeasured builds per scenario after its edit (default: 1)"),
      .count(
        "--iterations", "N", \.iterations, minimum: 1, help: "measured builds per scenario (default: 5)"),
      .value(
        "--build-system", "NAME", \.buildSystem,
        help: "SwiftPM build system, pinned and printed (default: native)"),
      .value("--product", "P", \.product, help: "build this product (relinks it)"),
      .value("--target", "T", \.target, help: "build this target"),
      .value(
        "--scratch-path", "DIR", \.scratchPath,
        help:
          "SwiftPM build folder (default: DIR/.build); a private one keeps\nother people's builds out of the comparison"
      ),
      .flag(
        "--no-paired-null", \.noPairedNull, help: "skip the null build that follows each measured edit build"),
      .flag(
        "--explain", \.explain,
        help: "add -Xswiftc -driver-show-incremental to every build and keep its remarks"),
      .swiftcFlags(\.swiftcFlags),
      .flag("--json", \.output, .json, help: "print the report as JSON instead of a table"),
      .flag("--markdown", \.output, .markdown, help: "print the report as Markdown instead of a table"),
      .value("--svg", "FILE", \.svgPath, help: "also write a bar chart of the medians to FILE"),
      .value(
        "--trace", "FILE", \.tracePath,
        help: """
          also write every build of the run as Chrome trace event JSON to FILE
          (ui.perfetto.dev, chrome://tracing): a process per scenario, a span
          per build and per compiler job. Every build then goes through a
          wrapper that times each job (a few ms a job), in a build folder of
          its own (default: DIR/.build/rebuild-times-trace; the first run builds
          everything there): compare traced runs with traced runs
          """),
      .flag(
        "--check", \.check, help: "run each budgeted scenario once; exit 1 if a blast radius is exceeded"),
      .value(
        "--budgets", "FILE", \.budgetFile, help: "budgets for --check (default: DIR/rebuild-budgets.rules)"),
      .allowDirty(\.allowDirty),
    ], help: \.help)

  static let usage = """
    usage: tools rebuild-times [options]

    Measures incremental rebuilds of a SwiftPM package and names the modules that recompiled.
    Every edited file is restored byte-identical afterwards (also on failure, Ctrl-C and SIGTERM).
    """ + "\n\n" + settings.parser.help + """

      exit codes: 0 success, 1 budget exceeded or an edit of the wrong kind (a body edit changed
                  the interface, an API edit did not), 2 usage or rules-file error, or a build
                  ran past TOOLS_BUILD_TIMEOUT seconds (default 3600) and was stopped,
                  3 refused (uncommitted or concurrently saved files), 4 a build failed, 130/143 interrupted
      """

  static func parse(_ arguments: [String]) throws(Diagnostic) -> Options {
    let (options, parsed): (Options, ParsedOptions)
    do { (options, parsed) = try settings.parse(arguments, into: Options()) } catch {
      throw Diagnostic(error.message)
    }
    if parsed.flag("--json") && parsed.flag("--markdown") {
      throw Diagnostic("give --json or --markdown, not both")
    }
    if options.product != nil && options.target != nil {
      throw Diagnostic("give --product or --target, not both")
    }
    return options
  }
}
