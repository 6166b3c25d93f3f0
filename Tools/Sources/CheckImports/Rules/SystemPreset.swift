import Foundation

/// Named lists of system modules that `system SCOPE @name` expands to, so a repository adopting the
/// checker never types the Apple frameworks one by one. Each list is compiled into the tool
/// (`Presets/AppleSDKPreset.swift`) and says where its names come from.
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
    name == "apple-sdk" ? AppleSDKPreset.text : nil
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
