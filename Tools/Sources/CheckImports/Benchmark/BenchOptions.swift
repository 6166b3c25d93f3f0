import ToolSupport

/// The options `tools check-imports bench` and `tools affected bench` share: the generated tree's
/// shape and the repository measured alongside it. One parser, so the two benchmarks take the
/// same options with the same errors.
public struct BenchOptions: Sendable {
  /// The generated tree's shape (`--modules`, `--files`).
  public var shape = SyntheticRepository.Shape()
  /// The repository measured beside the generated tree (`--repo`, default `.`).
  public var repo = "."

  /// `--help` was given: the caller prints ``usage(of:)`` and runs nothing.
  public var help = false

  public init() {}

  /// The benchmarks' options, declared once for both.
  public static let settings = CommandSettings<BenchOptions>(
    [
      .count(
        "--modules", "N", \.shape.modules, minimum: 1,
        help: "modules of the generated tree (default 1000)"),
      .count(
        "--files", "M", \.shape.filesPerModule, minimum: 1,
        help: "Swift files per generated module (default 10)"),
      .value("--repo", "DIR", \.repo, help: "the repository measured beside it (default .)"),
    ], help: \.help)

  /// The help of the benchmark `command` (`tools check-imports bench`).
  public static func usage(of command: String) -> String {
    "usage: \(command) [--modules N] [--files M] [--repo DIR]\n\n" + settings.parser.help
  }

  /// How both benchmarks start: the options read, or the status to stop with (`--help` shown, or a
  /// usage error told after `command`'s name).
  public static func read(_ arguments: [String], command: String, console: Console) -> SettingsOutcome<
    BenchOptions
  > {
    settings.read(
      arguments, into: BenchOptions(), command: command, usage: usage(of: "tools \(command)"),
      out: console.out, err: console.err)
  }

  /// Parses `--modules N`, `--files M` and `--repo DIR`; the failure's message is the usage error,
  /// for the caller to print after its own name.
  public static func parse(_ arguments: [String]) throws(CheckerFailure) -> BenchOptions {
    do {
      return try settings.parse(arguments, into: BenchOptions()).0
    } catch {
      throw .usage(error.message)
    }
  }
}
