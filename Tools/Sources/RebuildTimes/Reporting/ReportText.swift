import Foundation

/// The human outputs of a report: a fixed-width table for terminals and Markdown for READMEs and
/// pull requests. Both show the same columns so a figure can be pasted from one to the other.
enum ReportText {
  static let headers = [
    "scenario", "min s", "median s", "max s", "× null", "× paired null", "recompiled", "interface changed",
    "relinked", "status",
  ]

  static func rows(_ report: Report) -> [[String]] {
    report.scenarios.map { result in
      [
        result.scenario,
        seconds(result.minSeconds), seconds(result.medianSeconds), seconds(result.maxSeconds),
        result.ratioToNull.map { String(format: "%.2f", $0) } ?? "—",
        result.ratioToPairedNull.map { String(format: "%.2f", $0) } ?? "—",
        result.status == .measured
          ? (result.recompiledModules.isEmpty ? "nothing" : result.recompiledModules.joined(separator: " "))
          : "—",
        result.status == .measured
          ? (result.changedInterfaces.isEmpty ? "—" : result.changedInterfaces.joined(separator: " ")) : "—",
        result.status == .measured ? (result.relinked ? "yes" : "no") : "—",
        result.status.rawValue,
      ]
    }
  }

  static func header(_ report: Report) -> String {
    "command: \(report.command)\nbuild system: \(report.buildSystem) (pinned), warm-up \(report.warmup), iterations \(report.iterations)"
      + (report.nullMedianSeconds.map { String(format: ", null build floor %.2f s", $0) } ?? "")
  }

  static func table(_ report: Report) -> String {
    let all = [headers] + rows(report)
    let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    let lines = all.map { row in
      row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    return ([header(report), ""] + lines + notes(report)).joined(separator: "\n") + "\n"
  }

  static func markdown(_ report: Report) -> String {
    let header = header(report).split(separator: "\n").map { "`\($0)`  " }.joined(separator: "\n")
    let table =
      ["| " + headers.joined(separator: " | ") + " |", "|" + headers.map { _ in " --- |" }.joined()]
      + rows(report).map { "| " + $0.joined(separator: " | ") + " |" }
    return ([header, ""] + table + notes(report)).joined(separator: "\n") + "\n"
  }

  private static func notes(_ report: Report) -> [String] {
    var lines: [String] = []
    for result in report.scenarios {
      if let edit = result.bodyEdit { lines.append("\(result.scenario): edited \(edit)") }
      for rejected in result.rejectedCandidates {
        lines.append("\(result.scenario): passed over \(rejected)")
      }
      for note in result.notes { lines.append("note: \(result.scenario): \(note)") }
      if let log = result.failureLog {
        lines.append("\(result.scenario): \(result.status.rawValue); end of the build output:\n\(log)")
      }
    }
    return lines.isEmpty ? [] : [""] + lines
  }

  private static func seconds(_ value: Double?) -> String {
    value.map { String(format: "%.2f", $0) } ?? "—"
  }
}
