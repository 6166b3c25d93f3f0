/// The anchors a Markdown page offers to `page.md#anchor` links: its headings, slugged the way
/// GitHub renders them, and explicit `<a id="…">` / `<a name="…">` tags.
///
/// A link to a heading that was renamed fails silently on GitHub (the page opens at the top),
/// so the check computes the same slugs the renderer does.
enum HeadingAnchors {
  static func anchors(in lines: [MarkdownLine]) -> Set<String> {
    var anchors: Set<String> = []
    var seen: [String: Int] = [:]
    for line in lines where !line.inFence {
      if let heading = heading(line.text) {
        let base = slug(heading)
        let count = seen[base, default: 0]
        seen[base] = count + 1
        anchors.insert(count == 0 ? base : "\(base)-\(count)")
      }
      anchors.formUnion(explicitAnchors(line.text))
    }
    return anchors
  }

  /// The text of an ATX heading (`## Text ##`), or nil.
  static func heading(_ line: String) -> String? {
    let indent = line.prefix { $0 == " " }.count
    guard indent <= 3 else { return nil }
    let rest = line.dropFirst(indent)
    let hashes = rest.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes) else { return nil }
    let afterHashes = rest.dropFirst(hashes)
    guard afterHashes.isEmpty || afterHashes.first == " " else { return nil }
    var text = afterHashes.trimmingSpaces
    let closing = text.reversed().prefix { $0 == "#" }.count
    if closing > 0, closing == text.count || text.dropLast(closing).last == " " {
      text = text.dropLast(closing).trimmingSpaces
    }
    return String(text)
  }

  /// GitHub's slug: link markup reduced to its text, lower-cased, every character that is not
  /// a letter, a digit, a space, `-` or `_` dropped, spaces turned into `-`.
  static func slug(_ heading: String) -> String {
    var text = ""
    var characters = heading[...]
    while let character = characters.first {
      // `[text](target)`: keep the text, drop the target.
      if character == "]", characters.dropFirst().first == "(",
        let close = characters.firstIndex(of: ")")
      {
        characters = characters[characters.index(after: close)...]
        continue
      }
      text.append(character)
      characters = characters.dropFirst()
    }
    var slug = ""
    for character in text.lowercased() {
      if character == " " {
        slug.append("-")
      } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
        slug.append(character)
      }
    }
    return slug
  }

  static func explicitAnchors(_ line: String) -> [String] {
    var found: [String] = []
    for attribute in ["id=\"", "name=\""] {
      var rest = line[...]
      while let tag = rest.range(of: "<a ") {
        rest = rest[tag.upperBound...]
        guard let close = rest.firstIndex(of: ">") else { break }
        let inside = rest[..<close]
        if let start = inside.range(of: attribute), let end = inside[start.upperBound...].firstIndex(of: "\"")
        {
          found.append(String(inside[start.upperBound..<end]))
        }
      }
    }
    return found
  }
}

extension Substring {
  var trimmingSpaces: Substring {
    let start = firstIndex { $0 != " " } ?? endIndex
    let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
    return self[start..<Swift.max(start, end)]
  }
}
