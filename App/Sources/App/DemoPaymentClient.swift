import AppShell
import Payment
import Synchronization
import ThirdPartyShim

/// The payment gateway the App runs on: deterministic, so a person and a script see the same
/// thing every time.
///
/// Every charge takes `latency` on the injected clock (the real clock, tracked, so the screen
/// shows “Processing…” and the shell waits for the answer), then succeeds with the next order
/// id (`order-1001`, `order-1002`, …), unless `fail` armed it: then that one charge is declined
/// and the payment screen raises its alert. The feature's own `liveValue` invents random order
/// ids; this client is the App's, which is where isowords keeps live clients too.
final class DemoPaymentClient: Sendable {
  /// How long a charge takes: long enough to see “Processing…”, short enough for tests.
  static let latency: Duration = .milliseconds(300)

  private struct State {
    var failNext = false
    var nextOrder = 1001
  }

  private let state = Mutex(State())

  /// The client to inject as `paymentClient`; sleeps on whatever clock the store provides.
  var client: PaymentClient {
    PaymentClient { [self] _ in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: Self.latency)
      return try self.settle()
    }
  }

  private func settle() throws -> String {
    try state.withLock { state in
      if state.failNext {
        state.failNext = false
        throw PaymentDeclined()
      }
      defer { state.nextOrder += 1 }
      return "order-\(state.nextOrder)"
    }
  }

  /// The shell command that declines the next charge, so a person can see the failure alert
  /// come from the gateway (the payment screen's “Simulate failure” skips the gateway).
  var failCommand: CustomCommand {
    CustomCommand(
      names: ["fail", "decline"], usage: "fail",
      summary: "the payment gateway declines the next charge (then: Pay → alert)"
    ) { [self] argument in
      guard argument.isEmpty else { throw CommandError("`fail` takes no argument.") }
      state.withLock { $0.failNext = true }
      return "The next charge will be declined."
    }
  }
}
