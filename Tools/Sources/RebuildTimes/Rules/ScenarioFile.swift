import Foundation
import ToolSupport

/// A checked-in list of scenarios and build settings (`rebuild-scenarios.rules`), so a team runs
/// the same measurement every time; command-line flags override it.
///
/// Format, one directive per line, `#` starts a comment:
///
///     warmup 1
///     iterations 5
///     build-system native
///     product app              # or: target App
///     null
///     body Checkout            # optionally: body Checkout file Packages/.../File.swift
///     api Checkout
public struct ScenarioFile: Sendable, Equatable {
  public var warmup: Int?
  public var iterations: Int?
  public var settings = BuildSettings()
  public var scenarios: [Scenario] = []
  /// The line each scenario is on, so a scenario that names a module the package lacks is
  /// reported at `file:line`.
  public var scenarioLines: [Scenario: Int] = [:]
  /// Whether any line held anything: an empty file is refused rather than read as "the defaults".
  public var isEmpty = true

  public init() {}

  public static func load(path: String) throws(Diagnostic) -> ScenarioFile {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw Diagnostic("cannot read the scenario file", path: path)
    }
    return try parse(text, path: path)
  }

  public static func parse(_ text: String, path: String) throws(Diagnostic) -> ScenarioFile {
    var file = ScenarioFile()
    // Where each setting and scenario was first given: a second one is refused, since the run
    // would take one silently (a setting) or measure the same edit twice (a scenario).
    var settingLines: [String: Int] = [:]
    var scenarioLines: [Scenario: Int] = [:]
    for line in RuleLines.split(text) {
      file.isEmpty = false
      do throws(Diagnostic) {
        let before = file.scenarios.count
        try file.apply(line.words)
        if file.scenarios.count > before, let scenario = file.scenarios.last {
          if let first = scenarioLines[scenario] {
            throw Diagnostic("the scenario '\(scenario)' is already on line \(first)")
          }
          scenarioLines[scenario] = line.number
        } else if file.scenarios.count == before {
          if let first = settingLines[line.words[0]] {
            throw Diagnostic("'\(line.words[0])' is already set on line \(first)")
          }
          settingLines[line.words[0]] = line.number
        }
      } catch {
        throw error.located(path: path, line: line.number)
      }
    }
    file.scenarioLines = scenarioLines
    return file
  }

  private mutating func apply(_ words: [String]) throws(Diagnostic) {
    switch words[0] {
    case "warmup": warmup = try Self.count(words, minimum: 0)
    case "iterations": iterations = try Self.count(words, minimum: 1)
    case "build-system": settings.buildSystem = try Self.value(words)
    case "product": settings.product = try Self.value(words)
    case "target": settings.target = try Self.value(words)
    default: scenarios.append(try Scenario.parse(words: words))
    }
  }

  private static func value(_ words: [String]) throws(Diagnostic) -> String {
    guard words.count == 2 else { throw Diagnostic("'\(words[0])' takes exactly one value") }
    return words[1]
  }

  private static func count(_ words: [String], minimum: Int) throws(Diagnostic) -> Int {
    guard let number = Int(try value(words)), number >= minimum else {
      throw Diagnostic("'\(words[0])' needs a whole number ≥ \(minimum), found '\(words[1])'")
    }
    return number
  }
}
