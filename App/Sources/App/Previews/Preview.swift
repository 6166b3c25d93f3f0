import AppShell
import HeadlessUI
import Synchronization
import ThirdPartyShim

/// One feature run alone, isowords style (`App/Previews/HomeFeaturePreview` there): a default
/// state, its own standalone stack, the App's demo clients, and nothing of the flows.
///
/// A feature team tries its package without the app around it: `app preview Payment`. What the
/// feature tells its host (its delegate or output actions) has no host to go to here, so the
/// preview prints it under the screen: `→ host hears: delegate(.succeeded(…))`.
@MainActor
struct Preview {
  let name: String
  let summary: String
  let launch: @MainActor (LaunchContext) -> LaunchedApp
}

/// Every preview, by feature name.
@MainActor
enum PreviewCatalog {
  static let all: [Preview] = ShopPreviews.all + BookshelfPreviews.all + AddedPreviews.all

  nonisolated static let names =
    ["Home", "Checkout", "Payment", "Receipt", "PromoCode", "Library", "Book", "Editor"]
    + AddedPreviews.names

  static var listing: String {
    "Previews (app preview FEATURE):\n"
      + all.map { "  " + $0.name.padding(toLength: 11, withPad: " ", startingAt: 0) + $0.summary }
      .joined(separator: "\n")
  }

  /// Launches the preview named `name` (any case), or `nil` when there is none.
  static func launch(_ name: String, _ context: LaunchContext) -> LaunchedApp? {
    all.first { $0.name.lowercased() == name.lowercased() }?.launch(context)
  }

  /// Hosts `content` over `store` with the outputs line under it, and a session whose
  /// `show nav` prints `navigation`. The session waits for the effects `context.effects`
  /// counts: build the store's reducer in `context.effects.tracking { … }`.
  static func host<State, Action, Content: View>(
    _ name: String, store: Store<State, Action>, outputs: OutputLog, context: LaunchContext,
    banner: [String], navigation: @escaping @MainActor () -> String,
    customCommands: [CustomCommand] = [], @ViewBuilder content: () -> Content
  ) -> LaunchedApp {
    let host = ViewHost(PreviewScreen(content: content(), outputs: outputs))
    let session = Session(
      host: host, activity: context.activity, effects: context.effects, console: context.console,
      navigationReport: navigation, customCommands: customCommands)
    session.observe(store)
    return LaunchedApp(
      banner: ["Preview: \(name), alone with a default state and its own stack."] + banner
        + ["Type `help` for the commands."],
      session: session)
  }
}

/// The feature's screen, and under it what the feature sent to its (absent) host.
struct PreviewScreen<Content: View>: View {
  let content: Content
  let outputs: OutputLog

  var body: some View {
    VStack {
      content
      if let last = outputs.last { Text("→ host hears: \(last)") }
    }
  }
}

/// The outputs a previewed feature sent, for the line under its screen. Written from the
/// reducer (not isolated) and read by the view, so it is lock-protected.
final class OutputLog: Sendable {
  private let sent = Mutex<[String]>([])

  var last: String? { sent.withLock { $0.last } }
  var all: [String] { sent.withLock { $0 } }

  /// A reducer to run after the feature's: records each action `describe` calls an output.
  func recorder<State, Action>(_ describe: @escaping (Action) -> String?) -> Reduce<State, Action> {
    Reduce { _, action in
      if let output = describe(action) { self.sent.withLock { $0.append(output) } }
      return .none
    }
  }
}
