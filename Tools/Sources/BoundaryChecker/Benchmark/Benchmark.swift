import Foundation

/// `tools check-imports bench`: times the checker as users run it (a separate release process,
/// output drained through a pipe) against the issue's budgets, and against `grep -rn '^import'`.
/// grep's output is drained too: GNU grep stops at the first match when writing to /dev/null.
enum Benchmark {
  static func command(_ arguments: [String], console: Console) -> Int32 {
    var shape = SyntheticRepository.Shape()
    var repo = "."
    var rest = arguments[...]
    while let flag = rest.popFirst() {
      guard let value = rest.popFirst() else {
        console.err("check-imports: usage error: \(flag) needs a value\n")
        return 2
      }
      switch flag {
      case "--modules": shape.modules = Int(value) ?? shape.modules
      case "--files": shape.filesPerModule = Int(value) ?? shape.filesPerModule
      case "--repo": repo = value
      default:
        console.err("check-imports: usage error: unknown option '\(flag)'\n")
        return 2
      }
    }
    let root = BoundaryCheckerCommand.absolute(repo)
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let work = "\(root)/.tools-cache/bench"
    let synthetic = "\(work)/synthetic-\(shape.modules)"
    let cache = ["--cache-dir", "\(work)/manifest-cache"]

    let (_, repoCold) = time(executable, ["check-imports", "--root", root, "--format", "json"])
    let (repoStatus, repoWarm) = median(executable, ["check-imports", "--root", root, "--format", "json"])
    do {
      try SyntheticRepository.generate(at: synthetic, shape: shape)
    } catch {
      console.err("check-imports: error: cannot generate \(synthetic): \(error.localizedDescription)\n")
      return 2
    }
    let arguments = ["check-imports", "--root", synthetic, "--format", "json"] + cache
    let (_, cold) = time(executable, arguments)
    let (status, warm) = median(executable, arguments)
    let (_, grep) = median("/usr/bin/env", ["grep", "-rn", "^import", synthetic])
    let ratio = warm / max(grep, 0.000_001)
    func ms(_ seconds: Double) -> String { String(format: "%7.1f ms", seconds * 1000) }
    let repoOK = repoWarm <= 1
    let bigOK = warm <= 5
    let ratioOK = ratio <= 3
    console.out(
      """
      check-imports benchmark (median of 5 warm runs, release binary, output piped)
        this repository       warm \(ms(repoWarm))  cold \(ms(repoCold))  exit \(repoStatus)   budget ≤ 1 s  \(repoOK ? "ok" : "OVER")
        \(shape.modules) modules × \(shape.filesPerModule) files  warm \(ms(warm))  cold \(ms(cold))  exit \(status)   budget ≤ 5 s  \(bigOK ? "ok" : "OVER")
        grep -rn '^import'    \(ms(grep)) over the same tree; checker/grep = \(String(format: "%.2f", ratio))×   budget ≤ 3×  \(ratioOK ? "ok" : "OVER")

      """)
    return repoOK && bigOK && ratioOK ? 0 : 1
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

  static func time(_ executable: String, _ arguments: [String]) -> (Int32, Double) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    let start = DispatchTime.now().uptimeNanoseconds
    guard (try? process.run()) != nil else { return (127, 0) }
    _ = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return (process.terminationStatus, seconds)
  }
}
