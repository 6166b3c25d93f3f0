import Foundation
import ToolSupport

/// Renders findings for people (grouped by rule, counted, coloured on a terminal only), for tools
/// (JSON), for GitHub Actions (workflow annotations that show up on the diff), for code scanning
/// (SARIF 2.1.0) and for CI test reports (JUnit XML).
public enum OutputFormat: String, Sendable, CaseIterable {
  case human, json, github, sarif, junit

  /// `warningsAsErrors` decides which JUnit cases fail, so the report agrees with the exit code.
  public func render(_ report: CheckReport, colour: Bool, warningsAsErrors: Bool = false) -> String {
    switch self {
    case .human: Self.human(report, colour: colour)
    case .json: Self.json(report)
    case .github: Self.github(report)
    case .sarif: SARIFReport.render(report)
    case .junit: JUnitReport.render(report, warningsAsErrors: warningsAsErrors)
    }
  }

  static func human(_ report: CheckReport, colour: Bool) -> String {
    func paint(_ text: String, _ code: String) -> String { colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    var output = ""
    let groups = Dictionary(grouping: report.findings, by: \.rule)
    for rule in Rule.allCases {
      guard let findings = groups[rule] else { continue }
      let errors = findings.filter { $0.severity == .error }.count
      let warnings = findings.count - errors
      let counts = [
        errors > 0 ? "\(errors) error\(errors == 1 ? "" : "s")" : nil,
        warnings > 0 ? "\(warnings) warning\(warnings == 1 ? "" : "s")" : nil,
      ].compactMap { $0 }
      output += paint("\(rule.rawValue) (\(counts.joined(separator: ", ")))", "1") + "\n"
      for finding in findings {
        let severity = paint(finding.severity.rawValue, finding.severity == .error ? "31;1" : "33;1")
        output +=
          "\(finding.path):\(finding.line):\(finding.column): \(severity): \(finding.message) [\(rule.rawValue)]\n"
      }
      output += "\n"
    }
    return output
  }

  static func json(_ report: CheckReport) -> String {
    let findings: [[String: Any]] = report.findings.map { finding in
      [
        "rule": finding.rule.rawValue, "severity": finding.severity.rawValue, "path": finding.path,
        "line": finding.line, "column": finding.column, "message": finding.message,
        "importer": finding.importer, "imported": finding.imported,
      ]
    }
    let object: [String: Any] = [
      "version": 1, "findings": findings,
      "summary": [
        "errors": report.errorCount, "warnings": report.warningCount, "modules": report.moduleCount,
        "files": report.fileCount, "baselined": report.baselined,
      ],
    ]
    return SortedJSON.text(object, pretty: true)
  }

  static func github(_ report: CheckReport) -> String {
    func escape(_ text: String) -> String {
      text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
        .replacingOccurrences(of: "\n", with: "%0A")
    }
    return report.findings.map { finding in
      "::\(finding.severity.rawValue) file=\(finding.path),line=\(finding.line),col=\(finding.column),"
        + "title=\(finding.rule.rawValue)::\(escape(finding.message))\n"
    }.joined()
  }
}
