import BlockingTestSupport
import CheckImports
import Foundation
import Testing
import ToolSupport

/// `--fix` when the manifest already declares the package and only the product is missing from
/// the target: it adds the product alone. A second `.package` of the same identity is a manifest
/// `swift package dump-package` still prints but SwiftPM refuses to build ("Conflicting identity
/// for payment"), so the round trip ends with SwiftPM loading the package graph.
@Suite(.blocksItsThread) struct FixDeclaredPackageTests {
  /// The root declares Payment's package, its App target names only Home and Checkout, and App
  /// imports Payment.
  static func declaredButNotInTheTarget() -> FixtureRepository {
    var repo = FixtureRepository.standard()
    repo.add(
      .init(
        directory: ".", name: "Root",
        targets: [
          .init(
            name: "App", type: "executable", path: "App/Sources/App",
            dependencies: [.product("Home", package: "Home"), .product("Checkout", package: "Checkout")])
        ],
        localDependencies: [
          "Packages/Features/Home", "Packages/Features/Checkout", "Packages/Features/Payment",
        ]))
    repo.write("import Checkout\nimport Home\nimport Payment\n", to: "App/Sources/App/main.swift")
    return repo
  }

  @Test func addsTheProductAloneWhenThePackageIsDeclared() {
    let repo = Self.declaredButNotInTheTarget()
    defer { repo.remove() }
    let result = repo.run(["--fix", "--dry-run"])
    #expect(result.exitCode == 0)
    #expect(
      result.out == """
        --- a/Package.swift
        +++ b/Package.swift
        @@ -11,6 +11,6 @@
             .package(path: "Packages/Features/Payment"),
           ],
           targets: [
        -    .executableTarget(name: "App", dependencies: [.product(name: "Home", package: "Home"), .product(name: "Checkout", package: "Checkout")], path: "App/Sources/App"),
        +    .executableTarget(name: "App", dependencies: [.product(name: "Home", package: "Home"), .product(name: "Checkout", package: "Checkout"), .product(name: "Payment", package: "Payment")], path: "App/Sources/App"),
           ]
         )

        """)
  }

  /// Two targets of one manifest import a package it does not declare: the package is added
  /// once, each target gets the product.
  @Test func aPackageTwoTargetsNeedIsAddedOnce() {
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
    repo.write("import Core\nimport Shim\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    repo.write("import Core\nimport Shim\n", to: "Packages/Features/Home/Sources/HomeKit/HomeKit.swift")
    let fixed = repo.run(["--fix", "--allow-dirty"])
    #expect(fixed.exitCode == 0)
    #expect(
      fixed.out == """
        fixed: Packages/Features/Home/Package.swift: added package dependency .package(path: "../../Shim")
        fixed: Packages/Features/Home/Package.swift: added .product(name: "Shim", package: "Shim") to target Home
        fixed: Packages/Features/Home/Package.swift: added .product(name: "Shim", package: "Shim") to target HomeKit

        """)
    let manifest =
      (try? String(contentsOfFile: "\(repo.root)/Packages/Features/Home/Package.swift", encoding: .utf8))
      ?? ""
    #expect(manifest.components(separatedBy: ".package(path: \"../../Shim\")").count == 2, "\(manifest)")
  }

  /// The package declared in a spelling the planner cannot find as text (a computed list, a
  /// path with `./` and a trailing slash), as SwiftPM reads it: the product alone is added,
  /// the edited manifest loads, SwiftPM loads its package graph, and the finding is gone.
  @Test func roundTripsThroughSwiftPMWhateverSpellingDeclaresThePackage() throws {
    let repo = Self.declaredButNotInTheTarget()
    defer { repo.remove() }
    repo.write(
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let local = ["Packages/Features/Home", "Packages/Features/Checkout", "./Packages/Features/Payment/"]

      let package = Package(
        name: "Root",
        dependencies: local.map { .package(path: $0) },
        targets: [
          .executableTarget(
            name: "App",
            dependencies: [.product(name: "Home", package: "Home"), .product(name: "Checkout", package: "Checkout")],
            path: "App/Sources/App"),
        ]
      )

      """, to: "Package.swift")
    let loader = SwiftPMManifestLoader(timeout: 120)
    let before = repo.run([], loader: loader)
    #expect(before.diagnostics.count == 1, "\(before.out)\(before.err)")
    #expect(before.diagnostics.first?.contains("implicit-dependency") == true, "\(before.out)")
    let fixed = repo.run(["--fix", "--allow-dirty"], loader: loader)
    #expect(fixed.exitCode == 0, "\(fixed.err)")
    #expect(
      fixed.out == """
        fixed: Package.swift: added .product(name: "Payment", package: "Payment") to target App

        """)
    let after = repo.run([], loader: loader)
    #expect(after.diagnostics == [], "\(after.out)\(after.err)")
    #expect(after.exitCode == 0, "\(after.err)")
    let graph = try Self.loadGraph(at: repo.root)
    #expect(graph.status == 0, "\(graph.stderr)")
  }

  /// SwiftPM loads the package graph (a duplicate package identity fails here, not in
  /// `dump-package`): in its own scratch folder, bounded.
  static func loadGraph(at root: String) throws -> BoundedProcess.Result {
    // The folder goes, with SwiftPM's lock files for the scratch path, when this returns.
    let folder = try TemporaryFolder("fix-graph")
    let scratch = folder.url.appendingPathComponent("scratch")
    return try BoundedProcess.run(
      "/usr/bin/env",
      [
        ProcessInfo.processInfo.environment["SWIFT"] ?? "swift", "package", "show-dependencies",
        "--package-path",
        root, "--scratch-path", scratch.path,
      ], timeout: 180)
  }
}
