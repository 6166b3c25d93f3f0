import BlockingTestSupport
import CheckImports
import Foundation
import Testing

/// Exit 2, always with a one-line reason naming the file (and line, for the rules).
@Suite(.blocksItsThread) struct BadInputTests {
  @Test func missingRulesFile() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    try? FileManager.default.removeItem(atPath: "\(repo.root)/boundaries.rules")
    let result = repo.run()
    #expect(result.exitCode == 2)
    // The next step is named: a repository without rules adopts the checker with `init`.
    #expect(
      result.err.hasPrefix(
        "check-imports: error: boundaries.rules: cannot read rules file: there is none in "))
    #expect(
      result.err.hasSuffix("; run `tools check-imports init` to write one from the repository as it is\n"))
  }

  @Test func malformedRulesNameFileAndLine() {
    let cases: [(String, String)] = [
      ("layer app App\nlayer app Other\n", "boundaries.rules:2: layer 'app' is declared twice"),
      ("layer a X\nlayer b X\n", "boundaries.rules:2: path 'X' is already in layer 'a' (line 1)"),
      ("layer a X\nallow A B\n", "boundaries.rules:2: expected 'allow <Module> -> <Module>[, <Module>…]'"),
      (
        "layer a X\nallow A -> B\nallow B -> A\n",
        "boundaries.rules:3: 'allow B -> A' contradicts 'allow A -> B': that would be a cycle"
      ),
      ("layer a X\nstrict b\n", "boundaries.rules:2: 'strict b': no such layer"),
      (
        "layer a X\nlayers b Y\n",
        "boundaries.rules:2: unknown directive 'layers' (expected layer, island, strict, allow, system, module, product, "
          + "third-party, max-height, baseline, exclude)"
      ),
      ("# nothing\n", "boundaries.rules:1: no 'layer' declared; declare the layers top first"),
    ]
    for (rules, reason) in cases {
      #expect(throws: CheckerFailure.badInput(reason)) {
        try RulesParser.parse(rules, path: "boundaries.rules")
      }
    }
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write("layer app App\nlayr x\n", to: "boundaries.rules")
    let result = repo.run()
    #expect(result.exitCode == 2)
    #expect(
      result.err == "check-imports: error: boundaries.rules:2: unknown directive 'layr' "
        + "(expected layer, island, strict, allow, system, module, product, third-party, max-height, baseline, "
        + "exclude)\n")
  }

  @Test func allowAcrossLayersContradictsTheLayering() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.write(FixtureRepository.rules + "allow Home -> Core\n", to: "boundaries.rules")
    let result = repo.run()
    #expect(result.exitCode == 2)
    #expect(
      result.err == "check-imports: error: boundaries.rules:10: 'allow Home -> Core' contradicts the layers: "
        + "Home is in 'features', Core in 'core'; allow lists only same-layer edges\n")
  }

  @Test func manifestThatFailsToLoad() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let loader = repo.loader
    loader.failure = .badInput("Packages/Core/Package.swift: manifest fails to load: error: syntax")
    let result = repo.run(loader: loader)
    #expect(result.exitCode == 2)
    #expect(
      result.err
        == "check-imports: error: Packages/Core/Package.swift: manifest fails to load: error: syntax\n")
  }

  @Test func missingPackagePath() {
    var repo = FixtureRepository.standard()
    defer { repo.remove() }
    repo.add(
      .init(
        directory: "Packages/Features/Home", name: "Home",
        targets: [.init(name: "Home", dependencies: [.product("Core", package: "Core")])],
        localDependencies: ["../../Core", "../Gone"]))
    let result = repo.run()
    #expect(result.exitCode == 2)
    #expect(
      result.err == "check-imports: error: Packages/Features/Home/Package.swift:11:5: missing package path "
        + "'\(repo.root)/Packages/Features/Gone' (.package(path: \"../Gone\")): no folder there, and no package "
        + "of the repository is named gone; point the path at the package, or exclude this package "
        + "(`exclude Packages/Features/Home` in boundaries.rules)\n")
  }

  @Test func missingRootAndBadUsage() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let missing = repo.run(["--root", "\(repo.root)/nope"])
    #expect(missing.exitCode == 2)
    #expect(missing.err == "check-imports: error: \(repo.root)/nope: no such directory (--root)\n")
    let usage = repo.run(["--format", "xml"])
    #expect(usage.exitCode == 2)
    #expect(
      usage.err
        == "check-imports: usage error: --format must be human, json, github, sarif or junit, not 'xml'\n")
  }

  @Test func helpDocumentsEverything() {
    let repo = FixtureRepository.standard()
    defer { repo.remove() }
    let help = repo.run(["--help"])
    #expect(help.exitCode == 0)
    for word in [
      "--format", "--graph", "--baseline", "--write-baseline", "exit codes", "cycle", "stale-baseline",
    ] {
      #expect(help.out.contains(word), "help lacks \(word)")
    }
    // The wait the help names is the loader's (it once said 120 s while the loader waited 300).
    let unset = ProcessInfo.processInfo.environment["TOOLS_PROCESS_TIMEOUT"] == nil
    #expect(SwiftPMManifestLoader().timeout == SwiftPMManifestLoader.defaultTimeout || !unset)
    #expect(
      help.out.replacingOccurrences(of: "\n", with: " ").contains(
        "runs past \(Int(SwiftPMManifestLoader.defaultTimeout)) s (TOOLS_PROCESS_TIMEOUT=SECONDS) is stopped"),
      "\(help.out)")
    #expect(SwiftPMManifestLoader.defaultTimeout == 300)
  }
}
