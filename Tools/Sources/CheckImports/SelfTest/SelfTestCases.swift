import Foundation

/// The self-test's cases: each injects one violation (or one bad input) into the copy of the
/// repository and states exactly what the checker must add. Paths name real files of this
/// repository; when one moves, its case fails with "not in the copy" and is updated here.
enum SelfTestCases {
  typealias Expected = SelfTest.Expected

  static let home = "Packages/Features/Home/Sources/Home/ShopHomeFeature.swift"
  static let homeManifest = "Packages/Features/Home/Package.swift"
  static let rules = "boundaries.rules"

  static func at(_ site: (path: String, line: Int, column: Int), _ rule: String, _ says: String = "")
    -> Expected
  {
    Expected(rule: rule, path: site.path, line: site.line, column: site.column, says: says)
  }

  static var all: [SelfTest.Case] {
    [
      // Source imports.
      .init(
        name: "layer-upward", summary: "Home (features) imports ShopFlow (flows)",
        inject: { copy in
          let site = try copy.insertImport("import ShopFlow", into: home)
          return .findings(
            exit: 1,
            [
              at(site, "layer-upward", "Home (features) depends on ShopFlow (flows), a higher layer"),
              at(site, "implicit-dependency", "without declaring it in \(homeManifest)"),
              at(site, "cycle", "dependency cycle: Home → ShopFlow → Home"),
            ])
        }),
      .init(
        name: "layer-skip", summary: "strict core; AppDomain moved below shim; Core imports AppDomain",
        inject: { copy in
          try copy.replace("Packages/Core Packages/AppDomain", with: "Packages/Core", in: rules)
          try copy.append(["layer domain Packages/AppDomain", "strict core"], to: rules)
          let site = try copy.insertImport(
            "import AppDomain", into: "Packages/Core/Sources/Core/Navigation/NavigationState.swift")
          return .findings(
            exit: 1,
            [
              at(
                site, "layer-skip",
                "Core (core) depends on AppDomain (domain), skipping a layer; layer 'core' is strict"),
              at(site, "implicit-dependency", "it is not in the target's dependency graph at all"),
            ])
        }),
      .init(
        name: "sibling-import", summary: "Home imports Library (both features, no allow)",
        inject: { copy in
          let site = try copy.insertImport("import Library", into: home)
          return .findings(
            exit: 1,
            [
              at(site, "sibling-import", "'allow Home -> Library'"),
              at(site, "implicit-dependency", "not in the target's dependency graph"),
            ])
        }),
      .init(
        name: "island-crossing (into tools)", summary: "Home imports CheckImports",
        inject: { copy in
          let site = try copy.insertImport("import CheckImports", into: home)
          return .findings(
            exit: 1,
            [
              at(site, "island-crossing", "crossing the border of island 'tools'"),
              at(site, "implicit-dependency"),
            ])
        }),
      .init(
        name: "island-crossing (out of tools)", summary: "CheckImports imports Core",
        inject: { copy in
          let site = try copy.insertImport("import Core", into: "Tools/Sources/CheckImports/Console.swift")
          return .findings(
            exit: 1,
            [
              at(site, "island-crossing", "CheckImports (tools) depends on Core (core)"),
              at(site, "implicit-dependency"),
            ])
        }),
      .init(
        name: "implicit-dependency", summary: "ShopFlow imports Payment, built only via Checkout",
        inject: { copy in
          let site = try copy.insertImport(
            "import Payment", into: "Packages/Flows/ShopFlow/Sources/ShopFlow/ShopFlow.swift")
          return .findings(
            exit: 1,
            [
              at(
                site, "implicit-dependency", "it compiles only transitively via ShopFlow → Checkout → Payment"
              )
            ])
        }),
      .init(
        name: "implicit-dependency (test, #if)", summary: "HomeTests: #if DEBUG @testable import Library",
        inject: { copy in
          let path = "Packages/Features/Home/Tests/HomeTests/ShopHomeFeatureTests.swift"
          let first = try copy.insertAfterImports(
            ["#if DEBUG", "@testable import Library", "#endif"], in: path)
          return .findings(
            exit: 1,
            [
              Expected(
                rule: "implicit-dependency", path: path, line: first + 1, column: 18,
                says:
                  "HomeTests imports Library without declaring it in \(homeManifest) (it is not in the target's "
                  + "dependency graph at all) (under #if DEBUG)")
            ])
        }),
      .init(
        name: "cycle", summary: "Payment imports Checkout, which imports Payment",
        inject: { copy in
          let site = try copy.insertImport(
            "import Checkout", into: "Packages/Features/Payment/Sources/Payment/PaymentClient.swift")
          // Reported at the cycle's first edge from its alphabetically first module: Checkout's own
          // `import Payment` in its first file by name.
          let edge = try copy.firstLine(
            "import Payment", inFilesOf: "Packages/Features/Checkout/Sources/Checkout")
          return .findings(
            exit: 1,
            [
              at(site, "sibling-import", "'allow Payment -> Checkout'"),
              at(site, "implicit-dependency"),
              Expected(
                rule: "cycle", path: edge.path, line: edge.line, column: 8,
                says: "dependency cycle: Checkout → Payment → Checkout"),
            ])
        }),
      .init(
        name: "unknown-module", summary: "Home imports NoSuchModule",
        inject: { copy in
          let site = try copy.insertImport("import NoSuchModule", into: home)
          return .findings(
            exit: 1,
            [at(site, "unknown-module", "neither a module of this repository, nor declared by a manifest")])
        }),
      .init(
        name: "system-module-not-allowed", summary: "Home (not a test) imports XCTest",
        inject: { copy in
          let site = try copy.insertImport("import XCTest", into: home)
          return .findings(
            exit: 1, [at(site, "system-module-not-allowed", "add 'system features XCTest' if intended")])
        }),

      // Manifests and rules.
      .init(
        name: "manifest-layering", summary: "Home's Package.swift declares Checkout (a sibling), unused",
        inject: { copy in
          try copy.replace(
            ".package(path: \"../../ThirdPartyShim\")\n",
            with: ".package(path: \"../../ThirdPartyShim\"),\n    .package(path: \"../Checkout\"),\n",
            in: homeManifest)
          try copy.replace(
            "        .product(name: \"HeadlessUI\"",
            with:
              "        .product(name: \"Checkout\", package: \"Checkout\"),\n        .product(name: \"HeadlessUI\"",
            in: homeManifest)
          let spot = try copy.locate(
            "Checkout", onLineContaining: ".product(name: \"Checkout\"", in: homeManifest)
          return .findings(
            exit: 1,
            [
              Expected(
                rule: "manifest-layering", path: homeManifest, line: spot.line, column: spot.column,
                says:
                  "manifest: Home (features) depends on its sibling Checkout; siblings are isolated unless "
                  + "'allow Home -> Checkout' is in boundaries.rules [sibling-import]"),
              Expected(
                rule: "unused-dependency", path: homeManifest, line: spot.line, column: spot.column,
                says: "target Home declares Checkout but no source of it imports Checkout",
                severity: "warning"),
            ])
        }),
      .init(
        name: "unused-dependency (warning)",
        summary: "Home's only `import HeadlessUI` removed; exit 0, 1 with --warnings-as-errors",
        inject: { copy in
          try copy.replace(
            "import HeadlessUI\n", with: "", in: "Packages/Features/Home/Sources/Home/ShopHomeView.swift")
          let spot = try copy.locate(
            "HeadlessUI", onLineContaining: ".product(name: \"HeadlessUI\"", in: homeManifest)
          return .findings(
            exit: 0,
            [
              Expected(
                rule: "unused-dependency", path: homeManifest, line: spot.line, column: spot.column,
                says: "target Home declares HeadlessUI but no source of it imports HeadlessUI",
                severity: "warning")
            ], alsoWith: ["--warnings-as-errors"], exitThen: 1)
        }),
      .init(
        name: "unlayered-module", summary: "Benchmarks dropped from 'layer app'",
        inject: { copy in
          try copy.replace("App Benchmarks", with: "App", in: rules)
          let spot = try copy.locate(
            "Benchmarks", onLineContaining: "name: \"Benchmarks\"", in: "Package.swift")
          return .findings(
            exit: 1,
            [
              Expected(
                rule: "unlayered-module", path: "Package.swift", line: spot.line, column: spot.column,
                says: "target Benchmarks (Benchmarks) is in no layer")
            ])
        }),
      .init(
        name: "stale-rule (warning)", summary: "'allow Home -> Gift' names no module",
        inject: { copy in
          let line = try copy.append(["allow Home -> Gift"], to: rules)
          return .findings(
            exit: 0,
            [
              Expected(
                rule: "stale-rule", path: rules, line: line, column: 1, says: "names Gift",
                severity: "warning")
            ])
        }),
      .init(
        name: "stale-baseline", summary: "a baseline entry that no longer occurs",
        arguments: ["--baseline", "selftest.baseline"],
        inject: { copy in
          try copy.write("# accepted\nsibling-import Home -> Library\n", to: "selftest.baseline")
          return .findings(
            exit: 1,
            [
              Expected(
                rule: "stale-baseline", path: "selftest.baseline", line: 2, column: 1,
                says: "no longer occurs")
            ])
        }),
      .init(
        name: "baseline accepts known findings",
        summary: "Home imports Library, both findings baselined: exit 0",
        arguments: ["--baseline", "selftest.baseline"],
        inject: { copy in
          _ = try copy.insertImport("import Library", into: home)
          try copy.write(
            "implicit-dependency Home -> Library\nsibling-import Home -> Library\n", to: "selftest.baseline")
          return .findings(exit: 0, [])
        }),

      // Bad input: exit 2 with one line naming the file (and line).
      .init(
        name: "bad rules: unknown directive", summary: "'layr features …' appended",
        inject: { copy in
          let line = try copy.append(["layr features Packages/Features"], to: rules)
          return .badInput(startingWith: "boundaries.rules:\(line): unknown directive 'layr'")
        }),
      .init(
        name: "bad rules: binary garbage", summary: "boundaries.rules is bytes, not text",
        inject: { copy in
          try copy.write(Data([0xFF, 0xFE, 0x00, 0x01, 0x80, 0x9F]), to: rules)
          return .badInput(startingWith: "boundaries.rules:1: ")
        }),
      .init(
        name: "bad rules: contradictory allow", summary: "'allow Payment -> Checkout' appended",
        inject: { copy in
          let line = try copy.append(["allow Payment -> Checkout"], to: rules)
          return .badInput(
            startingWith:
              "boundaries.rules:\(line): 'allow Payment -> Checkout' contradicts 'allow Checkout -> Payment'")
        }),
      .init(
        name: "bad rules: allow across layers", summary: "'allow Home -> Core' appended",
        inject: { copy in
          let line = try copy.append(["allow Home -> Core"], to: rules)
          return .badInput(
            startingWith: "boundaries.rules:\(line): 'allow Home -> Core' contradicts the layers")
        }),
      .init(
        name: "bad rules: unreadable", summary: "a directory where boundaries.rules was",
        inject: { copy in
          try copy.replaceWithDirectory(rules)
          return .badInput(startingWith: "boundaries.rules: is a folder, not a rules file")
        }),
      .init(
        name: "bad manifest: fails to load", summary: "Home's Package.swift does not compile",
        inject: { copy in
          let line = try copy.append(["let broken: Int = \"x\""], to: homeManifest)
          return .badInput(
            startingWith: "\(homeManifest): manifest fails to load: \(homeManifest):\(line):",
            says: ": error: ")
        }),
      .init(
        name: "bad manifest: missing package path", summary: "Home depends on ../Gift",
        inject: { copy in
          try copy.replace(
            ".package(path: \"../../ThirdPartyShim\")\n",
            with: ".package(path: \"../../ThirdPartyShim\"),\n    .package(path: \"../Gift\"),\n",
            in: homeManifest)
          return .badInput(
            startingWith: "\(homeManifest):", says: "missing package path '")
        }),
      .init(
        name: "bad input: missing --root", summary: "--root names no directory",
        arguments: ["--root", "NoSuchDirectory"],
        inject: { _ in .badInput(startingWith: "NoSuchDirectory: no such directory (--root)") }),
    ] + AdoptionSelfTestCases.all
  }
}
