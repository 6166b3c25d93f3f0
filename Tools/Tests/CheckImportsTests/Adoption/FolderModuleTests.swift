import BlockingTestSupport
import CheckImports
import Foundation
import Testing

/// Section 3 of issue 13: sources outside SwiftPM (an Xcode app target) declared by folder.
@Suite(.blocksItsThread) struct FolderModuleTests {
  static func withAppFolder() -> FixtureRepository {
    let repo = FixtureRepository.standard()
    repo.write(
      FixtureRepository.rules.replacingOccurrences(of: "layer app App\n", with: "layer app App MyApp\n")
        + "system * @apple-sdk\nmodule MyApp MyApp/MyApp\n",
      to: "boundaries.rules")
    repo.write(
      "import SwiftUI\nimport UIKit\nimport SwiftData\nimport Home\n", to: "MyApp/MyApp/MyAppApp.swift")
    repo.write("import SwiftUI\nimport Checkout\n", to: "MyApp/MyApp/Views/CartView.swift")
    return repo
  }

  @Test func appFolderIsCheckedForLayeringAndUnknownModules() {
    let repo = Self.withAppFolder()
    defer { repo.remove() }
    let clean = repo.run()
    #expect(clean.diagnostics == [])
    #expect(clean.err == "check-imports: ok: 0 errors, 0 warnings (8 modules, 9 files)\n")
    repo.write("import SwiftUI\nimport Nowhere\n", to: "MyApp/MyApp/Views/CartView.swift")
    repo.write("import Foundation\nimport MyApp\n", to: "Packages/Core/Sources/Core/Extra.swift")
    let result = repo.run()
    #expect(
      result.diagnostics == [
        "Packages/Core/Sources/Core/Extra.swift:2:8: error: Core (core) depends on MyApp (app), a higher layer; "
          + "move the shared code down or invert the dependency [layer-upward]",
        "Packages/Core/Sources/Core/Extra.swift:2:8: error: Core imports MyApp without declaring it in "
          + "Packages/Core/Package.swift (it is not in the target's dependency graph at all) [implicit-dependency]",
        "Packages/Core/Sources/Core/Extra.swift:2:8: error: dependency cycle: Core → MyApp → Home → Core [cycle]",
        "MyApp/MyApp/Views/CartView.swift:2:8: error: MyApp imports Nowhere, which is neither a module of this "
          + "repository, nor declared by a manifest, nor a system module listed in boundaries.rules [unknown-module]",
      ])
  }

  /// A `module` line whose folder holds no Swift source is stale, even when another folder
  /// module does hold some (`make mutants`: the lookup matched any folder module, untested).
  @Test func aFolderModuleWithoutSourcesIsAWarningBesideOneWithSources() {
    let repo = Self.withAppFolder()
    defer { repo.remove() }
    repo.write(
      FixtureRepository.rules.replacingOccurrences(of: "layer app App\n", with: "layer app App MyApp\n")
        + "system * @apple-sdk\nmodule MyApp MyApp/MyApp\nmodule Widget MyApp/Widget\n",
      to: "boundaries.rules")
    repo.write("<plist/>\n", to: "MyApp/Widget/Info.plist")
    let result = repo.run()
    #expect(
      result.diagnostics == [
        "boundaries.rules:12:1: warning: module 'Widget' folder 'MyApp/Widget' holds no Swift source outside "
          + "SwiftPM targets [stale-rule]"
      ])
    #expect(result.exitCode == 0)
  }

  @Test func layerPathMatchingNothingIsAWarningNamingTheLine() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write(
      FixtureRepository.rules.replacingOccurrences(of: "layer app App\n", with: "layer app App Apps/iOS\n"),
      to: "boundaries.rules")
    let result = repo.run()
    #expect(result.exitCode == 0)
    #expect(
      result.diagnostics == [
        "boundaries.rules:2:1: warning: layer 'app' path 'Apps/iOS' matches no target and no declared module "
          + "folder [stale-rule]"
      ])
  }
}
