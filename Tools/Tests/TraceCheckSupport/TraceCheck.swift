import Foundation

/// Reads a Chrome trace back as the viewers would and lists what they would reject or misdraw:
/// no `traceEvents` array, an event without its `name`, `ph`, `ts`, `pid` or `tid`, a span
/// without a non-negative `dur`, and two spans on one track that overlap without one holding the
/// other. Independent of `ChromeTrace`'s writer, so the tests check the file, not the writer's intent.
public enum TraceCheck {
  /// What is wrong with the trace, one line each; empty when Perfetto and `chrome://tracing` take it.
  public static func problems(in data: Data) -> [String] {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return ["not a JSON object"]
    }
    guard let events = object["traceEvents"] as? [[String: Any]] else { return ["no traceEvents array"] }
    var problems: [String] = []
    var tracks: [String: [(start: Double, end: Double, name: String)]] = [:]
    for (index, event) in events.enumerated() {
      guard let name = event["name"] as? String, let phase = event["ph"] as? String,
        let start = (event["ts"] as? NSNumber)?.doubleValue, let process = event["pid"] as? Int,
        let thread = event["tid"] as? Int
      else {
        problems.append("event \(index): needs name, ph, ts, pid and tid")
        continue
      }
      guard phase == "X" else {
        if phase != "M" { problems.append("event \(index) (\(name)): phase '\(phase)' is neither X nor M") }
        continue
      }
      guard let duration = (event["dur"] as? NSNumber)?.doubleValue, duration >= 0 else {
        problems.append("event \(index) (\(name)): a span needs a dur of at least 0")
        continue
      }
      tracks["\(process)/\(thread)", default: []].append((start, start + duration, name))
    }
    for (track, spans) in tracks.sorted(by: { $0.key < $1.key }) {
      // Longest first among equal starts: a parent comes before what it holds.
      var open: [(start: Double, end: Double, name: String)] = []
      for span in spans.sorted(by: { ($0.start, -$0.end) < ($1.start, -$1.end) }) {
        while let last = open.last, last.end <= span.start { open.removeLast() }
        if let last = open.last, span.end > last.end {
          problems.append("track \(track): '\(span.name)' overlaps '\(last.name)' without nesting in it")
        }
        open.append(span)
      }
    }
    return problems
  }

  /// Counts by phase (`X`, `M`), the figures a report gives for a trace.
  public static func counts(in data: Data) -> [String: Int] {
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    let events = object?["traceEvents"] as? [[String: Any]] ?? []
    return Dictionary(grouping: events, by: { $0["ph"] as? String ?? "?" }).mapValues(\.count)
  }
}
