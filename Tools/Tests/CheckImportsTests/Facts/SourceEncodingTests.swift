import BlockingTestSupport
import CheckImports
import Foundation
import Testing

/// A source saved as UTF-16 or UTF-32 is read by its byte-order mark, as the compiler reads it.
/// Read as UTF-8 it was NULs with no import in it, so an upward import there passed silently.
@Suite(.blocksItsThread) struct SourceEncodingTests {
  static let upward = "import Core\nimport Payment\n"

  @Test(arguments: [
    (String.Encoding.utf16LittleEndian, [UInt8]([0xFF, 0xFE])), (.utf16BigEndian, [0xFE, 0xFF]),
    (.utf32LittleEndian, [0xFF, 0xFE, 0, 0]), (.utf32BigEndian, [0, 0, 0xFE, 0xFF]),
    (.utf8, [0xEF, 0xBB, 0xBF]),
  ])
  func anUpwardImportIsFoundWhateverTheEncoding(encoding: String.Encoding, mark: [UInt8]) throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let path = "Packages/Features/Home/Sources/Home/Home.swift"
    repo.write(Self.upward, to: path)
    let reference = repo.run()
    #expect(reference.exitCode == 1)
    let bytes = mark + [UInt8](Self.upward.data(using: encoding)!)
    try Data(bytes).write(to: URL(fileURLWithPath: "\(repo.root)/\(path)"))
    let result = repo.run()
    #expect(result.exitCode == 1)
    #expect(result.out == reference.out)
  }

  /// NULs and no mark: not guessed at, and never passed silently.
  @Test func aFileOfNULsWithoutAMarkIsNamedAsUnread() throws {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let path = "Packages/Features/Home/Sources/Home/Home.swift"
    try Self.upward.data(using: .utf16LittleEndian)!.write(to: URL(fileURLWithPath: "\(repo.root)/\(path)"))
    let result = repo.run()
    #expect(
      result.err.contains(
        "check-imports: warning: \(path): not read for imports: holds NUL bytes and no byte-order mark"),
      "\(result.err)")
  }
}
