import Affected
import CheckImports
import Foundation
import ToolSupport

/// `tools shard verify --plan FILE LOG-DIR…`: after shards ran (`--run --log-dir`), proves that
/// together they ran every test the suite lists, each exactly once. The suite is what the
/// repository's test bundles list (`swift test --skip-build --list-tests`: the root package's,
/// which holds every package's tests it declares, and each unit outside it), so the shards must
/// have built them.
enum VerifyCommand {
  static let usage = """
    usage: tools shard verify --plan FILE [--root DIR] LOG-DIR…

    Reads every *.log in the LOG-DIRs (`tools shard --run --log-dir`) and the listings of the
    built test bundles, and checks that each listed test was reported run exactly once: none
    missing, none twice, none unlisted. Prints the counts; exit 0 when they agree, 1 when not,
    2 on bad input.
    """ + "\n\n" + settings.parser.help

  /// What `tools shard verify` is asked for.
  struct Options: Sendable {
    var planPath: String?
    var root = "."
  }

  static let settings = CommandSettings<Options>(
    [
      .value("--plan", "FILE", \.planPath, help: "the plan the shards ran (`tools affected --json-output`)"),
      .root(\.root),
    ],
    operands: [.init("LOG-DIR…", help: "the folders of the shards' logs (`tools shard --run --log-dir`)")])

  static func run(
    _ arguments: [String], console: Console, swift: String,
    lister: (([String], String) throws -> String?)? = nil
  ) -> Int32 {
    let options: Options
    let folders: [String]
    switch settings.read(
      arguments, into: Options(), command: "shard verify", usage: usage, out: console.out, err: console.err)
    {
    case .proceed(let read, let parsed): (options, folders) = (read, parsed.operands)
    case .stop(let status): return status
    }
    let (planPath, root) = (options.planPath, options.root)
    guard let planPath, !folders.isEmpty else {
      console.err("shard verify: usage error: needs --plan FILE and one or more log folders\n")
      return ExitStatus.cannotRun.rawValue
    }
    guard let data = FileManager.default.contents(atPath: planPath) else {
      console.err("shard verify: error: \(planPath): cannot read the plan\n")
      return ExitStatus.cannotRun.rawValue
    }
    let plan: TestPlan
    do {
      plan = try TestPlan.decode(data, origin: planPath)
    } catch {
      console.err("shard verify: error: \(error.message)\n")
      return ExitStatus.cannotRun.rawValue
    }
    func list(_ command: [String], _ directory: String) throws -> String? {
      if let lister { return try lister(command, directory) }
      return try listing(command, in: directory)
    }
    var expected = RunLedger()
    for command in listCommands(plan, swift: swift) {
      let listed: String?
      do {
        listed = try list(command, root)
      } catch {
        console.err("shard verify: error: \(error)\n")
        return ExitStatus.cannotRun.rawValue
      }
      guard let text = listed else {
        console.err("shard verify: error: \(command.joined(separator: " ")) failed: build the tests first\n")
        return ExitStatus.cannotRun.rawValue
      }
      expected = expected + RunLedger.listed(text)
    }
    var ran = RunLedger()
    var logs = 0
    for folder in folders {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
        $0.hasSuffix(".log")
      }
      for name in names.sorted() {
        guard let text = FileManager.default.contents(atPath: "\(folder)/\(name)") else { continue }
        ran = ran + RunLedger.ran(inLog: String(decoding: text, as: UTF8.self))
        logs += 1
      }
    }
    let (missing, twice, unlisted) = ran.compared(to: expected)
    console.out(
      "shard verify: \(expected.total) tests listed, \(ran.total) reported run in \(logs) logs of \(folders.count) shards\n"
    )
    for (label, keys) in [
      ("missing", missing), ("run more than once", twice), ("run but not listed", unlisted),
    ]
    where !keys.isEmpty {
      console.out(
        "  \(label) (\(keys.count)): \(keys.prefix(20).joined(separator: ", "))\(keys.count > 20 ? ", …" : "")\n"
      )
    }
    let agree = missing.isEmpty && twice.isEmpty && unlisted.isEmpty
    console.out(
      agree ? "shard verify: ok: the shards ran the whole suite, every test once\n" : "shard verify: FAILED\n"
    )
    return agree ? 0 : 1
  }

  /// The listings that make up the suite: those of the bundles the plan's steps test (the root's
  /// once, however many units run from its build), taken from the steps themselves so a listing
  /// names the bundle its shard ran.
  static func listCommands(_ plan: TestPlan, swift: String) -> [[String]] {
    var seen: Set<[String]> = []
    return CommandPlan(units: plan.units, hasRootPackage: plan.hasRootPackage, swift: swift).steps
      .map(\.listing).filter { seen.insert($0).inserted }
  }

  /// Runs a listing command in `directory`; nil when it fails. Bounded by `TOOLS_PROCESS_TIMEOUT`
  /// (300 s by default: the bundle is built, listing only loads it).
  static func listing(
    _ arguments: [String], in directory: String, timeout: TimeInterval = ProcessTimeout.seconds(default: 300)
  ) throws(BoundedProcess.TimedOut) -> String? {
    let result: BoundedProcess.Result
    do {
      result = try BoundedProcess.run(
        command: arguments, in: URL(fileURLWithPath: directory), timeout: timeout)
    } catch let timedOut as BoundedProcess.TimedOut {
      throw timedOut
    } catch {
      return nil
    }
    return result.status == 0 ? result.stdout : nil
  }
}
