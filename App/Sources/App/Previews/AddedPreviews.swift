/// The previews of packages added with `make feature` (tools new-feature), one
/// `<Name>Preview.swift` each beside this file. Each is one `+ [...]` line, so adding and
/// removing a package (`make remove-feature`) inserts and deletes exactly that line.
@MainActor
enum AddedPreviews {
  static let all: [Preview] =
    []

  nonisolated static let names: [String] =
    []
}
