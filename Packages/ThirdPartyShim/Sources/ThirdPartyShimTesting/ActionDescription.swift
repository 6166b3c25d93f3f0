/// Actions on one line as a test failure names them, the way TCA's test store prints them:
/// `.delegate(.reachedTen)`, `.factResponse("1 is a number")`, the case and its payload.
enum ActionDescription {
  static func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      guard let payload = mirror.children.first, let name = payload.label else {
        return ".\(value)"
      }
      let fields = Mirror(reflecting: payload.value)
      guard fields.displayStyle == .tuple else { return ".\(name)(\(describe(payload.value)))" }
      let parts = fields.children.map { field -> String in
        guard let label = field.label, !label.hasPrefix(".") else { return describe(field.value) }
        return "\(label): \(describe(field.value))"
      }
      return ".\(name)(\(parts.joined(separator: ", ")))"
    case .optional:
      return mirror.children.first.map { describe($0.value) } ?? "nil"
    default:
      return StateDump.describe(value)
    }
  }

  /// `[\n  [0]: .second\n]`: a list of actions, one a line, numbered.
  static func list(_ actions: [Any]) -> String {
    let lines = actions.enumerated().map { "  [\($0.offset)]: \(describe($0.element))" }
    return "[\n" + lines.joined(separator: "\n") + "\n]"
  }

  /// The expected action against the one received, marked − and +.
  static func difference(expected: Any, received: Any, label: String) -> String {
    """
        − \(describe(expected))
        + \(describe(received))

    (Expected: −, \(label): +)
    """
  }
}
