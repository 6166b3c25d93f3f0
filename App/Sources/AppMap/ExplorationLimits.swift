/// How far an exploration goes.
public struct ExplorationLimits: Sendable {
  /// The most gestures from launch to a state that is explored further.
  public var depth = 8
  /// The most gestures performed in all, replays included.
  public var steps = 20_000
  /// The most distinct states explored per screen kind.
  public var statesPerScreen = 4
  public init(depth: Int = 8, steps: Int = 20_000, statesPerScreen: Int = 4) {
    self.depth = depth
    self.steps = steps
    self.statesPerScreen = statesPerScreen
  }
}
