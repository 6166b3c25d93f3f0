import BlockingTestSupport
import CheckImports
import Foundation
import Testing

/// Section 5 of issue 13: `--fix` edits manifests minimally, `--dry-run` shows the diff, dirty
/// manifests are refused, and the result loads in SwiftPM with the findings gone.
@Suite(.blocksItsThread) struct FixTests {
  /// Home imports Shim without declaring it; Core declares Shim but no longer imports it.
  static func broken() -> FixtureRepository {
    let repo = FixtureRepository.standard()
    repo.write("import Core\nimport Shim\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    repo.write("import Foundation\n", to: "Packages/Core/Sources/Core/Core.swift")
    return repo
  }

  @Test func dryRunPrintsAUnifiedDiffAndWritesNothing() throws {
    let repo = Self.broken()
    defer { repo.remove() }
    let before = try String(contentsOfFile: "\(repo.root)/Packages/Core/Package.swift", encoding: .utf8)
    let result = repo.run(["--fix", "--dry-run"])
    #expect(result.exitCode == 0)
    #expect(
      result.out == """
        --- a/Packages/Core/Package.swift
        +++ b/Packages/Core/Package.swift
        @@ -10,7 +10,7 @@
             .package(path: "../Shim"),
           ],
           targets: [
        -    .target(name: "Core", dependencies: [.product(name: "Shim", package: "Shim")]),
        +    .target(name: "Core", dependencies: []),
             .testTarget(name: "CoreTests", dependencies: ["Core"]),
           ]
         )
        --- a/Packages/Features/Home/Package.swift
        +++ b/Packages/Features/Home/Package.swift
        @@ -8,8 +8,9 @@
           ],
           dependencies: [
             .package(path: "../../Core"),
        +    .package(path: "../../Shim"),
           ],
           targets: [
        -    .target(name: "Home", dependencies: [.product(name: "Core", package: "Core")]),
        +    .target(name: "Home", dependencies: [.product(name: "Core", package: "Core"), .product(name: "Shim", package: "Shim")]),
           ]
         )

        """)
    #expect(try String(contentsOfFile: "\(repo.root)/Packages/Core/Package.swift", encoding: .utf8) == before)
  }

  @Test func refusesManifestsWithUncommittedChangesUnlessAllowed() throws {
    let repo = Self.broken()
    defer { repo.remove() }
    let refused = repo.run(["--fix"])
    #expect(refused.exitCode == 2)
    #expect(
      refused.err
        == "check-imports: error: Packages/Core/Package.swift, Packages/Features/Home/Package.swift: "
        + "uncommitted changes (or not in git); --fix edits only committed manifests unless --allow-dirty\n")
    #expect(try git(["init", "-q"], in: repo.root) && git(["add", "-A"], in: repo.root))
    #expect(
      try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "fixture"], in: repo.root))
    try "// edited\n".write(
      toFile: "\(repo.root)/Packages/Core/Package.swift", atomically: true, encoding: .utf8)
    #expect(try git(["checkout", "-q", "--", "Packages/Core/Package.swift"], in: repo.root))
    #expect(repo.run(["--fix"]).exitCode == 0)
  }

  /// The only fix test that starts SwiftPM: the edited manifests load, and the findings are gone.
  /// SwiftPM loads only the two manifests the fix edits: the four others come from the cache the
  /// first run fills with the fake loader's JSON, keyed by the same bytes (six `dump-package`
  /// runs fewer, each one to a few seconds on a loaded machine).
  @Test func fixRoundTripsThroughSwiftPM() throws {
    let repo = Self.broken()
    defer { repo.remove() }
    let loader = SwiftPMManifestLoader()
    let before = repo.run([])
    #expect(before.diagnostics.count == 2)
    let fixed = repo.run(["--fix", "--allow-dirty"], loader: loader)
    #expect(fixed.exitCode == 0)
    #expect(
      fixed.out == """
        fixed: Packages/Core/Package.swift: removed Shim from target Core
        fixed: Packages/Features/Home/Package.swift: added package dependency .package(path: "../../Shim")
        fixed: Packages/Features/Home/Package.swift: added .product(name: "Shim", package: "Shim") to target Home

        """)
    let after = repo.run([], loader: loader)
    #expect(after.diagnostics == [])
    #expect(after.exitCode == 0)
  }

  func git(_ arguments: [String], in directory: String) throws -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", directory] + arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}

/// `--fix` for an undeclared import of a remote module: the product, and the package dependency
/// copied from the manifest that already uses it.
@Suite(.blocksItsThread) struct RemoteFixTests {
  @Test func addsTheRemoteProductAndCopiesItsPackageDeclaration() throws {
    let repo = ExternalModuleTests.withRemotes()
    defer { repo.remove() }
    repo.write("import Core\nimport NukeUI\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    let fixed = repo.run(["--fix", "--allow-dirty"])
    #expect(fixed.exitCode == 0)
    #expect(
      fixed.out == """
        fixed: Packages/Features/Home/Package.swift: added package dependency .package(url: "https://example.com/kean/Nuke", from: "1.0.0")
        fixed: Packages/Features/Home/Package.swift: added .product(name: "NukeUI", package: "Nuke") to target Home

        """)
    // SwiftPM reads the edited manifest (no network: dump-package resolves nothing).
    let dump = try SwiftPMManifestLoader().dumpPackage(at: "\(repo.root)/Packages/Features/Home")
    let manifest = try PackageManifest.decode(dump, origin: "Home")
    #expect(manifest.remotePackages.map(\.identity) == ["nuke"])
    #expect(manifest.targets.first?.dependencies.contains(.product("NukeUI", package: "Nuke")) == true)
  }
}
