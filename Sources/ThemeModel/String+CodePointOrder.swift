#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// Whether this string sorts before `other` by Unicode code point (UTF-8 byte order), the
  /// order of the canonical form; unlike `<`, it ignores canonical equivalence.
  public func precedesByCodePoint(_ other: String) -> Bool {
    var left = self
    var right = other
    return left.withUTF8 { lhs in
      right.withUTF8 { rhs in
        let common = min(lhs.count, rhs.count)
        if common > 0 {
          let order = memcmp(lhs.baseAddress!, rhs.baseAddress!, common)
          if order != 0 { return order < 0 }
        }
        return lhs.count < rhs.count
      }
    }
  }
}
