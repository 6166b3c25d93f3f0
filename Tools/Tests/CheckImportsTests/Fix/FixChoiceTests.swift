import BlockingTestSupport
import Foundation
import Testing

@testable import CheckImports

/// What `--fix` edits when there is a choice: the manifest of the package that owns a shared test
/// folder, the target that declares an unused dependency (not the first target of its manifest),
/// the smallest product that vends a module (the repository's own or a remote one), and the
/// remote declaration of the first manifest in path order that has one.
@Suite(.blocksItsThread) struct FixChoiceTests {
  /// The root runs Core's tests from Core's own folder: the finding names Core's manifest, and
  /// that is the one edited.
  @Test func aSharedTestFolderIsFixedInThePackageThatOwnsIt() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.add(
      .init(
        directory: ".", name: "Root",
        targets: [
          .init(
            name: "App", type: "executable", path: "App/Sources/App",
            dependencies: [.product("Home", package: "Home"), .product("Checkout", package: "Checkout")]),
          .init(
            name: "CoreTests", type: "test", path: "Packages/Core/Tests/CoreTests",
            dependencies: [.product("Core", package: "Core")]),
        ],
        localDependencies: ["Packages/Core", "Packages/Features/Home", "Packages/Features/Checkout"]))
    repo.write(
      "@testable import Core\nimport Shim\nimport XCTest\n",
      to: "Packages/Core/Tests/CoreTests/CoreTests.swift")
    let fixed = repo.run(["--fix", "--allow-dirty"])
    #expect(fixed.exitCode == 0)
    #expect(
      fixed.out
        == "fixed: Packages/Core/Package.swift: added .product(name: \"Shim\", package: \"Shim\") to target CoreTests\n"
    )
  }

  /// An unused dependency of the second target of a manifest is removed from that target.
  @Test func anUnusedDependencyIsRemovedFromItsOwnTarget() throws {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.add(
      .init(
        directory: "Packages/Features/Home", name: "Home",
        targets: [
          .init(name: "Home", dependencies: [.product("Core", package: "Core")]),
          .init(name: "HomeKit", dependencies: [.product("Core", package: "Core")]),
        ],
        localDependencies: ["../../Core"]))
    repo.write("import Core\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    repo.write("import Foundation\n", to: "Packages/Features/Home/Sources/HomeKit/HomeKit.swift")
    let fixed = repo.run(["--fix", "--allow-dirty"])
    #expect(fixed.exitCode == 0, "\(fixed.out)\(fixed.err)")
    #expect(fixed.out == "fixed: Packages/Features/Home/Package.swift: removed Core from target HomeKit\n")
    let manifest = try String(
      contentsOfFile: "\(repo.root)/Packages/Features/Home/Package.swift", encoding: .utf8)
    #expect(
      manifest.contains(
        ".target(name: \"Home\", dependencies: [.product(name: \"Core\", package: \"Core\")])"))
    #expect(manifest.contains(".target(name: \"HomeKit\", dependencies: [])"), "\(manifest)")
  }

  /// Core's package vends Core alone and, in a bigger product, with its extras: the product
  /// added is the smallest that holds the module.
  @Test func theSmallestProductThatVendsTheModuleIsAdded() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.add(
      .init(
        directory: "Packages/Core", name: "Core",
        targets: [
          .init(name: "Core", dependencies: [.product("Shim", package: "Shim")]),
          .init(name: "CoreExtras", dependencies: [.byName("Core")]),
        ],
        localDependencies: ["../Shim"],
        extraProducts: [(name: "CoreAll", targets: ["Core", "CoreExtras"])]))
    repo.write("import Foundation\nimport Shim\n", to: "Packages/Core/Sources/Core/Core.swift")
    repo.write("import Core\n", to: "Packages/Core/Sources/CoreExtras/CoreExtras.swift")
    repo.write("import Home\nimport Checkout\nimport Core\n", to: "App/Sources/App/main.swift")
    let fixed = repo.run(["--fix", "--allow-dirty"])
    #expect(fixed.exitCode == 0, "\(fixed.out)\(fixed.err)")
    #expect(
      fixed.out == """
        fixed: Package.swift: added package dependency .package(path: "Packages/Core")
        fixed: Package.swift: added .product(name: "Core", package: "Core") to target App

        """)
  }

  /// Two manifests declare the remote package, with different requirements: the declaration
  /// copied is that of the first manifest in path order, the same on every run.
  @Test func theRemoteDeclarationCopiedIsTheFirstManifests() {
    var repo = ExternalModuleTests.withRemotes()
    defer { repo.remove() }
    repo.add(
      .init(
        directory: "Packages/Features/Payment", name: "Payment",
        targets: [
          .init(
            name: "Payment",
            dependencies: [.product("Core", package: "Core"), .product("NukeUI", package: "Nuke")])
        ],
        localDependencies: ["../../Core"], remoteDependencies: ["https://example.com/kean/Nuke"]))
    let path = "\(repo.root)/Packages/Features/Payment/Package.swift"
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    repo.write(
      text.replacingOccurrences(of: "from: \"1.0.0\"", with: "from: \"2.0.0\""),
      to: "Packages/Features/Payment/Package.swift")
    repo.write("import Core\nimport NukeUI\n", to: "Packages/Features/Payment/Sources/Payment/Payment.swift")
    repo.write("import Core\nimport NukeUI\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    let fixed = repo.run(["--fix", "--allow-dirty"])
    #expect(fixed.exitCode == 0, "\(fixed.err)")
    #expect(
      fixed.out.hasPrefix(
        "fixed: Packages/Features/Home/Package.swift: added package dependency .package(url: \"https://example.com/kean/Nuke\", from: \"1.0.0\")\n"
      ),
      "\(fixed.out)")
  }

  /// Of the remote products a manifest declares, the one that vends the module imported is
  /// added, not the first remote one.
  @Test func theRemoteProductAddedIsTheOneThatVendsTheModule() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.add(
      Self.core(
        declaring: [.product("NukeUI", package: "Nuke"), .product("Alamofire", package: "Alamofire")],
        remotes: ["https://example.com/kean/Nuke", "https://example.com/af/Alamofire"]))
    repo.write("import Shim\nimport NukeUI\nimport Alamofire\n", to: "Packages/Core/Sources/Core/Core.swift")
    repo.write("import Core\nimport Alamofire\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    let fixed = repo.run(["--fix", "--allow-dirty"])
    #expect(fixed.exitCode == 0, "\(fixed.err)")
    #expect(
      fixed.out == """
        fixed: Packages/Features/Home/Package.swift: added package dependency .package(url: "https://example.com/af/Alamofire", from: "1.0.0")
        fixed: Packages/Features/Home/Package.swift: added .product(name: "Alamofire", package: "Alamofire") to target Home

        """)
  }

  /// Core declares Nuke's bundle (`NukeAll`: Nuke and NukeUI) before its one-module `NukeUI`
  /// product: Home, importing NukeUI, gets the smaller one, as with the repository's own products.
  @Test func theSmallestRemoteProductThatVendsTheModuleIsAdded() {
    var repo = ExternalModuleTests.withRemotes()
    defer { repo.remove() }
    repo.add(
      Self.core(
        declaring: [.product("NukeAll", package: "Nuke"), .product("NukeUI", package: "Nuke")],
        remotes: ["https://example.com/kean/Nuke"]))
    repo.add(
      .init(
        directory: ".build/checkouts/Nuke", name: "Nuke",
        targets: [.init(name: "Nuke"), .init(name: "NukeUI")],
        extraProducts: [("NukeAll", ["Nuke", "NukeUI"])]))
    repo.write("import Shim\nimport Nuke\nimport NukeUI\n", to: "Packages/Core/Sources/Core/Core.swift")
    repo.write("import Core\nimport NukeUI\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    let fixed = repo.run(["--fix", "--allow-dirty"])
    #expect(fixed.exitCode == 0, "\(fixed.err)")
    #expect(
      fixed.out == """
        fixed: Packages/Features/Home/Package.swift: added package dependency .package(url: "https://example.com/kean/Nuke", from: "1.0.0")
        fixed: Packages/Features/Home/Package.swift: added .product(name: "NukeUI", package: "Nuke") to target Home

        """)
  }

  /// Core, on Shim and on the remote products given, with its tests: the package whose remote
  /// declarations the tests above choose from.
  private static func core(
    declaring remoteProducts: [FixtureRepository.Dependency], remotes: [String]
  ) -> FixtureRepository.Package {
    .init(
      directory: "Packages/Core", name: "Core",
      targets: [
        .init(name: "Core", dependencies: [.product("Shim", package: "Shim")] + remoteProducts),
        .init(name: "CoreTests", type: "test", dependencies: [.byName("Core")]),
      ],
      localDependencies: ["../Shim"], remoteDependencies: remotes)
  }

  /// The path from one package to another as `.package(path:)` writes it.
  @Test func relativePathsBetweenPackages() {
    #expect(FixPlanner.relativePath(from: "Packages/Features/Home", to: "Packages/Core") == "../../Core")
    #expect(FixPlanner.relativePath(from: ".", to: "Packages/Core") == "Packages/Core")
    #expect(FixPlanner.relativePath(from: "Packages/Core", to: ".") == "../..")
    #expect(FixPlanner.relativePath(from: "A/B", to: "A") == "..")
    #expect(FixPlanner.relativePath(from: "A", to: "A/B") == "B")
    #expect(FixPlanner.relativePath(from: "A/B", to: "A/B") == ".")
  }

  /// Lines added or removed at the very end of a manifest show as such in the dry run's diff.
  @Test func aDiffShowsLinesAddedAndRemovedAtTheEnd() {
    #expect(
      UnifiedDiff.render(path: "P", old: "a\nb\n", new: "a\nb\nc\n")
        == "--- a/P\n+++ b/P\n@@ -1,2 +1,3 @@\n a\n b\n+c\n")
    #expect(
      UnifiedDiff.render(path: "P", old: "a\nb\nc\n", new: "a\nb\n")
        == "--- a/P\n+++ b/P\n@@ -1,3 +1,2 @@\n a\n b\n-c\n")
    #expect(UnifiedDiff.render(path: "P", old: "a\n", new: "a\n") == "")
  }

  /// A CRLF manifest's diff holds the changed line only, each line keeping its carriage return
  /// as git shows it, not the whole file replaced.
  @Test func aCRLFFilesDiffHoldsOnlyTheChangedLine() {
    #expect(
      UnifiedDiff.render(path: "P", old: "a\r\nb\r\nc\r\n", new: "a\r\nB\r\nc\r\n")
        == "--- a/P\n+++ b/P\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n+B\r\n c\r\n")
  }
}
