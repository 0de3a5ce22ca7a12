import ThemeModel

/// A rule of the ruleset: its id, default severity, WCAG reference and help text.
public struct Rule: Sendable, Equatable {
  /// The rule id, e.g. `contrast.text`.
  public var id: RuleID
  /// The severity its findings usually have.
  public var severity: Severity
  /// The WCAG success criterion, if any.
  public var wcag: String?
  /// One sentence on what it checks.
  public var summary: String
  /// How to fix a finding.
  public var help: String

  /// Every rule of the ruleset, in report order.
  public static let all: [Rule] = [
    Rule(
      id: .contrastText, severity: .error, wcag: "1.4.3",
      summary:
        "Text, link and placeholder colours of every component reach 4.5:1 on their background (3:1 for large text).",
      help:
        "Darken or lighten the text or the background until the ratio reaches the threshold; the message suggests a colour."
    ),
    Rule(
      id: .contrastEnhanced, severity: .info, wcag: "1.4.6",
      summary: "Text pairs that pass AA but not AAA (7:1, or 4.5:1 for large text).",
      help: "Optional: raise the contrast to 7:1 for the enhanced level."),
    Rule(
      id: .contrastHighContrast, severity: .warning, wcag: "1.4.6",
      summary:
        "In Increase Contrast appearances every text pair should reach 7:1 (4.5:1 large); not repeated where the theme's high-contrast policy already makes it an error.",
      help: "Give the high-contrast appearance stronger colours, or state the requirement in \"contrast.highContrast\"."
    ),
    Rule(
      id: .contrastNonText, severity: .error, wcag: "1.4.11",
      summary:
        "Focus rings (against every surface they can surround), icon tints and the theme's non-text pairs reach 3:1, or the policy's or pair's ratio.",
      help: "Choose a colour that stands out from its background by the ratio the finding names."),
    Rule(
      id: .contrastApca, severity: .info, wcag: nil,
      summary:
        "APCA lightness contrast (Lc) of each text pair is at least 75 for body text or 60 for large text (advisory).",
      help: "Advisory only: raise the lightness difference for better readability."),
    Rule(
      id: .coverageUnchecked, severity: .warning, wcag: nil,
      summary:
        "Every colour takes part in a contrast check in some appearance (a component slot, a stated pair, a focus ring, an icon button), or is stated decorative; one finding lists the colours nothing measures.",
      help:
        "State the pairs the colours are used in (pair suggestions propose them), or give a colour that conveys nothing \"role\": \"decorative\"."
    ),
    Rule(
      id: .material3UnmappedRole, severity: .warning, wcag: nil,
      summary:
        "A theme that maps Material 3 colour roles maps every ColorScheme role; the roles it maps are audited as the pairs Material implies (onX on X, onSurface on each surface container).",
      help:
        "Map the missing roles in \"roles.material3\" to colours of the theme, so Material does not fall back to its baseline colours."
    ),
    Rule(
      id: .colorCVDIndistinct, severity: .warning, wcag: "1.4.1",
      summary:
        "The members of each distinct set stay apart by the policy's CIEDE2000 difference (10 by default) under simulated protanopia, deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009).",
      help:
        "Change the lightness of one of the two colours, or let the interface tell them apart by more than colour (an icon, a label, a pattern)."
    ),
    Rule(
      id: .typeFixedSize, severity: .warning, wcag: "1.4.4",
      summary: "A typography style without dynamic scaling does not follow the user's text size.",
      help: "Set \"dynamicScaling\": {\"enabled\": true, …} on the style."),
    Rule(
      id: .typeScalingRange, severity: .error, wcag: "1.4.4",
      summary: "A scaled style's bounds satisfy 0 < min ≤ size ≤ max.",
      help: "Fix min and max so that the style's own size lies between them."),
    Rule(
      id: .typeScalingCap, severity: .warning, wcag: "1.4.4",
      summary: "A scaled style's max lets text reach 200 % of its size.",
      help: "Raise max to at least twice the size, or remove it."),
    Rule(
      id: .typeMinSize, severity: .warning, wcag: nil,
      summary: "Text at the default text size is at least 11 pt.",
      help: "Use 11 pt or more at the default size."),
    Rule(
      id: .typeCustomFont, severity: .info, wcag: nil,
      summary: "A custom font family ignores Bold Text and scales on iOS only when wrapped in UIFontMetrics.",
      help: "Prefer \"system\", or make sure the integration wraps the font in UIFontMetrics (the iOS export does)."),
    Rule(
      id: .altMissing, severity: .error, wcag: "1.1.1",
      summary: "Every media record has the alternate texts its kind and format need.",
      help: "Write the missing text: describe what the image or video shows."),
    Rule(
      id: .altQuality, severity: .warning, wcag: "1.1.1",
      summary: "Alternate text is not a file name, a placeholder word, a restated label or an essay.",
      help: "Describe the content in a short sentence, without \"image of\"."),
    Rule(
      id: .rtlMirroring, severity: .warning, wcag: nil,
      summary:
        "Images that point along the reading direction mirror in right-to-left layouts (an error when the theme has an RTL locale).",
      help: "Set \"mirrorsInRTL\": true, or \"direction\": \"none\" for a symmetric image."),
    Rule(
      id: .labelMissing, severity: .error, wcag: "4.1.2",
      summary: "Every icon button has an accessibility label VoiceOver can read.",
      help: "Add \"accessibilityLabel\" to the icon button or its image."),
    Rule(
      id: .labelQuality, severity: .warning, wcag: "4.1.2",
      summary: "Accessibility labels do not name the control type or gesture.",
      help: "Drop words such as \"button\" or \"tap\": VoiceOver announces the trait itself."),
    Rule(
      id: .targetSize, severity: .warning, wcag: "2.5.5",
      summary: "Icon buttons are at least 44 × 44 pt.",
      help: "Make the button at least 44 pt."),
    Rule(
      id: .motionReduce, severity: .warning, wcag: "2.3.3",
      summary: "Every animation says what it does under Reduce Motion, and movement does not stay the same.",
      help: "Set \"reduceMotion\": \"fade\" or \"none\"."),
    Rule(
      id: .transparencyFallback, severity: .error, wcag: nil,
      summary: "Every Liquid Glass material has an opaque fallback colour for Reduce Transparency.",
      help: "Set \"fallback\" to a colour with alpha 1 in every appearance."),
    Rule(
      id: .colorGamutMapped, severity: .info, wcag: nil,
      summary:
        "A colour written in a wide-gamut space lies outside sRGB; the audit measures it gamut-mapped as CSS Color 4 does.",
      help: "Check the colour on an sRGB display, or give an sRGB value the audit can measure as written."),
    Rule(
      id: .exportNameCollision, severity: .error, wcag: nil,
      summary:
        "No two names of a section get the same identifier in an export (Android resource, CSS property, Swift or Kotlin member, asset).",
      help:
        "Rename one of the names: exports derive each identifier from its name alone, so code that uses one never silently gets the other."
    ),
    Rule(
      id: .policyWeakened, severity: .error, wcag: nil,
      summary:
        "Under a baseline gate, a change does not lower the theme's own contrast contract: a policy ratio, a pair's ratio, a pair, or a required appearance.",
      help:
        "Keep the baseline's requirement, or waive policy.weakened at the gate with a reason saying why the contract changed."
    ),
  ]

  /// The rule with `id`, if any.
  public static func named(_ id: RuleID) -> Rule? {
    all.first { $0.id == id }
  }

  /// Position of a rule id in report order.
  static func order(of id: RuleID) -> Int {
    orderByID[id] ?? all.count
  }

  private static let orderByID = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.id, $0) })
}
