import Testing
import ToolSupport

/// The one option parser: what it accepts, how it tells each mistake, and the help it writes.
@Suite struct OptionParserTests {
  let parser = OptionParser([
    .value("--root", "DIR", help: "the repository (default: .)"),
    .repeated("--module", "NAME", help: "a module (repeatable)\nand its second line"),
    CommandOption("--list", help: "list them"),
    .help,
  ])

  @Test func valuesFlagsAndRepeatsAreReadByTheLongName() throws {
    let parsed = try parser.parse(["--root", "a", "--module", "X", "--list", "--module=Y", "--root=b", "-h"])
    #expect(parsed.value("--root") == "b", "the last one given wins")
    #expect(parsed.values("--module") == ["X", "Y"])
    #expect(parsed.flag("--list") && parsed.flag("--help"))
    #expect(!parsed.flag("--other") && parsed.value("--other") == nil && parsed.values("--other") == [])
    #expect(try parser.parse(["--root="]).value("--root") == "", "an empty value is a value")
  }

  @Test(arguments: [
    (["--roo"], "unknown option '--roo' (see --help)"),
    (["--root"], "--root needs a value (DIR)"),
    (["--list=yes"], "--list takes no value"),
    (["stray"], "unexpected argument 'stray' (see --help)"),
    (["--module", "A", "--module"], "--module needs a value (NAME)"),
  ])
  func eachMistakeNamesTheOptionAndWhatItWanted(arguments: [String], message: String) {
    #expect(throws: OptionError(message)) { try parser.parse(arguments) }
  }

  @Test func operandsAreTakenWhenACommandHasThemAndAfterADoubleDash() throws {
    let withOperands = OptionParser([.help], operands: [.init("NAME...", help: "the modules")])
    #expect(withOperands.help.hasSuffix("  NAME...     the modules\n"))
    let parsed = try withOperands.parse(["Home", "-", "--", "--help", "Payment"])
    #expect(parsed.operands == ["Home", "-", "--help", "Payment"])
    #expect(!parsed.flag("--help"), "after -- a word is an operand")
  }

  @Test func aPairTakesTwoValuesAndNeedsBoth() throws {
    let compare = OptionParser([
      .pair("--compare", "A", "B", help: "two reports"), CommandOption("--json", help: ""),
    ])
    #expect(try compare.parse(["--compare", "a.json", "b.json"]).pair("--compare")! == ("a.json", "b.json"))
    #expect(throws: OptionError("--compare needs two values (A B)")) {
      try compare.parse(["--compare", "a.json"])
    }
    #expect(throws: OptionError("--compare needs two values (A B)")) {
      try compare.parse(["--compare", "a.json", "--json"])
    }
    #expect(compare.help.contains("--compare A B  two reports"))
  }

  @Test func aListTakesTheWordsUpToTheNextOptionAndMayBeEmpty() throws {
    let files = OptionParser([
      .list("--files", "PATH…", help: "changed files"), CommandOption("--all", help: ""),
    ])
    let parsed = try files.parse(["--files", "a", "-b", "--all", "--files", "c"])
    #expect(parsed.values("--files") == ["a", "-b", "c"] && parsed.flag("--all"))
    let empty = try files.parse(["--files", "--all"])
    #expect(empty.has("--files") && empty.values("--files") == [])
    #expect(!(try files.parse(["--all"])).has("--files"))
  }

  @Test func theHelpAlignsEveryOptionAndItsContinuationLines() {
    #expect(
      parser.help == """
        options:
          --root DIR     the repository (default: .)
          --module NAME  a module (repeatable)
                         and its second line
          --list         list them
          -h, --help     this text

        """)
  }

  @Test func aSynopsisWiderThanTheColumnPutsItsHelpOnTheNextLine() {
    let wide = OptionParser([.value("--a-very-long-option-name", "PLACEHOLDER", help: "what it does")])
    #expect(
      wide.help == """
        options:
          --a-very-long-option-name PLACEHOLDER
                                    what it does

        """)
  }
}
