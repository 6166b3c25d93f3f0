/// A gesture the current screen does not allow, with what it does allow, so a person at a
/// terminal or a failing test sees the next step instead of a bare "not found".
public struct GestureError: Error, Equatable, CustomStringConvertible {
  public let gesture: Gesture
  public let reason: String
  public let available: [AvailableGesture]

  public var description: String {
    let possible = available.isEmpty ? "nothing" : available.map(\.description).joined(separator: " · ")
    return "Cannot \(gesture): \(reason)\nPossible: \(possible)"
  }
}
