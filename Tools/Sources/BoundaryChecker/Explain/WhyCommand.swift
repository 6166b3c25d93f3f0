import Foundation

/// `tools check-imports why A B`: the shortest dependency path from A to B, each edge with the
/// line it rests on, so "why does Home rebuild when Payment changes?" has an answer to click.
enum WhyCommand {
  /// Exit 0 with the path, 1 when there is none ("no path"), 2 when a module does not exist.
  static func run(from: String, to: String, workspace: Workspace, format: OutputFormat, console: Console)
    throws(CheckerFailure) -> Int32
  {
    let graph = ModuleGraph(workspace)
    for name in [from, to] where graph.successors[name] == nil {
      let known = workspace.modules.contains { $0.name == name }
      throw .usage(
        known
          ? "\(name) is a test target; why follows the dependencies of non-test modules"
          : "no module named \(name) in this repository")
    }
    let path = graph.shortestPath(from: from, to: to)
    let steps: [(from: String, to: String, evidence: ModuleGraph.Evidence?)] =
      path.map { path in zip(path, path.dropFirst()).map { ($0, $1, graph.evidence(from: $0, to: $1)) } }
      ?? []
    if format == .json {
      let object: [String: Any] = [
        "from": from, "to": to, "path": path ?? [],
        "edges": steps.map { step -> [String: Any] in
          var entry: [String: Any] = ["from": step.from, "to": step.to]
          if let evidence = step.evidence {
            entry["path"] = evidence.path
            entry["line"] = evidence.line
            entry["column"] = evidence.column
            entry["kind"] = evidence.kind
          }
          return entry
        },
      ]
      let data =
        (try? JSONSerialization.data(
          withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
      console.out(String(decoding: data, as: UTF8.self) + "\n")
    } else if let path {
      var text = "\(path.joined(separator: " → ")) (\(steps.count) edge\(steps.count == 1 ? "" : "s"))\n"
      for step in steps {
        let site = step.evidence.map { "\($0.path):\($0.line):\($0.column): \($0.kind)" } ?? "(no evidence)"
        text += "  \(step.from) → \(step.to)  \(site)\n"
      }
      console.out(text)
    } else {
      console.out("no path from \(from) to \(to)\n")
    }
    console.err(
      path == nil
        ? "check-imports: why: no path from \(from) to \(to)\n"
        : "check-imports: why: \(from) depends on \(to) in \(steps.count) step(s)\n")
    return path == nil ? 1 : 0
  }
}
