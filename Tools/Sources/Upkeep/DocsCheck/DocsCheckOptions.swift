import ToolSupport

/// The flags of `upkeep docs-check`.
struct DocsCheckOptions: Equatable {
  var root = "."
  var tools: String?
  var json = false
  var help = false
  var documents: [String] = []

  static let settings = CommandSettings<DocsCheckOptions>(
    [
      .value(
        "--root", "DIR", \.root,
        help:
          "the repository (default: .): its Makefile and every *.md outside build\noutput and hidden folders"),
      .value(
        "--tools", "PATH", \.tools,
        help: "the tools executable whose --help texts are the truth (default: the one beside this)"),
      .flag("--json", \.json, help: "print the findings as JSON (sorted) instead of lines"),
    ],
    operands: [.init("FILE.md...", help: "check only these documents (repository-relative)")], help: \.help)

  static let usage = """
    usage: upkeep docs-check [--root DIR] [--tools PATH] [--json] [FILE.md...]

    Checks that the Markdown documents of a repository say only what is so:
      broken-link          a relative link or image whose file does not exist
      broken-anchor        a link to page.md#anchor where the page has no such heading
      missing-path         a repository path in backticks (`Packages/Core/Sources/`, globs and
                           <Placeholders> allowed) that does not exist; a page names example
                           paths in <!-- docs-check: ignore-path PATTERN... -->
      unknown-make-target  `make X` in code where the Makefile has no target X
      unknown-subcommand   `tools X` where `tools --help` lists no subcommand X
      unknown-option       an option after `tools X`, or in a code span starting with an option
                           on X's page (Tools/docs/X.md), that `tools X --help` does not list
    """ + "\n\n" + settings.parser.help + """

      diagnostics: path:line:col: error: message [rule], sorted by file and line
      exit codes: 0 every document checks, 1 findings, 2 bad usage, an unreadable document or
                  a tool that cannot print its help
      """

  static func parse(_ arguments: [String]) throws(DocsCheckError) -> DocsCheckOptions {
    do {
      var (options, parsed) = try settings.parse(arguments, into: DocsCheckOptions())
      options.documents = parsed.operands
      return options
    } catch {
      throw DocsCheckError(error.message)
    }
  }

}
