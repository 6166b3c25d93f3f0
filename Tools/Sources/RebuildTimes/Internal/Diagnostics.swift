import Foundation

/// Messages for people go to stderr in `tools: severity: message` form, keeping stdout clean for
/// the report (`--json` output can be piped straight into another tool).
enum Diagnostics {
  static func error(_ message: String) { write("rebuild-times: error: \(message)\n") }
  static func warning(_ message: String) { write("rebuild-times: warning: \(message)\n") }
  static func note(_ message: String) { write("rebuild-times: note: \(message)\n") }

  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
