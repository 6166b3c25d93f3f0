import Foundation
import Testing
import ToolSupport

/// The one reader of every rules file: a file reads the same whatever line endings saved it, and
/// a byte-order mark is nothing.
@Suite struct RuleLinesTests {
  static let text = "# head\nlayer app App\n\n  strict app # why\nallow A -> B, C\n"

  @Test func everyLineEndingAndABOMReadTheSame() {
    let expected = [
      RuleLine(number: 2, words: ["layer", "app", "App"]), RuleLine(number: 4, words: ["strict", "app"]),
      RuleLine(number: 5, words: ["allow", "A", "->", "B", "C"]),
    ]
    #expect(RuleLines.split(Self.text, separators: [","]) == expected)
    for variant in [
      Self.text.replacingOccurrences(of: "\n", with: "\r\n"),
      Self.text.replacingOccurrences(of: "\n", with: "\r"),
      "\u{FEFF}" + Self.text, "\u{FEFF}" + Self.text.replacingOccurrences(of: "\n", with: "\r\n"),
    ] {
      #expect(RuleLines.split(variant, separators: [","]) == expected, "\(variant.debugDescription)")
    }
  }

  /// Only a mark at the very start is one; elsewhere it is a character like any other.
  @Test func aBOMOnlyAtTheStartIsNothing() {
    #expect(RuleLines.split("\u{FEFF}layer a X").first?.words == ["layer", "a", "X"])
    // Found by the tools fuzzer: two marks (a marked file marked again) read as an invisible word.
    #expect(RuleLines.split("\u{FEFF}\u{FEFF}layer a X").first?.words == ["layer", "a", "X"])
    #expect(RuleLines.split("layer \u{FEFF}a").first?.words == ["layer", "\u{FEFF}a"])
    #expect(RuleLines.rawLines("\u{FEFF}# c\r\nx").map(\.text) == ["# c", "x"])
  }

  @Test func aFolderIsNotARulesFileAndNothingThereIsNil() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/rulelines-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard case .failure(let problem) = RulesFile.read(folder, display: "x.rules") else {
      Issue.record("a folder read as a rules file")
      return
    }
    #expect(problem.message == "x.rules: is a folder, not a rules file")
    #expect(try RulesFile.read("\(folder)/none", display: "none").get() == nil)
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/dangling", withDestinationPath: "\(folder)/gone")
    guard case .failure(let dangling) = RulesFile.read("\(folder)/dangling", display: "d.rules") else {
      Issue.record("a dangling link read as no file")
      return
    }
    #expect(dangling.message.hasPrefix("d.rules: a symbolic link to nothing"))
    try "\u{FEFF}a\r\n".write(toFile: "\(folder)/r", atomically: true, encoding: .utf8)
    #expect(
      try RulesFile.read("\(folder)/r", display: "r").get().map { RuleLines.split($0) } == [
        RuleLine(number: 1, words: ["a"])
      ])
  }
}
