import ThemeModel

extension Auditor {
  static let controlWords = ["button", "tap", "click", "swipe", "icon", "image"]
  static let movementAnimations: Set<String> = ["slide", "expand", "bounce", "zoom"]

  /// The control-type or gesture word a label contains, if any (whole words, any case).
  public static func redundantLabelWord(_ label: String) -> String? {
    let words = label.lowercased().split { !$0.isLetter }
    return controlWords.first { word in words.contains { $0 == word } }
  }

  func controlFindings(_ theme: Theme) -> [Finding] {
    var findings: [Finding] = []
    let rtl = theme.supportsRightToLeft
    for image in theme.images where image.effectiveDirection == .horizontal && image.mirrorsInRTL != true {
      let why = rtl ? "the theme has a right-to-left locale" : "right-to-left users will see it point the wrong way"
      findings.append(
        Finding(
          rule: .rtlMirroring, severity: rtl ? .error : .warning,
          subject: RuleID.rtlMirroring.subject("images.\(image.name)"),
          message:
            "The image \(JSONWriter.quoted(image.name)) points horizontally but does not mirror in RTL; \(why). Set mirrorsInRTL: true",
          path: "images.\(image.name).mirrorsInRTL"))
    }
    for button in theme.iconButtons {
      let image = button.image.flatMap(theme.image(named:))
      let ownLabel = button.accessibilityLabel?.trimmingWhitespace().isEmpty == false
      let imageLabel =
        image.map { $0.decorative != true && $0.accessibilityLabel?.trimmingWhitespace().isEmpty == false } ?? false
      if !ownLabel && !imageLabel {
        findings.append(
          Finding(
            rule: .labelMissing, severity: .error, subject: RuleID.labelMissing.subject("iconButtons.\(button.name)"),
            wcag: "4.1.2",
            message:
              "The icon button \(JSONWriter.quoted(button.name)) has no accessibility label; VoiceOver reads nothing useful. Add accessibilityLabel",
            path: "iconButtons.\(button.name).accessibilityLabel"))
      }
      if let size = button.size, size < 44 {
        findings.append(
          Finding(
            rule: .targetSize, severity: .warning, subject: RuleID.targetSize.subject("iconButtons.\(button.name)"),
            measured: size,
            required: 44, wcag: "2.5.5",
            message:
              "The icon button \(JSONWriter.quoted(button.name)) is \(Self.format(size)) pt; make it at least 44 × 44 pt",
            path: "iconButtons.\(button.name).size"))
      }
    }
    var labels: [(path: String, owner: String, label: String)] = []
    for button in theme.iconButtons {
      if let label = button.accessibilityLabel { labels.append(("iconButtons.\(button.name)", "icon button", label)) }
    }
    for image in theme.images {
      if let label = image.accessibilityLabel { labels.append(("images.\(image.name)", "image", label)) }
    }
    for entry in labels {
      guard let word = Self.redundantLabelWord(entry.label) else { continue }
      findings.append(
        Finding(
          rule: .labelQuality, severity: .warning, subject: RuleID.labelQuality.subject("\(entry.path)"), wcag: "4.1.2",
          message:
            "The label \(JSONWriter.quoted(entry.label)) of \(entry.path) says \"\(word)\"; VoiceOver announces the control type itself",
          path: entry.path + ".accessibilityLabel"))
    }
    for entry in theme.motion {
      let problem: String?
      switch entry.reduceMotion {
      case nil: problem = "does not say what it does under Reduce Motion; set reduceMotion to \"fade\" or \"none\""
      case .same? where Self.movementAnimations.contains(entry.animation.lowercased()):
        problem = "keeps its \(entry.animation) movement under Reduce Motion; use \"fade\" or \"none\""
      default: problem = nil
      }
      if let problem {
        findings.append(
          Finding(
            rule: .motionReduce, severity: .warning, subject: RuleID.motionReduce.subject("motion.\(entry.name)"),
            wcag: "2.3.3",
            message: "The \(JSONWriter.quoted(entry.name)) animation \(problem)",
            path: "motion.\(entry.name).reduceMotion"))
      }
    }
    for material in theme.materials where material.liquidGlass {
      let opaque = material.fallback.map { fallback in
        theme.appearances.allSatisfy { theme.resolve(fallback, in: $0).isOpaque }
      }
      guard opaque != true else { continue }
      let problem = opaque == nil ? "has no fallback colour" : "has a fallback that is not opaque in every appearance"
      findings.append(
        Finding(
          rule: .transparencyFallback, severity: .error,
          subject: RuleID.transparencyFallback.subject("materials.\(material.name)"),
          message:
            "The Liquid Glass material \(JSONWriter.quoted(material.name)) \(problem); Reduce Transparency needs an opaque colour",
          path: "materials.\(material.name).fallback"))
    }
    return findings
  }
}
