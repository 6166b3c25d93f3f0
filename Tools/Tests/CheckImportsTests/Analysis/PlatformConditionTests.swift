import Foundation
import Testing
import ToolSupport

@testable import CheckImports

/// `#if` conditions evaluated per platform, for the `platform-conditional-import` rule: which
/// guards keep an import of a dependency declared for some platforms out of the others' builds.
@Suite struct PlatformConditionTests {
  static let everyPlatform = BuildPlatform.all.map(\.displayName)

  /// The platforms (display names) where `KeychainSwift`, declared for `platforms`, still compiles.
  func leaks(_ condition: String?, declaredFor platforms: [String], module: String = "KeychainSwift")
    -> [String]
  {
    let declared = DeclaredPlatforms([
      .init(name: "KeychainSwift", modules: ["KeychainSwift"], platforms: platforms),
      .init(name: "Core", modules: ["Core"]),
    ])
    return PlatformImportRules.leaks(of: module, under: condition, declared: declared).map(\.displayName)
  }

  func others(than excluded: String...) -> [String] {
    Self.everyPlatform.filter { !excluded.contains($0) }
  }

  @Test func parsesWhatTheScannerRecords() {
    #expect(
      CompilationCondition.parse("!(os(iOS) || DEBUG) && canImport(X, _version: 2)")
        == .and(
          .not(.or(.atom(name: "os", argument: "iOS"), .atom(name: "DEBUG", argument: nil))),
          .atom(name: "canImport", argument: "X, _version: 2")))
    #expect(
      CompilationCondition.parse("a || b && c")
        == .or(
          .atom(name: "a", argument: nil),
          .and(.atom(name: "b", argument: nil), .atom(name: "c", argument: nil))))
    #expect(CompilationCondition.parse("swift(>=5.9)") == .atom(name: "swift", argument: ">=5.9"))
    for broken in ["", "os(iOS) &&", "(DEBUG", "os(iOS", "DEBUG)", "a | b", "!"] {
      #expect(CompilationCondition.parse(broken) == nil, "\(broken)")
    }
  }

  @Test func guardsThatExcludeTheOtherPlatforms() {
    let iOS = ["ios"]
    #expect(leaks("canImport(KeychainSwift)", declaredFor: iOS) == [])
    #expect(leaks("canImport(KeychainSwift, _version: 20.0)", declaredFor: iOS) == [])
    #expect(leaks("os(iOS) && !targetEnvironment(macCatalyst)", declaredFor: iOS) == [])
    // Nested `#if`s (joined with &&) and an `#elseif` branch (earlier branches negated).
    #expect(leaks("DEBUG && os(iOS) && !targetEnvironment(macCatalyst)", declaredFor: iOS) == [])
    #expect(leaks("!DEBUG && canImport(KeychainSwift)", declaredFor: iOS) == [])
    #expect(leaks("!(os(Linux)) && canImport(KeychainSwift)", declaredFor: iOS) == [])
    #expect(leaks("false", declaredFor: iOS) == [])
    // `||` of declared platforms; the compiler's aliases OSX and xrOS.
    #expect(leaks("os(iOS) || os(macOS)", declaredFor: ["ios", "maccatalyst", "macos"]) == [])
    #expect(leaks("os(OSX)", declaredFor: ["macos"]) == [])
    #expect(leaks("os(xrOS)", declaredFor: ["visionos"]) == [])
    #expect(leaks("targetEnvironment(macCatalyst)", declaredFor: ["maccatalyst"]) == [])
    #expect(
      leaks("os(Linux) || os(Windows) || os(Android)", declaredFor: ["linux", "windows", "android"]) == [])
    // A module declared unconditionally: nothing to guard.
    #expect(leaks(nil, declaredFor: iOS, module: "Core") == [])
  }

  @Test func guardsThatLeaveOtherPlatformsIn() {
    let iOS = ["ios"]
    #expect(leaks(nil, declaredFor: iOS) == others(than: "iOS"))
    // Mac Catalyst compiles as os(iOS) but is a platform of its own for SwiftPM's conditions.
    #expect(leaks("os(iOS)", declaredFor: iOS) == ["macCatalyst"])
    #expect(leaks("os(iOS) || os(macOS)", declaredFor: ["ios", "macos"]) == ["macCatalyst"])
    #expect(leaks("targetEnvironment(macCatalyst)", declaredFor: iOS) == ["macCatalyst"])
    #expect(leaks("os(iOS)", declaredFor: ["maccatalyst"]) == ["iOS"])
    // Unrelated conditions decide nothing about the platform.
    #expect(leaks("DEBUG", declaredFor: iOS) == others(than: "iOS"))
    #expect(leaks("os(iOS) || DEBUG", declaredFor: iOS) == others(than: "iOS"))
    #expect(leaks("canImport(UIKit)", declaredFor: iOS) == others(than: "iOS"))
    #expect(leaks("swift(>=5.9) || compiler(>=6)", declaredFor: iOS) == others(than: "iOS"))
    #expect(leaks("true", declaredFor: iOS) == others(than: "iOS"))
    // The #else of a guard compiles exactly where the guard does not.
    #expect(leaks("!os(iOS)", declaredFor: iOS) == others(than: "iOS", "macCatalyst"))
    #expect(leaks("!(canImport(KeychainSwift))", declaredFor: iOS) == others(than: "iOS"))
    #expect(leaks("os(Linux)", declaredFor: iOS) == ["Linux"])
    // Only device platforms have simulators.
    #expect(leaks("targetEnvironment(simulator)", declaredFor: iOS) == ["tvOS", "watchOS", "visionOS"])
    // Case matters to os(), and a condition the checker cannot read guards nothing.
    #expect(leaks("os(ios)", declaredFor: iOS) == [])
    #expect(leaks("os(iOS) &&", declaredFor: iOS) == others(than: "iOS"))
  }

  /// Every suggested fix must itself pass, and must not exclude a declared platform.
  @Test func suggestedGuardsAreAcceptedForEveryOneOrTwoPlatforms() throws {
    let names = BuildPlatform.all.map(\.swiftPMName)
    var sets = names.map { [$0] }
    for (index, first) in names.enumerated() { sets += names[(index + 1)...].map { [first, $0] } }
    for platforms in sets {
      let osGuard = try #require(PlatformImportRules.osGuard(for: Set(platforms)))
      #expect(leaks(osGuard, declaredFor: platforms) == [], "\(platforms): \(osGuard)")
      #expect(leaks("canImport(KeychainSwift)", declaredFor: platforms) == [], "\(platforms)")
      let condition = try #require(CompilationCondition.parse(osGuard))
      for platform in BuildPlatform.all where platforms.contains(platform.swiftPMName) {
        #expect(condition.value(on: platform, canImport: { _ in nil }) == true, "\(platforms): \(osGuard)")
      }
    }
    #expect(PlatformImportRules.osGuard(for: ["ios"]) == "os(iOS) && !targetEnvironment(macCatalyst)")
    #expect(PlatformImportRules.osGuard(for: ["ios", "maccatalyst"]) == "os(iOS)")
    #expect(
      PlatformImportRules.osGuard(for: ["ios", "macos"])
        == "(os(iOS) && !targetEnvironment(macCatalyst)) || os(macOS)")
    #expect(PlatformImportRules.osGuard(for: ["ios", "somethingnew"]) == nil)
  }
}
