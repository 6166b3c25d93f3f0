import BlockingTestSupport
import CheckImports
import Foundation
import Testing

/// Section 7 of issue 13: on every fixture shape, `init` then check exits 0, `--fix` round-trips
/// (the edited manifests load in SwiftPM and the findings are gone), and `why` explains.
@Suite(.blocksItsThread) struct AdoptionTests {
  static var fixtures: [(String, () -> FixtureRepository)] {
    [
      ("standard", FixtureRepository.standard), ("iOS app", FixtureRepository.iOSApp),
      ("monorepo", { .monorepo() }), ("flat app", FixtureRepository.flatApp),
    ]
  }

  @Test(arguments: ["standard", "iOS app", "monorepo", "flat app"])
  func initThenCheckExitsZero(_ shape: String) throws {
    let repo = Self.fixtures.first { $0.0 == shape }!.1()
    defer { repo.remove() }
    try? FileManager.default.removeItem(atPath: "\(repo.root)/boundaries.rules")
    let initialized = repo.run(["init"])
    #expect(initialized.exitCode == 0, "\(initialized.err)")
    let check = repo.run()
    #expect(check.exitCode == 0, "\(check.out)")
    // The bar: not one Apple framework or declared remote product is typed into the rules.
    let rules = try String(contentsOfFile: "\(repo.root)/boundaries.rules", encoding: .utf8)
    for name in [
      "SwiftUI", "UIKit", "SwiftData", "WidgetKit", "NukeUI", "KeychainSwift", "FirebaseCrashlytics", "CHash",
      "RevenueCat",
    ] {
      #expect(!rules.contains(" \(name)"), "\(shape): \(name) typed into the rules")
    }
  }

  @Test func iOSAppRulesDeclareTheAppFoldersAndBaselineTheDebt() throws {
    let repo = FixtureRepository.iOSApp()
    defer { repo.remove() }
    #expect(repo.run(["init"]).exitCode == 0)
    let rules = try String(contentsOfFile: "\(repo.root)/boundaries.rules", encoding: .utf8)
    #expect(rules.contains("module App IceApp/App\nmodule Widget IceApp/Widget\n"))
    let baseline = try String(contentsOfFile: "\(repo.root)/boundaries.baseline", encoding: .utf8)
    #expect(baseline.hasSuffix("\nimplicit-dependency Timeline -> Models\n"))
  }

  @Test func productsLinkedByTheXcodeProjectAreKnown() throws {
    let repo = FixtureRepository.iOSApp()
    defer { repo.remove() }
    #expect(repo.run(["init"]).exitCode == 0)
    #expect(repo.run().exitCode == 0)
    try FileManager.default.removeItem(atPath: "\(repo.root)/IceApp/IceApp.xcodeproj")
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics == [
        "IceApp/App/Notifications.swift:3:8: error: App imports RevenueCat, which is neither a module of this "
          + "repository, nor declared by a manifest, nor a system module listed in boundaries.rules [unknown-module]"
      ])
  }

  @Test func monorepoImplicitImportIsBaselined() throws {
    let repo = FixtureRepository.monorepo()
    defer { repo.remove() }
    #expect(repo.run(["init"]).exitCode == 0)
    let baseline = try String(contentsOfFile: "\(repo.root)/boundaries.baseline", encoding: .utf8)
    #expect(baseline.hasSuffix("\nimplicit-dependency Module007 -> Module000\n"))
  }

  /// Fix round trips through real SwiftPM (only the edited manifests are loaded by it: the others
  /// come from the cache the fake loader filled, keyed by the same content).
  @Test(arguments: ["iOS app", "monorepo"])
  func fixRoundTrips(_ shape: String) throws {
    let repo = Self.fixtures.first { $0.0 == shape }!.1()
    defer { repo.remove() }
    #expect(repo.run(["init"]).exitCode == 0)
    repo.write("", to: "empty.baseline")
    let before = repo.run(["--baseline", "\(repo.root)/empty.baseline"])
    #expect(before.diagnostics.contains { $0.hasSuffix("[implicit-dependency]") })
    #expect(shape != "monorepo" || before.diagnostics.contains { $0.hasSuffix("[unused-dependency]") })
    let fixed = repo.run(["--fix", "--allow-dirty"])
    #expect(fixed.exitCode == 0, "\(fixed.out)")
    let after = repo.run(["--baseline", "\(repo.root)/empty.baseline"], loader: SwiftPMManifestLoader())
    #expect(after.exitCode == 0, "\(after.out)\(after.err)")
    #expect(after.diagnostics == [])
    // The baselined finding is fixed, so its baseline line is now stale: the ratchet tightens.
    let ratchet = repo.run(loader: SwiftPMManifestLoader())
    #expect(ratchet.diagnostics.count == 1)
    #expect(ratchet.diagnostics.allSatisfy { $0.hasSuffix("[stale-baseline]") })
  }

  @Test func whyOnTheAppFixture() {
    let repo = FixtureRepository.iOSApp()
    defer { repo.remove() }
    #expect(repo.run(["init"]).exitCode == 0)
    let result = repo.run(["why", "App", "Models"])
    #expect(result.exitCode == 0)
    #expect(result.out.hasPrefix("App → Env → Models (2 edges)\n"))
  }
}
