import Foundation
import ToolSupport

/// `tools check-imports bench`: times the checker as users run it (a separate release process,
/// bounded, its output written to a file) against the issue's budgets, and against
/// `grep -rn '^import'`. grep's output goes to a file too: GNU grep stops at the first match when
/// writing to /dev/null.
enum Benchmark {
  static func command(_ arguments: [String], console: Console) -> Int32 {
    let options: BenchOptions
    switch BenchOptions.read(arguments, command: "check-imports bench", console: console) {
    case .proceed(let read, _): options = read
    case .stop(let status): return status
    }
    let shape = options.shape
    let root = AbsolutePath.resolve(options.repo)
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let work = ToolCache.directory("bench", root: root)
    try? ToolCache.create(work)
    let synthetic = "\(work)/synthetic-\(shape.modules)"
    let cache = ["--cache-dir", "\(work)/manifest-cache"]

    // Cold: a fresh manifest cache, so SwiftPM loads every manifest once; warm runs read the cache.
    try? FileManager.default.removeItem(atPath: "\(work)/repository-cache")
    let (_, repoCold) = time(
      executable,
      ["check-imports", "--root", root, "--format", "json", "--cache-dir", "\(work)/repository-cache"])
    let (repoStatus, repoWarm) = median(executable, ["check-imports", "--root", root, "--format", "json"])
    var small = shape
    small.modules = 128
    let smallTree = "\(work)/synthetic-128"
    do {
      try SyntheticRepository.generate(at: synthetic, shape: shape)
      try SyntheticRepository.generate(at: smallTree, shape: small)
    } catch {
      console.err("check-imports: error: cannot generate \(synthetic): \(error.localizedDescription)\n")
      return ExitStatus.cannotRun.rawValue
    }
    func checkArguments(_ tree: String) -> [String] {
      ["check-imports", "--root", tree, "--format", "json"] + cache
    }
    // Cold: an empty manifest cache, so every package goes through SwiftPM once.
    try? FileManager.default.removeItem(atPath: "\(work)/manifest-cache")
    console.err("check-imports bench: cold runs (SwiftPM loads every manifest once)…\n")
    let (_, smallCold) = time(executable, checkArguments(smallTree))
    let (smallStatus, smallWarm) = median(executable, checkArguments(smallTree))
    let (_, cold) = time(executable, checkArguments(synthetic))
    let (status, warm) = median(executable, checkArguments(synthetic))
    let (_, grep) = median("/usr/bin/env", ["grep", "-rn", "^import", synthetic])
    let ratio = warm / max(grep, 0.000_001)
    func ms(_ seconds: Double) -> String { String(format: "%8.1f ms", seconds * 1000) }
    let repoOK = repoWarm <= 1
    let smallOK = smallWarm <= 1
    let bigOK = warm <= 5
    let ratioOK = ratio <= 3
    let big = "\(shape.modules) modules × \(shape.filesPerModule) files"
    console.out(
      """
      check-imports benchmark (median of 5 warm runs, release binary, output to a file; generated trees have
      remote products in their manifests and exit 1 by design: they carry injected violations)
        this repository          warm \(ms(repoWarm))  cold \(ms(repoCold))  exit \(repoStatus)  budget ≤ 1 s  \(repoOK ? "ok" : "OVER")
        128 modules × \(small.filesPerModule) files   warm \(ms(smallWarm))  cold \(ms(smallCold))  exit \(smallStatus)  budget ≤ 1 s  \(smallOK ? "ok" : "OVER")
        \(big)  warm \(ms(warm))  cold \(ms(cold))  exit \(status)  budget ≤ 5 s  \(bigOK ? "ok" : "OVER")
        grep -rn '^import'       \(ms(grep)) over the \(shape.modules)-module tree; checker/grep = \(String(format: "%.2f", ratio))×  budget ≤ 3×  \(ratioOK ? "ok" : "OVER")

      """)
    return repoOK && smallOK && bigOK && ratioOK ? 0 : 1
  }

  static func median(_ executable: String, _ arguments: [String]) -> (Int32, Double) {
    var status: Int32 = 0
    var times: [Double] = []
    for _ in 0..<5 {
      let (code, seconds) = time(executable, arguments)
      status = code
      times.append(seconds)
    }
    return (status, times.sorted()[2])
  }

  /// One run's exit status and wall time, its output written to a file.
  /// A run past the bound counts as exit 124 at the time it was stopped.
  static func time(_ executable: String, _ arguments: [String]) -> (Int32, Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let status: Int32
    do {
      status = try BoundedProcess.run(executable, arguments, timeout: ProcessTimeout.seconds(default: 600))
        .status
    } catch {
      status = 124
    }
    return (status, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }

}
