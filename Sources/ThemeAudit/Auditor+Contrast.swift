import ThemeModel

extension Auditor {
  /// What translucent backgrounds sit on in `appearance`: `backdrop` resolved, or white when
  /// it names no colour of the theme or is translucent itself.
  static func canvas(_ theme: Theme, _ backdrop: ColorReference, _ appearance: Appearance) -> RGBA {
    if case .named(let name) = backdrop, theme.resolvedColors[name]?[appearance] == nil { return .white }
    let color = theme.resolve(backdrop, in: appearance)
    return color.isOpaque ? color : .white
  }

  /// The text pairs of every component in every appearance, then the theme's `pairs`, then
  /// focus rings and icon buttons: every contrast check the audit makes, with its threshold.
  public func contrastMeasurements(_ theme: Theme) -> [ContrastMeasurement] {
    var checks = ContrastChecks(theme: theme, profile: profile)
    checks.addComponents()
    checks.addPairs()
    checks.addMaterialRoles()
    checks.addFocusRings()
    checks.addIconButtons()
    return checks.measurements
  }

  func contrastFindings(_ measurements: [ContrastMeasurement]) -> [Finding] {
    var findings: [Finding] = []
    for measurement in measurements {
      findings += Self.findings(for: measurement, profile: profile)
    }
    return findings
  }

  /// The findings one measurement gives: its rule's error when it fails; for text, the AAA
  /// and Increase Contrast advice and APCA's figure.
  static func findings(for measurement: ContrastMeasurement, profile: AuditProfile) -> [Finding] {
    let appearance = measurement.appearance
    let ratio = measurement.ratio
    let shown = ContrastMath.display(ratio)
    let over = measurement.backdrop.map { " over \($0)" } ?? ""
    let subjectTail = measurement.pairKey
    let path = measurement.path
    let what = measurement.what
    // A stated pair names its two colours in `what`; the others have "its background".
    let ownBackground = !measurement.pair.hasPrefix("pairs.") && !measurement.pair.hasPrefix("roles.")
    let against = ownBackground ? (measurement.isText ? " on its background" : " against its background") : ""
    var findings: [Finding] = []
    if !measurement.passes {
      var message =
        "\(what)\(measurement.isText ? against : "") is \(shown):1\(measurement.isText ? "" : against) in \(appearance.phrase)\(over); needs \(format(measurement.threshold)):1"
      if measurement.isLargeText { message += " (large text)" }
      if let fix = ContrastMath.suggestion(
        foreground: measurement.foreground, background: measurement.background, threshold: measurement.threshold)
      {
        message += "; e.g. \(measurement.role.isEmpty ? "" : measurement.role + " ")\(fix.hex) reaches it"
      }
      findings.append(
        Finding(
          rule: measurement.rule, severity: .error, subject: measurement.rule.subject(subjectTail),
          appearance: appearance, measured: ratio, required: measurement.threshold,
          wcag: measurement.isText ? "1.4.3" : "1.4.11", message: message, path: path))
    }
    guard measurement.isText else { return findings }
    let enhanced = measurement.isLargeText ? 4.5 : 7.0
    if measurement.passes && !profile.meets(ratio, threshold: enhanced) {
      findings.append(
        Finding(
          rule: .contrastEnhanced, severity: .info, subject: RuleID.contrastEnhanced.subject(subjectTail),
          appearance: appearance, measured: ratio, required: enhanced, wcag: "1.4.6",
          message: "\(what)\(against) is \(shown):1 in \(appearance.phrase)\(over); AAA needs \(format(enhanced)):1",
          path: path))
    }
    // Increase Contrast should reach AAA; when the policy already makes that an error, the
    // error says it and the advice is not repeated.
    if appearance.isHighContrast, measurement.passes, !profile.meets(ratio, threshold: enhanced) {
      findings.append(
        Finding(
          rule: .contrastHighContrast, severity: .warning, subject: RuleID.contrastHighContrast.subject(subjectTail),
          appearance: appearance, measured: ratio, required: enhanced, wcag: "1.4.6",
          message:
            "\(what)\(against) is \(shown):1 in \(appearance.phrase)\(over); Increase Contrast should reach \(format(enhanced)):1",
          path: path))
    }
    let lc = ContrastMath.apca(text: measurement.foreground, background: measurement.background)
    let largeForAPCA = measurement.fontSize >= 24
    let apcaNeeded = largeForAPCA ? 60.0 : 75.0
    if abs(lc) < apcaNeeded {
      findings.append(
        Finding(
          rule: .contrastApca, severity: .info, subject: RuleID.contrastApca.subject(subjectTail),
          appearance: appearance,
          measured: lc, required: apcaNeeded,
          message:
            "\(what)\(against) has APCA Lc \(format(lc)) in \(appearance.phrase)\(over); \(largeForAPCA ? "large" : "body") text reads best at |Lc| ≥ \(format(apcaNeeded))",
          path: path))
    }
    return findings
  }
}

/// Collects the contrast checks of one theme under one profile.
struct ContrastChecks {
  let theme: Theme
  let profile: AuditProfile
  let styles: [String: TypographyStyle]
  var measurements: [ContrastMeasurement] = []

  init(theme: Theme, profile: AuditProfile) {
    self.theme = theme
    self.profile = profile
    styles = Dictionary(theme.typography.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Text or large text, by the named style under the profile.
  func textKind(_ style: String?) -> (PairKind, Double) {
    guard let style = style.flatMap({ styles[$0] }) else { return (.text, 17) }
    return (profile.isLargeText(size: style.size, weight: style.weight) ? .largeText : .text, style.size)
  }

  mutating func add(
    rule: RuleID, pair: String, path: String, what: String, role: String, kind: PairKind, fontSize: Double,
    foreground: ColorReference, background: ColorReference, backdrop: ColorReference, backdropName: String?,
    minRatio: Double?, appearances: [Appearance]
  ) {
    for appearance in appearances {
      guard
        let measurement = measure(
          rule: rule, pair: pair, path: path, what: what, role: role, kind: kind, fontSize: fontSize,
          foreground: foreground, background: background, backdrop: backdrop, backdropName: backdropName,
          minRatio: minRatio, in: appearance)
      else { continue }
      measurements.append(measurement)
    }
  }

  /// One check in one appearance; nil where the kind has no threshold there.
  func measure(
    rule: RuleID, pair: String, path: String, what: String, role: String, kind: PairKind, fontSize: Double,
    foreground: ColorReference, background: ColorReference, backdrop: ColorReference, backdropName: String?,
    minRatio: Double?, in appearance: Appearance
  ) -> ContrastMeasurement? {
    guard let threshold = minRatio ?? theme.contrast.threshold(kind, in: appearance) else { return nil }
    let canvas = Auditor.canvas(theme, backdrop, appearance)
    let back = theme.resolve(background, in: appearance).composited(over: canvas)
    let fore = theme.resolve(foreground, in: appearance).composited(over: back)
    let ratio = ContrastMath.ratio(fore, back)
    var measurement = ContrastMeasurement(
      rule: rule, pair: pair, path: path, what: what, role: role, kind: kind, appearance: appearance,
      backdrop: backdropName, foreground: fore, background: back, ratio: ratio, threshold: threshold,
      fontSize: fontSize, passes: profile.meets(ratio, threshold: threshold))
    measurement.colors = [foreground, background, backdrop].compactMap { reference in
      if case .named(let name) = reference { return name }
      return nil
    }
    return measurement
  }

  mutating func addComponents() {
    for component in theme.components {
      let (kind, size) = textKind(component.textStyle)
      let name = Auditor.humanName(component.name)
      for (role, reference) in [
        ("text", component.text), ("link", component.link), ("placeholder", component.placeholder),
      ] {
        guard let reference else { continue }
        add(
          rule: .contrastText, pair: "components.\(component.name).\(role)/background",
          path: "components.\(component.name).\(role)", what: "\(name) \(role)", role: role, kind: kind,
          fontSize: size, foreground: reference, background: component.background, backdrop: theme.contrast.backdrop,
          backdropName: nil, minRatio: nil, appearances: theme.appearances)
      }
    }
  }

  mutating func addPairs() {
    for pair in theme.pairs where pair.kind != .decorative {
      var (kind, size) = (pair.kind, 17.0)
      if pair.kind == .text, pair.textStyle != nil { (kind, size) = textKind(pair.textStyle) }
      if pair.kind == .largeText { size = pair.textStyle.flatMap { styles[$0]?.size } ?? 24 }
      let backdrops = pair.backdrops ?? [theme.contrast.backdrop]
      let appearances = theme.appearances.filter { pair.appearances?.contains($0) ?? true }
      let colors = "(\(pair.foreground.written) on \(pair.background.written))"
      let label = pair.description.map { "\($0) \(colors)" } ?? "The pair \(JSONWriter.quoted(pair.name)) \(colors)"
      for backdrop in backdrops {
        let named = backdrops.count > 1 ? backdrop.written : nil
        add(
          rule: kind == .nonText ? .contrastNonText : .contrastText,
          pair: "pairs.\(pair.name)" + (named.map { "@" + $0 } ?? ""), path: "pairs.\(pair.name)",
          what: label, role: "foreground", kind: kind,
          fontSize: size, foreground: pair.foreground, background: pair.background, backdrop: backdrop,
          backdropName: named, minRatio: pair.minRatio, appearances: appearances)
      }
    }
  }

  mutating func addIconButtons() {
    for button in theme.iconButtons {
      guard let tint = button.tint else { continue }
      add(
        rule: .contrastNonText, pair: "iconButtons.\(button.name).tint/background",
        path: "iconButtons.\(button.name).tint",
        what: "The \(Auditor.humanName(button.name).lowercased()) button icon", role: "", kind: .nonText,
        fontSize: 17, foreground: tint, background: button.background ?? theme.contrast.backdrop,
        backdrop: theme.contrast.backdrop, backdropName: nil, minRatio: nil, appearances: theme.appearances)
    }
  }
}
