import BlockingTestSupport
import Foundation
import Testing
import ToolSupport

/// `tools watchdog` over a real `swift test` of a tiny package whose second test never ends
/// (it waits on a stream nobody feeds, with no CPU: the shape of an effect sleeping on a test
/// clock nobody advances).
@Suite(.blocksItsThread) struct WatchdogEndToEndTests {
  @Test func aHangingTestIsNamedItsStacksShownAndTheRunStopped() throws {
    let fixture = try HangingPackage.make()
    let package = fixture.url
    let json = package.appendingPathComponent("outcome.json")
    // Built first, unwatched: the watchdog times tests, not builds. The toolchain's modules stay
    // out of the index (test discovery reads only the package's own): a third of the build's CPU.
    let build = try ToolsProcess.run(
      "/usr/bin/env",
      [
        "swift", "build", "--build-tests", "--package-path", package.path, "-Xswiftc",
        "-index-ignore-system-modules",
      ],
      timeout: 600)
    #expect(build.status == 0, "\(build.stdout + build.stderr)")

    let started = Date()
    let result = try ToolsProcess.run(
      ToolsProcess.tools.path,
      [
        "watchdog", "--test-limit", "3", "--json", json.path, "--", "swift", "test", "--package-path",
        package.path, "--skip-build",
      ], timeout: 120)
    let elapsed = Date().timeIntervalSince(started)

    #expect(result.status == 3, "\(result.stderr)")
    // "3 s", or "9 s (--test-limit 3 × TEST_TIMEOUT_SCALE 3)" when the run is scaled.
    #expect(
      result.stderr.contains("test 'HangTests.testWaitsForever' has run longer than "), "\(result.stderr)")
    #expect(result.stderr.contains("threads of"), "the test process's threads are listed")
    #expect(result.stdout.contains("Test Case 'HangTests.testAQuickOne' passed"), "\(result.stdout)")
    #expect(elapsed < 240, "stopped soon after the limit, not at the outer timeout")
    let outcome = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
    #expect(outcome?["stopped"] as? Bool == true)
    #expect(outcome?["overdueTest"] as? String == "HangTests.testWaitsForever")
    #expect(outcome?["exitCode"] as? Int == 3)
    let leftovers = ToolsProcess.processes(mentioning: package.path)
    #expect(leftovers == [], "nothing of the stopped run is left running")
  }

  @Test func aPassingRunKeepsItsStatusAndOutput() throws {
    let result = try ToolsProcess.run(
      ToolsProcess.tools.path,
      [
        "watchdog", "--test-limit", "5", "--", "sh", "-c",
        "echo \"Test Case 'A.testB' started at x\"; "
          + "echo \"Test Case 'A.testB' passed (0.0 seconds)\"; exit 7",
      ], timeout: 60)
    #expect(result.status == 7)
    #expect(result.stdout.contains("Test Case 'A.testB' passed"))
    #expect(result.stderr.contains("1 tests finished; slowest A.testB"), "\(result.stderr)")
  }

  @Test func badFlagsExitTwoNamingTheFlag() throws {
    let result = try ToolsProcess.run(
      ToolsProcess.tools.path, ["watchdog", "--test-limit", "x", "--", "true"], timeout: 60)
    #expect(result.status == 2)
    #expect(result.stderr.contains("--test-limit needs a positive number of seconds, not 'x'"))
  }
}

/// A package with one quick test and one that never ends.
enum HangingPackage {
  /// The package's folder goes, with SwiftPM's lock files for its builds, when the test lets go.
  static func make() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("watchdog-fixture")
    let root = folder.url
    let files = [
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Hang",
        targets: [.target(name: "Hang"), .testTarget(name: "HangTests", dependencies: ["Hang"])]
      )

      """,
      "Sources/Hang/Hang.swift": "public let answer = 42\n",
      "Tests/HangTests/HangTests.swift": """
      import Hang
      import XCTest

      final class HangTests: XCTestCase {
        func testAQuickOne() { XCTAssertEqual(answer, 42) }

        func testWaitsForever() async {
          for await _ in AsyncStream<Int> { _ in } {}
        }
      }

      """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
  }
}
