import Testing

/// A suite whose tests block their thread while they wait (see `BlockingTestPool`): each of its
/// tests runs on the pool's threads instead of Swift Testing's, so tests that compute go on
/// meanwhile. Results, order within `.serialized` suites and failures are unchanged: only the
/// thread a test body runs on differs (a test isolated to an actor still runs on that actor).
public struct BlocksItsThread: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    // A suite's own scope holds no test body: only test cases move.
    guard testCase != nil else { return try await function() }
    try await withTaskExecutorPreference(BlockingTestPool.shared) { try await function() }
  }
}

extension Trait where Self == BlocksItsThread {
  /// Runs each test of the suite on a thread of the blocking-test pool.
  public static var blocksItsThread: Self { Self() }
}
