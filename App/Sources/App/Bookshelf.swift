import AppFeature
import AppShell
import Core
import Foundation
import HeadlessUI
import ThirdPartyShim

/// The Bookshelf app, assembled as the document's Layer 7 does at `@main`: one store, created
/// at launch from the live World, owning the whole tree; `RootView` over it; deep links in
/// through the root's `onOpenURL` as `.openedURL`.
///
/// The store is built here rather than through `AppFeature.BookshelfApp(world:)` because the
/// App adds its own clients on top of the World: the tracked real clock and the demo payment
/// gateway for “Buy a copy”, and the World's storage wrapped so the shell waits for each
/// write to reach the disk before drawing the next frame (and before exiting).
@MainActor
enum Bookshelf {
  static func launch(_ context: LaunchContext) -> LaunchedApp {
    var world = World.live(directory: URL(fileURLWithPath: context.dataDirectory.path))
    world.storage = tracked(world.storage, by: context.activity)
    let payments = DemoPaymentClient()
    let file = context.dataDirectory.navigationFile
    let restored = NavigationFile.restore(
      from: file, fresh: context.fresh, decode: savedNavigation(from:))
    var initialState = world.initialState
    if let saved = restored.state { initialState.restore(saved) }
    // What was restored is launched: its states matched to its routes, before the first frame.
    let store = Store(initialState: AppFeature().launched(initialState)) {
      context.effects.tracking { AppFeature() }
    } withDependencies: {
      world.install(into: &$0)
      $0.useAppClients(activity: context.activity, payments: payments)
    }
    let session = Session(
      host: ViewHost(RootView(store: store)), activity: context.activity,
      effects: context.effects, console: context.console, navigationReport: { report(store.state) },
      customCommands: [payments.failCommand])
    session.observe(store)
    return LaunchedApp(
      banner: [
        "Bookshelf: tabs (selection), a stack (Library › shelf › book), an editor sheet "
          + "(presentation), a delete alert (optional).",
        "Data: \(context.dataDirectory.libraryFile) (settings.json next to it; "
          + "--data-dir or $\(DataDirectory.environmentVariable) to choose, delete to start over).",
        "Deep link: bookshelf://book/<id>. Buy a copy runs Checkout in a sheet; " + ShopApp.paymentsShort,
        restored.message,
        "Type `help` for the commands, `show nav` for the navigation state.",
      ],
      session: session,
      onQuit: {
        // The tab and the stack; sheets and alerts belong to the moment they were up. Effects
        // are left alone: the shell has waited for the library's writes to reach the disk.
        restored.save { try saved(store.state.savedNavigation) }
      })
  }

  /// The navigation file's contents: sorted, indented JSON, so it diffs readably.
  nonisolated static func saved(_ navigation: AppFeature.State.SavedNavigation) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(navigation)
  }

  /// The navigation a file holds; throws, naming what is wrong, on anything it cannot read
  /// (a route or a tab this version does not have): the whole file or nothing.
  nonisolated static func savedNavigation(from data: Data) throws -> AppFeature.State.SavedNavigation {
    try JSONDecoder().decode(AppFeature.State.SavedNavigation.self, from: data)
  }

  /// Every endpoint counted as in flight while it runs: the shell draws after the write.
  static func tracked(_ storage: LibraryStorage, by activity: Activity) -> LibraryStorage {
    LibraryStorage(
      load: { try await activity.track { try await storage.load() } },
      save: { book in try await activity.track { try await storage.save(book) } },
      delete: { id in try await activity.track { try await storage.delete(id) } },
      saveSettings: { settings in
        try await activity.track { try await storage.saveSettings(settings) }
      })
  }

  /// The four shapes as `AppFeature.State` stores them, in the document's recap order.
  static func report(_ state: AppFeature.State) -> String {
    var report = NavigationReport()
    report.add("tab (selection)", "\(state.tab)")
    report.add("path (stack)", NavigationReport.describe(state.path.map { AnyHashable($0) }))
    report.add("editor (presentation)", NavigationReport.stage(state.editor))
    if let editor = state.editor.wrapped {
      report.add("editor.hasUnsavedEdits", "\(editor.hasUnsavedEdits)")
    }
    report.add("checkout (presentation)", NavigationReport.stage(state.checkout))
    if let checkout = state.checkout.wrapped {
      report.add("checkout.nav.items (its own stack)", items: checkout.nav)
    }
    if state.books.count > 1 {
      let covered = state.books.dropLast().map { "“\($0.book.title)” (id \($0.book.id))" }
      report.add("books below (one state per book screen)", covered.joined(separator: ", "))
    }
    if let book = state.book {
      report.add("book (optional slice)", "“\(book.book.title)” (id \(book.book.id))")
      report.add("book.confirmingDelete (optional, Bool)", "\(book.confirmingDelete)")
    } else {
      report.add("book (optional slice)", "nil")
    }
    report.add("notice (optional)", state.notice.map { "“\($0)”" } ?? "nil")
    return report.text
  }
}
