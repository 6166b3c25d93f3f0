import BlockingTestSupport
import Foundation
import Testing

@testable import Affected

/// `--head C` gives the answer a checkout of C gives. A `module NAME PATH` folder has no manifest:
/// its imports are its edges, and they were read only from disk, so a commit not checked out
/// lost them all (1 target selected where the checkout selected 12).
@Suite(.serialized, .blocksItsThread) struct HeadNotCheckedOutTests {
  @Test func aFolderModulesEdgesAreReadFromTheCommit() {
    let repo = GitFixture.standard()
    repo.write("boundaries.rules", "layer app MyApp\nlayer packages Packages\nmodule MyApp MyApp\n")
    repo.write("MyApp/Main.swift", "import UIKit\n")
    repo.commit()
    repo.git("branch", "-f", "main")
    // At the head MyApp starts importing Receipt, and Receipt changes.
    repo.write("MyApp/Main.swift", "import Receipt\nimport UIKit\n")
    repo.write("Packages/Features/Receipt/Sources/Receipt/Receipt.swift", "// edit\n")
    let head = repo.commit()
    let checkedOut = repo.selected(["--base", "main", "--head", head])
    #expect(checkedOut.contains("MyApp:MyApp"), "\(checkedOut)")
    // The working tree now holds something else entirely: no MyApp source imports Receipt.
    repo.git("checkout", "-q", "main")
    repo.write("MyApp/Main.swift", "import UIKit\n// not what the head holds\n")
    let elsewhere = repo.selected(["--base", "main", "--head", head])
    #expect(elsewhere == checkedOut)
    let fromFeature = repo.selected(["--base", "main", "--head", "feature"])
    #expect(fromFeature == checkedOut)
  }
}
