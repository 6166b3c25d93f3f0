import Foundation

/// The imports of one source file.
public struct ScannedFile: Sendable {
  public var path: String
  public var imports: [ImportStatement]
}

/// Scans many files on all cores. Each worker takes a contiguous slice and keeps its own reader
/// buffer; results are merged once per worker so the lock is never contended per file.
enum SourceScan {
  static func scan(root: String, files: [String]) throws(CheckerFailure) -> [ScannedFile] {
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count / 64 + 1))
    let collector = Collector(slots: workers)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var reader = FileReader()
      var results: [ScannedFile] = []
      var unreadable: String?
      let range = (files.count * worker / workers)..<(files.count * (worker + 1) / workers)
      for index in range {
        let path = files[index]
        if let imports = reader.withContents(of: "\(root)/\(path)", ImportScanner.scan) {
          results.append(ScannedFile(path: path, imports: imports))
        } else if unreadable == nil {
          unreadable = path
        }
      }
      collector.store(worker, results, unreadable: unreadable)
    }
    if let path = collector.unreadable.compactMap({ $0 }).first {
      throw .badInput("\(path): cannot read file")
    }
    return collector.results.flatMap { $0 }
  }

  private final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    var results: [[ScannedFile]]
    var unreadable: [String?]

    init(slots: Int) {
      results = Array(repeating: [], count: slots)
      unreadable = Array(repeating: nil, count: slots)
    }

    func store(_ slot: Int, _ files: [ScannedFile], unreadable path: String?) {
      lock.lock()
      results[slot] = files
      unreadable[slot] = path
      lock.unlock()
    }
  }
}
