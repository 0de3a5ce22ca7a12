import ThemeModel

/// Findings that differ only in appearance — same rule, same pair, same figures, as when
/// `darkHighContrast` falls back to `dark` — shown as one. Stored findings stay one per
/// appearance, so history keeps following each subject.
public struct FindingGroup: Sendable {
  /// The first finding of the group, in report order.
  public var first: Finding
  /// Every appearance the group covers, in declaration order.
  public var appearances: [Appearance]

  /// The message, naming every appearance ("… in dark and dark high-contrast mode …").
  public var message: String {
    guard appearances.count > 1, let appearance = first.appearance else { return first.message }
    return first.message.replacingFirst(appearance.phrase, with: Appearance.phrase(for: appearances))
  }

  /// `findings` grouped, each group where its first finding was.
  public static func grouping(_ findings: [Finding]) -> [FindingGroup] {
    var groups: [FindingGroup] = []
    var index: [String: Int] = [:]
    for finding in findings {
      guard let appearance = finding.appearance else {
        groups.append(FindingGroup(first: finding, appearances: []))
        continue
      }
      let key = [
        finding.rule.rawValue, finding.severity.rawValue, String(finding.subject.withoutAppearance(appearance)),
        finding.measured.map { "\($0.bitPattern)" } ?? "-", finding.required.map { "\($0.bitPattern)" } ?? "-",
        finding.message.replacingFirst(appearance.phrase, with: ""),
      ].joined(separator: "\u{0}")
      if let position = index[key] {
        groups[position].appearances.append(appearance)
      } else {
        index[key] = groups.count
        groups.append(FindingGroup(first: finding, appearances: [appearance]))
      }
    }
    return groups
  }
}

extension String {
  /// `self` with the first occurrence of `target` replaced by `replacement`, as
  /// `replacing(_:with:maxReplacements: 1)` gives. Between ASCII strings (nearly every message
  /// and every appearance phrase) it is found by a byte search: the generic character-wise
  /// search of that method was most of grouping a commit's findings.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    let exact = { replacing(target, with: replacement, maxReplacements: 1) }
    let bytes = Array(utf8)
    let needle = Array(target.utf8)
    // Outside ASCII, canonically equivalent spellings match too: only the character-wise search knows.
    guard !needle.isEmpty, bytes.allSatisfy({ $0 < 0x80 }), needle.allSatisfy({ $0 < 0x80 }) else { return exact() }
    guard needle.count <= bytes.count,
      let offset = (0...(bytes.count - needle.count)).first(where: {
        bytes[$0..<$0 + needle.count].elementsEqual(needle)
      })
    else { return self }
    let start = utf8.index(utf8.startIndex, offsetBy: offset)
    let end = utf8.index(start, offsetBy: needle.count)
    // "\r\n" is one character: a match that starts or ends inside it is none character-wise.
    guard let lower = String.Index(start, within: self), let upper = String.Index(end, within: self) else {
      return exact()
    }
    return String(self[..<lower]) + replacement + String(self[upper...])
  }

  /// A subject key without its trailing `|APPEARANCE`.
  func withoutAppearance(_ appearance: Appearance) -> Substring {
    let suffix = "|" + appearance.rawValue
    return hasSuffix(suffix) ? dropLast(suffix.count) : self[...]
  }
}

extension Appearance {
  /// How a message names several appearances: "dark and dark high-contrast mode".
  public static func phrase(for appearances: [Appearance]) -> String {
    let names = appearances.map { String($0.phrase.dropLast(" mode".count)) }
    guard names.count > 1 else { return (names.first ?? "") + " mode" }
    return names.dropLast().joined(separator: ", ") + " and " + names.last! + " mode"
  }
}
