import BlockingTestSupport
import Foundation
import Testing

@testable import CheckImports

/// Corners of how the loader attributes files and names dependencies: each test pins one
/// behaviour that a planted bug in `WorkspaceLoader` or `Workspace` broke unnoticed (docs/testing.md, mutation testing).
@Suite(.blocksItsThread) struct AttributionEdgeTests {
  @Test func productNamedWithoutAPackageIsTheLocalProductsModules() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    // Core vends a second product, CoreKit, whose module is Core; Home names it without a package.
    repo.add(
      .init(
        directory: "Packages/Core", name: "Core",
        targets: [
          .init(name: "Core", dependencies: [.product("Shim", package: "Shim")]),
          .init(name: "CoreTests", type: "test", dependencies: [.byName("Core")]),
        ],
        localDependencies: ["../Shim"], extraProducts: [("CoreKit", ["Core"])]))
    repo.add(
      .init(
        directory: "Packages/Features/Home", name: "Home",
        targets: [.init(name: "Home", dependencies: [.productWithoutPackage("CoreKit")])],
        localDependencies: ["../../Core"]))
    let result = repo.run()
    #expect(result.diagnostics == [])
    #expect(result.exitCode == 0)
  }

  @Test func rootFolderModuleOwnsTheFilesNoPackageOwns() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write(FixtureRepository.rules + "module Scripts .\n", to: "boundaries.rules")
    repo.write("import Foundation\nimport Nowhere\n", to: "Scripts/Tool.swift")
    let result = repo.run()
    #expect(
      result.diagnostics.contains(
        "Scripts/Tool.swift:2:8: error: Scripts imports Nowhere, which is neither a module of this repository, "
          + "nor declared by a manifest, nor a system module listed in boundaries.rules [unknown-module]"))
  }

  @Test func findingOfAFolderModuleNamesItsOwnRuleLine() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    // Neither folder is in a layer: each finding points at the module's own `module` line (10, 11).
    repo.write(
      FixtureRepository.rules + "module ToolA Scripts/A\nmodule ToolB Scripts/B\n", to: "boundaries.rules")
    repo.write("import Foundation\n", to: "Scripts/A/A.swift")
    repo.write("import Foundation\n", to: "Scripts/B/B.swift")
    let result = repo.run()
    #expect(
      result.diagnostics.filter { $0.hasSuffix("[unlayered-module]") } == [
        "boundaries.rules:10:1: error: target ToolA (Scripts/A) is in no layer; add its path to a layer or "
          + "island in boundaries.rules [unlayered-module]",
        "boundaries.rules:11:1: error: target ToolB (Scripts/B) is in no layer; add its path to a layer or "
          + "island in boundaries.rules [unlayered-module]",
      ])
  }

  @Test func checkoutFolderNamedWithGitSuffixIsThePackage() {
    var repo = ExternalModuleTests.withRemotes()
    defer { repo.remove() }
    // SwiftPM may keep a checkout under the URL's last component, `.git` included.
    repo.add(
      .init(
        directory: ".build/checkouts/Nuke.git", name: "Nuke",
        targets: [.init(name: "Nuke"), .init(name: "NukeUI"), .init(name: "NukeExtensions")],
        extraProducts: [("NukeUI", ["NukeUI", "NukeExtensions"])]))
    repo.write(
      "import Foundation\nimport Shim\nimport NukeUI\nimport NukeExtensions\n#if canImport(KeychainSwift)\nimport KeychainSwift\n#endif\n",
      to: "Packages/Core/Sources/Core/Core.swift")
    #expect(repo.run().diagnostics == [])
  }

  @Test func sharedFolderFindingNamesTheDeeperPackageWhateverTheWalkOrder() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    // `Packages/Umbrella` (two levels deep) is walked after `Packages/Features/Home` (three) and
    // runs Home's tests from Home's own folder: the finding still names the package holding it.
    repo.add(
      .init(
        directory: "Packages/Features/Home", name: "Home",
        targets: [
          .init(name: "Home", dependencies: [.product("Core", package: "Core")]),
          .init(name: "HomeTests", type: "test", dependencies: [.byName("Home")]),
        ],
        localDependencies: ["../../Core"]))
    repo.add(
      .init(
        directory: "Packages/Umbrella", name: "Umbrella",
        targets: [
          .init(
            name: "HomeTests", type: "test", path: "../Features/Home/Tests/HomeTests",
            dependencies: [.product("Home", package: "Home")])
        ],
        localDependencies: ["../Features/Home"]))
    repo.write(
      "@testable import Home\nimport Core\nimport XCTest\n",
      to: "Packages/Features/Home/Tests/HomeTests/HomeTests.swift")
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics == [
        "Packages/Features/Home/Tests/HomeTests/HomeTests.swift:2:8: error: HomeTests imports Core without "
          + "declaring it in Packages/Features/Home/Package.swift (it compiles only transitively via "
          + "HomeTests → Home → Core) [implicit-dependency]"
      ])
  }

  @Test func declaredOnlyCycleIsReportedInTheManifestOfThePackageHoldingTheModule() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    // The root package builds Core's sources as a second target named Core; Shim declares Core
    // back without importing it. The cycle has no import site for Core → Shim, so it points at the
    // declaration in the package that holds Core's folder, not at the root manifest.
    repo.add(
      .init(
        directory: ".", name: "Root",
        targets: [
          .init(
            name: "App", type: "executable", path: "App/Sources/App",
            dependencies: [.product("Home", package: "Home"), .product("Checkout", package: "Checkout")]),
          .init(
            name: "Core", path: "Packages/Core/Sources/Core",
            dependencies: [.product("Shim", package: "Shim")]),
        ],
        localDependencies: ["Packages/Features/Home", "Packages/Features/Checkout", "Packages/Shim"]))
    repo.add(
      .init(
        directory: "Packages/Shim", name: "Shim",
        targets: [.init(name: "Shim", dependencies: [.product("Core", package: "Core")])],
        localDependencies: ["../Core"]))
    repo.write("import Foundation\n", to: "Packages/Core/Sources/Core/Core.swift")
    let result = repo.run()
    #expect(
      result.diagnostics.filter { $0.hasSuffix("[cycle]") } == [
        "Packages/Core/Package.swift:13:58: error: dependency cycle: Core → Shim → Core [cycle]"
      ])
  }

  @Test func enclosingDirectoriesAreListedInnermostFirst() {
    #expect(WorkspaceLoader.enclosingDirectories(of: "a/b/c.swift") == ["a/b", "a"])
    #expect(WorkspaceLoader.enclosingDirectories(of: "c.swift") == [])
    #expect(WorkspaceLoader.enclosingDirectories(of: "./c.swift") == ["."])
  }
}
