import BlockingTestSupport
import CheckImports
import Foundation
import Testing

/// The `platform-conditional-import` rule on a fixture: Home declares a remote product for iOS
/// only and a target of its own package for iOS and Mac Catalyst, and imports them in every way.
@Suite(.blocksItsThread) struct PlatformConditionalImportTests {
  static let manifest = "Packages/Features/Home/Package.swift"
  static let source = "Packages/Features/Home/Sources/Home/Home.swift"

  static func repository() -> FixtureRepository {
    var repo = FixtureRepository.standard()
    repo.add(
      .init(
        directory: "Packages/Features/Home", name: "Home",
        targets: [
          .init(
            name: "Home",
            dependencies: [
              .product("Core", package: "Core"),
              .conditional("KeychainSwift", package: "keychain-swift", platforms: ["ios"]),
              .conditionalTarget("HomeUIKit", platforms: ["ios", "maccatalyst"]),
            ]),
          .init(name: "HomeUIKit"),
        ],
        localDependencies: ["../../Core"],
        remoteDependencies: ["https://example.com/x/keychain-swift.git"]))
    repo.write("public struct HomeUIKit {}\n", to: "Packages/Features/Home/Sources/HomeUIKit/HomeUIKit.swift")
    repo.write(
      """
      import Core
      #if canImport(KeychainSwift)
        import KeychainSwift
      #endif
      #if os(iOS)
        import HomeUIKit
      #elseif DEBUG
        import KeychainSwift
      #endif
      #if os(iOS) && !targetEnvironment(macCatalyst)
        import KeychainSwift
      #else
        import KeychainSwift
      #endif
      import HomeUIKit

      """, to: source)
    return repo
  }

  static func message(
    _ module: String, _ platforms: String, _ guardText: String, _ leaks: String, _ fix: String
  )
    -> String
  {
    "Home imports \(module), which \(manifest) declares only for platforms: [\(platforms)], but this import "
      + "(\(guardText)) also compiles for \(leaks); guard it with `#if canImport(\(module))` or `#if \(fix)`"
  }

  static let notIOS =
    "macCatalyst, macOS, tvOS, watchOS, visionOS, DriverKit, Linux, Windows, Android, WASI, "
    + "OpenBSD, FreeBSD"
  static let notIOSOrCatalyst =
    "macOS, tvOS, watchOS, visionOS, DriverKit, Linux, Windows, Android, WASI, "
    + "OpenBSD, FreeBSD"

  @Test func unguardedImportsAreReportedAtTheImport() {
    let repo = Self.repository()
    defer { repo.remove() }
    let result = repo.run()
    #expect(result.exitCode == 1)
    let iOSOnly = "os(iOS) && !targetEnvironment(macCatalyst)"
    #expect(
      result.diagnostics == [
        "\(Self.source):8:10: error: "
          + Self.message(
            "KeychainSwift", ".iOS", "under #if !os(iOS) && DEBUG", Self.notIOSOrCatalyst, iOSOnly)
          + " [platform-conditional-import]",
        "\(Self.source):13:10: error: "
          + Self.message(
            "KeychainSwift", ".iOS", "under #if !(os(iOS) && !targetEnvironment(macCatalyst))", Self.notIOS,
            iOSOnly) + " [platform-conditional-import]",
        "\(Self.source):15:8: error: "
          + Self.message(
            "HomeUIKit", ".iOS, .macCatalyst", "not under any #if", Self.notIOSOrCatalyst, "os(iOS)")
          + " [platform-conditional-import]",
      ])
  }

  @Test func jsonAndGithubCarryTheRule() throws {
    let repo = Self.repository()
    defer { repo.remove() }
    let json = repo.run(["--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(
      findings.map { $0["rule"] as? String } == Array(repeating: "platform-conditional-import", count: 3))
    #expect(findings.map { $0["severity"] as? String } == ["error", "error", "error"])
    #expect(findings.map { $0["line"] as? Int } == [8, 13, 15])
    #expect(findings.map { $0["imported"] as? String } == ["KeychainSwift", "KeychainSwift", "HomeUIKit"])
    let github = repo.run(["--format", "github"]).out.split(separator: "\n").map(String.init)
    #expect(
      github.first?.hasPrefix("::error file=\(Self.source),line=8,col=10,title=platform-conditional-import::")
        == true)
  }

  @Test func baselineAcceptsThemAndInitAdoptsWithExitZero() throws {
    let repo = Self.repository()
    defer { repo.remove() }
    let baseline = "\(repo.root)/legacy.baseline"
    #expect(repo.run(["--write-baseline", baseline]).exitCode == 0)
    let text = try String(contentsOfFile: baseline, encoding: .utf8)
    #expect(text.contains("platform-conditional-import Home -> HomeUIKit\n"))
    #expect(text.contains("platform-conditional-import Home -> KeychainSwift\n"))
    #expect(repo.run(["--baseline", baseline]).exitCode == 0)

    // init on the same tree: the occurrences go to boundaries.baseline, the next check exits 0.
    try FileManager.default.removeItem(atPath: "\(repo.root)/boundaries.rules")
    #expect(repo.run(["init"]).exitCode == 0)
    let adopted = try String(contentsOfFile: "\(repo.root)/boundaries.baseline", encoding: .utf8)
    #expect(adopted.contains("platform-conditional-import Home -> KeychainSwift\n"))
    #expect(repo.run().exitCode == 0)

    // Guarding every import makes the baseline entries stale: the ratchet.
    repo.write(
      "import Core\n#if canImport(KeychainSwift)\nimport KeychainSwift\n#endif\n"
        + "#if os(iOS)\nimport HomeUIKit\n#endif\n", to: Self.source)
    let stale = repo.run()
    #expect(stale.exitCode == 1)
    #expect(stale.diagnostics.count == 2)
    #expect(stale.diagnostics.allSatisfy { $0.contains("[stale-baseline]") })
  }
}
