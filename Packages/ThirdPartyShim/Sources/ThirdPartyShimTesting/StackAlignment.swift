/// Renames the elements of an expected stack of screens to the ids the actual stack gave
/// them, before the two dumps are compared.
///
/// A stack's screen ids (Core's `StackElementID`) are its own numbering, not part of its
/// equality: a test that writes `$0.books = [screen(dune)]` builds a collection whose ids
/// start again at `#0`, while the store's stack may hold `#3` for the same screen. Paired by
/// id, every such assertion would read as one screen removed and another inserted. So when
/// the ids differ, the elements are paired by value instead, keeping their order (the
/// longest run of equal elements), the rest paired by position between those, and each
/// expected element takes the id of the actual one it is paired with. An element left over
/// on one side keeps its own id and reads as inserted or removed.
///
/// Collections whose ids belong to their elements (`IdentifiedArray`) are never renamed.
enum StackAlignment {
  static func aligned(_ expected: [StateDump.Line], to actual: [StateDump.Line]) -> [StateDump.Line] {
    var expected = expected
    let actualStacks = Dictionary(
      actual.compactMap { line -> (String, [String])? in
        guard case let .keyed(ids, true) = line.kind else { return nil }
        return (line.path, ids)
      }, uniquingKeysWith: { first, _ in first })
    guard !actualStacks.isEmpty else { return expected }
    var done: Set<String> = []
    // Outer stacks first: renaming one renames the paths of the stacks inside its elements.
    while let index = expected.firstIndex(where: { line in
      guard case let .keyed(ids, true) = line.kind, !done.contains(line.path),
        let actualIDs = actualStacks[line.path]
      else { return false }
      return ids != actualIDs
    }) {
      let stack = expected[index]
      done.insert(stack.path)
      guard case let .keyed(ids, _) = stack.kind, let actualIDs = actualStacks[stack.path] else {
        continue
      }
      let renamed = rename(
        ids, elements(of: stack.path, ids, in: expected),
        to: actualIDs, elements(of: stack.path, actualIDs, in: actual))
      expected = expected.map { line in
        relabel(line, stack: stack.path, renamed: renamed)
      }
    }
    return expected
  }

  /// Each element's lines, relative to the element: what two elements are compared by.
  static func elements(of stack: String, _ ids: [String], in lines: [StateDump.Line])
    -> [[String]]
  {
    ids.map { id in
      let path = element(stack, id)
      return lines.filter { $0.path == path || StateDiff.isInside($0.path, path) }
        .map { String($0.path.dropFirst(path.count)) + "=" + $0.value }
    }
  }

  /// The id each expected element takes: the actual id it is paired with, or its own.
  static func rename(
    _ ids: [String], _ values: [[String]], to actualIDs: [String], _ actualValues: [[String]]
  ) -> [String: String] {
    let matches = longestCommonRun(values, actualValues)
    var renamed: [String: String] = [:]
    var previous = (expected: 0, actual: 0)
    for match in matches + [(ids.count, actualIDs.count)] {
      // Between two matches: the remaining elements paired by position.
      let expectedGap = previous.expected..<match.0
      let actualGap = previous.actual..<match.1
      for (offset, index) in expectedGap.enumerated() where offset < actualGap.count {
        renamed[ids[index]] = actualIDs[actualGap.lowerBound + offset]
      }
      if match.0 < ids.count { renamed[ids[match.0]] = actualIDs[match.1] }
      previous = (match.0 + 1, match.1 + 1)
    }
    // A leftover keeps its id, unless an actual element has it: then it is marked, so it is
    // not mistaken for that one.
    for id in ids where renamed[id] == nil {
      renamed[id] = actualIDs.contains(id) ? id + " (expected)" : id
    }
    return renamed
  }

  static func element(_ stack: String, _ id: String) -> String {
    stack + "[id: \(id)]"
  }

  /// The line with its stack's ids, or its element's id, renamed.
  static func relabel(_ line: StateDump.Line, stack: String, renamed: [String: String])
    -> StateDump.Line
  {
    if line.path == stack, case let .keyed(ids, bookkeeping) = line.kind {
      let newIDs = ids.map { renamed[$0] ?? $0 }
      return StateDump.Line(
        path: line.path, segment: line.segment, depth: line.depth,
        value: StateDump.list(newIDs), kind: .keyed(ids: newIDs, bookkeeping: bookkeeping))
    }
    let prefix = stack + "[id: "
    guard line.path.hasPrefix(prefix) else { return line }
    for (old, new) in renamed where old != new {
      let path = element(stack, old)
      guard line.path == path || StateDiff.isInside(line.path, path) else { continue }
      // Only the path is renamed: the diff reads paths, never the tree's segments.
      let renamedPath = element(stack, new) + line.path.dropFirst(path.count)
      return StateDump.Line(
        path: renamedPath, segment: line.segment, depth: line.depth, value: line.value, kind: line.kind)
    }
    return line
  }
}
