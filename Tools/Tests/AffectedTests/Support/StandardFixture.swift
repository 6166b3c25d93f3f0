import Foundation

/// The repository most tests start from, shaped like this one:
///
///     root          App (executable) → Shop; AppTests (drives the app: `depends AppTests -> App`);
///                   CoreTests and ShopTests twins of the packages' own (same folders)
///     Flows/Shop    Shop → Checkout, Home
///     Features      Checkout → Receipt; Receipt → Core; Home → Shim
///     Core          Core → Shim
///     Shim          Shim, ShimTesting
///     Tools         Tool, ToolTests (outside the root's graph)
///
/// Every package has a test target. Committed on `main`, then a `feature` branch is checked out.
extension GitFixture {
  static let rules = """
    # fixture rules
    nothing *.md docs/**
    everything Makefile
    depends AppTests -> App

    """

  static func standard() -> GitFixture {
    let repo = GitFixture()
    repo.package(
      "Packages/Shim",
      targets: [
        .init(name: "Shim"), .init(name: "ShimTesting", dependencies: [.byName("Shim")]),
        .init(name: "ShimTests", type: "test", dependencies: [.byName("Shim"), .byName("ShimTesting")]),
      ])
    repo.package(
      "Packages/Core", local: ["../Shim"],
      targets: [
        .init(name: "Core", dependencies: [.product("Shim", package: "Shim")]),
        .init(
          name: "CoreTests", type: "test",
          dependencies: [.byName("Core"), .product("ShimTesting", package: "Shim")]),
      ])
    repo.feature("Receipt", depends: [("Core", "../../Core")])
    repo.feature("Checkout", depends: [("Receipt", "../Receipt")])
    repo.feature("Home", depends: [("Shim", "../../Shim")])
    repo.package(
      "Packages/Flows/Shop", local: ["../../Features/Checkout", "../../Features/Home"],
      targets: [
        .init(
          name: "Shop",
          dependencies: [.product("Checkout", package: "Checkout"), .product("Home", package: "Home")]),
        .init(name: "ShopTests", type: "test", dependencies: [.byName("Shop")]),
      ])
    repo.package(
      "Tools",
      targets: [.init(name: "Tool"), .init(name: "ToolTests", type: "test", dependencies: [.byName("Tool")])])
    repo.package(
      ".", name: "Root", local: ["Packages/Flows/Shop", "Packages/Core", "Packages/Shim"],
      targets: [
        .init(
          name: "App", type: "executable", path: "App/Sources/App",
          dependencies: [.product("Shop", package: "Shop")]),
        .init(name: "AppTests", type: "test", path: "Tests/AppTests"),
        .init(
          name: "CoreTests", type: "test", path: "Packages/Core/Tests/CoreTests",
          dependencies: [.product("Core", package: "Core"), .product("ShimTesting", package: "Shim")]),
        .init(
          name: "ShopTests", type: "test", path: "Packages/Flows/Shop/Tests/ShopTests",
          dependencies: [.product("Shop", package: "Shop")]),
      ],
      products: [], sources: false)
    repo.write("App/Sources/App/main.swift", "import Shop\n")
    repo.write("Tests/AppTests/AppTests.swift", "import XCTest\n")
    repo.write("README.md", "# Fixture\n")
    repo.write("docs/guide.md", "# Guide\n")
    repo.write("Makefile", "test:\n")
    repo.write("affected.rules", rules)
    repo.write(".gitignore", ".build/\n.tools-cache/\n")
    repo.commit("base")
    repo.git("checkout", "-q", "-b", "feature")
    return repo
  }

  /// A feature package `Packages/Features/NAME` whose target depends on the products given.
  func feature(_ name: String, depends: [(product: String, path: String)]) {
    package(
      "Packages/Features/\(name)", local: depends.map(\.path),
      targets: [
        .init(
          name: name,
          dependencies: depends.map {
            .product($0.product, package: String($0.path.split(separator: "/").last!))
          }),
        .init(name: "\(name)Tests", type: "test", dependencies: [.byName(name)]),
      ])
  }
}
