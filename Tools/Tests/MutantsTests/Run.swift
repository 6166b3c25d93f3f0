import Foundation
import ToolSupport

/// The mutation runner's end-to-end tests run `tools` and `git` with a bound.
enum Run {
  static var tools: URL { BoundedProcess.toolsBesideTests }

  static func command(_ executable: String, _ arguments: [String], in directory: URL, timeout: TimeInterval)
    throws -> BoundedProcess.Result
  {
    try BoundedProcess.run(executable, arguments, in: directory, timeout: timeout)
  }
}
