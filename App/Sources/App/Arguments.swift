import Foundation

/// What the command line asked for. Parsed by hand: the grammar is small and the repository
/// takes no third-party packages.
///
/// ```
/// app [shop|bookshelf] [--url URL] [--script FILE] [--data-dir DIR] [--fresh]
/// app preview [FEATURE] [--script FILE]
/// app transcript (--out FILE | --embed FILE) SCRIPT...
/// app map [shop|bookshelf]... [--format …] [--write | --check]
/// app --help
/// ```
struct Arguments: Equatable {
  enum Mode: Equatable {
    /// An app, or the launcher when `nil`.
    case app(AppChoice?)
    /// One feature alone; the list of features when `nil`.
    case preview(String?)
    /// Explores the apps' navigation (`app map …`): the rest of the line, read by `MapCommand`.
    case map([String])
    /// Runs tour scripts and writes them as a Markdown transcript: the whole of `out`, or
    /// with `embed` only the marked region of an existing document.
    case transcript(out: String, embed: Bool, scripts: [String])
    case help
  }

  var mode: Mode = .app(nil)
  var script: String?
  var url: URL?
  var dataDirectory: String?
  var fresh = false

  /// Why the command line could not be read; printed with the usage, exit code 2.
  struct Invalid: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  static let usage = """
    usage: app [shop|bookshelf] [--url URL] [--script FILE] [--data-dir DIR] [--fresh]
           app preview [FEATURE] [--script FILE]
           app transcript (--out FILE | --embed FILE) SCRIPT...
           app map [shop|bookshelf]... [--format map|mermaid|json|svg | --write | --check]
           app --help

      shop, bookshelf   the app to run; without one, a launcher asks
      --url URL         open a deep link at launch (shop://checkout/coffee-grinder, bookshelf://book/3)
      --script FILE     run the commands in FILE, printing every frame; exit 1 at the first that fails
      --data-dir DIR    where Bookshelf keeps library.json (else $BOOKSHELF_DATA_DIR, else ~/.bookshelf-nav)
                        and Shop saves its navigation (else $SHOP_DATA_DIR, else ~/.shop-nav)
      --fresh           start on the first screen, ignoring the navigation saved at the last quit
      preview FEATURE   run one feature alone: \(PreviewCatalog.names.joined(separator: ", "))
      transcript        run tour scripts and write what they print as Markdown to --out, or
                        between the <!-- BEGIN transcript --> and <!-- END transcript --> lines of --embed
      map               explore the apps' navigation and print, write (--write) or check (--check) its map;
                        `app map --help` for its options

    Inside, type `help` for the commands. Exit codes: 0 done, 1 a scripted command failed,
    2 bad arguments or an unreadable script.
    """

  init(_ arguments: [String]) throws(Invalid) {
    if arguments.first == "map" {
      mode = .map(Array(arguments.dropFirst()))
      return
    }
    var rest = arguments[...]
    var positional: [String] = []
    var out: String?
    var embed: String?
    while let argument = rest.popFirst() {
      switch argument {
      case "-h", "--help", "help":
        mode = .help
        return
      case "--script": script = try Self.value(for: argument, from: &rest)
      case "--data-dir": dataDirectory = try Self.value(for: argument, from: &rest)
      case "--fresh": fresh = true
      case "--out": out = try Self.value(for: argument, from: &rest)
      case "--embed": embed = try Self.value(for: argument, from: &rest)
      case "--url":
        let text = try Self.value(for: argument, from: &rest)
        guard let url = URL(string: text), url.scheme != nil else {
          throw Invalid(description: "--url: “\(text)” is not a URL with a scheme.")
        }
        self.url = url
      default:
        if argument.hasPrefix("-") { throw Invalid(description: "unknown option \(argument)") }
        positional.append(argument)
      }
    }
    if out != nil && embed != nil { throw Invalid(description: "give --out or --embed, not both.") }
    mode = try Self.mode(positional, out: out ?? embed, embed: embed != nil)
    if case .transcript = mode, script != nil || url != nil {
      throw Invalid(description: "transcript takes scripts as arguments, not --script or --url.")
    }
  }

  private static func mode(_ positional: [String], out: String?, embed: Bool) throws(Invalid)
    -> Mode
  {
    guard let first = positional.first else { return .app(nil) }
    switch first.lowercased() {
    case "preview":
      guard positional.count <= 2 else { throw Invalid(description: "preview takes one feature.") }
      return .preview(positional.dropFirst().first)
    case "transcript":
      guard let out else { throw Invalid(description: "transcript needs --out FILE or --embed FILE.") }
      guard positional.count > 1 else { throw Invalid(description: "transcript needs at least one script.") }
      return .transcript(out: out, embed: embed, scripts: Array(positional.dropFirst()))
    default:
      guard let choice = AppChoice(name: first) else {
        throw Invalid(description: "unknown app “\(first)”; choose shop or bookshelf.")
      }
      guard positional.count == 1 else {
        throw Invalid(description: "unexpected argument “\(positional[1])”.")
      }
      return .app(choice)
    }
  }

  private static func value(for option: String, from rest: inout ArraySlice<String>) throws(Invalid)
    -> String
  {
    guard let value = rest.popFirst(), !value.hasPrefix("--") else {
      throw Invalid(description: "\(option) needs a value.")
    }
    return value
  }
}

/// The two apps the launcher offers.
enum AppChoice: String, CaseIterable, Equatable {
  case shop
  case bookshelf

  /// `shop`, `Shop`, `1`; `bookshelf`, `books`, `2`: what a person types at the launcher.
  init?(name: String) {
    switch name.lowercased() {
    case "shop", "s", "1": self = .shop
    case "bookshelf", "books", "b", "2": self = .bookshelf
    default: return nil
    }
  }
}
