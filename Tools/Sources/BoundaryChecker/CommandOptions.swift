import Foundation

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

  /// Flags followed by a value, so subcommands can tell a value from a positional argument.
  static let valueFlags: Set<String> = [
    "--root", "--rules", "--cache-dir", "--format", "--graph", "--baseline", "--write-baseline",
    "--scratch-path", "--output",
  ]

  public static func parse(_ arguments: [String]) throws(CheckerFailure) -> CommandOptions {
    var options = CommandOptions()
    var remaining = arguments[...]
    func value(for flag: String) throws(CheckerFailure) -> String {
      guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
        throw .usage("\(flag) needs a value (see --help)")
      }
      return next
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": options.help = true
      case "--root": options.root = try value(for: argument)
      case "--rules": options.rulesPath = try value(for: argument)
      case "--cache-dir": options.cacheDirectory = try value(for: argument)
      case "--scratch-path": options.scratchPath = try value(for: argument)
      case "--output": options.outputPath = try value(for: argument)
      case "--no-cache": options.useCache = false
      case "--force": options.force = true
      case "--fix": options.fix = true
      case "--dry-run": options.dryRun = true
      case "--allow-dirty": options.allowDirty = true
      case "--format":
        let name = try value(for: argument)
        guard let format = OutputFormat(rawValue: name) else {
          throw .usage("--format must be \(OutputFormat.names), not '\(name)'")
        }
        options.format = format
      case "--graph":
        let name = try value(for: argument)
        guard let graph = GraphFormat(rawValue: name) else {
          throw .usage("--graph must be dot, mermaid, svg or stats, not '\(name)'")
        }
        options.graph = graph
      case "--baseline": options.baselinePath = try value(for: argument)
      case "--write-baseline": options.writeBaselinePath = try value(for: argument)
      case "--warnings-as-errors": options.warningsAsErrors = true
      case "--color", "--colour": options.colour = true
      case "--no-color", "--no-colour": options.colour = false
      default: throw .usage("unknown option '\(argument)' (see --help)")
      }
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
