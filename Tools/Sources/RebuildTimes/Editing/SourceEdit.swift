import Foundation
import ToolSupport

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

  /// A statement at the top of the body opened on 0-based line `line` (a `BodyCandidate`).
  static func body(at line: Int) -> SourceEdit {
    SourceEdit(strategy: .existingFunction, insertionLine: line)
  }
  static let probe = SourceEdit(strategy: .probeFunction, insertionLine: nil)
  static let api = SourceEdit(strategy: .publicDeclaration, insertionLine: nil)

  /// The edited text for iteration `nonce`.
  func apply(to original: String, nonce: Int) -> String {
    switch strategy {
    case .existingFunction:
      // At line feeds, carriage returns kept: a CRLF file is edited in the body it names too.
      var lines = TextLines.split(original)
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
}
