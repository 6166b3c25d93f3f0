import Foundation

/// The text transformations behind the body and API scenarios, as pure functions so they are tested
/// without touching disk.
///
/// Every edit embeds a fresh `nonce`, so consecutive iterations always change the file's content
/// (a build system that hashes contents must see a change too, not just a new mtime).
struct SourceEdit: Sendable, Equatable {
  enum Strategy: String, Sendable, Equatable, Codable {
    /// A statement inserted at the top of an existing function or initializer returning nothing.
    case existingFunction
    /// No suitable function: a private function is appended once, then only its body changes.
    case probeFunction
    /// A uniquely named public function appended to the file: the module's interface changes.
    case publicDeclaration
  }

  var strategy: Strategy
  /// 0-based index of the line after which the body statement goes (for `existingFunction`).
  var insertionLine: Int?

  /// Chooses how to apply `kind` to `original`.
  static func plan(kind: ScenarioKind, original: String) -> SourceEdit {
    switch kind {
    case .null, .api: return SourceEdit(strategy: .publicDeclaration, insertionLine: nil)
    case .body:
      if let line = firstVoidFunctionOpening(in: original) {
        return SourceEdit(strategy: .existingFunction, insertionLine: line)
      }
      return SourceEdit(strategy: .probeFunction, insertionLine: nil)
    }
  }

  /// The edited text for iteration `nonce`.
  func apply(to original: String, nonce: Int) -> String {
    switch strategy {
    case .existingFunction:
      var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let index = insertionLine ?? 0
      let indent = String(lines[index].prefix(while: { $0 == " " || $0 == "\t" }))
      lines.insert(
        "\(indent)  _ = \"rebuild-times body edit \(nonce)\"  // temporary, restored after the run",
        at: index + 1)
      return lines.joined(separator: "\n")
    case .probeFunction:
      return Self.appending(
        "// rebuild-times: temporary body edit, restored after the run\n"
          + "private func rebuildTimesBodyProbe() {\n  _ = \"rebuild-times body edit \(nonce)\"\n}\n",
        to: original)
    case .publicDeclaration:
      return Self.appending(
        "// rebuild-times: temporary public API edit, restored after the run\n"
          + "public func rebuildTimesAPIProbe\(nonce)() {}\n",
        to: original)
    }
  }

  private static func appending(_ text: String, to original: String) -> String {
    original + (original.hasSuffix("\n") || original.isEmpty ? "\n" : "\n\n") + text
  }

  /// The first single-line opening of a function or initializer without a return type.
  ///
  /// Returning functions are skipped on purpose: inserting a statement before an implicit `return`
  /// (a single-expression body) would break it, and result builders reject `_ =` statements.
  static func firstVoidFunctionOpening(in text: String) -> Int? {
    var inBlockComment = false
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if inBlockComment {
        if line.contains("*/") { inBlockComment = false }
        continue
      }
      if line.hasPrefix("/*") && !line.contains("*/") {
        inBlockComment = true
        continue
      }
      if line.hasPrefix("//") || !line.hasSuffix("{") || line.contains("->") || line.contains(" where ") {
        continue
      }
      let words = line.split(separator: " ")
      let opensFunction = words.contains("func") && line.contains("(")
      let opensInit = words.contains {
        $0.hasPrefix("init(") || $0.hasPrefix("init?(") || $0.hasPrefix("init<")
      }
      let isClosureOrProtocol = line.contains(" in {") || words.first == "protocol"
      if (opensFunction || opensInit) && !isClosureOrProtocol && line.contains(")") {
        return index
      }
    }
    return nil
  }
}
