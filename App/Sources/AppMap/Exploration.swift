/// What an exploration found: the map, and the observations the checks judge it by.
public struct Exploration: Sendable {
  /// A `back` or a dismissal from a screen one layer above the screen it came from.
  public struct BackTrial: Hashable, Sendable {
    public var from: String
    public var gesture: String
    public var expected: String
    public var landed: String
    public init(from: String, gesture: String, expected: String, landed: String) {
      self.from = from
      self.gesture = gesture
      self.expected = expected
      self.landed = landed
    }
  }

  /// A deep link opened from a screen.
  public struct LinkTrial: Hashable, Sendable {
    public var from: String
    public var pattern: DeepLinkPattern
    public var landed: String
    public init(from: String, pattern: DeepLinkPattern, landed: String) {
      self.from = from
      self.pattern = pattern
      self.landed = landed
    }
  }

  public var map: NavigationMap
  public var declared: [DeclaredScreen]
  public var backs: [BackTrial] = []
  public var links: [LinkTrial] = []
  /// Gestures performed, replays included.
  public var steps = 0
  /// Distinct concrete states (screen and frame) explored.
  public var states = 0
  /// Whether the step limit stopped the walk before the queue was empty.
  public var truncated = false
  /// Screens a trial landed on that the walk never explored from (it stopped at its depth or
  /// step limit first): their own edges are missing, so the check cannot judge them.
  public var unexplored: Set<String> = []

  public init(map: NavigationMap, declared: [DeclaredScreen]) {
    self.map = map
    self.declared = declared
  }

  public var summary: String {
    "\(map.app): \(steps) steps, \(states) states, \(map.screens.count) screens, \(map.edges.count) edges"
      + (truncated ? " (stopped at the step limit)" : "")
  }
}
