import BlockingTestSupport
import Foundation
import Testing

@testable import CheckImports

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Issue 24, section 3: `--format sarif` and `--format junit`, compared byte for byte with the
/// examples checked in beside this file (`Examples/`, linked from the docs), and their shape
/// checked the way a code-scanning upload or a CI test-report reader would read them.
/// `RECORD_EXAMPLES=1 swift test --filter MachineFormatTests` rewrites the examples after a
/// deliberate change; review the diff.
@Suite(.blocksItsThread) struct MachineFormatTests {
  /// Two errors (an undeclared sibling import) and a warning (a dependency nothing imports).
  static func exampleRepository() -> FixtureRepository {
    let repo = FixtureRepository.standard()
    repo.write("import Core\nimport Payment\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    repo.write("import Core\n", to: "Packages/Features/Checkout/Sources/Checkout/Checkout.swift")
    return repo
  }

  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "Examples")

  func expectExample(_ text: String, named name: String) throws {
    let url = Self.examples.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_EXAMPLES"] == "1" {
      try Data(text.utf8).write(to: url)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(text == expected, "differs from Examples/\(name) (RECORD_EXAMPLES=1 rewrites it)")
  }

  @Test func sarifMatchesTheExampleAndHasTheShapeCodeScanningReads() throws {
    let repo = Self.exampleRepository()
    defer { repo.remove() }
    let result = repo.run(["--format", "sarif"])
    #expect(result.exitCode == 1)
    #expect(result.err.hasPrefix("check-imports: FAILED: 2 errors, 1 warning"))
    try expectExample(result.out, named: "check-imports.sarif")
    let log = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(SARIFShape.problems(log) == [])
    let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    #expect(
      results.map { $0["ruleId"] as? String } == [
        "unused-dependency", "implicit-dependency", "sibling-import",
      ])
    #expect(results.map { $0["level"] as? String } == ["warning", "error", "error"])
  }

  @Test func aCleanRunIsAValidLogWithNoResults() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let result = repo.run(["--format", "sarif"])
    #expect(result.exitCode == 0)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(SARIFShape.problems(log) == [])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect((run["results"] as? [Any])?.isEmpty == true)
    let rules = try #require(
      (run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"])
    #expect((rules as? [Any])?.count == Rule.allCases.count)
  }

  @Test func junitMatchesTheExampleAndFailsExactlyWhatFailsTheCheck() throws {
    let repo = Self.exampleRepository()
    defer { repo.remove() }
    let result = repo.run(["--format", "junit"])
    #expect(result.exitCode == 1)
    try expectExample(result.out, named: "check-imports.junit.xml")
    let report = try JUnitShape.read(result.out)
    #expect(report.problems == [])
    #expect(report.cases == 3)
    #expect(report.failures == 2)
    // Under --warnings-as-errors the warning fails as well, as the exit code says.
    let strict = repo.run(["--format", "junit", "--warnings-as-errors"])
    #expect(try JUnitShape.read(strict.out).failures == 3)
  }

  @Test func aCleanJUnitReportIsOnePassingCase() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let result = repo.run(["--format", "junit"])
    #expect(result.exitCode == 0)
    let report = try JUnitShape.read(result.out)
    #expect(report.problems == [])
    #expect(report.cases == 1)
    #expect(report.failures == 0)
  }

  @Test func xmlEscapingKeepsTheReportWellFormed() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write("import Core\nimport Payment\n", to: "Packages/Features/Home/Sources/Home/A&<\"'>.swift")
    let report = try JUnitShape.read(repo.run(["--format", "junit"]).out)
    #expect(report.problems == [])
    #expect(report.names.contains("Packages/Features/Home/Sources/Home/A&<\"'>.swift:2:8"))
  }

  @Test func sarifPercentEncodesPathsAndLeavesOutRegionsBelowLineOne() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write("import Core\nimport Payment\n", to: "Packages/Features/Home/Sources/Home/My File.swift")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(repo.run(["--format", "sarif"]).out.utf8)) as? [String: Any]
    )
    #expect(SARIFShape.problems(log) == [])
    #expect(SARIFShape.uris(log).contains("Packages/Features/Home/Sources/Home/My%20File.swift"))
  }

  @Test func outputWritesTheReportToAFileAndNothingToStdout() throws {
    let repo = Self.exampleRepository()
    defer { repo.remove() }
    let path = "\(repo.root)/report.sarif"
    let result = repo.run(["--format", "sarif", "--output", path])
    #expect(result.exitCode == 1)
    #expect(result.out == "")
    let written = try String(contentsOfFile: path, encoding: .utf8)
    try expectExample(written, named: "check-imports.sarif")
    let unwritable = repo.run(["--output", "\(repo.root)/no/such/folder/x.sarif"])
    #expect(unwritable.exitCode == 2)
    #expect(unwritable.err.contains("/no/such/folder/x.sarif: cannot write the report (--output)"))
    #expect(repo.run(["init", "--output", path]).exitCode == 2)
  }

  @Test func helpListsEveryFormatAndAnUnknownOneIsAUsageError() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let help = repo.run(["--help"]).out
    for format in OutputFormat.allCases { #expect(help.contains(format.rawValue), "\(format)") }
    #expect(help.contains("--output FILE"))
    let wrong = repo.run(["--format", "xml"])
    #expect(wrong.exitCode == 2)
    #expect(wrong.err.contains("--format must be human, json, github, sarif or junit, not 'xml'"))
    #expect(repo.run(["why", "Home", "Core", "--format", "sarif"]).exitCode == 2)
  }
}

/// The parts of SARIF 2.1.0 that code scanning reads, checked one by one; each problem named.
enum SARIFShape {
  static func problems(_ log: [String: Any]) -> [String] {
    var problems: [String] = []
    if log["version"] as? String != "2.1.0" { problems.append("version is not 2.1.0") }
    if (log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") != true {
      problems.append("no 2.1.0 $schema")
    }
    guard let runs = log["runs"] as? [[String: Any]], !runs.isEmpty else { return problems + ["no runs"] }
    for (r, run) in runs.enumerated() {
      guard let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any],
        driver["name"] as? String != nil, let rules = driver["rules"] as? [[String: Any]]
      else {
        problems.append("runs[\(r)].tool.driver has no name or rules")
        continue
      }
      let ids = rules.map { $0["id"] as? String ?? "" }
      if Set(ids).count != ids.count || ids.contains("") { problems.append("rule ids missing or repeated") }
      for rule in rules {
        for key in ["shortDescription", "help"]
        where ((rule[key] as? [String: Any])?["text"] as? String ?? "").isEmpty {
          problems.append("rule \(rule["id"] ?? "?") has no \(key).text")
        }
      }
      guard let results = run["results"] as? [[String: Any]] else {
        problems.append("runs[\(r)].results missing")
        continue
      }
      for (i, result) in results.enumerated() {
        let at = "runs[\(r)].results[\(i)]"
        guard let id = result["ruleId"] as? String, let index = result["ruleIndex"] as? Int,
          ids.indices.contains(index), ids[index] == id
        else {
          problems.append("\(at): ruleId/ruleIndex do not name a rule")
          continue
        }
        if !["error", "warning", "note", "none"].contains(result["level"] as? String ?? "") {
          problems.append("\(at): bad level")
        }
        if ((result["message"] as? [String: Any])?["text"] as? String ?? "").isEmpty {
          problems.append("\(at): no message.text")
        }
        guard let locations = result["locations"] as? [[String: Any]], !locations.isEmpty else {
          problems.append("\(at): no locations")
          continue
        }
        for location in locations {
          let physical = location["physicalLocation"] as? [String: Any]
          let artifact = physical?["artifactLocation"] as? [String: Any]
          let uri = artifact?["uri"] as? String ?? ""
          if uri.isEmpty || uri.hasPrefix("/") || uri.contains("..") || uri.contains(" ") {
            problems.append("\(at): uri '\(uri)' is not a root-relative URI")
          }
          if artifact?["uriBaseId"] as? String != "%SRCROOT%" { problems.append("\(at): no %SRCROOT% base") }
          if let region = physical?["region"] as? [String: Any] {
            if (region["startLine"] as? Int ?? 0) < 1 { problems.append("\(at): startLine below 1") }
            if let column = region["startColumn"] as? Int, column < 1 {
              problems.append("\(at): startColumn below 1")
            }
          }
        }
      }
    }
    return problems
  }

  static func uris(_ log: [String: Any]) -> [String] {
    let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    return results.compactMap {
      (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
    }
  }
}

/// A JUnit report read by an XML parser, as a CI server reads it.
final class JUnitShape: NSObject, XMLParserDelegate {
  var cases = 0
  var failures = 0
  var names: [String] = []
  var problems: [String] = []
  private var declared: (tests: Int, failures: Int)?

  static func read(_ text: String) throws -> JUnitShape {
    let shape = JUnitShape()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = shape
    if !parser.parse() {
      shape.problems.append("not well-formed: \(parser.parserError.map { "\($0)" } ?? "?")")
    }
    if let declared = shape.declared, declared != (shape.cases, shape.failures) {
      shape.problems.append("declares \(declared) but holds \(shape.cases) cases, \(shape.failures) failures")
    }
    return shape
  }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    switch element {
    case "testsuites":
      declared = (Int(attributes["tests"] ?? "") ?? -1, Int(attributes["failures"] ?? "") ?? -1)
    case "testcase":
      cases += 1
      names.append(attributes["name"] ?? "")
    case "failure": failures += 1
    default: break
    }
  }
}

/// The SARIF location rules on their own: absolute paths, and findings about a whole file.
@Suite(.blocksItsThread) struct SARIFLocationTests {
  func finding(path: String, line: Int, column: Int) -> Finding {
    Finding(
      rule: .staleBaseline, path: path, line: line, column: column, message: "m", importer: "A",
      imported: "B")
  }

  @Test func aRelativePathIsAURIOnTheSourceRootAndAnAbsoluteOneAFileURI() {
    let relative = SARIFReport.physicalLocation(finding(path: "a b/c.swift", line: 2, column: 3))
    let artifact = relative["artifactLocation"] as? [String: Any]
    #expect(artifact?["uri"] as? String == "a%20b/c.swift")
    #expect(artifact?["uriBaseId"] as? String == "%SRCROOT%")
    let absolute = SARIFReport.physicalLocation(finding(path: "/tmp/x.baseline", line: 2, column: 1))
    let absoluteArtifact = absolute["artifactLocation"] as? [String: Any]
    #expect(absoluteArtifact?["uri"] as? String == "file:///tmp/x.baseline")
    #expect(absoluteArtifact?["uriBaseId"] == nil)
  }

  @Test func linesAndColumnsBelowOneLeaveTheirPartOfTheRegionOut() {
    let whole = SARIFReport.physicalLocation(finding(path: "f", line: 0, column: 0))
    #expect(whole["region"] == nil)
    let lineOnly = SARIFReport.physicalLocation(finding(path: "f", line: 1, column: 0))
    #expect((lineOnly["region"] as? [String: Any])?["startLine"] as? Int == 1)
    #expect((lineOnly["region"] as? [String: Any])?["startColumn"] == nil)
    let both = SARIFReport.physicalLocation(finding(path: "f", line: 1, column: 1))
    #expect((both["region"] as? [String: Any])?["startColumn"] as? Int == 1)
  }

  @Test func humanGroupsCountOnlyWhatTheyHold() {
    let repo = MachineFormatTests.exampleRepository()
    defer { repo.remove() }
    let out = repo.run().out
    #expect(out.hasPrefix("sibling-import (1 error)\n"))
    #expect(out.contains("\nimplicit-dependency (1 error)\n"))
    #expect(out.contains("\nunused-dependency (1 warning)\n"))
    #expect(out.contains(": warning: target Checkout declares Payment"))
  }
}
