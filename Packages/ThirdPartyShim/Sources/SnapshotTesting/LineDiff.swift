import ThirdPartyShimTesting

/// A unified diff of two texts, as a snapshot failure prints it:
///
/// ```
/// @@ −2,3 +2,3 @@
///    Dune
/// −  [Delete] (destructive)
/// +  [Remove] (destructive)
///  tab bar: ● Library  ○ Settings
/// ```
///
/// `−` marks a reference line, `+` an actual line, a space a line both share; each hunk
/// shows a few shared lines around its changes, and its header the line numbers it covers.
enum LineDiff {
  /// Shared lines shown around each change.
  static let context = 3

  enum Edit: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  static func unified(_ reference: [String], _ actual: [String], context: Int = context) -> String {
    let edits = self.edits(reference, actual)
    return hunks(edits, context: context).map { render($0, edits) }.joined(separator: "\n")
  }

  /// The edits that take `reference` to `actual`: the lines they share (the longest common
  /// run, after the shared start and end are set aside) and the lines removed and added.
  static func edits(_ reference: [String], _ actual: [String]) -> [Edit] {
    var prefix = 0
    while prefix < min(reference.count, actual.count), reference[prefix] == actual[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(reference.count, actual.count) - prefix,
      reference[reference.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    {
      suffix += 1
    }
    let lhs = Array(reference[prefix..<(reference.count - suffix)])
    let rhs = Array(actual[prefix..<(actual.count - suffix)])
    var middle: [Edit] = []
    if lhs.count * rhs.count <= 1_000_000 {
      middle = middleEdits(lhs, rhs)
    } else {
      // Too large to compare line by line in a test: every line of the middle differs.
      middle = lhs.map(Edit.removed) + rhs.map(Edit.added)
    }
    return reference[..<prefix].map(Edit.same) + middle
      + reference[(reference.count - suffix)...].map(Edit.same)
  }

  /// The shared lines are the longest common run's pairs; between two of them, the lines
  /// removed come before the lines added, as diff prints them.
  private static func middleEdits(_ lhs: [String], _ rhs: [String]) -> [Edit] {
    var edits: [Edit] = []
    var (i, j) = (0, 0)
    for (lhsIndex, rhsIndex) in longestCommonRun(lhs, rhs) + [(lhs.count, rhs.count)] {
      edits += lhs[i..<lhsIndex].map(Edit.removed) + rhs[j..<rhsIndex].map(Edit.added)
      if lhsIndex < lhs.count { edits.append(.same(lhs[lhsIndex])) }
      (i, j) = (lhsIndex + 1, rhsIndex + 1)
    }
    return edits
  }

  /// The ranges of edits each hunk shows: every change with `context` shared lines around
  /// it, changes closer than twice that joined into one hunk.
  static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (index, edit) in edits.enumerated() where edit != .same(edit.text) {
      let range = max(0, index - context)..<min(edits.count, index + context + 1)
      if let last = ranges.last, range.lowerBound <= last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
      } else {
        ranges.append(range)
      }
    }
    return ranges
  }

  private static func render(_ range: Range<Int>, _ edits: [Edit]) -> String {
    // Line numbers where the hunk starts, on each side: the lines of each side before it.
    let before = edits[..<range.lowerBound]
    let referenceStart = before.filter { !$0.isAdded }.count + 1
    let actualStart = before.filter { !$0.isRemoved }.count + 1
    let hunk = edits[range]
    let referenceCount = hunk.filter { !$0.isAdded }.count
    let actualCount = hunk.filter { !$0.isRemoved }.count
    var lines = [
      "@@ −\(span(referenceStart, referenceCount)) +\(span(actualStart, actualCount)) @@"
    ]
    for edit in hunk {
      switch edit {
      case let .same(line): lines.append(" " + line)
      case let .removed(line): lines.append("−" + line)
      case let .added(line): lines.append("+" + line)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `3,4` for four lines from line 3; an empty side is `2,0`, after line 2, as diff writes it.
  private static func span(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start - 1),0" : "\(start),\(count)"
  }
}

extension LineDiff.Edit {
  var text: String {
    switch self {
    case let .same(line), let .removed(line), let .added(line): line
    }
  }
  var isAdded: Bool { if case .added = self { true } else { false } }
  var isRemoved: Bool { if case .removed = self { true } else { false } }
}
