import Foundation
import ToolSupport

/// The mutants of a module: every `.swift` file under its sources, in path order.
enum MutantCatalog {
  static func mutants(
    of module: MutantsRules.Module, root: String, operators: [MutationOperator], rulesFile: String
  ) throws(Diagnostic) -> [Mutant] {
    var files: [String] = []
    for source in module.sources {
      let path = root + "/" + source
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw Diagnostic(
          "module \(module.name): no such file or folder '\(source)'", path: rulesFile, line: module.line)
      }
      if !isFolder.boolValue {
        files.append(source)
        continue
      }
      let walker = FileManager.default.enumerator(atPath: path)
      while let entry = walker?.nextObject() as? String {
        if entry.hasSuffix(".swift") { files.append(source + "/" + entry) }
      }
    }
    let selected = operators.isEmpty ? Set(MutationOperator.allCases) : Set(operators)
    return files.sorted().flatMap { file -> [Mutant] in
      guard let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else { return [] }
      return Mutator(module: module.name, file: file, source: text).mutants(selected)
    }
  }

  /// `--list`: per module the count by operator, then each mutant's diff.
  static func listing(_ modules: [(String, [Mutant])], json: Bool) -> String {
    if json {
      let all = modules.flatMap(\.1)
      return SortedJSON.text(encoding: all, pretty: true)
    }
    var lines: [String] = []
    for (name, mutants) in modules {
      let counts = Dictionary(grouping: mutants, by: \.mutation).map {
        "\($0.key.rawValue) \($0.value.count)"
      }.sorted()
      lines.append("\(name): \(mutants.count) mutants (\(counts.joined(separator: ", ")))")
      for mutant in mutants { lines.append(mutant.diff) }
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
