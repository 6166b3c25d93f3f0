import AppDomain
import Foundation

/// Bookshelf's navigation across a relaunch: the tab and the stack, saved on quit.
///
/// Sheets and alerts are not saved: an editor's draft or a delete question belongs to the
/// moment it was asked in. The stack comes back once the library has loaded, because its
/// screens are made from the library; a route whose shelf or book has gone since is cut,
/// with the screens above it, and the user is told.
extension AppFeature.State {
  /// What is saved: which tab, and the Library tab's stack.
  public struct SavedNavigation: Codable, Equatable, Sendable {
    public var tab: Tab
    public var path: [AppRoute]

    public init(tab: Tab, path: [AppRoute]) {
      self.tab = tab
      self.path = path
    }
  }

  /// The navigation to save now.
  public var savedNavigation: SavedNavigation {
    SavedNavigation(tab: tab, path: path)
  }

  /// Starts from saved navigation: the tab at once, the stack when the library has loaded.
  public mutating func restore(_ saved: SavedNavigation) {
    tab = saved.tab
    restoredPath = saved.path.isEmpty ? nil : saved.path
  }
}

extension AppFeature {
  /// Shows the saved stack up to its first route the library no longer has.
  func restore(_ path: [AppRoute], _ state: inout State) {
    let catalog = state.library.catalog
    let kept = path.prefix {
      switch $0 {
      case let .shelf(id): catalog.shelf(id: id) != nil
      case let .book(id): catalog.book(id: id) != nil
      }
    }
    if kept.count < path.count {
      state.notice =
        "The screens you left are not all in your library any more; showing the ones that are."
    }
    state.path = Array(kept)
  }
}
