import Foundation

/// Where Bookshelf's live world keeps its files: `--data-dir`, else `$BOOKSHELF_DATA_DIR`,
/// else `~/.bookshelf-nav`. Printed at launch, so a person knows which file to delete to start
/// over, and tests point it at a temporary folder to prove data survives a relaunch.
struct DataDirectory: Equatable {
  static let environmentVariable = "BOOKSHELF_DATA_DIR"
  static let defaultName = ".bookshelf-nav"

  let path: String

  /// The library file inside it, spelled as the folder was given (relative stays relative),
  /// so the transcript prints the same path on every machine.
  var libraryFile: String { (path as NSString).appendingPathComponent("library.json") }

  /// Resolves the folder; `flag` wins over `environment`, which wins over the home folder.
  static func resolve(flag: String?, environment: [String: String]) -> DataDirectory {
    if let flag, !flag.isEmpty { return DataDirectory(path: flag) }
    if let variable = environment[environmentVariable], !variable.isEmpty {
      return DataDirectory(path: variable)
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return DataDirectory(path: (home as NSString).appendingPathComponent(defaultName))
  }
}
