/// The words pair suggestions read a theme's colour names by, with what names carry that says
/// nothing about a colour's role taken off:
///
/// - the groups that only hold colours (`Colors/Label/primary`, an asset catalog's or Figma's
///   folders; `theme.`, `palette.`, `tokens.`);
/// - a prefix every name shares (`--pico-background-color`, `--bs-body-bg`: a namespace);
/// - CSS's property suffix after a role (`background-color`, `border-color`), and a trailing
///   state (`background.highlighted`, `-hover`): the role is the same in every state.
///
/// A name ending in `color` whose family has a background is that family's text, as CSS's
/// `color` property is (`--pico-dropdown-color` on `--pico-dropdown-background-color`).
extension PairSuggestions {
  static let containerWords: Set<String> = [
    "color", "colors", "colour", "colours", "theme", "themes", "token", "tokens", "palette",
  ]
  static let roleSuffixed: Set<String> = foregroundWords.union(surfaceWords).union(["border", "outline"])
  static let stateWords: Set<String> = [
    "highlighted", "pressed", "hover", "hovered", "selected", "active", "focused", "focus", "checked",
  ]
  /// Colours of controls no one can use, which WCAG's contrast minimums leave out (1.4.3).
  static let inactiveWords: Set<String> = ["disabled", "inactive"]

  /// Each name's role words, in the order of `names`.
  static func roleWords(_ names: [String]) -> [[String]] {
    var all = names.map { name in
      var words = joiningControls(words(name))
      while words.count > 1, containerWords.contains(words[0]) { words.removeFirst() }
      return words
    }
    // A namespace: the first word of every name, where each has more.
    while all.count > 1, let first = all[0].first, all.allSatisfy({ $0.count > 1 && $0[0] == first }) {
      all = all.map { Array($0.dropFirst()) }
    }
    all = all.map { words in
      var words = words
      while words.count > 1, let last = words.last, stateWords.contains(last) { words.removeLast() }
      if words.count > 1, isColorWord(words.last), roleSuffixed.contains(words[words.count - 2]) {
        words.removeLast()
      }
      return words
    }
    let families = Set(all.filter { isBackground($0.last) }.map { $0.dropLast().joined(separator: " ") })
    return all.map { words in
      guard isColorWord(words.last), families.contains(words.dropLast().joined(separator: " ")) else { return words }
      return words.dropLast() + ["text"]
    }
  }

  /// Controls whose name starts with a role word: `TextField` is a field, not text.
  static let controlWords: Set<String> = ["field", "input", "area", "box", "view"]

  /// `words` with `text field` (`textField`, `text-field`) joined into `textfield`.
  static func joiningControls(_ words: [String]) -> [String] {
    var joined: [String] = []
    for word in words {
      if controlWords.contains(word), joined.last == "text" {
        joined[joined.count - 1] = "text" + word
      } else {
        joined.append(word)
      }
    }
    return joined
  }

  static func isColorWord(_ word: String?) -> Bool { word == "color" || word == "colour" }

  /// Whether the words name an inverse colour, for the opposite surfaces (`label.primary.reverse`).
  static func isInverse(_ words: [String]) -> Bool {
    words.contains { $0 == "inverse" || $0 == "reverse" || $0 == "inverted" }
  }
}
