/// The previews of packages added with `make feature` (tools new-feature), one
/// `<Name>Preview.swift` each beside this file; `make remove-feature` takes them out again.
@MainActor
enum AddedPreviews {
  static let all: [Preview] = [
    // make feature adds a line above this one
  ]

  nonisolated static let names: [String] = [
    // make feature adds a line above this one
  ]
}
