/// The checks a new package's name must pass before anything is written.
enum FeatureName {
  static let maximumLength = 16

  /// Names the package would shadow or be confused with: Swift keywords and standard types,
  /// system and toolchain modules, this repository's own folders and words.
  static let reserved: Set<String> = Set([
    "Any", "Self", "Type", "Protocol", "Never", "Void", "Optional", "Result", "Error", "String", "Int",
    "Swift", "Foundation", "FoundationEssentials", "Dispatch", "XCTest", "Testing", "Synchronization",
    "Glibc", "Darwin", "Observation", "SwiftUI", "UIKit", "AppKit", "Combine", "PackageDescription",
    "PackagePlugin", "App", "Apps", "Tools", "Tests", "Test", "Packages", "Package", "Features",
    "Feature", "Flows", "Flow", "Sources", "Benchmarks", "Reliability", "Docs",
  ])
  // A module named after a standard type shadows it in every file that imports the module:
  // `Task { … }` in a file importing a package `Task` no longer starts a task.
  .union(standardTypes)

  /// Types of the standard library, Foundation and the concurrency library a feature file writes
  /// by their plain names, and the Composable Architecture's (the shim stands in for it).
  static let standardTypes: Set<String> = [
    "Task", "Array", "Dictionary", "Set", "Character", "Substring", "Bool", "Double", "Float", "Range",
    "ClosedRange", "Sequence", "Collection", "Equatable", "Hashable", "Comparable", "Codable", "Encodable",
    "Decodable", "Identifiable", "Sendable", "Actor", "MainActor", "AsyncStream", "AsyncSequence", "Duration",
    "Clock", "ContinuousClock", "SuspendingClock", "CaseIterable", "Mirror", "Unicode", "Int8", "Int16",
    "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Data", "Date", "URL", "UUID", "Locale",
    "Decimal", "Notification", "Bundle", "Timer", "JSONEncoder", "JSONDecoder", "Store", "Reducer", "Effect",
    "Binding", "Shared", "Dependency", "Dependencies", "State", "Action", "Scope", "View", "Text", "Image",
    "Button", "List", "Form", "Color", "Main",
  ]

  /// Why `name` cannot be used, or nil when it can; `taken` maps lowercased names to the place
  /// that already uses them.
  static func problem(with name: String, taken: [String: String]) -> String? {
    if name.isEmpty {
      return "a feature needs a name: make feature NAME=Wishlist (tools new-feature Wishlist)"
    }
    let isASCIILetterOrDigit = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber) }
    guard let first = name.first, first.isASCII, first.isUppercase, name.allSatisfy(isASCIILetterOrDigit)
    else {
      return
        "invalid name '\(name)': a feature name is an UpperCamelCase Swift identifier (A–Z first, then ASCII letters and digits)"
    }
    guard name.count <= maximumLength else {
      return
        "name '\(name)' is \(name.count) characters long; at most \(maximumLength), so the generated wiring fits the 110-column lines"
    }
    if let word = reserved.first(where: { $0.lowercased() == name.lowercased() }) {
      return standardTypes.contains(word)
        ? "name '\(name)' is reserved: a module named \(word) would shadow the standard type \(word) in every file "
          + "that imports it; choose another (e.g. \(word)List)"
        : "name '\(name)' is reserved (\(word) is a Swift, system or repository name)"
    }
    if name.hasSuffix("Tests") {
      return "name '\(name)' ends with Tests, which is how test targets are named"
    }
    if let place = taken[name.lowercased()] {
      return "name '\(name)' is taken (case-insensitively) by \(place)"
    }
    return nil
  }
}
