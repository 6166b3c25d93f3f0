import AppDomain
import Editor
import Foundation
import Library
import ThirdPartyShim

/// Everything the app needs from outside, chosen once at launch: the document's `World`.
///
/// A World installs one storage into every client that needs it (the library's loader, the
/// editor's saver, the app's own deletes and settings), so the features stay behind their
/// interfaces and the live/test choice is made in one place.
public struct World: Sendable {
  public var storage: LibraryStorage
  /// The settings read at launch.
  public var settings: AppSettings
  /// What to tell the user at launch, e.g. that a corrupt file was set aside.
  public var launchNotice: String?

  public init(storage: LibraryStorage, settings: AppSettings, launchNotice: String? = nil) {
    self.storage = storage
    self.settings = settings
    self.launchNotice = launchNotice
  }

  /// The live world: the library as JSON files in `directory`, read now.
  public static func live(directory: URL, seed: Catalog = .sample, now: Date = Date()) -> World {
    let opened = FileLibrary.open(directory: directory, seed: seed, now: now)
    return World(
      storage: opened.library.storage, settings: opened.settings,
      launchNotice: opened.problems.isEmpty ? nil : opened.problems.joined(separator: "\n"))
  }

  /// A test world over `library`, kept in memory.
  public static func test(_ library: MemoryLibrary, settings: AppSettings = AppSettings())
    -> World
  {
    World(storage: library.storage, settings: settings)
  }

  /// The app's state at launch: the stored settings and any launch notice.
  public var initialState: AppFeature.State {
    AppFeature.State(settings: settings, notice: launchNotice)
  }

  /// Installs this world's storage as the app's dependencies.
  public func install(into values: inout DependencyValues) {
    values.libraryStorage = storage
    values.libraryClient = LibraryClient(load: storage.load)
    values.editorClient = EditorClient(save: storage.save)
  }
}
