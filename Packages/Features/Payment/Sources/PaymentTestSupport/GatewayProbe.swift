import Foundation
import Payment
import ThirdPartyShim

/// A scripted payment gateway for tests, in its own module so every package whose tests charge
/// through Payment (Payment's, Checkout's) shares one: it records what happened to each charge,
/// so a test can see a request start and, when its screen goes away, see it cancelled — not
/// just "no response".
public final class GatewayProbe: @unchecked Sendable {
  // Unchecked: every field is guarded by `lock`.
  public enum Answer: Sendable { case approve(orderID: String), decline }

  private let lock = NSLock()
  private var _requests: [PaymentRequest] = []
  private var _cancelled = 0
  private var answers: [Answer]
  public let clock: TestClock<Duration>
  public let latency: Duration

  /// Answers charges in order; once `answers` runs out, every charge is declined.
  public init(clock: TestClock<Duration>, latency: Duration = .seconds(1), answers: [Answer]) {
    self.clock = clock
    self.latency = latency
    self.answers = answers
  }

  /// The charges requested, in order.
  public var requests: [PaymentRequest] { lock.withLock { _requests } }
  /// How many charges were cancelled while waiting on the clock.
  public var cancelled: Int { lock.withLock { _cancelled } }

  /// The client to install: `$0.paymentClient = probe.client`.
  public var client: PaymentClient {
    PaymentClient { request in
      let answer: Answer = self.lock.withLock {
        self._requests.append(request)
        return self.answers.isEmpty ? .decline : self.answers.removeFirst()
      }
      do {
        try await self.clock.sleep(for: self.latency)
      } catch {
        self.lock.withLock { self._cancelled += 1 }
        throw error
      }
      switch answer {
      case let .approve(orderID): return orderID
      case .decline: throw PaymentDeclined()
      }
    }
  }
}
