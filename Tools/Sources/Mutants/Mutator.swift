import ToolSupport

/// Finds every mutant of one source file, operator by operator, on code only (`CodeMask`).
///
/// Text patterns rather than a syntax tree (SwiftSyntax is a third-party package here): the
/// repository's formatting (`swift format`: spaces around binary operators, one statement per
/// line) makes the patterns reliable, and a mutant that does not compile is discarded anyway.
struct Mutator {
  let module: String
  let file: String
  let bytes: [UInt8]
  let mask: CodeMask
  private let lineStarts: [Int]

  init(module: String, file: String, source: String) {
    self.module = module
    self.file = file
    bytes = Array(source.utf8)
    mask = CodeMask(source)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    lineStarts = starts
  }

  /// Every mutant, in file order.
  func mutants(_ operators: Set<MutationOperator> = Set(MutationOperator.allCases)) -> [Mutant] {
    var found: [Mutant] = []
    if operators.contains(.flipRelational) {
      let pairs = [
        (" <= ", " < "), (" >= ", " > "), (" < ", " <= "), (" > ", " >= "), (" == ", " != "),
        (" != ", " == "),
      ]
      for (from, to) in pairs {
        for offset in occurrences(from) where !isInDeclaration(offset) {
          found.append(make(offset, offset + from.utf8.count, to, .flipRelational))
        }
      }
    }
    if operators.contains(.flipLogical) {
      for (from, to) in [(" && ", " || "), (" || ", " && ")] {
        for offset in occurrences(from) { found.append(make(offset, offset + 4, to, .flipLogical)) }
      }
    }
    if operators.contains(.offByOne) { found += offByOne() }
    if operators.contains(.negateCondition) || operators.contains(.dropGuard) {
      found += conditions().filter { operators.contains($0.mutation) }
    }
    if operators.contains(.removeCancel) { found += cancellations() }
    if operators.contains(.removeCancel) || operators.contains(.removeCleanupCall) {
      found += callStatements().filter { operators.contains($0.mutation) }
    }
    if operators.contains(.swapPop) {
      for (from, to) in [("popTo", "popPast"), ("popPast", "popTo")] {
        for offset in words(from) { found.append(make(offset, offset + from.utf8.count, to, .swapPop)) }
      }
    }
    if operators.contains(.swapEnds) {
      let pairs = [
        (".first", ".last"), (".last", ".first"), (".removeFirst(", ".removeLast("),
        (".removeLast(", ".removeFirst("), (".dropFirst(", ".dropLast("), (".dropLast(", ".dropFirst("),
        (".prefix(", ".suffix("), (".suffix(", ".prefix("), (".min(", ".max("), (".max(", ".min("),
      ]
      for (from, to) in pairs {
        for offset in occurrences(from)
        where !isIdentifier(at(offset + from.utf8.count)) || from.hasSuffix("(") {
          found.append(make(offset, offset + from.utf8.count, to, .swapEnds))
        }
      }
    }
    var seen = Set<String>()
    return found.sorted { ($0.start, $0.mutation.rawValue) < ($1.start, $1.mutation.rawValue) }
      .filter { seen.insert($0.id + $0.replacement).inserted }
  }

  // MARK: - Operators

  private func offByOne() -> [Mutant] {
    var found: [Mutant] = []
    for pattern in [" + 1", " - 1"] {
      for offset in occurrences(pattern) {
        let next = at(offset + 4)
        if isIdentifier(next) || next == UInt8(ascii: ".") { continue }
        found.append(make(offset, offset + 4, "", .offByOne))
      }
    }
    for offset in occurrences("..<") { found.append(make(offset, offset + 3, "...", .offByOne)) }
    for offset in occurrences("...") {
      let before = at(offset - 1)
      let after = at(offset + 3)
      let closesLeft = isIdentifier(before) || before == UInt8(ascii: ")")
      let opensRight = isIdentifier(after) || after == UInt8(ascii: "(")
      if closesLeft && opensRight { found.append(make(offset, offset + 3, "..<", .offByOne)) }
    }
    return found
  }

  /// `negate-condition` for `if`/`guard`/`while`, and `drop-guard`.
  private func conditions() -> [Mutant] {
    var found: [Mutant] = []
    for keyword in ["if", "guard", "while"] {
      for offset in words(keyword + " ") where at(offset - 1) != UInt8(ascii: "#") {
        let start = offset + keyword.utf8.count + 1
        let terminator = keyword == "guard" ? " else" : " {"
        guard let end = topLevel(terminator, from: start) else { continue }
        let condition = String(decoding: bytes[start..<end], as: UTF8.self)
        guard isNegatable(condition) else { continue }
        found.append(make(start, end, "!(\(condition))", .negateCondition))
        if keyword == "guard", let removal = guardStatement(at: offset, elseAt: end) {
          found.append(make(removal.lowerBound, removal.upperBound, "", .dropGuard))
        }
      }
    }
    return found
  }

  /// A condition that can be wrapped in `!( )`: one clause, binding nothing.
  private func isNegatable(_ condition: String) -> Bool {
    let tokens = condition.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "(" })
    if tokens.contains(where: {
      ["let", "var", "case", "#available", "#unavailable", "try", "await"].contains($0)
    }) {
      return false
    }
    var depth = 0
    for character in condition {
      switch character {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "," where depth == 0: return false
      default: break
      }
    }
    return depth == 0 && !condition.trimmingWhitespace.isEmpty
  }

  /// The whole `guard … else { … }` statement with its line, when it stands on lines of its own.
  private func guardStatement(at offset: Int, elseAt end: Int) -> Range<Int>? {
    let lineStart = lineStarts[line(of: offset) - 1]
    guard bytes[lineStart..<offset].allSatisfy({ $0 == UInt8(ascii: " ") }) else { return nil }
    guard let open = bytes[end...].firstIndex(of: UInt8(ascii: "{")), let close = matching(open) else {
      return nil
    }
    var stop = close + 1
    if at(stop) == UInt8(ascii: "\n") { stop += 1 }
    return lineStart..<stop
  }

  private func cancellations() -> [Mutant] {
    var found: [Mutant] = []
    for offset in occurrences(".cancel(id:") {
      guard let close = matching(offset + 7) else { continue }
      let end = close + 1
      var before = offset - 1
      while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\n") {
        before -= 1
      }
      if before >= 0, bytes[before] == UInt8(ascii: ",") {
        found.append(make(before, end, "", .removeCancel))
      } else if at(end) == UInt8(ascii: ",") {
        var after = end + 1
        while at(after) == UInt8(ascii: " ") { after += 1 }
        found.append(make(offset, after, "", .removeCancel))
      } else {
        found.append(make(offset, end, ".none", .removeCancel))
      }
    }
    for offset in occurrences(".cancellable(") {
      guard let close = matching(offset + 12) else { continue }
      var start = offset
      while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\n") {
        start -= 1
      }
      // Only a call chained on an effect (`…).cancellable(id:)`), not the enum case of that name.
      guard start > 0, [UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[start - 1])
      else { continue }
      found.append(make(start, close + 1, "", .removeCancel))
    }
    for offset in occurrences("cancelInFlight: true") {
      found.append(make(offset + 16, offset + 20, "false", .removeCancel))
    }
    return found
  }

  /// Lines that are one bare call: deleted, as `remove-cancel` when the callee cancels, as
  /// `remove-cleanup-call` when it cleans up (`remove…`, `reset`, `clear`, `finish`, …).
  private func callStatements() -> [Mutant] {
    let cleanup = [
      "remove", "reset", "clear", "finish", "close", "dismiss", "pop", "release", "invalidate",
      "unregister", "stop", "forget", "cleanUp", "cleanup", "tearDown", "restore", "drop", "unsubscribe",
    ]
    var found: [Mutant] = []
    for number in 1...lineStarts.count {
      let range = lineRange(number)
      let text = String(decoding: bytes[range], as: UTF8.self)
      let trimmed = text.trimmingWhitespace
      guard let first = text.firstIndex(where: { $0 != " " }), trimmed.hasSuffix(")") else { continue }
      let offset = range.lowerBound + text.utf8.distance(from: text.startIndex, to: first)
      guard mask.isCode(offset..<range.upperBound), let callee = Self.bareCallee(trimmed) else { continue }
      if isContinued(number) { continue }
      let name = callee.split(separator: ".").last.map(String.init) ?? callee
      let kind: MutationOperator
      if name.hasPrefix("cancel") {
        kind = .removeCancel
      } else if cleanup.contains(where: { name.hasPrefix($0) }) {
        kind = .removeCleanupCall
      } else {
        continue
      }
      var end = range.upperBound
      if at(end) == UInt8(ascii: "\n") { end += 1 }
      found.append(make(range.lowerBound, end, "", kind))
    }
    return found
  }

  /// The callee of a statement that is a single call (`a.b?.c(…)`, `try? x.y(…)`), or nil.
  static func bareCallee(_ statement: String) -> String? {
    var text = Substring(statement)
    for prefix in ["try? ", "try! ", "try ", "await "] where text.hasPrefix(prefix) {
      text = text.dropFirst(prefix.count)
    }
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
    let callee = text[..<open]
    guard let head = callee.first, head.isLetter || head == "_" || head == "$",
      callee.allSatisfy({ $0.isLetter || $0.isNumber || "_.?!$".contains($0) })
    else { return nil }
    var depth = 0
    for (index, character) in text[open...].enumerated() {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0 && index < text[open...].count - 1 { return nil }
    }
    return depth == 0 ? String(callee) : nil
  }

  /// Whether line `number` continues the previous line's expression or is continued below.
  private func isContinued(_ number: Int) -> Bool {
    if number > 1 {
      let previous = String(decoding: bytes[lineRange(number - 1)], as: UTF8.self).trimmingWhitespace
      if let last = previous.last, "=(,[+-*&|?:.".contains(last) { return true }
    }
    if number < lineStarts.count {
      let next = String(decoding: bytes[lineRange(number + 1)], as: UTF8.self).trimmingWhitespace
      if next.hasPrefix(".") { return true }
    }
    return false
  }

  // MARK: - Scanning

  /// Whether `offset` is in a declaration's head (`func ==`, `where T == U`), where a flipped
  /// operator cannot compile: not worth a build.
  private func isInDeclaration(_ offset: Int) -> Bool {
    let lead = String(decoding: bytes[lineStarts[line(of: offset) - 1]..<offset], as: UTF8.self) + " "
    if lead.contains("{") { return false }
    return ["func ", "extension ", "struct ", "class ", "enum ", "protocol ", " where "].contains {
      lead.contains($0)
    }
  }

  private func at(_ offset: Int) -> UInt8? { offset >= 0 && offset < bytes.count ? bytes[offset] : nil }

  private func isIdentifier(_ byte: UInt8?) -> Bool {
    guard let byte else { return false }
    return (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
      || byte == 95
  }

  /// Offsets where `pattern` occurs entirely in code.
  private func occurrences(_ pattern: String) -> [Int] {
    let needle = Array(pattern.utf8)
    guard let head = needle.first, needle.count <= bytes.count else { return [] }
    var result: [Int] = []
    var offset = 0
    while offset <= bytes.count - needle.count {
      if bytes[offset] == head, bytes[offset..<offset + needle.count].elementsEqual(needle),
        mask.isCode(offset..<offset + needle.count)
      {
        result.append(offset)
      }
      offset += 1
    }
    return result
  }

  /// Occurrences of `word` not inside a longer identifier, and not a declaration's name.
  private func words(_ word: String) -> [Int] {
    occurrences(word).filter { offset in
      let trimmedWord = word.trimmingWhitespace
      guard !isIdentifier(at(offset - 1)), !isIdentifier(at(offset + trimmedWord.utf8.count)) else {
        return false
      }
      let lead = String(decoding: bytes[max(0, offset - 5)..<offset], as: UTF8.self)
      return !lead.hasSuffix("func ")
    }
  }

  /// The offset of `terminator` at bracket depth 0 after `start`, staying in code.
  private func topLevel(_ terminator: String, from start: Int) -> Int? {
    let needle = Array(terminator.utf8)
    var depth = 0
    var offset = start
    while offset < bytes.count {
      guard mask.isCode[offset] else {
        offset += 1
        continue
      }
      let byte = bytes[offset]
      if depth == 0, bytes[offset...].starts(with: needle) { return offset }
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
      if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        depth -= 1
        if depth < 0 { return nil }
      }
      offset += 1
    }
    return nil
  }

  /// The bracket closing the one at `open` (`(`, `[` or `{`), counting code only.
  private func matching(_ open: Int) -> Int? {
    var depth = 0
    for offset in open..<bytes.count where mask.isCode[offset] {
      switch bytes[offset] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return offset }
      default: break
      }
    }
    return nil
  }

  private func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The bytes of line `number` (1-based) without its newline.
  private func lineRange(_ number: Int) -> Range<Int> {
    let start = lineStarts[number - 1]
    let end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
    return start..<max(start, end)
  }

  private func make(_ start: Int, _ end: Int, _ replacement: String, _ mutation: MutationOperator) -> Mutant {
    let first = line(of: start)
    let last = line(of: max(start, end - 1))
    let regionStart = lineStarts[first - 1]
    let regionEnd = lineRange(last).upperBound
    let original = String(decoding: bytes[regionStart..<regionEnd], as: UTF8.self)
    let mutated =
      String(decoding: bytes[regionStart..<start], as: UTF8.self) + replacement
      + String(decoding: bytes[min(end, regionEnd)..<regionEnd], as: UTF8.self)
    let lines = { (text: String) in
      TextLines.split(text)
    }
    return Mutant(
      module: module, file: file, line: first, column: start - regionStart + 1, mutation: mutation,
      start: start, end: end, replacement: replacement, originalLines: lines(original),
      mutatedLines: mutated.trimmingWhitespace.isEmpty ? [] : lines(mutated))
  }
}

extension String {
  var trimmingWhitespace: String {
    String(
      drop(while: { $0 == " " || $0 == "\n" }).reversed().drop(while: { $0 == " " || $0 == "\n" }).reversed())
  }
}
