import AppDomain
import Book
import ThirdPartyShimTesting
import XCTest

@MainActor
final class BookFeatureTests: XCTestCase {
  func testDeleteAsksThenCancelHides() async {
    let store = TestStore(initialState: BookFeature.State(book: Book(id: 1, title: "Dune"))) {
      BookFeature()
    }
    await store.send(.tappedDelete) { $0.confirmingDelete = true }
    await store.send(.cancelDelete) { $0.confirmingDelete = false }
  }

  func testConfirmIsAnOutputThatClosesTheAlert() async {
    let store = TestStore(
      initialState: BookFeature.State(book: Book(id: 1, title: "Dune"), confirmingDelete: true)
    ) {
      BookFeature()
    }
    await store.send(.confirmDelete) { $0.confirmingDelete = false }
  }

  func testEditAndBuyAreOutputsThatChangeNothingHere() async {
    let store = TestStore(initialState: BookFeature.State(book: Book(id: 1, title: "Dune"))) {
      BookFeature()
    }
    await store.send(.tappedEdit)
    await store.send(.tappedBuyCopy)
  }
}
