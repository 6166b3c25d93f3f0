import HeadlessUI
import ThirdPartyShim

/// The assembly: the one store, created at launch from a World, owning the whole tree.
/// An executable (or a terminal driver) makes one and hosts `rootView`.
@MainActor
public final class BookshelfApp {
  public let store: StoreOf<AppFeature>

  public init(world: World) {
    store = Store(initialState: AppFeature().launched(world.initialState)) {
      AppFeature()
    } withDependencies: {
      world.install(into: &$0)
    }
  }

  /// The scene's root. Deep links arrive through its `onOpenURL`.
  public var rootView: RootView { RootView(store: store) }
}
