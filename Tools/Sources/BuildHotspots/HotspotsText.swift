import Foundation

/// The human outputs: a plain table for terminals and Markdown for READMEs. Same content in both.
enum HotspotsText {
  static func render(_ report: HotspotsReport, markdown: Bool) -> String {
    var sections: [String] = []
    var header = [
      "command: \(report.command)",
      String(
        format: "build: %.2f s wall, %.2f s in compiler jobs (%.1f× parallelism), %d modules",
        report.buildSeconds, report.jobSeconds,
        report.buildSeconds > 0 ? report.jobSeconds / report.buildSeconds : 0,
        report.modules.count),
      String(
        format:
          "before the first compiler job: %.2f s (manifests, planning); after the last: %.2f s (linking)",
        report.secondsBeforeFirstJob, report.secondsAfterLastJob),
    ]
    if let edit = report.edit {
      header.append(
        "after: \(edit)"
          + (report.buildBeforeEditSeconds.map { String(format: " (the build before it: %.2f s)", $0) } ?? "")
      )
    }
    sections.append(
      markdown ? header.map { "`\($0)`  " }.joined(separator: "\n") : header.joined(separator: "\n"))
    sections.append(
      table(
        title: "Slowest function bodies to type-check", headers: ["ms", "location", "module", "function"],
        rows: report.slowestFunctionBodies.map {
          [String(format: "%.1f", $0.milliseconds), $0.location, $0.module ?? "?", $0.name]
        }, markdown: markdown))
    sections.append(
      table(
        title: "Slowest expressions to type-check (≥ \(report.expressionThresholdMilliseconds) ms)",
        headers: ["ms", "location", "module"],
        rows: report.slowestExpressions.map {
          [String(format: "%.0f", $0.milliseconds), $0.location, $0.module ?? "?"]
        },
        markdown: markdown))
    sections.append(
      table(
        title: "Compile time per module", headers: ["module", "wall s", "share of build", "job s", "jobs"],
        rows: report.modules.map {
          [
            $0.module, String(format: "%.2f", $0.wallSeconds),
            String(format: "%.0f%%", $0.shareOfBuild * 100),
            String(format: "%.2f", $0.jobSeconds), String($0.jobs),
          ]
        }, markdown: markdown))
    let path = report.criticalPath
    let chain = path.links.map(\.module).joined(separator: " → ")
    let share = path.buildSeconds > 0 ? path.seconds / path.buildSeconds * 100 : 0
    sections.append(
      (markdown ? "**Critical path**" : "Critical path")
        + String(format: " (%.2f s of %.2f s wall, %.0f%%): ", path.seconds, path.buildSeconds, share)
        + (chain.isEmpty ? "none" : chain))
    sections.append(
      table(
        title: "", headers: ["module", "start s", "end s", "waited s"],
        rows: path.links.map {
          [
            $0.module, String(format: "%.2f", $0.start), String(format: "%.2f", $0.end),
            String(format: "%.2f", $0.waited),
          ]
        }, markdown: markdown))
    sections += report.notes.map { "note: \($0)" }
    return sections.joined(separator: "\n\n") + "\n"
  }

  private static func table(title: String, headers: [String], rows: [[String]], markdown: Bool) -> String {
    let heading = title.isEmpty ? [] : [markdown ? "**\(title)**" : title]
    guard !rows.isEmpty else { return (heading + ["(none)"]).joined(separator: "\n") }
    if markdown {
      let cells = rows.map { row in
        "| " + row.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
      }
      return
        (heading + [
          "", "| " + headers.joined(separator: " | ") + " |", "|" + headers.map { _ in " --- |" }.joined(),
        ] + cells)
        .joined(separator: "\n")
    }
    let all = [headers] + rows
    let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    let lines = all.map { row in
      row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    return (heading + lines).joined(separator: "\n")
  }
}
