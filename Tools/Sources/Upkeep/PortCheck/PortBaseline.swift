import Foundation
import ToolSupport

/// The uses of shim-only API outside the shim that are known and waiting to be ported, counted
/// per file and name: the check fails on any use beyond them, and on a count that fell without
/// the file being updated, so the list only ever shrinks and never hides a new use.
///
///     Packages/Core/Sources/Core/StackContext/IfLetNavigated.swift _makeReduce 4
struct PortBaseline: Equatable {
  struct Entry: Hashable, Comparable {
    var path: String
    var name: String
    static func < (a: Entry, b: Entry) -> Bool { (a.path, a.name) < (b.path, b.name) }
  }

  var counts: [Entry: Int]

  static func parse(_ text: String, file: String) throws(DocsCheckError) -> PortBaseline {
    var counts: [Entry: Int] = [:]
    for line in RuleLines.split(text) {
      guard line.words.count == 3, let count = Int(line.words[2]), count > 0 else {
        throw DocsCheckError(
          "\(file):\(line.number): a baseline line is `<path> <name> <count>`, not '\(line.words.joined(separator: " "))'"
        )
      }
      let entry = Entry(path: line.words[0], name: line.words[1])
      guard counts[entry] == nil else {
        throw DocsCheckError("\(file):\(line.number): \(entry.path) \(entry.name) is listed twice")
      }
      counts[entry] = count
    }
    return PortBaseline(counts: counts)
  }

  init(counts: [Entry: Int]) { self.counts = counts }

  init(uses: [ShimUses.Use]) {
    var counts: [Entry: Int] = [:]
    for use in uses { counts[Entry(path: use.path, name: use.name), default: 0] += 1 }
    self.counts = counts
  }

  /// The file's text: a header saying what it is and how to remake it, then one sorted line each.
  var text: String {
    var text = """
      # Uses of shim-only API outside ThirdPartyShim that are still to be ported to what TCA
      # publishes (docs/porting.md). Written by `make port-baseline`; `make port-check` fails on
      # any use beyond these, and when a count here is higher than what is left.

      """
    for entry in counts.keys.sorted() { text += "\(entry.path) \(entry.name) \(counts[entry]!)\n" }
    return text
  }
}
