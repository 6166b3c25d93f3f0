import Foundation

/// Turns a URL into a `ShopDeepLink`, or `nil`: a pure function, tested without a store.
///
/// A URL comes from outside the app (a mail, a web page, another app), so everything not
/// exactly one of the three routes is refused rather than guessed at:
///
/// - `shop://checkout/{productID}` and `shop://checkout/{productID}/payment`
/// - `https://{allowed host}/receipt/{orderID}`
///
/// Schemes and hosts compare case-insensitively, as URLs define. Refused: any other scheme or
/// host (the document's parser accepted any host), user info, ports, queries, fragments, any
/// `%` (percent-encoded slashes, dots, or NULs cannot sneak through a decoder), anything but
/// the canonical spelling (`scheme://host/path`), empty or extra segments, and ids outside `[a-z0-9-]`, not starting with a letter or digit, or longer
/// than 64 characters.
public enum ShopDeepLinkParser {
  /// The web hosts whose receipt links the shop opens.
  public static let defaultAllowedHosts: Set<String> = ["example.com"]

  /// The longest product or order id a link may carry.
  static let maxIDLength = 64

  public static func parse(
    _ url: URL, allowedHosts: Set<String> = defaultAllowedHosts
  ) -> ShopDeepLink? {
    let raw = url.absoluteString
    guard raw.utf8.count <= 512, !raw.contains("%"), raw.unicodeScalars.allSatisfy(\.isASCII),
      let components = URLComponents(string: raw),
      let scheme = components.scheme?.lowercased(),
      let host = components.host?.lowercased(),
      components.user == nil, components.password == nil, components.port == nil,
      components.query == nil, components.fragment == nil,
      // Nothing the components above did not account for: an empty port (`checkout:/x`),
      // an empty user info, a stray `?` or `#` all make the text differ from its parts.
      raw.lowercased() == "\(scheme)://\(host)\(components.path.lowercased())",
      let segments = pathSegments(components.path)
    else { return nil }

    switch scheme {
    case "shop" where host == "checkout":
      if segments.count == 1, isValidID(segments[0]) {
        return .checkout(productID: segments[0])
      }
      if segments.count == 2, segments[1] == "payment", isValidID(segments[0]) {
        return .checkoutPayment(productID: segments[0])
      }
      return nil
    case "https" where allowedHosts.contains(host):
      if segments.count == 2, segments[0] == "receipt", isValidID(segments[1]) {
        return .receipt(orderID: segments[1])
      }
      return nil
    default:
      return nil
    }
  }

  /// `/a/b` → `["a", "b"]`; `nil` for a path that is not absolute or has an empty segment
  /// (`//`, a trailing `/`), so `shop://checkout//payment` cannot mean anything.
  static func pathSegments(_ path: String) -> [String]? {
    guard path.hasPrefix("/") else { return nil }
    let segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    guard !segments.contains(where: \.isEmpty) else { return nil }
    return segments.map(String.init)
  }

  /// Lower-case letters, digits and `-`, starting with a letter or digit, 1...64 long: what
  /// the shop's product and order ids are, and nothing a screen or a log could misread.
  static func isValidID(_ id: String) -> Bool {
    let scalars = id.unicodeScalars
    guard let first = scalars.first, scalars.count <= maxIDLength, first != "-" else {
      return false
    }
    return scalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }
}
