import Foundation

/// Remote package products that an Xcode project (`*.xcodeproj/project.pbxproj`) links into its
/// app targets. An app target outside SwiftPM declares its packages there, not in a manifest, so
/// this is where its imports of remote modules are declared.
enum XcodeProjectProducts {
  /// `(product, package)` for every `XCSwiftPackageProductDependency` whose package is an
  /// `XCRemoteSwiftPackageReference`; local package references are this repository's own modules.
  static func remoteProducts(inProjectFile text: String) -> [(product: String, package: String)] {
    var result: [(String, String)] = []
    var rest = Substring(text)
    while let marker = rest.range(of: "isa = XCSwiftPackageProductDependency;") {
      let blockEnd = rest[marker.upperBound...].range(of: "};")?.lowerBound ?? rest.endIndex
      let block = rest[marker.upperBound..<blockEnd]
      rest = rest[blockEnd...]
      guard let product = value(of: "productName", in: block),
        let packageLine = block.range(of: "package = ").map({ block[$0.upperBound...].prefix { $0 != ";" } }),
        let reference = packageLine.range(of: "XCRemoteSwiftPackageReference \"")
      else { continue }
      let name = packageLine[reference.upperBound...].prefix { $0 != "\"" }
      result.append((product, name.lowercased()))
    }
    return result
  }

  /// `key = value;` with the value unquoted.
  static func value(of key: String, in block: Substring) -> String? {
    guard let range = block.range(of: "\(key) = ") else { return nil }
    var value = block[range.upperBound...].prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
    if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 {
      value = String(value.dropFirst().dropLast())
    }
    return value.isEmpty ? nil : value
  }
}
