import BlockingTestSupport
import Foundation
import Testing

/// `make feature NAME=…` passes the name to the tool as one word and runs nothing in it: the
/// recipe once put NAME in double quotes, so NAME='`touch f`X' ran `touch f`, then made feature X.
/// Run against the repository's own Makefile with `TOOLS=echo` (and `tools` taken as built), so
/// the test sees exactly what the tool would receive.
@Suite(.blocksItsThread) struct MakeFeatureQuotingTests {
  func make(_ arguments: [String], in folder: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "make", "-s", "-f", RepositoryCopy.source.path + "/Makefile", "-C", folder, "-o", "tools",
        "TOOLS=echo",
      ]
      + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
  }

  @Test func aNameReachesTheToolAsTextAndRunsNothing() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/make-feature-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cases: [(name: String, received: String)] = [
      ("`touch backtick`X", "new-feature `touch backtick`X"),
      ("$(touch dollar)X", "new-feature $(touch dollar)X"),
      ("$(shell touch makeshell)X", "new-feature $(shell touch makeshell)X"),
      ("it's; touch quote", "new-feature it's; touch quote"),
      ("Wishlist", "new-feature Wishlist"),
    ]
    for (name, received) in cases {
      let output = try make(["feature", "NAME=\(name)", "FLOW=Shop Flow"], in: folder)
      #expect(output.contains("\(received) --flow Shop Flow"), "\(output)")
      let removal = try make(["remove-feature", "NAME=\(name)"], in: folder)
      #expect(removal.contains(received.replacingOccurrences(of: "new-feature", with: "remove-feature")))
    }
    let made = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(made.isEmpty, "the name ran as a command: \(made)")
  }
}
