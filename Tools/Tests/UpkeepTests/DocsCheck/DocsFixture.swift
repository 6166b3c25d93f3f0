import Foundation

@testable import Upkeep

/// A repository written to a temporary folder: a Makefile, some folders and Markdown pages,
/// and help texts standing in for the `tools` executable. A class, so the folder goes when the
/// test lets go of it, passed or failed.
final class DocsFixture {
  let root: URL
  var helpTexts: [String: String] = [
    "": """
    usage: tools <subcommand> [options]

    subcommands:
      check-imports   verify the import boundaries
      mutants         plant one bug at a time

    Run `tools <subcommand> --help` for the options of each.
    """,
    "check-imports": """
    usage: tools check-imports [options]
           tools check-imports why <From> <To> [--format human|json]
    options:
      --root DIR      repository root
      --json|--markdown  output
      --graph FORMAT  dot, svg
    """,
    "mutants": "usage: tools mutants [--sample N | --all] [--seed N]\n",
  ]

  /// Help texts standing in for `upkeep`, when a test gives them.
  var upkeepTexts: [String: String]?

  init(files: [String: String]) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("docs-check-\(UUID().uuidString)")
    let defaults = [
      "Makefile": "check: tools ## boundaries\n\t@true\ntest docs: ## two at once\n\t@true\nX := a:b\n",
      "Packages/Core/Sources/Core/Navigation.swift": "",
      "Tools/Scripts/figures.sh": "",
    ]
    for (path, content) in defaults.merging(files, uniquingKeysWith: { $1 }) {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(content.utf8).write(to: url)
    }
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// Counts how often each help text was asked for.
  final class Calls: @unchecked Sendable {
    var count: [String: Int] = [:]
  }

  func help(_ calls: Calls = Calls(), texts: [String: String]? = nil) -> ToolHelp {
    let texts = texts ?? helpTexts
    return ToolHelp { (subcommand: String?) throws(DocsCheckError) -> String in
      calls.count[subcommand ?? "", default: 0] += 1
      guard let text = texts[subcommand ?? ""] else {
        throw DocsCheckError("no help for \(subcommand ?? "")")
      }
      return text
    }
  }

  func check(_ documents: [String]? = nil) throws -> [DocsFinding] {
    let workspace = try DocsWorkspace(root: root, documents: documents)
    return try DocsChecker(
      workspace: workspace, help: help(), upkeep: upkeepTexts.map { help(texts: $0) }
    ).run().findings
  }

  /// The findings as `path:line:col rule` lines, the shape the assertions compare.
  func summary(_ documents: [String]? = nil) throws -> [String] {
    try check(documents).map { "\($0.path):\($0.line):\($0.column) \($0.rule.rawValue)" }
  }
}
