import BlockingTestSupport
import Foundation
import Testing

@testable import CheckImports

/// Regression: a manifest that fails to compile was reported with SwiftPM's first error line,
/// "Invalid manifest (compiled with: [swiftc, …])", an absolute path and no line number. The
/// reason is now the compiler's own diagnostic, repository-relative. Starts SwiftPM once (~1 s).
@Suite(.blocksItsThread) struct ManifestFailureTests {
  @Test func brokenManifestNamesItsLine() {
    let repo = FixtureRepository()
    defer { repo.remove() }
    repo.write("layer shim Packages/Shim\n", to: "boundaries.rules")
    repo.write(
      "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Shim\")\nlet broken: Int = \"x\"\n",
      to: "Packages/Shim/Package.swift")
    let result = repo.run(["--no-cache"], loader: SwiftPMManifestLoader())
    #expect(result.exitCode == 2)
    #expect(
      result.err.hasPrefix(
        "check-imports: error: Packages/Shim/Package.swift: manifest fails to load: Packages/Shim/Package.swift:4:19: error: "
      ),
      "\(result.err)")
    #expect(!result.err.contains(repo.root))
    #expect(result.err.split(separator: "\n").count == 1)
  }

  /// A SwiftPM that never answers (a lock held elsewhere, a manifest that loops) is stopped at
  /// the loader's limit and reported as the manifest not loading, naming it: never a hung check.
  @Test func aDumpThatNeverFinishesIsStoppedAtTheLimit() throws {
    let repo = FixtureRepository()
    defer { repo.remove() }
    repo.write("layer shim Packages/Shim\n", to: "boundaries.rules")
    repo.write("// swift-tools-version: 6.0\n", to: "Packages/Shim/Package.swift")
    let swift = "\(repo.root)/bin/swift"
    repo.write("#!/bin/sh\nexec sleep 60\n", to: "bin/swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift)
    let started = Date()
    let result = repo.run(["--no-cache"], loader: SwiftPMManifestLoader(swiftExecutable: swift, timeout: 1))
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(result.exitCode == 2)
    #expect(
      result.err
        == "check-imports: error: Packages/Shim/Package.swift: manifest fails to load: 'bin/swift package "
        + "dump-package' did not finish within 1 s and was stopped (TOOLS_PROCESS_TIMEOUT=SECONDS waits longer)\n",
      "paths repository-relative, as every error")
  }

  /// Which line of SwiftPM's standard error names the problem: the compiler's first error on the
  /// manifest (not a warning before it, not a later error), else SwiftPM's first error line, else
  /// the exit status.
  @Test func theReasonIsTheFirstErrorOnTheManifest() {
    let compiler = """
      /p/Package.swift:2:7: warning: variable 'unused' was never used
      /p/Package.swift:4:19: error: cannot convert value
      /p/Package.swift:5:1: error: expected declaration
      error: Invalid manifest (compiled with: [swiftc])
      """
    #expect(
      SwiftPMManifestLoader.reason(stderr: compiler, status: 1)
        == "/p/Package.swift:4:19: error: cannot convert value")
    let swiftPM = "warning: something else\nerror: first problem\nerror: second problem\n"
    #expect(SwiftPMManifestLoader.reason(stderr: swiftPM, status: 1) == "error: first problem")
    #expect(SwiftPMManifestLoader.reason(stderr: "warning: only this\n", status: 3) == "exit 3")
  }
}
