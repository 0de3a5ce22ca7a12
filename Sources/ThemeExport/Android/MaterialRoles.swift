import ThemeModel

/// One `<style>` of a values file: a theme or a widget style, its parent and its items.
struct StyleResource {
  /// One `<item name="…">…</item>`.
  struct Item {
    let name: String
    let text: String
    let location: SourceLocation
    /// The style that sets it (a child theme inherits it).
    let style: String
  }

  let name: String
  let parent: String?
  var items: [Item]
  let location: SourceLocation
}

/// The Material colour roles of a res/ folder's theme styles (`themes.xml`, `styles.xml`):
/// what each theme sets `colorPrimary`, `colorOnPrimary`, `android:colorBackground`, … to.
///
/// Material states its own contrast contract in its names: `colorOnX` is the text and icons
/// drawn on `colorX`. So each theme's on-colour and its surface become a contrast pair of the
/// theme (`colorOnPrimary` on `colorPrimary`, audited as text), in the appearances where the
/// theme maps them that way — `values-night` styles override `values` ones for dark, as the
/// DayNight themes do. The colour attributes of every style (a theme's roles, a widget's
/// `android:textColor`) are kept as written under `extensions["org.themereg.android"].styles`,
/// the dark ones only where they differ from the light.
enum MaterialRoles {
  /// The pairs, the kept theme attributes, and what became of each role.
  struct Outcome {
    var pairs: [JSONMember] = []
    var styles: JSONValue?
    /// One note per pair made.
    var notes: [ImportNote] = []
    /// Roles that could not become a pair (a reference to nothing), each with why.
    var ignored: [ImportNote] = []
    /// `roles.material3` of the app theme, nil when no theme sets a Material role.
    var material3: JSONValue?
    /// One note per role mapped.
    var roleNotes: [ImportNote] = []
  }

  /// The roles of the `values` styles (light) and the `values-night` styles laid over them
  /// (dark), in file order; `colors` are the theme's colour names.
  static func read(light: [StyleResource], night: [StyleResource], colors: Set<String>) -> Outcome {
    var outcome = Outcome()
    let lightStyles = byName(light)
    var darkStyles = lightStyles
    for style in night { darkStyles[style.name] = style }
    let names = ordered(light + night)
    var found:
      [String: (appearances: [Appearance], note: ImportNote, member: JSONValue, roles: [(role: String, style: String)])] =
        [:]
    var order: [String] = []
    var kept: [JSONMember] = []
    for name in names {
      var keptByAppearance: [JSONMember] = []
      for (appearance, styles) in [(Appearance.light, lightStyles), (.dark, darkStyles)] {
        guard styles[name] != nil else { continue }
        let items = resolved(name, in: styles)
        // Sorted, so the report and the kept attributes read the same on every run.
        let colorItems = items.filter { isColorAttribute($0.key) }.sorted { $0.key.precedesByCodePoint($1.key) }
        let attributes = JSONValue.object(colorItems.map { JSONMember($0.key, .string($0.value.text)) })
        if !colorItems.isEmpty && keptByAppearance.last?.value != attributes {
          keptByAppearance.append(JSONMember(appearance.rawValue, attributes))
        }
        for (role, item) in colorItems where role.hasPrefix("colorOn") && role.count > "colorOn".count {
          let surface = "color" + role.dropFirst("colorOn".count)
          guard let background = items[surface] ?? items["android:" + surface] else { continue }
          let pair = (role: role, surface: background.name, style: item.style)
          switch (reference(item.text, items), reference(background.text, items)) {
          case (.success(let foreground), .success(let backdrop)):
            if let problem = [foreground, backdrop].first(where: { !$0.hasPrefix("#") && !colors.contains($0) }) {
              outcome.ignored.append(
                ImportNote(
                  location: item.location, subject: "\(name) \(role)",
                  message: "names @color/\(problem), which the res/ folders do not define; no contrast pair made"))
              continue
            }
            let key = "\(foreground)-on-\(backdrop)"
            if found[key] == nil {
              order.append(key)
              let member = JSONValue.object([
                JSONMember("foreground", .string(foreground)), JSONMember("background", .string(backdrop)),
                JSONMember("kind", .string("text")),
              ])
              let note = ImportNote(
                location: item.location, subject: key,
                message: "Material's \(pair.role) on \(pair.surface) (\(pair.style)), audited as text")
              found[key] = ([], note, member, [])
            }
            if found[key]?.appearances.contains(appearance) == false { found[key]?.appearances.append(appearance) }
            // Said of the style that sets the role: a child theme inheriting it, or the night
            // theme restating it, says nothing new.
            let said = (role: "\(pair.role) on \(pair.surface)", style: item.style)
            if found[key]?.roles.contains(where: { $0 == said }) == false { found[key]?.roles.append(said) }
          case (.failure(let problem), _), (_, .failure(let problem)):
            outcome.ignored.append(
              ImportNote(
                location: item.location, subject: "\(name) \(role)",
                message: "\(problem.message); no contrast pair made"))
          }
        }
      }
      if !keptByAppearance.isEmpty { kept.append(JSONMember(name, .object(keptByAppearance))) }
    }
    for key in order {
      guard let entry = found[key], case .object(var members) = entry.member else { continue }
      members.append(JSONMember("description", .string("Material: " + described(entry.roles))))
      if entry.appearances.count == 1 {
        // A pair the night theme maps otherwise holds in one appearance only.
        members.append(JSONMember("appearances", .array(entry.appearances.map { .string($0.rawValue) })))
      }
      outcome.pairs.append(JSONMember(key, .object(members)))
      outcome.notes.append(entry.note)
    }
    if !kept.isEmpty { outcome.styles = .object(kept) }
    appTheme(names, light: lightStyles, dark: night.isEmpty ? nil : darkStyles, colors: colors, into: &outcome)
    return outcome
  }

  /// `roles.material3` of the app theme: of the styles no parent of which sets a Material role
  /// (a splash or dialog theme inherits the app theme's), the one that sets the most roles, the
  /// first of those in file order; each role the colour it names in light and,
  /// where `values-night` maps it otherwise, in dark. A role set to a literal names no colour
  /// of the theme and is reported instead.
  static func appTheme(
    _ names: [String], light: [String: StyleResource], dark: [String: StyleResource]?, colors: Set<String>,
    into outcome: inout Outcome
  ) {
    func roleItems(_ name: String, _ styles: [String: StyleResource]) -> [(role: String, item: StyleResource.Item)] {
      guard styles[name] != nil else { return [] }
      return resolved(name, in: styles).compactMap { key, item in
        Material3.role(forAndroidAttribute: key).map { ($0, item) }
      }
    }
    func setsRoles(_ style: StyleResource) -> Bool {
      style.items.contains { Material3.role(forAndroidAttribute: $0.name) != nil }
    }
    var best: (name: String, count: Int)?
    for name in names where !chain(name, in: light).dropFirst().contains(where: setsRoles) {
      let count = roleItems(name, light).count
      if count > (best?.count ?? 0) { best = (name, count) }
    }
    guard let theme = best?.name else { return }
    let lightItems = roleItems(theme, light)
    let darkItems = dark.map { roleItems(theme, $0) } ?? []
    let itemsByAppearance: [(Appearance, [String: StyleResource.Item])] = [
      (.light, Dictionary(lightItems.map { ($0.role, $0.item) }, uniquingKeysWith: { first, _ in first })),
      (.dark, Dictionary(darkItems.map { ($0.role, $0.item) }, uniquingKeysWith: { first, _ in first })),
    ]
    var members: [JSONMember] = []
    for role in Material3.roles {
      var named: [(Appearance, String)] = []
      var location: SourceLocation?
      for (appearance, items) in itemsByAppearance {
        guard let item = items[role] else { continue }
        location = location ?? item.location
        let allItems = resolved(theme, in: appearance == .light ? light : (dark ?? light))
        switch reference(item.text, allItems) {
        case .success(let name) where colors.contains(name):
          named.append((appearance, name))
        case .success(let value):
          outcome.ignored.append(
            ImportNote(
              location: item.location, subject: "\(theme) \(item.name)",
              message:
                "is \(value) in \(appearance.phrase), not a colour of the res/ folders; the Material role \(role) is left unmapped there"
            ))
        case .failure(let problem):
          outcome.ignored.append(
            ImportNote(
              location: item.location, subject: "\(theme) \(item.name)",
              message: "\(problem.message); the Material role \(role) is left unmapped"))
        }
      }
      guard let first = named.first, let location else { continue }
      let uniform = named.allSatisfy { $0.1 == first.1 } && first.0 == .light
      members.append(
        JSONMember(role, uniform ? .string(first.1) : .object(named.map { JSONMember($0.0.rawValue, .string($0.1)) })))
      let written = uniform ? [first.1] : named.map { "\($0.1) (\($0.0.rawValue))" }
      outcome.roleNotes.append(
        ImportNote(
          location: location, subject: role,
          message: "\(Material3.androidAttribute(role) ?? role) in \(theme) is \(written.joined(separator: ", "))"))
    }
    if !members.isEmpty { outcome.material3 = .object(members) }
  }

  /// Roles said once each, grouped by style: `a on b, c on d in Theme.App`.
  static func described(_ roles: [(role: String, style: String)]) -> String {
    var styles: [String] = []
    for entry in roles where !styles.contains(entry.style) { styles.append(entry.style) }
    return styles.map { style in
      roles.filter { $0.style == style }.map(\.role).joined(separator: ", ") + " in " + style
    }.joined(separator: "; ")
  }

  /// Whether an item is a colour attribute of a theme (`colorPrimary`, `android:colorBackground`,
  /// `android:statusBarColor`), which is what is kept.
  static func isColorAttribute(_ name: String) -> Bool {
    let bare = name.hasPrefix("android:") ? String(name.dropFirst("android:".count)) : name
    return bare.hasPrefix("color") || bare.hasSuffix("Color")
  }

  /// Styles by name, a later one replacing an earlier one (a later res/ folder wins).
  static func byName(_ styles: [StyleResource]) -> [String: StyleResource] {
    var result: [String: StyleResource] = [:]
    for style in styles { result[style.name] = style }
    return result
  }

  /// Style names in first-seen order, each once.
  static func ordered(_ styles: [StyleResource]) -> [String] {
    var seen: Set<String> = []
    return styles.map(\.name).filter { seen.insert($0).inserted }
  }

  /// A style's items with those of its parents in these folders beneath them: the `parent`
  /// attribute, or the name's dotted prefix (`Theme.App.Dark` → `Theme.App`). Parents outside
  /// (Material's own themes) add nothing, and the chain is bounded, so a loop ends.
  static func resolved(_ name: String, in styles: [String: StyleResource]) -> [String: StyleResource.Item] {
    var items: [String: StyleResource.Item] = [:]
    for style in chain(name, in: styles).reversed() {
      for item in style.items { items[item.name] = item }
    }
    return items
  }

  /// The style named `name` and its parents in these folders, nearest first.
  static func chain(_ name: String, in styles: [String: StyleResource]) -> [StyleResource] {
    var chain: [StyleResource] = []
    var next: String? = name
    while let current = next, let style = styles[current], chain.count < 32,
      !chain.contains(where: { $0.name == current })
    {
      chain.append(style)
      if let parent = style.parent {
        next = parent.hasPrefix("@style/") ? String(parent.dropFirst("@style/".count)) : parent
      } else {
        next = current.lastIndex(of: ".").map { String(current[..<$0]) }
      }
    }
    return chain
  }

  /// What a role's text names: a colour name for `@color/x`, a literal for a colour or a
  /// framework colour, another attribute's for `?attr/x`.
  static func reference(_ text: String, _ items: [String: StyleResource.Item], depth: Int = 0)
    -> Result<String, ImportProblem>
  {
    for prefix in ["?attr/", "?android:attr/", "?"] where text.hasPrefix(prefix) {
      let attribute = String(text.dropFirst(prefix.count))
      let target = items[attribute] ?? items["android:" + attribute]
      guard depth < 8, let target else {
        return .failure(ImportProblem("\(text) names an attribute this theme does not set"))
      }
      return reference(target.text, items, depth: depth + 1)
    }
    return AndroidResourcesImporter.themeValue(text).map { value in
      value.hasPrefix("{") ? String(value.dropFirst().dropLast()) : value
    }
  }
}
