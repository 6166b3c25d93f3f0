import Foundation

/// Self-test cases for adopting the checker (issue 13), run on the copy of this repository like the
/// others: remote products and the third-party rule, stale layer paths, max-height, presets, and
/// `init` and `--fix` end to end through the release binary and real SwiftPM.
enum AdoptionSelfTestCases {
  typealias Expected = SelfTest.Expected
  static let home = SelfTestCases.home
  static let homeManifest = SelfTestCases.homeManifest
  static let rules = SelfTestCases.rules

  /// Runs the release checker itself on the copy (for subcommands and --fix, which the case runner
  /// does not pass through), with the copy's shared manifest cache.
  static func tools(_ copy: RepositoryCopy, _ arguments: [String]) throws {
    let cache = (copy.root as NSString).deletingLastPathComponent + "/manifest-cache"
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let (status, output) = RepositoryCopy.shell(
      "cd \"$1\" && \"$2\" check-imports " + arguments.map { "'\($0)'" }.joined(separator: " ")
        + " --cache-dir \"$3\"", copy.root, executable, cache)
    guard status == 0 else {
      throw RepositoryCopy.Failure(
        description: "check-imports \(arguments.joined(separator: " ")): exit \(status): \(output)")
    }
  }

  static var all: [SelfTest.Case] {
    [
      .init(
        name: "third-party-import",
        summary: "Home declares and imports NukeUI (package Nuke); 'third-party shim'",
        inject: { copy in
          try copy.replace(
            ".package(path: \"../../ThirdPartyShim\")\n",
            with:
              ".package(path: \"../../ThirdPartyShim\"),\n    .package(url: \"https://example.com/kean/Nuke\", from: \"12.0.0\"),\n",
            in: homeManifest)
          try copy.replace(
            "        .product(name: \"ThirdPartyShim\", package: \"ThirdPartyShim\"),\n      ]\n    ),\n    .testTarget(",
            with: "        .product(name: \"ThirdPartyShim\", package: \"ThirdPartyShim\"),\n"
              + "        .product(name: \"NukeUI\", package: \"Nuke\"),\n      ]\n    ),\n    .testTarget(",
            in: homeManifest)
          let site = try copy.insertImport("import NukeUI", into: home)
          let line = try copy.append(["third-party shim"], to: rules)
          return .findings(
            exit: 1,
            [
              SelfTestCases.at(
                site, "third-party-import",
                "Home (features) imports NukeUI of remote package nuke; only shim may import remote packages "
                  + "('third-party' at boundaries.rules:\(line))")
            ])
        }),
      .init(
        name: "platform-conditional-import",
        summary:
          "Home declares KeychainSwift for .iOS only; imports it under canImport (fine) and os(iOS) || DEBUG",
        inject: { copy in
          try copy.replace(
            ".package(path: \"../../ThirdPartyShim\")\n",
            with:
              ".package(path: \"../../ThirdPartyShim\"),\n    .package(url: \"https://example.com/x/keychain-swift.git\", from: \"20.0.0\"),\n",
            in: homeManifest)
          try copy.replace(
            "        .product(name: \"ThirdPartyShim\", package: \"ThirdPartyShim\"),\n      ]\n    ),\n    .testTarget(",
            with: "        .product(name: \"ThirdPartyShim\", package: \"ThirdPartyShim\"),\n"
              + "        .product(name: \"KeychainSwift\", package: \"keychain-swift\", condition: .when(platforms: [.iOS])),\n"
              + "      ]\n    ),\n    .testTarget(",
            in: homeManifest)
          let first = try copy.insertAfterImports(
            [
              "#if canImport(KeychainSwift)", "import KeychainSwift", "#endif",
              "#if os(iOS) || DEBUG", "import KeychainSwift", "#endif",
            ], in: home)
          return .findings(
            exit: 1,
            [
              Expected(
                rule: "platform-conditional-import", path: home, line: first + 4, column: 8,
                says:
                  "Home imports KeychainSwift, which \(homeManifest) declares only for platforms: [.iOS], "
                  + "but this import (under #if os(iOS) || DEBUG) also compiles for macCatalyst, macOS, tvOS")
            ])
        }),
      .init(
        name: "stale-rule: layer path", summary: "'layer flows' also names Packages/Gone",
        inject: { copy in
          let spot = try copy.locate("layer flows", onLineContaining: "layer flows", in: rules)
          try copy.replace("Packages/Flows\n", with: "Packages/Flows Packages/Gone\n", in: rules)
          return .findings(
            exit: 0,
            [
              Expected(
                rule: "stale-rule", path: rules, line: spot.line, column: 1,
                says: "layer 'flows' path 'Packages/Gone' matches no target", severity: "warning")
            ])
        }),
      .init(
        name: "max-height", summary: "'max-height 3' appended",
        inject: { copy in
          let line = try copy.append(["max-height 3"], to: rules)
          return .findings(
            exit: 1,
            [Expected(rule: "max-height", path: rules, line: line, column: 1, says: "more than max-height 3")]
          )
        }),
      .init(
        name: "bad rules: unknown preset", summary: "'system * @apple' appended",
        inject: { copy in
          let line = try copy.append(["system * @apple"], to: rules)
          return .badInput(startingWith: "\(rules):\(line): unknown preset '@apple'")
        }),
      .init(
        name: "init then check", summary: "init --force rewrites boundaries.rules; the check exits 0",
        inject: { copy in
          try copy.write(try copy.read(rules), to: rules)
          try copy.write("", to: "boundaries.baseline")
          try tools(copy, ["init", "--force"])
          return .findings(exit: 0, [])
        }),
      .init(
        name: "--fix round trip", summary: "ShopFlow imports Payment; --fix declares it; SwiftPM loads it",
        inject: { copy in
          let manifest = "Packages/Flows/ShopFlow/Package.swift"
          try copy.write(try copy.read(manifest), to: manifest)
          _ = try copy.insertImport(
            "import Payment", into: "Packages/Flows/ShopFlow/Sources/ShopFlow/ShopFlow.swift")
          try tools(copy, ["--fix", "--allow-dirty"])
          let text = try copy.read(manifest)
          guard text.contains(".product(name: \"Payment\", package: \"Payment\")"),
            text.contains(".package(path: \"../../Features/Payment\")")
          else { throw RepositoryCopy.Failure(description: "\(manifest) not edited as expected:\n\(text)") }
          return .findings(exit: 0, [])
        }),
    ]
  }
}
