import ThemeAudit
import ThemeModel

/// Where in a theme document a finding's cause is written, as JSON paths to try in turn: for
/// a contrast finding the foreground colour's value in the finding's appearance (or the one it
/// falls back to), then the reference to it; for a media record, the record; otherwise the
/// finding's own path and its parents.
public enum FindingLocator {
  /// Candidate JSON paths, most precise first.
  public static func paths(of finding: Finding, in theme: Theme) -> [String] {
    var candidates: [String] = []
    if let reference = foreground(of: finding, in: theme), case .named(let name) = reference {
      let color = JSONPath.appending(name, to: "colors")
      var appearance = finding.appearance
      while let current = appearance {
        candidates.append(JSONPath.appending(current.rawValue, to: color))
        appearance = current.fallback
      }
      candidates.append(color)
    }
    var path = finding.path
    if path.hasPrefix("media[id="), path.hasSuffix("]") {
      let id = String(path.dropFirst("media[id=".count).dropLast())
      if let index = theme.media.firstIndex(where: { $0.id == id }) { path = "media[\(index)]" }
    }
    // The path itself, then its parents: a finding about a style points at the style.
    var current = Substring(path)
    while !current.isEmpty {
      candidates.append(String(current))
      guard let cut = current.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
      current = current[..<cut]
    }
    return candidates
  }

  /// Where in the team's own files (an imported `colors.xml`, stylesheet, catalog) the value
  /// behind `finding` was imported from, when the theme recorded it.
  public static func importedSource(of finding: Finding, in theme: Theme) -> SourceLocation? {
    if let reference = foreground(of: finding, in: theme), case .named(let name) = reference {
      return ImportedSources.location(of: name, in: finding.appearance, theme: theme)
    }
    let parts = finding.path.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2, parts[0] == "colors" else { return nil }
    return ImportedSources.location(of: parts[1], in: finding.appearance, theme: theme)
  }

  /// The colour a contrast finding's subject measures in the foreground.
  static func foreground(of finding: Finding, in theme: Theme) -> ColorReference? {
    guard finding.rule.isContrast else { return nil }
    let parts = finding.path.split(separator: ".").map(String.init)
    guard parts.count >= 2 else { return nil }
    switch parts[0] {
    case "components" where parts.count >= 3:
      guard let component = theme.components.first(where: { $0.name == parts[1] }) else { return nil }
      if parts[2] == "focusRing" { return component.focusRing.map { band($0, parts.dropFirst(3).first) } }
      return ["text": component.text, "link": component.link, "placeholder": component.placeholder][parts[2]] ?? nil
    case "pairs":
      return theme.pairs.first { $0.name == finding.path.dropFirst("pairs.".count) }?.foreground
    case "roles" where parts.count == 3 && parts[1] == "material3":
      // The colour the role takes where the finding was measured.
      let role = theme.material3Roles.first { $0.role == parts[2] }
      return role.map { .named($0.color(in: finding.appearance ?? theme.primaryAppearance)) }
    case "iconButtons" where parts.count == 3:
      return theme.iconButtons.first { $0.name == parts[1] }?.tint
    case "focusRing":
      let ring = parts[1] == "feed" ? theme.focusRing?.feed : theme.focusRing?.subview
      return ring.map { band($0, parts.dropFirst(2).first) }
    default:
      return nil
    }
  }

  /// The band a path names (`inner`, `outer`), else the ring's outer colour.
  static func band(_ ring: RingColor, _ name: String?) -> ColorReference {
    ring.bands.first { $0.name != nil && $0.name == name }?.color ?? ring.outermost
  }
}
