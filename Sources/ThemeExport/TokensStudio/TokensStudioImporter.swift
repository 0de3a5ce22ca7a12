import ThemeModel

/// Tokens Studio for Figma's legacy JSON read into a theme document. A `$themes` theme whose
/// name is an appearance (`Light`, `Dark`, `Dark HC`, or one `appearances` names) gives that
/// appearance; every other group of themes (a brand, an accent colour) is a dimension of which
/// one theme is chosen, so several groups make permutations. The sets a chosen theme marks
/// `enabled` are emitted; `source` sets resolve references but are not emitted, so a reference
/// into them becomes its value while a reference to an emitted token stays an alias. Sets
/// override in `$metadata.tokenSetOrder`. Math (`{size.base} * 2`) and the `alpha` colour
/// modifier are evaluated; the other modifiers (lighten, darken, mix) are refused naming the
/// token. Colour tokens are mapped by `DTCGImporter`; every other token is kept as written in
/// `extensions["org.themereg.tokens-studio"]`.
public enum TokensStudioImporter {
  /// Where the tokens that are not colours are kept in the document's extensions.
  public static let keptKey = "org.themereg.tokens-studio"

  /// Why a project cannot be read as asked.
  public enum Failure: Error, Sendable {
    case invalid(ThemeValidationError)
    /// A group of themes has several and none was chosen.
    case needsChoice(group: String, themes: [String])
    /// A choice names a group or theme the project does not have.
    case unknownChoice(group: String, theme: String, known: [String])
  }

  /// The types whose values may be arithmetic.
  static let numericTypes: Set<String> = [
    "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "lineHeights", "letterSpacing",
    "paragraphSpacing", "opacity", "dimension", "number",
  ]

  /// The appearance each theme stands for, by `appearances` (theme name → appearance) or by
  /// its name's usual spellings.
  static func appearance(of theme: TokensStudioProject.ThemeEntry, _ appearances: [String: Appearance])
    -> Appearance?
  {
    appearances[theme.name] ?? DTCGResolver.appearance(ofContext: theme.name)
  }

  /// The groups that are not appearances, each with its themes: the dimensions of permutations.
  public static func dimensions(_ project: TokensStudioProject, appearances: [String: Appearance] = [:]) -> [(
    group: String, themes: [String]
  )] {
    project.groups.filter { group in !group.themes.allSatisfy { appearance(of: $0, appearances) != nil } }
      .map { ($0.name, $0.themes.map(\.name)) }
  }

  /// Every choice of one theme per dimension, in the groups' order.
  public static func permutations(_ project: TokensStudioProject, appearances: [String: Appearance] = [:])
    -> [[String: String]]
  {
    var choices: [[String: String]] = [[:]]
    for (group, themes) in dimensions(project, appearances: appearances) {
      choices = choices.flatMap { chosen in themes.map { chosen.merging([group: $0]) { $1 } } }
    }
    return choices
  }

  /// The document of one permutation (`selection`: group → theme), and its report.
  public static func importing(
    _ project: TokensStudioProject, name: String, selection: [String: String] = [:],
    appearances: [String: Appearance] = [:], lossy: Bool
  ) throws(Failure) -> (document: ThemeDocument, report: DTCGImporter.Report) {
    let groups = project.groups
    for (group, theme) in selection {
      let known = groups.first { $0.name == group }?.themes.map(\.name) ?? []
      guard known.contains(theme) else {
        throw .unknownChoice(group: group, theme: theme, known: known.isEmpty ? groups.map(\.name) : known)
      }
    }
    var chosen: [TokensStudioProject.ThemeEntry] = []
    var byAppearance: [Appearance: TokensStudioProject.ThemeEntry] = [:]
    for group in groups {
      let modes = group.themes.filter { appearance(of: $0, appearances) != nil }
      if modes.count == group.themes.count {
        for theme in modes where byAppearance[appearance(of: theme, appearances)!] == nil {
          byAppearance[appearance(of: theme, appearances)!] = theme
        }
        continue
      }
      if let pick = selection[group.name], let theme = group.themes.first(where: { $0.name == pick }) {
        chosen.append(theme)
      } else if group.themes.count == 1 {
        chosen.append(group.themes[0])
      } else {
        throw .needsChoice(group: group.name, themes: group.themes.map(\.name))
      }
    }
    // Without appearance themes the chosen themes are the light appearance; without any
    // theme every set is emitted.
    let modes: [Appearance] = byAppearance.isEmpty ? [.light] : Appearance.allCases.filter { byAppearance[$0] != nil }
    var trees: [(Appearance, JSONValue)] = []
    var kept: [String: [Appearance: JSONValue]] = [:]
    var keptOrder: [String] = []
    var dropped: [ValidationIssue] = []
    for mode in modes {
      let active = chosen + (byAppearance[mode].map { [$0] } ?? [])
      let tree = try self.tree(project, active: active, lossy: lossy, dropped: &dropped) { path, node in
        if kept[path] == nil { keptOrder.append(path) }
        kept[path, default: [:]][mode] = node
      }
      trees.append((mode, tree))
    }
    // Each token that cannot be read is named; --lossy leaves them out, each listed.
    if !dropped.isEmpty && !lossy { throw .invalid(ThemeValidationError(issues: dropped)) }
    var (document, report): (ThemeDocument, DTCGImporter.Report)
    do {
      (document, report) = try DTCGImporter.importing(
        trees: trees, label: { "tokens (\($0.rawValue))" }, name: name, lossy: lossy)
      report.dropped += dropped
      // A colour as a CSS string is Tokens Studio's own form, not an earlier DTCG draft's.
      report.legacy.removeAll { $0.message.hasPrefix("a colour written as the CSS string") }
      report.kept += keptOrder
      report.warnings += project.notes
      guard !keptOrder.isEmpty else { return (document, report) }
      var members = document.json.objectMembers ?? []
      var extensions = members.first { $0.key == "extensions" }?.value.objectMembers ?? []
      let tokens = keptOrder.map { path -> JSONMember in
        let values = kept[path] ?? [:]
        let first = values.values.first ?? .null
        let same = values.values.allSatisfy { $0 == first }
        return JSONMember(
          path,
          same && values.count == modes.count
            ? first : .object(modes.compactMap { mode in values[mode].map { JSONMember(mode.rawValue, $0) } }))
      }
      extensions.append(JSONMember(keptKey, .object([JSONMember("tokens", .object(tokens))])))
      members.removeAll { $0.key == "extensions" }
      members.append(JSONMember("extensions", .object(extensions)))
      document = try ThemeDocument(json: .object(members))
    } catch {
      throw .invalid(error)
    }
    return (document, report)
  }
}
