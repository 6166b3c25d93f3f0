import ToolSupport

/// The parsed command line of `tools shard`.
struct ShardOptions: Equatable, Sendable {
  enum Format: String, Sendable, CaseIterable {
    case human, json, lines
    case githubMatrix = "github-matrix"
  }

  var root = "."
  var total: Int?
  /// The most shards `--total` accepts.
  static let maximumTotal = 1000
  var index: Int?
  var planPath: String?
  var timingsPath: String?
  var format = Format.human
  var run = false
  var jobs = 1
  var testLimit = 120.0
  var unitLimit = ProcessTimeout.buildSeconds()
  var recordPath: String?
  var logDirectory: String?
  var header: String?
  var failOnLeftovers = false
  var temporaryRoot = TemporaryRoot.system
  var help = false

  static let settings = CommandSettings<ShardOptions>(
    [
      Setting(.value("--total", "N", help: "how many shards (1 to 1000)")) {
        (options: inout ShardOptions, parsed) throws(OptionError) in
        let total = try parsed.count("--total", minimum: 1)
        // Every shard is a slot in memory and a line of the matrix: a billion of them was 23 GB
        // before the kernel stopped the run. No CI runs more jobs than this.
        if let total, total > ShardOptions.maximumTotal {
          throw OptionError(
            "--total \(total) is more shards than any CI runs: at most \(ShardOptions.maximumTotal)")
        }
        options.total = total
      },
      .count(
        "--index", "I", \.index, minimum: 0,
        help: "which one, 0 ≤ I < N (not needed with --format github-matrix)"),
      .value(
        "--plan", "FILE", \.planPath,
        help: """
          the units to split: `tools affected --format json` output (default: every
          unit of the repository)
          """),
      .value(
        "--timings", "FILE", \.timingsPath,
        help: """
          recorded seconds per unit (default out/test-timings.json if it exists,
          else the checked-in test-timings.json)
          """),
      .choice(
        "--format", "FORMAT", \.format,
        help: """
          human (default): the shard's units, estimates and commands; json: the
          same as one object, with every shard's load; lines: the shard's unit
          names; github-matrix: {"include":[{"index":…,"total":…,"units":…}]},
          the non-empty shards, for a CI matrix
          """),
      .root(\.root),
      .flag(
        "--run", \.run,
        help: """
          run the shard: each unit's build, then its tests under `tools watchdog`;
          every unit runs even after one fails; prints a summary
          """),
      .count(
        "--jobs", "J", \.jobs, minimum: 1,
        help: """
          units with different build folders run J at a time (default 1; output
          of each unit is then printed whole when it ends)
          """),
      .seconds(
        "--test-limit", "SECONDS", \.testLimit, help: "the watchdog's limit for one test (default 120)"),
      .seconds(
        "--unit-limit", "SECONDS", \.unitLimit,
        help: """
          the limit for a unit's build and for its whole test run, each: past
          it the command and all it started are stopped, the unit fails naming
          them, and the run exits 2 (default TOOLS_BUILD_TIMEOUT if set, else
          3600: a clean build of a large package takes many minutes)
          """),
      .value(
        "--record", "FILE", \.recordPath,
        help: """
          where the run writes each unit's wall time (build and tests), merged into
          what the file holds (default out/test-timings.json)
          """),
      .value(
        "--log-dir", "DIR", \.logDirectory,
        help: "each unit's output as DIR/<unit>.log (default out/test-logs)"
      ),
      .value(
        "--header", "TEXT", \.header,
        help: """
          when and where the run was made, kept in the record (make passes the
          figures header: date, machine, command)
          """),
      .flag(
        "--fail-on-leftovers", \.failOnLeftovers,
        help: """
          a unit that passed but left entries in its temporary folder fails (each
          unit runs with TMPDIR set to a folder of its own, removed when it ends;
          without this option what it left is only named)
          """),
      Setting(
        .value(
          "--temporary-root", "WHERE",
          help: """
            where those folders are made: system (default: TMPDIR); memory (a
            memory-backed folder, Linux's /dev/shm, when it is tmpfs with 2 GiB free,
            else TMPDIR, saying why): tests that make and delete many files run on
            less CPU there; or a folder of your own, which must exist
            """)
      ) { options, parsed in options.temporaryRoot = TemporaryRoot(parsed.value("--temporary-root") ?? "") },
    ], help: \.help)

  static let usage = """
    usage: tools shard --total N --index I [--plan FILE] [--timings FILE]
                       [--format human|json|lines|github-matrix] [--root DIR]
                       [--run [--jobs J] [--test-limit SECONDS] [--unit-limit SECONDS] [--record FILE]
                              [--log-dir DIR] [--header TEXT] [--fail-on-leftovers]
                              [--temporary-root system|memory|DIR]]

    Splits the test units (a package's tests, the root package's own tests, the Tools' tests) into
    N shards and prints, or runs, shard I. Longest first by recorded time (ties by name), each unit
    to the least loaded shard: deterministic, disjoint and complete. A unit with no recorded time
    gets the median of the recorded ones; timings of units that no longer exist are ignored with
    a note.
    """ + "\n\n" + settings.parser.help + """

      `tools shard verify --plan FILE LOG-DIR…` checks, after shards ran, that their logs report every
      listed test exactly once (make ci-local); see `tools shard verify --help`.
      `tools shard merge OUT IN…` merges timings files (shard runs' --record) into OUT, later ones
      winning.

      environment: SWIFT is the swift command the steps name (default swift); SWIFT_BUILD_FLAGS
      (split at white space) go into every command that builds, and only those. A build made with
      other flags is rebuilt whole, so give the flags every other build of the same folder uses
      (the Makefile exports its own).

      An empty shard prints so and exits 0. Exit codes: 0 printed, or every unit passed; 1 a unit
      failed; 2 bad input (unreadable plan or timings, --index ≥ --total) or usage, or a unit's
      command ran past --unit-limit and was stopped.
      """

  static func parse(_ arguments: [String]) throws(ShardFailure) -> ShardOptions {
    let options: ShardOptions
    do { options = try settings.parse(arguments, into: ShardOptions()).0 } catch {
      throw .usage(error.message)
    }
    if options.help { return options }
    guard let total = options.total else { throw .usage("--total N is required (see --help)") }
    if options.format != .githubMatrix || options.run {
      guard let index = options.index else { throw .usage("--index I is required (see --help)") }
      guard index < total else {
        throw .badInput(
          "--index \(index) is not below --total \(total): shards are numbered 0 to \(total - 1)")
      }
    } else if let index = options.index, index >= total {
      throw .badInput("--index \(index) is not below --total \(total): shards are numbered 0 to \(total - 1)")
    }
    if !options.run && (options.recordPath != nil || options.logDirectory != nil || options.header != nil) {
      throw .usage("--record, --log-dir and --header go with --run")
    }
    if !options.run && options.failOnLeftovers {
      throw .usage("--fail-on-leftovers goes with --run")
    }
    if !options.run && options.temporaryRoot != .system {
      throw .usage("--temporary-root goes with --run")
    }
    return options
  }
}
