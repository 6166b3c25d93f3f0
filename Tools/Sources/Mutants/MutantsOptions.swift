import Foundation
import ToolSupport

/// The flags of `tools mutants`.
struct MutantsOptions: Equatable {
  var packagePath = "."
  var rulesFile: String?
  var modules: [String] = []
  var operators: [MutationOperator] = []
  var sample = 30
  var all = false
  var seed: UInt64 = 17
  /// Per-mutant limit on the test run; default three times the baseline run plus a minute.
  var timeout: Double?
  var scratchPath: String?
  /// `-Xswiftc FLAG`, repeatable, in order: for every build, baseline and mutants alike.
  var swiftcFlags: [String] = []
  var outDirectory = "out/mutants"
  var json = false
  var list = false
  var minKillRate = 95.0
  var allowDirty = false
  var help = false

  static let settings = CommandSettings<MutantsOptions>(
    [
      .value(
        "--package-path", "DIR", \.packagePath,
        help: "the repository (default .); mutants.rules is read from it"),
      .value("--rules", "FILE", \.rulesFile, help: "another rules file"),
      .repeated("--module", "NAME", \.modules, help: "only this module of the rules file (repeatable)"),
      Setting(.repeated("--operator", "OP", help: "only this operator (repeatable)")) {
        (options: inout MutantsOptions, parsed) throws(OptionError) in
        options.operators = try parsed.values("--operator").map { (name: String) throws(OptionError) in
          guard let mutation = MutationOperator(rawValue: name) else {
            throw OptionError(
              "unknown operator '\(name)' (\(MutationOperator.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
          }
          return mutation
        }
      },
      .count(
        "--sample", "N", \.sample, minimum: 0,
        help: "evaluate N mutants per module, in a seeded order (default 30)"),
      .flag("--all", \.all, help: "evaluate every mutant"),
      Setting(.value("--seed", "N", help: "the order's seed (default 17)")) {
        (options: inout MutantsOptions, parsed) throws(OptionError) in
        let text = parsed.value("--seed") ?? ""
        guard let seed = UInt64(text) else {
          throw OptionError("--seed needs a whole number ≥ 0, not '\(text)'")
        }
        options.seed = seed
      },
      .number(
        "--timeout", "SECONDS", \.timeout,
        help: "per-mutant limit on the tests (default 3 × the baseline run + 60 s)"),
      .value(
        "--scratch-path", "DIR", \.scratchPath,
        help: "SwiftPM's build folders, one per package (default DIR/.build-mutants)"),
      .swiftcFlags(\.swiftcFlags),
      .value(
        "--out", "DIR", \.outDirectory, help: "where mutants.md and mutants.json go (default out/mutants)"),
      .flag("--json", \.json, help: "print the report as JSON instead of Markdown"),
      .flag("--list", \.list, help: "list the mutants (with their diffs) without building anything"),
      .number(
        "--min-kill-rate", "P", \.minKillRate,
        help: "exit 1 when a module kills less than P % (default 95) or any mutant timed out"),
      .allowDirty(\.allowDirty),
    ], help: \.help)

  static let usage = """
    usage: tools mutants [--package-path DIR] [--rules FILE] [--module NAME]... [--operator OP]...
                         [--sample N | --all] [--seed N] [--timeout SECONDS] [--scratch-path DIR]
                         [--out DIR] [--json] [--list] [--min-kill-rate PERCENT] [--allow-dirty]
                         [-Xswiftc FLAG]...

    Plants one bug at a time in the modules of mutants.rules, builds incrementally, runs the
    module's tests, and reports which bugs the tests caught (killed), which they missed
    (survived, with the diff), which made the tests hang (timed out: a failure of the suite)
    and the kill rate per module, as Markdown (stdout and DIR/mutants.md) and JSON
    (DIR/mutants.json; --json prints it instead). A mutant that does not compile is discarded.
    Every edited file is put back byte-identical (journaled: a killed run is repaired by the next).

    operators: \(MutationOperator.allCases.map(\.rawValue).joined(separator: ", "))
    """ + "\n\n" + settings.parser.help + """

      exit codes: 0 every module at or above the rate, no timeout; 1 below it, or a timeout;
                  2 bad flags or rules; 3 refused (uncommitted files) or interrupted; 4 a baseline failed.
      """

  static func parse(_ arguments: [String]) throws(Diagnostic) -> MutantsOptions {
    do { return try settings.parse(arguments, into: MutantsOptions()).0 } catch {
      throw Diagnostic(error.message, path: "tools mutants")
    }
  }
}
