/// One line of a Markdown file as the checks see it: its code spans and links, with columns.
///
/// The checks must not mistake a link written inside code for a link, nor a path in prose for
/// a path someone means, so a line is split once, here, into the parts each rule reads.
struct MarkdownLine {
  /// 1-based line number in its file.
  var number: Int
  var text: String
  /// Inside a fenced code block (```` ``` ```` or `~~~`), fence lines included: the whole line
  /// is code.
  var inFence: Bool
  /// The fence's info string (`sh`, `swift`, `text`, or empty) when `inFence`.
  var fenceInfo: String = ""
  /// The contents of the line's inline code spans, each with the 1-based column of its
  /// first character.
  var codeSpans: [(column: Int, text: String)]
  /// Link and image targets outside code (`[text](target)`, `![alt](target)`, and reference
  /// definitions `[label]: target`), each with the column of the target.
  var links: [(column: Int, target: String)]

  /// The places a shell command may be written: every code span, or the whole line inside a
  /// fence that holds commands or their output (not Swift or another language's source, whose
  /// comments say "make" in plain English).
  var commands: [(column: Int, text: String)] {
    guard inFence else { return codeSpans }
    return ["", "sh", "bash", "shell", "console", "text", "make"].contains(fenceInfo) ? [(1, text)] : []
  }
}

/// Splits Markdown into `MarkdownLine`s: fences, code spans and link targets.
enum MarkdownScanner {
  static func lines(of content: String) -> [MarkdownLine] {
    var result: [MarkdownLine] = []
    var fence: String?
    var info = ""
    for (index, text) in content.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let line = String(text)
      let trimmed = line.drop { $0 == " " }
      let opener = trimmed.hasPrefix("```") ? "```" : trimmed.hasPrefix("~~~") ? "~~~" : nil
      if let opener, line.count - trimmed.count <= 3 {
        if fence == nil {
          fence = opener
          info = String(trimmed.dropFirst(3).trimmingSpaces.prefix { $0 != " " }).lowercased()
        } else if fence == opener, trimmed.dropFirst(3).trimmingSpaces.isEmpty {
          fence = nil
        }
        result.append(
          MarkdownLine(
            number: index + 1, text: line, inFence: true, fenceInfo: "fence", codeSpans: [], links: []))
        continue
      }
      if fence != nil {
        result.append(
          MarkdownLine(
            number: index + 1, text: line, inFence: true, fenceInfo: info, codeSpans: [], links: []))
        continue
      }
      let (spans, prose) = codeSpans(in: line)
      result.append(
        MarkdownLine(number: index + 1, text: line, inFence: false, codeSpans: spans, links: links(in: prose))
      )
    }
    return result
  }

  /// The code spans of a line, and the line with each span blanked out (columns kept), so link
  /// syntax inside code is not read as a link.
  static func codeSpans(in line: String) -> ([(column: Int, text: String)], [Character]) {
    let characters = Array(line)
    var prose = characters
    var spans: [(column: Int, text: String)] = []
    var index = 0
    // Every step moves forward by at least one character, so the scan ends on any input.
    while index < characters.count {
      let run = backticks(in: characters, at: index)
      guard run > 0, index == 0 || characters[index - 1] != "\\" else {
        index += 1
        continue
      }
      guard let close = closingRun(of: run, in: characters, from: index + run) else {
        index += max(run, 1)
        continue
      }
      var content = String(characters[(index + run)..<close])
      var column = index + run + 1
      if content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
        content = String(content.dropFirst().dropLast())
        column += 1
      }
      spans.append((column, content))
      for blank in index..<(close + run) { prose[blank] = " " }
      index = close + run
    }
    return (spans, prose)
  }

  /// How many backticks start at `index`; 0 when the character there is not one.
  private static func backticks(in characters: [Character], at index: Int) -> Int {
    characters[index...].prefix { $0 == "`" }.count
  }

  /// Where the next run of exactly `length` backticks starts: a span closes only on a run as
  /// long as the one that opened it.
  private static func closingRun(of length: Int, in characters: [Character], from start: Int) -> Int? {
    var index = start
    while index < characters.count {
      let run = backticks(in: characters, at: index)
      if run > 0, run == length { return index }
      index += max(run, 1)
    }
    return nil
  }

  /// Link targets in prose: `](target)` and a reference definition at the line's start.
  static func links(in prose: [Character]) -> [(column: Int, target: String)] {
    var found: [(column: Int, target: String)] = []
    var index = 0
    while index + 1 < prose.count {
      if prose[index] == "]", prose[index + 1] == "(" {
        let start = index + 2
        var end = start
        var depth = 0
        while end < prose.count {
          if prose[end] == "(" { depth += 1 }
          if prose[end] == ")" {
            if depth == 0 { break }
            depth -= 1
          }
          end += 1
        }
        if end < prose.count, let target = target(String(prose[start..<end])) {
          found.append((start + 1, target))
        }
        index = end
        continue
      }
      index += 1
    }
    let text = String(prose)
    let leading = text.prefix { $0 == " " }.count
    let rest = text.dropFirst(leading)
    if leading <= 3, rest.hasPrefix("["), let colon = rest.range(of: "]:") {
      let after = rest[colon.upperBound...]
      let spaces = after.prefix { $0 == " " }.count
      if let target = target(String(after.dropFirst(spaces))) {
        found.append(
          (leading + rest.distance(from: rest.startIndex, to: colon.upperBound) + spaces + 1, target))
      }
    }
    return found
  }

  /// The destination of a link's parentheses: the first word, or the text inside `<…>`.
  private static func target(_ inside: String) -> String? {
    let trimmed = inside.drop { $0 == " " }
    if trimmed.hasPrefix("<"), let close = trimmed.firstIndex(of: ">") {
      let target = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
      return target.isEmpty ? nil : target
    }
    let word = trimmed.prefix { $0 != " " }
    return word.isEmpty ? nil : String(word)
  }
}
