import ToolSupport

/// Parses the line-oriented rules file. Line-oriented so that every configuration error names
/// `file:line`, and so that diffs of the architecture read like the architecture.
///
/// ```
/// layer features Packages/Features        # name, then one or more repository-relative paths
/// island tools Tools
/// strict flows                            # flows may import only the next layer down
/// allow Checkout -> Payment, Receipt
/// system * Foundation Dispatch
/// system * @apple-sdk                     # a preset: the Apple SDK frameworks and toolchain modules
/// module App MyApp/App                    # an Xcode target's folder, outside SwiftPM
/// product NukeUI -> NukeUI                # the modules a remote product vends
/// third-party shim                        # only shim may import modules of remote packages
/// max-height 6
/// baseline boundaries.baseline
/// exclude Tools/Tests/Fixtures
/// ```
public enum RulesParser {
  public static func parse(_ text: String, path: String) throws(CheckerFailure) -> BoundaryRules {
    var rules = BoundaryRules(path: path)
    var strictLines: [(name: String, line: Int)] = []
    var layerPathLines: [String: (layer: String, line: Int)] = [:]

    // The tools' one reader: every line ending ("\r\n" is one character in Swift), and a BOM
    // at the start read as nothing.
    for ruleLine in RuleLines.split(text, separators: [","]) {
      let lineNumber = ruleLine.number
      let words = ruleLine.words
      let directive = words[0]
      func fail(_ message: String) -> CheckerFailure {
        .badInput("\(path):\(lineNumber): \(message)")
      }
      let arguments = Array(words.dropFirst())
      switch directive {
      case "layer", "island":
        guard arguments.count >= 2 else {
          throw fail(
            "'\(directive)' needs a name and at least one path, e.g. '\(directive) core Packages/Core'")
        }
        let name = arguments[0]
        if rules.layers.contains(where: { $0.name == name }) {
          throw fail("layer '\(name)' is declared twice")
        }
        for rawPath in arguments.dropFirst() {
          let normalized = normalize(rawPath)
          if let earlier = layerPathLines[normalized] {
            throw fail("path '\(normalized)' is already in layer '\(earlier.layer)' (line \(earlier.line))")
          }
          layerPathLines[normalized] = (name, lineNumber)
        }
        rules.layers.append(
          .init(
            name: name, paths: arguments.dropFirst().map(normalize), isIsland: directive == "island",
            isStrict: false, line: lineNumber))
      case "strict":
        guard !arguments.isEmpty else { throw fail("'strict' needs one or more layer names") }
        strictLines += arguments.map { ($0, lineNumber) }
      case "allow":
        guard let arrow = arguments.firstIndex(of: "->"), arrow == 1, arguments.count > 2 else {
          throw fail("expected 'allow <Module> -> <Module>[, <Module>…]'")
        }
        let from = arguments[0]
        for to in arguments[(arrow + 1)...] {
          if to == from { throw fail("'allow \(from) -> \(to)': a module always sees itself") }
          if rules.allowedEdges.contains(where: { $0.from == to && $0.to == from }) {
            throw fail("'allow \(from) -> \(to)' contradicts 'allow \(to) -> \(from)': that would be a cycle")
          }
          rules.allowedEdges.append(.init(from: from, to: to, line: lineNumber))
        }
      case "system":
        guard arguments.count >= 2 else {
          throw fail("expected 'system <*|tests|layer|Module> <SystemModule>…'")
        }
        var modules: [String] = []
        for name in arguments.dropFirst() {
          guard name.hasPrefix("@") else {
            modules.append(name)
            continue
          }
          guard let preset = SystemPreset.modules(named: String(name.dropFirst())) else {
            throw fail(
              "unknown preset '\(name)' (presets: \(SystemPreset.names.map { "@" + $0 }.joined(separator: ", ")))"
            )
          }
          modules += preset
        }
        rules.systemModules.append(.init(scope: arguments[0], modules: modules, line: lineNumber))
      case "module":
        guard arguments.count == 2 else {
          throw fail("expected 'module <Name> <path>', e.g. 'module MyApp MyApp/Sources'")
        }
        if let earlier = rules.folderModules.first(where: { $0.name == arguments[0] }) {
          throw fail("module '\(arguments[0])' is already declared (line \(earlier.line))")
        }
        rules.folderModules.append(.init(name: arguments[0], path: normalize(arguments[1]), line: lineNumber))
      case "product":
        guard let arrow = arguments.firstIndex(of: "->"), arrow == 1, arguments.count > 2 else {
          throw fail("expected 'product <Product> -> <Module>[, <Module>…]'")
        }
        rules.productModules.append(
          .init(product: arguments[0], modules: Array(arguments[2...]), line: lineNumber))
      case "third-party":
        guard !arguments.isEmpty else { throw fail("'third-party' needs one or more layers or modules") }
        if let earlier = rules.thirdParty {
          throw fail("'third-party' is already declared (line \(earlier.line))")
        }
        rules.thirdParty = .init(scopes: arguments, line: lineNumber)
      case "max-height":
        guard arguments.count == 1, let value = Int(arguments[0]), value >= 0 else {
          throw fail("expected 'max-height <edges>', e.g. 'max-height 6'")
        }
        rules.maxHeight = (value, lineNumber)
      case "baseline":
        guard arguments.count == 1 else { throw fail("expected 'baseline <file>'") }
        rules.baselinePath = arguments[0]
      case "exclude":
        guard !arguments.isEmpty else { throw fail("'exclude' needs one or more paths") }
        rules.excludedPaths += arguments.map(normalize)
      default:
        throw fail(
          "unknown directive '\(directive)' (expected layer, island, strict, allow, system, module, product, "
            + "third-party, max-height, baseline, exclude)")
      }
    }

    guard rules.layers.contains(where: { !$0.isIsland }) else {
      throw .badInput("\(path):1: no 'layer' declared; declare the layers top first")
    }
    for (name, line) in strictLines {
      guard let index = rules.layers.firstIndex(where: { $0.name == name }) else {
        throw .badInput("\(path):\(line): 'strict \(name)': no such layer")
      }
      if rules.layers[index].isIsland {
        throw .badInput("\(path):\(line): 'strict \(name)': an island has no layer below it")
      }
      rules.layers[index].isStrict = true
    }
    let layerNames = Set(rules.layers.map(\.name))
    for entry in rules.systemModules where entry.scope != "*" && entry.scope != "tests" {
      if entry.scope.first?.isLowercase == true && !layerNames.contains(entry.scope) {
        throw .badInput("\(path):\(entry.line): 'system \(entry.scope)': no such layer")
      }
    }
    for scope in rules.thirdParty?.scopes ?? [] where scope.first?.isLowercase == true {
      guard layerNames.contains(scope) else {
        throw .badInput("\(path):\(rules.thirdParty!.line): 'third-party \(scope)': no such layer")
      }
    }
    return rules
  }

  static func normalize(_ path: String) -> String {
    var result = path
    while result.hasPrefix("./") { result.removeFirst(2) }
    while result.count > 1 && result.hasSuffix("/") { result.removeLast() }
    return result.isEmpty ? "." : result
  }
}
