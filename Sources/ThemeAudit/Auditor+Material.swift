import ThemeModel

extension ContrastChecks {
  /// The pairs Material 3 implies among the roles a theme maps (`onPrimary` on `primary`, …):
  /// each text, per appearance, with the colours the roles take there. A pair of colours the
  /// theme or an earlier role pair already measures in that appearance is not measured twice.
  mutating func addMaterialRoles() {
    guard !theme.material3Roles.isEmpty else { return }
    let roles = Dictionary(theme.material3Roles.map { ($0.role, $0) }, uniquingKeysWith: { first, _ in first })
    var measured: Set<String> = []
    for pair in theme.pairs {
      guard case .named(let foreground) = pair.foreground, case .named(let background) = pair.background else {
        continue
      }
      for appearance in theme.appearances where pair.appearances?.contains(appearance) ?? true {
        measured.insert("\(foreground)\u{0}\(background)\u{0}\(appearance.rawValue)")
      }
    }
    for (content, container) in Material3.contentPairs {
      guard let foreground = roles[content], let background = roles[container] else { continue }
      // One check per distinct pair of colours, over the appearances it holds in.
      var groups: [(foreground: String, background: String, appearances: [Appearance])] = []
      for appearance in theme.appearances {
        let colors = (foreground.color(in: appearance), background.color(in: appearance))
        guard measured.insert("\(colors.0)\u{0}\(colors.1)\u{0}\(appearance.rawValue)").inserted else { continue }
        if let index = groups.firstIndex(where: { $0.foreground == colors.0 && $0.background == colors.1 }) {
          groups[index].appearances.append(appearance)
        } else {
          groups.append((colors.0, colors.1, [appearance]))
        }
      }
      for group in groups {
        let tail = groups.count > 1 ? "@" + group.foreground + "/" + group.background : ""
        add(
          rule: .contrastText, pair: "roles.material3.\(content)/\(container)\(tail)",
          path: "roles.material3.\(content)",
          what: "Material's \(content) on \(container) (\(group.foreground) on \(group.background))",
          role: "foreground", kind: .text, fontSize: 17, foreground: .named(group.foreground),
          background: .named(group.background), backdrop: theme.contrast.backdrop, backdropName: nil,
          minRatio: nil, appearances: group.appearances)
      }
    }
  }
}

extension Auditor {
  /// One warning listing the `ColorScheme` roles a theme that maps Material 3 roles leaves
  /// out: Material draws them in its baseline colours, which nothing here audits.
  func materialFindings(_ theme: Theme) -> [Finding] {
    guard !theme.material3Roles.isEmpty else { return [] }
    let mapped = Set(theme.material3Roles.map(\.role))
    let missing = Material3.roles.filter { !mapped.contains($0) }
    guard !missing.isEmpty else { return [] }
    return [
      Finding(
        rule: .material3UnmappedRole, severity: .warning, subject: RuleID.material3UnmappedRole.subject("material3"),
        measured: Double(mapped.count), required: Double(Material3.roles.count),
        message:
          "\(missing.count) of Material 3's \(Material3.roles.count) colour roles \(missing.count == 1 ? "is" : "are") not mapped (\(missing.joined(separator: ", "))); Material draws \(missing.count == 1 ? "it" : "them") in its baseline colours, which no check here measures",
        path: "roles.material3")
    ]
  }
}
