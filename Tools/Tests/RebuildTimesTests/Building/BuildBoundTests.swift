import BlockingTestSupport
import Foundation
import Testing
import ToolSupport

@testable import RebuildTimes

/// A build that never ends is stopped at `TOOLS_BUILD_TIMEOUT`'s bound, and the error names the
/// command and the wait (rebuild-times exits 2 with it).
@Suite(.blocksItsThread) struct BuildBoundTests {
  @Test func aBuildPastItsBoundIsStoppedAndNamed() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/rebuild-bound-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A stand-in for swift whose build never ends, and a child of it that would outlive it.
    let swift = folder + "/swift"
    try Data("#!/bin/sh\nsleep 30 &\nexec sleep 30\n".utf8).write(to: URL(fileURLWithPath: swift))
    chmod(swift, 0o755)
    let runner = BuildRunner(packagePath: folder, settings: BuildSettings(), timeout: 0.3, swift: swift)
    let start = Date()
    do {
      _ = try runner.build()
      Issue.record("the stand-in build returned within 0.3 s")
    } catch let timedOut as BoundedProcess.TimedOut {
      #expect(timedOut.command == "\(swift) build --package-path \(folder) --build-system native")
      #expect(
        timedOut.description.hasSuffix(
          "did not finish within 0.3 s and was stopped (TOOLS_BUILD_TIMEOUT=SECONDS waits longer)"))
    }
    #expect(Date().timeIntervalSince(start) < 10)
  }
}
