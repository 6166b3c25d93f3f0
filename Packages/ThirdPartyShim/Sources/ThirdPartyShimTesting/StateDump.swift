import Foundation
import ThirdPartyShim

/// Flattens a value into `path: value` lines, so a failed assertion names the fields that
/// differ instead of printing two walls of text (`StateDiff` compares two dumps), and a
/// snapshot's `.dump` draws the same lines as an indented tree (`StateDumpText`).
///
/// Elements are named the way the reader will look for them: a plain array's by position
/// (`tags[2]`), an identified array's or a stack of screens' by id (`books[id: 7]`), because
/// their elements come and go and a position would name a different element before and after
/// an action. A navigation stack is one line, its values bottom first, so a change reads as
/// what was pushed or popped. Dictionaries are listed by key and sets by value, sorted, so
/// two dumps of equal values are equal texts whatever the hashing order.
package enum StateDump {
  package struct Line: Equatable {
    package enum Kind: Equatable {
      /// A leaf, or a plain collection's count.
      case value
      /// A collection named by ids: its ids in order. `bookkeeping` when the ids are the
      /// collection's own numbering, not part of its equality (a stack of screens).
      case keyed(ids: [String], bookkeeping: Bool)
      /// One element of a keyed collection; its fields follow on their own lines.
      case element
      /// An optional holding a value with fields; they follow on their own lines.
      case wrapped
      /// A struct, class or tuple with fields (or an enum case with a payload); they follow.
      /// Only the tree needs it: a diff names the fields.
      case group
      /// A navigation stack: its values, bottom first.
      case stack(items: [String])
    }
    /// The full name, `books[id: 7].reads`: what a diff prints.
    package let path: String
    /// The last part of the name, `reads` or `[id: 7]`: what the tree prints.
    package let segment: String
    /// How deep in the tree the line stands; the root's fields are at 0.
    package let depth: Int
    package let value: String
    package let kind: Kind
  }

  /// The lines of `value`, root first.
  package static func lines(_ value: Any) -> [Line] {
    var walker = Walker()
    walker.flatten(value, at: Place(path: "", segment: "", depth: -1))
    return walker.out
  }

  /// Where a value stands: its path, the segment naming it and its depth.
  struct Place {
    let path: String
    let segment: String
    let depth: Int

    /// A field or element of this place: `.title` or `[2]` appended to the path.
    func child(_ segment: String, field: Bool) -> Place {
      let joined: String
      if field { joined = path.isEmpty ? segment : path + "." + segment } else { joined = path + segment }
      return Place(path: joined, segment: segment, depth: depth + 1)
    }
  }

  struct Walker {
    var out: [Line] = []
    /// The objects on the way down to the current value: a class that holds itself is shown
    /// once, then as a cycle, instead of until the depth bound.
    var visiting: Set<ObjectIdentifier> = []

    mutating func add(_ place: Place, _ value: String, _ kind: Line.Kind) {
      out.append(
        Line(path: place.path, segment: place.segment, depth: place.depth, value: value, kind: kind))
    }

    mutating func flatten(_ value: Any, at place: Place) {
      guard place.depth < 40 else {
        return add(place, StateDump.describe(value), .value)
      }
      // Only a value that is an `AnyHashable` (a field typed so) is unwrapped: any Hashable
      // value casts to one, and unwrapping those would go round until the depth bound.
      if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
        return flatten(hashable.base, at: place)
      }
      // An `ObjectIdentifier` mirrors as an opaque pointer: shown by its (scrubbed) address.
      if value is String || value is ObjectIdentifier {
        return add(place, StateDump.describe(value), .value)
      }
      let mirror = Mirror(reflecting: value)
      // Core's `NavigationState` dumps as its `NavigationPath`, so both are found by the mirror.
      if mirror.subjectType == NavigationPath.self {
        let items = mirror.children.map { StateDump.describe($0.value) }
        return add(place, StateDump.list(items), .stack(items: items))
      }
      if let keyed = mirror.subjectType as? any DumpsElementsByID.Type {
        return flattenKeyed(mirror, at: place, bookkeeping: keyed.idsAreBookkeeping)
      }
      if StateDump.isKeyedByLabels(mirror) {
        return flattenKeyed(mirror, at: place, bookkeeping: !StateDump.labelsAreOwnIDs(mirror))
      }
      if mirror.displayStyle == .class {
        let id = ObjectIdentifier(value as AnyObject)
        guard visiting.insert(id).inserted else {
          return add(place, "<cycle: \(StateDump.typeName(of: value))>", .value)
        }
        defer { visiting.remove(id) }
        return flattenComposite(value, mirror, at: place)
      }
      flattenComposite(value, mirror, at: place)
    }

    private mutating func flattenComposite(_ value: Any, _ mirror: Mirror, at place: Place) {
      switch mirror.displayStyle {
      case .optional:
        if let child = mirror.children.first {
          flattenPresent(child.value, at: place)
        } else {
          add(place, "nil", .value)
        }
      case .enum:
        if let child = mirror.children.first, let label = child.label {
          add(place, ".\(label)(…)", .value)
          flattenPayload(child.value, at: place.child(label, field: true))
        } else {
          add(place, ".\(value)", .value)
        }
      case .collection:
        let children = Array(mirror.children)
        add(place, StateDump.count(children.count, "element"), .value)
        for (index, child) in children.enumerated() {
          flatten(child.value, at: place.child("[\(index)]", field: false))
        }
      case .set:
        // Listed in the order of their dumps: a set's own order changes with the hashing seed.
        let dumps = mirror.children.map { child -> [Line] in
          var element = Walker(out: [], visiting: visiting)
          element.flatten(child.value, at: Place(path: "", segment: "", depth: 0))
          return element.out
        }
        let sorted = dumps.sorted { StateDump.sortKey($0) < StateDump.sortKey($1) }
        add(place, StateDump.count(sorted.count, "element"), .value)
        for (index, lines) in sorted.enumerated() {
          let element = place.child("[\(index)]", field: false)
          for line in lines {
            let base = element.path + line.path
            let path = line.path.hasPrefix("[") || line.path.isEmpty ? base : element.path + "." + line.path
            out.append(
              Line(
                path: path, segment: line.path.isEmpty ? element.segment : line.segment,
                depth: element.depth + line.depth, value: line.value, kind: line.kind))
          }
        }
      case .dictionary:
        let entries = mirror.children.map { child -> (String, Any) in
          let pair = Array(Mirror(reflecting: child.value).children)
          return (StateDump.describe(pair.first?.value ?? ""), pair.last?.value ?? "")
        }.sorted { $0.0 < $1.0 }
        add(place, StateDump.count(entries.count, "entry", plural: "entries"), .value)
        for (key, value) in entries {
          flatten(value, at: place.child("[\(key)]", field: false))
        }
      case .struct, .class, .tuple:
        if mirror.children.isEmpty {
          return add(place, StateDump.describe(value), .value)
        }
        if place.depth >= 0 { add(place, StateDump.typeName(of: value), .group) }
        flattenFields(mirror, at: place)
      default:
        add(place, StateDump.describe(value), .value)
      }
    }

    private mutating func flattenFields(_ mirror: Mirror, at place: Place) {
      for (index, child) in mirror.children.enumerated() {
        var label = child.label ?? "\(index)"
        if label.hasPrefix("_") { label.removeFirst() }
        flatten(child.value, at: place.child(label, field: true))
      }
    }

    /// An optional's value: a value with fields gets a line of its own, so `nil → {…}` is one
    /// line of a diff, not a line per field.
    private mutating func flattenPresent(_ value: Any, at place: Place) {
      var inner = Walker(out: [], visiting: visiting)
      inner.flatten(value, at: place)
      if inner.out.first?.path != place.path || inner.out.first?.kind == .group {
        let fields = inner.out.filter { $0.path != place.path }
        add(place, StateDump.summary(fields, under: place.path), .wrapped)
      }
      out.append(contentsOf: inner.out.filter { !($0.path == place.path && $0.kind == .group) })
    }

    /// An enum case's payload: its fields stand directly under the case's line in the tree.
    private mutating func flattenPayload(_ value: Any, at place: Place) {
      let mirror = Mirror(reflecting: value)
      let composite = [.struct, .class, .tuple].contains(mirror.displayStyle)
      let keyed =
        mirror.subjectType is any DumpsElementsByID.Type || StateDump.isKeyedByLabels(mirror)
      if composite, !keyed, !mirror.children.isEmpty, !(value is String) {
        flattenFields(mirror, at: Place(path: place.path, segment: place.segment, depth: place.depth - 1))
      } else {
        flatten(value, at: place)
      }
    }

    /// A keyed collection: one line for its ids, then per element a line standing for the
    /// whole element (what an insertion or removal shows) followed by its fields.
    private mutating func flattenKeyed(_ mirror: Mirror, at place: Place, bookkeeping: Bool) {
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
      add(place, StateDump.list(ids), .keyed(ids: ids, bookkeeping: bookkeeping))
      for element in elements {
        let elementPlace = place.child("[id: \(element.id)]", field: false)
        var inner = Walker(out: [], visiting: visiting)
        inner.flatten(element.value, at: elementPlace)
        let fields = inner.out.filter { !($0.path == elementPlace.path && $0.kind == .group) }
        add(elementPlace, StateDump.summary(fields, under: elementPlace.path), .element)
        out.append(contentsOf: fields.filter { $0.path != elementPlace.path })
      }
    }
  }

  /// Whether a mirror describes a collection by id without the shim's protocol: the
  /// `.collection` style with a label on every child (an array's children have none). A type
  /// anywhere says it with `CustomReflectable` alone, which swift-custom-dump reads as well.
  static func isKeyedByLabels(_ mirror: Mirror) -> Bool {
    mirror.displayStyle == .collection && !mirror.children.isEmpty
      && mirror.children.allSatisfy { $0.label != nil }
  }

  /// Whether every label is its element's own `id` (an `Identifiable` element labelled by it),
  /// so elements are paired by id; any other labels are the collection's own numbering (a
  /// stack's screen ids), which a test writing the collection by hand cannot know, so elements
  /// are paired by value and named by the actual labels.
  static func labelsAreOwnIDs(_ mirror: Mirror) -> Bool {
    mirror.children.allSatisfy { child in
      guard let element = child.value as? any Identifiable else { return false }
      return child.label == idText(of: element)
    }
  }

  private static func idText(of element: some Identifiable) -> String {
    let id = element.id
    return (id as? String)?.debugDescription ?? "\(id)"
  }

  /// An element on one line, `{id: 7, title: "Dune", reads: 0}`, from its first few fields.
  static func summary(_ fields: [Line], under path: String) -> String {
    if fields.count == 1, fields[0].path == path { return fields[0].value }
    let shown = fields.filter { $0.kind != .element && $0.kind != .wrapped && $0.kind != .group }
    var parts = shown.prefix(6).map { line -> String in
      var relative = String(line.path.dropFirst(path.count))
      if relative.hasPrefix(".") { relative.removeFirst() }
      return relative.isEmpty ? line.value : "\(relative): \(line.value)"
    }
    if shown.count > 6 { parts.append("…") }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  /// How a set orders its elements: by their dumps, compared as text.
  static func sortKey(_ lines: [Line]) -> String {
    lines.map { "\($0.path)=\($0.value)" }.joined(separator: "\n")
  }

  static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
  }

  /// A leaf as text: strings quoted, and memory addresses (a pointer, an `ObjectIdentifier`)
  /// left out, since they change from run to run.
  static func describe(_ value: Any) -> String {
    if let string = value as? String { return string.debugDescription }
    return scrubAddresses(String(describing: value))
  }

  /// `0x7f3a12c04e10` becomes `0x…`: an address is never the same twice.
  static func scrubAddresses(_ text: String) -> String {
    guard text.contains("0x") else { return text }
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: "0x") {
      result += rest[..<range.lowerBound]
      let digits = rest[range.upperBound...].prefix { $0.isHexDigit }
      result += digits.count >= 8 ? "0x…" : "0x" + digits
      rest = rest[range.upperBound...].dropFirst(digits.count)
    }
    return result + rest
  }

  /// A type's short name, `State` or `Book`: what a group's line shows in the tree.
  static func typeName(of value: Any) -> String {
    String(describing: type(of: value))
  }

  static func list(_ items: [String]) -> String {
    "[" + items.joined(separator: ", ") + "]"
  }
}
