import BlockingTestSupport
import CheckImports
import Testing

/// One fixture per rule: break the clean standard fixture in exactly one way and assert the exact
/// diagnostics and exit code.
@Suite(.blocksItsThread) struct RuleFindingTests {
  @Test func cleanRepositoryExitsZero() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let result = repo.run()
    #expect(result.exitCode == 0)
    #expect(result.out == "")
    #expect(result.err == "check-imports: ok: 0 errors, 0 warnings (7 modules, 7 files)\n")
  }

  @Test func upwardImport() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write("import Foundation\n\n@testable import Home\n", to: "Packages/Core/Sources/Core/Up.swift")
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics == [
        "Packages/Core/Sources/Core/Up.swift:3:18: error: Core (core) depends on Home (features), a higher layer; "
          + "move the shared code down or invert the dependency [layer-upward]",
        "Packages/Core/Sources/Core/Up.swift:3:18: error: Core imports Home without declaring it in "
          + "Packages/Core/Package.swift (it is not in the target's dependency graph at all) [implicit-dependency]",
        "Packages/Core/Sources/Core/Up.swift:3:18: error: dependency cycle: Core → Home → Core [cycle]",
      ])
    #expect(result.err == "check-imports: FAILED: 3 errors, 0 warnings in 1 file (7 modules, 8 files)\n")
  }

  @Test func siblingImportOutsideAllowList() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write(
      "import Core\n#if DEBUG\nimport Payment\n#endif\n", to: "Packages/Features/Home/Sources/Home/Home.swift"
    )
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics == [
        "Packages/Features/Home/Sources/Home/Home.swift:3:8: error: Home (features) depends on its sibling Payment; "
          + "siblings are isolated unless 'allow Home -> Payment' is in boundaries.rules (under #if DEBUG) [sibling-import]",
        "Packages/Features/Home/Sources/Home/Home.swift:3:8: error: Home imports Payment without declaring it in "
          + "Packages/Features/Home/Package.swift (it is not in the target's dependency graph at all) (under #if DEBUG) "
          + "[implicit-dependency]",
      ])
  }

  @Test func layerSkipInStrictLayer() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write(FixtureRepository.rules + "strict features\n", to: "boundaries.rules")
    repo.write("import Core\nimport Shim\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics == [
        "Packages/Features/Home/Sources/Home/Home.swift:2:8: error: Home (features) depends on Shim (shim), "
          + "skipping a layer; layer 'features' is strict [layer-skip]",
        "Packages/Features/Home/Sources/Home/Home.swift:2:8: error: Home imports Shim without declaring it in "
          + "Packages/Features/Home/Package.swift (it compiles only transitively via Home → Core → Shim) "
          + "[implicit-dependency]",
      ])
  }

  @Test func reExportedModuleIsNotImplicit() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write("import Foundation\n@_exported import Shim\n", to: "Packages/Core/Sources/Core/Core.swift")
    repo.write("import Core\nimport Shim\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    let result = repo.run()
    #expect(result.exitCode == 0)
    #expect(result.diagnostics == [])
  }

  /// A dependency is used when a source imports anything it re-exports, however many
  /// `@_exported` hops away (`make mutants`: the closure stopped after one hop, untested).
  @Test func aDependencyUsedOnlyThroughTwoReExportsIsNotUnused() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write(
      "import Core\n@_exported import Payment\n",
      to: "Packages/Features/Checkout/Sources/Checkout/Checkout.swift")
    repo.write("@_exported import Core\n", to: "Packages/Features/Payment/Sources/Payment/Payment.swift")
    repo.write("import Core\nimport Home\n", to: "App/Sources/App/main.swift")
    let result = repo.run()
    #expect(result.diagnostics == [])
    #expect(result.exitCode == 0)
  }

  @Test func unusedDependencyIsAWarning() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write("import Foundation\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    let result = repo.run()
    #expect(result.exitCode == 0)
    #expect(
      result.diagnostics == [
        "Packages/Features/Home/Package.swift:13:58: warning: target Home declares Core but no source of it imports "
          + "Core; remove the dependency [unused-dependency]"
      ])
    #expect(repo.run(["--warnings-as-errors"]).exitCode == 1)
  }

  @Test func manifestDependencyBreakingLayeringEvenIfUnused() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.add(
      .init(
        directory: "Packages/Core", name: "Core",
        targets: [
          .init(
            name: "Core",
            dependencies: [.product("Shim", package: "Shim"), .product("Home", package: "Home")]),
          .init(name: "CoreTests", type: "test", dependencies: [.byName("Core")]),
        ],
        localDependencies: ["../Shim", "../Features/Home"]))
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics == [
        "Packages/Core/Package.swift:14:99: warning: target Core declares Home but no source of it imports Home; "
          + "remove the dependency [unused-dependency]",
        "Packages/Core/Package.swift:14:99: error: manifest: Core (core) depends on Home (features), a higher layer; "
          + "move the shared code down or invert the dependency [layer-upward] [manifest-layering]",
        "Packages/Core/Package.swift:14:99: error: dependency cycle: Core → Home → Core [cycle]",
      ])
  }

  @Test func unknownAndDisallowedSystemModules() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write("import Shim\nimport XCTest\nimport Alamofire\n", to: "Packages/Core/Sources/Core/Core.swift")
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics == [
        "Packages/Core/Sources/Core/Core.swift:3:8: error: Core imports Alamofire, which is neither a module of this "
          + "repository, nor declared by a manifest, nor a system module listed in boundaries.rules [unknown-module]",
        "Packages/Core/Sources/Core/Core.swift:2:8: error: Core imports system module XCTest, which boundaries.rules "
          + "does not allow for core; add 'system core XCTest' if intended [system-module-not-allowed]",
      ])
  }

  @Test func unlayeredModuleAndIslandCrossing() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write(FixtureRepository.rulesWithIsland, to: "boundaries.rules")
    repo.add(.init(directory: "Misc", name: "Misc", targets: [.init(name: "Misc")]))
    repo.write("import Foundation\n", to: "Misc/Sources/Misc/Misc.swift")
    repo.add(.init(directory: "Tools", name: "Tools", targets: [.init(name: "Lint")]))
    repo.write("import Foundation\nimport Core\n", to: "Tools/Sources/Lint/Lint.swift")
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics == [
        "Tools/Sources/Lint/Lint.swift:2:8: error: Lint (tools) depends on Core (core), crossing the border of "
          + "island 'tools' [island-crossing]",
        "Tools/Sources/Lint/Lint.swift:2:8: error: Lint imports Core without declaring it in Tools/Package.swift "
          + "(it is not in the target's dependency graph at all) [implicit-dependency]",
        "Misc/Package.swift:12:20: error: target Misc (Misc/Sources/Misc) is in no layer; add its path to a layer "
          + "or island in boundaries.rules [unlayered-module]",
      ])
  }

  @Test func cycleAcrossAllowedSiblings() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write(
      "import Core\nimport Checkout\n", to: "Packages/Features/Payment/Sources/Payment/Payment.swift")
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics.contains(
        "Packages/Features/Checkout/Sources/Checkout/Checkout.swift:2:8: error: dependency cycle: "
          + "Checkout → Payment → Checkout [cycle]"))
  }

  @Test func staleAllowRuleIsAWarning() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write(FixtureRepository.rules + "allow Home -> Library\n", to: "boundaries.rules")
    let result = repo.run()
    #expect(result.exitCode == 0)
    #expect(
      result.diagnostics == [
        "boundaries.rules:10:1: warning: 'allow Home -> Library' names Library, which is no module (yet) [stale-rule]"
      ])
  }

  /// `system`, `third-party` and `product` lines naming what does not exist were accepted without
  /// a word: each is a stale rule at its line, as an `allow` line is. Ones that name what exists
  /// stay quiet.
  @Test func staleSystemThirdPartyAndProductLinesAreWarnings() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write(
      FixtureRepository.rules
        + "system Nope Foo\nthird-party Nope, Core\nproduct Foo -> Bar\nsystem Home Foo\n",
      to: "boundaries.rules")
    let result = repo.run()
    #expect(result.exitCode == 0)
    #expect(
      result.diagnostics == [
        "boundaries.rules:10:1: warning: 'system Nope …' names Nope, which is no module (a layer is named in lower "
          + "case) [stale-rule]",
        "boundaries.rules:11:1: warning: 'third-party Nope' names Nope, which is no module [stale-rule]",
        "boundaries.rules:12:1: warning: 'product Foo -> Bar': no manifest or Xcode project depends on a product "
          + "Foo [stale-rule]",
      ], "\(result.out)")
    #expect(repo.run(["--warnings-as-errors"]).exitCode == 1)
  }

  @Test func testTargetsMayImportWhatTheyDeclare() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write(
      "@testable import Core\nimport XCTest\nimport Home\n",
      to: "Packages/Core/Tests/CoreTests/CoreTests.swift")
    let result = repo.run()
    #expect(
      result.diagnostics == [
        "Packages/Core/Tests/CoreTests/CoreTests.swift:3:8: error: CoreTests imports Home without declaring it in "
          + "Packages/Core/Package.swift (it is not in the target's dependency graph at all) [implicit-dependency]"
      ])
  }
}
