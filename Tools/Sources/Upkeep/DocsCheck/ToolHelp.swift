import Foundation
import ToolSupport

/// What `tools --help` and `tools <subcommand> --help` say, asked once each: the source of
/// truth for which subcommands and options exist, so a page can never promise an option the
/// tool does not accept.
final class ToolHelp {
  /// The help text of `tools` (nil) or of one subcommand.
  typealias Fetch = (_ subcommand: String?) throws(DocsCheckError) -> String

  private let fetch: Fetch
  private var texts: [String: String] = [:]
  private var cachedSubcommands: Set<String>?
  private var cachedOptions: [String: Set<String>] = [:]

  init(fetch: @escaping Fetch) { self.fetch = fetch }

  /// Runs the `tools` executable at `path` for each help text, bounded by `timeout` seconds.
  convenience init(executable path: String, timeout: TimeInterval = 60) {
    self.init { (subcommand: String?) throws(DocsCheckError) -> String in
      let arguments = (subcommand.map { [$0] } ?? []) + ["--help"]
      let result: BoundedProcess.Result
      do {
        result = try BoundedProcess.run(path, arguments, timeout: timeout)
      } catch {
        throw DocsCheckError("cannot run \(path) \(arguments.joined(separator: " ")): \(error)")
      }
      guard result.status == 0 else {
        throw DocsCheckError(
          "\(path) \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr.prefix(200))")
      }
      return result.stdout
    }
  }

  /// The subcommands `tools --help` lists: the first word of each indented line of its
  /// `subcommands:` sections (one per audience: `subcommands for any repository:`, …).
  func subcommands() throws(DocsCheckError) -> Set<String> {
    if let cachedSubcommands { return cachedSubcommands }
    let text = try helpText(nil)
    var names: Set<String> = []
    var inSection = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("subcommands"), line.hasSuffix(":") {
        inSection = true
        continue
      }
      guard inSection else { continue }
      guard line.hasPrefix(" ") else {
        if !line.isEmpty { inSection = false }
        continue
      }
      let name = line.trimmingSpaces.prefix { !$0.isWhitespace }
      if let first = name.first, first.isLowercase { names.insert(String(name)) }
    }
    cachedSubcommands = names
    return names
  }

  /// Every `--option` the subcommand's help text names.
  func options(of subcommand: String) throws(DocsCheckError) -> Set<String> {
    if let cached = cachedOptions[subcommand] { return cached }
    let text = try helpText(subcommand)
    var options: Set<String> = []
    for word in CommandCheck.words(text) {
      var rest = Substring(word.text)
      // `--json|--markdown` and `(--check)` as one word.
      while let start = rest.range(of: "--") {
        let option = CommandCheck.optionName(String(rest[start.lowerBound...]))
        if CommandCheck.isOption(option) { options.insert(option) }
        rest = rest[start.upperBound...]
      }
    }
    cachedOptions[subcommand] = options
    return options
  }

  private func helpText(_ subcommand: String?) throws(DocsCheckError) -> String {
    let key = subcommand ?? ""
    if let text = texts[key] { return text }
    let text = try fetch(subcommand)
    texts[key] = text
    return text
  }
}
