import BlockingTestSupport
import CheckImports
import Testing

/// The root package may run a package's tests by pointing a test target at the package's own
/// Tests folder. A finding in such a file names the package that holds the folder.
@Suite(.blocksItsThread) struct SharedTestFolderTests {
  @Test func findingInASharedTestFolderNamesTheOwningPackage() {
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
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(
      result.diagnostics == [
        "Packages/Core/Tests/CoreTests/CoreTests.swift:2:8: error: CoreTests imports Shim without declaring it "
          + "in Packages/Core/Package.swift (it compiles only transitively via CoreTests → Core → Shim) [implicit-dependency]"
      ])
  }
}
