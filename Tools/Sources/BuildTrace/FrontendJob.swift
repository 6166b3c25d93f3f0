/// One run of the compiler frontend, as the wrapper recorded it.
public struct FrontendJob: Sendable, Equatable, Codable {
  /// What the job does, which decides what its dependents wait for.
  public enum Kind: String, Sendable, Codable {
    /// `-c`: type-checks and generates code for its primary files (a batch of them in debug).
    case compile
    /// `-emit-module`: writes the `.swiftmodule` dependents wait for.
    case emitModule = "emit-module"
    /// `-modulewrap`: wraps the module for the debugger; short.
    case wrap
  }

  public var kind: Kind
  /// The module it compiles (`-module-name`).
  public var module: String
  /// Seconds since 1970, to the nanosecond the shell's clock gives.
  public var start: Double
  /// Seconds since 1970, when the real frontend exited.
  public var end: Double
  /// Primary files for a compile job; every input for an emit-module job.
  public var files: [String]

  /// How long the job ran: what it cost one core.
  public var seconds: Double { end - start }

  /// Parses a wrapper record: start and end in nanoseconds on the first two lines, then one
  /// argument per line (response-file contents inlined, possibly quoted). Other frontend runs
  /// (`-print-target-info`, scans) return `nil`.
  public init?(record: String) {
    let lines = record.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count > 3, let start = Double(lines[0]), let end = Double(lines[1]) else { return nil }
    let arguments = lines.dropFirst(2).map(Self.unquoted).filter { !$0.isEmpty }
    self.start = start / 1e9
    self.end = end / 1e9
    var module: String?
    var primaries: [String] = []
    var inputs: [String] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      let next = index + 1 < arguments.endIndex ? arguments[index + 1] : nil
      switch argument {
      case "-module-name": module = next
      case "-primary-file": if let next { primaries.append(next) }
      default:
        if argument.hasSuffix(".swift") && !argument.hasPrefix("-") { inputs.append(argument) }
      }
      index += argument == "-module-name" || argument == "-primary-file" ? 2 : 1
    }
    if arguments.contains("-modulewrap"),
      let wrapped = arguments.first(where: { $0.hasSuffix(".swiftmodule") })
    {
      kind = .wrap
      module = String(wrapped.split(separator: "/").last?.dropLast(".swiftmodule".count) ?? "")
      files = []
    } else if arguments.contains("-emit-module") && !arguments.contains("-c") {
      kind = .emitModule
      files = inputs
    } else if arguments.contains("-c") {
      kind = .compile
      files = primaries.isEmpty ? inputs : primaries
    } else {
      return nil
    }
    guard let module, !module.isEmpty else { return nil }
    self.module = module
  }

  /// A job as tests and reports build it.
  public init(kind: Kind, module: String, start: Double, end: Double, files: [String] = []) {
    (self.kind, self.module, self.start, self.end, self.files) = (kind, module, start, end, files)
  }

  private static func unquoted(_ text: String) -> String {
    if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
      return String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
    }
    return text
  }
}
