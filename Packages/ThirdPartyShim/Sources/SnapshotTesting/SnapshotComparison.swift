import Foundation

/// One assertion's comparison of an actual snapshot with its reference file, recording it as
/// the mode says; the message it returns is the failure, `nil` a match.
struct SnapshotComparison<Format> {
  let location: SnapshotLocation
  let diffing: Diffing<Format>
  let mode: SnapshotTestingConfiguration.Record
  var fileManager = FileManager.default

  func verify(_ actual: Format, testName: String) -> String? {
    let path = location.file.path
    if mode == .all {
      return record(actual) {
        """
        Record mode is all: recorded the snapshot to
          \(path)
        Turn recording off and run "\(testName)" again to compare against it.
        """
      }
    }
    guard fileManager.fileExists(atPath: path) else {
      guard mode != .never else {
        let artifact = writeArtifact(actual)
        return """
          No reference at \(path), and the record mode is never: nothing was recorded.
          \(artifact.sentence) Record it with \(SnapshotTestingConfiguration.environmentVariable)=missing, \
          look at it, and check it in.
          """
      }
      return record(actual) {
        """
        No reference was found; recorded the snapshot to
          \(path)
        Look at it, check it in, and run "\(testName)" again to compare against it.
        """
      }
    }
    let reference: Format
    do {
      reference = try diffing.fromData(try Data(contentsOf: location.file))
    } catch {
      return unreadable(actual, reason: Self.describe(error))
    }
    guard let difference = diffing.diff(reference, actual) else { return nil }
    let artifact = writeArtifact(actual)
    var message = """
      Snapshot does not match the reference (− reference, + actual):
        − \(path)
        + \(artifact.path ?? "(not written: \(artifact.error ?? ""))")

      \(difference)
      """
    if mode == .failed, let failure = write(actual) {
      message += "\n\nCould not record the actual snapshot over the reference: \(failure)"
    } else if mode == .failed {
      message += "\n\nRecord mode is failed: recorded the actual snapshot over the reference."
    }
    return message
  }

  /// A reference that cannot be compared: a failure naming the file, recorded over when the
  /// mode records failures.
  private func unreadable(_ actual: Format, reason: String) -> String {
    let message = "Cannot read the reference \(location.file.path): \(reason)."
    guard mode == .failed else {
      return message + " " + writeArtifact(actual).sentence
        + " Fix or delete the file, or record over it with "
        + "\(SnapshotTestingConfiguration.environmentVariable)=failed."
    }
    return record(actual) { message + " Record mode is failed: recorded the snapshot over it." }
  }

  /// Writes the reference and returns what `success` says, or why it could not be written.
  private func record(_ actual: Format, success: () -> String) -> String {
    if let failure = write(actual) {
      return "Could not record the snapshot to \(location.file.path): \(failure)"
    }
    return success()
  }

  /// Writes the reference; returns why it failed, or `nil`.
  private func write(_ actual: Format) -> String? {
    do {
      try fileManager.createDirectory(at: location.directory, withIntermediateDirectories: true)
      try diffing.toData(actual).write(to: location.file)
      return nil
    } catch {
      return Self.describe(error)
    }
  }

  /// Where the actual text went for the user to open, or why it could not go there.
  struct Artifact {
    var path: String?
    var error: String?
    var sentence: String {
      if let path { return "The actual snapshot is in \(path)." }
      return "The actual snapshot could not be written to a temporary file: \(error ?? "")."
    }
  }

  private func writeArtifact(_ actual: Format) -> Artifact {
    let url = location.artifact()
    do {
      try fileManager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try diffing.toData(actual).write(to: url)
      return Artifact(path: url.path)
    } catch {
      return Artifact(error: Self.describe(error))
    }
  }

  /// An error as a user reads it: Foundation's file errors by their reason, not their domain.
  static func describe(_ error: any Error) -> String {
    if let error = error as? NotUTF8 { return error.description }
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
      return underlying.localizedDescription
    }
    return nsError.localizedDescription
  }
}
