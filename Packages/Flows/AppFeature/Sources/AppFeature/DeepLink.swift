import AppDomain
import Foundation

/// The app's one deep link, `bookshelf://book/<id>`, parsed into the id it names.
///
/// A parser, not a router: the URL becomes `.openedURL`, and the reducer decides what it
/// changes, so a deep link is tested like any other action.
enum DeepLink {
  static let scheme = "bookshelf"

  /// The book id of `bookshelf://book/<id>`; `nil` for anything else, including extra path
  /// segments or a non-numeric id.
  static func bookID(from url: URL) -> Book.ID? {
    guard url.scheme?.lowercased() == scheme, url.host?.lowercased() == "book" else {
      return nil
    }
    let segments = url.pathComponents.filter { $0 != "/" }
    guard segments.count == 1, let id = Int(segments[0]), id >= 0 else { return nil }
    return id
  }
}
