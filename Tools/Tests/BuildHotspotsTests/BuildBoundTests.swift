import BlockingTestSupport
import Foundation
import Testing
import ToolSupport

/// `tools build-hotspots` whose `swift build` never ends: stopped at `TOOLS_BUILD_TIMEOUT`, exit 2,
/// the command and the wait named. `swift` on `PATH` is a stand-in that sleeps.
@Suite(.blocksItsThread) struct BuildBoundTests {
  @Test func aBuildPastItsBoundExitsTwoNamingTheCommandAndTheWait() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hotspots-bound-\(UUID().uuidString)")
    let bin = folder.appendingPathComponent("bin")
    let package = folder.appendingPathComponent("package")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
    try Data("#!/bin/sh\nexec sleep 30\n".utf8).write(to: bin.appendingPathComponent("swift"))
    chmod(bin.appendingPathComponent("swift").path, 0o755)
    var environment = ProcessInfo.processInfo.environment
    // The stand-in first; the real toolchain after it still gives the frontend to wrap.
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin")
    environment["TOOLS_BUILD_TIMEOUT"] = "0.5"
    let result = try BoundedProcess.run(
      BoundedProcess.toolsBesideTests.path, ["build-hotspots", "--package-path", package.path],
      environment: environment, timeout: 60)
    #expect(result.status == 2, "\(result.stderr)")
    let scratch = package.appendingPathComponent(".build-hotspots").path
    #expect(
      result.stderr.contains(
        "build-hotspots: error: 'swift build --package-path \(package.path) --build-system native --scratch-path \(scratch) "
      ))
    #expect(
      result.stderr.contains(
        "' did not finish within 0.5 s and was stopped (TOOLS_BUILD_TIMEOUT=SECONDS waits longer)\n"))
  }
}
