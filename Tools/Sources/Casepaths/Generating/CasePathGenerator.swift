import Foundation

/// Plans the generated files of a tree: which to create, rewrite or delete so that every source
/// file with `CasePathable` enums has an up-to-date `<Name>+CasePaths.swift` beside it, and no
/// generated file outlives its enums.
public struct CasePathGenerator {
  /// One file the tree should change, relative to the root.
  public struct Change: Equatable, Sendable {
    public enum Kind: String, Sendable { case create, update, delete }
    public var kind: Kind
    public var path: String
    /// The new content; nil for a deletion.
    public var contents: String?
  }

  public struct Plan: Sendable {
    public var changes: [Change] = []
    public var diagnostics: [SourceDiagnostic] = []
    public var scannedFiles = 0
    public var enumCount = 0
    public var casePathCount = 0
    public var generatedFiles = 0
  }

  public var root: URL
  /// Folders (relative to `root`) to scan.
  public var folders: [String]
  /// Whether to run swift-format on the output (tests of the emitter turn it off).
  public var formats: Bool

  public static let defaultFolders = ["Packages", "App", "Benchmarks", "Tests"]

  public init(root: URL, folders: [String] = defaultFolders, formats: Bool = true) {
    self.root = root
    self.folders = folders
    self.formats = formats
  }

  /// Name of the generated file for a source file: `CheckoutFeature.swift` → `CheckoutFeature+CasePaths.swift`.
  public static func outputName(forSource name: String) -> String {
    String(name.dropLast(".swift".count)) + "+CasePaths.swift"
  }

  public func plan() throws -> Plan {
    var plan = Plan()
    var wanted: [(path: String, text: String)] = []
    var existingGenerated: Set<String> = []
    for relative in try swiftFiles() {
      let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
      if text.hasPrefix(CasePathEmitter.marker) {
        existingGenerated.insert(relative)
        continue
      }
      plan.scannedFiles += 1
      let scanned = EnumScanner.scan(source: text, path: relative)
      plan.diagnostics += scanned.diagnostics
      guard !scanned.enums.isEmpty else { continue }
      plan.enumCount += scanned.enums.count
      plan.casePathCount += scanned.enums.reduce(0) { $0 + $1.cases.count }
      let sourceName = (relative as NSString).lastPathComponent
      let output = ((relative as NSString).deletingLastPathComponent as NSString)
        .appendingPathComponent(Self.outputName(forSource: sourceName))
      wanted.append((output, CasePathEmitter.render(file: scanned, sourceName: sourceName)))
    }
    plan.generatedFiles = wanted.count
    let texts =
      formats
      ? try SwiftFormatter.fromEnvironment(configuration: formatConfiguration()).format(wanted.map(\.text))
      : wanted.map(\.text)
    for (item, text) in zip(wanted, texts) {
      let url = root.appendingPathComponent(item.path)
      guard let current = try? String(contentsOf: url, encoding: .utf8) else {
        plan.changes.append(Change(kind: .create, path: item.path, contents: text))
        continue
      }
      guard current.hasPrefix(CasePathEmitter.marker) else {
        plan.diagnostics.append(
          SourceDiagnostic(
            path: item.path, line: 1, column: 1,
            message: "exists and was not generated: rename it, the case paths of its sibling go here"))
        continue
      }
      if current != text { plan.changes.append(Change(kind: .update, path: item.path, contents: text)) }
    }
    let wantedPaths = Set(wanted.map(\.path))
    for stale in existingGenerated.subtracting(wantedPaths).sorted() {
      plan.changes.append(Change(kind: .delete, path: stale, contents: nil))
    }
    return plan
  }

  /// Applies a plan's changes; each file is written whole to a temporary file, then moved.
  public func apply(_ plan: Plan) throws {
    for change in plan.changes {
      let url = root.appendingPathComponent(change.path)
      if let contents = change.contents {
        let temporary = url.deletingLastPathComponent()
          .appendingPathComponent(".\(url.lastPathComponent).casepaths-tmp")
        try Data(contents.utf8).write(to: temporary)
        _ = try? FileManager.default.removeItem(at: url)
        try FileManager.default.moveItem(at: temporary, to: url)
      } else {
        try FileManager.default.removeItem(at: url)
      }
    }
  }

  func formatConfiguration() -> URL? {
    let url = root.appendingPathComponent(".swift-format")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// Every `.swift` file under the folders, relative to the root, sorted; build folders and
  /// hidden folders skipped.
  func swiftFiles() throws -> [String] {
    var result: [String] = []
    let manager = FileManager.default
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: base.path, isDirectory: &isDirectory) else { continue }
      if !isDirectory.boolValue {
        if folder.hasSuffix(".swift") { result.append(folder) }
        continue
      }
      guard let enumerator = manager.enumerator(atPath: base.path) else { continue }
      while let item = enumerator.nextObject() as? String {
        let name = (item as NSString).lastPathComponent
        if name.hasPrefix(".") {
          enumerator.skipDescendants()
          continue
        }
        if item.hasSuffix(".swift") { result.append((folder as NSString).appendingPathComponent(item)) }
      }
    }
    return result.sorted()
  }
}
