import Foundation
import ThirdPartyShim

/// A scripted payment gateway that records each charge and its cancellation.
///
/// Installed through `DependencyValues.paymentClient` without naming a Payment type: the
/// flow's test target, like the flow, does not depend on Checkout's steps.
final class GatewayProbe: @unchecked Sendable {
  // Unchecked: every field is guarded by `lock`.
  enum Answer: Sendable { case approve(orderID: String), decline }
  struct Declined: Error {}

  private let lock = NSLock()
  private var _productIDs: [String] = []
  private var _cancelled = 0
  private var answers: [Answer]
  let clock: TestClock<Duration>

  init(clock: TestClock<Duration>, answers: [Answer]) {
    self.clock = clock
    self.answers = answers
  }

  /// The products charged, in order.
  var productIDs: [String] { lock.withLock { _productIDs } }
  /// How many charges were cancelled while waiting for the gateway.
  var cancelled: Int { lock.withLock { _cancelled } }

  func install(in dependencies: inout DependencyValues) {
    dependencies.continuousClock = clock
    dependencies.paymentClient.charge = { request in
      let answer: Answer = self.lock.withLock {
        self._productIDs.append(request.productID)
        return self.answers.isEmpty ? .decline : self.answers.removeFirst()
      }
      do {
        try await self.clock.sleep(for: .seconds(1))
      } catch {
        self.lock.withLock { self._cancelled += 1 }
        throw error
      }
      switch answer {
      case let .approve(orderID): return orderID
      case .decline: throw Declined()
      }
    }
  }
}
