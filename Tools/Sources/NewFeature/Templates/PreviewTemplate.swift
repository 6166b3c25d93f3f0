/// The App's preview of a new package (`swift run app preview Wishlist`): its default state on
/// a stack of its own, with what it tells its absent host printed under the screen.
enum PreviewTemplate {
  static func path(_ request: FeatureRequest) -> String {
    "App/Sources/App/Previews/\(request.name)Preview.swift"
  }

  static func file(_ request: FeatureRequest) -> String {
    let name = request.name
    switch request.layer {
    case .features:
      let feature = request.reducerType
      return """
        \(ImportBlock.lines(["HeadlessUI", "ThirdPartyShim", name]))
        /// \(name) alone, as `make feature` created it: Done has no host here, so it is printed
        /// under the screen.
        @MainActor
        enum \(name)Preview {
          static let preview = Preview(name: "\(name)", summary: "a counter; Done is an output") {
            context in
            let outputs = OutputLog()
            let store = Store(initialState: \(feature).State()) {
              \(feature)()
              outputs.recorder { (action: \(feature).Action) in
                action[case: \\.delegate].map { "delegate(.\\($0))" }
              }
            }
            return PreviewCatalog.host(
              "\(name)", store: store, outputs: outputs, context: context, banner: [],
              navigation: { "\(name) pushes nothing: Done goes to the host as .delegate(.finished)." }
            ) {
              NavigationStack { \(request.viewType)(store: store) }
            }
          }
        }

        """
    case .flows:
      return """
        \(ImportBlock.lines(["Core", "HeadlessUI", "ThirdPartyShim", name]))
        /// The \(name) flow alone, on the stack it owns.
        @MainActor
        enum \(name)Preview {
          static let preview = Preview(name: "\(name)", summary: "a flow and its stack") { context in
            let store = Store(initialState: \(name).State()) { \(name)() }
            return PreviewCatalog.host(
              "\(name)", store: store, outputs: OutputLog(), context: context, banner: [],
              navigation: { "nav.items: \\(store.nav.items)" }
            ) {
              \(request.viewType)(store: store)
            }
          }
        }

        """
    }
  }
}
