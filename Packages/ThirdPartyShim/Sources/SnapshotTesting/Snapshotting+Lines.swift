extension Snapshotting where Value == String, Format == String {
  /// A string, compared line by line: the strategy every text strategy is pulled back from.
  public static var lines: Snapshotting<String, String> {
    Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
  }
}
