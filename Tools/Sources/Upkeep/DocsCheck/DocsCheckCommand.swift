import Foundation
import ToolSupport

/// `upkeep docs-check`: the documents may name only links, paths, make targets, subcommands and
/// options that exist, so a reader who copies a command from a page gets one that runs.
public enum DocsCheckCommand {
  /// Checks the documents the options name; returns the exit code (0 none wrong, 1 findings,
  /// 2 bad usage or input the check cannot read).
  public static func run(arguments: [String]) -> Int32 {
    let options: DocsCheckOptions
    do {
      options = try DocsCheckOptions.parse(arguments)
    } catch {
      FileHandle.standardError.write(
        Data("docs-check: usage error: \(error)\n\(DocsCheckOptions.usage)\n".utf8))
      return ExitStatus.cannotRun.rawValue
    }
    if options.help {
      print(DocsCheckOptions.usage)
      return ExitStatus.success.rawValue
    }
    let root = URL(fileURLWithPath: options.root).standardizedFileURL
    // This executable is `upkeep`; `tools` is built beside it.
    let this = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let tools =
      options.tools
      ?? URL(fileURLWithPath: this).deletingLastPathComponent().appendingPathComponent("tools").path
    do {
      let workspace = try DocsWorkspace(
        root: root, documents: options.documents.isEmpty ? nil : options.documents.sorted())
      for document in workspace.documents where !workspace.exists(document) {
        throw DocsCheckError("\(document): no such document under \(root.path)")
      }
      let report = try DocsChecker(
        workspace: workspace, help: ToolHelp(executable: tools), upkeep: ToolHelp(executable: this)
      ).run()
      print(options.json ? json(report) : report.findings.map(\.text).joined(separator: "\n"), terminator: "")
      if !options.json, !report.findings.isEmpty { print() }
      let files = Set(report.findings.map(\.path)).count
      FileHandle.standardError.write(
        Data(
          (report.findings.isEmpty
            ? "docs-check: ok: \(report.documents) documents\n"
            : "docs-check: \(report.findings.count) findings in \(files) of \(report.documents) documents\n")
            .utf8))
      return report.findings.isEmpty ? 0 : 1
    } catch {
      FileHandle.standardError.write(Data("docs-check: error: \(error)\n".utf8))
      return ExitStatus.cannotRun.rawValue
    }
  }

  static func json(_ report: DocsChecker.Report) -> String {
    let findings: [[String: Any]] = report.findings.map {
      [
        "path": $0.path, "line": $0.line, "column": $0.column, "rule": $0.rule.rawValue,
        "message": $0.message,
      ]
    }
    let object: [String: Any] = ["findings": findings, "documents": report.documents]
    return SortedJSON.text(object, pretty: true)
  }
}

extension DocsCheckCommand: ToolCommand {
  public static let name = "docs-check"
  public static let abstract = "the docs name only links, paths, make targets and tool options that exist"
  public static let audience = CommandAudience.upkeep
}
