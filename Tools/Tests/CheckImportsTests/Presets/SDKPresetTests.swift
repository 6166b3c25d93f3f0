import BlockingTestSupport
import CheckImports
import Foundation
import Testing

/// Section 2 of issue 13: the `@apple-sdk` preset is data shipped with the tool, and it is sound.
@Suite(.blocksItsThread) struct SDKPresetTests {
  @Test func presetFileSaysWhereItComesFromAndHoldsIdentifiersOnce() throws {
    let text = try #require(SystemPreset.text(named: "apple-sdk"))
    #expect(text.contains("Source:"))
    #expect(text.contains("SDK version:"))
    let names = try #require(SystemPreset.modules(named: "apple-sdk"))
    #expect(names.count > 200)
    for name in names {
      let valid =
        name.first.map { $0 == "_" || $0.isLetter } == true
        && name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
      #expect(valid, "'\(name)' is not a Swift identifier")
    }
    let duplicates = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    #expect(duplicates == [])
    for expected in [
      "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch",
      "Observation", "RegexBuilder", "Synchronization", "XCTest", "Testing", "os", "OSLog", "Darwin", "Glibc",
      "Musl", "SwiftData", "PhotosUI", "AVFoundation", "StoreKit", "Charts", "GameKit", "UserNotifications",
      "UIKit", "SwiftUI",
    ] {
      #expect(names.contains(expected), "\(expected) missing from @apple-sdk")
    }
  }

  @Test func oneDirectiveAllowsEveryFramework() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write(
      "import Core\nimport SwiftData\nimport PhotosUI\nimport AVFoundation\nimport StoreKit\n",
      to: "Packages/Features/Home/Sources/Home/Home.swift")
    #expect(repo.run().diagnostics.count == 4)
    repo.write(FixtureRepository.rules + "system features @apple-sdk\n", to: "boundaries.rules")
    #expect(repo.run().diagnostics == [])
    repo.write(FixtureRepository.rules + "system * @apple\n", to: "boundaries.rules")
    let result = repo.run()
    #expect(result.exitCode == 2)
    #expect(
      result.err
        == "check-imports: error: boundaries.rules:10: unknown preset '@apple' (presets: @apple-sdk)\n")
  }
}
