import Foundation

/// Named lists of system modules that `system SCOPE @name` expands to, so a repository adopting the
/// checker never types the Apple frameworks one by one. The lists are data files in the Tools
/// package (`Presets/NAME.modules`), each saying where its names come from.
public enum SystemPreset {
  /// Preset names usable after `@`.
  public static let names = ["apple-sdk"]

  /// The module names of a preset, or `nil` when there is no such preset.
  public static func modules(named name: String) -> [String]? {
    guard names.contains(name), let text = text(named: name) else { return nil }
    return parse(text)
  }

  /// The preset file as shipped, for the test that checks its entries.
  public static func text(named name: String) -> String? {
    guard let url = Bundle.module.url(forResource: name, withExtension: "modules"),
      let data = try? Data(contentsOf: url)
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// One name per line; `#` starts a comment.
  static func parse(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let name =
        line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?
        .trimmingCharacters(in: .whitespaces) ?? ""
      return name.isEmpty ? nil : name
    }
  }
}
