/// What SwiftPM's own output says a build did.
///
/// SwiftPM prints `[i/n] Compiling <Module> <files>` for each compile job, `Emitting module <Module>`
/// and `Linking <product>`; with `--explain`, the driver adds `remark: Incremental compilation: …`
/// lines saying why each file was queued.
struct BuildLog: Sendable, Equatable {
  var compiledModules: Set<String> = []
  var emittedModules: Set<String> = []
  var linkedProducts: Set<String> = []
  var driverRemarks: [String] = []

  /// Driver remarks that say nothing was done, dropped to keep `--explain` output readable.
  static let routineRemarks = [
    "May skip current input", "Skipping input", "Read dependency graph", "Skipping job",
  ]

  init(parsing log: String) {
    for rawLine in log.split(separator: "\n") {
      let line = rawLine.drop(while: { $0 == " " })
      if line.contains("remark: Incremental compilation:") {
        // Keep the reasons for work, not the long list of inputs the driver may skip.
        if !Self.routineRemarks.contains(where: { line.contains($0) }) { driverRemarks.append(String(line)) }
        continue
      }
      guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { continue }
      let words = line[line.index(after: close)...].split(separator: " ")
      switch (words.first, words.dropFirst().first) {
      case ("Compiling", let module?): compiledModules.insert(String(module))
      case ("Linking", let product?): linkedProducts.insert(String(product))
      case ("Emitting", "module"):
        if words.count > 2 { emittedModules.insert(String(words[2])) }
      default: break
      }
    }
  }

  /// The last lines of a failed build, enough to see the first error without flooding the report.
  static func tail(of log: String, lines count: Int = 15) -> String {
    log.split(separator: "\n", omittingEmptySubsequences: false).suffix(count).joined(separator: "\n")
  }
}
