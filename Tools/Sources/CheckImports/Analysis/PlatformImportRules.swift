import ToolSupport

/// A dependency declared with `condition: .when(platforms:)` is not linked, or even built, on the
/// other platforms, so an import of it compiles there only if an `#if` leaves it out. SwiftPM
/// builds one platform at a time, so the breakage shows up only in another team's build.
enum PlatformImportRules {
  static func check(_ workspace: Workspace) -> [Finding] {
    var findings: [Finding] = []
    for module in workspace.modules where module.hasManifest {
      let declared = DeclaredPlatforms(module.declared)
      guard !declared.conditional.isEmpty else { continue }
      for file in module.files {
        for statement in file.imports {
          guard let platforms = declared.conditional[statement.module] else { continue }
          let leaks = Self.leaks(of: statement.module, under: statement.condition, declared: declared)
          guard !leaks.isEmpty else { continue }
          findings.append(
            Finding(
              rule: .platformConditionalImport, path: file.path, line: statement.line,
              column: statement.column,
              message: message(
                module: module, imported: statement.module, platforms: platforms, leaks: leaks,
                condition: statement.condition),
              importer: module.name, imported: statement.module))
        }
      }
    }
    return findings
  }

  /// The platforms the module is not declared for on which the condition may still hold: all of
  /// them outside any `#if`, and all of them for a condition that cannot be read.
  static func leaks(of module: String, under condition: String?, declared: DeclaredPlatforms)
    -> [BuildPlatform]
  {
    guard let platforms = declared.conditional[module] else { return [] }
    let parsed = condition.flatMap(CompilationCondition.parse)
    return BuildPlatform.all.filter { platform in
      guard !platforms.contains(platform.swiftPMName) else { return false }
      guard condition != nil, let parsed else { return true }
      return parsed.value(on: platform, canImport: { declared.canImport($0, on: platform) }) != false
    }
  }

  static func message(
    module: Workspace.Module, imported: String, platforms: Set<String>, leaks: [BuildPlatform],
    condition: String?
  ) -> String {
    let declared = platforms.sorted(by: Self.platformOrder).map {
      BuildPlatform.named($0)?.manifestName ?? $0
    }
    let guardText = condition.map { "under #if \($0)" } ?? "not under any #if"
    let fixes = ["#if canImport(\(imported))"] + (osGuard(for: platforms).map { ["#if \($0)"] } ?? [])
    return "\(module.name) imports \(imported), which \(module.manifestPath) declares only for "
      + "platforms: [\(declared.joined(separator: ", "))], but this import (\(guardText)) also compiles for "
      + "\(leaks.map(\.displayName).joined(separator: ", ")); guard it with "
      + fixes.map { "`\($0)`" }.joined(separator: " or ")
  }

  /// The `os()` guard matching the declared platforms exactly, `nil` when one has no `os()` name.
  /// `.iOS` without `.macCatalyst` must exclude Catalyst, which also compiles as `os(iOS)`.
  static func osGuard(for platforms: Set<String>) -> String? {
    guard platforms.allSatisfy({ BuildPlatform.named($0) != nil }) else { return nil }
    var terms: [String] = []
    for platform in BuildPlatform.all where platforms.contains(platform.swiftPMName) {
      switch platform.swiftPMName {
      case "ios":
        terms.append(
          platforms.contains("maccatalyst") ? "os(iOS)" : "os(iOS) && !targetEnvironment(macCatalyst)")
      case "maccatalyst":
        if !platforms.contains("ios") { terms.append("targetEnvironment(macCatalyst)") }
      default:
        terms.append("os(\(platform.osName))")
      }
    }
    if terms.count == 1 { return terms[0] }
    return terms.map { $0.contains("&&") ? "(\($0))" : $0 }.joined(separator: " || ")
  }

  static func platformOrder(_ lhs: String, _ rhs: String) -> Bool {
    let order = BuildPlatform.all.map(\.swiftPMName)
    return (order.firstIndex(of: lhs) ?? order.count, lhs) < (order.firstIndex(of: rhs) ?? order.count, rhs)
  }
}

/// What one target declares, by module: unconditionally, or only for a set of platforms (the
/// union when several entries vend the module; an unconditional entry wins).
struct DeclaredPlatforms {
  var unconditional: Set<String> = []
  var conditional: [String: Set<String>] = [:]

  init(_ declared: [Workspace.Declared]) {
    for entry in declared {
      for name in entry.modules {
        if let platforms = entry.platforms {
          conditional[name, default: []].formUnion(platforms)
        } else {
          unconditional.insert(name)
        }
      }
    }
    for name in unconditional { conditional[name] = nil }
  }

  /// `canImport(X)` as the build would answer it: true where X is declared, false on a platform
  /// its condition leaves out, unknown for anything the target does not declare.
  func canImport(_ name: String, on platform: BuildPlatform) -> Bool? {
    if unconditional.contains(name) { return true }
    return conditional[name].map { $0.contains(platform.swiftPMName) }
  }
}
