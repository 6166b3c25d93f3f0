import Foundation

/// The module a C or `.systemLibrary` target vends is the one its module map declares
/// (`system-zlib` → `module zlibLinux`), not the target's name: importers write that name.
enum ModuleMap {
  /// The module name a target is imported by: its module map's top-level module if it has one,
  /// else the target name made a C99 identifier, as SwiftPM does (`my-lib` → `my_lib`).
  /// `exists` answers whether a candidate path is a file, so a walk that already listed the module
  /// maps spares a failed `open` for every Swift target.
  static func moduleName(
    target: PackageManifest.Target, directory: String, exists: (String) -> Bool = { _ in true }
  ) -> String {
    let candidates =
      target.type == "system"
      ? ["\(directory)/module.modulemap"]
      : [
        "\(directory)/\(target.publicHeadersPath ?? "include")/module.modulemap",
        "\(directory)/module.modulemap",
      ]
    for path in candidates where exists(path) {
      if let data = FileManager.default.contents(atPath: path),
        let name = declaredModule(in: String(decoding: data, as: UTF8.self))
      {
        return name
      }
    }
    return c99name(target.name)
  }

  /// The first top-level `[explicit] [framework] module NAME [attributes] {` of a module map.
  static func declaredModule(in text: String) -> String? {
    var cleaned = ""
    // Every line ending: in a CRLF map a split at "\n" finds nothing ("\r\n" is one Character),
    // and a comment on the first line then hid the whole map.
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      cleaned += (line.range(of: "//").map { line[..<$0.lowerBound] } ?? line) + "\n"
    }
    let words = cleaned.split(whereSeparator: { $0.isWhitespace || $0 == "{" })
    for (index, word) in words.enumerated() where word == "module" && index + 1 < words.count {
      let previous = index > 0 ? words[index - 1] : ""
      if previous == "extern" || previous == "use" { continue }
      let name = words[index + 1]
      if name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return String(name) }
    }
    return nil
  }

  /// SwiftPM's rule for a module name from a target name: invalid identifier characters become `_`.
  static func c99name(_ name: String) -> String {
    var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = result.first, first.isNumber { result = "_" + result }
    return result
  }
}
