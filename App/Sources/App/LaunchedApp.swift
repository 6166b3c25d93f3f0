import AppShell
import Foundation

/// An app (or a preview) ready to drive: its session, and what to tell a person at launch.
///
/// Each app builds its store exactly once, here, as both design documents do at `@main`:
/// the store owns the whole tree for the life of the process, and the view is a function of it.
@MainActor
struct LaunchedApp {
  /// Lines printed before the first frame: what this is, where its data lives, which
  /// clients it runs on.
  let banner: [String]
  let session: Session
}

/// Everything an app needs from the process to launch.
@MainActor
struct LaunchContext {
  let console: any Console
  let activity: Activity
  /// Where Bookshelf keeps its library; resolved from `--data-dir`, the environment, home.
  let dataDirectory: DataDirectory
}
