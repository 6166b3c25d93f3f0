import Foundation

/// One line of a rules file that holds something: its 1-based number and its words.
public struct RuleLine: Sendable, Equatable {
  public var number: Int
  public var words: [String]

  public init(number: Int, words: [String]) {
    self.number = number
    self.words = words
  }
}

/// The one reader of the tools' line-oriented rules files (`boundaries.rules`, `affected.rules`,
/// the rebuild-times scenario and budget files, `mutants.rules`, baselines), so a file reads the
/// same whatever saved it, as git reads it: LF, CRLF and CR-only line endings are all line
/// endings, and byte-order marks at the start are nothing (invisible in every editor, so reading
/// one as a word made an "unknown directive" no one could see).
public enum RuleLines {
  /// The file's lines, numbered from 1, comments (`#` to the end of the line) kept.
  public static func rawLines(_ text: String) -> [(number: Int, text: Substring)] {
    // Every mark at the start: two of them (files concatenated, a mark added by each of two
    // editors) are as invisible as one.
    let body = text.drop { $0 == "\u{FEFF}" }
    // Every line ending: "\r\n" is one character in Swift, which a split at "\n" never finds.
    return body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().map {
      (number: $0.offset + 1, text: $0.element)
    }
  }

  /// The lines that hold words, comments and blank lines dropped; words are separated by spaces
  /// and tabs, and by every character of `separators` too.
  public static func split(_ text: String, separators: Set<Character> = []) -> [RuleLine] {
    rawLines(text).compactMap { line in
      let content =
        line.text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || separators.contains($0) })
        .map(String.init)
      return words.isEmpty ? nil : RuleLine(number: line.number, words: words)
    }
  }
}

/// Reads a rules file from disk, telling "not there" (a default may apply) from "there but not
/// a file" (a folder, a file that cannot be read): the second is always a refusal naming it,
/// never the defaults.
public enum RulesFile {
  /// The text (a UTF-8 BOM dropped by `RuleLines`), or `nil` when nothing exists at `path`;
  /// a message naming `display` when something is there that cannot be read as a rules file.
  public static func read(_ path: String, display: String) -> Result<String?, RulesFileProblem> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      // A dangling link is "there" for the user, who wrote it: say so rather than defaults.
      if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
        return .failure(RulesFileProblem(message: "\(display): a symbolic link to nothing, not a rules file"))
      }
      return .success(nil)
    }
    if isDirectory.boolValue {
      return .failure(RulesFileProblem(message: "\(display): is a folder, not a rules file"))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(RulesFileProblem(message: "\(display): cannot read rules file"))
    }
    return .success(String(decoding: data, as: UTF8.self))
  }
}

/// Why a rules file could not be read; `message` starts with the file's name.
public struct RulesFileProblem: Error, Sendable {
  public var message: String
}
