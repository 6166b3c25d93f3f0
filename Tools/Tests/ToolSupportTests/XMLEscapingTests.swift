import Testing
import ToolSupport

/// The one escape behind every SVG chart, graph and JUnit report.
@Suite struct XMLEscapingTests {
  @Test func theFiveMarkupCharactersBecomeEntities() {
    #expect("<&>\"'".xmlEscaped == "&lt;&amp;&gt;&quot;&apos;")
    // An ampersand already in an entity is escaped again: the input is text, not markup.
    #expect("&amp;".xmlEscaped == "&amp;amp;")
  }

  @Test func controlCharactersXMLCannotCarryBecomeSpacesAndWhitespaceStays() {
    #expect("a\u{1}b c\nd\te\r\u{0}".xmlEscaped == "a b c\nd\te\r ")
    #expect("x\u{FFFE}y\u{FFFF}".xmlEscaped == "x y ")
    #expect("\u{7F}".xmlEscaped == "\u{7F}")
  }

  @Test func otherTextIsKeptScalarForScalar() {
    let text = "Checkout → Payment · é 🧾 \r\n"
    #expect(text.xmlEscaped == text)
    #expect("".xmlEscaped == "")
  }

  /// A module name with a quote inside an attribute cannot end the attribute early.
  @Test func anAttributeValueStaysOneAttribute() {
    let attribute = "data-module=\"\("A\" onload=\"x".xmlEscaped)\""
    #expect(attribute == "data-module=\"A&quot; onload=&quot;x\"")
  }
}
