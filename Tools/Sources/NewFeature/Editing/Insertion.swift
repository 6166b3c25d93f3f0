import Foundation
import ToolSupport

/// An edit `tools new-feature` makes to an existing file, and its exact inverse.
protocol FileEdit: Sendable {
  /// The file, relative to the repository root.
  var path: String { get }
  /// Says where this edit belongs, for error messages: "the App's dependencies".
  var purpose: String { get }
  func apply(to content: String) throws(Diagnostic) -> String
  func remove(from content: String) throws(Diagnostic) -> String
}

/// One piece of text the generator adds to an existing file, and how to find its place again.
///
/// Adding and removing a feature must be exact inverses, so every edit is an insertion of a
/// fixed text at a place found by content, never a rewrite: removal finds that same text after
/// the same starting line and deletes it, and the file is byte-identical to what it was.
struct Insertion: FileEdit, Equatable {
  enum Placement: Equatable, Sendable {
    /// At the start of the target line.
    case beforeLine
    /// At the start of the line after the target line.
    case afterLine
    /// At the start of the line before the target line: inside a block that the target (the
    /// line after its closing brace, `.navigationTitle(`) identifies.
    case beforePreviousLine
    /// Inside the target line, just before its trailing `suffix` (`""`: at the line's end).
    case beforeSuffix(String)
  }

  /// The file, relative to the repository root.
  var path: String
  /// The line the search starts at (the first that matches); nil: the file's first line.
  var start: LineMatch?
  /// The line the text goes at: the first matching line after `start`.
  var target: LineMatch
  var placement: Placement
  var text: String
  /// Says where this edit belongs, for error messages: "the App's dependencies".
  var purpose: String
}

/// A predicate on one line, with a description for error messages.
struct LineMatch: Equatable, Sendable {
  enum Rule: Equatable, Sendable {
    case contains(String)
    case trimmedEquals(String)
    case trimmedEqualsOneOf([String])
    case hasPrefix(String)
    case trimmedHasSuffix(String)
    case equals(String)
  }

  var rules: [Rule]

  static func contains(_ text: String) -> LineMatch { LineMatch(rules: [.contains(text)]) }
  static func trimmed(_ text: String) -> LineMatch { LineMatch(rules: [.trimmedEquals(text)]) }
  /// A line that is one of `texts` once indented: a list's end, `]` or `],` when an argument
  /// follows it (a test target's `exclude:`).
  static func trimmed(oneOf texts: [String]) -> LineMatch {
    LineMatch(rules: [.trimmedEqualsOneOf(texts)])
  }
  static func prefix(_ text: String) -> LineMatch { LineMatch(rules: [.hasPrefix(text)]) }
  static func suffix(_ text: String) -> LineMatch { LineMatch(rules: [.trimmedHasSuffix(text)]) }
  static func line(_ text: String) -> LineMatch { LineMatch(rules: [.equals(text)]) }
  static let any = LineMatch(rules: [])

  func matches(_ line: Substring) -> Bool {
    let trimmed = line.drop { $0 == " " }
    return rules.allSatisfy { rule in
      switch rule {
      case .contains(let text): line.contains(text)
      case .trimmedEquals(let text): trimmed == text
      case .trimmedEqualsOneOf(let texts): texts.contains(String(trimmed))
      case .hasPrefix(let text): line.hasPrefix(text)
      case .trimmedHasSuffix(let text): trimmed.hasSuffix(text)
      case .equals(let text): line == text
      }
    }
  }

  var description: String {
    rules.map { rule in
      switch rule {
      case .contains(let text): "a line containing `\(text)`"
      case .trimmedEquals(let text): "a line `\(text)`"
      case .trimmedEqualsOneOf(let texts): "a line " + texts.map { "`\($0)`" }.joined(separator: " or ")
      case .hasPrefix(let text): "a line starting with `\(text)`"
      case .trimmedHasSuffix(let text): "a line ending with `\(text)`"
      case .equals(let text): "the line `\(text)`"
      }
    }.joined(separator: " and ").ifEmpty("a line")
  }
}

extension Insertion {
  /// `content` with the text inserted.
  func apply(to content: String) throws(Diagnostic) -> String {
    let lines = Self.lineRanges(content)
    let startIndex = try startLine(in: content, lines: lines)
    let firstCandidate = start == nil ? 0 : startIndex + 1
    guard
      let targetIndex = (firstCandidate..<lines.count).first(where: { target.matches(content[lines[$0]]) })
    else {
      throw Diagnostic(
        "cannot place \(purpose): no \(target.description) after line \(startIndex + 1)", path: path,
        line: startIndex + 1)
    }
    let line = lines[targetIndex]
    let position: String.Index
    switch placement {
    case .beforeLine:
      position = line.lowerBound
    case .afterLine:
      position = line.upperBound < content.endIndex ? content.index(after: line.upperBound) : content.endIndex
    case .beforePreviousLine:
      guard targetIndex > firstCandidate else {
        throw Diagnostic(
          "cannot place \(purpose): no line before this one", path: path, line: targetIndex + 1)
      }
      position = lines[targetIndex - 1].lowerBound
    case .beforeSuffix(let suffix):
      guard content[line].hasSuffix(suffix) else {
        throw Diagnostic(
          "cannot place \(purpose): the line does not end with `\(suffix)`", path: path, line: targetIndex + 1
        )
      }
      position = content.index(line.upperBound, offsetBy: -suffix.count)
    }
    var result = content
    result.insert(contentsOf: text, at: position)
    return result
  }

  /// `content` without the text, which must occur exactly once after the start line.
  func remove(from content: String) throws(Diagnostic) -> String {
    let lines = Self.lineRanges(content)
    let startIndex = try startLine(in: content, lines: lines)
    let region = lines.isEmpty ? content.startIndex : lines[startIndex].lowerBound
    let ranges = Self.occurrences(of: text, in: content, from: region)
    guard ranges.count == 1, let range = ranges.first else {
      let found = ranges.isEmpty ? "is not there" : "is there \(ranges.count) times"
      throw Diagnostic(
        "cannot remove \(purpose): the text it added (`\(text.trimmingNewlines)`) \(found) after line \(startIndex + 1); was it edited by hand?",
        path: path, line: startIndex + 1)
    }
    var result = content
    result.removeSubrange(range)
    return result
  }

  private func startLine(in content: String, lines: [Range<String.Index>]) throws(Diagnostic) -> Int {
    guard let start else { return 0 }
    guard let index = lines.indices.first(where: { start.matches(content[lines[$0]]) }) else {
      throw Diagnostic("cannot place \(purpose): no \(start.description)", path: path, line: 1)
    }
    return index
  }

  /// The range of each line, newline excluded.
  static func lineRanges(_ content: String) -> [Range<String.Index>] {
    var result: [Range<String.Index>] = []
    var lineStart = content.startIndex
    var index = content.startIndex
    while index < content.endIndex {
      if content[index] == "\n" {
        result.append(lineStart..<index)
        lineStart = content.index(after: index)
      }
      index = content.index(after: index)
    }
    if lineStart < content.endIndex { result.append(lineStart..<content.endIndex) }
    return result
  }

  static func occurrences(of text: String, in content: String, from start: String.Index) -> [Range<
    String.Index
  >] {
    var result: [Range<String.Index>] = []
    var searchStart = start
    while let range = content.range(of: text, range: searchStart..<content.endIndex) {
      result.append(range)
      searchStart = content.index(after: range.lowerBound)
    }
    return result
  }
}

extension String {
  func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }

  var trimmingNewlines: String {
    var copy = self
    while copy.hasPrefix("\n") { copy.removeFirst() }
    while copy.hasSuffix("\n") { copy.removeLast() }
    return copy
  }
}
