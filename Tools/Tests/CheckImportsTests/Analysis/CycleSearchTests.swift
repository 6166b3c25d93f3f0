import Testing

@testable import CheckImports

/// The cycle a finding prints is the shortest through the component's first module, even when
/// the search reaches a module a second time by a longer way (found untested by `make mutants`:
/// `parent[next] == nil && …` → `||` let the second visit overwrite the first).
@Suite struct CycleSearchTests {
  @Test func aModuleReachedAgainByALongerWayKeepsItsShortestPath() {
    // Alpha → Beta → Gamma → Alpha and Alpha → Gamma → Alpha: Beta, searched before Gamma,
    // reaches Gamma again; the cycle printed is still the two-module one.
    let edges: [String: Set<String>] = [
      "Alpha": ["Beta", "Gamma"],
      "Beta": ["Gamma"],
      "Gamma": ["Alpha"],
    ]
    #expect(
      CycleDetector.shortestCycle(in: ["Alpha", "Beta", "Gamma"], edges: edges)
        == ["Alpha", "Gamma", "Alpha"])
  }
}
