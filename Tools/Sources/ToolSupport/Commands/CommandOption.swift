/// One option a command accepts, declared once: the parser reads arguments by it and the help
/// lists it from it, so an option cannot be accepted without being documented, or the reverse.
public struct CommandOption: Sendable {
  /// What follows the option's name.
  public enum Kind: Sendable, Equatable {
    /// Nothing: the option is on or off.
    case flag
    /// One value, named by `placeholder` in the help (`DIR`, `FILE`); given again, the last wins.
    case value(placeholder: String)
    /// One value each time it is given, all kept in order.
    case repeated(placeholder: String)
    /// Every word after it up to the next `--option` (`--files A B C`); given again, added to.
    case list(placeholder: String)
    /// Two values (`--compare A B`); given again, the last pair wins.
    case pair(first: String, second: String)
  }

  /// Its spellings, the long one last (`-h`, `--help`).
  public let names: [String]
  public let kind: Kind
  /// What it does, for the help; a line break starts a continuation line under the first.
  public let help: String

  public init(_ names: String..., kind: Kind = .flag, help: String) {
    self.names = names
    self.kind = kind
    self.help = help
  }

  /// A value option: `CommandOption.value("--root", "DIR", help: …)`.
  public static func value(_ name: String, _ placeholder: String, help: String) -> CommandOption {
    CommandOption(name, kind: .value(placeholder: placeholder), help: help)
  }

  /// A repeatable value option.
  public static func repeated(_ name: String, _ placeholder: String, help: String) -> CommandOption {
    CommandOption(name, kind: .repeated(placeholder: placeholder), help: help)
  }

  /// An option taking the words after it: `CommandOption.list("--files", "PATH…", help: …)`.
  public static func list(_ name: String, _ placeholder: String, help: String) -> CommandOption {
    CommandOption(name, kind: .list(placeholder: placeholder), help: help)
  }

  /// An option of two values: `CommandOption.pair("--compare", "A", "B", help: …)`.
  public static func pair(_ name: String, _ first: String, _ second: String, help: String) -> CommandOption {
    CommandOption(name, kind: .pair(first: first, second: second), help: help)
  }

  /// `-h, --help`, which every command takes.
  public static let help = CommandOption("-h", "--help", help: "this text")

  /// The key its values are kept under: its long name.
  public var key: String { names.last ?? "" }

  var placeholder: String? {
    switch kind {
    case .flag: nil
    case .value(let placeholder), .repeated(let placeholder), .list(let placeholder): placeholder
    case .pair(let first, let second): "\(first) \(second)"
    }
  }

  /// How the help shows it: `--min MODULE=PERCENT`, `-h, --help`.
  var synopsis: String {
    names.joined(separator: ", ") + (placeholder.map { " \($0)" } ?? "")
  }
}
