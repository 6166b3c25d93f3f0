/// Splits a line-oriented rules file into numbered lines of words, dropping comments and blanks.
///
/// The scenario file, the budgets file and the port table use this, so they share one comment
/// syntax (`#` to the end of the line) and report errors with the same 1-based line numbers.
public struct RuleLine: Sendable, Equatable {
  /// The 1-based line number in the file.
  public var number: Int
  /// The line's words, split at spaces and tabs, the comment left out.
  public var words: [String]

  /// A numbered line of words.
  public init(number: Int, words: [String]) {
    self.number = number
    self.words = words
  }
}

/// The reader of line-oriented rules files.
public enum RuleLines {
  /// The numbered lines of `text` that hold words; a byte-order mark at the start reads as nothing.
  public static func split(_ text: String) -> [RuleLine] {
    let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    var result: [RuleLine] = []
    // Every line ending: "\r\n" is one character in Swift, which a split at "\n" never finds.
    for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
      if !words.isEmpty {
        result.append(RuleLine(number: index + 1, words: words))
      }
    }
    return result
  }
}
