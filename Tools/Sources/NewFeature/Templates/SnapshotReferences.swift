/// The snapshot references of a new package's view tests, recorded by the generator: the
/// frames its starter screen draws are known, so the package's first `swift test` compares
/// against them (CI records nothing) instead of recording and failing.
///
/// They must match what the templates' views draw through `HeadlessUI`, line for line; the
/// generator's tests and `make feature-selftest` run the generated tests to hold them to it.
enum SnapshotReferences {
  static func files(_ request: FeatureRequest, in tests: String) -> [(path: String, text: String)] {
    let folder = "\(tests)/__Snapshots__/\(request.viewType)Tests"
    switch request.layer {
    case .features:
      let test = "testTheScreenShowsTheCountAndIncrements"
      return [
        ("\(folder)/\(test).count-0.txt", counter(request, count: 0, titles: [request.name])),
        ("\(folder)/\(test).count-1.txt", counter(request, count: 1, titles: [request.name])),
        (
          "\(folder)/testTheDestinationsShowTheScreenForItsPath.pushed.txt",
          counter(request, count: 7, titles: ["Root", request.name])
        ),
      ]
    case .flows:
      return [
        (
          "\(folder)/testTheRootScreenShows.root.txt",
          """
          ≡ \(request.name)
            \(request.name)
          gestures: (none)

          """
        )
      ]
    }
  }

  /// The feature template's screen: the count and its two buttons, on a stack of `titles`.
  static func counter(_ request: FeatureRequest, count: Int, titles: [String]) -> String {
    let back = titles.count > 1 ? " · back · root" : ""
    return """
      ≡ \(titles.joined(separator: " › "))
        Count: \(count)
        [Increment]
        [Done]
      gestures: tap Increment · tap Done\(back)

      """
  }
}
