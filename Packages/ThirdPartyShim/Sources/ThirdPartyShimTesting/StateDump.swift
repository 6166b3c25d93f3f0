/// Flattens a value into `path: value` lines, so a failed assertion names the fields that
/// differ instead of printing two walls of text.
enum StateDump {
  static func lines(_ value: Any) -> [(path: String, value: String)] {
    var out: [(String, String)] = []
    flatten(value, path: "", into: &out, depth: 0)
    return out
  }

  /// The fields whose values differ, as readable lines.
  static func diff(
    expected lhs: [(path: String, value: String)], actual rhs: [(path: String, value: String)]
  ) -> [String] {
    let lhsMap = Dictionary(lhs.map { ($0.path, $0.value) }, uniquingKeysWith: { a, _ in a })
    let rhsMap = Dictionary(rhs.map { ($0.path, $0.value) }, uniquingKeysWith: { a, _ in a })
    var order: [String] = []
    var seen: Set<String> = []
    for path in lhs.map(\.path) + rhs.map(\.path) where seen.insert(path).inserted {
      order.append(path)
    }
    return order.compactMap { path in
      let e = lhsMap[path]
      let a = rhsMap[path]
      guard e != a else { return nil }
      let name = path.isEmpty ? "(root)" : path
      return "  \(name)\n    − expected: \(e ?? "(absent)")\n    + actual:   \(a ?? "(absent)")"
    }
  }

  private static func flatten(
    _ value: Any, path: String, into out: inout [(String, String)], depth: Int
  ) {
    guard depth < 40 else {
      out.append((path, String(describing: value)))
      return
    }
    if let hashable = value as? AnyHashable {
      return flatten(hashable.base, path: path, into: &out, depth: depth + 1)
    }
    if let string = value as? String {
      out.append((path, string.debugDescription))
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      if let child = mirror.children.first {
        flatten(child.value, path: path, into: &out, depth: depth + 1)
      } else {
        out.append((path, "nil"))
      }
    case .enum:
      if let child = mirror.children.first, let label = child.label {
        out.append((path, ".\(label)(…)"))
        flatten(child.value, path: path + ".\(label)", into: &out, depth: depth + 1)
      } else {
        out.append((path, ".\(value)"))
      }
    case .collection, .set:
      let children = Array(mirror.children)
      out.append((path, "\(children.count) element(s)"))
      for (index, child) in children.enumerated() {
        flatten(child.value, path: path + "[\(index)]", into: &out, depth: depth + 1)
      }
    case .dictionary:
      let entries = mirror.children.map { child -> (String, Any) in
        let pair = Array(Mirror(reflecting: child.value).children)
        return (String(describing: pair.first?.value ?? ""), pair.last?.value ?? "")
      }.sorted { $0.0 < $1.0 }
      out.append((path, "\(entries.count) entr(ies)"))
      for (key, value) in entries {
        flatten(value, path: path + "[\(key)]", into: &out, depth: depth + 1)
      }
    case .struct, .class, .tuple:
      if mirror.children.isEmpty {
        out.append((path, String(describing: value)))
        return
      }
      for (index, child) in mirror.children.enumerated() {
        var label = child.label ?? "\(index)"
        if label.hasPrefix("_") { label.removeFirst() }
        flatten(child.value, path: path.isEmpty ? label : path + "." + label, into: &out, depth: depth + 1)
      }
    default:
      out.append((path, String(describing: value)))
    }
  }
}
