import AppDomain
import HeadlessUI
import ThirdPartyShim

/// The Settings tab: how shelves sort their books. Choosing sends `sortChanged`, which the
/// app applies to the library and persists through the World.
struct SettingsView: View {
  let store: StoreOf<AppFeature>

  var body: some View {
    Form {
      Section("Sort books by") {
        ForEach(BookSort.allCases, id: \.self) { sort in
          if store.settings.sort == sort {
            Text("✓ \(sort.label)")
          } else {
            Button(sort.label) { store.send(.sortChanged(sort)) }
          }
        }
      }
    }
    .navigationTitle("Settings")
  }
}
