import Foundation
import ToolSupport

/// Runs a command (the built `tools`, `swift`) as a subprocess with a bound, capturing its output.
enum ToolsProcess {
  static var tools: URL { BoundedProcess.toolsBesideTests }

  static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval) throws
    -> BoundedProcess.Result
  {
    try BoundedProcess.run(executable, arguments, timeout: timeout)
  }

  /// Live processes whose command line mentions `text`.
  static func processes(mentioning text: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> String? in
      guard Int32(entry) != nil,
        let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
        let stat = FileManager.default.contents(atPath: "/proc/\(entry)/stat")
      else { return nil }
      let command = String(decoding: data, as: UTF8.self).split(separator: "\0").joined(separator: " ")
      let isZombie = String(decoding: stat, as: UTF8.self).contains(") Z ")
      return command.contains(text) && !isZombie ? command : nil
    }
  }
}
