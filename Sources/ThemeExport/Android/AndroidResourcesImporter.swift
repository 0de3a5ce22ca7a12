import ThemeModel

/// Android `res/` folders read into a theme document: the `<color>` resources of
/// `values*/*.xml`, `values` as light and `values-night` as dark, several folders (a library's
/// and the app's) merged in the order given, the later overriding. Colours are read as Android
/// writes them — `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB`, **alpha first** — and `@color/x`
/// stays an alias; `@android:color/white`-like framework colours resolve to their values; a
/// colour state list (`color/`, `color-night/`) is its default colour (see
/// `AndroidColorStateList`), listed as converted. Other qualifiers (`-v31`, `-land`) and
/// Material You's dynamic `system_accent*` colours are reported, never merged or guessed. Theme styles' Material colour
/// roles become contrast pairs (see `MaterialRoles`).
///
/// The XML is read with `XMLReader` (see there why not FoundationXML): it gives each element's
/// line and column for the report, and never expands or loads an entity.
public enum AndroidResourcesImporter {
  /// Where what the theme has no field for (a style's colour attributes) is kept in the
  /// document's extensions.
  public static let keptKey = "org.themereg.android"

  /// The framework colours `@android:color/NAME` names, with their fixed values (see
  /// `AndroidFrameworkColors`).
  public static var frameworkColors: [String: String] { AndroidFrameworkColors.values }

  /// The document and report of the `res/` folders whose files are `folders`, in merge order
  /// (each file's path starts with its folder as the user named it, e.g. `app/res/values/colors.xml`).
  public static func importing(_ folders: [[ImportFile]], roots: [String], name: String, lossy: Bool)
    throws(ImportError) -> (document: ThemeDocument, report: ImportReport)
  {
    var merge = AndroidMerge()
    var stylesByAppearance: [Appearance: [StyleResource]] = [:]
    for (files, root) in zip(folders, roots) {
      merge.seenInFolder = [:]
      for file in files {
        let relative = file.path.dropFirst(root.count + (root.hasSuffix("/") ? 0 : 1))
        let parts = relative.split(separator: "/")
        guard parts.count == 2, parts[1].hasSuffix(".xml") else {
          if parts.first == "color" || parts.first?.hasPrefix("color-") == true {
            merge.report.otherSets.append(file.path)
          }
          continue
        }
        let qualifier = String(parts[0])
        if qualifier == "color" || qualifier.hasPrefix("color-") {
          merge.addStateList(file, qualifier: qualifier, name: String(parts[1].dropLast(".xml".count)))
          continue
        }
        guard qualifier == "values" || qualifier.hasPrefix("values-") else { continue }
        let appearance = AndroidMerge.appearance(of: qualifier, kind: "values")
        let resources: [ColorResource]
        let styles: [StyleResource]
        do {
          (resources, styles) = try ColorResource.read(file)
        } catch {
          merge.issues.append(ValidationIssue(path: file.path, message: error.message))
          continue
        }
        // Styles (Material theme attributes) and colours under other qualifiers are listed,
        // not merged: a `-v31` or `-land` value is not the light or dark one.
        guard let appearance else {
          if !resources.isEmpty || !styles.isEmpty { merge.report.otherSets.append(file.path) }
          continue
        }
        // A later res/ folder's style replaces an earlier one of the same name, as in a build.
        stylesByAppearance[appearance, default: []] += styles
        for resource in resources {
          merge.add(resource.name, appearance, at: resource.location, themeValue(resource.text))
        }
      }
    }
    if !merge.issues.isEmpty { throw .invalid(ThemeValidationError(issues: merge.issues)) }
    merge.resolvePendingAlpha()
    var report = merge.report
    let imported = merge.imported
    let colors = imported.members(
      report: &report, subject: AndroidMerge.subject,
      dangling: { target in
        merge.wasRead(target)
          ? "names @color/\(target), which is left out (see its own line)"
          : "names @color/\(target), which no <color> or colour state list of these res/ folders defines"
      }, withoutLight: { "has a \($0) value but none in values/, which light needs" })
    // In the order of the files and lines, as a user fixes them (the alias checks come last).
    report.unmapped.sort {
      ($0.location.file, $0.location.line, $0.location.column) < (
        $1.location.file, $1.location.line, $1.location.column
      )
    }
    let roles = MaterialRoles.read(
      light: stylesByAppearance[.light] ?? [], night: stylesByAppearance[.dark] ?? [],
      colors: Set(colors.map(\.key)))
    report.pairs = roles.notes
    report.roles = roles.roleNotes
    report.ignored += roles.ignored
    var sections: [JSONMember] = []
    if !roles.pairs.isEmpty { sections.append(JSONMember("pairs", .object(roles.pairs))) }
    if let material = roles.material3 {
      sections.append(JSONMember("roles", .object([JSONMember("material3", material)])))
    }
    if let styles = roles.styles {
      sections.append(JSONMember("extensions", .object([JSONMember(keptKey, .object([JSONMember("styles", styles)]))])))
    }
    let document = try ImportError.document(
      name: name, colors: colors, sections: sections, report: report, lossy: lossy,
      sources: imported.sources, none: "the res/ folders have no <color> resources")
    return (document, report)
  }

  /// The theme value of a resource's text: a colour, an alias `{name}` for `@color/name`, or
  /// a framework colour's value; why not, otherwise.
  static func themeValue(_ text: String) -> Result<String, ImportProblem> {
    if text == "@null" {
      return .failure(ImportProblem("@null sets no colour, so there is no value to audit"))
    }
    if text.hasPrefix("?") {
      return .failure(
        ImportProblem(
          "\(text) is a theme attribute: its value is the theme's that applies it, not one this file states"))
    }
    if text.hasPrefix("@color/") { return .success("{" + text.dropFirst("@color/".count) + "}") }
    if text.hasPrefix("@android:color/") {
      let name = String(text.dropFirst("@android:color/".count))
      if let value = frameworkColors[name] { return .success(value) }
      if name.hasPrefix("system_") {
        return .failure(
          ImportProblem(
            "\(text) is a dynamic colour (Material You): the device picks it, so it has no value to audit"))
      }
      return .failure(ImportProblem("\(text) is a framework colour whose value this importer does not know"))
    }
    guard text.hasPrefix("#") else {
      return .failure(
        ImportProblem("\(JSONWriter.quoted(text)) is not a colour (#RGB, #ARGB, #RRGGBB, #AARRGGBB or @color/NAME)"))
    }
    let digits = Array(text.dropFirst().uppercased())
    guard digits.allSatisfy(\.isHexDigit) else {
      return .failure(ImportProblem("\(JSONWriter.quoted(text)) has a character that is not a hex digit"))
    }
    func expand(_ characters: ArraySlice<Character>) -> String { characters.map { "\($0)\($0)" }.joined() }
    // Android puts alpha first; the theme (as CSS) puts it last.
    switch digits.count {
    case 3: return .success("#" + expand(digits[...]))
    case 4: return .success("#" + expand(digits[1...]) + expand(digits[..<1]))
    case 6: return .success("#" + String(digits))
    case 8:
      let alpha = String(digits[..<2])
      return .success("#" + String(digits[2...]) + (alpha == "FF" ? "" : alpha))
    default:
      return .failure(
        ImportProblem("\(JSONWriter.quoted(text)) has \(digits.count) hex digits; Android reads 3, 4, 6 or 8"))
    }
  }
}

/// One `<color name="…">…</color>` of a values file, with where it is.
struct ColorResource {
  let name: String
  let text: String
  let location: SourceLocation

  /// The colour resources and styles of `file`; a file that is not well-formed XML is
  /// refused with its line and column.
  static func read(_ file: ImportFile) throws(ImportProblem) -> (colors: [ColorResource], styles: [StyleResource]) {
    let events: [XMLReader.Event]
    do {
      events = try XMLReader.events(file.bytes)
    } catch {
      throw ImportProblem("line \(error.line), column \(error.column): not well-formed XML: \(error.message)")
    }
    var colors: [ColorResource] = []
    var styles: [StyleResource] = []
    var style: StyleResource?
    var current: (name: String, text: String, location: SourceLocation, isColor: Bool)?
    for event in events {
      switch event {
      case .start(let element, let attributes, let line, let column):
        let location = SourceLocation(file: file.path, line: line, column: column)
        if element == "style", let name = attributes["name"] {
          style = StyleResource(name: name, parent: attributes["parent"], items: [], location: location)
        }
        // `<item type="color" name="…">` outside a style declares a colour as `<color>` does.
        let isColor = element == "color" || (element == "item" && style == nil && attributes["type"] == "color")
        guard isColor || (element == "item" && style != nil), let name = attributes["name"] else { continue }
        current = (name, "", location, isColor)
      case .text(let text):
        current?.text += text
      case .end(let element):
        if element == "style", let found = style {
          styles.append(found)
          style = nil
        }
        guard element == "color" || element == "item", let found = current else { continue }
        let text = String(found.text.trimmingWhitespace())
        if found.isColor {
          colors.append(ColorResource(name: found.name, text: text, location: found.location))
        } else if let owner = style?.name {
          style?.items.append(StyleResource.Item(name: found.name, text: text, location: found.location, style: owner))
        }
        current = nil
      }
    }
    return (colors, styles)
  }
}
