import BlockingTestSupport
import CheckImports
import Foundation
import Testing

/// Section 4 of issue 13: `init` writes rules and a baseline so the next check exits 0.
@Suite(.blocksItsThread) struct InitTests {
  @Test func initOnTheStandardFixtureInfersItsLayersAndAllowLine() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    try FileManager.default.removeItem(atPath: "\(repo.root)/boundaries.rules")
    let result = repo.run(["init"])
    #expect(result.exitCode == 0)
    let rules = try String(contentsOfFile: "\(repo.root)/boundaries.rules", encoding: .utf8)
    let directives = rules.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(
      directives == [
        "layer app      App/Sources/App", "layer features Packages/Features", "layer core     Packages/Core",
        "layer shim     Packages/Shim", "allow Checkout -> Payment", "system * @apple-sdk",
      ])
    #expect(!FileManager.default.fileExists(atPath: "\(repo.root)/boundaries.baseline"))
    #expect(repo.run().exitCode == 0)
  }

  @Test func existingViolationsGoToTheBaselineAndOnlyNewOnesFail() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    try FileManager.default.removeItem(atPath: "\(repo.root)/boundaries.rules")
    // Legacy debt: an undeclared import, an unknown module, and a folder of app sources.
    repo.write(
      "import Core\nimport Shim\nimport LegacyKit\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    repo.write("import SwiftUI\nimport SwiftData\nimport UIKit\nimport Home\n", to: "iOSApp/App/App.swift")
    repo.write("import WidgetKit\nimport Core\n", to: "iOSApp/Widget/Widget.swift")
    #expect(repo.run(["init"]).exitCode == 0)
    let rules = try String(contentsOfFile: "\(repo.root)/boundaries.rules", encoding: .utf8)
    #expect(rules.contains("module App2 iOSApp/App\nmodule Widget iOSApp/Widget\n"))
    #expect(rules.contains("system * LegacyKit\n"))
    #expect(rules.contains("baseline boundaries.baseline\n"))
    let baseline = try String(contentsOfFile: "\(repo.root)/boundaries.baseline", encoding: .utf8)
    #expect(baseline.hasSuffix("\nimplicit-dependency Home -> Shim\n"))
    let clean = repo.run()
    #expect(clean.exitCode == 0)
    #expect(clean.err.contains("1 baselined"))
    // The ratchet: a new violation fails, the accepted one does not.
    repo.write("import Core\nimport Payment\n", to: "Packages/Features/Home/Sources/Home/More.swift")
    let next = repo.run()
    #expect(next.exitCode == 1)
    #expect(next.diagnostics.allSatisfy { $0.contains("More.swift") })
  }

  /// One stray upward import closes a cycle between layers: the lightest edge of the cycle is the
  /// violation, and the layers stay as they are instead of folding into one.
  @Test func aStrayUpwardImportIsBaselinedNotFoldedIntoTheLayers() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    try FileManager.default.removeItem(atPath: "\(repo.root)/boundaries.rules")
    repo.write("import Foundation\nimport Home\n", to: "Packages/Core/Sources/Core/Up.swift")
    #expect(repo.run(["init"]).exitCode == 0)
    let rules = try String(contentsOfFile: "\(repo.root)/boundaries.rules", encoding: .utf8)
    #expect(
      rules.split(separator: "\n").filter { $0.hasPrefix("layer") } == [
        "layer app      App/Sources/App", "layer features Packages/Features", "layer core     Packages/Core",
        "layer shim     Packages/Shim",
      ])
    let baseline = try String(contentsOfFile: "\(repo.root)/boundaries.baseline", encoding: .utf8)
    #expect(
      baseline.split(separator: "\n").filter { !$0.hasPrefix("#") } == [
        "cycle Core -> Core → Home → Core", "implicit-dependency Core -> Home", "layer-upward Core -> Home",
      ])
    #expect(repo.run().exitCode == 0)
  }

  @Test func initOnARepositoryWithoutSwiftSaysSo() {
    let repo = FixtureRepository()
    defer { repo.remove() }
    repo.write("# nothing here\n", to: "README.md")
    let result = repo.run(["init"])
    #expect(result.exitCode == 2)
    #expect(
      result.err.hasSuffix(
        "check-imports: error: \(repo.root): no SwiftPM target and no folder of Swift sources to infer layers from\n"
      ))
    #expect(!FileManager.default.fileExists(atPath: "\(repo.root)/boundaries.rules"))
  }

  @Test func initRefusesToOverwriteWithoutForce() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let refused = repo.run(["init"])
    #expect(refused.exitCode == 2)
    #expect(
      refused.err
        == "check-imports: error: boundaries.rules: already exists; init refuses to overwrite it without "
        + "--force\n")
    #expect(
      try String(contentsOfFile: "\(repo.root)/boundaries.rules", encoding: .utf8) == FixtureRepository.rules)
    #expect(repo.run(["init", "--force"]).exitCode == 0)
    #expect(repo.run().exitCode == 0)
  }
}
