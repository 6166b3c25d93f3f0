/// Tracks the `#if`/`#elseif`/`#else`/`#endif` nesting so each import can say under which condition
/// it is compiled; a conditional import of a forbidden module is still a violation on some platform.
struct ConditionStack {
  private struct Frame {
    var earlierBranches: [String] = []
    var current: String?
  }

  private var frames: [Frame] = []

  mutating func apply(directive: String, condition: String) {
    switch directive {
    case "if":
      frames.append(Frame(current: condition))
    case "elseif":
      guard !frames.isEmpty else { return }
      if let current = frames[frames.count - 1].current {
        frames[frames.count - 1].earlierBranches.append(current)
      }
      frames[frames.count - 1].current = condition
    case "else":
      guard !frames.isEmpty else { return }
      if let current = frames[frames.count - 1].current {
        frames[frames.count - 1].earlierBranches.append(current)
      }
      frames[frames.count - 1].current = nil
    case "endif":
      if !frames.isEmpty { frames.removeLast() }
    default:
      break
    }
  }

  /// The effective condition, e.g. `os(Linux) && !DEBUG`; `nil` outside any `#if`.
  var description: String? {
    guard !frames.isEmpty else { return nil }
    var parts: [String] = []
    for frame in frames {
      parts += frame.earlierBranches.map { "!" + Self.parenthesized($0) }
      if let current = frame.current {
        parts.append(frame.earlierBranches.isEmpty ? current : Self.parenthesized(current))
      }
    }
    return parts.joined(separator: " && ")
  }

  private static func parenthesized(_ condition: String) -> String {
    let isAtom = !condition.contains(" ") && !condition.contains("&") && !condition.contains("|")
    return isAtom ? condition : "(\(condition))"
  }
}
