import Foundation
import Testing

@testable import Affected

/// git's `diff --name-status -z` as read: each status with its path or paths. A rename (which
/// `--no-renames` keeps git from printing, but which the reader still understands) counts both
/// paths: the old one as present in the base only, the new one in the head only, so the old
/// path's owner is looked up in the base's manifests.
@Suite struct ChangeSetTests {
  @Test func eachStatusSaysWhichSideHoldsThePath() {
    let output = Data("M\0a.swift\0A\0b.swift\0D\0c.swift\0R100\0old.swift\0new.swift\0".utf8)
    #expect(
      ChangeSet.parseNameStatus(output) == [
        .init(path: "a.swift", inBase: true, inHead: true),
        .init(path: "b.swift", inBase: false, inHead: true),
        .init(path: "c.swift", inBase: true, inHead: false),
        .init(path: "old.swift", inBase: true, inHead: false),
        .init(path: "new.swift", inBase: false, inHead: true),
      ])
  }

  /// Output cut short (git stopped mid-record) is read as far as it goes, never past its end: a
  /// rename record missing its new path is the old path alone, a status without a path nothing.
  @Test func aRecordCutShortIsReadAsFarAsItGoes() {
    #expect(
      ChangeSet.parseNameStatus(Data("R100\0old.swift".utf8)) == [
        .init(path: "old.swift", inBase: true, inHead: true)
      ])
    #expect(ChangeSet.parseNameStatus(Data("M".utf8)) == [])
  }
}
