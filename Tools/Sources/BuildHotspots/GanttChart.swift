import BuildTrace
import Foundation
import ToolSupport

/// The timeline as a standalone SVG: a row per module (in order of first start), a bar per compile
/// job, the critical path's rows highlighted and its bars outlined. Written by hand: no dependencies.
enum GanttChart {
  static let colors: [FrontendJob.Kind: String] = [
    .compile: "#4c78a8", .emitModule: "#f58518", .wrap: "#bab0ac",
  ]

  static func svg(_ report: HotspotsReport) -> String {
    let rows = report.modules.sorted { ($0.firstStart, $0.module) < ($1.firstStart, $1.module) }.map(\.module)
    let critical = Set(report.criticalPath.links.map(\.module))
    let labelWidth = 170.0, plotWidth = 760.0, rowHeight = 18.0, top = 50.0
    let span = max(report.buildSeconds, report.jobs.map(\.end).max() ?? 0, 0.001)
    let height = top + rowHeight * Double(rows.count) + 40
    func x(_ seconds: Double) -> Double { labelWidth + plotWidth * seconds / span }
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(labelWidth + plotWidth + 20))" height="\(Int(height))" \
      font-family="sans-serif" font-size="11">
      <rect width="100%" height="100%" fill="white"/>
      <text x="10" y="18" font-size="14" font-weight="bold">Build timeline: compile jobs per module \
      (\(String(format: "%.1f", report.buildSeconds)) s wall; critical path in red)</text>
      <text x="10" y="36" fill="#555">blue: compile · orange: emit module · grey: module wrap</text>

      """
    let step = tickStep(span)
    var tick = 0.0
    while tick <= span {
      svg +=
        "<line x1=\"\(f(x(tick)))\" y1=\"\(f(top - 4))\" x2=\"\(f(x(tick)))\" y2=\"\(f(height - 30))\" stroke=\"#eee\"/>\n"
      svg +=
        "<text x=\"\(f(x(tick)))\" y=\"\(f(height - 16))\" text-anchor=\"middle\" fill=\"#555\">\(f(tick)) s</text>\n"
      tick += step
    }
    let rowOf = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($0.element, $0.offset) })
    for (index, module) in rows.enumerated() where critical.contains(module) {
      let y = top + rowHeight * Double(index)
      svg += "<rect x=\"0\" y=\"\(f(y))\" width=\"100%\" height=\"\(f(rowHeight))\" fill=\"#fde0dd\"/>\n"
    }
    for (index, module) in rows.enumerated() {
      let y = top + rowHeight * Double(index)
      svg +=
        "<text x=\"\(f(labelWidth - 6))\" y=\"\(f(y + 13))\" text-anchor=\"end\"\(critical.contains(module) ? " font-weight=\"bold\" fill=\"#c0392b\"" : "")>\(module.xmlEscaped)</text>\n"
    }
    for bar in report.jobs {
      guard let row = rowOf[bar.module] else { continue }
      let y = top + rowHeight * Double(row) + 3
      let outline = critical.contains(bar.module) ? " stroke=\"#c0392b\" stroke-width=\"1\"" : ""
      svg +=
        "<rect x=\"\(f(x(bar.start)))\" y=\"\(f(y))\" width=\"\(f(max(1, x(bar.end) - x(bar.start))))\" height=\"\(f(rowHeight - 6))\" fill=\"\(colors[bar.kind] ?? "#999")\"\(outline)><title>\(bar.module.xmlEscaped) \(bar.kind.rawValue) \(String(format: "%.2f–%.2f s", bar.start, bar.end))</title></rect>\n"
    }
    return svg + "</svg>\n"
  }

  private static func tickStep(_ span: Double) -> Double {
    for step in [0.1, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300] where span / step <= 12 { return step }
    return 600
  }

  private static func f(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
  }

}
