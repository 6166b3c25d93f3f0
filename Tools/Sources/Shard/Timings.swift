import CheckImports
import Foundation
import ToolSupport

/// `out/test-timings.json`: each unit's last wall time (its build and its tests), with the header
/// saying when and on what machine they were taken. `make test` and every shard run write it;
/// CI keeps it as an artifact; a checked-in copy seeds a fresh clone.
struct Timings: Equatable, Sendable {
  /// Seconds by unit name.
  var seconds: [String: Double]
  /// When, where and by what command (the figures header), or empty.
  var header: String

  init(seconds: [String: Double] = [:], header: String = "") {
    self.seconds = seconds
    self.header = header
  }

  /// Reads a timings file; a file that does not exist is no timings, one that cannot be read as
  /// timings is an error naming it.
  static func read(path: String, display: String? = nil) throws(CheckerFailure) -> Timings {
    let name = display ?? path
    guard FileManager.default.fileExists(atPath: path) else { return Timings() }
    guard let data = FileManager.default.contents(atPath: path),
      let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else {
      throw .badInput("\(name): not a JSON object of timings (delete it, or run make test to write one)")
    }
    guard let units = object["units"] as? [String: Any] else {
      throw .badInput("\(name): no 'units' object (unit name → seconds)")
    }
    var seconds: [String: Double] = [:]
    for (unit, value) in units {
      // JSON's true and false are numbers to Foundation too: their type is a C char ("c").
      guard let number = value as? NSNumber, String(cString: number.objCType) != "c",
        number.doubleValue.isFinite, number.doubleValue >= 0
      else {
        throw .badInput("\(name): units[\"\(unit)\"] is not a number of seconds")
      }
      seconds[unit] = number.doubleValue
    }
    return Timings(seconds: seconds, header: object["header"] as? String ?? "")
  }

  /// These timings with `newer` laid over them: units measured again take the new figure.
  func merging(_ newer: Timings) -> Timings {
    Timings(
      seconds: seconds.merging(newer.seconds) { _, new in new },
      header: newer.header.isEmpty ? header : newer.header)
  }

  /// Sorted keys, seconds to a tenth: the file diffs cleanly when checked in.
  func json() -> String {
    let units = seconds.mapValues { ($0 * 10).rounded() / 10 }
    return SortedJSON.text(["header": header, "units": units], pretty: true)
  }

  func write(to path: String) throws(CheckerFailure) {
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    let temporary = "\(path).\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(json().utf8)),
      rename(temporary, path) == 0
    else {
      throw .badInput("\(path): cannot write the timings")
    }
  }
}
