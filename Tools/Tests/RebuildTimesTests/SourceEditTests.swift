import Testing

@testable import RebuildTimes

@Suite struct SourceEditTests {
  @Test func bodyEditGoesIntoTheFirstFunctionReturningNothing() {
    let source = """
      /// A doc comment with func inside {
      public func greet(_ name: String) -> String {
        name
      }

      public func log(_ message: String) {
        print(message)
      }
      """
    let edit = SourceEdit.plan(kind: .body, original: source)
    #expect(edit == SourceEdit(strategy: .existingFunction, insertionLine: 5))
    let edited = edit.apply(to: source, nonce: 7)
    #expect(edited.contains("public func log(_ message: String) {\n  _ = \"rebuild-times body edit 7\""))
    #expect(edit.apply(to: source, nonce: 8) != edited)
  }

  @Test func bodyEditFallsBackToAProbeFunction() {
    let source = "var body: some View {\n  Text(\"x\")\n}\n"
    let edit = SourceEdit.plan(kind: .body, original: source)
    #expect(edit.strategy == .probeFunction)
    #expect(edit.apply(to: source, nonce: 1).hasPrefix(source))
    #expect(edit.apply(to: source, nonce: 1).contains("private func rebuildTimesBodyProbe() {"))
  }

  @Test func apiEditAppendsAUniquePublicDeclaration() {
    let edit = SourceEdit.plan(kind: .api, original: "struct A {}")
    #expect(
      edit.apply(to: "struct A {}", nonce: 3) == """
        struct A {}

        // rebuild-times: temporary public API edit, restored after the run
        public func rebuildTimesAPIProbe3() {}

        """)
  }

  @Test func initializersCountAndClosuresDoNot() {
    #expect(SourceEdit.firstVoidFunctionOpening(in: "let f = { x in {\n}\n  init(value: Int) {\n") == 2)
    #expect(SourceEdit.firstVoidFunctionOpening(in: "func f<T>(_ t: T) where T: P {\n}\n") == nil)
  }
}
