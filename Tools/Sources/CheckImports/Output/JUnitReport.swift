import ToolSupport

/// JUnit XML, the test-report format most CI systems show without a plugin: one test case per
/// finding, failed exactly when the finding makes the check exit 1 (an error, or a warning under
/// `--warnings-as-errors`), so the report and the exit code never disagree. A warning that does not
/// fail the check is a passing case that carries the diagnostic in `system-out`. A clean run is one
/// passing case, so the report is never empty. No timestamps or durations: same tree, same bytes.
enum JUnitReport {
  static func render(_ report: CheckReport, warningsAsErrors: Bool) -> String {
    let failing = report.findings.filter { $0.severity == .error || warningsAsErrors }
    let cases =
      report.findings.isEmpty
      ? [
        "    <testcase classname=\"check-imports\" name=\"import boundaries (\(report.moduleCount) modules, "
          + "\(report.fileCount) files)\"/>"
      ]
      : report.findings.map { finding in
        let header =
          "    <testcase classname=\"check-imports.\(finding.rule.rawValue)\" "
          + "name=\"\("\(finding.path):\(finding.line):\(finding.column)".xmlEscaped)\">"
        let body =
          finding.severity == .error || warningsAsErrors
          ? "      <failure type=\"\(finding.rule.rawValue)\" message=\"\(finding.message.xmlEscaped)\">"
            + "\(finding.diagnostic.xmlEscaped)</failure>"
          : "      <system-out>\(finding.diagnostic.xmlEscaped)</system-out>"
        return [header, body, "    </testcase>"].joined(separator: "\n")
      }
    let counts =
      "tests=\"\(max(report.findings.count, 1))\" failures=\"\(failing.count)\" errors=\"0\" skipped=\"0\""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="check-imports" \(counts)>
        <testsuite name="check-imports" \(counts)>
      \(cases.joined(separator: "\n"))
        </testsuite>
      </testsuites>

      """
  }

}
