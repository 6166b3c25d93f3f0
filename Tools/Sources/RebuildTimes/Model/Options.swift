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

  static let parser = OptionParser([
    .value("--package-path", "DIR", help: "package to build (default: .)"),
    .value("--scenarios", "FILE", help: "scenario file (default: DIR/rebuild-scenarios.rules if it exists)"),
    .repeated(
      "--module", "M",
      help:
        "measure null, body M and api M (repeatable; replaces the default modules\nCheckout, Core, ThirdPartyShim and the file's scenarios)"
    ),
    .repeated(
      "--scenario", "S", help: "only these scenarios (repeatable): null, body, api, or body:M / api:M"),
    .value("--warmup", "N", help: "unmeasured builds per scenario after its edit (default: 1)"),
    .value("--iterations", "N", help: "measured builds per scenario (default: 5)"),
    .value("--build-system", "NAME", help: "SwiftPM build system, pinned and printed (default: native)"),
    .value("--product", "P", help: "build this product (relinks it)"),
    .value("--target", "T", help: "build this target"),
    .value(
      "--scratch-path", "DIR",
      help:
        "SwiftPM build folder (default: DIR/.build); a private one keeps\nother people's builds out of the comparison"
    ),
    CommandOption("--no-paired-null", help: "skip the null build that follows each measured edit build"),
    CommandOption(
      "--explain", help: "add -Xswiftc -driver-show-incremental to every build and keep its remarks"),
    .repeated("-Xswiftc", "FLAG", help: "pass FLAG to the compiler in every build of the run (repeatable)"),
    CommandOption("--json", help: "print the report as JSON instead of a table"),
    CommandOption("--markdown", help: "print the report as Markdown instead of a table"),
    .value("--svg", "FILE", help: "also write a bar chart of the medians to FILE"),
    .value(
      "--trace", "FILE",
      help: """
        also write every build of the run as Chrome trace event JSON to FILE
        (ui.perfetto.dev, chrome://tracing): a process per scenario, a span
        per build and per compiler job. Every build then goes through a
        wrapper that times each job (a few ms a job), in a build folder of
        its own (default: DIR/.build/rebuild-times-trace; the first run builds
        everything there): compare traced runs with traced runs
        """),
    CommandOption("--check", help: "run each budgeted scenario once; exit 1 if a blast radius is exceeded"),
    .value("--budgets", "FILE", help: "budgets for --check (default: DIR/rebuild-budgets.rules)"),
    CommandOption("--allow-dirty", help: "edit files even if they have uncommitted changes"),
    .help,
  ])

  static let usage = """
    usage: tools rebuild-times [options]

    Measures incremental rebuilds of a SwiftPM package and names the modules that recompiled.
    Every edited file is restored byte-identical afterwards (also on failure, Ctrl-C and SIGTERM).
    """ + "\n\n" + parser.help + """

      exit codes: 0 success, 1 budget exceeded or an edit of the wrong kind (a body edit changed
                  the interface, an API edit did not), 2 usage or rules-file error, or a build
                  ran past TOOLS_BUILD_TIMEOUT seconds (default 3600) and was stopped,
                  3 refused (uncommitted or concurrently saved files), 4 a build failed, 130/143 interrupted
      """

  static func parse(_ arguments: [String]) throws(RulesError) -> Options {
    var options = Options()
    do throws(OptionError) {
      let parsed = try parser.parse(arguments)
      options.packagePath = parsed.value("--package-path") ?? "."
      options.scenarioFile = parsed.value("--scenarios")
      options.budgetFile = parsed.value("--budgets")
      options.modules = parsed.values("--module")
      options.scenarioFilters = parsed.values("--scenario")
      options.warmup = try parsed.count("--warmup", minimum: 0)
      options.iterations = try parsed.count("--iterations", minimum: 1)
      options.buildSystem = parsed.value("--build-system")
      options.product = parsed.value("--product")
      options.target = parsed.value("--target")
      options.scratchPath = parsed.value("--scratch-path")
      options.explain = parsed.flag("--explain")
      options.swiftcFlags = parsed.values("-Xswiftc")
      options.noPairedNull = parsed.flag("--no-paired-null")
      if parsed.flag("--json") && parsed.flag("--markdown") {
        throw OptionError("give --json or --markdown, not both")
      }
      options.output = parsed.flag("--json") ? .json : parsed.flag("--markdown") ? .markdown : .table
      options.svgPath = parsed.value("--svg")
      options.tracePath = parsed.value("--trace")
      options.check = parsed.flag("--check")
      options.allowDirty = parsed.flag("--allow-dirty")
      options.help = parsed.flag("--help")
    } catch {
      throw RulesError(error.message)
    }
    if options.product != nil && options.target != nil {
      throw RulesError("give --product or --target, not both")
    }
    return options
  }
}
