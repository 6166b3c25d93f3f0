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

  static let parser = OptionParser([
    .value("--package-path", "DIR", help: "the repository (default .); mutants.rules is read from it"),
    .value("--rules", "FILE", help: "another rules file"),
    .repeated("--module", "NAME", help: "only this module of the rules file (repeatable)"),
    .repeated("--operator", "OP", help: "only this operator (repeatable)"),
    .value("--sample", "N", help: "evaluate N mutants per module, in a seeded order (default 30)"),
    CommandOption("--all", help: "evaluate every mutant"),
    .value("--seed", "N", help: "the order's seed (default 17)"),
    .value(
      "--timeout", "SECONDS", help: "per-mutant limit on the tests (default 3 × the baseline run + 60 s)"),
    .value(
      "--scratch-path", "DIR", help: "SwiftPM's build folders, one per package (default DIR/.build-mutants)"),
    .repeated("-Xswiftc", "FLAG", help: "pass FLAG to the compiler in every build (repeatable)"),
    .value("--out", "DIR", help: "where mutants.md and mutants.json go (default out/mutants)"),
    CommandOption("--json", help: "print the report as JSON instead of Markdown"),
    CommandOption("--list", help: "list the mutants (with their diffs) without building anything"),
    .value(
      "--min-kill-rate", "P",
      help: "exit 1 when a module kills less than P % (default 95) or any mutant timed out"),
    CommandOption("--allow-dirty", help: "mutate files with uncommitted changes"),
    .help,
  ])

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
    """ + "\n\n" + parser.help + """

      exit codes: 0 every module at or above the rate, no timeout; 1 below it, or a timeout;
                  2 bad flags or rules; 3 refused (uncommitted files) or interrupted; 4 a baseline failed.
      """

  static func parse(_ arguments: [String]) throws(RulesError) -> MutantsOptions {
    var options = MutantsOptions()
    func fail(_ message: String) -> RulesError { RulesError(file: "tools mutants", message: message) }
    let parsed: ParsedOptions
    do { parsed = try parser.parse(arguments) } catch { throw fail(error.message) }
    func number(_ flag: String) throws(RulesError) -> Double? {
      guard let text = parsed.value(flag) else { return nil }
      guard let number = Double(text), number >= 0, number.isFinite else {
        throw fail("\(flag) needs a non-negative number, not '\(text)'")
      }
      return number
    }
    options.help = parsed.flag("--help")
    options.packagePath = parsed.value("--package-path") ?? "."
    options.rulesFile = parsed.value("--rules")
    options.modules = parsed.values("--module")
    for name in parsed.values("--operator") {
      guard let mutation = MutationOperator(rawValue: name) else {
        throw fail(
          "unknown operator '\(name)' (\(MutationOperator.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      options.operators.append(mutation)
    }
    if let sample = try number("--sample") { options.sample = Int(sample) }
    options.all = parsed.flag("--all")
    if let seed = try number("--seed") { options.seed = UInt64(seed) }
    options.timeout = try number("--timeout")
    options.scratchPath = parsed.value("--scratch-path")
    options.swiftcFlags = parsed.values("-Xswiftc")
    options.outDirectory = parsed.value("--out") ?? "out/mutants"
    options.json = parsed.flag("--json")
    options.list = parsed.flag("--list")
    if let rate = try number("--min-kill-rate") { options.minKillRate = rate }
    options.allowDirty = parsed.flag("--allow-dirty")
    return options
  }
}
