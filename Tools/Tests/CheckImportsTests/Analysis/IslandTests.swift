import BlockingTestSupport
import Testing

/// An island's border is checked, not its inside: modules in one island depend on each other
/// freely (found untested by `make mutants`: `LayerPolicy`'s `guard from != to` dropped turned
/// every edge inside an island into a crossing).
@Suite(.blocksItsThread) struct IslandTests {
  @Test func modulesInsideOneIslandMayDependOnEachOther() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write(FixtureRepository.rulesWithIsland, to: "boundaries.rules")
    repo.add(
      .init(
        directory: "Tools", name: "Tools",
        targets: [.init(name: "Kit"), .init(name: "Lint", dependencies: [.byName("Kit")])]))
    repo.write("import Foundation\n", to: "Tools/Sources/Kit/Kit.swift")
    repo.write("import Foundation\nimport Kit\n", to: "Tools/Sources/Lint/Lint.swift")
    let result = repo.run()
    #expect(result.diagnostics == [])
    #expect(result.exitCode == 0)
  }
}
