/// The app's tabs: the selection shape's value.
public enum Tab: String, Sendable, Hashable, Codable, CaseIterable {
  case library
  case settings
}
