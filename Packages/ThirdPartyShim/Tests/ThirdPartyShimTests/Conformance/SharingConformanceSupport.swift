import Foundation
import ThirdPartyShim

/// Runs `body` with test dependencies of its own, as swift-sharing's tests get from
/// swift-dependencies for each test: empty in-memory storage, an in-memory file system and a
/// fresh user-defaults suite, so no test sees another's values.
func withIsolatedSharing<R>(_ body: () throws -> R) rethrows -> R {
  try withDependencies({ $0 = DependencyValues(context: .test) }, operation: body)
}

/// A folder of its own under the temporary directory, removed when `body` returns.
func withSharingTemporaryFolder<R>(_ body: (URL) throws -> R) throws -> R {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("shim-sharing-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}
