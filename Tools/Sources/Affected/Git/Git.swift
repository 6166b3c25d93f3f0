import Foundation
import ToolSupport

/// Runs git in the repository through `BoundedProcess`, bounded: a git that does not answer
/// within the bound (`TOOLS_PROCESS_TIMEOUT`, 60 s by default) is stopped with everything it
/// started and reported as `tools affected`'s bad-input failure (exit 2), naming the command and
/// the wait, instead of hanging CI.
struct Git: Sendable {
  /// The repository folder (`git -C`).
  var directory: String
  /// A test's stand-in for git, run with `git -C …` as its arguments; `nil` runs the `git` on `PATH`.
  var executable: String?
  var timeout: TimeInterval = ProcessTimeout.seconds(default: 60)

  struct Output: Sendable {
    var status: Int32
    var stdout: Data
    var stderr: String
    var text: String { String(decoding: stdout, as: UTF8.self) }
  }

  /// Never paged, never prompting, never translated: the output is parsed.
  static let environment: [String: String] = {
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_PAGER"] = "cat"
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["LC_ALL"] = "C"
    return environment
  }()

  /// Runs `git -C directory ARGUMENTS`, feeding `input` to its standard input.
  func run(_ arguments: [String], input: Data? = nil) throws(AffectedFailure) -> Output {
    let command = ["git", "-C", directory] + arguments
    let result: BoundedProcess.Result
    do {
      if let executable {
        result = try BoundedProcess.run(
          executable, command, environment: Self.environment, input: input, timeout: timeout)
      } else {
        result = try BoundedProcess.run(
          command: command, environment: Self.environment, input: input, timeout: timeout)
      }
    } catch let timedOut as BoundedProcess.TimedOut {
      // Named as git, whatever stands in for it.
      let named = BoundedProcess.TimedOut(
        command: command.joined(separator: " "), seconds: timedOut.seconds, remedy: timedOut.remedy)
      throw .badInput(named.description)
    } catch {
      throw .badInput("cannot run git: \(error.localizedDescription)")
    }
    return Output(
      status: result.status, stdout: result.output,
      stderr: result.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Runs git and returns its output, or fails with git's own message when it exits non-zero.
  func text(_ arguments: [String]) throws(AffectedFailure) -> String {
    let output = try run(arguments)
    guard output.status == 0 else {
      throw .badInput("git \(arguments.joined(separator: " ")) failed: \(output.stderr)")
    }
    return output.text
  }
}
