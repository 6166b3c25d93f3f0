import Foundation

/// Everything one `store.send` caused: the effects its action started, and those started by
/// the actions they sent back, however deep. The task `send` returns waits for all of them,
/// and cancelling it cancels all of them, as TCA's does (a view's `.task` that ends takes the
/// whole cascade with it).
final class EffectOwner: @unchecked Sendable {
  // Unchecked: every field is behind the lock.
  private let lock = NSLock()
  private var tasks: [Task<Void, Never>] = []
  private var isCancelled = false

  /// Adds work; work added after the owner was cancelled is cancelled at once.
  func append(_ task: Task<Void, Never>) {
    lock.lock()
    let cancelled = isCancelled
    if !cancelled { tasks.append(task) }
    lock.unlock()
    if cancelled { task.cancel() }
  }

  func task(at index: Int) -> Task<Void, Never>? {
    lock.lock()
    defer { lock.unlock() }
    return index < tasks.count ? tasks[index] : nil
  }

  func cancel() {
    lock.lock()
    isCancelled = true
    let all = tasks
    lock.unlock()
    for task in all { task.cancel() }
  }

  /// The task `send` returns: finishes when every owned task has, including those added while
  /// it waits.
  func makeTask() -> Task<Void, Never> {
    Task {
      await withTaskCancellationHandler {
        var index = 0
        while let task = self.task(at: index) {
          await task.value
          index += 1
        }
      } onCancel: {
        self.cancel()
      }
    }
  }
}
