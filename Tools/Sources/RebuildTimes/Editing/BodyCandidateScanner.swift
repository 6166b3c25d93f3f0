/// Finds the functions and initialisers of a file whose bodies are private to the module.
///
/// Skipped: bodies exported to clients (`@inlinable`, `@_alwaysEmitIntoClient`, `@_transparent`,
/// `@usableFromInline`), members of `@frozen` types and protocols, result-builder bodies (a
/// statement there is not allowed), functions with a return type (a statement before an implicit
/// return would break it), nested functions, bodies opened mid-line, and code under an `#if` branch
/// this build does not compile, or might not.
enum BodyCandidateScanner {
  static let exportingAttributes: Set<String> = [
    "@inlinable", "@_alwaysEmitIntoClient", "@_transparent", "@usableFromInline",
  ]
  private static let typeKeywords: Set<String> = [
    "struct", "class", "enum", "actor", "extension", "protocol",
  ]
  private static let declarationKeywords: Set<String> = typeKeywords.union([
    "func", "init", "init?", "init!", "deinit", "var", "let", "subscript", "case", "typealias",
  ])
  private static let modifiers: Set<String> = [
    "public", "open", "package", "internal", "fileprivate", "private", "static", "class", "final",
    "mutating", "nonmutating", "override", "convenience", "required", "nonisolated", "dynamic", "lazy",
    "indirect", "consuming", "borrowing", "distributed", "optional", "isolated",
  ]

  private struct Frame {
    enum Kind { case type, function, other }
    var kind: Kind
    /// Members of this frame may not take the edit (frozen type, protocol).
    var closed = false
    var access: BodyCandidate.Access?
  }

  /// One branch level of `#if`: whether the current branch is compiled (`nil`: cannot tell) and
  /// whether an earlier branch already was.
  private struct Branch {
    var current: Bool?
    var taken: Bool?
  }

  static func candidates(
    in text: String, file: String, conditions: ConditionEvaluator = .host
  ) -> [BodyCandidate] {
    var found: [BodyCandidate] = []
    var frames: [Frame] = []
    var branches: [Branch] = []
    var header = ""
    for (index, line) in CodeLines.strip(text).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#") {
        if directive(trimmed, branches: &branches, conditions: conditions) { continue }
      }
      let compiled = branches.allSatisfy { $0.current == true }
      let characters = Array(trimmed)
      for (position, character) in characters.enumerated() {
        switch character {
        case "{":
          var frame = classify(header, enclosing: frames)
          if frame.kind == .function, compiled, position == characters.count - 1,
            let candidate = candidate(header, file: file, line: index, enclosing: frames)
          {
            found.append(candidate)
          } else if frame.kind == .function {
            frame.closed = true
          }
          frames.append(frame)
          header = ""
        case "}":
          _ = frames.popLast()
          header = ""
        case ";":
          header = ""
        default:
          header.append(character)
        }
      }
      header.append(" ")
    }
    return found
  }

  /// Updates the `#if` stack; returns whether the line was a conditional-compilation directive.
  private static func directive(
    _ line: String, branches: inout [Branch], conditions: ConditionEvaluator
  ) -> Bool {
    let words = line.split(separator: " ", maxSplits: 1).map(String.init)
    let condition = words.count > 1 ? words[1] : ""
    switch words[0] {
    case "#if":
      let value = conditions.evaluate(condition)
      branches.append(Branch(current: value, taken: value))
    case "#elseif":
      guard var branch = branches.popLast() else { return true }
      let value = conditions.evaluate(condition)
      switch branch.taken {
      case true?: branch.current = false
      case false?: (branch.current, branch.taken) = (value, value)
      case nil: (branch.current, branch.taken) = (value == false ? false : nil, value == true ? true : nil)
      }
      branches.append(branch)
    case "#else":
      guard var branch = branches.popLast() else { return true }
      branch.current = branch.taken.map { !$0 }
      branch.taken = true
      branches.append(branch)
    case "#endif":
      _ = branches.popLast()
    default:
      return false
    }
    return true
  }

  /// What a `{` opens, judging by the declaration in front of it.
  private static func classify(_ header: String, enclosing: [Frame]) -> Frame {
    let tokens = self.tokens(header)
    guard let keywordIndex = tokens.lastIndex(where: { declarationKeywords.contains(keyword($0)) }) else {
      return Frame(kind: .other)
    }
    let word = keyword(tokens[keywordIndex])
    let prefix = leadingAttributesAndModifiers(tokens[..<keywordIndex])
    if typeKeywords.contains(word) {
      return Frame(
        kind: .type, closed: word == "protocol" || prefix.contains("@frozen"), access: access(prefix))
    }
    return Frame(kind: word == "func" || word.hasPrefix("init") ? .function : .other)
  }

  private static func candidate(
    _ header: String, file: String, line: Int, enclosing: [Frame]
  ) -> BodyCandidate? {
    guard enclosing.allSatisfy({ $0.kind == .type && !$0.closed }) else { return nil }
    let tokens = self.tokens(header)
    guard let keywordIndex = tokens.lastIndex(where: { declarationKeywords.contains(keyword($0)) }) else {
      return nil
    }
    let prefix = leadingAttributesAndModifiers(tokens[..<keywordIndex])
    let attributes = prefix.filter { $0.hasPrefix("@") }.map { String($0.prefix(while: { $0 != "(" })) }
    if attributes.contains(where: { exportingAttributes.contains($0) || $0.hasSuffix("Builder") }) {
      return nil
    }
    if tokens[keywordIndex...].contains(where: { outsideParentheses($0).contains("->") }) { return nil }
    let declaration = (prefix + tokens[keywordIndex...]).joined(separator: " ")
    return BodyCandidate(
      file: file, line: line, declaration: declaration,
      access: access(prefix) ?? enclosing.last?.access.map { min($0, .internal) } ?? .internal)
  }

  /// The attributes and modifiers right before the keyword; anything earlier is another statement.
  private static func leadingAttributesAndModifiers(_ tokens: ArraySlice<String>) -> [String] {
    var start = tokens.endIndex
    while start > tokens.startIndex {
      let token = tokens[start - 1]
      guard token.hasPrefix("@") || modifiers.contains(token.prefix(while: { $0 != "(" }).description) else {
        break
      }
      start -= 1
    }
    return Array(tokens[start...])
  }

  private static func access(_ modifiers: [String]) -> BodyCandidate.Access? {
    for token in modifiers {
      switch token {
      case "private": return .private
      case "fileprivate": return .fileprivate
      case "internal": return .internal
      case "package": return .package
      case "public", "open": return .public
      default: continue
      }
    }
    return nil
  }

  /// `init?(x: Int)` → `init?`, `func` → `func`: the word a token starts with.
  private static func keyword(_ token: String) -> String {
    String(token.prefix(while: { $0.isLetter || $0 == "?" || $0 == "!" }))
  }

  /// `f(_ g: () -> Void)->Int` → `f->Int`: what a token says outside its parameter lists.
  private static func outsideParentheses(_ token: String) -> String {
    var depth = 0
    var kept = ""
    for character in token {
      if character == "(" {
        depth += 1
      } else if character == ")" {
        depth = max(0, depth - 1)
      } else if depth == 0 {
        kept.append(character)
      }
    }
    return kept
  }

  /// Words, with a parenthesised group kept whole and glued to the word before it
  /// (`@available(*, deprecated)`, `log(_ message: String)`), so spaces inside never split a token.
  static func tokens(_ header: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var depth = 0
    for character in header {
      if character == "(" { depth += 1 }
      if character == ")" { depth = max(0, depth - 1) }
      if depth == 0 && (character == " " || character == "\t") {
        if !current.isEmpty { tokens.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }
}
