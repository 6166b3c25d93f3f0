import AppDomain
import AppFeature
import AppShell
import Checkout
import Foundation
import HeadlessUI
import Payment
import ThirdPartyShim

/// The Bookshelf app as the map explores it: `RootView` over an `AppFeature` store, as the
/// App runs it, on the sample library in memory (each walk starts from the same books; a
/// relaunch keeps them, as a disk would) and clients that answer at once.
@MainActor
public final class BookshelfSubject: MapSubject {
  public static let app = "bookshelf"

  /// Every tab and every route case (the switches make a new case a compile error here),
  /// the editor and checkout sheets with what Checkout presents, and the two alerts.
  public static var declaredScreens: [DeclaredScreen] {
    let routes: [AppRoute] = [.shelf(0), .book(0)]
    return Tab.allCases.map { tab in
      switch tab {
      case .library, .settings: DeclaredScreen(.screen, Screen.name(ofPathValue: tab))
      }
    }
      + routes.map { route in
        switch route {
        case .shelf, .book: DeclaredScreen(.screen, Screen.name(ofPathValue: route))
        }
      }
      + [
        DeclaredScreen(.sheet, "Editor"), DeclaredScreen(.sheet, "Checkout"),
        DeclaredScreen(.sheet, "PromoCode"), DeclaredScreen(.alert, "PaymentFailed"),
        DeclaredScreen(.alert, "DeleteBook"), DeclaredScreen(.alert, "Notice"),
      ]
  }

  public static let deepLinks = [
    DeepLinkPattern("bookshelf://book/<id>", example: "bookshelf://book/1", lands: "Book")
  ]

  public private(set) var store: StoreOf<AppFeature>
  public private(set) var session: Session
  /// Counts the store's effects for the session and ends them when a walk is over.
  private var effects: EffectTracker
  private var world: World

  public init() {
    world = World(storage: MemoryLibrary(catalog: .sample).storage, settings: AppSettings())
    (store, session, effects) = Self.launch(world.initialState, world: world)
  }

  private static func launch(_ state: AppFeature.State, world: World) -> (
    StoreOf<AppFeature>, Session, EffectTracker
  ) {
    let effects = EffectTracker()
    let store = Store(initialState: AppFeature().launched(state)) {
      effects.tracking { AppFeature() }
    } withDependencies: {
      world.install(into: &$0)
      $0.continuousClock = TestClock()
      $0.paymentClient = PaymentClient { _ in "order-1001" }
    }
    let session = Session(
      host: ViewHost(RootView(store: store)), activity: Activity(), effects: effects,
      console: SilentConsole(),
      navigationReport: { "" }, quietPause: .microseconds(50))
    session.observe(store)
    return (store, session, effects)
  }

  public var screen: Screen { Self.screen(of: store.state) }

  public func tearDown() { effects.cancelAll() }
  public var level: Int { Self.level(of: store.state) }

  /// The tab's screen (the top of the Library's stack, or Settings) with what is presented
  /// over it: the editor, Checkout named by the top of its own stack and what it presents,
  /// the delete question, a notice.
  public static func screen(of state: AppFeature.State) -> Screen {
    var screen: Screen
    switch state.tab {
    case .settings: screen = Screen(Screen.name(ofPathValue: Tab.settings))
    case .library:
      screen = Screen(state.path.last.map(Screen.name(ofPathValue:)) ?? Screen.name(ofPathValue: Tab.library))
    }
    if state.editor.wrapped != nil { screen = screen.with(.sheet, "Editor") }
    if let checkout = state.checkout.wrapped {
      let top = checkout.nav.items.last.map { Screen.name(ofPathValue: $0.base) } ?? "Checkout"
      screen = screen.with(.sheet, top)
      if checkout.promoCode != nil { screen = screen.with(.sheet, "PromoCode") }
      if checkout.payment?.alert != nil { screen = screen.with(.alert, "PaymentFailed") }
    }
    if state.book?.confirmingDelete == true { screen = screen.with(.alert, "DeleteBook") }
    if state.notice != nil { screen = screen.with(.alert, "Notice") }
    return screen
  }

  /// Pushed screens on the visible tab (and in Checkout's own stack) plus the layers over them.
  public static func level(of state: AppFeature.State) -> Int {
    let pushed = state.tab == .library ? state.path.count : 0
    return pushed + (state.checkout.wrapped?.nav.count ?? 0) + screen(of: state).overlays.count
  }

  public func general(_ gesture: Gesture) -> String {
    Self.general(gesture, state: store.state, frame: session.lastFrame ?? "")
  }

  /// A shelf's row is `tap a shelf`, a book's `tap a book`, a related book's `tap a related
  /// book`; a typed text is left out.
  public static func general(_ gesture: Gesture, state: AppFeature.State, frame: String) -> String {
    switch gesture {
    case let .tap(label):
      let catalog = state.library.catalog
      if catalog.shelves.contains(where: { label.hasPrefix($0.name + " (") }) { return "tap a shelf" }
      if catalog.books.contains(where: { $0.title == label }) {
        return FrameSections.rowName(of: label, in: frame).map { "tap \($0) book" } ?? "tap a book"
      }
      return gesture.description
    case let .type(field, _): return "type \(field)"
    default: return gesture.description
    }
  }

  /// A new title gives the editor unsaved edits (what a deep link then asks about); notes
  /// change nothing the navigation shows.
  public func text(forField field: String) -> String? { field == "Title" ? "Dune II" : nil }

  /// A link to the first book the library holds now (a walk may have deleted the example's).
  public func url(for link: DeepLinkPattern) -> URL {
    guard let book = store.state.library.catalog.books.first else { return link.example }
    return URL(string: "bookshelf://book/\(book.id)") ?? link.example
  }

  /// What the App does at quit and launch: the tab and the stack are saved, the settings
  /// were written when they changed, and the launch shows the stack once the library loaded.
  public func relaunch() async {
    let saved = store.state.savedNavigation
    guard let data = try? JSONEncoder().encode(saved),
      let read = try? JSONDecoder().decode(AppFeature.State.SavedNavigation.self, from: data)
    else { return }
    effects.cancelAll()
    world.settings = store.state.settings
    var state = world.initialState
    state.restore(read)
    (store, session, effects) = Self.launch(state, world: world)
    await session.start()
  }
}
