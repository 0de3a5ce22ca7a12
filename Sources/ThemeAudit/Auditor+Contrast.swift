import ThemeModel

extension Auditor {
  /// The colour translucent backgrounds are composited over: the theme's `background`, else white.
  static func canvas(_ theme: Theme, _ appearance: Appearance) -> RGBA {
    guard let background = theme.resolvedColors["background"]?[appearance], background.isOpaque else {
      return .white
    }
    return background
  }

  struct TextPair {
    let component: Component
    let role: String
    let foreground: ColorReference
  }

  static func textPairs(_ theme: Theme) -> [TextPair] {
    theme.components.flatMap { component in
      [("text", component.text), ("link", component.link), ("placeholder", component.placeholder)].compactMap {
        role, reference in reference.map { TextPair(component: component, role: role, foreground: $0) }
      }
    }
  }

  /// The WCAG ratio of every text pair of every component in every appearance of `theme`,
  /// with the threshold that applies under this auditor's profile.
  public func contrastMeasurements(_ theme: Theme) -> [ContrastMeasurement] {
    var measurements: [ContrastMeasurement] = []
    let styles = Dictionary(theme.typography.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for pair in Self.textPairs(theme) {
      let style = pair.component.textStyle.flatMap { styles[$0] }
      let large = style.map { profile.isLargeText(size: $0.size, weight: $0.weight) } ?? false
      for appearance in theme.appearances {
        let canvas = Self.canvas(theme, appearance)
        let background = theme.resolve(pair.component.background, in: appearance).composited(over: canvas)
        let foreground = theme.resolve(pair.foreground, in: appearance).composited(over: background)
        let ratio = ContrastMath.ratio(foreground, background)
        measurements.append(
          ContrastMeasurement(
            component: pair.component.name, role: pair.role, appearance: appearance, foreground: foreground,
            background: background, ratio: ratio, threshold: large ? 3 : 4.5, isLargeText: large,
            fontSize: style?.size ?? 17, passes: profile.meets(ratio, threshold: large ? 3 : 4.5)))
      }
    }
    return measurements
  }

  func contrastFindings(_ theme: Theme) -> [Finding] {
    var findings: [Finding] = []
    var baseRatios: [String: Double] = [:]
    var names: [String: String] = [:]
    for measurement in contrastMeasurements(theme) {
      let appearance = measurement.appearance
      let ratio = measurement.ratio
      let threshold = measurement.threshold
      let enhanced = measurement.isLargeText ? 4.5 : 7.0
      let name = names[measurement.component] ?? Self.humanName(measurement.component)
      names[measurement.component] = name
      let what = "\(name) \(measurement.role)"
      let path = "components.\(measurement.component).\(measurement.role)"
      let pairKey = "components.\(measurement.component).\(measurement.role)/background"
      if !appearance.isHighContrast { baseRatios[pairKey + "|" + appearance.rawValue] = ratio }
      let shown = ContrastMath.display(ratio)
      let subjectTail = "\(pairKey)|\(appearance.rawValue)"
      if !measurement.passes {
        var message =
          "\(what) on its background is \(shown):1 in \(appearance.phrase); needs \(Self.format(threshold)):1"
        if measurement.isLargeText { message += " (large text)" }
        if let fix = ContrastMath.suggestion(
          foreground: measurement.foreground, background: measurement.background, threshold: threshold)
        {
          message += "; e.g. \(measurement.role) \(fix.hex) reaches it"
        }
        findings.append(
          Finding(
            rule: "contrast.text", severity: .error, subject: "contrast.text|" + subjectTail, appearance: appearance,
            measured: ratio, required: threshold, wcag: "1.4.3", message: message, path: path))
      } else if !profile.meets(ratio, threshold: enhanced) {
        findings.append(
          Finding(
            rule: "contrast.enhanced", severity: .info, subject: "contrast.enhanced|" + subjectTail,
            appearance: appearance, measured: ratio, required: enhanced, wcag: "1.4.6",
            message:
              "\(what) on its background is \(shown):1 in \(appearance.phrase); AAA needs \(Self.format(enhanced)):1",
            path: path))
      }
      if appearance.isHighContrast {
        let baseRatio = baseRatios[pairKey + "|" + appearance.baseAppearance.rawValue] ?? ratio
        let required = max(enhanced, baseRatio)
        if !profile.meets(ratio, threshold: enhanced) || ratio < baseRatio {
          let reason =
            ratio < baseRatio
            ? "lower than the \(ContrastMath.display(baseRatio)):1 of \(appearance.baseAppearance.phrase)"
            : "Increase Contrast should reach \(Self.format(enhanced)):1"
          findings.append(
            Finding(
              rule: "contrast.high-contrast", severity: .warning, subject: "contrast.high-contrast|" + subjectTail,
              appearance: appearance, measured: ratio, required: required, wcag: "1.4.6",
              message: "\(what) on its background is \(shown):1 in \(appearance.phrase), \(reason)", path: path))
        }
      }
      let lc = ContrastMath.apca(text: measurement.foreground, background: measurement.background)
      let largeForAPCA = measurement.fontSize >= 24
      let apcaNeeded = largeForAPCA ? 60.0 : 75.0
      if abs(lc) < apcaNeeded {
        findings.append(
          Finding(
            rule: "contrast.apca", severity: .info, subject: "contrast.apca|" + subjectTail, appearance: appearance,
            measured: TypeScale.exact(lc), required: apcaNeeded,
            message:
              "\(what) on its background has APCA Lc \(Self.format(lc)) in \(appearance.phrase); \(largeForAPCA ? "large" : "body") text reads best at |Lc| ≥ \(Self.format(apcaNeeded))",
            path: path))
      }
    }
    return findings
  }

  func nonTextContrastFindings(_ theme: Theme) -> [Finding] {
    var checks:
      [(subject: String, path: String, what: String, foreground: ColorReference, background: ColorReference?)] =
        []
    if let ring = theme.focusRing {
      if let feed = ring.feed {
        checks.append(("focusRing.feed", "focusRing.feed", "The Feed focus ring", feed, ring.feedBackground))
      }
      if let subview = ring.subview {
        checks.append(
          ("focusRing.subview", "focusRing.subview", "The Subview focus ring", subview, ring.subviewBackground))
      }
    }
    for button in theme.iconButtons {
      if let tint = button.tint {
        checks.append(
          (
            "iconButtons.\(button.name).tint/background", "iconButtons.\(button.name).tint",
            "The \(Self.humanName(button.name).lowercased()) button icon", tint, button.background
          ))
      }
    }
    var findings: [Finding] = []
    for check in checks {
      for appearance in theme.appearances {
        let canvas = Self.canvas(theme, appearance)
        let background = (check.background.map { theme.resolve($0, in: appearance) } ?? canvas).composited(over: canvas)
        let foreground = theme.resolve(check.foreground, in: appearance).composited(over: background)
        let ratio = ContrastMath.ratio(foreground, background)
        guard !profile.meets(ratio, threshold: 3) else { continue }
        var message =
          "\(check.what) is \(ContrastMath.display(ratio)):1 against its background in \(appearance.phrase); needs 3:1"
        if let fix = ContrastMath.suggestion(foreground: foreground, background: background, threshold: 3) {
          message += "; e.g. \(fix.hex) reaches it"
        }
        findings.append(
          Finding(
            rule: "contrast.non-text", severity: .error,
            subject: "contrast.non-text|\(check.subject)|\(appearance.rawValue)",
            appearance: appearance, measured: ratio, required: 3, wcag: "1.4.11", message: message, path: check.path))
      }
    }
    return findings
  }
}
