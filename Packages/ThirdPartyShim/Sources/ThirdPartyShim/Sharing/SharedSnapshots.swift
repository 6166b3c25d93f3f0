import Foundation
import Synchronization

/// Lets a test store compute an expected state without touching live shared values.
///
/// A `Shared` reference is the same in the state before and after an action, so comparing
/// the two would always find shared values equal. While a snapshot is active on a task,
/// `Shared` reads and writes on that task go to the snapshot's copies instead of the boxes;
/// the test store seeds them with the values from before the action, applies the test's
/// expected mutation, and compares. Outside tests the check is one relaxed atomic load.
package enum SharedSnapshots {
  private static let activeCount = Atomic<Int>(0)
  @TaskLocal private static var current: Snapshot?

  static var isActive: Bool { activeCount.load(ordering: .relaxed) > 0 }

  /// Runs `body` reading and writing shared values from `values` (box identity → value).
  package static func with<R>(
    _ values: [ObjectIdentifier: any Sendable], _ body: () throws -> R
  ) rethrows -> R {
    activeCount.add(1, ordering: .relaxed)
    defer { activeCount.subtract(1, ordering: .relaxed) }
    return try $current.withValue(Snapshot(values), operation: body)
  }

  /// Like `with`, also returning the values as `body` left them: what a test store's
  /// assertion closure made of the shared values it was given.
  package static func withValues<R>(
    _ values: [ObjectIdentifier: any Sendable], _ body: () throws -> R
  ) rethrows -> (result: R, values: [ObjectIdentifier: any Sendable]) {
    activeCount.add(1, ordering: .relaxed)
    defer { activeCount.subtract(1, ordering: .relaxed) }
    let snapshot = Snapshot(values)
    let result = try $current.withValue(snapshot, operation: body)
    return (result, snapshot.values)
  }

  static func value<Value>(of box: SharedBox<Value>) -> Value? {
    guard let snapshot = current else { return nil }
    // Unwrapped before the cast: `nil as? Value` succeeds when `Value` is itself optional.
    guard let stored = snapshot.values[ObjectIdentifier(box)] else { return nil }
    return stored as? Value
  }

  static func mutate<Value, R>(_ box: SharedBox<Value>, _ body: (inout Value) throws -> R) rethrows
    -> R?
  {
    guard let snapshot = current else { return nil }
    var value = snapshot.values[ObjectIdentifier(box)].flatMap { $0 as? Value } ?? box.read()
    let result = try body(&value)
    snapshot.values[ObjectIdentifier(box)] = value
    return result
  }

  /// Every shared reference reachable from `root`, with its current live value.
  package static func collect(from root: Any) -> [ObjectIdentifier: any Sendable] {
    var found: [ObjectIdentifier: any Sendable] = [:]
    var visited = 0
    func walk(_ value: Any, depth: Int) {
      visited += 1
      guard depth < 64, visited < 100_000 else { return }
      if let shared = value as? any _SharedReference {
        let id = ObjectIdentifier(shared._anyBox)
        if found[id] == nil {
          found[id] = shared._anyValue
          walk(shared._anyValue, depth: depth + 1)
        }
        return
      }
      let mirror = Mirror(reflecting: value)
      for child in mirror.children { walk(child.value, depth: depth + 1) }
    }
    walk(root, depth: 0)
    return found
  }

  final class Snapshot: @unchecked Sendable {
    // Unchecked: a snapshot lives on the one task that created it.
    var values: [ObjectIdentifier: any Sendable]
    init(_ values: [ObjectIdentifier: any Sendable]) { self.values = values }
  }
}
