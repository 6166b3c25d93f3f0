import Foundation

/// Everything that shapes the measured `swift build` command.
///
/// Kept fixed across every build of a run (baseline, warm-up and measured) because changing any
/// flag, even `-v`, makes SwiftPM rebuild every module and would ruin the comparison.
public struct BuildSettings: Sendable, Equatable, Codable {
  /// `native` by default: pinned so results don't change when SwiftPM's default does.
  public var buildSystem: String = "native"
  /// Builds this product (`--product`), which also relinks the executable.
  public var product: String?
  /// Builds this target (`--target`) instead of a product.
  public var target: String?
  /// SwiftPM's `--scratch-path`: a build folder of one's own, so other builds in `.build` (a
  /// teammate's `swift test`, an editor) cannot touch the objects being compared.
  public var scratchPath: String?
  /// Adds `-Xswiftc -driver-show-incremental` so the driver explains why it recompiles.
  public var explain: Bool = false
  /// `--trace`: the frontend wrapper that times every compiler job, given to the driver with
  /// `-driver-use-frontend-path` (for every build of the run, like any flag).
  public var frontendPath: String?
  /// `-Xswiftc FLAG` from the command line, passed on to every build of the run alike: a team
  /// that builds with its own compiler flags measures the builds it really runs.
  public var swiftcFlags: [String] = []

  public init() {}

  /// The folder holding the debug build's objects, modules and executables. Like SwiftPM, a
  /// relative scratch path is taken from the current directory, not from the package.
  public func debugFolder(packagePath: String) -> String {
    let scratch = scratchPath.map { URL(fileURLWithPath: $0).path }
    return (scratch ?? URL(fileURLWithPath: packagePath).appendingPathComponent(".build").path) + "/debug"
  }

  /// The arguments after `swift`.
  public func arguments(packagePath: String) -> [String] {
    var arguments = ["build", "--package-path", packagePath, "--build-system", buildSystem]
    if let scratchPath { arguments += ["--scratch-path", scratchPath] }
    if let product { arguments += ["--product", product] }
    if let target { arguments += ["--target", target] }
    if explain { arguments += ["-Xswiftc", "-driver-show-incremental"] }
    if let frontendPath { arguments += ["-Xswiftc", "-driver-use-frontend-path", "-Xswiftc", frontendPath] }
    arguments += swiftcFlags.flatMap { ["-Xswiftc", $0] }
    return arguments
  }
}
