import Foundation

/// What a set of test runs did, read from their logs, held against what the suite holds (its
/// `swift test --list-tests` listings): `make ci-local`'s proof that shards ran the whole suite,
/// each test once. Tests are keyed the way both sides can name them: an XCTest test by
/// `Class.method` (what its log line says), a Swift Testing test by its function name (its log
/// line has no suite). A key two suites share counts twice on both sides, so the comparison of
/// counts stays exact.
struct RunLedger: Equatable, Sendable {
  /// How many times each key was run (or is listed).
  var counts: [String: Int] = [:]

  init() {}

  /// The tests a log reports as finished: XCTest's "Test Case 'C.m' passed|failed|skipped" and
  /// Swift Testing's "✔|✘|➜|━ Test f() passed|failed|skipped …" (its closing "Test run with N tests"
  /// is not one; "━" is a pass with a known issue).
  static func ran(inLog text: String) -> RunLedger {
    var ledger = RunLedger()
    for line in text.split(separator: "\n") {
      if let key = xctestKey(line) ?? swiftTestingKey(line) { ledger.counts[key, default: 0] += 1 }
    }
    return ledger
  }

  /// The tests of a `swift test --list-tests` listing (`Module.Class/method`, or
  /// `Module.Suite/function(…)` for Swift Testing).
  static func listed(_ text: String) -> RunLedger {
    var ledger = RunLedger()
    for line in text.split(separator: "\n") {
      guard let slash = line.lastIndex(of: "/"), let dot = line[..<slash].firstIndex(of: ".") else {
        continue
      }
      let method = line[line.index(after: slash)...]
      let key = method.contains("(") ? String(method) : "\(line[line.index(after: dot)..<slash]).\(method)"
      ledger.counts[key, default: 0] += 1
    }
    return ledger
  }

  static func + (lhs: RunLedger, rhs: RunLedger) -> RunLedger {
    RunLedger(counts: lhs.counts.merging(rhs.counts, uniquingKeysWith: +))
  }

  init(counts: [String: Int]) { self.counts = counts }

  var total: Int { counts.values.reduce(0, +) }

  /// Keys run fewer times than listed (missing), more (twice), and run without being listed.
  func compared(to expected: RunLedger) -> (missing: [String], twice: [String], unlisted: [String]) {
    var missing: [String] = []
    var twice: [String] = []
    var unlisted: [String] = []
    for key in Set(counts.keys).union(expected.counts.keys).sorted() {
      let (ran, listed) = (counts[key] ?? 0, expected.counts[key] ?? 0)
      if listed == 0 {
        unlisted.append(key)
      } else if ran < listed {
        missing.append(key)
      } else if ran > listed {
        twice.append(key)
      }
    }
    return (missing, twice, unlisted)
  }

  static func xctestKey(_ line: Substring) -> String? {
    guard line.hasPrefix("Test Case '"), let close = line.dropFirst(11).firstIndex(of: "'") else {
      return nil
    }
    let rest = line[line.index(after: close)...]
    guard rest.hasPrefix(" passed") || rest.hasPrefix(" failed") || rest.hasPrefix(" skipped") else {
      return nil
    }
    return String(line[line.index(line.startIndex, offsetBy: 11)..<close])
  }

  static func swiftTestingKey(_ line: Substring) -> String? {
    // "━" marks a test that passed with a known issue (`withKnownIssue`): it ran.
    let marks: [Substring] = ["✔ Test ", "✘ Test ", "➜ Test ", "━ Test "]
    guard let mark = marks.first(where: { line.hasPrefix($0) }) else { return nil }
    let rest = line.dropFirst(mark.count)
    guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else {
      return nil
    }
    let name = rest[...close]
    let after = rest[rest.index(after: close)...]
    guard
      after.hasPrefix(" passed") || after.hasPrefix(" failed") || after.hasPrefix(" skipped")
        || after.hasPrefix(" with ")
    else { return nil }
    return String(name)
  }
}
