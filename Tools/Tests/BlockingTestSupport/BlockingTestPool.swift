import Foundation

/// Threads for tests that block: a test that waits on a process it started (`waitUntilExit`, a
/// pipe read, `Thread.sleep`) holds the thread it runs on for the whole wait. On Swift Testing's
/// own threads, one per core, two such tests on a 2-core machine stop every other test of the
/// process until one of them ends, while the cores sit idle.
///
/// Twice as many threads as cores, at least four: the waits overlap, and the processes they wait
/// on, mostly builds, still share the cores.
final class BlockingTestPool: TaskExecutor, @unchecked Sendable {
  static let shared = BlockingTestPool(threads: max(4, 2 * ProcessInfo.processInfo.activeProcessorCount))

  /// Guards `jobs`; a worker waits on it while there is nothing to run.
  private let queue = NSCondition()
  private var jobs: [UnownedJob] = []

  private init(threads: Int) {
    for index in 0..<threads {
      let thread = Thread { [self] in work() }
      thread.name = "blocking test \(index + 1)"
      thread.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.lock()
    jobs.append(job)
    queue.signal()
    queue.unlock()
  }

  /// Runs jobs in the order they came, for as long as the process lives (the pool is shared).
  private func work() -> Never {
    while true {
      queue.lock()
      while jobs.isEmpty { queue.wait() }
      let job = jobs.removeFirst()
      queue.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
