/// FNV-1a, 64-bit, as 16 hex digits. The tools need fast, stable keys (check-imports' manifest
/// cache, the interfaces rebuild-times compares, the names of tools shard's folders), not
/// cryptographic ones, and Foundation on Linux has no digest API (CryptoKit is Apple-only,
/// swift-crypto is third-party). Each part ends with a separator byte, so ["ab", "c"] and
/// ["a", "bc"] differ.
public enum ContentHash {
  public static func fnv1a(_ parts: [[UInt8]]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for part in parts {
      for byte in part {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
      hash ^= 0xff
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
