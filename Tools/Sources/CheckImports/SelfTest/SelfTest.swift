import Foundation
import ToolSupport

/// `tools check-imports selftest`: copies the repository's committed files, injects each kind of
/// violation and bad input into the copy one at a time, runs this very executable on it
/// (`--format json`), and asserts the exact rule, `path:line:col` and exit code of what it adds to
/// the untouched copy's findings. The fixture tests prove the rules on mini-repositories; this proves
/// them on the real tree, with real SwiftPM manifest loading.
enum SelfTest {
  /// One finding a case must add, matched on everything but the message, which must contain `says`.
  struct Expected: CustomStringConvertible {
    var rule: String
    var path: String
    var line: Int
    var column: Int
    var says: String = ""
    var severity = "error"
    var description: String { "\(path):\(line):\(column): \(severity): …\(says)… [\(rule)]" }
  }

  enum Outcome {
    /// Exit code and exactly the findings added to the untouched copy's.
    case findings(exit: Int32, [Expected], alsoWith: [String] = [], exitThen: Int32? = nil)
    /// Exit 2 with one stderr line `check-imports: error: ` followed by this prefix and containing `says`.
    case badInput(startingWith: String, says: String = "")
  }

  struct Case {
    var name: String
    var summary: String
    var arguments: [String] = []
    var inject: (RepositoryCopy) throws -> Outcome
  }

  struct Finding: Hashable {
    var rule, severity, path, message: String
    var line, column: Int
    var text: String { "\(path):\(line):\(column): \(severity): \(message) [\(rule)]" }
  }

  struct Run {
    var exit: Int32
    var findings: [Finding]
    var stderr: String
  }

  /// What `tools check-imports selftest` is asked for.
  struct Options: Sendable {
    var repository = "."
    var work: String?
    var only: String?
    var cold = false
  }

  static let settings = CommandSettings<Options>([
    .value("--repo", "DIR", \.repository, help: "the repository whose HEAD is copied (default .)"),
    .value("--work", "DIR", \.work, help: "where the copies go (default REPO/.build/check-selftest)"),
    .value("--only", "NAME", \.only, help: "run only the case of this name"),
    .flag("--cold", \.cold, help: "start from an empty manifest cache"),
  ])

  static let usage =
    "usage: tools check-imports selftest [--repo DIR] [--work DIR] [--only NAME] [--cold]\n\n"
    + settings.parser.help

  static func command(_ arguments: [String], console: Console) -> Int32 {
    let options: Options
    switch settings.read(
      arguments, into: Options(), command: "check-imports", usage: usage, out: console.out, err: console.err)
    {
    case .proceed(let read, _): options = read
    case .stop(let status): return status
    }
    let (repository, work, cold, only) = (options.repository, options.work, options.cold, options.only)
    let root = AbsolutePath.resolve(repository)
    let workDirectory = AbsolutePath.resolve(work ?? "\(root)/.build/check-selftest")
    let cacheDirectory = "\(workDirectory)/manifest-cache"
    if cold { try? FileManager.default.removeItem(atPath: cacheDirectory) }
    let cachedBefore = cacheEntries(cacheDirectory)
    let start = DispatchTime.now().uptimeNanoseconds
    func elapsed(since start: UInt64) -> String {
      String(format: "%.2f s", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    let copy: RepositoryCopy
    let commit: String
    do {
      (copy, commit) = try RepositoryCopy.make(from: root, at: "\(workDirectory)/repo")
    } catch {
      console.err("check-imports selftest: error: \(error)\n")
      return ExitStatus.cannotRun.rawValue
    }
    let runner = Runner(
      executable: Bundle.main.executablePath ?? CommandLine.arguments[0], copy: copy.root,
      cache: cacheDirectory)
    let baseline = runner.run([])
    console.out(
      "check-imports selftest: copy of HEAD \(commit) at \(copy.root)\n"
        + "  untouched copy: exit \(baseline.exit), \(baseline.findings.count) finding(s) (\(elapsed(since: start)))\n"
    )
    guard baseline.exit == 0 else {
      console.out(baseline.findings.map { "    \($0.text)\n" }.joined() + "    \(baseline.stderr)")
      console.err("check-imports selftest: error: the untouched copy must check clean (exit 0) first\n")
      return ExitStatus.findings.rawValue
    }

    let cases = SelfTestCases.all.filter { only == nil || $0.name.contains(only!) }
    var passed = 0
    var failed = 0
    for (index, testCase) in cases.enumerated() {
      let caseStart = DispatchTime.now().uptimeNanoseconds
      var problems: [String] = []
      do {
        let outcome = try testCase.inject(copy)
        problems = check(outcome, runner: runner, arguments: testCase.arguments, baseline: baseline.findings)
      } catch {
        problems = ["setup: \(error)"]
      }
      do { try copy.restore() } catch { problems.append("restore: \(error)") }
      let label = String(format: "[%2d/%d]", index + 1, cases.count)
      let name = testCase.name.padding(toLength: 34, withPad: " ", startingAt: 0)
      let verdict = problems.isEmpty ? "ok  " : "FAIL"
      console.out("\(label) \(name) \(verdict) \(elapsed(since: caseStart))  \(testCase.summary)\n")
      console.out(problems.map { "         \($0)\n" }.joined())
      if problems.isEmpty { passed += 1 } else { failed += 1 }
    }

    // Every edit was undone: the copy checks exactly as it did untouched.
    let after = runner.run([])
    if after.exit != baseline.exit || Set(after.findings) != Set(baseline.findings) {
      failed += 1
      console.out(
        "restored copy differs from the untouched one: exit \(after.exit)\n"
          + after.findings.map { "         \($0.text)\n" }.joined())
    } else {
      passed += 1
      console.out("[done] restored copy checks as untouched        ok\n")
    }
    let loads = cacheEntries(cacheDirectory).subtracting(cachedBefore).count
    console.out(
      "check-imports selftest: \(passed) passed, \(failed) failed (\(elapsed(since: start)); "
        + "\(loads) manifest(s) newly cached\(cold ? ", cold cache" : ""))\n")
    return failed == 0 ? 0 : 1
  }

  /// Compares one run (and its optional second run with extra flags) with the case's expectation.
  static func check(_ outcome: Outcome, runner: Runner, arguments: [String], baseline: [Finding]) -> [String]
  {
    let run = runner.run(arguments)
    var problems: [String] = []
    switch outcome {
    case .findings(let exit, let expected, let extra, let exitThen):
      if run.exit != exit { problems.append("exit \(run.exit), expected \(exit): \(run.stderr.trimmed)") }
      let known = Set(baseline)
      var added = run.findings.filter { !known.contains($0) }
      var missing: [Expected] = []
      for wanted in expected {
        if let index = added.firstIndex(where: {
          $0.rule == wanted.rule && $0.path == wanted.path && $0.line == wanted.line
            && $0.column == wanted.column
            && $0.severity == wanted.severity && (wanted.says.isEmpty || $0.message.contains(wanted.says))
        }) {
          added.remove(at: index)
        } else {
          missing.append(wanted)
        }
      }
      problems += missing.map { "missing:    \($0)" } + added.map { "unexpected: \($0.text)" }
      if let exitThen {
        let second = runner.run(arguments + extra)
        if second.exit != exitThen {
          problems.append("with \(extra.joined(separator: " ")): exit \(second.exit), expected \(exitThen)")
        }
      }
    case .badInput(let prefix, let says):
      let lines = run.stderr.split(separator: "\n")
      let prefixed = "check-imports: error: " + prefix
      if run.exit != 2 { problems.append("exit \(run.exit), expected 2") }
      // (`contains("")` is false in Foundation, hence the isEmpty checks.)
      if lines.count != 1 || !run.stderr.hasPrefix(prefixed) || !(says.isEmpty || run.stderr.contains(says)) {
        problems.append("stderr: \(run.stderr.trimmed)")
        problems.append(
          "wanted one line starting '\(prefixed)'" + (says.isEmpty ? "" : " containing '\(says)'"))
      }
      if !run.findings.isEmpty { problems.append("findings printed on bad input") }
    }
    return problems
  }

  /// Runs the release checker on the copy, from the copy's root, with the shared manifest cache.
  struct Runner {
    var executable: String
    var copy: String
    var cache: String

    func run(_ arguments: [String]) -> Run {
      let command =
        ["check-imports", "--root", copy, "--format", "json", "--no-color", "--cache-dir", cache] + arguments
      let result: BoundedProcess.Result
      do {
        result = try BoundedProcess.run(
          executable, command, in: URL(fileURLWithPath: copy), timeout: ProcessTimeout.seconds(default: 600))
      } catch {
        return Run(exit: 127, findings: [], stderr: "\(error)")
      }
      let data = Data(result.stdout.utf8)
      let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
      let findings = (object?["findings"] as? [[String: Any]] ?? []).map { entry in
        Finding(
          rule: entry["rule"] as? String ?? "", severity: entry["severity"] as? String ?? "",
          path: entry["path"] as? String ?? "", message: entry["message"] as? String ?? "",
          line: entry["line"] as? Int ?? 0, column: entry["column"] as? Int ?? 0)
      }
      return Run(exit: result.status, findings: findings, stderr: result.stderr)
    }
  }

  static func cacheEntries(_ directory: String) -> Set<String> {
    Set((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
