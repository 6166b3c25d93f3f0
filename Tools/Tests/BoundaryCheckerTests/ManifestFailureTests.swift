import BoundaryChecker
import Foundation
import Testing

/// Regression: a manifest that fails to compile was reported with SwiftPM's first error line,
/// "Invalid manifest (compiled with: [swiftc, …])", an absolute path and no line number. The
/// reason is now the compiler's own diagnostic, repository-relative. Starts SwiftPM once (~1 s).
@Suite struct ManifestFailureTests {
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
}
