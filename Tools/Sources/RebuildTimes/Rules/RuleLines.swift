/// Splits a line-oriented rules file into numbered lines of words, dropping comments and blanks.
///
/// Both the scenario file and the budgets file use this, so they share one comment syntax (`#` to
/// the end of the line) and report errors with the same 1-based line numbers.
struct RuleLine: Sendable, Equatable {
  var number: Int
  var words: [String]
}

enum RuleLines {
  static func split(_ text: String) -> [RuleLine] {
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
