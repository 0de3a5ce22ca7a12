import ThemeModel

/// What a change lowers in a theme's own contrast contract: a gate that compares findings
/// with a baseline's would otherwise pass a change that simply asks for less (a lower
/// `contrast.text`, a pair's `minRatio` lowered or the pair removed, a required appearance
/// dropped). Each lowering is an error finding of `policy.weakened`, waivable like any other.
public enum PolicyWeakening {
  /// The rule id of the findings.
  public static let rule = RuleID.policyWeakened

  /// Every part of `baseline`'s contract that `current` lowers, in a stable order.
  public static func findings(from baseline: Theme, to current: Theme) -> [Finding] {
    var findings: [Finding] = []
    func weakened(_ what: String, path: String, _ message: String, from: Double? = nil, to: Double? = nil) {
      findings.append(
        Finding(
          rule: rule, severity: .error, subject: rule.subject(what), measured: to, required: from,
          message: message, path: path))
    }
    func ratio(_ value: Double?) -> String { value.map { JSONWriter.format($0) + ":1" } ?? "none (not audited)" }
    // The theme-wide ratios in effect: a stated policy, else WCAG AA's (lowering those asks for less too).
    let levels: [(String, KeyPath<ContrastPolicy, ContrastRatios>)] = [
      ("contrast", \.base), ("contrast.highContrast", \.highContrast),
    ]
    for (prefix, level) in levels {
      for (field, kind) in [("text", PairKind.text), ("largeText", .largeText), ("nonText", .nonText)] {
        let before = baseline.contrast[keyPath: level].ratio(for: kind)
        let now = current.contrast[keyPath: level].ratio(for: kind)
        // High contrast that follows the base ratios in both is the base's lowering, said once.
        let followsBase =
          prefix != "contrast" && before == baseline.contrast.base.ratio(for: kind)
          && now == current.contrast.base.ratio(for: kind)
        if let before, let now, now < before, !followsBase {
          weakened(
            "\(prefix).\(field)", path: "\(prefix).\(field)",
            "\(prefix).\(field) was lowered from \(ratio(before)) to \(ratio(now))", from: before, to: now)
        }
      }
    }
    // A required appearance dropped is said once, not again for every pair audited in it.
    let droppedAppearances = Set(baseline.declaredAppearances ?? []).subtracting(
      current.declaredAppearances ?? [.light])
    let pairs = Dictionary(current.pairs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for pair in baseline.pairs {
      let path = JSONPath.appending(pair.name, to: "pairs")
      guard let now = pairs[pair.name] else {
        weakened(path, path: path, "the pair \(pair.name) was removed, so nothing checks it any more")
        continue
      }
      // What the pair must reach, in the base and the high-contrast appearances.
      for appearance in [Appearance.light, .lightHighContrast] {
        let before = pair.minRatio ?? baseline.contrast.threshold(pair.kind, in: appearance)
        let after = now.minRatio ?? current.contrast.threshold(now.kind, in: appearance)
        if let before, after.map({ $0 < before }) ?? true {
          let level = appearance.isHighContrast ? " in high contrast" : ""
          weakened(
            path + (appearance.isHighContrast ? "@highContrast" : ""), path: path,
            "the pair \(pair.name) must now reach \(ratio(after))\(level), down from \(ratio(before))",
            from: before, to: after)
          break
        }
      }
      let audited = Set(pair.appearances ?? baseline.appearances)
      let stillAudited = Set(now.appearances ?? current.appearances)
      for appearance in Appearance.allCases
      where audited.contains(appearance) && !stillAudited.contains(appearance)
        && !droppedAppearances.contains(appearance)
      {
        weakened(
          path + "|" + appearance.rawValue, path: path + ".appearances",
          "the pair \(pair.name) is no longer audited in \(appearance.rawValue)")
      }
    }
    for appearance in baseline.declaredAppearances ?? [] where droppedAppearances.contains(appearance) {
      weakened(
        "appearances." + appearance.rawValue, path: "appearances",
        "the appearance \(appearance.rawValue) is no longer required, so nothing in it is audited")
    }
    return findings
  }
}
