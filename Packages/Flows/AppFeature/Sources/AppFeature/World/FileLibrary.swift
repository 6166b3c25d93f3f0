import AppDomain
import Foundation

/// The live storage: the library in `library.json` and the settings in `settings.json`, in a
/// directory the app chooses (injected, so tests use a temporary one).
///
/// Both files are read once, at launch (`open`); afterwards the actor's copy is the truth and
/// every change is written through atomically before it is reported as done.
public actor FileLibrary {
  /// What opening found: the storage, the settings to start with, and what to tell the user.
  public struct Opened: Sendable {
    public let library: FileLibrary
    public let settings: AppSettings
    /// Problems found at launch (a corrupt file moved aside), in words for the user.
    public let problems: [String]
  }

  private let libraryFile: JSONFile<Catalog>
  private let settingsFile: JSONFile<AppSettings>
  private var catalog: Catalog
  private var settings: AppSettings
  /// Set when a corrupt file could not be moved aside: writing would destroy it, so writes
  /// are refused with this reason.
  private let readOnlyReason: String?

  private init(
    libraryFile: JSONFile<Catalog>, settingsFile: JSONFile<AppSettings>, catalog: Catalog,
    settings: AppSettings, readOnlyReason: String?
  ) {
    self.libraryFile = libraryFile
    self.settingsFile = settingsFile
    self.catalog = catalog
    self.settings = settings
    self.readOnlyReason = readOnlyReason
  }

  /// Reads both files from `directory`. A missing library starts from `seed` (written on the
  /// first change); a corrupt file is moved aside and reported, and its value starts empty.
  public static func open(
    directory: URL, seed: Catalog, now: Date = Date()
  ) -> Opened {
    open(directory: directory, seed: seed, now: now, asideNames: KeptFile.asideNames)
  }

  /// The same, with `asideNames` names for a corrupt file's copy (tests reach the last one).
  static func open(directory: URL, seed: Catalog, now: Date, asideNames: Int) -> Opened {
    let libraryFile = JSONFile<Catalog>(
      url: directory.appendingPathComponent("library.json"), asideNames: asideNames)
    let settingsFile = JSONFile<AppSettings>(
      url: directory.appendingPathComponent("settings.json"), asideNames: asideNames)
    var problems: [String] = []
    var readOnly: String?

    func read<Value>(_ file: JSONFile<Value>, _ what: String, missing: Value, corrupt: Value)
      -> Value
    {
      do {
        switch try file.load(now: now) {
        case .missing: return missing
        case let .value(value): return value
        case let .corrupt(movedTo, _):
          problems.append(
            "Your \(what) file could not be read. It was kept as “\(movedTo.lastPathComponent)” "
              + "and a new one was started.")
          return corrupt
        }
      } catch {
        readOnly = "The \(what) file \(file.url.path) cannot be read or set aside (\(error))."
        problems.append(readOnly! + " Nothing will be saved.")
        return corrupt
      }
    }

    let catalog = read(libraryFile, "library", missing: seed, corrupt: Catalog())
    let settings = read(settingsFile, "settings", missing: AppSettings(), corrupt: AppSettings())
    let library = FileLibrary(
      libraryFile: libraryFile, settingsFile: settingsFile, catalog: catalog,
      settings: settings, readOnlyReason: readOnly)
    return Opened(library: library, settings: settings, problems: problems)
  }

  public func load() -> Catalog { catalog }

  public func save(_ book: Book) throws {
    var next = catalog
    next.update(book)
    try write(next)
  }

  public func delete(_ id: Book.ID) throws {
    var next = catalog
    next.remove(bookID: id)
    try write(next)
  }

  public func saveSettings(_ settings: AppSettings) throws {
    try refuseIfReadOnly()
    try settingsFile.write(settings)
    self.settings = settings
  }

  /// The storage interface over this actor.
  public nonisolated var storage: LibraryStorage {
    LibraryStorage(
      load: { await self.load() },
      save: { try await self.save($0) },
      delete: { try await self.delete($0) },
      saveSettings: { try await self.saveSettings($0) })
  }

  private func write(_ next: Catalog) throws {
    try refuseIfReadOnly()
    try libraryFile.write(next)
    catalog = next
  }

  private func refuseIfReadOnly() throws {
    if let readOnlyReason { throw StorageError(message: readOnlyReason) }
  }
}
