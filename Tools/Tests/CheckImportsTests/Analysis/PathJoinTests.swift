import Testing

@testable import CheckImports

/// Repository-relative paths joined the way manifests write them (`../Core`, `./Sources`): a
/// `..` climbs, a `.` stays (found untested by `make mutants`).
@Suite struct PathJoinTests {
  @Test func dotDotClimbsAndDotStays() {
    #expect(WorkspaceLoader.join("Packages/Features/Checkout", "../../Core") == "Packages/Core")
    #expect(WorkspaceLoader.join("Packages/A", "./Sources/../Tests") == "Packages/A/Tests")
    #expect(WorkspaceLoader.join(".", "Sources") == "Sources")
    #expect(WorkspaceLoader.join("A", "..") == ".")
  }
}
