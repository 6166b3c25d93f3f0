import Testing

@testable import RebuildTimes

/// The bounded search for a body edit that keeps the interface; the build is faked here.
@Suite struct BodyEditChooserTests {
  let candidates = (1...4).map {
    BodyCandidate(file: "F.swift", line: $0, declaration: "func f\($0)()", access: .internal)
  }

  @Test func takesTheFirstCandidateThatKeepsTheInterfaceAndSaysWhyOthersWereRefused() {
    var rejected: [String] = []
    var tried: [Int] = []
    let choice = BodyEditChooser(limit: 5).choose(candidates, rejected: &rejected) { candidate in
      tried.append(candidate.line)
      return candidate.line < 3 ? (candidate.line == 1 ? .changedInterface : .buildFailed) : .keepsInterface
    }
    #expect(choice == .candidate(candidates[2], index: 2))
    #expect(tried == [1, 2, 3])
    #expect(
      rejected == [
        "F.swift:2 `func f1()`: changed the module's interface",
        "F.swift:3 `func f2()`: the edited build failed",
      ])
  }

  @Test func fallsBackToTheProbeAfterTheLimit() {
    var rejected: [String] = []
    var tried = 0
    let choice = BodyEditChooser(limit: 2).choose(candidates, rejected: &rejected) { _ in
      tried += 1
      return .changedInterface
    }
    #expect(choice == .probe)
    #expect(tried == 2)
    #expect(rejected.last == "2 more candidates not tried (limit 2)")
  }

  @Test func noCandidateMeansTheProbeWithoutABuild() {
    var rejected: [String] = []
    let choice = BodyEditChooser(limit: 5).choose([], rejected: &rejected) { _ in
      Issue.record("no build expected")
      return .keepsInterface
    }
    #expect(choice == .probe && rejected.isEmpty)
  }
}
