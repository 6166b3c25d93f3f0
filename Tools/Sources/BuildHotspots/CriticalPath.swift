import BuildTrace
import Foundation

/// The chain of modules that serialized the build: starting from the module that finished last,
/// each link is the imported module that finished last, the one it waited for. (SwiftPM's native
/// build starts a module's jobs once its dependencies are fully compiled, not merely once their
/// `.swiftmodule` exists: measured on Swift 6.3.1, so a module's end is what its dependents wait for.)
///
/// Imports come from the modules' own sources (the files their compile jobs compiled), so a link
/// is a real dependency, never two modules that merely ran one after the other.
struct CriticalPath: Sendable, Equatable, Codable {
  struct Link: Sendable, Equatable, Codable {
    var module: String
    var start: Double
    var end: Double
    /// Time between the previous link's last job and this module's first job.
    var waited: Double
  }

  var links: [Link]
  /// From the first link's first job to the last link's last job.
  var seconds: Double
  var buildSeconds: Double

  static func find(modules: [ModuleTiming], imports: [String: Set<String>], buildSeconds: Double)
    -> CriticalPath
  {
    let byName = Dictionary(uniqueKeysWithValues: modules.map { ($0.module, $0) })
    guard var current = modules.max(by: { ($0.lastEnd, $1.module) < ($1.lastEnd, $0.module) }) else {
      return CriticalPath(links: [], seconds: 0, buildSeconds: buildSeconds)
    }
    var chain = [current]
    while true {
      let visited = Set(chain.map(\.module))
      let dependencies = (imports[current.module] ?? []).subtracting(visited).compactMap { byName[$0] }
      guard
        let previous = dependencies.max(by: { ($0.lastEnd, $1.module) < ($1.lastEnd, $0.module) })
      else { break }
      chain.insert(previous, at: 0)
      current = previous
    }
    var links: [Link] = []
    for (index, module) in chain.enumerated() {
      let waited = index == 0 ? module.firstStart : module.firstStart - chain[index - 1].lastEnd
      links.append(
        Link(module: module.module, start: module.firstStart, end: module.lastEnd, waited: max(0, waited)))
    }
    let seconds = (links.last?.end ?? 0) - (links.first?.start ?? 0)
    return CriticalPath(links: links, seconds: seconds, buildSeconds: buildSeconds)
  }

  /// The modules each module imports, read from the files its jobs compiled.
  static func imports(of jobs: [FrontendJob]) -> [String: Set<String>] {
    var files: [String: Set<String>] = [:]
    for job in jobs { files[job.module, default: []].formUnion(job.files) }
    return files.mapValues { paths in
      Set(
        paths.flatMap { path in
          importedModules(in: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
        })
    }
  }

  /// `import X`, `@testable import X`, `public import X`, `import struct X.Y`.
  static func importedModules(in text: String) -> [String] {
    let kinds: Set<Substring> = [
      "struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor",
    ]
    var modules: [String] = []
    for line in text.split(separator: "\n") {
      var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
      while let first = words.first,
        first.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains(first)
      {
        words.removeFirst()
      }
      guard words.first == "import" else { continue }
      words.removeFirst()
      if let first = words.first, kinds.contains(first) { words.removeFirst() }
      if let name = words.first?.split(separator: ".").first { modules.append(String(name)) }
    }
    return modules
  }
}
