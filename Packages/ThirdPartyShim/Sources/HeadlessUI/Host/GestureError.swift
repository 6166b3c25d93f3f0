/// A gesture the current screen does not allow, with what it does allow, so a person at a
/// terminal or a failing test sees the next step instead of a bare "not found".
public struct GestureError: Error, Equatable, CustomStringConvertible {
  /// The gesture that was asked for.
  public let gesture: Gesture
  /// Why the screen does not allow it, in a person's words.
  public let reason: String
  /// What the screen allows instead.
  public let available: [AvailableGesture]

  /// The refusal and the possible gestures, on two lines, as a terminal prints it.
  public var description: String {
    let possible = available.isEmpty ? "nothing" : available.map(\.description).joined(separator: " · ")
    return "Cannot \(gesture): \(reason)\nPossible: \(possible)"
  }
}
