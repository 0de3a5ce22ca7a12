extension Rule {
  /// The WCAG 2.2 "Understanding" page of each success criterion the rules cite.
  static let understandingPages: [String: String] = [
    "1.1.1": "non-text-content", "1.4.3": "contrast-minimum", "1.4.4": "resize-text", "1.4.6": "contrast-enhanced",
    "1.4.11": "non-text-contrast", "2.3.3": "animation-from-interactions", "2.5.5": "target-size-enhanced",
    "4.1.2": "name-role-value",
  ]

  /// The guideline pages of the rules that come from platform guidance rather than WCAG.
  static let guidelinePages: [RuleID: String] = [
    .contrastApca: "https://github.com/Myndex/SAPC-APCA",
    .typeMinSize: "https://developer.apple.com/design/human-interface-guidelines/typography",
    .typeCustomFont: "https://developer.apple.com/design/human-interface-guidelines/typography",
    .rtlMirroring: "https://developer.apple.com/design/human-interface-guidelines/right-to-left",
    .transparencyFallback: "https://developer.apple.com/design/human-interface-guidelines/materials",
    .exportNameCollision: "https://developer.android.com/guide/topics/resources/providing-resources",
    .colorGamutMapped: "https://www.w3.org/TR/css-color-4/",
    .material3UnmappedRole: "https://m3.material.io/styles/color/roles",
  ]

  /// Where a reader learns what the rule asks: the WCAG Understanding page of its criterion,
  /// else the platform guideline it comes from.
  public var helpURI: String {
    if let wcag, let page = Self.understandingPages[wcag] {
      return "https://www.w3.org/WAI/WCAG22/Understanding/\(page).html"
    }
    return Self.guidelinePages[id] ?? "https://www.w3.org/WAI/WCAG22/Understanding/"
  }

  /// Tags for code scanning: `accessibility`, and `wcag2.2-1.4.3` for a rule with a criterion;
  /// `interoperability` for the export rules.
  public var tags: [String] {
    if id.family == "export" || id.family == "color" { return ["interoperability"] }
    return ["accessibility"] + (wcag.map { ["wcag2.2-" + $0] } ?? [])
  }
}
