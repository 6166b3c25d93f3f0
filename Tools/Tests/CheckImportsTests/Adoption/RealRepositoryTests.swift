import BlockingTestSupport
import CheckImports
import Foundation
import Testing

/// The tools on a repository no one here wrote, in the shape of `FixtureRepository.realWorld()`:
/// `init` finishes green, the next check exits 0, and what they print can be trusted.
@Suite(.blocksItsThread) struct RealRepositoryTests {
  static let unresolved =
    "iOS/Packages/DesignKit/Package.swift:10:5: warning: .package(path: \"../../SharedKit\") names no folder; "
    + "resolved by name to the package SharedKit at Shared/SharedKit/ [package-path]"

  func initialized() -> (FixtureRepository, rules: String) {
    let repo = FixtureRepository.realWorld()
    let result = repo.run(["init"])
    #expect(result.exitCode == 0, "\(result.err)")
    let rules = (try? String(contentsOfFile: "\(repo.root)/boundaries.rules", encoding: .utf8)) ?? ""
    return (repo, rules)
  }

  /// The path only Xcode resolves was exit 2 for the whole repository, naming only the first
  /// manifest, with no line and no hint. Now it is a warning at its line, and the rest is checked.
  @Test func initFinishesGreenAndTheNextCheckExitsZero() {
    let (repo, rules) = initialized()
    defer { repo.remove() }
    let check = repo.run()
    #expect(check.exitCode == 0, "\(check.out)\(check.err)")
    #expect(check.diagnostics == [Self.unresolved], "\(check.out)")
    #expect(check.err.contains("(1 baselined)") || check.err.contains("1 baselined"), "\(check.err)")
    #expect(rules.contains("baseline boundaries.baseline"))
    let baseline = (try? String(contentsOfFile: "\(repo.root)/boundaries.baseline", encoding: .utf8)) ?? ""
    #expect(baseline.hasSuffix("\nimplicit-dependency PreferencesFeature -> SharedKit\n"), "\(baseline)")
  }

  /// The folder linked into both platform folders is one package, loaded once, and each link
  /// skipped is named.
  @Test func aPackageLinkedInTwiceIsLoadedOnce() {
    let repo = FixtureRepository.realWorld()
    defer { repo.remove() }
    repo.write("layer all iOS macOS Shared\nsystem * @apple-sdk\n", to: "boundaries.rules")
    let loader = repo.loader
    let result = repo.run(["--no-cache"], loader: loader)
    #expect(
      loader.calls == 5, "SharedKit was loaded more than once: \(loader.calls) manifests for 5 packages")
    #expect(result.err.contains("check-imports: note: skipped iOS/Shared: a link to a folder (-> ../Shared)"))
    #expect(
      result.err.contains("check-imports: note: skipped macOS/Shared: a link to a folder (-> ../Shared)"))
    #expect(!result.out.contains("iOS/Shared/"), "\(result.out)")
  }

  /// Layers mixed iOS and macOS packages and were named after one platform's folder.
  @Test func noLayerMixesThePlatformsAndEachIsNamedForItsOwn() {
    let (repo, rules) = initialized()
    defer { repo.remove() }
    let layers = rules.split(separator: "\n").filter { $0.hasPrefix("layer ") }
    #expect(
      layers == [
        "layer ios_apptests   iOS/AppTests", "layer ios_app        iOS/App",
        "layer ios_packages   iOS/Packages",
        "layer macos_packages macOS/Packages", "layer sharedkit      Shared/SharedKit",
      ], "\(rules)")
    #expect(rules.contains("allow ProfileFeature -> DesignKit\nallow PreferencesFeature -> MacDesignKit\n"))
    for layer in layers {
      let words = layer.split(separator: " ").map(String.init)
      let paths = words.dropFirst(2)
      let platforms = Set(paths.map { String($0.split(separator: "/")[0]) })
      #expect(platforms.count == 1, "a layer mixes platforms: \(layer)")
      if platforms == ["iOS"] { #expect(words[1].hasPrefix("ios_"), "\(layer)") }
      if platforms == ["macOS"] { #expect(words[1].hasPrefix("macos_"), "\(layer)") }
    }
  }

  /// The app module the tests import with `@testable` is the app folder's module, not a system one,
  /// so `why` finds the path to it; and to a remote product the findings name.
  @Test func theTestableAppModuleIsAModuleAndWhyReachesRemoteProducts() {
    let (repo, rules) = initialized()
    defer { repo.remove() }
    #expect(rules.contains("module Notes iOS/App\n"), "\(rules)")
    #expect(!rules.contains("system * Notes"), "\(rules)")
    let why = repo.run(["why", "AppTests", "Notes"])
    #expect(why.exitCode == 0, "\(why.out)\(why.err)")
    #expect(why.out.hasPrefix("AppTests → Notes (1 edge)"), "\(why.out)")
    let remote = repo.run(["why", "Notes", "GRDB"])
    #expect(remote.exitCode == 0, "\(remote.out)\(remote.err)")
    #expect(remote.out.hasPrefix("Notes → ProfileFeature → GRDB (2 edges)"), "\(remote.out)")
    #expect(
      remote.out.contains(
        "ProfileFeature → GRDB  iOS/Packages/ProfileFeature/Sources/ProfileFeature/Profile.swift:2:8: import"),
      "\(remote.out)")
    let unknown = repo.run(["why", "Notes", "Nope"])
    #expect(unknown.exitCode == 2)
    #expect(unknown.err.contains("no module named Nope"))
  }

  /// Baselined findings are drawn apart from new ones: no red edge while the check exits 0.
  @Test func theGraphDrawsBaselinedFindingsApart() {
    let (repo, _) = initialized()
    defer { repo.remove() }
    let svg = repo.run(["--graph", "svg"]).out
    #expect(!svg.contains("stroke=\"#d00\""), "a baselined finding drawn red")
    let edge = svg.split(separator: "\n").first {
      $0.contains("data-from=\"PreferencesFeature\" data-to=\"SharedKit\"")
    }
    #expect(edge?.contains("stroke=\"#d98b00\"") == true, "\(edge ?? "no edge")")
    #expect(edge?.contains("implicit-dependency, baselined") == true, "\(edge ?? "no edge")")
    #expect(svg.contains("0 violating edges, 1 baselined"))
  }

  /// `init` honours the `exclude` lines of the rules file it replaces: the way to leave out a
  /// package whose `.package(path:)` nothing resolves. Without it, init names the line and the fix.
  @Test func initHonoursExcludeAndAnUnresolvablePathNamesItsLine() throws {
    var repo = FixtureRepository.realWorld()
    defer { repo.remove() }
    repo.add(
      .init(
        directory: "iOS/Packages/Broken", name: "Broken", targets: [.init(name: "Broken")],
        localDependencies: ["../../Nowhere"]))
    repo.write("import Foundation\n", to: "iOS/Packages/Broken/Sources/Broken/Broken.swift")
    let refused = repo.run(["init"])
    #expect(refused.exitCode == 2)
    #expect(
      refused.err.contains(
        "check-imports: error: iOS/Packages/Broken/Package.swift:10:5: missing package path '\(repo.root)/iOS/Nowhere' "
          + "(.package(path: \"../../Nowhere\")): no folder there, and no package of the repository is named nowhere; "
          + "point the path at the package, or exclude this package (`exclude iOS/Packages/Broken` in boundaries.rules)"
      ),
      "\(refused.err)")
    repo.write("exclude iOS/Packages/Broken\n", to: "boundaries.rules")
    let result = repo.run(["init", "--force"])
    #expect(result.exitCode == 0, "\(result.err)")
    let rules = try String(contentsOfFile: "\(repo.root)/boundaries.rules", encoding: .utf8)
    #expect(rules.contains("\nexclude iOS/Packages/Broken\n"), "\(rules)")
    #expect(!rules.contains("Packages/Broken "))
    #expect(repo.run().exitCode == 0)
  }
}
