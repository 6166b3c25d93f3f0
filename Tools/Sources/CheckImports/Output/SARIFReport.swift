import Foundation
import ToolSupport

/// SARIF 2.1.0, the format code-scanning services read (GitHub's upload-sarif action among them):
/// every rule with its help text in `runs[0].tool.driver.rules`, one result per finding located by
/// a root-relative URI, line and column. Deterministic: keys sorted, findings in report order, no
/// timestamps or absolute paths, so two runs over one tree produce the same bytes.
enum SARIFReport {
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  /// SARIF's name for "the root of the checked-out sources"; services resolve it to the checkout.
  static let sourceRoot = "%SRCROOT%"

  static func render(_ report: CheckReport) -> String {
    let rules = Rule.allCases
    let driver: [String: Any] = [
      "name": "check-imports",
      "rules": rules.map { rule -> [String: Any] in
        [
          "id": rule.rawValue,
          "name": rule.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(),
          "shortDescription": ["text": rule.summary],
          "fullDescription": ["text": rule.summary],
          "help": ["text": rule.help],
          "defaultConfiguration": ["level": rule.defaultSeverity.rawValue],
        ]
      },
    ]
    let results = report.findings.map { finding -> [String: Any] in
      [
        "ruleId": finding.rule.rawValue,
        "ruleIndex": rules.firstIndex(of: finding.rule) ?? 0,
        "level": finding.severity.rawValue,
        "message": ["text": finding.message],
        "locations": [["physicalLocation": physicalLocation(finding)]],
        // The baseline's identity: stable when lines move, so a service matches one alert across runs.
        "partialFingerprints": ["checkImportsIdentity/v1": finding.identity],
      ]
    }
    let log: [String: Any] = [
      "$schema": schema,
      "version": "2.1.0",
      "runs": [
        [
          "tool": ["driver": driver],
          "results": results,
          "properties": [
            "modules": report.moduleCount, "files": report.fileCount, "baselined": report.baselined,
          ],
        ]
      ],
    ]
    return SortedJSON.text(log, pretty: true)
  }

  /// A root-relative path becomes a relative URI on `%SRCROOT%`; an absolute one (a baseline named
  /// by an absolute `--baseline`) a `file://` URI of its own. Lines and columns below 1 (a finding
  /// about a whole file) leave the region out, as SARIF requires.
  static func physicalLocation(_ finding: Finding) -> [String: Any] {
    let encoded = finding.path.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? finding.path
    var artifact: [String: Any] = ["uri": encoded]
    if finding.path.hasPrefix("/") {
      artifact["uri"] = "file://" + encoded
    } else {
      artifact["uriBaseId"] = sourceRoot
    }
    var location: [String: Any] = ["artifactLocation": artifact]
    if finding.line >= 1 {
      var region: [String: Any] = ["startLine": finding.line]
      if finding.column >= 1 { region["startColumn"] = finding.column }
      location["region"] = region
    }
    return location
  }

  /// Unreserved characters and `/`: everything else in a path is percent-encoded.
  static let uriPathCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
}
