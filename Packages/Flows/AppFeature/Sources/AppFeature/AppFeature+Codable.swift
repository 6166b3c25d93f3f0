import AppDomain
import Checkout
import Core
import Editor
import Foundation
import Library

/// The whole app's state as a document: every shape and every child, minus the work in
/// flight (a load, a save, a charge comes back not started, through each child's own
/// `Codable`) and minus animations (a sheet on its way out comes back gone).
///
/// The App saves less than this (`SavedNavigation`, see `AppFeature+Restoration.swift`); this
/// is for a host that keeps more, and for tests that compare a whole state across a save.
/// Decoding refuses a document whose stack and book screens disagree, or whose sheets stand
/// over a screen that is not on top, rather than build a state no screen can show.
extension AppFeature.State: RestorableState {
  /// The tag types a saved state's stacks may hold: Checkout's, for the sheet's own stack.
  public static let tagTypes: [any NavigationTag.Type] = CheckoutFeature.navigationTags

  private enum CodingKeys: String, CodingKey {
    case tab, path, editor, checkout, library, books, settings, notice, pendingDeepLink
    case restoredPath
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      settings: try container.decode(AppSettings.self, forKey: .settings),
      notice: try container.decodeIfPresent(String.self, forKey: .notice))
    tab = try container.decode(Tab.self, forKey: .tab)
    path = try container.decode([AppRoute].self, forKey: .path)
    library = try container.decode(LibraryFeature.State.self, forKey: .library)
    books = try container.decode(type(of: books), forKey: .books)
    editor = try container.decode(Presentation<EditorFeature.State>.self, forKey: .editor)
    checkout = try container.decode(Presentation<CheckoutFeature.State>.self, forKey: .checkout)
    pendingDeepLink = try container.decodeIfPresent(Book.ID.self, forKey: .pendingDeepLink)
    restoredPath = try container.decodeIfPresent([AppRoute].self, forKey: .restoredPath)
    if let problem = disagreement {
      throw DecodingError.dataCorruptedError(forKey: .books, in: container, debugDescription: problem)
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tab, forKey: .tab)
    try container.encode(path, forKey: .path)
    try container.encode(editor, forKey: .editor)
    try container.encode(checkout, forKey: .checkout)
    try container.encode(library, forKey: .library)
    try container.encode(books, forKey: .books)
    try container.encode(settings, forKey: .settings)
    try container.encodeIfPresent(notice, forKey: .notice)
    try container.encodeIfPresent(pendingDeepLink, forKey: .pendingDeepLink)
    try container.encodeIfPresent(restoredPath, forKey: .restoredPath)
  }

  /// Why the stack and the book screens' states cannot stand together, or `nil`: one state
  /// per `.book` route in stack order, and the sheets only over the book on top.
  private var disagreement: String? {
    let routed: [Book.ID] = path.compactMap { if case let .book(id) = $0 { id } else { nil } }
    let held = books.map(\.book.id)
    if routed != held {
      return "The stack shows books \(routed) but the file has book screen states for \(held)."
    }
    if let editor = editor.wrapped, editor.book.id != held.last {
      return "The editor is of book \(editor.book.id) but the book on top is \(Self.name(held.last))."
    }
    if checkout.wrapped != nil, held.isEmpty {
      return "Checkout is presented but no book screen is on the stack."
    }
    return nil
  }

  private static func name(_ id: Book.ID?) -> String { id.map { "\($0)" } ?? "none" }
}
