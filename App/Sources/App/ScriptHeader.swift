/// The app a script is written for, declared on a comment line of its own:
///
/// ```
/// # app: shop
/// # app: bookshelf
/// # app: preview Payment
/// ```
///
/// So `app --script tour-shop.txt` and `app transcript` know what to launch without being
/// told, and a script read on its own says what it drives.
enum ScriptTarget: Equatable {
  case app(AppChoice)
  case preview(String)

  /// The target declared in `script`, if any: the first `# app:` line.
  init?(script: String) {
    for line in script.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("#") else { continue }
      let comment = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
      guard comment.lowercased().hasPrefix("app:") else { continue }
      let words = comment.dropFirst(4).split(separator: " ").map(String.init)
      if words.count == 2, words[0].lowercased() == "preview" {
        self = .preview(words[1])
        return
      }
      guard words.count == 1, let choice = AppChoice(name: words[0]) else { return nil }
      self = .app(choice)
      return
    }
    return nil
  }

  /// How to run it from a shell, for the transcript's headings.
  var commandLine: String {
    switch self {
    case let .app(choice): "app \(choice.rawValue)"
    case let .preview(name): "app preview \(name)"
    }
  }
}
