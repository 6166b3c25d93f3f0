import Foundation
import ToolSupport

/// `tools casepaths`: generates every `CasePathable` enum's `AllCasePaths` beside its source
/// (`make casepaths`), or with `--check` fails when a checked-in one drifted (`make casepaths-check`).
public enum CasePathsCommand {
  static let settings = CommandSettings<Options>(
    [
      .flag(
        "--check", \.check, help: "write nothing; exit 1 if a generated file is missing, stale or differs"),
      .flag("--json", \.json, help: "print the plan and the findings as JSON on stdout"),
      .value(
        "--package-path", "DIR", \.packagePath, help: "the repository root (default: .); holds .swift-format"),
      .flag("--no-format", \.formats, false, help: "skip swift-format (output is then not lint-clean)"),
    ],
    operands: [
      .init(
        "FOLDER...", help: "folders to scan, relative to the root (default: Packages App Benchmarks Tests)")
    ])

  static let usage = """
    usage: tools casepaths [--check] [--json] [--package-path DIR] [--no-format] [FOLDER...]

    Generates, for every Swift file with `CasePathable` enums, a `<File>+CasePaths.swift` beside it
    holding each enum's `AllCasePaths`: one case path per case, named after the case. Deletes
    generated files whose enums are gone. Rules: Tools/docs/casepaths.md.
    """ + "\n\n" + settings.parser.help + """

      Formatting runs `$SWIFT_FORMAT` if set, else `$SWIFT format` (default `swift format`).
      Exit codes: 0 up to date (or written), 1 drift (--check) or a rule broken in a source
      (reported as path:line:col), 2 bad flags or an unreadable tree.
      """

  struct Options: Sendable {
    var check = false
    var json = false
    var formats = true
    var packagePath = "."
    var folders: [String] = []
  }

  public static func run(arguments: [String]) -> Int32 {
    var options: Options
    let parsed: ParsedOptions
    do { (options, parsed) = try settings.parse(arguments, into: Options()) } catch {
      return usageError(error.message)
    }
    if parsed.flag("--help") {
      print(usage)
      return ExitStatus.success.rawValue
    }
    options.folders = parsed.operands
    let root = URL(fileURLWithPath: options.packagePath)
    guard AbsolutePath.existingDirectory(options.packagePath) != nil else {
      return usageError("--package-path \(options.packagePath): no such folder")
    }
    for folder in options.folders
    where !FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path) {
      return usageError("\(folder): no such file or folder under \(options.packagePath)")
    }
    let generator = CasePathGenerator(
      root: root, folders: options.folders.isEmpty ? CasePathGenerator.defaultFolders : options.folders,
      formats: options.formats)
    let plan: CasePathGenerator.Plan
    do {
      plan = try generator.plan()
      if !options.check && plan.diagnostics.isEmpty { try generator.apply(plan) }
    } catch {
      stderr("casepaths: error: \(error)")
      return ExitStatus.cannotRun.rawValue
    }
    report(plan, options: options)
    if !plan.diagnostics.isEmpty { return 1 }
    return options.check && !plan.changes.isEmpty ? 1 : 0
  }

  static func report(_ plan: CasePathGenerator.Plan, options: Options) {
    for diagnostic in plan.diagnostics { stderr(diagnostic.description) }
    if options.check {
      for change in plan.changes {
        let reason =
          switch change.kind {
          case .create: "is missing"
          case .update: "differs from what its source's enums generate"
          case .delete: "is stale: its source has no CasePathable enum any more"
          }
        stderr("\(change.path):1:1: error: [casepaths] \(reason); run `make casepaths` and commit the result")
      }
    }
    let verb = options.check || !plan.diagnostics.isEmpty ? "would change" : "changed"
    let summary =
      "casepaths: \(plan.scannedFiles) files scanned, \(plan.enumCount) enums, \(plan.casePathCount) case paths in \(plan.generatedFiles) generated files; \(verb) \(plan.changes.count)"
      + (plan.diagnostics.isEmpty ? "" : "; \(plan.diagnostics.count) findings, nothing written")
    if options.json {
      let object: [String: Any] = [
        "scannedFiles": plan.scannedFiles, "enums": plan.enumCount, "casePaths": plan.casePathCount,
        "generatedFiles": plan.generatedFiles, "check": options.check,
        "changes": plan.changes.map { ["kind": $0.kind.rawValue, "path": $0.path] },
        "findings": plan.diagnostics.map {
          ["path": $0.path, "line": $0.line, "column": $0.column, "message": $0.message] as [String: Any]
        },
      ]
      print(SortedJSON.text(object, pretty: true), terminator: "")
      stderr(summary)
    } else {
      if !options.check && plan.diagnostics.isEmpty {
        for change in plan.changes { print("\(change.kind.rawValue) \(change.path)") }
      }
      stderr(summary)
    }
  }

  static func usageError(_ message: String) -> Int32 {
    stderr("casepaths: error: \(message)\n\(usage)")
    return ExitStatus.cannotRun.rawValue
  }

  static func stderr(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

extension CasePathsCommand: ToolCommand {
  public static let name = "casepaths"
  public static let abstract = "generate every CasePathable enum's AllCasePaths (--check: fail on drift)"
  public static let audience = CommandAudience.template
}
