import ThemeModel

extension Catalog {
  /// A colour set read: the theme's value for it (nil when none of its variants could be
  /// kept), and the variants kept verbatim because a theme has no place for them.
  struct ColorSetRead {
    var value: JSONValue?
    var kept: [JSONValue] = []
    /// Where each appearance's variant is.
    var locations: [Appearance: SourceLocation] = [:]
  }

  /// The theme value of `set`, adding what it mapped, kept, converted and could not keep to
  /// `report`.
  func readColorSet(_ set: AssetSet, report: inout ImportReport) -> ColorSetRead {
    var read = ColorSetRead()
    let folder = set.folder
    func note(_ path: String, _ message: String, subject: String = set.name) -> ImportNote {
      let region = folder.sourceMap.region(of: path)
      return ImportNote(
        location: SourceLocation(file: folder.file, line: region?.startLine ?? 1, column: region?.startColumn ?? 1),
        subject: subject, message: message)
    }
    guard let entries = folder.json["colors"]?.arrayElements else {
      report.unmapped.append(note("$", "the colour set has no \"colors\" array"))
      return read
    }
    var values: [Appearance: JSONValue] = [:]
    // Xcode's "Any, Light, Dark" has an Any variant beside the Light one: light is the Light
    // variant then, and Any (what systems without appearances show) is kept as written.
    let hasExplicitLight = entries.contains { entry in
      entry["appearances"]?.arrayElements?.contains {
        $0["appearance"]?.stringValue == "luminosity" && $0["value"]?.stringValue == "light"
      } == true
    }
    for (index, entry) in entries.enumerated() {
      let path = "colors[\(index)]"
      let idiom = entry["idiom"]?.stringValue ?? "universal"
      if hasExplicitLight, idiom == "universal", entry["appearances"] == nil {
        read.kept.append(entry)
        report.kept.append(
          note(
            path,
            "the Any variant is kept as it is (light is the Light variant) in extensions[\"\(AssetCatalogImporter.extensionKey)\"]"
          ))
        continue
      }
      if idiom != "universal" || entry["display-gamut"] != nil || entry["subtype"] != nil {
        // An idiom's or a gamut's own variant: kept so an export can write it back.
        read.kept.append(entry)
        report.kept.append(
          note(path, "the \(idiom) variant is kept as it is in extensions[\"\(AssetCatalogImporter.extensionKey)\"]"))
        continue
      }
      let appearance: Appearance
      switch Self.appearance(of: entry["appearances"]) {
      case .success(let found): appearance = found
      case .failure(let problem):
        report.unmapped.append(note(path, problem.message))
        continue
      }
      let subject = set.name + (appearance == .light ? "" : " (\(appearance.rawValue))")
      if values[appearance] != nil {
        report.unmapped.append(
          note(path, "a second \(appearance.rawValue) variant; only the first is kept", subject: subject))
        continue
      }
      switch Self.color(entry["color"]) {
      case .success(let color):
        values[appearance] = color.value
        read.locations[appearance] = note(path, "").location
        if let conversion = color.conversion {
          report.converted.append(note(path + ".color", conversion, subject: subject))
        }
      case .failure(let problem):
        report.unmapped.append(note(path + ".color", problem.message, subject: subject))
      }
    }
    guard let light = values[.light] else {
      if !values.isEmpty {
        report.unmapped.append(
          note(
            "colors",
            "no variant for any appearance (only \(values.keys.sorted().map(\.rawValue).joined(separator: ", ")))"))
      }
      return read
    }
    for appearance in values.keys { report.colorsByAppearance[appearance, default: 0] += 1 }
    read.value =
      values.count == 1
      ? light
      : .object(
        Appearance.allCases.compactMap { appearance in values[appearance].map { JSONMember(appearance.rawValue, $0) } })
    return read
  }

  /// The appearance an entry's `appearances` describe: `luminosity` light or dark and
  /// `contrast` high; anything else is a trait a theme has no appearance for.
  static func appearance(of value: JSONValue?) -> Result<Appearance, ImportProblem> {
    guard let value else { return .success(.light) }
    guard let traits = value.arrayElements else {
      return .failure(ImportProblem("\"appearances\" is \(value.typeName), not an array"))
    }
    var dark = false
    var high = false
    for trait in traits {
      switch (trait["appearance"]?.stringValue, trait["value"]?.stringValue) {
      case ("luminosity", "light"): dark = false
      case ("luminosity", "dark"): dark = true
      case ("contrast", "high"): high = true
      case (let kind, let setting):
        return .failure(
          ImportProblem(
            "the appearance \(JSONWriter.quoted(kind ?? "?")) = \(JSONWriter.quoted(setting ?? "?")) has no theme appearance (light, dark, Increase Contrast)"
          ))
      }
    }
    switch (dark, high) {
    case (false, false): return .success(.light)
    case (true, false): return .success(.dark)
    case (false, true): return .success(.lightHighContrast)
    case (true, true): return .success(.darkHighContrast)
    }
  }
}
