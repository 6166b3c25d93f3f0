import Foundation

extension SharedReaderKey {
  /// `@Shared(.fileStorage(url)) var settings = Settings()`: a `Codable` value kept in a JSON
  /// file. Read when the first `Shared` of the URL is made (a launch), written atomically on
  /// every change.
  public static func fileStorage<Value: Codable>(
    _ url: URL, decoder: JSONDecoder? = nil, encoder: JSONEncoder? = nil
  ) -> Self where Self == FileStorageKey<Value> {
    let decoder = UncheckedCoder(decoder ?? JSONDecoder())
    let encoder = UncheckedCoder(encoder ?? FileStorageKey<Value>.defaultEncoder())
    return fileStorage(
      url,
      decode: { try decoder.value.decode(Value.self, from: $0) },
      encode: { try encoder.value.encode($0) })
  }

  /// A value kept in a file with its own encoding.
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

/// A coder used by one key only, under the root reference's lock.
private struct UncheckedCoder<Coder>: @unchecked Sendable {
  let value: Coder
  init(_ value: Coder) { self.value = value }
}

/// A value kept in a file. An empty or missing file means nothing is stored. A file that cannot
/// be decoded is reported and left as it is: the `Shared` starts from its default, `loadError`
/// says why, and only the next change writes over the file.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  private let url: URL
  private let storage: FileStorage
  private let decode: @Sendable (Data) throws -> Value
  private let encode: @Sendable (Value) throws -> Data

  init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    self.url = url
    self.storage = DependencyValues.current.defaultFileStorage
    self.decode = decode
    self.encode = encode
  }

  /// The file and the storage it is in.
  public var id: FileStorageKeyID { FileStorageKeyID(url: url.standardizedFileURL, storage: storage) }

  /// Decodes the file; a missing or empty file means nothing is stored.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    guard let data = storage.load(url), !data.isEmpty else {
      continuation.resumeReturningInitialValue()
      return
    }
    continuation.resume(with: Result { try decode(data) })
  }

  /// Encodes the value and replaces the file with it.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    do {
      try storage.save(encode(value), url)
      continuation.resume()
    } catch {
      continuation.resume(throwing: error)
    }
  }

  static func defaultEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// `.fileStorage(path)`, for runtime warnings.
  public var description: String { ".fileStorage(\(url.path))" }
}

/// What makes two file keys one value: the file and the storage it is in.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: FileStorage
}

/// How `.fileStorage` keys read and write files: the real file system in the app, memory in
/// tests and previews, so a test never leaves files behind unless it asks for `.fileSystem`.
public struct FileStorage: Hashable, Sendable {
  private let id: ObjectIdentifier
  let load: @Sendable (URL) -> Data?
  let save: @Sendable (Data, URL) throws -> Void

  /// The disk: a missing folder is created, and each write replaces the file atomically, so a
  /// crash mid-write leaves the previous file, never half of the new one.
  public static let fileSystem = FileStorage(
    id: ObjectIdentifier(FileSystemTag.self),
    load: { try? Data(contentsOf: $0) },
    save: { data, url in
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    })

  /// An empty file system in memory; each call makes a new one.
  public static var inMemory: FileStorage {
    let files = MemoryFiles()
    return FileStorage(
      id: ObjectIdentifier(files),
      load: { files.read($0) },
      save: { data, url in files.write(data, to: url) })
  }

  /// The same file system: the disk, or one particular in-memory one.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  /// Hashes which file system this is.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  private enum FileSystemTag {}

  private final class MemoryFiles: @unchecked Sendable {
    // Unchecked: `files` is only touched under `lock`.
    private let lock = NSLock()
    private var files: [URL: Data] = [:]
    func read(_ url: URL) -> Data? { lock.withLock { files[url.standardizedFileURL] } }
    func write(_ data: Data, to url: URL) { lock.withLock { files[url.standardizedFileURL] = data } }
  }
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory }
  static var previewValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// The files `.fileStorage` keys use: the disk in the app, memory in tests and previews. A
  /// test of real persistence sets `.fileSystem`.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}
