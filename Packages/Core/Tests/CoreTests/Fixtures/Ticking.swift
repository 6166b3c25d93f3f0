import ThirdPartyShim

extension Effect where Action: Sendable {
  /// Sends `tick` every second until cancelled: the long-running work the navigation tests
  /// watch being cancelled, or not, when a screen leaves.
  static func ticking(_ tick: Action, on clock: any Clock<Duration>) -> Self {
    .run { send in
      while true {
        try await clock.sleep(for: .seconds(1))
        await send(tick)
      }
    }
  }
}
