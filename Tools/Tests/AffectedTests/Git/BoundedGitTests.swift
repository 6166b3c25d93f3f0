import CheckImports
import Foundation
import Testing

@testable import Affected

/// A git or a benchmarked run that never answers is stopped at its bound, and the error names
/// the command and the wait (exit 2 through `AffectedFailure.badInput`).
@Suite struct BoundedGitTests {
  /// A stand-in that ignores its arguments and sleeps, in a folder of its own.
  static func sleeper() throws -> String {
    let folder = FileManager.default.temporaryDirectory.path + "/affected-sleeper-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/sleeper"
    try Data("#!/bin/sh\nexec sleep 30\n".utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o755)
    return path
  }

  @Test func aGitPastItsBoundIsStoppedAndNamed() throws {
    let sleeper = try Self.sleeper()
    defer { try? FileManager.default.removeItem(atPath: (sleeper as NSString).deletingLastPathComponent) }
    let start = Date()
    do {
      _ = try Git(directory: "/repo", executable: sleeper, timeout: 0.3).run(["diff", "--name-only"])
      Issue.record("the stand-in git returned within 0.3 s")
    } catch {
      #expect(
        error
          == .badInput(
            "'git -C /repo diff --name-only' did not finish within 0.3 s and was stopped (TOOLS_PROCESS_TIMEOUT=SECONDS waits longer)"
          )
      )
    }
    #expect(Date().timeIntervalSince(start) < 10)
  }

  /// A git that fails is reported with git's own message, naming the command.
  @Test func aFailingGitIsQuoted() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/affected-no-repo-\(UUID().uuidString)"
    do {
      _ = try Git(directory: folder).text(["rev-parse", "HEAD"])
      Issue.record("git rev-parse in a missing folder succeeded")
    } catch {
      guard case .badInput(let message) = error else {
        Issue.record("not bad input: \(error)")
        return
      }
      #expect(
        message.hasPrefix("git rev-parse HEAD failed: fatal: cannot change to '\(folder)'"), "\(message)")
    }
    #expect(try Git(directory: ".").text(["--version"]).hasPrefix("git version "))
  }

  @Test func aBenchmarkedRunPastItsBoundIsStoppedAndNamed() throws {
    let sleeper = try Self.sleeper()
    defer { try? FileManager.default.removeItem(atPath: (sleeper as NSString).deletingLastPathComponent) }
    do {
      _ = try Benchmark.time(sleeper, ["affected", "--root", "/repo"], timeout: 0.3)
      Issue.record("the stand-in returned within 0.3 s")
    } catch {
      #expect(error.command == "\(sleeper) affected --root /repo")
      #expect(error.seconds == 0.3)
    }
    let (status, seconds, _) = try Benchmark.time("/bin/sh", ["-c", "exit 3"], timeout: 30)
    #expect(status == 3)
    #expect(seconds < 30)
  }

  /// The benchmark's CPU column: what the run and the processes it waited for spent on a core,
  /// not the time it waited for one.
  @Test func aRunsCPUTimeCountsItsChildrenAndNotItsSleep() throws {
    let busy = "i=0; while [ $i -lt 50000 ]; do i=$((i+1)); done"
    let (_, _, working) = try Benchmark.time("/bin/sh", ["-c", "/bin/sh -c '\(busy)'"], timeout: 60)
    #expect(working > 0.01)
    // The children's usage is the whole test process's: a child of another test, reaped while
    // this one sleeps, adds to it. That only ever adds, so the least of a few runs is the sleep's.
    var sleeping = Double.infinity
    for _ in 0..<4 {
      let (_, slept, cpu) = try Benchmark.time("/bin/sh", ["-c", "sleep 0.5"], timeout: 60)
      #expect(slept >= 0.5)
      sleeping = min(sleeping, cpu)
    }
    #expect(sleeping < 0.25)
  }
}
