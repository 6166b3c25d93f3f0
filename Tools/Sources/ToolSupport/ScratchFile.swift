import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file with no name that holds one child's output (or its input) while it runs: created in a
/// folder and unlinked at once, so nothing is left behind whatever happens, and read back from
/// its start once the child has exited. Plain `open` and `unlink`, not `FileManager.createFile`
/// and `Data.write`: those write a temporary file and rename it, or `fsync`, and on a busy disk
/// that cost `tools affected` tens of milliseconds across its four git calls.
final class ScratchFile {
  /// What the child writes to (or reads from); closed when this file is released.
  let handle: FileHandle

  /// An empty unnamed file in `folder`.
  init(in folder: URL) throws {
    let path = folder.appendingPathComponent("bounded-\(UUID().uuidString)").path
    let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    // -1 is open's one failure; every other value, 0 included, is a descriptor.
    guard descriptor != -1 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    unlink(path)
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// An unnamed file holding `data`, ready to be read from its start (a child's standard input).
  convenience init(in folder: URL, holding data: Data) throws {
    try self.init(in: folder)
    try handle.write(contentsOf: data)
    try handle.seek(toOffset: 0)
  }

  /// Closes the descriptor now: the `Process` that was handed `handle` keeps it alive until the
  /// process object goes, which Foundation's own monitoring of the child can delay past the run.
  func close() { try? handle.close() }

  /// Everything written to the file, from its start.
  func contents() -> Data {
    guard (try? handle.seek(toOffset: 0)) != nil else { return Data() }
    return (try? handle.readToEnd()) ?? Data()
  }
}
