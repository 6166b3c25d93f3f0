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

  /// Where Bookshelf saves its navigation on quit, beside its library.
  var navigationFile: String { (path as NSString).appendingPathComponent("navigation.json") }

  /// Where Shop saves its navigation on quit (Shop keeps no other data).
  var shopNavigationFile: String {
    (path as NSString).appendingPathComponent("shop-navigation.json")
  }

  /// Shop's own folder: `--data-dir`, else `$SHOP_DATA_DIR`, else `~/.shop-nav`.
  static let shopEnvironmentVariable = "SHOP_DATA_DIR"
  static let shopDefaultName = ".shop-nav"

  /// Resolves the folder; `flag` wins over `environment`, which wins over the home folder.
  static func resolve(flag: String?, environment: [String: String]) -> DataDirectory {
    resolve(flag: flag, environment: environment, variable: environmentVariable, name: defaultName)
  }

  /// Resolves Shop's folder the same way, from its own variable and default.
  static func resolveShop(flag: String?, environment: [String: String]) -> DataDirectory {
    resolve(
      flag: flag, environment: environment, variable: shopEnvironmentVariable,
      name: shopDefaultName)
  }

  private static func resolve(
    flag: String?, environment: [String: String], variable: String, name: String
  ) -> DataDirectory {
    if let flag, !flag.isEmpty { return DataDirectory(path: flag) }
    if let value = environment[variable], !value.isEmpty { return DataDirectory(path: value) }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return DataDirectory(path: (home as NSString).appendingPathComponent(name))
  }
}
