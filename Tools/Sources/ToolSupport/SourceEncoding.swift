import Foundation

/// How a source file's bytes are read as text. The tools scan UTF-8 bytes; a file saved as
/// UTF-16 or UTF-32 (some Windows editors do, with a byte-order mark) read as UTF-8 was a run of
/// NULs with no `import` in it, so an upward import there passed the check without a word. The
/// mark says which encoding it is, as the Swift compiler reads it; a file of NULs without one is
/// said to be unread, never taken as a file without imports.
public enum SourceEncoding: Equatable, Sendable {
  /// UTF-8 (or ASCII); `skip` is the length of a UTF-8 byte-order mark at the start (0 or 3).
  case utf8(skip: Int)
  /// UTF-16 or UTF-32 with a byte-order mark: transcode before reading.
  case unicode(String.Encoding, name: String)
  /// NUL bytes and no byte-order mark: UTF-16 or UTF-32 without one, or not text.
  case unknown

  /// The encoding the first bytes of a file show.
  public static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceEncoding {
    func starts(with prefix: [UInt8]) -> Bool {
      bytes.count >= prefix.count && zip(bytes, prefix).allSatisfy { $0 == $1 }
    }
    if starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8(skip: 3) }
    if starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .unicode(.utf32BigEndian, name: "UTF-32BE") }
    if starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .unicode(.utf32LittleEndian, name: "UTF-32LE") }
    if starts(with: [0xFE, 0xFF]) { return .unicode(.utf16BigEndian, name: "UTF-16BE") }
    if starts(with: [0xFF, 0xFE]) { return .unicode(.utf16LittleEndian, name: "UTF-16LE") }
    if bytes.prefix(256).contains(0) { return .unknown }
    return .utf8(skip: 0)
  }

  /// Calls `body` with the file's text as UTF-8 bytes, or returns `nil` when they cannot be had
  /// (`unknown`, or a UTF-16 or UTF-32 file whose bytes do not decode).
  public static func withUTF8<R>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R
  )
    -> R?
  {
    switch of(bytes) {
    case .utf8(let skip):
      return body(UnsafeBufferPointer(rebasing: bytes[skip...]))
    case .unicode(let encoding, _):
      let markLength = encoding == .utf32BigEndian || encoding == .utf32LittleEndian ? 4 : 2
      guard var text = String(data: Data(bytes[markLength...]), encoding: encoding) else { return nil }
      return text.withUTF8(body)
    case .unknown:
      return nil
    }
  }

  /// What a warning says of a file whose text could not be had.
  public static func unreadReason(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    switch of(bytes) {
    case .unicode(_, let name): "marked \(name) but does not decode as it"
    default: "holds NUL bytes and no byte-order mark (UTF-16 or UTF-32 without one?)"
    }
  }
}
