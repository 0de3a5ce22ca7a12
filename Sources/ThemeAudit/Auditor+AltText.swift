import ThemeModel

extension Auditor {
  /// The text fields a media record needs, by kind and format (seed: Atomic "Alternate text").
  public static func requiredAltFields(kind: MediaKind, format: MediaFormat) -> [String] {
    switch (kind, format) {
    case (.image, .banner), (.image, .inline): ["thumbnailAlt", "sourceAlt"]
    case (.image, .text): ["label", "sourceAlt"]
    case (.image, .thumbnail): ["thumbnailAlt", "label", "description", "sourceAlt"]
    case (.video, .banner), (.video, .inline): ["thumbnailAlt", "sourceAlt"]
    case (.video, .text): ["label"]
    case (.video, .thumbnail): ["thumbnailAlt", "label", "description"]
    }
  }

  static let placeholderWords: Set<String> = [
    "image", "graphic", "photo", "photograph", "picture", "drawing", "logo", "icon", "banner", "video",
    "thumbnail", "untitled", "alt", "*",
  ]
  static let fileExtensions = [".png", ".jpg", ".jpeg", ".gif", ".webp", ".heic", ".mp4", ".mov"]
  static let redundantPrefixes = ["image of", "picture of", "photo of", "graphic of"]

  /// Why `text` is poor alternate text, or nil when it is fine.
  public static func altTextProblem(_ text: String, label: String?) -> String? {
    let trimmed = String(text.trimmingWhitespace())
    let lower = trimmed.lowercased()
    // Byte-wise prefix and suffix tests: all the patterns are ASCII.
    let bytes = Array(lower.utf8)
    let hasSuffix = { (suffix: String) in
      bytes.count >= suffix.utf8.count && bytes[(bytes.count - suffix.utf8.count)...].elementsEqual(suffix.utf8)
    }
    if fileExtensions.contains(where: hasSuffix) || looksLikeCameraName(trimmed) {
      return "is a file name"
    }
    if placeholderWords.contains(lower) { return "is only the placeholder word \(JSONWriter.quoted(trimmed))" }
    if let prefix = redundantPrefixes.first(where: { bytes.starts(with: $0.utf8) }) {
      return "starts with \"\(prefix)\", which screen readers already imply"
    }
    if trimmed.utf8.count > 150, trimmed.count > 150 { return "is \(trimmed.count) characters; keep it under 150" }
    if let label, !label.trimmingWhitespace().isEmpty, label.trimmingWhitespace().lowercased() == lower {
      return "repeats the visible label word for word"
    }
    return nil
  }

  /// `IMG_1234`, `DSC01234`, `PXL_20240101_…` and the like.
  static func looksLikeCameraName(_ text: String) -> Bool {
    // Every prefix starts with I, D, P, M or V: an ASCII first byte that is none of them, in
    // either case, cannot start one once uppercased (a non-ASCII one might: "ı" is "I").
    if let first = text.utf8.first, first < 0x80, !"IDPMVidpmv".utf8.contains(first) { return false }
    let upper = text.uppercased()
    for prefix in ["IMG_", "IMG-", "DSC_", "DSC", "PXL_", "MVIMG_", "VID_"] where upper.hasPrefix(prefix) {
      let rest = upper.dropFirst(prefix.count)
      if let first = rest.first, first.isNumber, !rest.contains(" ") { return true }
    }
    return false
  }

  func altTextFindings(_ theme: Theme) -> [Finding] {
    var findings: [Finding] = []
    for (offset, record) in theme.media.enumerated() {
      func value(_ field: String) -> String? {
        switch field {
        case "thumbnailAlt": record.thumbnailAlt
        case "sourceAlt": record.sourceAlt
        case "label": record.label
        case "description": record.description
        default: nil
        }
      }
      let kindName = "\(record.format.rawValue) \(record.kind.rawValue)"
      for field in Self.requiredAltFields(kind: record.kind, format: record.format) {
        let value = value(field)
        if value == nil || value!.trimmingWhitespace().isEmpty {
          findings.append(
            Finding(
              rule: .altMissing, severity: .error, subject: RuleID.altMissing.subject("media.\(record.id).\(field)"),
              wcag: "1.1.1",
              message:
                "The \(kindName) \(JSONWriter.quoted(record.id)) has no \(field); a \(kindName) needs it for screen readers",
              path: "media[\(offset)].\(field)"))
        }
      }
      for field in ["thumbnailAlt", "sourceAlt"] {
        guard let text = value(field), !text.trimmingWhitespace().isEmpty,
          let problem = Self.altTextProblem(text, label: record.label)
        else { continue }
        findings.append(
          Finding(
            rule: .altQuality, severity: .warning, subject: RuleID.altQuality.subject("media.\(record.id).\(field)"),
            wcag: "1.1.1",
            message: "The \(field) of \(JSONWriter.quoted(record.id)) \(problem); describe what it shows",
            path: "media[\(offset)].\(field)"))
      }
    }
    return findings
  }
}
