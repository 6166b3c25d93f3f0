import CheckImports
import Foundation

/// Hunts the tools' silent wrong answers by machine, as `Tests/Reliability` hunts the App's: rules
/// files and repository trees mutated (line endings, byte-order marks, encodings, truncation,
/// random directives; links to folders, odd encodings, deep nesting, many names), each run through
/// the built `tools` executable (check-imports and affected), and judged by an oracle:
///
/// - every run ends within its limit, never by a signal, with exit 0, 1 or 2;
/// - a bad rules file is exit 2 naming it;
/// - the same rules with other line endings or a byte-order mark give the same answer;
/// - a tree mutation never turns the clean tree's non-zero exit into 0 without saying so.
///
/// Every problem issue 34 lists is a seed case, run first. A failing rules file is shrunk (lines
/// taken out while it still fails) before it is reported, with its seed and index to rerun.
struct ToolsFuzzer {
  struct Summary {
    var cases = 0
    var runs = 0
    var seconds = 0.0
    var failures: [String] = []
    /// The warm check of the real repository's shape (the seed), for the record.
    var realRepositoryCheckSeconds = 0.0
  }

  /// The clean tree's answers, which the mutated ones are judged against.
  struct Reference {
    var check: ToolProcess.Outcome
    var affected: ToolProcess.Outcome
  }

  var summary = Summary()
  private var rng: UInt64

  init(seed: UInt64) { rng = seed }

  mutating func next(_ bound: Int) -> Int {
    rng &+= 0x9E37_79B9_7F4A_7C15
    var z = rng
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
  }

  /// The standard fixture with its manifest cache filled in-process (the fake loader), so the
  /// executable never starts SwiftPM; an upward import makes the clean check exit 1.
  static func fixture() -> FixtureRepository {
    let repo = FixtureRepository.standard()
    repo.write("import Core\nimport Payment\n", to: "Packages/Features/Home/Sources/Home/Home.swift")
    repo.write(Self.affectedRules, to: "affected.rules")
    _ = repo.run()
    return repo
  }

  static let affectedRules = "# what affects nothing\nnothing *.md docs/**\neverything Makefile\n"

  static func checkArguments(_ repo: FixtureRepository) -> [String] {
    ["check-imports", "--root", repo.root]
  }
  static func affectedArguments(_ repo: FixtureRepository) -> [String] {
    [
      "affected", "--root", repo.root, "--files", "README.md", "Packages/Core/Sources/Core/Core.swift",
      "--format", "lines",
    ]
  }

  mutating func run(_ arguments: [String], _ what: String) -> ToolProcess.Outcome {
    summary.runs += 1
    let outcome = ToolProcess.run(arguments)
    if outcome.timedOut || outcome.signalled || ![0, 1, 2].contains(outcome.status) {
      fail(
        "\(what): \(outcome.timedOut ? "did not finish" : outcome.signalled ? "ended by signal \(outcome.status)" : "exit \(outcome.status)")"
          + " (stderr: \(outcome.stderr.suffix(300)))")
    }
    return outcome
  }

  mutating func fail(_ message: String) {
    if summary.failures.count < 20 { summary.failures.append(message) }
  }

  // MARK: Rules files

  /// Forms of one text that must read the same.
  static let sameText: [(name: String, transform: @Sendable (String) -> String)] = [
    ("CRLF", { $0.replacingOccurrences(of: "\n", with: "\r\n") }),
    ("CR only", { $0.replacingOccurrences(of: "\n", with: "\r") }),
    ("BOM", { "\u{FEFF}" + $0 }),
  ]

  static let directives = [
    "layer extra Packages/Extra", "island tools Tools", "strict core", "allow Home -> Checkout", "allow A B",
    "system * Foundation", "system Nope Foo", "system nope Foo", "third-party Nope", "third-party core",
    "product Foo -> Bar", "module App App", "max-height 2", "max-height -1", "exclude Packages/Shim",
    "baseline none.baseline", "layers x y", "->", "#", "layer", "nothing", "everything *", "depends A -> B",
    "reads A x", "\u{0}", "\u{FEFF}layer x X", String(repeating: "a", count: 3000),
  ]

  /// A random rules text made from `clean`: lines dropped, duplicated or added, cut short.
  mutating func mutate(_ clean: String) -> String {
    var lines = clean.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for _ in 0..<(1 + next(3)) {
      switch next(5) {
      case 0 where !lines.isEmpty: lines.remove(at: next(lines.count))
      case 1 where !lines.isEmpty: lines.insert(lines[next(lines.count)], at: next(lines.count + 1))
      case 2: lines.insert(Self.directives[next(Self.directives.count)], at: next(lines.count + 1))
      case 3:
        let text = lines.joined(separator: "\n")
        lines = String(text.prefix(next(text.count + 1))).split(
          separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
      default: lines.append(Self.directives[next(Self.directives.count)])
      }
    }
    return lines.joined(separator: "\n")
  }

  /// One rules text through one tool, and its other line endings: the same answer each time, and
  /// exit 2 names the file.
  mutating func rulesCase(
    _ repo: FixtureRepository, file: String, text: String, arguments: [String], label: String
  ) -> Bool {
    summary.cases += 1
    let before = summary.failures.count
    repo.write(text, to: file)
    let plain = run(arguments, "\(label): \(file) \(text.debugDescription.prefix(200))")
    if plain.status == 2, !plain.stderr.contains(file) {
      fail(
        "\(label): exit 2 without naming \(file): \(plain.stderr.prefix(300)) for \(text.debugDescription.prefix(200))"
      )
    }
    let variant = Self.sameText[next(Self.sameText.count)]
    repo.write(variant.transform(text), to: file)
    let other = run(arguments, "\(label): \(file) (\(variant.name))")
    if other.status != plain.status || other.stdout != plain.stdout {
      fail(
        "\(label): \(file) read differently with \(variant.name): exit \(plain.status) → \(other.status) "
          + "for \(text.debugDescription.prefix(200))")
    }
    repo.write(text, to: file)
    return summary.failures.count == before
  }

  /// A failing rules text made smaller: each line taken out while the case still fails.
  mutating func shrink(
    _ repo: FixtureRepository, file: String, text: String, arguments: [String], label: String
  ) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
      var candidate = lines
      candidate.remove(at: index)
      let saved = summary
      let failed = !rulesCase(
        repo, file: file, text: candidate.joined(separator: "\n"), arguments: arguments, label: label)
      summary = saved
      if failed { lines = candidate } else { index += 1 }
    }
    return lines.joined(separator: "\n")
  }

  // MARK: Trees

  enum TreeMutation: CaseIterable {
    case linkUp, linkRoot, crossingLinks, danglingLinks, utf16Source, utf32Source, nulSource, deepNesting,
      manyNames, rulesFolder, affectedRulesFolder, bomSource
  }

  /// A hostile tree: the tools end normally, and an exit 0 where the clean tree exits non-zero
  /// comes with a word said about it.
  mutating func treeCase(_ mutation: TreeMutation, reference: Reference, repo: FixtureRepository) {
    summary.cases += 1
    let home = "Packages/Features/Home/Sources/Home"
    func link(_ path: String, _ target: String) {
      try? FileManager.default.createSymbolicLink(atPath: "\(repo.root)/\(path)", withDestinationPath: target)
    }
    func encoded(_ encoding: String.Encoding, mark: [UInt8]) {
      let data = Data(mark) + "import Core\nimport Payment\n".data(using: encoding)!
      try? data.write(to: URL(fileURLWithPath: "\(repo.root)/\(home)/Home.swift"))
    }
    switch mutation {
    case .linkUp: link("\(home)/up", "..")
    case .linkRoot: link("Packages/Core/Sources/Core/root", "/")
    case .crossingLinks:
      link("Packages/Features/Payment/Sources/Payment/a", "../../../Checkout/Sources/Checkout")
      link("Packages/Features/Checkout/Sources/Checkout/b", "../../../Payment/Sources/Payment")
    case .danglingLinks:
      link("\(home)/Gone.swift", "nowhere.swift")
      link("\(home)/Loop.swift", "Loop.swift")
    case .utf16Source:
      if next(2) == 0 {
        encoded(.utf16LittleEndian, mark: [0xFF, 0xFE])
      } else {
        encoded(.utf16BigEndian, mark: [0xFE, 0xFF])
      }
    case .utf32Source: encoded(.utf32LittleEndian, mark: [0xFF, 0xFE, 0, 0])
    case .bomSource: encoded(.utf8, mark: [0xEF, 0xBB, 0xBF])
    case .nulSource: encoded(.utf16LittleEndian, mark: [])
    case .deepNesting:
      let depth = 60 + next(100)
      let path = (0..<depth).map { "d\($0)" }.joined(separator: "/")
      repo.write("import Foundation\n", to: "\(home)/\(path)/Deep.swift")
    case .manyNames:
      for index in 0..<(200 + next(400)) {
        repo.write(
          "// \(index)\n", to: "\(home)/\(String(repeating: "n", count: 1 + next(200)))\(index).swift")
      }
    case .rulesFolder:
      try? FileManager.default.removeItem(atPath: "\(repo.root)/boundaries.rules")
      try? FileManager.default.createDirectory(
        atPath: "\(repo.root)/boundaries.rules", withIntermediateDirectories: true)
    case .affectedRulesFolder:
      try? FileManager.default.removeItem(atPath: "\(repo.root)/affected.rules")
      try? FileManager.default.createDirectory(
        atPath: "\(repo.root)/affected.rules", withIntermediateDirectories: true)
    }
    let check = run(Self.checkArguments(repo), "check-imports on \(mutation)")
    let affected = run(Self.affectedArguments(repo), "affected on \(mutation)")
    for (name, clean, now) in [
      ("check-imports", reference.check, check), ("affected", reference.affected, affected),
    ] {
      if clean.status != 0 && now.status == 0 && !now.stderr.contains("warning:")
        && !now.stderr.contains("note:")
      {
        fail("\(name) on \(mutation): exit 0 where the clean tree exits \(clean.status), and nothing said")
      }
    }
    switch mutation {
    case .utf16Source, .utf32Source, .bomSource:
      if check.stdout != reference.check.stdout {
        fail(
          "check-imports on \(mutation): the upward import was read differently:\n\(check.stdout.prefix(400))"
        )
      }
    case .rulesFolder:
      if check.status != 2 || !check.stderr.contains("boundaries.rules: is a folder") {
        fail(
          "check-imports with a folder for boundaries.rules: exit \(check.status), \(check.stderr.prefix(200))"
        )
      }
    case .affectedRulesFolder:
      if affected.status != 2 || !affected.stderr.contains("affected.rules: is a folder") {
        fail(
          "affected with a folder for affected.rules: exit \(affected.status), \(affected.stderr.prefix(200))"
        )
      }
    default: break
    }
  }

  // MARK: The run

  /// The seed cases, then `count` random ones (rules of both tools, and trees).
  mutating func run(count: Int) {
    let clock = ContinuousClock()
    let start = clock.now
    defer { summary.seconds = (clock.now - start) / .seconds(1) }
    let repo = Self.fixture()
    defer { repo.remove() }
    let reference = Reference(
      check: run(Self.checkArguments(repo), "clean check-imports"),
      affected: run(Self.affectedArguments(repo), "clean affected"))
    if reference.check.status != 1 {
      fail("the clean fixture's check exits \(reference.check.status), not 1")
    }

    // Seeds: issue 34's problems, each once.
    for text in [
      FixtureRepository.rules,
      FixtureRepository.rules + "system Nope Foo\nthird-party Nope\nproduct Foo -> Bar\n",
    ] {
      _ = rulesCase(
        repo, file: "boundaries.rules", text: text, arguments: Self.checkArguments(repo), label: "seed")
    }
    for transform in Self.sameText {
      _ = rulesCase(
        repo, file: "affected.rules", text: transform.transform(Self.affectedRules),
        arguments: Self.affectedArguments(repo), label: "seed \(transform.name)")
    }
    for mutation in TreeMutation.allCases { treeOn(mutation, reference: reference) }
    summary.cases += 1
    let shard = run(
      ["shard", "--total", "1000000000", "--index", "0", "--root", repo.root], "shard --total 1e9")
    if shard.status != 2 { fail("shard --total 1000000000: exit \(shard.status), not 2") }
    realRepositorySeed()

    for index in 0..<count {
      let which = next(3)
      if which == 2 {
        treeOn(TreeMutation.allCases[next(TreeMutation.allCases.count)], reference: reference)
        continue
      }
      let (file, clean, arguments) =
        which == 0
        ? ("boundaries.rules", FixtureRepository.rules, Self.checkArguments(repo))
        : ("affected.rules", Self.affectedRules, Self.affectedArguments(repo))
      let text = mutate(clean)
      if !rulesCase(repo, file: file, text: text, arguments: arguments, label: "case \(index)") {
        let small = shrink(repo, file: file, text: text, arguments: arguments, label: "case \(index)")
        fail("case \(index) shrunk to \(file) = \(small.debugDescription)")
      }
      repo.write(clean, to: file)
    }
  }

  /// A tree mutation on a fresh copy of the fixture (mutations do not stack).
  mutating func treeOn(_ mutation: TreeMutation, reference: Reference) {
    let repo = Self.fixture()
    defer { repo.remove() }
    treeCase(mutation, reference: reference, repo: repo)
  }

  /// The real repository's shape (section 2): init finishes, the next check exits 0.
  mutating func realRepositorySeed() {
    summary.cases += 1
    let repo = FixtureRepository.realWorld()
    defer { repo.remove() }
    _ = repo.run(["init"])
    let clock = ContinuousClock()
    let start = clock.now
    let check = run(Self.checkArguments(repo), "check-imports on the real repository's shape")
    summary.realRepositoryCheckSeconds = (clock.now - start) / .seconds(1)
    if check.status != 0 { fail("the real repository's shape: check exits \(check.status) after init") }
    // affected once exited 2 on such a repository too; a design kit's edit selects its feature.
    let affected = run(
      [
        "affected", "--root", repo.root, "--files", "iOS/Packages/DesignKit/Sources/DesignKit/Design.swift",
        "--format", "lines",
      ], "affected on the real repository's shape")
    if affected.status != 0 || !affected.stdout.contains("ProfileFeature") {
      fail(
        "the real repository's shape: affected exits \(affected.status): \(affected.stdout)\(affected.stderr.prefix(300))"
      )
    }
  }
}
