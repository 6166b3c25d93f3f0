import AppMap
import XCTest

/// Each problem the check exists for, planted in a small exploration the check reads: each
/// must fail, naming the screen.
final class MapCheckTests: XCTestCase {
  private let payment = DeepLinkPattern(
    "shop://checkout/<product>/payment", example: "shop://checkout/x/payment", lands: "Payment")

  /// Home → Checkout → Payment, each with a way back, Payment with its link: no problem.
  private func healthy() -> Exploration {
    var map = NavigationMap(app: "shop", root: "Home")
    map.add(MapEdge(from: "Home", gesture: "tap Buy", to: "Checkout"))
    map.add(MapEdge(from: "Checkout", gesture: "back", to: "Home"))
    map.add(MapEdge(from: "Checkout", gesture: "tap Continue", to: "Payment"))
    map.add(MapEdge(from: "Payment", gesture: "back", to: "Checkout"))
    map.add(MapEdge(from: "Home", gesture: payment.gesture, to: "Payment"))
    var exploration = Exploration(
      map: map,
      declared: [
        DeclaredScreen(.screen, "Home"), DeclaredScreen(.screen, "Checkout"),
        DeclaredScreen(.screen, "Payment"),
      ])
    exploration.backs = [.init(from: "Payment", gesture: "back", expected: "Checkout", landed: "Checkout")]
    exploration.links = [.init(from: "Home", pattern: payment, landed: "Payment")]
    return exploration
  }

  func testAHealthyMapHasNoProblems() {
    XCTAssertEqual(MapCheck.problems(healthy()), [])
  }

  func testAPathCaseNothingPushesIsUnreachable() {
    var exploration = healthy()
    exploration.declared.append(DeclaredScreen(.screen, "Receipt"))
    let problems = MapCheck.problems(exploration)
    XCTAssertEqual(problems.map(\.kind), [.unreachable])
    XCTAssertEqual(problems.first?.screen, "Receipt")
    XCTAssertTrue(problems.first?.description.contains("no gesture and no deep link reaches it") ?? false)
  }

  func testASheetWithNoDismissalIsADeadEnd() {
    var exploration = healthy()
    exploration.map.add(
      MapEdge(from: "Checkout", gesture: "tap Promo code", to: "Checkout + sheet PromoCode"))
    exploration.map.add(
      MapEdge(from: "Checkout + sheet PromoCode", gesture: "tap Apply", to: "Checkout + sheet PromoCode"))
    exploration.map.add(MapEdge(from: "Checkout + sheet PromoCode", gesture: "relaunch", to: "Checkout"))
    let problems = MapCheck.problems(exploration)
    XCTAssertEqual(problems.map(\.kind), [.deadEnd])
    XCTAssertEqual(problems.first?.screen, "Checkout + sheet PromoCode", "a relaunch is no way back")
  }

  func testABackThatGoesToTheRootIsBroken() {
    var exploration = healthy()
    exploration.backs = [.init(from: "Payment", gesture: "back", expected: "Checkout", landed: "Home")]
    let problems = MapCheck.problems(exploration)
    XCTAssertEqual(problems.map(\.kind), [.brokenBack])
    XCTAssertEqual(problems.first?.screen, "Payment")
    XCTAssertTrue(problems.first?.message.contains("lands on Home, not on Checkout") ?? false)
  }

  func testADeepLinkToTheWrongScreenIsBroken() {
    var exploration = healthy()
    exploration.links = [.init(from: "Home", pattern: payment, landed: "Checkout")]
    let problems = MapCheck.problems(exploration)
    XCTAssertEqual(problems.map(\.kind), [.brokenDeepLink])
    XCTAssertEqual(problems.first?.screen, "Payment")
    XCTAssertTrue(problems.first?.message.contains("from Home lands on Checkout") ?? false)
  }

  /// Refused on a plain screen is broken; under a sheet or an alert, the link may wait.
  func testARefusedLinkIsBrokenOnlyFromAPlainScreen() {
    var exploration = healthy()
    exploration.links = [
      .init(from: "Checkout", pattern: payment, landed: "Checkout"),
      .init(
        from: "Checkout + sheet PromoCode", pattern: payment,
        landed: "Checkout + sheet PromoCode + alert Notice"),
    ]
    let problems = MapCheck.problems(exploration)
    XCTAssertEqual(problems.map(\.kind), [.brokenDeepLink])
    XCTAssertTrue(problems.first?.message.contains("from Checkout is refused") ?? false)
  }

  func testAScreenOnlyALinkReachesNeedsARuleWithAReason() throws {
    var exploration = healthy()
    exploration.map.add(
      MapEdge(from: "Home", gesture: "open https://example.com/receipt/<order>", to: "Receipt"))
    exploration.map.add(MapEdge(from: "Receipt", gesture: "tap Close", to: "Home"))
    let problems = MapCheck.problems(exploration)
    XCTAssertEqual(problems.map(\.kind), [.deepLinkOnly])
    XCTAssertEqual(problems.first?.screen, "Receipt")
    XCTAssertTrue(problems.first?.message.contains("deep-link-only shop Receipt because") ?? false)

    let rules = try NavigationRules(text: "deep-link-only shop Receipt because the order mail opens it\n")
    XCTAssertEqual(MapCheck.problems(exploration, rules: rules), [])
    XCTAssertEqual(rules.deepLinkOnly.first?.reason, "the order mail opens it")
  }

  func testARuleForAScreenAGestureReachesIsStale() throws {
    let rules = try NavigationRules(text: "# why\ndeep-link-only shop Payment because links\n")
    let problems = MapCheck.problems(healthy(), rules: rules)
    XCTAssertEqual(problems.map(\.kind), [.staleRule])
    XCTAssertTrue(problems.first?.message.contains("navigation.rules:2") ?? false)
  }

  func testARuleWithoutAReasonIsRefusedNamingItsLine() {
    XCTAssertThrowsError(try NavigationRules(text: "\ndeep-link-only shop Receipt\n")) { error in
      XCTAssertTrue("\(error)".hasPrefix("navigation.rules:2:"), "\(error)")
    }
    XCTAssertThrowsError(try NavigationRules(text: "deep-link-only shop Receipt because   \n"))
  }

  func testAnUndeclaredChangeIsDriftWithMinusAndPlusLines() {
    let baseline = healthy().map.text
    var changed = healthy().map
    changed.edges.remove(MapEdge(from: "Payment", gesture: "back", to: "Checkout"))
    changed.add(MapEdge(from: "Payment", gesture: "back", to: "Home"))
    XCTAssertEqual(
      MapCheck.drift(baseline: baseline, map: changed),
      ["-edge Payment -- back -> Checkout", "+edge Payment -- back -> Home"])
    XCTAssertEqual(MapCheck.drift(baseline: baseline, map: healthy().map), [])
  }

  /// A screen the walk reached but stopped before exploring is not judged a dead end: the
  /// check says the limits were too small.
  func testAScreenTheWalkDidNotExploreIsReportedNotJudged() {
    var exploration = healthy()
    exploration.map.add(MapEdge(from: "Payment", gesture: "tap Pay", to: "Receipt"))
    exploration.unexplored = ["Receipt"]
    let problems = MapCheck.problems(exploration)
    XCTAssertEqual(problems.map(\.kind), [.unexplored])
    XCTAssertEqual(problems.first?.screen, "Receipt")
  }

  func testTheBaselineReadsBackAsTheSameMap() {
    let map = healthy().map
    XCTAssertEqual(NavigationMap(text: map.text), map)
    XCTAssertEqual(Array(map.lines.prefix(3)), ["app shop", "root Home", "screen Checkout"])
  }

  /// A baseline or rules file saved with CRLF or CR line endings, or with a byte-order mark,
  /// reads as the LF one: "\r\n" is one character in Swift, which a split at "\n" never finds.
  func testCRLFCROrABOMReadsAsTheLFFile() throws {
    let map = healthy().map
    for text in [
      map.text.replacingOccurrences(of: "\n", with: "\r\n"),
      map.text.replacingOccurrences(of: "\n", with: "\r"), "\u{FEFF}" + map.text,
    ] {
      XCTAssertEqual(NavigationMap(text: text), map)
      XCTAssertEqual(MapCheck.drift(baseline: text, map: map), [])
    }
    let rules = "# why\r\ndeep-link-only shop Receipt because the order mail opens it\r\n"
    let crlf = try NavigationRules(text: "\u{FEFF}" + rules)
    XCTAssertEqual(crlf.deepLinkOnly.first?.reason, "the order mail opens it")
    XCTAssertThrowsError(try NavigationRules(text: "\r\ndeep-link-only shop Receipt\r\n")) { error in
      XCTAssertTrue("\(error)".hasPrefix("navigation.rules:2:"), "\(error)")
    }
  }
}
