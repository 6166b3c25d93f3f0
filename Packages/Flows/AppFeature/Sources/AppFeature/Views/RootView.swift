import AppDomain
import Core
import HeadlessUI
import Library
import ThirdPartyShim

/// The root: binds the selection (tabs) and the stack (the Library tab's path). Both
/// bindings send actions, so a vetoed tab switch or a back swipe goes through the reducer.
/// Also shows the notice alert and turns opened URLs into `.openedURL`.
public struct RootView: View {
  let store: StoreOf<AppFeature>
  let router: AppRouter

  public init(store: StoreOf<AppFeature>) {
    self.store = store
    self.router = AppRouter(store: store)
  }

  public var body: some View {
    TabView(selection: store.binding(get: \.tab, send: { .tab(.select($0)) })) {
      NavigationStack(
        path: store.binding(get: \.screens, send: { .nav(.setPath($0.map(\.route))) })
      ) {
        LibraryView(store: store.scope(state: \.library, action: \.library))
          .navigationDestination(for: StackScreen.self) { router.view(for: $0) }
      }
      .tabItem { Label("Library", systemImage: "books.vertical") }
      .tag(Tab.library)

      SettingsView(store: store)
        .tabItem { Label("Settings", systemImage: "gearshape") }
        .tag(Tab.settings)
    }
    .alert("Bookshelf", isPresented: store.presence(\.notice, dismiss: .notice(.dismiss))) {
      Button("OK") {}
    } message: {
      Text(store.notice ?? "")
    }
    .onOpenURL { store.send(.openedURL($0)) }
  }
}
