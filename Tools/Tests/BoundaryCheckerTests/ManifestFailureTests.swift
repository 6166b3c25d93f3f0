import BoundaryChecker
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
}
