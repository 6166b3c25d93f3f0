import Testing

@testable import RebuildTimes

@Suite struct SourceEditTests {
  @Test func bodyEditGoesAfterTheOpeningLineAndChangesWithEachNonce() {
    let source = """
      public func greet(_ name: String) -> String {
        name
      }

      public func log(_ message: String) {
        print(message)
      }
      """
    let edit = SourceEdit.body(at: 4)
    let edited = edit.apply(to: source, nonce: 7)
    #expect(edited.contains("public func log(_ message: String) {\n  _ = \"rebuild-times body edit 7\""))
    #expect(edit.apply(to: source, nonce: 8) != edited)
  }

  @Test func probeFunctionIsAppended() {
    let source = "var body: some View {\n  Text(\"x\")\n}\n"
    #expect(SourceEdit.probe.apply(to: source, nonce: 1).hasPrefix(source))
    #expect(SourceEdit.probe.apply(to: source, nonce: 1).contains("private func rebuildTimesBodyProbe() {"))
  }

  @Test func apiEditAppendsAUniquePublicDeclaration() {
    #expect(
      SourceEdit.api.apply(to: "struct A {}", nonce: 3) == """
        struct A {}

        // rebuild-times: temporary public API edit, restored after the run
        public func rebuildTimesAPIProbe3() {}

        """)
  }
}
