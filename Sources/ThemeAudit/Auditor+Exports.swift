import ThemeModel

extension Auditor {
  /// How a section's names are called in messages.
  static let sectionNouns: [String: String] = [
    "colors": "colours", "typography": "typography styles", "images": "images", "labels": "accessibility labels",
    "motion": "animations", "components": "components with a focus ring of their own",
  ]

  /// One error per set of names that an export platform would give one identifier, listing
  /// every identifier they share: exports refuse such a theme rather than rename one name
  /// silently (which would re-point code compiled against it).
  func exportFindings(_ theme: Theme) -> [Finding] {
    var groups: [String: [ExportCollision]] = [:]
    var order: [String] = []
    for collision in ExportNaming.collisions(in: theme) {
      let key = collision.section + "[" + collision.names.joined(separator: ",") + "]"
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(collision)
    }
    return order.map { key in
      let collisions = groups[key]!
      let first = collisions[0]
      let quoted = first.names.map { "\"\($0)\"" }
      let names = quoted.count == 2 ? "\(quoted[0]) and \(quoted[1])" : quoted.joined(separator: ", ")
      let shared = collisions.map { "\($0.identifier) (\($0.platform))" }.joined(separator: ", ")
      return Finding(
        rule: .exportNameCollision, severity: .error, subject: RuleID.exportNameCollision.subject(key),
        message:
          "The \(Self.sectionNouns[first.section] ?? first.section) \(names) would share \(shared); rename one so each keeps an identifier of its own",
        path: first.path)
    }
  }

  /// An info per colour value the audit measures gamut-mapped, naming what it measures instead.
  func gamutFindings(_ theme: Theme) -> [Finding] {
    theme.gamutMapped.map { mapped in
      Finding(
        rule: .colorGamutMapped, severity: .info, subject: RuleID.colorGamutMapped.subject(mapped.path),
        message:
          "\(mapped.path) (\(mapped.space)) lies outside sRGB; the audit measures it gamut-mapped as CSS Color 4 does, \(mapped.color.hex)",
        path: mapped.path)
    }
  }
}
