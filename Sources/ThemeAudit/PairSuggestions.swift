import ThemeModel

/// A contrast pair a theme most likely means but does not state, with why.
public struct SuggestedPair: Sendable, Equatable {
  /// The pair's name: `FOREGROUND-on-BACKGROUND`.
  public var name: String
  public var foreground: String
  public var background: String
  /// `text` or `nonText`.
  public var kind: PairKind
  /// The convention it follows, in words.
  public var reason: String

  /// The pair as a theme's `pairs` entry writes it.
  public var json: JSONValue {
    .object([
      JSONMember("foreground", .string(foreground)), JSONMember("background", .string(background)),
      JSONMember("kind", .string(kind.rawValue)), JSONMember("description", .string("Suggested: " + reason)),
    ])
  }
}

/// The pairs a theme's colour names say it means, by the conventions design systems name
/// their colours with — never one the theme states already, nor one twice:
///
/// - Material and Android: `onPrimary` (`colorOnPrimary`, `on-primary`) on `primary`;
/// - a family's foreground on its own background: `accent.fg` on `accent.subtle`,
///   `button-text` on `button-background`, `card-foreground` on `card`;
/// - every foreground on every surface of the theme (`canvas.*`, `background*`, `surface*`),
///   and the default text on every tinted background (`*.subtle`, `*-muted`);
/// - the on-emphasis text (`fg.onEmphasis`, `on-emphasis`) on every emphasis (`*.emphasis`);
/// - a border (`border*`, `outline`) against every surface, as non-text;
/// - a coloured foreground (`danger.fg`) against the default text, as non-text (WCAG 1.4.1:
///   coloured text must stand out from the text around it).
public enum PairSuggestions {
  /// The suggestions for `theme`, in a stable order.
  public static func suggest(_ theme: Theme) -> [SuggestedPair] {
    // A colour stated decorative conveys nothing: no pair is proposed for it.
    let names = theme.colors.filter { $0.role != .decorative }.map(\.name)
    let parsed = zip(names, roleWords(names)).map { (name: $0, words: $1) }
      .filter { !$0.words.contains(where: inactiveWords.contains) }
    var declared: Set<String> = []
    for pair in theme.pairs {
      if case .named(let foreground) = pair.foreground, case .named(let background) = pair.background {
        declared.insert(foreground + "\u{0}" + background)
      }
    }
    for component in theme.components {
      guard case .named(let background) = component.background else { continue }
      for case .named(let foreground)? in [component.text, component.link, component.placeholder] {
        declared.insert(foreground + "\u{0}" + background)
      }
    }
    var result: [SuggestedPair] = []
    func add(_ foreground: String, _ background: String, _ kind: PairKind, _ reason: String) {
      guard foreground != background, declared.insert(foreground + "\u{0}" + background).inserted else { return }
      result.append(
        SuggestedPair(
          name: "\(foreground)-on-\(background)", foreground: foreground, background: background, kind: kind,
          reason: reason))
    }
    let surfaces = parsed.filter { isSurface($0.words) }.map(\.name)
    let onEmphasis = parsed.filter { $0.words.contains("on") && $0.words.contains("emphasis") }.map(\.name)
    let foregrounds = parsed.filter { isForeground($0.words) && !onEmphasis.contains($0.name) }
    // Backgrounds the family rule gave a foreground; the others get the default text.
    var familyBackgrounds: Set<String> = []
    // Material's on-colours.
    for entry in parsed {
      guard let index = entry.words.firstIndex(of: "on"), index + 1 < entry.words.count else { continue }
      var target = entry.words
      target.remove(at: index)
      for other in parsed where other.words == target {
        add(
          entry.name, other.name, .text, "\(entry.name) is named as the text on \(other.name) (Material's on-colours)")
      }
    }
    for entry in foregrounds {
      let family = Array(entry.words.dropLast())
      // Its own family's backgrounds.
      if !family.isEmpty {
        for other in parsed
        where other.name != entry.name && Array(other.words.prefix(family.count)) == family
          && isBackground(other.words.last)
        {
          familyBackgrounds.insert(other.name)
          add(
            entry.name, other.name, .text,
            "\(entry.name) is the foreground of the \(family.joined(separator: " ")) family")
        }
      }
      for surface in surfaces {
        add(entry.name, surface, .text, "\(entry.name) is a foreground and \(surface) a surface of the theme")
      }
    }
    // A family's inverse colour is the text on its backgrounds (`primary-inverse` on
    // `primary-background`), which the default text is not.
    for entry in parsed where entry.words.count > 1 && entry.words.last == "inverse" {
      let family = Array(entry.words.dropLast())
      for other in parsed where Array(other.words.prefix(family.count)) == family && isBackground(other.words.last) {
        familyBackgrounds.insert(other.name)
        add(
          entry.name, other.name, .text,
          "\(entry.name) is the inverse text of the \(family.joined(separator: " ")) family, on its backgrounds")
      }
    }
    // The default text on every tinted background, and on a part's background that no
    // foreground of its own family names (`table.view.cell.background`).
    for text in parsed where isDefaultText(text.words) && !isInverse(text.words) {
      for other in parsed where other.words.last.map(isTint) == true {
        add(text.name, other.name, .text, "\(text.name) is the default text and \(other.name) a tinted background")
      }
      for other in parsed
      where other.words.count > 1 && surfaceWords.contains(other.words.last!) && !isSurface(other.words)
        && !familyBackgrounds.contains(other.name)
      {
        add(
          text.name, other.name, .text,
          "\(other.name) is a background with no text colour of its own, and \(text.name) the default text")
      }
      // A coloured foreground must stand out from the default text around it.
      for entry in foregrounds where !isDefaultText(entry.words) && entry.words.first != text.words.first {
        add(
          entry.name, text.name, .nonText,
          "\(entry.name) is coloured text, which must stand out from \(text.name) beside it (WCAG 1.4.1)")
      }
    }
    for text in onEmphasis {
      for other in parsed
      where other.words.contains("emphasis") && !other.words.contains("on") && !isForeground(other.words)
        && !other.words.contains(where: { $0.hasPrefix("border") })
      {
        add(text, other.name, .text, "\(text) is the text on emphasis backgrounds such as \(other.name)")
      }
    }
    for border in parsed where border.words.contains(where: { $0.hasPrefix("border") || $0 == "outline" }) {
      for surface in surfaces where !isInset(surface) {
        add(border.name, surface, .nonText, "\(border.name) is a border, seen against the surface \(surface)")
      }
    }
    return result
  }

  /// A name's words, lowercased: split at `.`, `-`, `_`, `/`, spaces and camelCase humps
  /// (`fg.onEmphasis` → fg, on, emphasis; `colorOnPrimary` → color, on, primary).
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in name {
      if ".-_/ ".contains(character) {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else if character.isUppercase, !current.isEmpty, current.last?.isLowercase == true {
        words.append(current)
        current = String(character).lowercased()
      } else {
        current += character.lowercased()
      }
    }
    if !current.isEmpty { words.append(current) }
    // `colorOnPrimary` is Android's `onPrimary`: the `color` prefix names the kind.
    if words.first == "color", words.count > 1 { words.removeFirst() }
    return words
  }

  static let foregroundWords: Set<String> = ["fg", "text", "foreground", "label", "ink"]
  static let surfaceWords: Set<String> = ["canvas", "background", "bg", "surface"]
  static let tintWords: Set<String> = ["subtle", "muted", "tint", "soft", "container"]

  static func isForeground(_ words: [String]) -> Bool {
    guard let first = words.first, let last = words.last, !surfaceWords.contains(last) else { return false }
    return foregroundWords.contains(last) || (foregroundWords.contains(first) && !words.contains("on"))
  }

  static func isSurface(_ words: [String]) -> Bool {
    guard let first = words.first else { return false }
    // `background-border` is a border drawn on the background, not a surface.
    return surfaceWords.contains(first) && !words.contains(where: foregroundWords.contains)
      && !words.contains { $0.hasPrefix("border") || $0 == "outline" }
  }

  static func isBackground(_ word: String?) -> Bool {
    guard let word else { return false }
    return surfaceWords.contains(word) || tintWords.contains(word)
  }

  static func isTint(_ word: String) -> Bool { tintWords.contains(word) }

  /// The theme's default text: `fg.default`, `text.primary`, `foreground`, `text`.
  static func isDefaultText(_ words: [String]) -> Bool {
    guard let first = words.first, foregroundWords.contains(first) else { return false }
    return words.count == 1 || ["default", "primary", "base"].contains(words[1])
  }

  /// An inset surface sits inside another; borders are judged on the outer ones.
  static func isInset(_ name: String) -> Bool { words(name).contains("inset") }
}
