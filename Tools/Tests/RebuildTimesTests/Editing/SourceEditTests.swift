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

  /// In a CRLF file the edit goes into the body on the line named, and every other line keeps
  /// its line ending.
  @Test func aCRLFFileIsEditedInTheBodyNamedAndKeepsItsLineEndings() {
    let source = "func a() {\r\n  x()\r\n}\r\nfunc b() {\r\n}\r\n"
    let edited = SourceEdit.body(at: 3).apply(to: source, nonce: 1)
    #expect(
      edited
        == "func a() {\r\n  x()\r\n}\r\nfunc b() {\r\n  _ = \"rebuild-times body edit 1\"  // temporary, restored after the run\n}\r\n"
    )
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
