import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder name in a shared temporary folder, held by one run: the lock on `<folder>.lock`
/// (`flock`, which the system lets go when the process dies, so a killed run blocks no one), and
/// the folder itself. Shared temporary folders are writable by every user, so nothing found
/// under the name is trusted: the lock file is opened without following links and must be ours,
/// and an existing folder is reused only if it is a real folder of ours (left by a run that was
/// stopped); anything else there is left alone and the claim fails.
final class FolderClaim: @unchecked Sendable {
  private let lockPath: String
  private let descriptor: Int32
  private let lock = NSLock()
  private var released = false

  init?(_ folder: String) {
    let lockPath = folder + ".lock"
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return nil }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, Self.isOurs(descriptor, named: lockPath) else {
      close(descriptor)
      return nil
    }
    guard Self.makeFolder(folder) else {
      unlink(lockPath)
      close(descriptor)
      return nil
    }
    self.lockPath = lockPath
    self.descriptor = descriptor
  }

  /// Removes the lock file and lets the lock go; once, however often it is called (the run's end
  /// and a signal may both ask).
  func release() {
    lock.withLock {
      guard !released else { return }
      released = true
      unlink(lockPath)
      close(descriptor)
    }
  }

  /// The locked file is ours and still the one under the name: a run that released the name
  /// unlinks the file, and a lock taken on the unlinked file would hold nothing.
  static func isOurs(_ descriptor: Int32, named path: String) -> Bool {
    var held = stat()
    var named = stat()
    guard fstat(descriptor, &held) == 0, lstat(path, &named) == 0 else { return false }
    return held.st_uid == getuid() && held.st_ino == named.st_ino && held.st_dev == named.st_dev
  }

  /// A folder of ours at `path`: made (mode 0700), or one a stopped run left (its owner empties it).
  private static func makeFolder(_ path: String) -> Bool {
    if mkdir(path, 0o700) == 0 { return true }
    guard errno == EEXIST else { return false }
    var found = stat()
    return lstat(path, &found) == 0 && found.st_mode & S_IFMT == S_IFDIR && found.st_uid == getuid()
  }
}
