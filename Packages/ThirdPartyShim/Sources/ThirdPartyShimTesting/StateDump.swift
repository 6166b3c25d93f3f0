import ThirdPartyShim

/// Flattens a value into `path: value` lines, so a failed assertion names the fields that
/// differ instead of printing two walls of text (`StateDiff` compares two dumps).
///
/// Elements are named the way the reader will look for them: a plain array's by position
/// (`tags[2]`), an identified array's by id (`books[id: 7]`), because its elements come and go
/// and a position would name a different element before and after an action. A navigation
/// stack is one line, its values bottom first, so a change reads as what was pushed or popped.
enum StateDump {
  struct Line: Equatable {
    enum Kind: Equatable {
      /// A leaf, or a plain collection's count.
      case value
      /// A collection named by ids: its ids in order.
      case keyed(ids: [String])
      /// One element of a keyed collection; its fields follow on their own lines.
      case element
      /// An optional holding a value with fields; they follow on their own lines.
      case wrapped
      /// A navigation stack: its values, bottom first.
      case stack(items: [String])
    }
    let path: String
    let value: String
    let kind: Kind
  }

  static func lines(_ value: Any) -> [Line] {
    var out: [Line] = []
    flatten(value, path: "", into: &out, depth: 0)
    return out
  }

  private static func flatten(_ value: Any, path: String, into out: inout [Line], depth: Int) {
    guard depth < 40 else {
      out.append(Line(path: path, value: String(describing: value), kind: .value))
      return
    }
    // Only a value that is an `AnyHashable` (a field typed so) is unwrapped: any Hashable value
    // casts to one, and unwrapping those would go round until the depth bound.
    if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
      return flatten(hashable.base, path: path, into: &out, depth: depth + 1)
    }
    if value is String {
      out.append(Line(path: path, value: describe(value), kind: .value))
      return
    }
    let mirror = Mirror(reflecting: value)
    // Core's `NavigationState` dumps as its `NavigationPath`, so both are found by the mirror.
    if mirror.subjectType == NavigationPath.self {
      let items = mirror.children.map { describe($0.value) }
      out.append(Line(path: path, value: list(items), kind: .stack(items: items)))
      return
    }
    if mirror.subjectType is any DumpsElementsByID.Type {
      return flattenKeyed(mirror, path: path, into: &out, depth: depth)
    }
    switch mirror.displayStyle {
    case .optional:
      if let child = mirror.children.first {
        var fields: [Line] = []
        flatten(child.value, path: path, into: &fields, depth: depth + 1)
        // A present struct gets a line of its own, so `nil → {…}` is one line, not a field each.
        if fields.first?.path != path {
          out.append(Line(path: path, value: summary(fields, under: path), kind: .wrapped))
        }
        out.append(contentsOf: fields)
      } else {
        out.append(Line(path: path, value: "nil", kind: .value))
      }
    case .enum:
      if let child = mirror.children.first, let label = child.label {
        out.append(Line(path: path, value: ".\(label)(…)", kind: .value))
        flatten(child.value, path: path + ".\(label)", into: &out, depth: depth + 1)
      } else {
        out.append(Line(path: path, value: ".\(value)", kind: .value))
      }
    case .collection, .set:
      let children = Array(mirror.children)
      out.append(Line(path: path, value: "\(children.count) element(s)", kind: .value))
      for (index, child) in children.enumerated() {
        flatten(child.value, path: path + "[\(index)]", into: &out, depth: depth + 1)
      }
    case .dictionary:
      let entries = mirror.children.map { child -> (String, Any) in
        let pair = Array(Mirror(reflecting: child.value).children)
        return (String(describing: pair.first?.value ?? ""), pair.last?.value ?? "")
      }.sorted { $0.0 < $1.0 }
      out.append(Line(path: path, value: "\(entries.count) entr(ies)", kind: .value))
      for (key, value) in entries {
        flatten(value, path: path + "[\(key)]", into: &out, depth: depth + 1)
      }
    case .struct, .class, .tuple:
      if mirror.children.isEmpty {
        out.append(Line(path: path, value: String(describing: value), kind: .value))
        return
      }
      for (index, child) in mirror.children.enumerated() {
        var label = child.label ?? "\(index)"
        if label.hasPrefix("_") { label.removeFirst() }
        flatten(
          child.value, path: path.isEmpty ? label : path + "." + label, into: &out,
          depth: depth + 1)
      }
    default:
      out.append(Line(path: path, value: String(describing: value), kind: .value))
    }
  }

  /// An identified array: one line for its ids, then per element a line standing for the
  /// whole element (what an insertion or removal shows) followed by its fields.
  private static func flattenKeyed(
    _ mirror: Mirror, path: String, into out: inout [Line], depth: Int
  ) {
    var ids: [String] = []
    var seen: [String: Int] = [:]
    var elements: [(id: String, value: Any)] = []
    for child in mirror.children {
      var id = child.label ?? "?"
      // Ids that describe alike (an id type that hides its value) are told apart by order.
      seen[id, default: 0] += 1
      if let count = seen[id], count > 1 { id += " #\(count)" }
      ids.append(id)
      elements.append((id, child.value))
    }
    out.append(Line(path: path, value: list(ids), kind: .keyed(ids: ids)))
    for element in elements {
      let elementPath = path + "[id: \(element.id)]"
      var fields: [Line] = []
      flatten(element.value, path: elementPath, into: &fields, depth: depth + 1)
      out.append(Line(path: elementPath, value: summary(fields, under: elementPath), kind: .element))
      out.append(contentsOf: fields)
    }
  }

  /// An element on one line, `{id: 7, title: "Dune", reads: 0}`, from its first few fields.
  private static func summary(_ fields: [Line], under path: String) -> String {
    if fields.count == 1, fields[0].path == path { return fields[0].value }
    let shown = fields.filter { $0.kind != .element && $0.kind != .wrapped }
    var parts = shown.prefix(6).map { line -> String in
      var relative = String(line.path.dropFirst(path.count))
      if relative.hasPrefix(".") { relative.removeFirst() }
      return relative.isEmpty ? line.value : "\(relative): \(line.value)"
    }
    if shown.count > 6 { parts.append("…") }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  static func describe(_ value: Any) -> String {
    if let string = value as? String { return string.debugDescription }
    return String(describing: value)
  }

  static func list(_ items: [String]) -> String {
    "[" + items.joined(separator: ", ") + "]"
  }
}
