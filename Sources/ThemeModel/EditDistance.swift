/// Suggests the nearest known word for a misspelt one.
public enum EditDistance {
  /// The Levenshtein distance between two strings, counted in characters.
  public static func between(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for i in 1...left.count {
      current[0] = i
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }

  /// The candidate closest to `word`, if one is close enough to be a plausible typo.
  public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
    guard word.count <= 256 else { return nil }
    let limit = max(2, word.count / 3)
    var best: (String, Int)?
    for candidate in candidates {
      let distance = between(word.lowercased(), candidate.lowercased())
      if distance <= limit, best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    return best?.0
  }
}
