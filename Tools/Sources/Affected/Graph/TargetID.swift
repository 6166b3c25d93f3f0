/// A target of the repository: the package that declares it (its folder relative to the
/// repository root, `.` for the root package; a `module NAME PATH` folder's path for code outside
/// SwiftPM) and its name. The root package's test targets can point at a nested package's Tests
/// folder, so one name can be two targets: the package tells them apart.
struct TargetID: Hashable, Comparable, Sendable, CustomStringConvertible {
  var package: String
  var name: String

  init(package: String, name: String) {
    self.package = package
    self.name = name
  }

  static func < (lhs: TargetID, rhs: TargetID) -> Bool {
    (lhs.package, lhs.name) < (rhs.package, rhs.name)
  }

  var description: String { package == "." ? name : "\(package):\(name)" }
}
