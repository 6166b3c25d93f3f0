/// The clean mini repository most tests start from, then break in one way:
///
///     app       App (root package)      → Home, Checkout
///     features  Home, Checkout, Payment  Checkout → Payment is allowed
///     core      Core                     → Shim
///     shim      Shim
extension FixtureRepository {
  static let rules = """
    # fixture rules
    layer app App
    layer features Packages/Features
    layer core Packages/Core
    layer shim Packages/Shim
    # island tools Tools: the island test turns this line on (a path matching nothing is a warning)
    allow Checkout -> Payment
    system * Foundation
    system tests XCTest

    """

  /// The standard rules with the `tools` island declared (on line 6, where the comment stands).
  static let rulesWithIsland = rules.replacingOccurrences(
    of: "# island tools Tools: the island test turns this line on (a path matching nothing is a warning)",
    with: "island tools Tools")

  static func standard() -> FixtureRepository {
    var repo = FixtureRepository()
    repo.write(rules, to: "boundaries.rules")
    repo.add(.init(directory: "Packages/Shim", name: "Shim", targets: [.init(name: "Shim")]))
    repo.write("import Foundation\n\npublic struct Shim {}\n", to: "Packages/Shim/Sources/Shim/Shim.swift")
    repo.add(
      .init(
        directory: "Packages/Core", name: "Core",
        targets: [
          .init(name: "Core", dependencies: [.product("Shim", package: "Shim")]),
          .init(name: "CoreTests", type: "test", dependencies: [.byName("Core")]),
        ],
        localDependencies: ["../Shim"]))
    repo.write("import Foundation\nimport Shim\n", to: "Packages/Core/Sources/Core/Core.swift")
    repo.write("@testable import Core\nimport XCTest\n", to: "Packages/Core/Tests/CoreTests/CoreTests.swift")
    for (name, extra) in [("Home", []), ("Payment", []), ("Checkout", ["Payment"])] {
      repo.add(
        .init(
          directory: "Packages/Features/\(name)", name: name,
          targets: [
            .init(
              name: name,
              dependencies: [.product("Core", package: "Core")] + extra.map { .product($0, package: $0) })
          ],
          localDependencies: ["../../Core"] + extra.map { "../\($0)" }))
      repo.write(
        (["Core"] + extra).map { "import \($0)\n" }.joined(),
        to: "Packages/Features/\(name)/Sources/\(name)/\(name).swift")
    }
    repo.add(
      .init(
        directory: ".", name: "Root",
        targets: [
          .init(
            name: "App", type: "executable", path: "App/Sources/App",
            dependencies: [.product("Home", package: "Home"), .product("Checkout", package: "Checkout")])
        ],
        localDependencies: ["Packages/Features/Home", "Packages/Features/Checkout"]))
    repo.write("import Checkout\nimport Home\n", to: "App/Sources/App/main.swift")
    return repo
  }
}
