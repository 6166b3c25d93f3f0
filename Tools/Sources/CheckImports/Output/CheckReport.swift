/// The outcome of one check: what reporters print and what decides the exit code.
public struct CheckReport: Sendable {
  public var findings: [Finding]
  public var moduleCount: Int
  public var fileCount: Int
  /// Findings hidden by the baseline.
  public var baselined: Int = 0

  public var errorCount: Int { findings.filter { $0.severity == .error }.count }
  public var warningCount: Int { findings.filter { $0.severity == .warning }.count }

  /// Exit 1 on any error (warnings too with `--warnings-as-errors`), else 0.
  public func exitCode(warningsAsErrors: Bool) -> Int32 {
    errorCount > 0 || (warningsAsErrors && warningCount > 0) ? 1 : 0
  }

  /// The one-line reason printed with every exit.
  public func summary(warningsAsErrors: Bool) -> String {
    let counts =
      "\(errorCount) error\(errorCount == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s")"
    let scope = "\(moduleCount) modules, \(fileCount) files"
    let suppressed = baselined > 0 ? ", \(baselined) baselined" : ""
    if exitCode(warningsAsErrors: warningsAsErrors) == 0 {
      return "check-imports: ok: \(counts) (\(scope)\(suppressed))"
    }
    let files = Set(findings.map(\.path)).count
    return "check-imports: FAILED: \(counts) in \(files) file\(files == 1 ? "" : "s") (\(scope)\(suppressed))"
  }
}
