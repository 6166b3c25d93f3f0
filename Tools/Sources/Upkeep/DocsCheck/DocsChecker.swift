/// Runs every check over every document of a workspace and returns the findings in order.
struct DocsChecker {
  struct Report: Equatable {
    var findings: [DocsFinding]
    var documents: Int
  }

  let workspace: DocsWorkspace
  let help: ToolHelp
  /// The help of `upkeep`, the repository's own executable: `upkeep X` is checked only when given.
  var upkeep: ToolHelp? = nil

  func run() throws(DocsCheckError) -> Report {
    var links = LinkCheck(workspace: workspace)
    let paths = PathCheck(workspace: workspace)
    let commands = CommandCheck(workspace: workspace, help: help, upkeep: upkeep)
    var findings: [DocsFinding] = []
    for document in workspace.documents {
      guard let content = workspace.read(document) else {
        throw DocsCheckError("\(document): cannot be read as UTF-8 text")
      }
      let lines = MarkdownScanner.lines(of: content)
      findings += links.findings(in: document, lines: lines)
      findings += paths.findings(in: document, lines: lines)
      findings += try commands.findings(in: document, lines: lines)
    }
    return Report(
      findings: Array(Set(findings)).sorted(by: DocsFinding.ordered), documents: workspace.documents.count)
  }
}
