import Foundation
import ToolSupport

/// A horizontal bar chart of the median per scenario, as a standalone SVG written by hand (the
/// tools take no dependencies). A dashed line marks the null build, the floor of every bar.
enum BarChart {
  static func svg(_ report: Report) -> String {
    let measured = report.scenarios.filter { $0.medianSeconds != nil }
    let labelWidth = 160.0, barWidth = 420.0, rowHeight = 28.0, top = 40.0
    let largest = max(measured.compactMap(\.maxSeconds).max() ?? 1, 0.001)
    let height = top + rowHeight * Double(measured.count) + 30
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(labelWidth + barWidth + 170))" height="\(Int(height))" \
      font-family="sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>
      <text x="10" y="20" font-size="14" font-weight="bold">Incremental rebuild, median seconds (min–max whiskers)</text>

      """
    for (index, result) in measured.enumerated() {
      let y = top + rowHeight * Double(index)
      let median = result.medianSeconds ?? 0
      let width = barWidth * median / largest
      let color = result.kind == .null ? "#9e9e9e" : (result.kind == .body ? "#4c78a8" : "#f58518")
      svg +=
        "<text x=\"\(labelWidth - 8)\" y=\"\(f(y + 17))\" text-anchor=\"end\">\(result.scenario.xmlEscaped)</text>\n"
      svg +=
        "<rect x=\"\(labelWidth)\" y=\"\(f(y + 4))\" width=\"\(f(width))\" height=\"\(f(rowHeight - 8))\" fill=\"\(color)\"/>\n"
      var labelX = labelWidth + width + 6
      if let low = result.minSeconds, let high = result.maxSeconds {
        let x1 = labelWidth + barWidth * low / largest, x2 = labelWidth + barWidth * high / largest
        svg +=
          "<line x1=\"\(f(x1))\" x2=\"\(f(x2))\" y1=\"\(f(y + 14))\" y2=\"\(f(y + 14))\" stroke=\"black\"/>\n"
        for x in [x1, x2] {
          svg +=
            "<line x1=\"\(f(x))\" x2=\"\(f(x))\" y1=\"\(f(y + 9))\" y2=\"\(f(y + 19))\" stroke=\"black\"/>\n"
        }
        labelX = max(labelX, x2 + 6)
      }
      let ratio = result.ratioToNull.map { String(format: " (%.1f× null)", $0) } ?? ""
      svg +=
        "<text x=\"\(f(labelX))\" y=\"\(f(y + 17))\">\(String(format: "%.2f s", median))\(ratio)</text>\n"
    }
    if let floor = report.nullMedianSeconds {
      let x = labelWidth + barWidth * floor / largest
      svg +=
        "<line x1=\"\(f(x))\" x2=\"\(f(x))\" y1=\"\(f(top))\" y2=\"\(f(height - 24))\" stroke=\"#d62728\" stroke-dasharray=\"4 3\"/>\n"
      svg +=
        "<text x=\"\(f(x))\" y=\"\(f(height - 10))\" text-anchor=\"middle\" fill=\"#d62728\">null build</text>\n"
    }
    return svg + "</svg>\n"
  }

  private static func f(_ value: Double) -> String { String(format: "%.1f", value) }

}
