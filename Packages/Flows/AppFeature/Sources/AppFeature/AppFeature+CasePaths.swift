import AppDomain
import Book
import Checkout
import Core
import Editor
import Library
import ThirdPartyShim

extension AppFeature.Action {
  /// The case key paths the body's scopes and shape reducers name (`\.tab`, `\.editor`, …),
  /// written by hand in place of the `@CasePathable` macro.
  public struct AllCasePaths {
    public var tab: AnyCasePath<AppFeature.Action, SelectionNavigation<Tab>> {
      AnyCasePath(embed: Self.Root.tab) { if case let .tab(v) = $0 { v } else { nil } }
    }
    public var nav: AnyCasePath<AppFeature.Action, StackNavigation<AppRoute>> {
      AnyCasePath(embed: Self.Root.nav) { if case let .nav(v) = $0 { v } else { nil } }
    }
    public var editor: AnyCasePath<AppFeature.Action, PresentationAction<EditorFeature.Action>> {
      AnyCasePath(embed: Self.Root.editor) { if case let .editor(v) = $0 { v } else { nil } }
    }
    public var checkout: AnyCasePath<AppFeature.Action, PresentationAction<CheckoutFeature.Action>> {
      AnyCasePath(embed: Self.Root.checkout) { if case let .checkout(v) = $0 { v } else { nil } }
    }
    public var notice: AnyCasePath<AppFeature.Action, ItemNavigation<String>> {
      AnyCasePath(embed: Self.Root.notice) { if case let .notice(v) = $0 { v } else { nil } }
    }
    public var library: AnyCasePath<AppFeature.Action, LibraryFeature.Action> {
      AnyCasePath(embed: Self.Root.library) { if case let .library(v) = $0 { v } else { nil } }
    }
    public var book: AnyCasePath<AppFeature.Action, BookFeature.Action> {
      AnyCasePath(embed: Self.Root.book) { if case let .book(v) = $0 { v } else { nil } }
    }

    typealias Root = AppFeature.Action
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
