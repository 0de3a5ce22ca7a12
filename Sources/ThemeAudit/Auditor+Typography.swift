import ThemeModel

extension Auditor {
  func typographyFindings(_ theme: Theme) -> [Finding] {
    var findings: [Finding] = []
    for style in theme.typography {
      let path = "typography.\(style.name)"
      let name = "The \(style.name) style"
      let scaling = style.dynamicScaling
      if !style.scalesDynamically {
        findings.append(
          Finding(
            rule: .typeFixedSize, severity: .warning, subject: RuleID.typeFixedSize.subject("\(path)"), wcag: "1.4.4",
            message:
              "\(name) stays at \(Self.format(style.size)) pt whatever text size the user chooses; enable dynamicScaling",
            path: path + ".dynamicScaling"))
      }
      if let scaling {
        var problems: [String] = []
        if let minimum = scaling.min, minimum <= 0 { problems.append("min \(Self.format(minimum)) is not above 0") }
        if let minimum = scaling.min, minimum > style.size {
          problems.append("min \(Self.format(minimum)) is above the size \(Self.format(style.size))")
        }
        if let maximum = scaling.max, maximum < style.size {
          problems.append("max \(Self.format(maximum)) is below the size \(Self.format(style.size))")
        }
        if !problems.isEmpty {
          findings.append(
            Finding(
              rule: .typeScalingRange, severity: .error, subject: RuleID.typeScalingRange.subject("\(path)"),
              measured: style.size, wcag: "1.4.4",
              message:
                "\(name) cannot render its own size: \(problems.joined(separator: ", ")); needs 0 < min ≤ size ≤ max",
              path: path + ".dynamicScaling"))
        }
        if scaling.enabled, let maximum = scaling.max, maximum < style.size * 2 {
          findings.append(
            Finding(
              rule: .typeScalingCap, severity: .warning, subject: RuleID.typeScalingCap.subject("\(path)"),
              measured: maximum,
              required: TypeScale.exact(style.size * 2), wcag: "1.4.4",
              message:
                "\(name) stops growing at \(Self.format(maximum)) pt, short of 200 % (\(Self.format(style.size * 2)) pt); raise max",
              path: path + ".dynamicScaling.max"))
        }
      }
      let defaultSize = style.scalesDynamically ? TypeScale.clamp(style.size, scaling) : style.size
      if defaultSize < 11 {
        findings.append(
          Finding(
            rule: .typeMinSize, severity: .warning, subject: RuleID.typeMinSize.subject("\(path)"),
            measured: defaultSize,
            required: 11,
            message: "\(name) is \(Self.format(defaultSize)) pt at the default text size; use at least 11 pt",
            path: path + ".size"))
      }
      if !style.usesSystemFont {
        findings.append(
          Finding(
            rule: .typeCustomFont, severity: .info, subject: RuleID.typeCustomFont.subject("\(path)"),
            message:
              "\(name) uses the custom font \(JSONWriter.quoted(style.fontFamily)): Bold Text does not apply, and on iOS it scales only through UIFontMetrics",
            path: path + ".fontFamily"))
      }
    }
    return findings
  }
}
