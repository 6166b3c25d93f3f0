import Foundation
import ToolSupport

/// A build timeline in the Chrome trace event format, which Perfetto (ui.perfetto.dev) and
/// `chrome://tracing` open: a JSON object whose `traceEvents` are complete events (`ph: "X"`, a
/// start `ts` and a duration `dur` in microseconds) on tracks named by process (`pid`) and thread
/// (`tid`), plus metadata events (`ph: "M"`) that name and order the tracks.
///
/// Events on one track must nest: a child lies inside its parent, two siblings never half-overlap
/// (the viewers drop or misdraw what does not). `lanes(_:)` spreads overlapping jobs onto tracks
/// of their own; what is nested inside a job goes on the job's track.
public struct ChromeTrace: Sendable {
  /// One event: a span of time on a track, or the name or order of a track.
  public struct Event: Sendable, Equatable, Encodable {
    /// What the span is (a module, a job, a function), or the metadata's kind.
    public var name: String
    /// Category (`cat`): what kind of work, for the viewers' filters.
    public var category: String?
    /// `X` for a span, `M` for metadata.
    public var phase: String
    /// Microseconds since the trace's origin; its duration in microseconds (spans only).
    public var start: Int
    /// Microseconds; `nil` for metadata.
    public var duration: Int?
    /// The process track (`pid`): a group of threads in the viewers.
    public var process: Int
    /// The thread track (`tid`) within the process.
    public var thread: Int
    /// Shown when the event is selected; for metadata, the name or order it sets.
    public var arguments: [String: Value]?

    enum CodingKeys: String, CodingKey {
      case name, category = "cat", phase = "ph", start = "ts", duration = "dur", process = "pid"
      case thread = "tid", arguments = "args"
    }
  }

  /// An argument shown when an event is selected.
  public enum Value: Sendable, Equatable, Encodable {
    case text(String)
    case number(Double)
    case list([String])

    /// A plain JSON string, number or array, as the viewers expect.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .text(let text): try container.encode(text)
      case .number(let number): try container.encode(number)
      case .list(let list): try container.encode(list)
      }
    }
  }

  public private(set) var events: [Event] = []
  /// What produced the trace (the command, the tool), shown by the viewers as metadata.
  public var otherData: [String: String] = [:]

  /// An empty trace.
  public init() {}

  /// A span from `start` to `end`, in seconds since the trace's origin. Rounded to whole
  /// microseconds so a child computed inside its parent stays inside it.
  public mutating func span(
    _ name: String, category: String, from start: Double, to end: Double, process: Int, thread: Int,
    arguments: [String: Value] = [:]
  ) {
    let begin = Self.microseconds(start)
    events.append(
      Event(
        name: name, category: category, phase: "X", start: begin,
        duration: max(0, Self.microseconds(end) - begin), process: process, thread: thread,
        arguments: arguments.isEmpty ? nil : arguments))
  }

  /// Names a process track and sets its place among the others.
  public mutating func nameProcess(_ process: Int, _ name: String, order: Int) {
    events.append(
      Event(
        name: "process_name", phase: "M", start: 0, process: process, thread: 0,
        arguments: ["name": .text(name)]))
    events.append(
      Event(
        name: "process_sort_index", phase: "M", start: 0, process: process, thread: 0,
        arguments: ["sort_index": .number(Double(order))]))
  }

  /// Names a thread track of a process and sets its place among the process's others.
  public mutating func nameThread(_ thread: Int, of process: Int, _ name: String, order: Int) {
    events.append(
      Event(
        name: "thread_name", phase: "M", start: 0, process: process, thread: thread,
        arguments: ["name": .text(name)]))
    events.append(
      Event(
        name: "thread_sort_index", phase: "M", start: 0, process: process, thread: thread,
        arguments: ["sort_index": .number(Double(order))]))
  }

  /// Spans only, in the order they are written.
  public var spans: [Event] { events.filter { $0.phase == "X" } }

  /// The JSON: metadata first, then spans by track and start (a parent before its children),
  /// one event per line so the file diffs and greps well.
  public func json() -> String {
    let ordered = events.enumerated().sorted { a, b in
      let (x, y) = (a.element, b.element)
      if (x.phase == "M") != (y.phase == "M") { return x.phase == "M" }
      return (x.process, x.thread, x.start, -(x.duration ?? 0), a.offset)
        < (y.process, y.thread, y.start, -(y.duration ?? 0), b.offset)
    }.map(\.element)
    let lines = ordered.map {
      String(decoding: (try? SortedJSON.data(encoding: $0, pretty: false)) ?? Data(), as: UTF8.self)
    }
    let other = String(
      decoding: (try? SortedJSON.data(encoding: otherData, pretty: false)) ?? Data("{}".utf8), as: UTF8.self)
    return "{\"displayTimeUnit\":\"ms\",\"otherData\":\(other),\"traceEvents\":[\n"
      + lines.joined(separator: ",\n") + "\n]}\n"
  }

  /// A lane for each interval (sorted by start), the first whose last interval has ended: intervals
  /// sharing a lane never overlap, and as few lanes are used as the overlaps force.
  public static func lanes(_ intervals: [(start: Double, end: Double)]) -> [Int] {
    var laneEnds: [Double] = []
    var result = Array(repeating: 0, count: intervals.count)
    for index in intervals.indices.sorted(by: { (intervals[$0].start, $0) < (intervals[$1].start, $1) }) {
      let interval = intervals[index]
      if let free = laneEnds.firstIndex(where: { $0 <= interval.start }) {
        result[index] = free
        laneEnds[free] = interval.end
      } else {
        result[index] = laneEnds.count
        laneEnds.append(interval.end)
      }
    }
    return result
  }

  static func microseconds(_ seconds: Double) -> Int { Int((seconds * 1_000_000).rounded()) }

  /// Something that happened inside a job whose duration is known but not its start (the compiler
  /// times each function body it type-checks, it does not say when).
  public struct Nested: Sendable, Equatable {
    /// The span's name: the function's, as the compiler prints it.
    public var name: String
    /// `type-check` for function bodies and expressions.
    public var category: String
    /// How long it took, as measured.
    public var seconds: Double
    /// Where it is (`path:line:col`) and the figure as printed.
    public var arguments: [String: Value]

    /// A nested span of `seconds`.
    public init(name: String, category: String, seconds: Double, arguments: [String: Value] = [:]) {
      (self.name, self.category, self.seconds, self.arguments) = (name, category, seconds, arguments)
    }
  }

  /// Adds compiler jobs to `process`: a thread per module, named after it (a second, `Module (2)`,
  /// where its jobs overlap), threads in order of their first job, numbered from `firstThread`.
  /// Inside each job, `nested(job)` is laid end to end from the job's start, in the order given;
  /// what would run past the job's end is left out and counted in the job's arguments. Times are
  /// seconds since 1970; `origin` becomes zero. Returns the next free thread number.
  @discardableResult
  public mutating func addJobs(
    _ jobs: [FrontendJob], origin: Double, process: Int, firstThread: Int,
    nested: (FrontendJob) -> [Nested] = { _ in [] }
  ) -> Int {
    let byModule = Dictionary(grouping: jobs, by: \.module)
    let firstStart = byModule.mapValues { $0.map(\.start).min()! }
    let modules = byModule.keys.sorted { (firstStart[$0]!, $0) < (firstStart[$1]!, $1) }
    var thread = firstThread
    for module in modules {
      // Start, end, kind, then files: two different jobs never compare equal, so lanes never depend on luck.
      let key = { (job: FrontendJob) in
        (job.start, job.end, job.kind.rawValue, job.files.joined(separator: " "))
      }
      let moduleJobs = byModule[module]!.sorted { key($0) < key($1) }
      let lanes = Self.lanes(moduleJobs.map { ($0.start, $0.end) })
      for lane in 0...(lanes.max() ?? 0) {
        nameThread(
          thread + lane, of: process, lane == 0 ? module : "\(module) (\(lane + 1))", order: thread + lane)
      }
      for (job, lane) in zip(moduleJobs, lanes) {
        let start = job.start - origin
        let end = job.end - origin
        var cursor = start
        var left = 0
        var inside: [(Nested, Double)] = []
        for item in nested(job) {
          guard cursor + item.seconds <= end else {
            left += 1
            continue
          }
          inside.append((item, cursor))
          cursor += item.seconds
        }
        var arguments: [String: Value] = [
          "files": .list(job.files.map { ($0 as NSString).lastPathComponent })
        ]
        if left > 0 { arguments["nested left out (past the job's end)"] = .number(Double(left)) }
        let name =
          job.kind == .compile
          ? "compile \(module) (\(job.files.count) files)" : "\(job.kind.rawValue) \(module)"
        span(
          name, category: job.kind.rawValue, from: start, to: end, process: process, thread: thread + lane,
          arguments: arguments)
        for (item, at) in inside {
          span(
            item.name, category: item.category, from: at, to: at + item.seconds, process: process,
            thread: thread + lane, arguments: item.arguments)
        }
      }
      thread += (lanes.max() ?? 0) + 1
    }
    return thread
  }
}
