import Foundation

/// Which tests are running right now, read from the lines `swift test` prints: XCTest's
/// `Test Case 'S.t' started at …` / `… passed (0.1 seconds)`, and Swift Testing's
/// `Test t() started.` / `Test t() passed after 0.1 seconds.` (Swift Testing runs tests in
/// parallel, and two suites may have tests of the same name, so a name may be running twice).
public struct TestProgress: Sendable {
  public struct Running: Equatable, Sendable {
    public let name: String
    public let since: ContinuousClock.Instant
  }

  private(set) var running: [Running] = []
  /// Tests that ended, with how long each ran as the watchdog saw it.
  public private(set) var finished: [(name: String, seconds: Double)] = []

  public init() {}

  /// Takes one line of output (without its newline) seen at `now`.
  public mutating func read(_ line: String, at now: ContinuousClock.Instant) {
    switch Self.event(in: line) {
    case .started(let name)?:
      running.append(Running(name: name, since: now))
    case .ended(let name)?:
      // A parameterized test ends as "Test f(_:) with 3 test cases passed after …": the name it
      // started under has no count (a display name may end in such words, so it is tried first).
      guard
        let index = running.firstIndex(where: { $0.name == name })
          ?? Self.withoutCaseCount(name).flatMap({ bare in running.firstIndex { $0.name == bare } })
      else { return }
      let test = running.remove(at: index)
      finished.append((test.name, Self.seconds(now - test.since)))
    case nil:
      break
    }
  }

  /// The test that has run longest, if it has run longer than `limit`.
  public func overdue(limit: Duration, at now: ContinuousClock.Instant) -> Running? {
    guard let oldest = running.min(by: { $0.since < $1.since }), now - oldest.since > limit else {
      return nil
    }
    return oldest
  }

  public var runningNames: [String] { running.map(\.name) }

  enum Event: Equatable {
    case started(String)
    case ended(String)
  }

  /// The start or end of a test the line announces, if any.
  static func event(in line: String) -> Event? {
    if let range = line.range(of: "Test Case '") {
      let rest = line[range.upperBound...]
      guard let quote = rest.firstIndex(of: "'") else { return nil }
      let name = String(rest[..<quote])
      let tail = rest[quote...].dropFirst().drop(while: { $0 == " " })
      if tail.hasPrefix("started") { return .started(name) }
      if tail.hasPrefix("passed") || tail.hasPrefix("failed") || tail.hasPrefix("skipped") {
        return .ended(name)
      }
      return nil
    }
    // Swift Testing: "<symbol> Test <name> started." / "… passed after …" / "… failed after …".
    guard let range = line.range(of: " Test ") ?? (line.hasPrefix("Test ") ? line.range(of: "Test ") : nil)
    else { return nil }
    let rest = line[range.upperBound...]
    // The whole run's own lines ("Test run started.", "Test run with N tests … passed after …")
    // are not a test; a test function named `run` prints as "run()".
    if rest == "run started." || rest.hasPrefix("run with ") { return nil }
    // One argument set of a parameterized test ("Test case passing 1 argument x → 1 to f(_:)
    // started."): it runs inside its test, which is followed as a whole, and its own end is never
    // printed when it passes, so counting it would leave a test running forever.
    if rest.hasPrefix("case passing ") { return nil }
    if rest.hasSuffix(" started.") { return .started(String(rest.dropLast(" started.".count))) }
    for verdict in [" passed after ", " failed after ", " passed.", " skipped", " recorded an issue"] {
      if let end = rest.range(of: verdict) {
        if verdict == " recorded an issue" { return nil }
        return .ended(String(rest[..<end.lowerBound]))
      }
    }
    return nil
  }

  /// `name` without the " with N test case(s)" that a parameterized test's end line adds, if it
  /// has one.
  static func withoutCaseCount(_ name: String) -> String? {
    guard let range = name.range(of: " with ", options: .backwards) else { return nil }
    let words = name[range.upperBound...].split(separator: " ", omittingEmptySubsequences: false)
    guard words.count == 3, let count = Int(words[0]), count >= 0, words[1] == "test",
      words[2] == "case" || words[2] == "cases"
    else { return nil }
    return String(name[..<range.lowerBound])
  }

  static func seconds(_ duration: Duration) -> Double {
    duration / .seconds(1)
  }
}
