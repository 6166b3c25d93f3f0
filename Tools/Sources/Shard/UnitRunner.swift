import Affected
import CheckImports
import Foundation
import ToolSupport

/// Runs the steps of a command plan: each unit's build, then its tests under the watchdog, timed
/// from the first command to the last. Steps of one lane (one build folder) run in order; with
/// `jobs` above one, lanes run side by side and each unit's output is printed whole when it ends.
/// Every unit runs even after one fails, so a run reports all its failures. Each command (a
/// unit's build, its tests under the watchdog) is bounded by `unitLimit`: past it the command and
/// everything it started are stopped and the unit fails naming the command and the wait.
struct UnitRunner: Sendable {
  struct Configuration: Sendable {
    /// Where the commands run (the repository root).
    var directory: String
    /// `tools`, whose `watchdog` subcommand runs each unit's tests.
    var toolsExecutable: String
    /// The watchdog's `--test-limit`.
    var testLimit: Double
    var jobs: Int
    /// Each unit's output is kept in `<logDirectory>/<unit>.log`.
    var logDirectory: String
    /// Seconds one command of a unit may run (`--unit-limit`): generous, since a unit's build or
    /// test run can take many minutes on a small machine; the watchdog bounds each test far tighter.
    var unitLimit: Double = ProcessTimeout.buildSeconds()
    /// Where each worker's temporary folder is made (the system's temporary folder).
    var temporaryParent: String = FileManager.default.temporaryDirectory.path
    /// A unit that passed but left entries in its temporary folder fails (`--fail-on-leftovers`).
    var failOnLeftovers = false
  }

  /// How one unit ended.
  struct Outcome: Equatable, Sendable {
    var unit: String
    /// 0 passed; the failing command's status otherwise (3: the watchdog stopped a hung test).
    var status: Int32
    var seconds: Double
    /// Why it failed without running, or which command failed.
    var note: String?
    /// A command of the unit ran past the unit limit and was stopped (status 2).
    var stopped = false
  }

  var configuration: Configuration

  init(configuration: Configuration) { self.configuration = configuration }

  /// Runs every step; outcomes in the plan's order. With lanes running side by side, each lane
  /// starts at once, its build (if it has one) and then its tests: a lane whose unit was built
  /// beforehand (make builds the Tools with their tests) tests while another builds. A build keeps
  /// every core busy only until its tail (linking, test discovery), and a test run mostly waits on
  /// the processes its tests start: the other lane fills those gaps, where a run holding every
  /// test back until the last build ended left them idle. The steps that only test from the
  /// root's build go to whichever worker is free once that build is done (`LaneSchedule`).
  func run(_ plan: CommandPlan, console: Console) -> [Outcome] {
    try? FileManager.default.createDirectory(
      atPath: configuration.logDirectory, withIntermediateDirectories: true)
    for step in plan.steps { _ = FileManager.default.createFile(atPath: logPath(step.unit), contents: nil) }
    let sideBySide = LaneSchedule(plan.steps, parallel: true)
    let parallel = configuration.jobs > 1 && sideBySide.width > 1
    let schedule = parallel ? sideBySide : LaneSchedule(plan.steps, parallel: false)
    let lanesInOrder = schedule.lanes
    let gate = RootBuildGate()
    let state = RunState(console: console, live: !parallel)
    let trap = SignalTrap { signal in
      state.stopAll()
      exit(128 + signal)
    }
    defer { trap.cancel() }
    let next = Counter()
    let nextAfterRootBuild = Counter()
    let workers = parallel ? min(configuration.jobs, schedule.width) : 1
    let checkout = UnitTemporaryFolder.checkoutKey(configuration.directory)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let folder: Result<UnitTemporaryFolder, ShardFailure>
      do throws(ShardFailure) {
        folder = .success(
          try UnitTemporaryFolder(worker: worker + 1, in: configuration.temporaryParent, key: checkout))
      } catch {
        folder = .failure(error)
      }
      if case .success(let made) = folder { state.entered(made) }
      defer {
        if case .success(let made) = folder {
          made.remove()
          state.left(made)
        }
      }
      while let lane = next.take(below: lanesInOrder.count) {
        var rootBuildFailed = false
        for step in lanesInOrder[lane] {
          let makesRootBuild = lane == schedule.rootLane
          let (outcome, buildFailed) = run(
            step, in: folder, rootBuildFailed: rootBuildFailed, state: state,
            built: makesRootBuild ? { gate.open(failed: !$0) } : { _ in })
          // A unit that ended before building closes the gate as failed; after a build, no-op.
          if makesRootBuild { gate.open(failed: true) }
          rootBuildFailed = rootBuildFailed || buildFailed
          state.record(outcome)
        }
      }
      // Every lane is taken, so the root's build has started or ended: no wait here is for a
      // build nobody makes.
      while let index = nextAfterRootBuild.take(below: schedule.afterRootBuild.count) {
        let step = schedule.afterRootBuild[index]
        guard let failed = gate.wait(seconds: configuration.unitLimit) else {
          let limit = ProcessTimeout.format(configuration.unitLimit)
          state.record(
            notRun(step, "not run: the root package's build did not end within \(limit) s", state: state))
          continue
        }
        state.record(run(step, in: folder, rootBuildFailed: failed, state: state, built: { _ in }).0)
      }
    }
    let byUnit = Dictionary(state.outcomes.map { ($0.unit, $0) }, uniquingKeysWith: { first, _ in first })
    return plan.steps.compactMap { byUnit[$0.unit] }
  }

  private func logPath(_ unit: String) -> String {
    "\(configuration.logDirectory)/\(Self.logName(unit)).log"
  }

  /// Runs a unit's build, saying when it starts and how long it took; the unit's time counts it.
  private func build(_ unit: String, _ command: String, environment: [String: String], state: RunState)
    -> Ended
  {
    let sink = Sink(path: logPath(unit), live: state.live ? state.console : nil)
    state.note("\(unit): building (\(command))")
    sink.write("$ \(command)\n")
    let start = DispatchTime.now().uptimeNanoseconds
    let ended = execute(
      ["/bin/sh", "-c", command], shown: command, environment: environment, sink: sink, state: state)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    state.note(
      "\(unit): \(ended.status == 0 ? "built" : "build FAILED") in \(String(format: "%.1f", seconds)) s")
    return ended
  }

  /// A unit that did not run, said so on the console and in its outcome.
  private func notRun(_ step: CommandPlan.Step, _ note: String, state: RunState) -> Outcome {
    let outcome = Outcome(unit: step.unit, status: 1, seconds: 0, note: note)
    state.finish(outcome, sink: Sink(path: logPath(step.unit), live: state.live ? state.console : nil))
    return outcome
  }

  /// The unit's outcome, and whether its build (not its tests) failed.
  /// `built` hears whether the unit's build succeeded, as soon as it ends, before its tests run.
  private func run(
    _ step: CommandPlan.Step, in temporaryFolder: Result<UnitTemporaryFolder, ShardFailure>,
    rootBuildFailed: Bool, state: RunState, built: (Bool) -> Void
  ) -> (Outcome, Bool) {
    let sink = Sink(path: logPath(step.unit), live: state.live ? state.console : nil)
    state.note("\(step.unit): started")
    if step.needsRootBuild && rootBuildFailed {
      return (notRun(step, "not run: the root package's build failed", state: state), false)
    }
    let start = DispatchTime.now().uptimeNanoseconds
    func elapsed() -> Double {
      Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    let folder: UnitTemporaryFolder
    switch temporaryFolder {
    case .success(let made): folder = made
    case .failure(let error): return (notRun(step, error.message, state: state), false)
    }
    // Emptied however the unit ends (a failed build included), for the worker's next unit.
    defer { folder.empty() }
    let environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
    if let command = step.build {
      let ended = build(step.unit, command, environment: environment, state: state)
      built(ended.status == 0)
      if ended.status != 0 {
        let outcome = Outcome(
          unit: step.unit, status: ended.status, seconds: elapsed(),
          note: ended.timedOut.map(\.description) ?? "build failed: \(command)",
          stopped: ended.timedOut != nil)
        state.finish(outcome, sink: sink)
        return (outcome, true)
      }
    }
    sink.write("$ \(step.test)\n")
    let watchdog = [
      configuration.toolsExecutable, "watchdog", "--test-limit", String(configuration.testLimit), "--",
      "/bin/sh", "-c", step.test,
    ]
    let ended = execute(watchdog, shown: step.test, environment: environment, sink: sink, state: state)
    var status = ended.status
    var note = ended.timedOut.map(\.description) ?? (ended.status == 0 ? nil : "failed: \(step.test)")
    let leftovers = folder.leftovers()
    if status != 0 && !leftovers.isEmpty {
      // What a failure names (a snapshot's actual text) is moved beside the log, not deleted.
      let kept = "\(configuration.logDirectory)/\(Self.logName(step.unit)).tmp"
      if folder.keep(in: kept) { note = note.map { "\($0); what it left in its TMPDIR is kept in \(kept)" } }
    } else if !leftovers.isEmpty {
      note = UnitTemporaryFolder.describe(leftovers)
      if configuration.failOnLeftovers {
        status = 1
        note = note.map { "\($0) (--fail-on-leftovers)" }
      }
    }
    let outcome = Outcome(
      unit: step.unit, status: status, seconds: elapsed(), note: note, stopped: ended.timedOut != nil)
    state.finish(outcome, sink: sink)
    return (outcome, false)
  }

  /// How a command ended: its status (2 when it was stopped at the limit, 127 when it could not
  /// start), and the timeout that stopped it.
  struct Ended {
    var status: Int32
    var timedOut: BoundedProcess.TimedOut?
  }

  /// Runs a command to its end or to the unit limit, its standard output and error both into the
  /// sink; `shown` is the command as the plan wrote it, for the message when it is stopped.
  private func execute(
    _ arguments: [String], shown: String, environment: [String: String], sink: Sink, state: RunState
  ) -> Ended {
    let process = Process()
    process.environment = environment
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.currentDirectoryURL = URL(fileURLWithPath: configuration.directory)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    do {
      try ChildSignals.run(process)
    } catch {
      sink.write("cannot run \(arguments[0]): \(error.localizedDescription)\n")
      return Ended(status: 127)
    }
    state.started(process.processIdentifier)
    let deadline = ProcessDeadline(pid: process.processIdentifier, seconds: configuration.unitLimit)
    for chunk in Chunks(handle: pipe.fileHandleForReading) { sink.write(chunk) }
    process.waitUntilExit()
    state.ended(process.processIdentifier)
    if deadline.finish() {
      let timedOut = BoundedProcess.TimedOut(
        command: shown, seconds: configuration.unitLimit, remedy: "--unit-limit SECONDS")
      sink.write("shard: \(timedOut)\n")
      return Ended(status: 2, timedOut: timedOut)
    }
    return Ended(
      status: process.terminationReason == .uncaughtSignal
        ? 128 + process.terminationStatus : process.terminationStatus)
  }

  /// `Packages/Features/Home` → `Packages-Features-Home`; the root's unit is `root`.
  static func logName(_ unit: String) -> String {
    unit == "." ? "root" : unit.replacingOccurrences(of: "/", with: "-")
  }
}

/// Where one unit's output goes: its log file, and the console too when the run is live.
private final class Sink: @unchecked Sendable {
  private let handle: FileHandle?
  let path: String
  private let live: Console?

  /// Appends to the unit's log: a build run before the unit's tests wrote to it first.
  init(path: String, live: Console?) {
    self.path = path
    handle = FileHandle(forWritingAtPath: path)
    _ = try? handle?.seekToEnd()
    self.live = live
  }

  deinit { try? handle?.close() }

  func write(_ text: String) { write(Data(text.utf8)) }

  func write(_ data: Data) {
    handle?.write(data)
    live?.out(String(decoding: data, as: UTF8.self))
  }
}

/// What the lanes share: the console, the outcomes, the processes running (to stop on a signal).
private final class RunState: @unchecked Sendable {
  let console: Console
  let live: Bool
  private let lock = NSLock()
  private(set) var outcomes: [UnitRunner.Outcome] = []
  private var running: Set<Int32> = []
  /// The temporary folders of the units running now, removed when a signal ends the run.
  private var folders: [String: UnitTemporaryFolder] = [:]

  init(console: Console, live: Bool) {
    self.console = console
    self.live = live
  }

  func note(_ text: String) {
    lock.withLock { console.err("shard: \(text)\n") }
  }

  func finish(_ outcome: UnitRunner.Outcome, sink: Sink) {
    lock.withLock {
      if !live, let data = FileManager.default.contents(atPath: sink.path) {
        console.out("──── \(outcome.unit) ────\n" + String(decoding: data, as: UTF8.self))
      }
      let verdict = outcome.status == 0 ? "passed" : "FAILED (\(outcome.note ?? "exit \(outcome.status)"))"
      // A passing unit's note says what it left in its temporary folder.
      let left = outcome.status == 0 ? outcome.note.map { ", but \($0)" } ?? "" : ""
      console.err(
        "shard: \(outcome.unit): \(verdict) in \(String(format: "%.1f", outcome.seconds)) s\(left)\n")
    }
  }

  func record(_ outcome: UnitRunner.Outcome) { lock.withLock { outcomes.append(outcome) } }
  func started(_ pid: Int32) { lock.withLock { _ = running.insert(pid) } }
  func ended(_ pid: Int32) { lock.withLock { _ = running.remove(pid) } }

  func entered(_ folder: UnitTemporaryFolder) { lock.withLock { folders[folder.path] = folder } }
  func left(_ folder: UnitTemporaryFolder) { lock.withLock { _ = folders.removeValue(forKey: folder.path) } }

  /// Stops every command running, then removes the running units' temporary folders: a run
  /// stopped by Ctrl-C or a cancelled CI job leaves nothing behind either.
  func stopAll() {
    for pid in lock.withLock({ Array(running) }) { ProcessTree.stop(pid) }
    for folder in lock.withLock({ Array(folders.values) }) { folder.remove() }
  }
}

/// What a pipe delivers, chunk by chunk, until its writers have all closed it: the end of the
/// sequence is the end of the data, so no loop condition of the reader's can miss it and spin.
private struct Chunks: Sequence, IteratorProtocol {
  let handle: FileHandle

  mutating func next() -> Data? {
    let data = handle.availableData
    return data.isEmpty ? nil : data
  }
}

/// Hands out lane indexes to the workers, each once.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func take(below limit: Int) -> Int? {
    lock.withLock {
      guard value < limit else { return nil }
      defer { value += 1 }
      return value
    }
  }
}
