import AppShell
import Payment
import ThirdPartyShim

/// The dependencies every store in the App runs on: the real clock, tracked so the shell
/// waits for sleepers, and the deterministic demo payment gateway.
extension DependencyValues {
  mutating func useAppClients(activity: Activity, payments: DemoPaymentClient) {
    continuousClock = TrackedClock(ContinuousClock(), activity: activity)
    paymentClient = payments.client
  }
}
