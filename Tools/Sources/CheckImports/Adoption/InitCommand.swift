import Foundation
import ToolSupport

/// `tools check-imports init`: a starting `boundaries.rules` inferred from the repository as it is,
/// plus a baseline of what still fails, so the next check exits 0 and only new violations fail.
enum InitCommand {
  static let baselineName = "boundaries.baseline"

  static func run(_ options: CommandOptions, console: Console, loader: any ManifestLoading)
    throws(CheckerFailure)
    -> Int32
  {
    guard let root = AbsolutePath.existingDirectory(options.root) else {
      throw .badInput("\(options.root): no such directory (--root)")
    }
    let rulesPath = options.rulesPath ?? "\(root)/boundaries.rules"
    let rulesDisplay = options.rulesPath ?? "boundaries.rules"
    if FileManager.default.fileExists(atPath: rulesPath) && !options.force {
      throw .badInput("\(rulesDisplay): already exists; init refuses to overwrite it without --force")
    }
    let cache = ManifestCache(
      directory: options.useCache
        ? options.cacheDirectory ?? ToolCache.directory("check-imports", root: root) : nil)
    let workspaceLoader = WorkspaceLoader(
      root: root, loader: loader, cache: cache, scratchPath: options.scratchPath)
    console.err("check-imports: init: reading manifests and sources…\n")

    // The `exclude` lines of the rules file being replaced carry over: the way to leave out a
    // package no tool can load (one whose `.package(path:)` nothing resolves) before adopting.
    let excluded = Self.excludedPaths(in: rulesPath)
    // Pass 1: everything in one provisional layer, to see packages, folders and the graph.
    var provisional = BoundaryRules(path: rulesDisplay)
    provisional.excludedPaths = excluded
    provisional.layers = [.init(name: "all", paths: ["."], isIsland: false, isStrict: false, line: 1)]
    let first = try workspaceLoader.load(rules: provisional)
    let preset = Set(SystemPreset.modules(named: "apple-sdk") ?? [])
    func explained(_ name: String, in workspace: Workspace) -> Bool {
      workspace.module(named: name) != nil || workspace.externalModules[name] != nil || preset.contains(name)
        || workspace.modules.contains { $0.declared.contains { $0.modules.contains(name) } }
    }
    var folders = FolderModuleInference.folders(of: first)
    provisional.folderModules = folders.enumerated().map { .init(name: $1.name, path: $1.path, line: $0 + 2) }
    var workspace = folders.isEmpty ? first : try workspaceLoader.load(rules: provisional)
    let named = FolderModuleInference.namedByTestableImports(
      folders, workspace: workspace, isExplained: { explained($0, in: workspace) })
    if named.map(\.name) != folders.map(\.name) {
      folders = named
      provisional.folderModules = folders.enumerated().map {
        .init(name: $1.name, path: $1.path, line: $0 + 2)
      }
      workspace = try workspaceLoader.load(rules: provisional)
    }

    let inference = LayerInference(workspace: workspace)
    guard !inference.layers.isEmpty else {
      throw .badInput(
        "\(options.root): no SwiftPM target and no folder of Swift sources to infer layers from")
    }
    var imported: Set<String> = []
    var testable: Set<String> = []
    for module in workspace.modules {
      for file in module.files {
        imported.formUnion(file.imports.map(\.module))
        testable.formUnion(file.imports.filter { $0.attributes.contains("testable") }.map(\.module))
      }
    }
    // A module imported with `@testable` is built here (no system module is): never a `system`
    // line, which would hide it from `why` and from layering.
    let unexplainedAll = imported.filter { !explained($0, in: workspace) }
    let unexplained = unexplainedAll.subtracting(testable).sorted()
    let unfound = unexplainedAll.intersection(testable).sorted()
    let baselinePath = "\(root)/\(baselineName)"
    var text = render(
      inference: inference, folders: folders, unexplained: unexplained, baseline: nil, excluded: excluded,
      unfound: unfound)

    // Pass 2: check with the inferred rules; what still fails goes to the baseline.
    let rules = try RulesParser.parse(text, path: rulesDisplay)
    let checked = try workspaceLoader.load(rules: rules)
    let errors = try BoundaryAnalyzer.analyze(checked).filter { $0.severity == .error }
    if !errors.isEmpty {
      text = render(
        inference: inference, folders: folders, unexplained: unexplained, baseline: baselineName,
        excluded: excluded, unfound: unfound)
      guard FileManager.default.createFile(atPath: baselinePath, contents: Data(Baseline.render(errors).utf8))
      else {
        throw .badInput("\(baselineName): cannot write baseline file")
      }
    }
    guard FileManager.default.createFile(atPath: rulesPath, contents: Data(text.utf8)) else {
      throw .badInput("\(rulesDisplay): cannot write rules file")
    }
    let entries = Set(errors.map(\.identity)).count
    console.out(
      "wrote \(rulesDisplay): \(inference.layers.count) layers, \(folders.count) module folder(s), "
        + "\(inference.allowed.count) allow line(s), \(unexplained.count) unexplained import(s) listed\n"
        + (entries > 0
          ? "wrote \(baselineName): \(entries) accepted violation(s); fix one, delete its line (the baseline only shrinks)\n"
          : "no violation to baseline\n"))
    console.err("check-imports: init: ok: the next `tools check-imports` exits 0; new violations fail\n")
    return ExitStatus.success.rawValue
  }

  /// The `exclude` paths of an existing rules file, read leniently (a file holding only `exclude`
  /// lines, written to prepare `init --force`, has no layer and would not parse as rules).
  static func excludedPaths(in path: String) -> [String] {
    guard case .success(let text?) = RulesFile.read(path, display: path) else { return [] }
    return RuleLines.split(text, separators: [","]).filter { $0.words.first == "exclude" }.flatMap {
      $0.words.dropFirst().map(RulesParser.normalize)
    }
  }

  /// The rules file, commented so a person can take it from here.
  static func render(
    inference: LayerInference, folders: [(name: String, path: String)], unexplained: [String],
    baseline: String?, excluded: [String] = [], unfound: [String] = []
  ) -> String {
    var lines = [
      "# Import boundaries, inferred by `tools check-imports init` from the repository as it was.",
      "# Edit freely: rename layers, merge them, make one `strict`. Format: Tools/docs/check-imports.md.",
      "",
    ]
    if !folders.isEmpty {
      lines += [
        "# Swift sources outside SwiftPM (an Xcode app target, its extensions), one module per folder."
      ]
      lines += folders.map { "module \($0.name) \($0.path)" }
      lines.append("")
    }
    lines += [
      "# Layers, highest first, from the depth of today's dependency graph: a layer may import any layer",
      "# below it, never one above; packages of one layer are isolated unless an `allow` line says otherwise.",
    ]
    for folder in inference.splitFolders {
      lines += [
        "# \(folder)/ holds packages side by side that are not one layer (a chain of three, or many edges",
        "# between them): each is layered on its own by its height, and a layer of several is named",
        "# after the one most modules import.",
      ]
    }
    let width = inference.layers.map(\.name.count).max() ?? 0
    lines += inference.layers.map { layer in
      "layer \(layer.name.padding(toLength: width, withPad: " ", startingAt: 0)) \(layer.paths.joined(separator: " "))"
    }
    lines.append("")
    if !inference.allowed.isEmpty {
      lines.append(
        "# Same-layer edges that exist today (inside dependency cycles): allowed one way; review them.")
      lines += inference.allowed.map { "allow \($0.from) -> \($0.to)" }
      lines.append("")
    }
    lines += [
      "# Apple SDK frameworks and toolchain modules; modules of remote packages are read from the manifests.",
      "system * @apple-sdk",
    ]
    if !unexplained.isEmpty {
      lines += [
        "# Imported, but neither built here, nor declared by a manifest, nor in @apple-sdk: check each one",
        "# (a product vending modules named otherwise wants a `product NAME -> MODULE…` line instead).",
        "system * \(unexplained.joined(separator: " "))",
      ]
    }
    if !unfound.isEmpty {
      lines += [
        "# Imported with @testable, so built here, but in no folder init could tell: declare each with",
        "# `module NAME PATH` (its Xcode target's folder): \(unfound.joined(separator: " "))",
      ]
    }
    if !excluded.isEmpty {
      lines += [
        "", "# Never read (carried over from the rules file init replaced).",
        "exclude \(excluded.joined(separator: " "))",
      ]
    }
    if let baseline {
      lines += [
        "",
        "# Violations that existed when the rules were written: accepted, and only ever fewer (the ratchet).",
        "baseline \(baseline)",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
