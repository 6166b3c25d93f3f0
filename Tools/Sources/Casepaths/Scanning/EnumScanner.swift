/// Finds the `CasePathable` enums of one file and reads their cases from the token stream.
///
/// It tracks braces to know which type each `{` opens, so a `case` counts only directly in an
/// enum's body (never in a `switch`, a nested type or a function), and the enum's name is
/// qualified by the types around it. What it cannot generate correctly it reports instead of
/// guessing: hand-written `AllCasePaths`, enums inside functions, private enums, cases under
/// `#if`, two cases with one name.
import Foundation
import ToolSupport

public enum EnumScanner {
  public static func scan(source: String, path: String) -> ScannedFile {
    let tokens: [SwiftToken]
    do {
      tokens = try SwiftLexer.tokenize(source)
    } catch {
      var file = ScannedFile()
      file.diagnostics.append(
        SourceDiagnostic(path: path, line: error.line, column: error.column, message: error.message))
      return file
    }
    // Line by line as the lexer counts them: in a CRLF file a split at "\n" finds nothing ("\r\n"
    // is one Character), and the first import line then stood for the whole file.
    let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    var scanner = Scanner(tokens: tokens, path: path, lines: lines)
    scanner.run()
    return scanner.file
  }
}

private struct Scanner {
  enum Scope {
    /// A type or extension body; `enumIndex` points into `file.enums` for a `CasePathable` enum.
    case type(path: [String], isLocal: Bool, isHidden: Bool, enumIndex: Int?)
    case other
  }

  struct PendingType {
    var path: [String]
    var isLocal: Bool
    /// Private or fileprivate, itself or a type around it: no other file can extend it.
    var isHidden: Bool
    var enumIndex: Int?
  }

  let tokens: [SwiftToken]
  let path: String
  let lines: [Substring]
  var file = ScannedFile()
  var scopes: [Scope] = []
  var pending: PendingType?
  var modifiers: [String] = []
  var index = 0
  /// The names of the types declared directly in each type (by path), to qualify payload types.
  var nestedTypes: [[String]: Set<String>] = [:]
  /// Payload type tokens per case, spelled once the whole file is read.
  var payloads: [(enumIndex: Int, caseIndex: Int, types: [[SwiftToken]])] = []

  static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]
  static let modifierWords: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "open", "final", "indirect",
    "nonisolated", "static", "override", "required", "convenience", "mutating",
  ]
  static let accessWords: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]

  init(tokens: [SwiftToken], path: String, lines: [Substring]) {
    self.tokens = tokens
    self.path = path
    self.lines = lines
  }

  mutating func run() {
    scanTokens()
    for payload in payloads {
      let enumPath = file.enums[payload.enumIndex].path
      for (offset, type) in payload.types.enumerated() {
        file.enums[payload.enumIndex].cases[payload.caseIndex].values[offset].type =
          Self.spell(qualified(type, from: enumPath))
      }
    }
  }

  /// Rewrites the names a payload takes from the types around the enum (`Action` for the enum
  /// itself, a sibling `Destination`) as qualified names: the generated extension of the enum does
  /// not see its parent's members.
  func qualified(_ type: [SwiftToken], from enumPath: [String]) -> [SwiftToken] {
    type.enumerated().map { offset, token in
      guard token.kind == .identifier, offset == 0 || !type[offset - 1].is(".") else { return token }
      for depth in stride(from: enumPath.count, through: 0, by: -1) {
        let scope = Array(enumPath.prefix(depth))
        guard nestedTypes[scope]?.contains(token.text) == true else { continue }
        if depth == enumPath.count || depth == 0 { return token }
        var rewritten = token
        rewritten.text = (scope + [token.text]).joined(separator: ".")
        return rewritten
      }
      return token
    }
  }

  mutating func scanTokens() {
    while index < tokens.count {
      let token = tokens[index]
      if token.is("{") {
        if let type = pending {
          scopes.append(
            .type(path: type.path, isLocal: type.isLocal, isHidden: type.isHidden, enumIndex: type.enumIndex))
          pending = nil
        } else {
          scopes.append(.other)
        }
        modifiers = []
        index += 1
        continue
      }
      if token.is("}") {
        if !scopes.isEmpty { scopes.removeLast() }
        modifiers = []
        index += 1
        continue
      }
      if scopes.isEmpty, token.isWord("import") || ["#if", "#elseif", "#else", "#endif"].contains(token.text)
      {
        collectTopLevelLine(token)
      }
      if token.kind == .pound, token.text == "#if", case .type(_, _, _, let enumIndex?) = scopes.last {
        report(
          token,
          "`#if` inside CasePathable enum \(file.enums[enumIndex].qualifiedName): its case paths would not match every configuration"
        )
      }
      if token.is("@") {
        skipAttribute()
        continue
      }
      if token.kind == .identifier, Self.modifierWords.contains(token.text) {
        modifiers.append(token.text)
        index += 1
        continue
      }
      if token.isWord("typealias"), index + 1 < tokens.count, case .type(let path, false, _, _) = scopes.last
      {
        nestedTypes[path, default: []].insert(tokens[index + 1].text)
      }
      if token.kind == .identifier, Self.typeKeywords.contains(token.text), isTypeDeclaration() {
        readTypeDeclaration(keyword: token)
        continue
      }
      if token.isWord("case"), case .type(_, _, _, let enumIndex?) = scopes.last {
        readCases(into: enumIndex)
        continue
      }
      if token.isWord("AllCasePaths"), index > 0,
        ["struct", "typealias", "enum", "class"].contains(tokens[index - 1].text)
      {
        report(
          token,
          "hand-written AllCasePaths: `make casepaths` generates it from the enum's cases; delete this one")
      }
      if token.isWord("allCasePaths"), index > 0, tokens[index - 1].isWord("var"), !isRequirement() {
        report(token, Self.handWritten("allCasePaths"))
      }
      modifiers = []
      index += 1
    }
  }

  // MARK: Declarations

  /// `class` is a declaration only when a name follows (`class func` is a modifier).
  func isTypeDeclaration() -> Bool {
    guard index + 1 < tokens.count else { return false }
    let next = tokens[index + 1]
    let notNames: Set<String> = ["func", "var", "let", "subscript", "init", "deinit", "typealias"]
    return next.kind == .identifier && !notNames.contains(next.text)
      && !Self.modifierWords.contains(next.text)
  }

  mutating func readTypeDeclaration(keyword: SwiftToken) {
    let declarationModifiers = modifiers
    modifiers = []
    index += 1
    var names = [tokens[index].text]
    if keyword.text != "extension" && names[0] == "AllCasePaths" {
      report(tokens[index], Self.handWritten("AllCasePaths"))
    }
    index += 1
    if keyword.text == "extension" {
      while index + 1 < tokens.count, tokens[index].is("."), tokens[index + 1].kind == .identifier {
        names.append(tokens[index + 1].text)
        index += 2
      }
    }
    if index < tokens.count, tokens[index].is("<") { skipBalanced(open: "<", close: ">") }
    var inherited: [SwiftToken] = []
    if index < tokens.count, tokens[index].is(":") {
      index += 1
      while index < tokens.count, !tokens[index].is("{"), !tokens[index].isWord("where") {
        inherited.append(tokens[index])
        index += 1
      }
    }
    let (outerPath, insideFunction, outerHidden) = enclosingTypePath()
    let access = declarationModifiers.last { Self.accessWords.contains($0) }
    let isHidden = outerHidden || access == "private" || access == "fileprivate"
    let fullPath = keyword.text == "extension" ? names : outerPath + names
    if keyword.text != "extension" && !insideFunction {
      nestedTypes[outerPath, default: []].insert(names[0])
    }
    let isLocal = insideFunction && keyword.text != "extension"
    let conformsCasePathable = inherited.contains { $0.isWord("CasePathable") }
    var enumIndex: Int?
    if conformsCasePathable && keyword.text != "enum" {
      report(
        keyword,
        "CasePathable is generated for enums only: declare the conformance on the enum itself (`enum Action: CasePathable`)"
      )
    } else if conformsCasePathable {
      if isLocal {
        report(
          keyword,
          "CasePathable enum \(names[0]) is declared inside a function: its case paths can be generated only for an enum another file can extend"
        )
      } else if isHidden {
        report(
          keyword,
          "CasePathable enum \(fullPath.joined(separator: ".")) is private or fileprivate (or inside such a type): the generated file cannot extend it; make it internal or wider"
        )
      } else {
        file.enums.append(
          CasePathableEnum(
            path: fullPath, access: access == "internal" ? nil : access, cases: [],
            line: keyword.line, column: keyword.column))
        enumIndex = file.enums.count - 1
      }
    }
    pending = PendingType(path: fullPath, isLocal: isLocal, isHidden: isHidden, enumIndex: enumIndex)
  }

  /// The path of the innermost enclosing type, whether a function body lies in between, and
  /// whether that type is hidden from other files.
  func enclosingTypePath() -> (path: [String], insideFunction: Bool, isHidden: Bool) {
    var insideFunction = false
    for scope in scopes.reversed() {
      switch scope {
      case .other: insideFunction = true
      case .type(let path, let isLocal, let isHidden, _): return (path, insideFunction || isLocal, isHidden)
      }
    }
    return ([], insideFunction, false)
  }

  // MARK: Cases

  mutating func readCases(into enumIndex: Int) {
    index += 1
    while index < tokens.count, tokens[index].kind == .identifier {
      let nameToken = tokens[index]
      index += 1
      var values: [(label: String?, type: [SwiftToken])] = []
      if index < tokens.count, tokens[index].is("(") {
        let start = index + 1
        skipBalanced(open: "(", close: ")")
        values = associatedValues(Array(tokens[start..<(index - 1)]))
      }
      if index < tokens.count, tokens[index].is("=") {
        index += 1
        while index < tokens.count, !tokens[index].is(","), tokens[index].line == tokens[index - 1].line {
          index += 1
        }
      }
      let name = nameToken.text
      if file.enums[enumIndex].cases.contains(where: { $0.name == name }) {
        report(
          nameToken,
          "two cases named \(name) in \(file.enums[enumIndex].qualifiedName): a case path is named after its case, so case names must be unique"
        )
      } else {
        file.enums[enumIndex].cases.append(
          EnumCase(
            name: name, values: values.map { AssociatedValue(label: $0.label, type: "") },
            line: nameToken.line, column: nameToken.column))
        payloads.append((enumIndex, file.enums[enumIndex].cases.count - 1, values.map(\.type)))
      }
      guard index < tokens.count, tokens[index].is(",") else { break }
      index += 1
    }
    modifiers = []
  }

  /// Splits a payload's tokens at top-level commas into labels and types.
  func associatedValues(_ payload: [SwiftToken]) -> [(label: String?, type: [SwiftToken])] {
    var elements: [[SwiftToken]] = [[]]
    var depth = 0
    for token in payload {
      if token.is("(") || token.is("[") || token.is("<") { depth += 1 }
      if token.is(")") || token.is("]") || token.is(">") { depth -= 1 }
      if depth == 0 && token.is(",") {
        elements.append([])
      } else {
        elements[elements.count - 1].append(token)
      }
    }
    return elements.filter { !$0.isEmpty }.map { element in
      var label: String?
      var typeTokens = element
      if element.count > 2, element[0].kind == .identifier, element[1].is(":") {
        label = element[0].text
        typeTokens = Array(element.dropFirst(2))
      } else if element.count > 3, element[0].kind == .identifier, element[1].kind == .identifier,
        element[2].is(":")
      {
        label = element[0].text == "_" ? nil : element[0].text
        typeTokens = Array(element.dropFirst(3))
      }
      var depth = 0
      var kept: [SwiftToken] = []
      for token in typeTokens {
        if token.is("(") || token.is("[") || token.is("<") { depth += 1 }
        if token.is(")") || token.is("]") || token.is(">") { depth -= 1 }
        if depth == 0 && token.is("=") { break }
        kept.append(token)
      }
      return (label, kept)
    }
  }

  /// Writes tokens back as source, one space wherever the source had whitespace or a comment.
  static func spell(_ tokens: [SwiftToken]) -> String {
    var text = ""
    for (offset, token) in tokens.enumerated() {
      if offset > 0 && token.spaceBefore { text += " " }
      text += token.text
    }
    return text
  }

  // MARK: Helpers

  static func handWritten(_ name: String) -> String {
    "hand-written \(name): `make casepaths` generates it from the enum's cases; delete this one"
  }

  /// `allCasePaths: AllCasePaths { get }`: the protocol's requirement, not an implementation.
  func isRequirement() -> Bool {
    var cursor = index + 1
    while cursor < tokens.count, !tokens[cursor].is("{"), tokens[cursor].line == tokens[index].line {
      cursor += 1
    }
    return cursor + 1 < tokens.count && tokens[cursor].is("{") && tokens[cursor + 1].isWord("get")
  }

  mutating func collectTopLevelLine(_ token: SwiftToken) {
    guard token.line - 1 < lines.count else { return }
    let text = lines[token.line - 1].trimmingCharacters(in: .whitespaces)
    if file.importLines.last != text { file.importLines.append(text) }
  }

  mutating func skipAttribute() {
    index += 1
    if index < tokens.count, tokens[index].kind == .identifier { index += 1 }
    if index < tokens.count, tokens[index].is("("), !tokens[index].spaceBefore {
      skipBalanced(open: "(", close: ")")
    }
  }

  /// Moves past the bracket at `index` and everything up to its match.
  mutating func skipBalanced(open: String, close: String) {
    var depth = 0
    repeat {
      if tokens[index].is(open) { depth += 1 }
      if tokens[index].is(close) { depth -= 1 }
      index += 1
    } while depth > 0 && index < tokens.count
  }

  mutating func report(_ token: SwiftToken, _ message: String) {
    file.diagnostics.append(
      SourceDiagnostic(path: path, line: token.line, column: token.column, message: message))
  }
}
