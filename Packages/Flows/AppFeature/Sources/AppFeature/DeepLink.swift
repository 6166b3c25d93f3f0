import AppDomain
import Foundation

/// The app's one deep link, `bookshelf://book/<id>`, parsed into the id it names.
///
/// A parser, not a router: the URL becomes `.openedURL`, and the reducer decides what it
/// changes, so a deep link is tested like any other action.
enum DeepLink {
  static let scheme = "bookshelf"

  /// The book id of `bookshelf://book/<id>`; `nil` for anything else. A URL comes from
  /// outside the app, so only that exact shape is accepted, as the shop's parser does:
  /// scheme and host in any case, then one segment of ASCII digits. Refused: user info,
  /// ports (even an empty one, `book:/1`), queries, fragments (`book/1?x`, `book/1#x` would otherwise open book 1), any `%`
  /// (`book/%31`), empty or extra segments (`book/1/`, `book//1`), signs (`+1`, `-0`).
  static func bookID(from url: URL) -> Book.ID? {
    let raw = url.absoluteString
    guard !raw.contains("%"), raw.unicodeScalars.allSatisfy(\.isASCII),
      let components = URLComponents(string: raw),
      components.scheme?.lowercased() == scheme, components.host?.lowercased() == "book",
      components.user == nil, components.password == nil, components.port == nil,
      components.query == nil, components.fragment == nil,
      components.path.hasPrefix("/"),
      // An empty port (`book:/1`) leaves `port` nil, so the authority is checked as written.
      !raw.split(separator: "/", omittingEmptySubsequences: false).dropFirst(2).first!.contains(":")
    else { return nil }
    let id = components.path.dropFirst()
    guard !id.isEmpty, id.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
    return Int(id)
  }
}
