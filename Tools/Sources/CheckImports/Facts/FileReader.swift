import Foundation

/// Reads whole files with POSIX calls into a reusable buffer; `Data(contentsOf:)` allocates and
/// bridges per file, which shows up when scanning ten thousand sources.
struct FileReader {
  private var buffer: [UInt8] = Array(repeating: 0, count: 1 << 16)

  /// Calls `body` with the file's bytes, or returns `nil` if the file cannot be read.
  mutating func withContents<R>(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var count = 0
    while true {
      if count == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
      let read = buffer.withUnsafeMutableBytes { raw in
        Foundation.read(descriptor, raw.baseAddress! + count, raw.count - count)
      }
      if read < 0 { return nil }
      if read == 0 { break }
      count += read
    }
    return buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
  }
}
