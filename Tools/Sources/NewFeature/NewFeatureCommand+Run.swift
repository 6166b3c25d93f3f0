import Casepaths
import Foundation
import ToolSupport

extension NewFeatureCommand {
  /// Validates, plans, then writes every file or none.
  static func add(_ options: Options, _ repository: Repository) throws -> [String: [String]] {
    let name = options.name ?? ""
    if let problem = FeatureName.problem(with: name, taken: repository.takenNames()) {
      throw Failure(description: "error: \(problem)")
    }
    guard let layer = FeatureRequest.Layer(rawValue: options.layer) else {
      throw Failure(description: "error: unknown layer '\(options.layer)': use features or flows")
    }
    if let flow = options.flow {
      guard layer == .features else {
        throw Failure(
          description:
            "error: --flow wires a feature into a flow; a flow (--layer flows) is not shown in another flow")
      }
      guard repository.flows.contains(flow) else {
        throw Failure(
          description:
            "error: unknown flow '\(flow)': the flows are \(repository.flows.joined(separator: ", "))")
      }
    }
    let request = FeatureRequest(name: name, layer: layer, flow: options.flow)
    let plan = try RegistrationPlan.make(request, in: repository)
    try plan.entry?.refuseTakenCase()
    if let existing = plan.created.first(where: { repository.exists($0.path) }) {
      throw Failure(
        description: "error: \(existing.path) exists already; new-feature never overwrites a file")
    }

    var edited: [String: String] = [:]
    for path in plan.editedPaths {
      var content = try repository.readForEdit(path)
      for edit in plan.edits where edit.path == path {
        content = try edit.apply(to: content)
      }
      edited[path] = content
    }
    let generated = plan.casePathFolders.dropFirst().map { folder in folder }
    try refuseDirty(plan.editedPaths + generated, options: options, repository: repository)

    let formatter = SwiftFormatter.fromEnvironment(configuration: formatConfiguration(repository))
    let swiftFiles = plan.created.filter {
      $0.path.hasSuffix(".swift") && !$0.path.hasSuffix("Package.swift")
    }
    let formatted: [String]
    do {
      formatted = try formatter.format(swiftFiles.map(\.text))
    } catch {
      throw Failure(description: "error: \(error)", exitCode: 1)
    }
    let formattedByPath = Dictionary(uniqueKeysWithValues: zip(swiftFiles.map(\.path), formatted))

    let changes = ChangeSet(repository: repository)
    do {
      for file in plan.created {
        try changes.write(file.path, formattedByPath[file.path] ?? file.text)
      }
      for (path, content) in edited.sorted(by: { $0.key < $1.key }) {
        try changes.write(path, content)
      }
      let casePaths = try regenerateCasePaths(plan.casePathFolders, repository: repository, changes: changes)
      var report: [String: [String]] = [
        "created": plan.created.map(\.path) + casePaths.created,
        "edited": plan.editedPaths + casePaths.updated,
      ]
      report["next"] = [
        "",
        "Next: swift test --package-path \(request.packagePath)   # the package alone",
        "      swift run app preview \(name)                         # its screen in the App",
        "      make check && make lint                               # boundaries, budgets, format",
        "      make graph                                            # docs/modules.svg gains the module",
        "Undo: make remove-feature NAME=\(name)",
      ]
      if let entry = plan.entry, let flow = request.flow {
        report["next"]?.insert(
          "      make transcript                                       # \(entry.viewFile) shows a button",
          at: 5)
        // The button changes the root screen's snapshots, in its package and in the flow's.
        for (offset, package) in [entry.packageFolder, "Packages/Flows/\(flow)"].enumerated() {
          report["next"]?.insert(
            "      SNAPSHOT_TESTING_RECORD=failed swift test --package-path \(package)   # re-record the screen with its button",
            at: 6 + offset)
        }
      }
      return report
    } catch {
      changes.rollBack()
      throw Failure(description: "error: \(error); every file was restored", exitCode: 1)
    }
  }

  /// Takes out exactly what `add` put in, then deletes the package.
  static func remove(_ options: Options, _ repository: Repository) throws -> [String: [String]] {
    guard let name = options.name, !name.isEmpty else {
      throw Failure(description: "error: remove-feature needs a name: make remove-feature NAME=Wishlist")
    }
    guard
      let layer = FeatureRequest.Layer.allCases.first(where: { repository.exists("\($0.folder)/\(name)") })
    else {
      throw Failure(description: "error: no package \(name) in Packages/Features or Packages/Flows")
    }
    let dependency = ".package(path: \"../../Features/\(name)\")"
    let flow = repository.flows.first { flow in
      flow != name
        && ((try? repository.read("Packages/Flows/\(flow)/Package.swift"))?.contains(dependency) ?? false)
    }
    if layer == .flows,
      (try? repository.read("Packages/Flows/\(name)/Package.swift"))?.contains("../../Features/") == true
    {
      throw Failure(description: "error: features are wired into the flow \(name); remove them first")
    }
    let request = FeatureRequest(name: name, layer: layer, flow: flow)
    guard repository.exists(PreviewTemplate.path(request)) else {
      throw Failure(
        description: "error: \(PreviewTemplate.path(request)) is missing: \(name) was not made by new-feature"
      )
    }
    let plan = try RegistrationPlan.make(request, in: repository)
    var edited: [String: String] = [:]
    for path in plan.editedPaths {
      var content = try repository.readForEdit(path)
      for edit in plan.edits.reversed() where edit.path == path {
        content = try edit.remove(from: content)
      }
      edited[path] = content
    }
    let outside = plan.created.map(\.path).filter { !$0.hasPrefix(request.packagePath + "/") }
    let changes = ChangeSet(repository: repository)
    do {
      for (path, content) in edited.sorted(by: { $0.key < $1.key }) {
        try changes.write(path, content)
      }
      for path in outside { try changes.delete(path) }
      let casePaths = try regenerateCasePaths(
        Array(plan.casePathFolders.dropFirst()), repository: repository, changes: changes)
      try changes.deleteFolder(request.packagePath)
      return [
        "deleted": [request.packagePath] + outside,
        "edited": plan.editedPaths + casePaths.updated,
      ]
    } catch {
      changes.rollBack()
      throw Failure(description: "error: \(error); every file was restored", exitCode: 1)
    }
  }

  static func refuseDirty(_ paths: [String], options: Options, repository: Repository) throws {
    guard !options.allowDirty else { return }
    guard let dirty = (try? GitCleanliness.uncommittedPaths(paths, in: repository.root.path)) ?? nil else {
      throw Failure(
        description:
          "error: git cannot tell whether the files to edit have uncommitted changes (not a git work tree?); pass --allow-dirty to edit them anyway"
      )
    }
    if !dirty.isEmpty {
      throw Failure(
        description:
          "error: uncommitted changes in files new-feature must edit: \(dirty.joined(separator: ", ")); commit or stash them, or pass --allow-dirty"
      )
    }
  }

  /// Rewrites the `+CasePaths.swift` files of `folders` through `changes`, so a rollback covers them.
  static func regenerateCasePaths(_ folders: [String], repository: Repository, changes: ChangeSet) throws
    -> (created: [String], updated: [String])
  {
    guard !folders.isEmpty else { return ([], []) }
    let generator = CasePathGenerator(root: repository.root, folders: folders)
    let plan = try generator.plan()
    if let problem = plan.diagnostics.first { throw Failure(description: problem.description, exitCode: 1) }
    var created: [String] = []
    var updated: [String] = []
    for change in plan.changes {
      if let contents = change.contents {
        try changes.write(change.path, contents)
        if change.kind == .create {
          created.append(change.path)
        } else {
          updated.append(change.path)
        }
      } else {
        try changes.delete(change.path)
      }
    }
    return (created, updated)
  }

  static func formatConfiguration(_ repository: Repository) -> URL? {
    repository.exists(".swift-format") ? repository.url(".swift-format") : nil
  }
}
