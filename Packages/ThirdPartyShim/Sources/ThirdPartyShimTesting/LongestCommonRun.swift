/// The pairs of positions, in order, of the longest run of elements `lhs` and `rhs` share (a
/// longest common subsequence).
///
/// One table for the two readers that need it: a snapshot's line diff (the lines both texts
/// keep) and a stack's alignment (the screens an expected and an actual stack share). Where two
/// runs are equally long, the one that drops the earlier `lhs` element is taken, so a line moved
/// down reads as removed above and added below, and of two equal expected screens the later pairs.
package func longestCommonRun<Element: Equatable>(_ lhs: [Element], _ rhs: [Element]) -> [(Int, Int)] {
  // lengths[i][j]: the longest common run of lhs[i...] and rhs[j...].
  var lengths = Array(repeating: Array(repeating: 0, count: rhs.count + 1), count: lhs.count + 1)
  for i in stride(from: lhs.count - 1, through: 0, by: -1) {
    for j in stride(from: rhs.count - 1, through: 0, by: -1) {
      lengths[i][j] =
        lhs[i] == rhs[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  var pairs: [(Int, Int)] = []
  var (i, j) = (0, 0)
  while i < lhs.count, j < rhs.count {
    if lhs[i] == rhs[j] {
      pairs.append((i, j))
      i += 1
      j += 1
    } else if lengths[i + 1][j] >= lengths[i][j + 1] {
      i += 1
    } else {
      j += 1
    }
  }
  return pairs
}
