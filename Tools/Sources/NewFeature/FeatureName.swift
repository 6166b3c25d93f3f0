/// The checks a new package's name must pass before anything is written.
enum FeatureName {
  static let maximumLength = 16

  /// Names the package would shadow or be confused with: Swift keywords and standard types,
  /// system and toolchain modules, this repository's own folders and words.
  static let reserved: Set<String> = [
    "Any", "Self", "Type", "Protocol", "Never", "Void", "Optional", "Result", "Error", "String", "Int",
    "Swift", "Foundation", "FoundationEssentials", "Dispatch", "XCTest", "Testing", "Synchronization",
    "Glibc", "Darwin", "Observation", "SwiftUI", "UIKit", "AppKit", "Combine", "PackageDescription",
    "PackagePlugin", "App", "Apps", "Tools", "Tests", "Test", "Packages", "Package", "Features",
    "Feature", "Flows", "Flow", "Sources", "Benchmarks", "Reliability", "Docs",
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
      return "name '\(name)' is reserved (\(word) is a Swift, system or repository name)"
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
