import Foundation
import ToolSupport

/// `tools check-imports why A B`: the shortest dependency path from A to B, each edge with the
/// line it rests on, so "why does Home rebuild when Payment changes?" has an answer to click.
enum WhyCommand {
  /// Exit 0 with the path, 1 when there is none ("no path"), 2 when a module does not exist.
  static func run(from: String, to: String, workspace: Workspace, format: OutputFormat, console: Console)
    throws(CheckerFailure) -> Int32
  {
    let graph = ModuleGraph(workspace)
    if graph.successors[to] == nil, graph.successors[from] != nil,
      let users = Self.directUsers(of: to, in: workspace)
    {
      return report(
        from: from, to: to, path: Self.pathToOutside(from: from, to: to, users: users, graph: graph),
        evidence: { step in
          step.to == to ? users[step.from] : graph.evidence(from: step.from, to: step.to)
        }, format: format, console: console)
    }
    for name in [from, to] where graph.successors[name] == nil {
      let known = workspace.modules.contains { $0.name == name }
      throw .usage(
        known
          ? "\(name) is a test target; why follows the dependencies of non-test modules"
          : "no module named \(name) in this repository")
    }
    return report(
      from: from, to: to, path: graph.shortestPath(from: from, to: to),
      evidence: { graph.evidence(from: $0.from, to: $0.to) }, format: format, console: console)
  }

  /// A module built elsewhere (a remote package's, one the implicit-dependency findings name):
  /// the non-test modules that import or declare it directly, each with its first site; `nil`
  /// when nothing here uses it, which is then "no module named …".
  static func directUsers(of name: String, in workspace: Workspace) -> [String: ModuleGraph.Evidence]? {
    var users: [String: ModuleGraph.Evidence] = [:]
    for module in workspace.modules where !module.isTest {
      let site = module.files.lazy.compactMap { file in
        file.imports.first { $0.module == name }.map {
          ModuleGraph.Evidence(path: file.path, line: $0.line, column: $0.column, kind: "import")
        }
      }.first
      if let site {
        users[module.name] = site
      } else if let dependency = module.declared.first(where: { $0.modules.contains(name) }) {
        let location = workspace.manifestLocation(of: module, dependency: dependency.name)
        users[module.name] = ModuleGraph.Evidence(
          path: module.manifestPath, line: location.line, column: location.column, kind: "manifest")
      }
    }
    return users.isEmpty ? nil : users
  }

  /// The shortest path from `from` to one of `users`, then the edge out to `to`.
  static func pathToOutside(
    from: String, to: String, users: [String: ModuleGraph.Evidence], graph: ModuleGraph
  ) -> [String]? {
    var best: [String]?
    for user in users.keys.sorted() {
      guard let path = graph.shortestPath(from: from, to: user) else { continue }
      if best == nil || path.count < best!.count { best = path }
    }
    return best.map { $0 + [to] }
  }

  static func report(
    from: String, to: String, path: [String]?,
    evidence: ((from: String, to: String)) -> ModuleGraph.Evidence?, format: OutputFormat, console: Console
  ) -> Int32 {
    let steps: [(from: String, to: String, evidence: ModuleGraph.Evidence?)] =
      path.map { path in zip(path, path.dropFirst()).map { ($0, $1, evidence(($0, $1))) } } ?? []
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
      console.out(SortedJSON.text(object, pretty: true))
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
