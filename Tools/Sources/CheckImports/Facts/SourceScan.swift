import Foundation
import ToolSupport

/// The imports of one source file.
public struct ScannedFile: Sendable {
  public var path: String
  public var imports: [ImportStatement]
}

/// Scans many files on all cores. Each worker takes a contiguous slice and keeps its own reader
/// buffer; results are merged once per worker so the lock is never contended per file.
enum SourceScan {
  static func scan(root: String, files: [String]) throws(CheckerFailure) -> (
    files: [ScannedFile], notes: [String]
  ) {
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count / 64 + 1))
    let collector = Collector(slots: workers)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var reader = FileReader()
      var results: [ScannedFile] = []
      var unreadable: String?
      var notes: [String] = []
      let range = (files.count * worker / workers)..<(files.count * (worker + 1) / workers)
      for index in range {
        let path = files[index]
        if let scanned = reader.withContents(of: "\(root)/\(path)", { bytes in scanFile(path, bytes) }) {
          results.append(scanned.file)
          if let note = scanned.note { notes.append(note) }
        } else if unreadable == nil {
          unreadable = path
        }
      }
      collector.store(worker, results, unreadable: unreadable, notes: notes)
    }
    if let path = collector.unreadable.compactMap({ $0 }).first {
      throw .badInput("\(path): cannot read file")
    }
    return (collector.results.flatMap { $0 }, collector.notes.flatMap { $0 })
  }

  /// One file's imports, read in the encoding its byte-order mark names; a file whose text cannot
  /// be had has no imports read and a note that says so (never silently none).
  static func scanFile(_ path: String, _ bytes: UnsafeBufferPointer<UInt8>) -> (
    file: ScannedFile, note: String?
  ) {
    if let imports = SourceEncoding.withUTF8(bytes, ImportScanner.scan) {
      return (ScannedFile(path: path, imports: imports), nil)
    }
    return (
      ScannedFile(path: path, imports: []),
      "\(path): not read for imports: \(SourceEncoding.unreadReason(bytes)); save it as UTF-8"
    )
  }

  private final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    var results: [[ScannedFile]]
    var unreadable: [String?]
    var notes: [[String]]

    init(slots: Int) {
      results = Array(repeating: [], count: slots)
      unreadable = Array(repeating: nil, count: slots)
      notes = Array(repeating: [], count: slots)
    }

    func store(_ slot: Int, _ files: [ScannedFile], unreadable path: String?, notes fileNotes: [String]) {
      lock.lock()
      results[slot] = files
      unreadable[slot] = path
      notes[slot] = fileNotes
      lock.unlock()
    }
  }
}
