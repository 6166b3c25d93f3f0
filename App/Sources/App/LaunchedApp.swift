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
  /// Runs when the app quits, however the session ended: saves what must survive a
  /// relaunch. Returns a message for standard error when it could not.
  var onQuit: (@MainActor () -> String?)? = nil
}

/// Everything an app needs from the process to launch.
@MainActor
struct LaunchContext {
  let console: any Console
  let activity: Activity
  /// Counts and cancels the effects of the store the app hosts: its root reducer is built in
  /// `effects.tracking { … }` and its session waits on it.
  let effects = EffectTracker()
  /// Where Bookshelf keeps its library; resolved from `--data-dir`, the environment, home.
  let dataDirectory: DataDirectory
  /// Where Shop saves its navigation; resolved from `--data-dir`, `$SHOP_DATA_DIR`, home.
  var shopDirectory: DataDirectory? = nil
  /// `--fresh`: start from the first screen, ignoring saved navigation (still saved on quit).
  var fresh = false
}
