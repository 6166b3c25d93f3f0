/// Minimal textual edits of a `Package.swift`: one dependency added to or removed from a target, one
/// package dependency added, everything else byte-for-byte as written (layout, comments, order).
/// It reads the manifest as brackets, strings and comments, never as a whole Swift parse, and
/// refuses (returns `nil`) where the shape is not the literal one SwiftPM's documentation shows.
struct ManifestEditor {
  private(set) var bytes: [UInt8]

  init(_ text: String) { bytes = Array(text.utf8) }

  var text: String { String(decoding: bytes, as: UTF8.self) }

  // MARK: Edits

  /// Adds `entry` (Swift source, e.g. `"Core"` or `.product(name: "X", package: "y")`) to the
  /// dependencies of target `target`, creating the `dependencies:` argument if there is none.
  mutating func addDependency(_ entry: String, toTarget target: String) -> Bool {
    guard let call = targetCall(target) else { return false }
    if let array = argumentArray("dependencies", in: call) {
      insert(entry, intoArray: array)
      return true
    }
    // `name:` comes first in every target factory and `dependencies:` second.
    guard let name = find(Array("name: \"\(target)\"".utf8), in: call.open..<call.close) else { return false }
    let after = name + "name: \"\(target)\"".utf8.count
    bytes.insert(contentsOf: Array(", dependencies: [\(entry)]".utf8), at: after)
    return true
  }

  /// Removes the dependency named `name` from target `target`; `false` if it is not written there literally.
  mutating func removeDependency(named name: String, fromTarget target: String) -> Bool {
    guard let call = targetCall(target), let array = argumentArray("dependencies", in: call) else {
      return false
    }
    let elements = self.elements(of: array)
    guard
      let index = elements.firstIndex(where: { range in
        let element = String(decoding: bytes[range], as: UTF8.self)
        return element == "\"\(name)\"" || element.hasPrefix(".product(name: \"\(name)\"")
          || element.hasPrefix(".target(name: \"\(name)\"") || element.hasPrefix(".byName(name: \"\(name)\"")
      })
    else { return false }
    let range = elements[index]
    var start = range.lowerBound
    var end = range.upperBound
    let cursor = skipSpace(from: end, newlines: false)
    if cursor < array.close && bytes[cursor] == UInt8(ascii: ",") {
      // Take the element's own comma; an element alone on its line takes the line with it.
      end = cursor + 1
      let lineStart = lineStartIndex(of: start)
      let restEnd = skipSpace(from: end, newlines: false)
      if bytes[lineStart..<start].allSatisfy(isBlank), restEnd < bytes.count, bytes[restEnd] == 10 {
        start = lineStart
        end = restEnd + 1
      } else {
        end = restEnd
      }
      bytes.removeSubrange(start..<end)
    } else if index > 0 {
      // The last element: drop it with the blanks before it, then the comma after the previous one
      // (a comment in between stays).
      while start > elements[index - 1].upperBound && (isBlank(bytes[start - 1]) || bytes[start - 1] == 10) {
        start -= 1
      }
      bytes.removeSubrange(start..<end)
      if let comma = (elements[index - 1].upperBound..<start).first(where: { bytes[$0] == UInt8(ascii: ",") })
      {
        bytes.remove(at: comma)
      }
    } else {
      bytes.removeSubrange(start..<end)
    }
    return true
  }

  /// Adds `entry` (e.g. `.package(path: "../Core")`) to the package's `dependencies:`, creating the
  /// argument before `targets:` if there is none; `false` when `dependencies:` is there but not a
  /// literal array (computed: a second `dependencies:` would not compile).
  mutating func addPackageDependency(_ entry: String) -> Bool {
    guard let start = find(Array("Package(".utf8), in: 0..<bytes.count),
      let close = matchingClose(of: start + "Package".utf8.count)
    else { return false }
    let call = (open: start + "Package".utf8.count, close: close)
    if let array = argumentArray("dependencies", in: call) {
      insert(entry, intoArray: array)
      return true
    }
    guard label("dependencies", in: call) == nil, let targets = label("targets", in: call) else {
      return false
    }
    let indent = String(decoding: bytes[lineStartIndex(of: targets)..<targets], as: UTF8.self)
    let inner = indent + (indent.first == "\t" ? "\t" : "  ")
    let text = "dependencies: [\n\(inner)\(entry),\n\(indent)],\n\(indent)"
    bytes.insert(contentsOf: Array(text.utf8), at: targets)
    return true
  }

  /// The text of the first `.package(…)` call mentioning `needle` (a URL), to copy into another
  /// manifest. Calls are found as calls, comments and strings skipped: the URL in a comment above
  /// the call, or a commented-out older declaration, is not taken for it.
  func packageCall(containing needle: String) -> String? {
    let marker = Array(".package(".utf8)
    let wanted = Array(needle.utf8)
    var index = 0
    while index < bytes.count {
      if let skipped = skipLiteral(at: index) {
        index = skipped
        continue
      }
      guard bytes[index...].starts(with: marker), let close = matchingClose(of: index + marker.count - 1)
      else {
        index += 1
        continue
      }
      if find(wanted, in: index..<close) != nil {
        return String(decoding: bytes[index...close], as: UTF8.self)
      }
      index = close + 1
    }
    return nil
  }

  // MARK: Structure

  /// `.target(name: "X"` … `)` of any target kind: the open and close parentheses.
  private func targetCall(_ name: String) -> (open: Int, close: Int)? {
    let text = self.text
    guard let found = Workspace.targetDeclaration(of: name, in: text) else { return nil }
    var open = text.utf8.distance(from: text.startIndex, to: found)
    while open > 0 && bytes[open] != UInt8(ascii: "(") { open -= 1 }
    guard let close = matchingClose(of: open) else { return nil }
    return (open, close)
  }

  /// The `[`…`]` of `label: [` at the top level of a call.
  private func argumentArray(_ name: String, in call: (open: Int, close: Int)) -> (open: Int, close: Int)? {
    guard let at = label(name, in: call) else { return nil }
    let open = skipSpace(from: at + name.utf8.count + 1, newlines: true)
    guard open < call.close, bytes[open] == UInt8(ascii: "["), let close = matchingClose(of: open) else {
      return nil
    }
    return (open, close)
  }

  /// Where `name:` starts at nesting depth 1 of the call (not inside a nested argument).
  private func label(_ name: String, in call: (open: Int, close: Int)) -> Int? {
    let needle = Array("\(name):".utf8)
    var depth = 0
    var index = call.open
    while index < call.close {
      if let skipped = skipLiteral(at: index) {
        index = skipped
        continue
      }
      switch bytes[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default:
        if depth == 1 && bytes[index...].starts(with: needle)
          && (index == 0 || !(isIdentifier(bytes[index - 1])))
        {
          return index
        }
      }
      index += 1
    }
    return nil
  }

  /// Top-level elements of an array literal, each without surrounding blanks and commas.
  private func elements(of array: (open: Int, close: Int)) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var depth = 0
    var start: Int?
    var last = array.open
    var index = array.open + 1
    func close() {
      if let begin = start { result.append(begin..<(last + 1)) }
      start = nil
    }
    while index < array.close {
      if let skipped = skipLiteral(at: index) {
        if bytes[index] == UInt8(ascii: "\"") {
          if start == nil { start = index }
          last = skipped - 1
        }
        index = skipped
        continue
      }
      let byte = bytes[index]
      if depth == 0 && byte == UInt8(ascii: ",") {
        close()
      } else if !isBlank(byte) && byte != 10 {
        if start == nil { start = index }
        last = index
        if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
        if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
      }
      index += 1
    }
    close()
    return result
  }

  /// Inserts into an array literal in its own layout: one element per line stays so, a one-line
  /// array stays on one line.
  private mutating func insert(_ entry: String, intoArray array: (open: Int, close: Int)) {
    let elements = self.elements(of: array)
    guard let last = elements.last else {
      bytes.insert(contentsOf: Array(entry.utf8), at: array.open + 1)
      return
    }
    let multiLine = bytes[last.upperBound..<array.close].contains(10)
    if multiLine {
      let lineStart = lineStartIndex(of: last.lowerBound)
      let indent = String(decoding: bytes[lineStart..<last.lowerBound], as: UTF8.self)
      let sameLine = !indent.allSatisfy { $0 == " " || $0 == "\t" }
      var after = skipSpace(from: last.upperBound, newlines: false)
      let hasComma = after < bytes.count && bytes[after] == UInt8(ascii: ",")
      if hasComma { after += 1 }
      // A comment ending the line stays with the element it follows.
      let rest = skipSpace(from: after, newlines: false)
      if !sameLine, rest + 1 < bytes.count, bytes[rest] == UInt8(ascii: "/"),
        bytes[rest + 1] == UInt8(ascii: "/")
      {
        after = bytes[rest...].firstIndex(of: 10) ?? bytes.count
      }
      let prefix = hasComma ? "" : ","
      if sameLine {
        bytes.insert(contentsOf: Array("\(prefix) \(entry)".utf8), at: after)
      } else {
        bytes.insert(contentsOf: Array("\(prefix)\n\(indent)\(entry)\(hasComma ? "," : "")".utf8), at: after)
      }
    } else {
      bytes.insert(contentsOf: Array(", \(entry)".utf8), at: last.upperBound)
    }
  }

  // MARK: Lexing

  /// The index of the bracket closing the one at `open`, skipping strings and comments.
  private func matchingClose(of open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < bytes.count {
      if let skipped = skipLiteral(at: index) {
        index = skipped
        continue
      }
      switch bytes[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index += 1
    }
    return nil
  }

  /// If a string literal or comment starts at `index`, the index just past it.
  private func skipLiteral(at index: Int) -> Int? {
    let byte = bytes[index]
    if byte == UInt8(ascii: "\"") {
      let triple = bytes[index...].starts(with: Array("\"\"\"".utf8))
      var cursor = index + (triple ? 3 : 1)
      while cursor < bytes.count {
        if bytes[cursor] == UInt8(ascii: "\\") {
          cursor += 2
          continue
        }
        if triple ? bytes[cursor...].starts(with: Array("\"\"\"".utf8)) : bytes[cursor] == UInt8(ascii: "\"")
        {
          return cursor + (triple ? 3 : 1)
        }
        cursor += 1
      }
      return bytes.count
    }
    if byte == UInt8(ascii: "/") && index + 1 < bytes.count {
      if bytes[index + 1] == UInt8(ascii: "/") {
        // Searched from past the `//`, so the index returned is always ahead of `index`: the
        // callers' scans move on whatever this finds.
        return bytes[(index + 2)...].firstIndex(of: 10) ?? bytes.count
      }
      if bytes[index + 1] == UInt8(ascii: "*") {
        var cursor = index + 2
        while cursor + 1 < bytes.count
          && !(bytes[cursor] == UInt8(ascii: "*") && bytes[cursor + 1] == UInt8(ascii: "/"))
        {
          cursor += 1
        }
        return min(bytes.count, cursor + 2)
      }
    }
    return nil
  }

  private func find(_ needle: [UInt8], in range: Range<Int>) -> Int? {
    guard !needle.isEmpty, range.count >= needle.count else { return nil }
    var index = range.lowerBound
    while index <= range.upperBound - needle.count {
      if bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  private func skipSpace(from index: Int, newlines: Bool) -> Int {
    var cursor = index
    while cursor < bytes.count && (isBlank(bytes[cursor]) || (newlines && bytes[cursor] == 10)) {
      cursor += 1
    }
    return cursor
  }

  private func lineStartIndex(of index: Int) -> Int {
    var cursor = index
    while cursor > 0 && bytes[cursor - 1] != 10 { cursor -= 1 }
    return cursor
  }

  private func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 13 }
  private func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95
  }
}
