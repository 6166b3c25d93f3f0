/// `navigation.rules`: the exceptions the map check accepts, each with its reason, as the
/// boundary rules accept a declared composition.
///
/// ```
/// # deep-link-only APP SCREEN because REASON
/// deep-link-only shop Receipt because an order's receipt opens from the confirmation mail
/// ```
public struct NavigationRules: Equatable, Sendable {
  public struct DeepLinkOnly: Hashable, Sendable {
    public var app: String
    public var screen: String
    public var reason: String
    public var line: Int
  }

  public var deepLinkOnly: [DeepLinkOnly] = []

  public init() {}

  public struct Invalid: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  /// Reads the file's text; a line it cannot read fails, naming its number.
  public init(text: String, file: String = "navigation.rules") throws(Invalid) {
    // Every line ending (Swift reads "\r\n" as one character, which a split at "\n" never
    // finds) and no byte-order mark: a file saved on another system reads the same.
    let body = text.drop { $0 == "\u{FEFF}" }
    for (index, raw) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let line = raw.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
      if line.isEmpty { continue }
      let words = line.split(separator: " ", maxSplits: 2).map(String.init)
      guard words.count == 3, words[0] == "deep-link-only",
        let because = words[2].range(of: " because ")
      else {
        throw Invalid(
          description:
            "\(file):\(index + 1): expected `deep-link-only APP SCREEN because REASON`, got “\(line)”")
      }
      let screen = String(words[2][..<because.lowerBound])
      let reason = String(words[2][because.upperBound...]).trimmingCharacters(in: .whitespaces)
      guard !reason.isEmpty else {
        throw Invalid(
          description: "\(file):\(index + 1): the rule for \(screen) needs a reason after `because`")
      }
      deepLinkOnly.append(DeepLinkOnly(app: words[1], screen: screen, reason: reason, line: index + 1))
    }
  }

  func allowsDeepLinkOnly(_ screen: String, in app: String) -> Bool {
    deepLinkOnly.contains { $0.app == app && $0.screen == screen }
  }
}
