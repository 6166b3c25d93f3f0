import Foundation
import ToolSupport

/// The parsed command line of `tools check-imports`.
public struct CommandOptions: Sendable, Equatable {
  public var root = "."
  public var rulesPath: String?
  public var cacheDirectory: String?
  public var useCache = true
  public var format = OutputFormat.human
  public var graph: GraphFormat?
  public var baselinePath: String?
  public var writeBaselinePath: String?
  public var warningsAsErrors = false
  public var colour: Bool?
  public var help = false
  /// SwiftPM's build folder, where checkouts of remote packages are read (default: `.build` of each package).
  public var scratchPath: String?
  /// `init --force`: overwrite an existing rules file.
  public var force = false
  /// `--fix`: edit manifests for implicit and unused dependencies; `--dry-run` prints the diff instead.
  public var fix = false
  public var dryRun = false
  public var allowDirty = false
  /// `--output FILE`: the report (or graph) goes to FILE instead of stdout. Through the command
  /// plugin, SwiftPM mixes the tool's stderr into its stdout, so a clean SARIF file needs this.
  public var outputPath: String?

  public init() {}

  /// The check's options, declared once: read by the parser, listed by `--help`.
  static let settings = CommandSettings<CommandOptions>(
    [
      .root(\.root),
      .value("--rules", "FILE", \.rulesPath, help: "rules file (default: ROOT/boundaries.rules)"),
      .choice(
        "--format", "FORMAT", \.format,
        help: """
          human (default; coloured on a terminal only), json, github (workflow
          annotations), sarif (SARIF 2.1.0 for code scanning: rules with help
          text, root-relative path:line:col), junit (JUnit XML: a failed case per
          finding that fails the check)
          """),
      .value(
        "--output", "FILE", \.outputPath,
        help: """
          write the report (or --graph) to FILE instead of stdout: through the
          command plugin SwiftPM mixes stderr into stdout
          """),
      .choice(
        "--graph", "FORMAT", \.graph,
        help: """
          print the module graph instead of findings: dot, mermaid, svg (drawn by
          this tool: a band per layer, a module below what imports it, crossings
          reduced, wide rows wrapped; violations red, longest path blue) or stats
          (modules, edges, height, longest path)
          """),
      .value(
        "--baseline", "FILE", \.baselinePath,
        help: "fail only on findings not in FILE; entries that no longer occur fail too"),
      .value(
        "--write-baseline", "FILE", \.writeBaselinePath,
        help: "record the current findings as accepted, then exit 0"),
      .flag("--warnings-as-errors", \.warningsAsErrors, help: "exit 1 on warnings as well"),
      .flag(
        "--fix", \.fix, help: "edit manifests: declare what is imported implicitly, drop unused dependencies"),
      .flag("--dry-run", \.dryRun, help: "with --fix: print the edits as a unified diff, write nothing"),
      .allowDirty(\.allowDirty, when: "--fix"),
      .value(
        "--scratch-path", "DIR", \.scratchPath,
        help: "SwiftPM's build folder, where checkouts of remote packages are read"),
      .manifestCache(\.cacheDirectory),
      .noCache(
        \.useCache,
        detail: """

          (the cache folder holds a .gitignore of its own: never in git status;
          TOOLS_CACHE_DIR=DIR moves every cache under DIR)
          """),
      Setting(CommandOption("--colour", "--color", help: "force colour on (NO_COLOR is honoured)")) {
        options, _ in
        options.colour = true
      },
      Setting(CommandOption("--no-colour", "--no-color", help: "force colour off")) { options, _ in
        options.colour = false
      },
      .flag("--force", \.force, help: "with init: overwrite an existing rules file"),
    ], help: \.help)

  /// Flags followed by a value, so subcommands can tell a value from a positional argument.
  static let valueFlags: Set<String> = Set(
    settings.parser.options.filter { $0.kind != .flag }.flatMap(\.names))

  public static func parse(_ arguments: [String]) throws(CheckerFailure) -> CommandOptions {
    let (options, parsed): (CommandOptions, ParsedOptions)
    do { (options, parsed) = try settings.parse(arguments, into: CommandOptions()) } catch {
      throw .usage(error.message)
    }
    if parsed.flag("--color") && parsed.flag("--no-color") {
      throw .usage("give --color or --no-color, not both")
    }
    if (options.dryRun || options.allowDirty) && !options.fix {
      throw .usage("--dry-run and --allow-dirty go with --fix")
    }
    if options.baselinePath != nil && options.writeBaselinePath != nil {
      throw .usage("--baseline and --write-baseline exclude each other")
    }
    return options
  }
}
