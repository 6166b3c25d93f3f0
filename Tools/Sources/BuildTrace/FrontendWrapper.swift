import Foundation

/// A stand-in `swift-frontend` that records when each compiler job starts and ends, and its
/// arguments, then runs the real frontend unchanged.
///
/// SwiftPM runs the driver in-process and prints no job timings, and the frontend's
/// `-stats-output-dir` gives durations without start times; a Gantt chart and a critical path need
/// both. The driver accepts another frontend with `-driver-use-frontend-path`, but derives the
/// runtime-library folder from that path, so the wrapper sits in a `usr/bin` whose sibling `usr/lib`
/// links to the real toolchain's.
public struct FrontendWrapper: Sendable {
  /// The wrapper script, to give to `-driver-use-frontend-path`.
  public let executable: URL
  /// One `<pid>-<start>.job` file per frontend run: start and end (ns since 1970), then arguments.
  public let jobsFolder: URL

  /// Writes the wrapper and an empty jobs folder under `folder`.
  public static func install(in folder: URL, realFrontend: URL) throws -> FrontendWrapper {
    let files = FileManager.default
    let toolchain = folder.appendingPathComponent("toolchain/usr")
    let bin = toolchain.appendingPathComponent("bin")
    let jobs = folder.appendingPathComponent("jobs")
    try? files.removeItem(at: jobs)
    try files.createDirectory(at: bin, withIntermediateDirectories: true)
    try files.createDirectory(at: jobs, withIntermediateDirectories: true)
    let lib = toolchain.appendingPathComponent("lib")
    try? files.removeItem(at: lib)
    try files.createSymbolicLink(
      at: lib,
      withDestinationURL: realFrontend.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("lib"))
    let executable = bin.appendingPathComponent("swift-frontend")
    // Response files (`@file`) are copied in: the driver may delete them once the job ends.
    let script = """
      #!/bin/sh
      start=$(date +%s%N)
      \(shellQuoted(realFrontend.path)) "$@"
      status=$?
      end=$(date +%s%N)
      {
        printf '%s\\n%s\\n' "$start" "$end"
        for argument in "$@"; do
          case "$argument" in
            @*) cat "${argument#@}" 2>/dev/null; echo ;;
            *) printf '%s\\n' "$argument" ;;
          esac
        done
      } > \(shellQuoted(jobs.path))/"$$-$start.job"
      exit $status

      """
    try script.write(to: executable, atomically: true, encoding: .utf8)
    try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
    return FrontendWrapper(executable: executable, jobsFolder: jobs)
  }

  /// Forgets the jobs recorded so far, so the next build's timeline stands alone.
  public func clearJobs() {
    for entry
      in (try? FileManager.default.contentsOfDirectory(at: jobsFolder, includingPropertiesForKeys: nil)) ?? []
    {
      try? FileManager.default.removeItem(at: entry)
    }
  }

  /// The real `swift-frontend`: next to `swift` on the PATH, symlinks resolved.
  public static func locateRealFrontend() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    for folder in path.split(separator: ":") {
      let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
      guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
      let frontend = swift.resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("swift-frontend")
      if FileManager.default.isExecutableFile(atPath: frontend.path) { return frontend }
    }
    return nil
  }

  /// Every job the wrapper recorded, in start order.
  public func jobs() -> [FrontendJob] {
    let entries =
      (try? FileManager.default.contentsOfDirectory(at: jobsFolder, includingPropertiesForKeys: nil)) ?? []
    return entries.compactMap { url in
      (try? String(contentsOf: url, encoding: .utf8)).flatMap(FrontendJob.init(record:))
    }.sorted { ($0.start, $0.module) < ($1.start, $1.module) }
  }

  private static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
