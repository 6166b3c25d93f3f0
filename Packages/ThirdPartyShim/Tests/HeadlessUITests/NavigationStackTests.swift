import HeadlessUI
import ThirdPartyShim
import XCTest

/// `NavigationStack` with SwiftUI's semantics: destinations resolve from the root's
/// registrations, gestures write a shorter path, misuse is reported and drawn visibly.
@MainActor
final class NavigationStackTests: XCTestCase {
  func testRootAndPushedScreensWithBreadcrumbs() {
    let path = makePath()
    let host = ViewHost(ShopView(path: path))
    XCTAssertEqual(
      host.render(),
      """
      ≡ Home
        Welcome
        [Buy]
      gestures: tap Buy
      """)
    path.wrappedValue.append(CheckoutPath.checkout)
    path.wrappedValue.append(CheckoutPath.payment)
    XCTAssertEqual(
      host.render(),
      """
      ≡ Home › Checkout › Payment
        toolbar: [Pay] (destructive)
        Pay 42 €
      gestures: tap Pay · back · root
      """)
  }

  func testTapPushesThroughTheBindingAndBackWritesAShorterPath() async throws {
    let path = makePath()
    var writes: [Int] = []
    let observed = Binding(
      get: { path.wrappedValue },
      set: {
        writes.append($0.count); path.wrappedValue = $0
      })
    let host = ViewHost(ShopView(path: observed))
    try host.perform(.tap("Buy"))
    try host.perform(.tap("Continue"))
    XCTAssertEqual(path.wrappedValue, NavigationPath([CheckoutPath.checkout, .payment]))
    try host.perform(.back)
    XCTAssertEqual(path.wrappedValue, NavigationPath([CheckoutPath.checkout]))
    XCTAssertTrue(host.render().hasPrefix("≡ Home › Checkout\n"))
    try host.perform(.tap("Continue"))
    try host.perform(.popToRoot)
    XCTAssertEqual(path.wrappedValue, NavigationPath())
    XCTAssertEqual(writes, [1, 2, 1, 2, 0], "every push and pop went through the binding")
  }

  func testBackAtTheRootIsImpossible() {
    let host = ViewHost(ShopView(path: makePath()))
    XCTAssertThrowsError(try host.perform(.back)) { error in
      XCTAssertEqual(
        "\(error)",
        """
        Cannot back: the screen is the root of its stack; there is nothing to go back to.
        Possible: tap Buy
        """)
    }
  }

  func testTypedPathVariant() async throws {
    enum Route: Hashable { case shelf(Int), book(Int) }
    struct Root: View {
      let path: Binding<[Route]>
      var body: some View {
        NavigationStack(path: path) {
          Button("Shelf 1") { path.wrappedValue.append(.shelf(1)) }
            .navigationTitle("Library")
            .navigationDestination(for: Route.self) { route in
              switch route {
              case let .shelf(id): Text("Shelf \(id)").navigationTitle("Shelf \(id)")
              case let .book(id): Text("Book \(id)").navigationTitle("Book \(id)")
              }
            }
        }
      }
    }
    let path = Binding<[Route]>(initialValue: [.shelf(1), .book(7)])
    let host = ViewHost(Root(path: path))
    XCTAssertEqual(host.render(), "≡ Library › Shelf 1 › Book 7\n  Book 7\ngestures: back · root")
    try host.perform(.back)
    XCTAssertEqual(path.wrappedValue, [.shelf(1)])
    try host.perform(.popToRoot)
    XCTAssertEqual(path.wrappedValue, [])
  }

  func testRegistrationAroundTheRootResolves() {
    struct Root: View {
      let path: Binding<NavigationPath>
      var body: some View {
        NavigationStack(path: path) {
          VStack { HomeView(path: path) }
            .checkoutDestinations(path: path)
        }
      }
    }
    let warnings = collectIssuesSynchronously {
      XCTAssertTrue(ViewHost(Root(path: makePath(.checkout))).render().contains("Coffee grinder"))
    }
    XCTAssertEqual(warnings, [])
  }

  func testRegistrationInsideAPushedScreenIsReportedAndIgnored() {
    struct Pushing: View {
      var body: some View {
        Text("Checkout")
          .navigationDestination(for: OrphanPath.self) { _ in Text("never") }
      }
    }
    struct Root: View {
      let path: Binding<NavigationPath>
      var body: some View {
        NavigationStack(path: path) {
          Text("Home").navigationDestination(for: CheckoutPath.self) { _ in Pushing() }
        }
      }
    }
    let path = Binding(initialValue: NavigationPath())
    path.wrappedValue.append(CheckoutPath.checkout)
    path.wrappedValue.append(OrphanPath.lost)
    var frame = ""
    let warnings = collectIssuesSynchronously { frame = ViewHost(Root(path: path)).render() }
    XCTAssertEqual(warnings.count, 2)
    XCTAssertTrue(
      warnings[0].hasPrefix(
        "A navigationDestination for “OrphanPath” is declared inside a view pushed onto a NavigationStack (depth 1), and is ignored."
      ))
    XCTAssertTrue(warnings[0].contains("Only root-level navigation destinations are effective"))
    XCTAssertTrue(warnings[1].hasPrefix("A NavigationStack path holds a value of type “OrphanPath” (lost)"))
    XCTAssertTrue(frame.contains("⚠ no navigationDestination for OrphanPath: lost"))
  }

  func testUnmatchedValueRendersAPlaceholder() {
    let path = makePath(.checkout)
    path.wrappedValue.append(OrphanPath.lost)
    let host = ViewHost(ShopView(path: path))
    var frame = ""
    let warnings = collectIssuesSynchronously { frame = host.render() }
    XCTAssertEqual(
      warnings,
      [
        """
        A NavigationStack path holds a value of type “OrphanPath” (lost) but there is no \
        matching navigationDestination declaration visible from the location of the stack. The \
        value is shown as a placeholder. Register navigationDestination(for: OrphanPath.self) on \
        the stack's root view.
        """
      ])
    XCTAssertEqual(
      frame,
      """
      ≡ Home › Checkout › (untitled)
        ⚠ no navigationDestination for OrphanPath: lost
      gestures: back · root
      """)
    XCTAssertEqual(collectIssuesSynchronously { host.render() }, [], "reported once per host")
  }

  func testNestedStackIsReported() {
    struct Root: View {
      var body: some View {
        NavigationStack {
          NavigationStack { Text("Inner") }
        }
      }
    }
    var frame = ""
    let warnings = collectIssuesSynchronously { frame = ViewHost(Root()).render() }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings[0].hasPrefix("A NavigationStack is nested inside another NavigationStack"))
    XCTAssertEqual(frame, "≡ (untitled)\n  ⚠ nested NavigationStack ignored\n  Inner\ngestures: (none)")
  }

  func testDuplicateRegistrationKeepsTheOneClosestToTheRoot() {
    struct Root: View {
      let path: Binding<NavigationPath>
      var body: some View {
        NavigationStack(path: path) {
          Text("Home")
            .navigationDestination(for: CheckoutPath.self) { _ in Text("inner") }
            .navigationDestination(for: CheckoutPath.self) { _ in Text("outer") }
        }
      }
    }
    var frame = ""
    let warnings = collectIssuesSynchronously { frame = ViewHost(Root(path: makePath(.checkout))).render() }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(
      warnings[0].hasPrefix("A navigationDestination for “CheckoutPath” was declared earlier on the stack."))
    XCTAssertTrue(frame.contains("  outer"))
  }

  func testStackInsideASheetIsItsOwnContext() {
    struct Root: View {
      let path: Binding<NavigationPath>
      var body: some View {
        NavigationStack(path: path) {
          Text("Home").checkoutDestinations(path: path)
        }
        .sheet(isPresented: .constant(true)) {
          NavigationStack {
            Text("Promo").navigationTitle("Promo code")
          }
        }
      }
    }
    var frame = ""
    let warnings = collectIssuesSynchronously { frame = ViewHost(Root(path: makePath(.checkout))).render() }
    XCTAssertEqual(warnings, [])
    XCTAssertTrue(frame.contains("┌─ sheet ─\n│ ≡ Promo code\n│   Promo\n└─"))
  }
}
