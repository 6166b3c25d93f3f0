import Foundation
import Payment
import ThirdPartyShim

/// A scripted payment gateway that records what happened to each charge, so a test can see
/// a request start and, when its screen goes away, see it cancelled: not just "no response".
final class GatewayProbe: @unchecked Sendable {
  // Unchecked: every field is guarded by `lock`.
  enum Answer: Sendable { case approve(orderID: String), decline }

  private let lock = NSLock()
  private var _requests: [PaymentRequest] = []
  private var _cancelled = 0
  private var answers: [Answer]
  let clock: TestClock
  let latency: Duration

  init(clock: TestClock, latency: Duration = .seconds(1), answers: [Answer]) {
    self.clock = clock
    self.latency = latency
    self.answers = answers
  }

  var requests: [PaymentRequest] { lock.withLock { _requests } }
  var cancelled: Int { lock.withLock { _cancelled } }

  var client: PaymentClient {
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
