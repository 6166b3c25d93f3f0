/// The options `tools check-imports bench` and `tools affected bench` share: the generated tree's
/// shape and the repository measured alongside it. One parser, so the two benchmarks take the
/// same options with the same errors.
public struct BenchOptions: Sendable {
  /// The generated tree's shape (`--modules`, `--files`).
  public var shape = SyntheticRepository.Shape()
  /// The repository measured beside the generated tree (`--repo`, default `.`).
  public var repo = "."

  /// Parses `--modules N`, `--files M` and `--repo DIR`; the failure's message is the usage error,
  /// for the caller to print after its own name.
  public static func parse(_ arguments: [String]) throws(CheckerFailure) -> BenchOptions {
    var options = BenchOptions()
    var rest = arguments[...]
    while let flag = rest.popFirst() {
      guard let value = rest.popFirst() else { throw .usage("\(flag) needs a value") }
      switch flag {
      case "--modules": options.shape.modules = try count(value, flag)
      case "--files": options.shape.filesPerModule = try count(value, flag)
      case "--repo": options.repo = value
      default: throw .usage("unknown option '\(flag)'")
      }
    }
    return options
  }

  /// A positive whole number: a generated tree of no module (or of `ten`) measures nothing.
  static func count(_ value: String, _ flag: String) throws(CheckerFailure) -> Int {
    guard let number = Int(value), number > 0 else {
      throw .usage("\(flag) needs a positive whole number, not '\(value)'")
    }
    return number
  }
}
