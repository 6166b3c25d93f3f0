import HeadlessUI
import ThirdPartyShim
import XCTest

/// A whole Bookshelf-shaped screen in one frame: tabs, a stack with breadcrumbs and toolbar,
/// a sheet with its own stack, and an alert over it. The text is the snapshot.
@MainActor
final class SnapshotTests: XCTestCase {
  enum Tab: Hashable { case library, settings }
  enum Route: Hashable { case shelf(Int), book(Int) }

  struct BookView: View {
    let id: Int
    let isEditing: Binding<Bool>
    let confirmingDelete: Binding<Bool>
    var body: some View {
      Form {
        Text("Book \(id)")
        Button("Delete", role: .destructive) { confirmingDelete.wrappedValue = true }
      }
      .navigationTitle("Book \(id)")
      .toolbar { ToolbarItem(placement: .primaryAction) { Button("Edit") { isEditing.wrappedValue = true } } }
      .sheet(isPresented: isEditing) {
        NavigationStack {
          Form {
            TextField("Title", text: .constant("Dune"))
          }
          .navigationTitle("Edit")
          .toolbar { Button("Save") { isEditing.wrappedValue = false } }
        }
        .alert("Discard changes?", isPresented: confirmingDelete) {
          Button("Discard", role: .destructive) {}
          Button("Keep", role: .cancel) {}
        }
      }
    }
  }

  struct RootView: View {
    let tab: Binding<Tab>
    let path: Binding<[Route]>
    let isEditing: Binding<Bool>
    let confirming: Binding<Bool>
    var body: some View {
      TabView(selection: tab) {
        NavigationStack(path: path) {
          List {
            Section("Shelves") {
              ForEach([1, 2], id: \.self) { id in
                Button("Shelf \(id)") { path.wrappedValue.append(.shelf(id)) }
              }
            }
          }
          .navigationTitle("Library")
          .navigationDestination(for: Route.self) { route in
            switch route {
            case let .shelf(id): Text("Shelf \(id)").navigationTitle("Shelf \(id)")
            case let .book(id): BookView(id: id, isEditing: isEditing, confirmingDelete: confirming)
            }
          }
        }
        .tabItem { Label("Library", systemImage: "books.vertical") }
        .tag(Tab.library)
        Text("Settings").tabItem { Label("Settings", systemImage: "gearshape") }.tag(Tab.settings)
      }
      .onOpenURL { _ in }
    }
  }

  func testEveryLayerInOneFrame() async {
    let root = RootView(
      tab: .constant(.library), path: .constant([.shelf(1), .book(3)]),
      isEditing: .constant(true), confirming: .constant(true))
    let expected = """
      ≡ Library › Shelf 1 › Book 3
        toolbar: [Edit]
        Book 3
        [Delete] (destructive)
      tab bar: ● Library  ○ Settings
      ┌─ sheet ─
      │ ≡ Edit
      │   toolbar: [Save]
      │   ✎ Title: "Dune"
      └─
      ╔═ alert: Discard changes? ═
      ║ [Discard] (destructive)  [Keep] (cancel)
      ╚═
      gestures: alert Discard · alert Keep · open <url>
      """
    let host = ViewHost(root)
    XCTAssertEqual(host.render(), expected)
    XCTAssertEqual(host.render(), expected, "the same state draws the same text")
    XCTAssertEqual(ViewHost(root).render(), expected, "a second host draws it the same")
  }

  func testRootOfTheLibraryTab() async {
    let root = RootView(
      tab: .constant(.library), path: .constant([]), isEditing: .constant(false),
      confirming: .constant(false))
    XCTAssertEqual(
      ViewHost(root).render(),
      """
      ≡ Library
        Section: Shelves
          [Shelf 1]
          [Shelf 2]
      tab bar: ● Library  ○ Settings
      gestures: tap Shelf 1 · tap Shelf 2 · tab Library · tab Settings · open <url>
      """)
  }
}
