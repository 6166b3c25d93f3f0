/// How far an exploration goes.
public struct ExplorationLimits: Sendable {
  /// The most gestures from launch to a state that is explored further.
  public var depth = 8
  /// The most gestures performed in all, replays included.
  public var steps = 20_000
  /// The most states explored per screen kind beyond those that offer new gestures: states
  /// that differ only in data (another book, a typed title).
  public var statesPerScreen = 2
  public init(depth: Int = 8, steps: Int = 20_000, statesPerScreen: Int = 2) {
    self.depth = depth
    self.steps = steps
    self.statesPerScreen = statesPerScreen
  }
}
