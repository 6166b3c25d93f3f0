import AppShell
import HeadlessUI
import XCTest

/// The command language: long and short forms, the shell's own commands, and messages that
/// say what to type instead.
final class CommandParserTests: XCTestCase {
  let parser = CommandParser(
    customCommands: [
      CustomCommand(names: ["fail"], usage: "fail", summary: "decline the next payment") { _ in "" }
    ])

  func parse(_ line: String) throws -> Command? { try parser.parse(line) }

  func message(_ line: String) -> String? {
    do {
      _ = try parser.parse(line)
      return nil
    } catch {
      return error.message
    }
  }

  func testGesturesInLongAndShortForms() throws {
    XCTAssertEqual(try parse("tap Buy"), .gesture(.tap("Buy")))
    XCTAssertEqual(try parse("t Try again"), .gesture(.tap("Try again")))
    XCTAssertEqual(try parse("tap \"Try again\""), .gesture(.tap("Try again")))
    XCTAssertEqual(try parse("type Code SAVE10"), .gesture(.type(field: "Code", text: "SAVE10")))
    XCTAssertEqual(
      try parse("y \"Promo code\" SAVE 10"), .gesture(.type(field: "Promo code", text: "SAVE 10")))
    XCTAssertEqual(try parse("b"), .gesture(.back))
    XCTAssertEqual(try parse("BACK"), .gesture(.back))
    XCTAssertEqual(try parse("r"), .gesture(.popToRoot))
    XCTAssertEqual(try parse("d"), .gesture(.dismissSheet))
    XCTAssertEqual(try parse("a Cancel"), .gesture(.chooseAlertButton("Cancel")))
    XCTAssertEqual(try parse("tab Settings"), .gesture(.selectTab("Settings")))
    XCTAssertEqual(
      try parse("o shop://checkout/coffee-grinder"),
      .gesture(.openURL(URL(string: "shop://checkout/coffee-grinder")!)))
    XCTAssertEqual(try parse("toggle Notify"), .gesture(.toggle("Notify")))
  }

  func testShellCommands() throws {
    XCTAssertEqual(try parse("3"), .numbered(3))
    XCTAssertEqual(try parse("show"), .show)
    XCTAssertEqual(try parse("s"), .show)
    XCTAssertEqual(try parse("show nav"), .showNavigation)
    XCTAssertEqual(try parse("nav"), .showNavigation)
    XCTAssertEqual(try parse("n"), .showNavigation)
    XCTAssertEqual(try parse("expect \"Order placed\""), .expect("Order placed"))
    XCTAssertEqual(try parse("?"), .help)
    XCTAssertEqual(try parse("q"), .quit)
    XCTAssertEqual(try parse("fail"), .custom(name: "fail", argument: ""))
    XCTAssertNil(try parse("   "))
    XCTAssertNil(try parse("# a comment"))
  }

  func testMistakesSayWhatToTypeInstead() {
    XCTAssertEqual(message("fly away"), "Unknown command “fly”. Type `help` for the commands.")
    XCTAssertEqual(message("tap"), "`tap` needs a button label: tap Buy.")
    XCTAssertEqual(message("back twice"), "`back` takes no argument.")
    XCTAssertEqual(message("0"), "Gestures are numbered from 1.")
    XCTAssertEqual(message("show everything"), "`show` takes nothing or `nav`: `show`, `show nav`.")
    XCTAssertEqual(message("expect"), "`expect` needs the text to look for: `expect Receipt`.")
    XCTAssertEqual(message("quit now"), "`quit` takes no argument.")
  }
}
