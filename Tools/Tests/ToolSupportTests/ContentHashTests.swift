import Testing

@testable import ToolSupport

/// The one FNV-1a of the tools: the same parts give the same 16 hex digits in every process
/// (folder names and cache keys outlive a run), and where one part ends counts.
struct ContentHashTests {
  @Test func theSamePartsGiveTheSameKeyAndTheBoundariesCount() {
    let key = ContentHash.fnv1a([Array("ab".utf8), Array("c".utf8)])
    #expect(key == ContentHash.fnv1a([Array("ab".utf8), Array("c".utf8)]))
    #expect(key != ContentHash.fnv1a([Array("a".utf8), Array("bc".utf8)]))
    #expect(key.count == 16 && key.allSatisfy(\.isHexDigit))
    // FNV-1a 64 of the empty input, then the separator: a fixed value, not one seeded per process.
    #expect(ContentHash.fnv1a([]) == "cbf29ce484222325")
    #expect(ContentHash.fnv1a([[]]) == "af64724c8602eb6e")
  }
}
