/// A presented child is saved as the child; every other stage as `dismissed`.
///
/// `.dismissing(last:)` is an animation in progress: the view that would end it with `.dismiss`
/// is gone after a relaunch, so a restored sheet half way out would never leave. A child that
/// was leaving is restored as gone, which is where its animation was heading.
extension Presentation: Codable where Child: Codable {
  private enum CodingKeys: String, CodingKey {
    case presented
  }

  /// Reads a saved presentation: a child present in the file is on screen again; anything
  /// else, a sheet that was leaving included, comes back as `dismissed`.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let child = try container.decodeIfPresent(Child.self, forKey: .presented) {
      self = .presented(child)
    } else {
      self = .dismissed
    }
  }

  /// Saves the child only while it is presented; see the type's note on why a sheet on its way
  /// out is saved as gone.
  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if case let .presented(child) = self {
      try container.encode(child, forKey: .presented)
    }
  }
}
