import Foundation
import ShopFlow

/// The routes each app may accept, written independently of its parser as a strict grammar
/// over the raw string: a fuzzed link the parser accepts must be one of these, with the same
/// id; one the grammar accepts must not be refused.
public enum DeepLinkOracle {
  /// `shop://checkout/ID`, `shop://checkout/ID/payment`, `https://example.com/receipt/ID`;
  /// scheme and host in any case; ID `[a-z0-9][a-z0-9-]{0,63}`.
  public static func shop(_ raw: String) -> ShopDeepLink? {
    guard let (scheme, host, segments) = split(raw) else { return nil }
    switch (scheme, host, segments.count) {
    case ("shop", "checkout", 1) where isShopID(segments[0]):
      return .checkout(productID: segments[0])
    case ("shop", "checkout", 2) where isShopID(segments[0]) && segments[1] == "payment":
      return .checkoutPayment(productID: segments[0])
    case ("https", "example.com", 2) where segments[0] == "receipt" && isShopID(segments[1]):
      return .receipt(orderID: segments[1])
    default:
      return nil
    }
  }

  /// `bookshelf://book/ID`; scheme and host in any case; ID ASCII digits that fit an `Int`.
  public static func bookshelf(_ raw: String) -> Int? {
    guard let (scheme, host, segments) = split(raw), scheme == "bookshelf", host == "book",
      segments.count == 1, !segments[0].isEmpty,
      segments[0].unicodeScalars.allSatisfy({ ("0"..."9").contains($0) })
    else { return nil }
    return Int(segments[0])
  }

  /// `scheme://host/a/b` → lower-cased scheme and host, and the path's segments; `nil` for
  /// anything with other characters than letters, digits, `-`, `.`, `/` and `:` after the
  /// scheme, or an empty segment.
  static func split(_ raw: String) -> (String, String, [String])? {
    guard raw.unicodeScalars.allSatisfy({ $0.isASCII }), let separator = raw.range(of: "://")
    else { return nil }
    let scheme = raw[..<separator.lowerBound].lowercased()
    let rest = raw[separator.upperBound...]
    guard !scheme.isEmpty, scheme.allSatisfy(\.isLetter),
      rest.allSatisfy({ $0.isLetter || $0.isNumber || "-./".contains($0) })
    else { return nil }
    let parts = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2, !parts.contains(where: \.isEmpty) else { return nil }
    return (scheme, parts[0].lowercased(), Array(parts.dropFirst()))
  }

  static func isShopID(_ id: String) -> Bool {
    guard let first = id.unicodeScalars.first, first != "-", id.unicodeScalars.count <= 64 else {
      return false
    }
    return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }
}
