import Testing
import ToolSupport

/// The one `#if` reader: its tree, and three-valued logic where an unknown part decides nothing
/// unless the known part cannot decide.
@Suite struct CompilationConditionTests {
  /// `A` true, `B` false, anything else unknown.
  func value(_ text: String) -> Bool? {
    CompilationCondition.parse(text)?.value { name, _ in name == "A" ? true : name == "B" ? false : nil }
  }

  @Test func aKnownSideDecidesAndAnUnknownOneDoesNot() {
    #expect(value("B && X") == false)
    #expect(value("X && B") == false)
    #expect(value("A || X") == true)
    #expect(value("X || A") == true)
    #expect(value("A && X") == nil)
    #expect(value("B || X") == nil)
    #expect(value("!X") == nil)
    #expect(value("!(A && !B)") == false)
  }

  @Test func argumentsAreKeptAsWrittenWithTheirOwnParentheses() {
    #expect(
      CompilationCondition.parse("canImport(X, _version: (2))")
        == .atom(name: "canImport", argument: "X, _version: (2)"))
    #expect(CompilationCondition.parse("os(iOS) ||") == nil)
    #expect(CompilationCondition.parse("(A") == nil)
  }
}
