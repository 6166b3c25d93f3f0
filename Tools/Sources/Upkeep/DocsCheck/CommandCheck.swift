/// Commands written in code: `make X` must name a Makefile target; `tools X` a subcommand that
/// `tools --help` lists, and every `--option` after it one that `tools X --help` lists (and the
/// same for `upkeep X`, the repository's own executable, when its help is given). On a tool's own
/// page (`Tools/docs/<subcommand>.md`) a code span that starts with an option (`--allow-dirty`)
/// is that tool's option, and is checked the same way.
struct CommandCheck {
  let workspace: DocsWorkspace
  /// Each executable's help, by the name a document runs it by.
  let helps: [(name: String, help: ToolHelp)]

  init(workspace: DocsWorkspace, help: ToolHelp, upkeep: ToolHelp? = nil) {
    self.workspace = workspace
    helps = [("tools", help)] + (upkeep.map { [("upkeep", $0)] } ?? [])
  }

  /// The executable `word` runs (`tools`, `Tools/.build/debug/tools`, `upkeep`), if it is one.
  private func executable(_ word: String) -> (name: String, help: ToolHelp)? {
    helps.first { word == $0.name || word.hasSuffix("/" + $0.name) }
  }

  /// Words that end a command inside a line of code.
  static let separators: Set<String> = ["&&", "||", ";", "|", ">", ">>", "2>&1", "2>/dev/null"]

  func findings(in document: String, lines: [MarkdownLine]) throws(DocsCheckError) -> [DocsFinding] {
    var findings: [DocsFinding] = []
    let pageCommands = try commandsOfPage(document, lines: lines)
    for line in lines {
      for code in line.commands {
        // A shell comment names no command.
        let words = Self.words(code.text).prefix { !$0.text.hasPrefix("#") }.map { $0 }
        for (index, word) in words.enumerated() {
          if word.text == "make" {
            findings += makeTargets(after: index, in: words).map { target in
              DocsFinding(
                path: document, line: line.number, column: code.column + target.offset,
                rule: .unknownMakeTarget,
                message: "`make \(target.text)`: the Makefile has no target '\(target.text)'")
            }
          } else if let executable = executable(word.text) {
            findings += try tool(executable, after: index, in: words).map {
              DocsFinding(
                path: document, line: line.number, column: code.column + $0.offset, rule: $0.rule,
                message: $0.message)
            }
          }
        }
        if !line.inFence, !pageCommands.isEmpty, words.first?.text.hasPrefix("--") == true {
          var known: Set<String> = []
          for command in pageCommands { known.formUnion(try command.help.options(of: command.name)) }
          for word in words where Self.isOption(word.text) {
            let option = Self.optionName(word.text)
            if !known.contains(option) {
              let names = pageCommands.map(\.name).sorted().joined(separator: ", ")
              findings.append(
                DocsFinding(
                  path: document, line: line.number, column: code.column + word.offset, rule: .unknownOption,
                  message: "`\(option)`: not an option of \(names) (its --help does not list it)"))
            }
          }
        }
      }
    }
    return findings
  }

  /// The subcommands a page documents: the one its file is named after (`Tools/docs/mutants.md`)
  /// and every other one it runs as `tools X` (or `upkeep X`). Only pages under `Tools/docs/`
  /// document options.
  func commandsOfPage(_ document: String, lines: [MarkdownLine]) throws(DocsCheckError) -> [(
    name: String, help: ToolHelp
  )] {
    guard document.hasPrefix("Tools/docs/") else { return [] }
    var commands: [(name: String, help: ToolHelp)] = []
    func insert(_ name: String, _ help: ToolHelp) {
      if !commands.contains(where: { $0.name == name && $0.help === help }) { commands.append((name, help)) }
    }
    let stem = String(document.dropFirst("Tools/docs/".count).dropLast(".md".count))
    for executable in helps where try executable.help.subcommands().contains(stem) {
      insert(stem, executable.help)
    }
    for line in lines {
      for code in line.commands {
        let words = Self.words(code.text)
        for (index, word) in words.enumerated() where index + 1 < words.count {
          guard let executable = executable(word.text),
            try executable.help.subcommands().contains(words[index + 1].text)
          else { continue }
          insert(words[index + 1].text, executable.help)
        }
      }
    }
    return commands
  }

  private func makeTargets(after index: Int, in words: [Word]) -> [Word] {
    var unknown: [Word] = []
    for word in words[(index + 1)...] {
      // Options, `VAR=value` and placeholders (`make X`, `make TARGET`) name no target.
      if word.text.hasPrefix("-") || word.text.contains("=") || word.text.allSatisfy(\.isUppercase) {
        continue
      }
      // A word that is not a target name (`&&`, `;`, `|`) ends the command.
      let target = word.text.trimmingTrailing(")`,.;")
      guard !target.isEmpty, target.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else {
        break
      }
      if !workspace.makeTargets.contains(target) {
        unknown.append(Word(text: target, offset: word.offset))
      }
      if word.text.hasSuffix(";") { break }
    }
    return unknown
  }

  private struct Problem {
    var offset: Int
    var rule: DocsFinding.Rule
    var message: String
  }

  private func tool(_ executable: (name: String, help: ToolHelp), after index: Int, in words: [Word])
    throws(DocsCheckError) -> [Problem]
  {
    let (name, help) = executable
    guard index + 1 < words.count else { return [] }
    let subcommand = words[index + 1]
    // `tools <subcommand>`, `tools SUBCOMMAND`, `tools …`: a placeholder, not a name.
    guard let first = subcommand.text.first, first.isLowercase, !subcommand.text.hasPrefix("-") else {
      return []
    }
    guard try help.subcommands().contains(subcommand.text) else {
      return [
        Problem(
          offset: subcommand.offset, rule: .unknownSubcommand,
          message: "`\(name) \(subcommand.text)`: `\(name) --help` lists no subcommand '\(subcommand.text)'")
      ]
    }
    let options = try help.options(of: subcommand.text)
    var problems: [Problem] = []
    for (position, word) in words.enumerated().dropFirst(index + 2) {
      // In a usage synopsis `|` separates alternatives (`--json | --markdown`); in a shell
      // line it pipes into another command.
      if word.text == "|", position + 1 < words.count, words[position + 1].text.hasPrefix("-") { continue }
      if Self.separators.contains(word.text) || word.text == "--" || word.text.hasPrefix("#")
        || word.text == "make" || self.executable(word.text) != nil
      {
        break
      }
      guard Self.isOption(word.text) else { continue }
      let option = Self.optionName(word.text)
      if !options.contains(option) {
        problems.append(
          Problem(
            offset: word.offset, rule: .unknownOption,
            message:
              "`\(name) \(subcommand.text) \(option)`: `\(name) \(subcommand.text) --help` does not list '\(option)'"
          ))
      }
    }
    return problems
  }

  static func isOption(_ word: String) -> Bool {
    word.hasPrefix("--") && word.dropFirst(2).first.map { $0.isLetter } == true
  }

  /// `--flag=value`, `--flag,`, `--flag]` → `--flag`.
  static func optionName(_ word: String) -> String {
    String(word.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
  }

  struct Word: Equatable {
    var text: String
    /// Characters from the start of the code to the word.
    var offset: Int
  }

  /// The words of a line of code, split at spaces and at the brackets, bars and commas of a
  /// usage synopsis (`[--json | --markdown]`), each with its offset.
  static func words(_ code: String) -> [Word] {
    var words: [Word] = []
    var current = ""
    var start = 0
    for (offset, character) in code.enumerated() {
      if character.isWhitespace || "[](){}".contains(character) || (character == "|" && !current.isEmpty) {
        if !current.isEmpty { words.append(Word(text: current, offset: start)) }
        current = ""
        if character == "|" { words.append(Word(text: "|", offset: offset)) }
        continue
      }
      if current.isEmpty { start = offset }
      current.append(character)
    }
    if !current.isEmpty { words.append(Word(text: current, offset: start)) }
    return words
  }
}

extension String {
  /// Without the trailing characters in `characters`: `check,` is the target `check`.
  func trimmingTrailing(_ characters: String) -> String {
    var text = Substring(self)
    while let last = text.last, characters.contains(last) { text = text.dropLast() }
    return String(text)
  }
}
