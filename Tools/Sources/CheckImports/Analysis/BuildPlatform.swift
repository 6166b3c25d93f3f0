/// A platform SwiftPM can name in `condition: .when(platforms:)`, with how `#if` sees it: the
/// checker asks, per platform a conditional dependency is *not* declared for, whether an import
/// of it would still be compiled there.
struct BuildPlatform: Sendable, Equatable {
  /// The name in `swift package dump-package` JSON (`ios`, `maccatalyst`, `linux`).
  var swiftPMName: String
  /// How a manifest spells it (`.iOS`), for messages.
  var manifestName: String
  /// The value `os()` is true for on this platform. Mac Catalyst compiles as `os(iOS)` and is told
  /// apart only by `targetEnvironment(macCatalyst)`.
  var osName: String

  var isMacCatalyst: Bool { swiftPMName == "maccatalyst" }

  /// Every platform of `PackageDescription.Platform` in Swift 6 (`freebsd` is newer than tools 6.0
  /// but costs nothing to know). A name outside this list is kept as written and has no `os()`.
  static let all: [BuildPlatform] = [
    .init(swiftPMName: "ios", manifestName: ".iOS", osName: "iOS"),
    .init(swiftPMName: "maccatalyst", manifestName: ".macCatalyst", osName: "iOS"),
    .init(swiftPMName: "macos", manifestName: ".macOS", osName: "macOS"),
    .init(swiftPMName: "tvos", manifestName: ".tvOS", osName: "tvOS"),
    .init(swiftPMName: "watchos", manifestName: ".watchOS", osName: "watchOS"),
    .init(swiftPMName: "visionos", manifestName: ".visionOS", osName: "visionOS"),
    .init(swiftPMName: "driverkit", manifestName: ".driverKit", osName: "DriverKit"),
    .init(swiftPMName: "linux", manifestName: ".linux", osName: "Linux"),
    .init(swiftPMName: "windows", manifestName: ".windows", osName: "Windows"),
    .init(swiftPMName: "android", manifestName: ".android", osName: "Android"),
    .init(swiftPMName: "wasi", manifestName: ".wasi", osName: "WASI"),
    .init(swiftPMName: "openbsd", manifestName: ".openbsd", osName: "OpenBSD"),
    .init(swiftPMName: "freebsd", manifestName: ".freebsd", osName: "FreeBSD"),
  ]

  /// Spellings `os()` accepts for one platform: the compiler's aliases.
  static let osAliases: [String: String] = ["OSX": "macOS", "xrOS": "visionOS"]

  static func named(_ swiftPMName: String) -> BuildPlatform? {
    all.first { $0.swiftPMName == swiftPMName }
  }

  /// What a human reads in a message: `os(iOS)`-style names, Catalyst by its own name.
  var displayName: String { isMacCatalyst ? "macCatalyst" : osName }
}
