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
        finding.rule, finding.severity.rawValue, String(finding.subject.withoutAppearance(appearance)),
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
  /// `replacing(_:with:maxReplacements: 1)` gives, found by a byte search: the generic
  /// collection search of that method was most of grouping a commit's findings.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    var text = self
    text.makeContiguousUTF8()
    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      Array(target.utf8).withUnsafeBufferPointer { needle -> Int? in
        guard let head = needle.first, needle.count <= bytes.count else { return nil }
        var offset = 0
        while offset + needle.count <= bytes.count {
          if bytes[offset] == head && bytes[offset..<offset + needle.count].elementsEqual(needle) { return offset }
          offset += 1
        }
        return nil
      }
    }
    guard let offset = found ?? nil else {
      return target.isEmpty ? replacing(target, with: replacement, maxReplacements: 1) : self
    }
    let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    let end = text.utf8.index(start, offsetBy: target.utf8.count)
    // A match that starts or ends inside a character (a combining mark after it, say) is no
    // match for a character-wise search: let that search decide.
    guard let lower = String.Index(start, within: text), let upper = String.Index(end, within: text) else {
      return replacing(target, with: replacement, maxReplacements: 1)
    }
    return String(text[..<lower]) + replacement + String(text[upper...])
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
