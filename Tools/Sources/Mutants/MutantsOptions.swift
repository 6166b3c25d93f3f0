import Foundation

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

    options:
      --package-path DIR     the repository (default .); mutants.rules is read from it
      --rules FILE           another rules file
      --module NAME          only this module of the rules file (repeatable)
      --operator OP          only this operator (repeatable)
      --sample N             evaluate N mutants per module, in a seeded order (default 30)
      --all                  evaluate every mutant
      --seed N               the order's seed (default 17)
      --timeout SECONDS      per-mutant limit on the tests (default 3 × the baseline run + 60 s)
      --scratch-path DIR     SwiftPM's build folders, one per package (default DIR/.build-mutants)
      -Xswiftc FLAG          pass FLAG to the compiler in every build (repeatable)
      --out DIR              where mutants.md and mutants.json go (default out/mutants)
      --list                 list the mutants (with their diffs) without building anything
      --min-kill-rate P      exit 1 when a module kills less than P % (default 95) or any mutant timed out
      --allow-dirty          mutate files with uncommitted changes

    exit codes: 0 every module at or above the rate, no timeout; 1 below it, or a timeout;
                2 bad flags or rules; 3 refused (uncommitted files) or interrupted; 4 a baseline failed.
    """

  static func parse(_ arguments: [String]) throws(RulesError) -> MutantsOptions {
    var options = MutantsOptions()
    var index = 0
    func value(_ flag: String) throws(RulesError) -> String {
      index += 1
      guard index < arguments.count else {
        throw RulesError(file: "tools mutants", message: "\(flag) needs a value")
      }
      return arguments[index]
    }
    func number(_ flag: String) throws(RulesError) -> Double {
      let text = try value(flag)
      guard let number = Double(text), number >= 0, number.isFinite else {
        throw RulesError(file: "tools mutants", message: "\(flag) needs a non-negative number, not '\(text)'")
      }
      return number
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-h", "--help": options.help = true
      case "--package-path": options.packagePath = try value(argument)
      case "--rules": options.rulesFile = try value(argument)
      case "--module": options.modules.append(try value(argument))
      case "--operator":
        let name = try value(argument)
        guard let mutation = MutationOperator(rawValue: name) else {
          throw RulesError(
            file: "tools mutants",
            message:
              "unknown operator '\(name)' (\(MutationOperator.allCases.map(\.rawValue).joined(separator: ", ")))"
          )
        }
        options.operators.append(mutation)
      case "--sample": options.sample = Int(try number(argument))
      case "--all": options.all = true
      case "--seed": options.seed = UInt64(try number(argument))
      case "--timeout": options.timeout = try number(argument)
      case "--scratch-path": options.scratchPath = try value(argument)
      case "-Xswiftc": options.swiftcFlags.append(try value(argument))
      case "--out": options.outDirectory = try value(argument)
      case "--json": options.json = true
      case "--list": options.list = true
      case "--min-kill-rate": options.minKillRate = try number(argument)
      case "--allow-dirty": options.allowDirty = true
      default: throw RulesError(file: "tools mutants", message: "unknown option '\(argument)'")
      }
      index += 1
    }
    return options
  }
}
