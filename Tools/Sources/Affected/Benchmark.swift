import CheckImports
import Foundation
import ToolSupport

/// `tools affected bench`: times `tools affected` as CI runs it (a separate process, output
/// drained) on this repository and on a generated tree (check-imports' generator, committed to
/// a git repository of its own, one source edited), warm, against `git diff --name-only` over the
/// same change in the same run: the floor any tool that reads the change must pay. Each row also
/// gives the CPU time (user + system, the run's and that of the git processes it waited for): on
/// a shared machine the wall time is mostly the wait for a core, and the CPU time is what the run
/// costs.
enum Benchmark {
  static func command(_ arguments: [String], console: Console) -> Int32 {
    let options: BenchOptions
    switch BenchOptions.read(arguments, command: "affected bench", console: console) {
    case .proceed(let read, _): options = read
    case .stop(let status): return status
    }
    let shape = options.shape
    let root = AbsolutePath.resolve(options.repo)
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let tree = Self.tree(root: root, modules: shape.modules)
    do {
      try ToolCache.create((tree as NSString).deletingLastPathComponent)
      try prepare(tree, shape: shape)
    } catch {
      console.err("affected bench: error: cannot prepare \(tree): \(error)\n")
      return ExitStatus.cannotRun.rawValue
    }
    let repoArguments = ["affected", "--root", root, "--base", "HEAD~1", "--format", "json"]
    let treeArguments = ["affected", "--root", tree, "--base", "HEAD~1", "--format", "json"]
    console.err(
      "affected bench: warming the manifest caches (the generated tree's first run loads every manifest)…\n")
    let repoStatus: Int32, treeStatus: Int32, treeCold: Double
    let repoWarm: Timing, repoGit: Timing, treeWarm: Timing, treeGit: Timing
    do {
      (repoStatus, _, _) = try time(executable, repoArguments)
      (treeStatus, treeCold, _) = try time(executable, treeArguments)
      guard repoStatus == 0, treeStatus == 0 else {
        console.err(
          "affected bench: error: tools affected exited \(repoStatus) here, \(treeStatus) on \(tree)\n")
        return ExitStatus.cannotRun.rawValue
      }
      repoWarm = try median(executable, repoArguments)
      repoGit = try median("/usr/bin/env", ["git", "-C", root, "diff", "--name-only", "HEAD~1", "HEAD"])
      treeWarm = try median(executable, treeArguments)
      treeGit = try median("/usr/bin/env", ["git", "-C", tree, "diff", "--name-only", "HEAD~1", "HEAD"])
    } catch {
      console.err("affected bench: error: \(error)\n")
      return ExitStatus.cannotRun.rawValue
    }
    func ms(_ seconds: Double) -> String { String(format: "%7.1f ms", seconds * 1000) }
    func cpu(_ seconds: Double) -> String { String(format: "(%5.1f ms)", seconds * 1000) }
    func ratio(_ a: Double, _ b: Double) -> String {
      String(format: "%.0f×", a / max(b, 0.000_001)).padding(toLength: 5, withPad: " ", startingAt: 0)
    }
    let repoOK = repoWarm.wall <= 0.2
    let treeOK = treeWarm.wall <= 1
    console.out(
      """
      tools affected benchmark (median of 5 warm runs, a separate process, output piped; the change is
      the last commit: `--base HEAD~1`; git diff --name-only over the same commits, same run; in
      brackets the CPU time, user + system, of the run and of the git processes it waited for)
        tree                                 affected (CPU)           git diff (CPU)         ratio  budget
        this repository                    \(ms(repoWarm.wall)) \(cpu(repoWarm.cpu))  \(ms(repoGit.wall)) \(cpu(repoGit.cpu))  \(ratio(repoWarm.wall, repoGit.wall))  ≤ 200 ms warm: \(repoOK ? "ok" : "OVER")
        generated, \(shape.modules) modules × \(shape.filesPerModule) files \(ms(treeWarm.wall)) \(cpu(treeWarm.cpu))  \(ms(treeGit.wall)) \(cpu(treeGit.cpu))  \(ratio(treeWarm.wall, treeGit.wall))  ≤ 1 s warm: \(treeOK ? "ok" : "OVER")
        (the generated tree's cold run, every manifest through SwiftPM: \(String(format: "%.1f", treeCold)) s)

      """)
    return repoOK && treeOK ? 0 : 1
  }

  /// The generated tree's folder: beside check-imports bench's trees, in the tools' cache (under
  /// `TOOLS_CACHE_DIR` when it is set), which its own `.gitignore` hides from `git status`.
  static func tree(
    root: String, modules: Int, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    "\(ToolCache.directory("bench", root: root, environment: environment))/affected-\(modules)"
  }

  /// The generated tree as a git repository whose last commit edits one source of a base
  /// module (so the change reaches upwards through the layers). Deterministic: a second run
  /// finds it ready and keeps its manifest cache warm.
  static func prepare(_ tree: String, shape: SyntheticRepository.Shape) throws {
    let marker = "\(tree)/.bench-ready"
    if FileManager.default.fileExists(atPath: marker) { return }
    try SyntheticRepository.generate(at: tree, shape: shape)
    let git = Git(directory: tree)
    for arguments in [
      ["init", "-q"], ["add", "-A"],
      ["-c", "user.name=bench", "-c", "user.email=bench@localhost", "commit", "-q", "-m", "generated"],
    ] {
      _ = try git.run(arguments).checked(arguments)
    }
    let edited = "\(tree)/Packages/Base/BaseP0/Sources/BaseM0/BaseM0File0.swift"
    guard let handle = FileHandle(forWritingAtPath: edited) else {
      throw CheckerFailure.badInput("\(edited): missing")
    }
    handle.seekToEndOfFile()
    handle.write(Data("\n// edited by the benchmark\n".utf8))
    handle.closeFile()
    for arguments in [
      ["add", "-A"],
      ["-c", "user.name=bench", "-c", "user.email=bench@localhost", "commit", "-q", "-m", "edit"],
    ] {
      _ = try git.run(arguments).checked(arguments)
    }
    _ = FileManager.default.createFile(atPath: marker, contents: nil)
  }

  /// The medians of five runs' wall and CPU times, each taken on its own.
  struct Timing {
    var wall: Double
    var cpu: Double
  }

  static func median(_ executable: String, _ arguments: [String]) throws(BoundedProcess.TimedOut) -> Timing {
    var walls: [Double] = []
    var cpus: [Double] = []
    for _ in 0..<5 {
      let (_, wall, cpu) = try time(executable, arguments)
      walls.append(wall)
      cpus.append(cpu)
    }
    return Timing(wall: walls.sorted()[2], cpu: cpus.sorted()[2])
  }

  /// One run, output drained through a pipe as CI reads it; bounded by `TOOLS_PROCESS_TIMEOUT`
  /// (600 s by default: the generated tree's cold run loads a thousand manifests). Returns the
  /// exit status, the wall time and the CPU time of the run and of every process it waited for
  /// (the growth of this process's children's usage: one run at a time).
  static func time(
    _ executable: String, _ arguments: [String], timeout: TimeInterval = ProcessTimeout.seconds(default: 600)
  ) throws(BoundedProcess.TimedOut) -> (Int32, Double, Double) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let startCPU = childrenCPU()
    let start = DispatchTime.now().uptimeNanoseconds
    guard (try? ChildSignals.run(process)) != nil else { return (127, 0, 0) }
    let deadline = ProcessDeadline(pid: process.processIdentifier, seconds: timeout)
    _ = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if deadline.finish() {
      let shown = executable == "/usr/bin/env" ? arguments : [executable] + arguments
      throw BoundedProcess.TimedOut(command: shown.joined(separator: " "), seconds: timeout)
    }
    return (process.terminationStatus, seconds, childrenCPU() - startCPU)
  }

  /// User + system seconds of every child this process has waited for, so far.
  static func childrenCPU() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
