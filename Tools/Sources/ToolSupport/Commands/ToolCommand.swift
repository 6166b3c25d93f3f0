/// One subcommand of `tools`, declared once: `tools/main.swift` is the list of these, and
/// `tools --help` (which the docs check reads to know what exists) is written from that list, so
/// a command cannot be dispatched without being listed, or listed under another name.
public protocol ToolCommand {
  /// What a user types after `tools`.
  static var name: String { get }
  /// One line for `tools --help`.
  static var abstract: String { get }
  /// Whom the command is for, which groups it in `tools --help`.
  static var audience: CommandAudience { get }
  /// Runs the command on the words after its name; the exit status follows ``ExitStatus``.
  static func run(arguments: [String]) -> Int32
}

/// Whom a command serves: teams in their own repositories, teams copying this architecture's
/// templates, or this repository's own upkeep.
public enum CommandAudience: CaseIterable, Sendable {
  /// Portable: runs on any SwiftPM repository, in its CI.
  case product
  /// Writes code in this architecture's shape (a feature package, generated case paths).
  case template
  /// Keeps this repository honest (its docs, its port table); not meant for other repositories.
  case upkeep

  /// The heading `tools --help` gives the group.
  public var heading: String {
    switch self {
    case .product: "for any repository"
    case .template: "that write code in this architecture's shape"
    case .upkeep: "for this repository's own upkeep"
    }
  }
}
