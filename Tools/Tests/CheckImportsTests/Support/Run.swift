import CheckImports
import Foundation

/// What one invocation printed and returned.
struct RunResult {
  var exitCode: Int32
  var out: String
  var err: String
  /// Diagnostic lines only (`path:line:col: …`), the part tests assert exactly.
  var diagnostics: [String] {
    out.split(separator: "\n").map(String.init).filter {
      $0.contains(": error: ") || $0.contains(": warning: ")
    }
  }
}

private final class Capture: @unchecked Sendable {
  private let lock = NSLock()
  private var out = ""
  private var err = ""
  func append(out text: String) { lock.lock(); out += text; lock.unlock() }
  func append(err text: String) { lock.lock(); err += text; lock.unlock() }
  var result: (String, String) { lock.lock(); defer { lock.unlock() }; return (out, err) }
}

extension FixtureRepository {
  /// Runs `check-imports` on the fixture with the fake loader (or `loader`), cache in the fixture.
  func run(_ arguments: [String] = [], loader: (any ManifestLoading)? = nil) -> RunResult {
    let capture = Capture()
    let console = Console(
      out: { capture.append(out: $0) }, err: { capture.append(err: $0) }, isTerminal: false)
    // A subcommand comes first, the fixture's root right after it.
    let subcommand = ["why", "init"].contains(arguments.first) ? Array(arguments.prefix(1)) : []
    let code = CheckImportsCommand.run(
      arguments: subcommand + ["--root", root] + arguments.dropFirst(subcommand.count), console: console,
      loader: loader ?? self.loader)
    let (out, err) = capture.result
    return RunResult(exitCode: code, out: out, err: err)
  }
}
