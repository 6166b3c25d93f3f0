import AppShell
import HeadlessUI
import ThirdPartyShim
import XCTest

/// The session against a tiny app: frames after gestures, waiting for an effect that sleeps
/// on the tracked clock, the dismissal frame of a sheet, messages for impossible commands.
@MainActor
final class SessionTests: XCTestCase {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var isLoading = false
      var showsSheet = false
    }
    enum Action: Equatable {
      case incrementTapped, loadTapped, loaded(Int), sheetTapped, sheetDismissed, slowTapped
    }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementTapped:
        state.count += 1
      case .loadTapped:
        state.isLoading = true
        return .run { [clock] send in
          try await clock.sleep(for: .milliseconds(50))
          await send(.loaded(42))
        }
      case let .loaded(value):
        state.isLoading = false
        state.count = value
      case .slowTapped:
        state.isLoading = true
        // Not on the injected clock: only the effect tracker sees this one.
        return .run { send in
          try await Task.sleep(for: .milliseconds(40))
          await send(.loaded(7))
        }
      case .sheetTapped:
        state.showsSheet = true
      case .sheetDismissed:
        state.showsSheet = false
      }
      return .none
    }
  }

  struct CounterView: View {
    let store: StoreOf<Counter>
    var body: some View {
      VStack {
        Text("Count: \(store.count)")
        if store.isLoading { Text("Loading…") }
        Button("Increment") { store.send(.incrementTapped) }
        Button("Load") { store.send(.loadTapped) }
        Button("Sheet") { store.send(.sheetTapped) }
        Button("Slow") { store.send(.slowTapped) }
      }
      .sheet(
        isPresented: Binding(
          get: { store.showsSheet }, set: { if !$0 { store.send(.sheetDismissed) } })
      ) {
        Text("In the sheet")
      }
    }
  }

  let console = RecordingConsole()

  func makeSession() -> Session {
    let activity = Activity()
    let effects = EffectTracker()
    let store = Store(initialState: Counter.State()) {
      effects.tracking { Counter() }
    } withDependencies: {
      $0.continuousClock = TrackedClock(ContinuousClock(), activity: activity)
    }
    let session = Session(
      host: ViewHost(CounterView(store: store)), activity: activity, effects: effects, console: console,
      navigationReport: { "count: \(store.count)" },
      customCommands: [
        CustomCommand(names: ["reset"], usage: "reset", summary: "says reset") { _ in "reset!" }
      ])
    session.observe(store)
    return session
  }

  func testAGestureDrawsTheNextFrame() async throws {
    let session = makeSession()
    await session.start()
    let outcome = try await session.run(line: "tap Increment")
    XCTAssertEqual(outcome, .proceed)
    XCTAssertEqual(
      console.lines.last,
      """
      Count: 1
      [Increment]
      [Load]
      [Sheet]
      [Slow]
      gestures: tap Increment · tap Load · tap Sheet · tap Slow
      """)
  }

  func testAnEffectOnTheTrackedClockIsWaitedFor() async throws {
    let session = makeSession()
    await session.start()
    _ = try await session.run(line: "tap Load")
    let frames = console.lines.suffix(3)
    XCTAssertTrue(frames.first?.contains("Loading…") == true, "the frame right after the tap")
    XCTAssertEqual(Array(frames)[1], "  ⋯")
    XCTAssertTrue(frames.last?.hasPrefix("Count: 42") == true, "the frame after the effect")
  }

  func testAnEffectOffTheTrackedClockIsWaitedForToo() async throws {
    let session = makeSession()
    await session.start()
    _ = try await session.run(line: "tap Slow")
    XCTAssertTrue(console.lines.last?.hasPrefix("Count: 7") == true, console.text)
  }

  func testASheetAnimatesOutInItsOwnFrame() async throws {
    let session = makeSession()
    await session.start()
    _ = try await session.run(line: "tap Sheet")
    XCTAssertTrue(console.lines.last?.contains("┌─ sheet ─") == true)
    _ = try await session.run(line: "dismiss")
    XCTAssertTrue(console.lines.suffix(3).first?.contains("┌─ sheet (dismissing) ─") == true)
    XCTAssertFalse(console.lines.last?.contains("sheet") == true)
  }

  func testImpossibleAndUnknownCommandsSayWhatIsPossible() async {
    let session = makeSession()
    await session.start()
    await assertThrows(session, "tap Nope") {
      XCTAssertEqual(
        $0,
        """
        Cannot tap Nope: no button “Nope” on this screen.
        Possible: tap Increment · tap Load · tap Sheet · tap Slow
        """)
    }
    await assertThrows(session, "back") { XCTAssertTrue($0.contains("nothing to go back to")) }
    await assertThrows(session, "9") { XCTAssertTrue($0.contains("9 is not one of them")) }
    await assertThrows(session, "expect Count: 7") {
      XCTAssertEqual($0, "Expected the screen to show “Count: 7”; it does not.")
    }
  }

  func testShellCommands() async throws {
    let session = makeSession()
    await session.start()
    _ = try await session.run(line: "2")
    XCTAssertTrue(console.lines.last?.contains("Loading…") == false)
    _ = try await session.run(line: "expect Count: 42")
    _ = try await session.run(line: "show nav")
    XCTAssertEqual(console.lines.last, "count: 42")
    _ = try await session.run(line: "reset")
    XCTAssertEqual(console.lines.last, "reset!")
    _ = try await session.run(line: "help")
    XCTAssertTrue(console.lines.last?.contains("reset") == true)
    XCTAssertTrue(
      console.lines.last?.hasSuffix("Possible now: 1. tap Increment  2. tap Load  3. tap Sheet  4. tap Slow")
        == true)
    let outcome = try await session.run(line: "quit")
    XCTAssertEqual(outcome, .quit)
  }

  func testAScriptStopsAtTheFirstFailureNamingItsLine() async {
    let session = makeSession()
    await session.start()
    let failure = await ScriptRunner(session: session, console: console)
      .run("# a comment\ntap Increment\n\ntap Nope\ntap Increment\n", file: "demo.txt")
    XCTAssertEqual(failure?.line, 4)
    XCTAssertEqual(
      console.errors,
      [
        "demo.txt:4: error: `tap Nope`: Cannot tap Nope: no button “Nope” on this screen.\nPossible: tap Increment · tap Load · tap Sheet · tap Slow"
      ])
    XCTAssertTrue(console.lines.contains("> tap Increment"))
    XCTAssertFalse(console.text.contains("Count: 2"), "the script stopped")
  }

  private func assertThrows(
    _ session: Session, _ line: String, _ check: (String) -> Void
  ) async {
    do {
      _ = try await session.run(line: line)
      XCTFail("“\(line)” should have failed")
    } catch {
      check(error.message)
    }
  }
}
