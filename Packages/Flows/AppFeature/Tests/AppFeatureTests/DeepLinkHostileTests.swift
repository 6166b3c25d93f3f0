import AppDomain
import AppFeature
import Foundation
import ThirdPartyShimTesting
import XCTest

/// Near-misses of `bookshelf://book/<id>` the reliability fuzzer found opening a book: each is
/// refused like any malformed link. Regression tests for the stricter `DeepLink.bookID`.
@MainActor
final class DeepLinkHostileTests: XCTestCase {
  func testQueriesFragmentsEncodingsExtraSlashesAndSignsAreRefused() async {
    let store = makeStore(loadedState(), library: MemoryLibrary(catalog: catalog))
    let links = [
      "bookshelf://book/1?q=1", "bookshelf://book/1#frag", "bookshelf://book/1/", "bookshelf://book//1",
      "bookshelf://book/2//", "bookshelf://book/%31", "bookshelf://user@book/1", "bookshelf://book:80/1",
      "bookshelf://book/+1", "bookshelf://book/-0", "bookshelf://book/1?", "bookshelf://book:/2",
    ]
    for link in links {
      await store.send(.openedURL(URL(string: link)!)) {
        $0.notice = "“\(link)” is not a Bookshelf link."
      }
      await store.send(.notice(.dismiss)) { $0.notice = nil }
    }
  }
}
