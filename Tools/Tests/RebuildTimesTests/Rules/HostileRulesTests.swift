import Foundation
import Testing

@testable import RebuildTimes

/// Truncated and garbage scenario and budget files: parsing never crashes and every refusal
/// names the file; the command exits 2 for them before building anything.
@Suite struct HostileRulesTests {
  static let scenarios = """
    # scenarios
    warmup 1
    iterations 3
    build-system native
    product app
    null
    body Checkout file Packages/Features/Checkout/Sources/Checkout/CheckoutView.swift
    api Core
    """

  static let budgets = """
    # budgets
    body Checkout -> Checkout, ShopFlow, App
    api Core -> *
    """

  /// Every prefix of both files, and seeded garbage spliced into them, as bytes.
  static func hostile(_ valid: String) -> [String] {
    var seed: UInt64 = 0x5EED
    func next() -> Int {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      return Int(seed >> 33)
    }
    let bytes = Array(valid.utf8)
    let garbage: [[UInt8]] = [
      [0], [0xFF], [0xE2, 0x82], Array(" -> ".utf8), Array("iterations".utf8),
      Array(repeating: 0x39, count: 40),
    ]
    var inputs = (0...bytes.count).map { String(decoding: bytes.prefix($0), as: UTF8.self) }
    for _ in 0..<300 {
      var mutated = bytes
      mutated.insert(contentsOf: garbage[next() % garbage.count], at: next() % (mutated.count + 1))
      if next() % 2 == 0 { mutated = Array(mutated.prefix(next() % (mutated.count + 1))) }
      inputs.append(String(decoding: mutated, as: UTF8.self))
    }
    return inputs
  }

  @Test func scenarioAndBudgetFilesNeverCrashAndNameTheFile() {
    for text in Self.hostile(Self.scenarios) {
      do { _ = try ScenarioFile.parse(text, path: "rebuild-scenarios.rules") } catch {
        #expect(
          error.description.hasPrefix("rebuild-scenarios.rules"), "\(error) for \(text.debugDescription)")
      }
    }
    for text in Self.hostile(Self.budgets) {
      do { _ = try BudgetFile.parse(text, path: "rebuild-budgets.rules") } catch {
        #expect(error.description.hasPrefix("rebuild-budgets.rules"), "\(error) for \(text.debugDescription)")
      }
    }
  }

  /// Through the entry point, on temporary copies: a garbage scenario or budget file is exit 2
  /// before any build starts (the package path holds no package, so a build would fail with 4).
  @Test func commandExitsTwoForGarbageFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hostile-rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenarios = folder.appendingPathComponent("rebuild-scenarios.rules")
    let budgets = folder.appendingPathComponent("rebuild-budgets.rules")
    try Data([0xFF, 0x00] + Array("bdy Checkout\n".utf8)).write(to: scenarios)
    #expect(
      RebuildTimesCommand.run(arguments: ["--package-path", folder.path, "--scenarios", scenarios.path]) == 2)
    try Data("null\n".utf8).write(to: scenarios)
    try Data("body Checkout -> \u{0}\nnonsense\n".utf8).write(to: budgets)
    #expect(
      RebuildTimesCommand.run(arguments: [
        "--package-path", folder.path, "--scenarios", scenarios.path, "--check", "--budgets", budgets.path,
      ]) == 2)
  }
}
