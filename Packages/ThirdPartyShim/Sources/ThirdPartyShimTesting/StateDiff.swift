/// What differs between the state a test expected and the state the reducer produced, one line
/// per difference, read as expected → actual:
///
/// ```
/// books[id: 7].reads: 0 → 1
/// books[id: 9]: (absent) → inserted {id: 9, reads: 0}
/// books[id: 3]: {id: 3, reads: 2} → removed
/// books: reordered [1, 2] → [2, 1]
/// sheet: nil → {count: 0, fact: nil}
/// nav, books[id: 1].nav: [book(1)] → [book(1), book(2)] (pushed book(2))
/// ```
///
/// An element that is on one side only is one line, not one line per field: which element came
/// or went is the news, and its fields would bury it. A shared stack that every instance holds
/// is one line naming all its holders, not one line per instance.
enum StateDiff {
  static func lines(expected unaligned: [StateDump.Line], actual unkeyed: [StateDump.Line]) -> [String] {
    let actual = keyingEmptyCollections(unkeyed, like: unaligned)
    let expected = StackAlignment.aligned(keyingEmptyCollections(unaligned, like: unkeyed), to: actual)
    let lhs = Dictionary(expected.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    let rhs = Dictionary(actual.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    var order: [String] = []
    var seen: Set<String> = []
    for path in expected.map(\.path) + actual.map(\.path) where seen.insert(path).inserted {
      order.append(path)
    }
    /// Elements on one side only: their fields are not listed.
    var wholeElements: [String] = []
    var out: [(paths: [String], text: String)] = []
    /// Where each stack change was listed, so another holder of that stack joins its line.
    var stackLines: [String: Int] = [:]
    for path in order where !wholeElements.contains(where: { isInside(path, $0) }) {
      let e = lhs[path]
      let a = rhs[path]
      let name = path.isEmpty ? "(root)" : path
      switch (e?.kind, a?.kind) {
      case (.element, .element), (.wrapped, .wrapped), (.group, .group), (.group, nil), (nil, .group):
        continue
      case (.wrapped, _), (_, .wrapped):
        // An optional child that came or went: its value on one line, its fields not listed.
        wholeElements.append(path)
        out.append(([name], "\(e?.value ?? "(absent)") → \(a?.value ?? "(absent)")"))
      case (nil, .element):
        wholeElements.append(path)
        out.append(([name], "(absent) → inserted \(a!.value)"))
      case (.element, nil):
        wholeElements.append(path)
        out.append(([name], "\(e!.value) → removed"))
      case let (.keyed(before, _), .keyed(after, _)):
        let kept = Set(before).intersection(after)
        if before.filter(kept.contains) != after.filter(kept.contains) {
          out.append(([name], "reordered \(StateDump.list(before)) → \(StateDump.list(after))"))
        }
      case let (.stack(before), .stack(after)) where before != after:
        let change = "\(e!.value) → \(a!.value) (\(stackChange(from: before, to: after)))"
        // One shared stack held by many states (each instance's `nav`) changed once.
        if let index = stackLines[change] {
          out[index].paths.append(name)
        } else {
          stackLines[change] = out.count
          out.append((paths: [name], text: change))
        }
      default:
        guard e?.value != a?.value else { continue }
        out.append(([name], "\(e?.value ?? "(absent)") → \(a?.value ?? "(absent)")"))
      }
    }
    return out.map { "  \($0.paths.joined(separator: ", ")): \($0.text)" }
  }

  /// An empty collection has no children to label, so a collection keyed by its mirror's
  /// labels (see `StateDump.isKeyedByLabels`) dumps as "0 elements" when empty. Where the other
  /// side holds a keyed collection at that path, the empty one is that collection with no ids:
  /// a push onto an empty stack is one inserted element, not a changed count.
  static func keyingEmptyCollections(
    _ lines: [StateDump.Line], like other: [StateDump.Line]
  ) -> [StateDump.Line] {
    let keyed = Dictionary(
      other.compactMap { line -> (String, Bool)? in
        guard case let .keyed(_, bookkeeping) = line.kind else { return nil }
        return (line.path, bookkeeping)
      }, uniquingKeysWith: { first, _ in first })
    guard !keyed.isEmpty else { return lines }
    let empty = StateDump.count(0, "element")
    return lines.map { line in
      guard line.kind == .value, line.value == empty, let bookkeeping = keyed[line.path] else {
        return line
      }
      return StateDump.Line(
        path: line.path, segment: line.segment, depth: line.depth, value: StateDump.list([]),
        kind: .keyed(ids: [], bookkeeping: bookkeeping))
    }
  }

  /// `popped c, d; pushed e`: what takes the first stack to the second, bottom first.
  static func stackChange(from before: [String], to after: [String]) -> String {
    var common = 0
    while common < min(before.count, after.count), before[common] == after[common] {
      common += 1
    }
    var parts: [String] = []
    if common < before.count {
      parts.append("popped " + before[common...].joined(separator: ", "))
    }
    if common < after.count {
      parts.append("pushed " + after[common...].joined(separator: ", "))
    }
    return parts.joined(separator: "; ")
  }

  /// Whether `path` names a field of the element at `element` (`books[id: 7].reads`).
  static func isInside(_ path: String, _ element: String) -> Bool {
    guard path.hasPrefix(element), let next = path.dropFirst(element.count).first else { return false }
    return next == "." || next == "["
  }
}
