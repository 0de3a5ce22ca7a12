/// Turns a parsed JSON document into a `Theme`, collecting every problem on the way.
struct ThemeDecoder {
  var issues: [ValidationIssue] = []
  var gamutMapped: [GamutMappedColor] = []
  var colorTokens: [String: ColorToken] = [:]
  var colorPaths: [String: String] = [:]
  /// Colour names in code-point order, as `namedEntries` returns them.
  var colorOrder: [String] = []

  static let topLevelKeys = [
    "format", "name", "displayName", "description", "locales", "appearances", "colors", "contrast", "pairs",
    "typography", "components", "focusRing", "images", "iconButtons", "media", "motion", "materials", "extensions",
    "distinct", "roles",
  ]
  /// The appearances the document declares (`appearances`), nil when it does not.
  var declaredAppearances: [Appearance]?

  mutating func fail(_ path: String, _ message: String) {
    issues.append(ValidationIssue(path: path, message: message))
  }

  mutating func decode(_ json: JSONValue) -> Theme? {
    if Self.hasOverlongString(json) { checkStringLengths(json, path: "$") }
    guard let root = fields(json, at: "$", allowed: Self.topLevelKeys, what: "a theme") else { return nil }

    if let format = root["format"] {
      if format.stringValue != Theme.formatIdentifier {
        fail("format", "expected \"\(Theme.formatIdentifier)\", found \(describe(format))")
      }
    } else {
      fail("format", "required; add \"format\": \"\(Theme.formatIdentifier)\"")
    }
    let name = themeName(root["name"])
    let displayName = optionalString(root["displayName"], at: "displayName")
    let description = optionalString(root["description"], at: "description")
    let locales = decodeLocales(root["locales"])

    declaredAppearances = decodeAppearances(root["appearances"])
    decodeColors(root["colors"])
    let resolvedColors = resolveColors()
    let typography = decodeTypography(root["typography"])
    let styleNames = Set(root["typography"]?.objectMembers?.map(\.key) ?? [])
    let contrast = decodeContrastPolicy(root["contrast"])
    let pairs = decodePairs(root["pairs"], styleNames: styleNames)
    let distinct = decodeDistinctSets(root["distinct"])
    let components = decodeComponents(root["components"], styleNames: styleNames)
    let focusRing = decodeFocusRing(root["focusRing"])
    let images = decodeImages(root["images"])
    let iconButtons = decodeIconButtons(
      root["iconButtons"], imageNames: Set(root["images"]?.objectMembers?.map(\.key) ?? images.map(\.name)))
    let media = decodeMedia(root["media"])
    let motion = decodeMotion(root["motion"])
    let materials = decodeMaterials(root["materials"])
    let materialRoles = decodeRoles(root["roles"])
    var extensions: JSONValue?
    if let value = root["extensions"] {
      if case .object = value {
        extensions = value
      } else {
        fail("extensions", "expected an object of tool-specific data, found \(value.typeName)")
      }
    }
    checkRingBands(
      [("focusRing.feed", focusRing?.feed), ("focusRing.subview", focusRing?.subview)]
        + components.map {
          (JSONPath.appending("focusRing", to: JSONPath.appending($0.name, to: "components")), $0.focusRing)
        },
      resolved: resolvedColors)
    // The audit's work for the stated pairs, bounded before anything is measured.
    let appearanceCount = (declaredAppearances ?? Theme.appearances(of: colorOrder.compactMap { colorTokens[$0] }))
      .count
    let measurements =
      pairs.reduce(0) { total, pair in
        total + (pair.backdrops?.count ?? 1) * (pair.appearances?.count ?? appearanceCount)
      }
      + distinct.reduce(0) { total, set in total + set.members.count * (set.members.count - 1) / 2 * appearanceCount }
    if measurements > ThemeLimits.pairMeasurements {
      fail(
        "pairs",
        "asks for \(measurements) contrast measurements (pairs × backdrops × appearances, and the pairs of each distinct set); the limit is \(ThemeLimits.pairMeasurements) — state fewer pairs, backdrops or distinct colours"
      )
    }
    guard issues.isEmpty, let name else {
      // Every refusal names at least one problem, even one no check above put into words.
      if issues.isEmpty { fail("$", "the document is not a valid theme") }
      return nil
    }
    var theme = Theme(
      name: name, displayName: displayName, description: description, locales: locales,
      colors: colorOrder.compactMap { colorTokens[$0] },
      typography: typography, components: components, focusRing: focusRing, images: images,
      iconButtons: iconButtons, media: media, motion: motion, materials: materials,
      extensions: extensions, resolvedColors: resolvedColors)
    theme.contrast = contrast
    theme.pairs = pairs
    theme.distinct = distinct
    theme.material3Roles = materialRoles
    theme.declaredAppearances = declaredAppearances
    theme.gamutMapped = gamutMapped
    theme.appearanceSet = declaredAppearances ?? Theme.appearances(of: theme.colors)
    return theme
  }

  // MARK: - Generic field access

  /// The members of an object, looked up by a linear scan: objects here have a handful of
  /// keys, where hashing each key costs more than comparing it.
  struct Fields {
    let members: [JSONMember]

    subscript(key: String) -> JSONValue? {
      members.first { $0.key == key }?.value
    }
  }

  mutating func fields(
    _ value: JSONValue, at path: String, allowed: [String], what: String
  ) -> Fields? {
    guard case .object(let members) = value else {
      fail(path, "expected \(what) (a JSON object), found \(value.typeName)")
      return nil
    }
    for member in members {
      if !allowed.contains(member.key) {
        let hint = EditDistance.nearest(to: member.key, in: allowed).map { " Did you mean \"\($0)\"?" } ?? ""
        let keyText = JSONWriter.quoted(String(member.key.prefix(64)))
        fail(
          JSONPath.appending(member.key, to: path),
          "unknown key \(keyText); expected one of \(allowed.joined(separator: ", ")).\(hint)")
      }
    }
    return Fields(members: members)
  }

  func describe(_ value: JSONValue) -> String {
    if case .string(let text) = value { return JSONWriter.quoted(String(text.prefix(64))) }
    return value.typeName
  }

  mutating func optionalString(_ value: JSONValue?, at path: String) -> String? {
    guard let value, value != .null else { return nil }
    guard let text = value.stringValue else {
      fail(path, "expected a string, found \(value.typeName)")
      return nil
    }
    return text
  }

  mutating func requiredString(_ value: JSONValue?, at path: String) -> String? {
    guard let value, value != .null else {
      fail(path, value == nil ? "required; expected a string" : "required; expected a string, found null")
      return nil
    }
    return optionalString(value, at: path)
  }

  mutating func optionalBool(_ value: JSONValue?, at path: String) -> Bool? {
    guard let value, value != .null else { return nil }
    guard let flag = value.boolValue else {
      fail(path, "expected true or false, found \(describe(value))")
      return nil
    }
    return flag
  }

  mutating func optionalNumber(_ value: JSONValue?, at path: String) -> Double? {
    guard let value, value != .null else { return nil }
    guard let number = value.numberValue else {
      fail(path, "expected a number, found \(describe(value))")
      return nil
    }
    return number
  }

  mutating func optionalEnum<E: RawRepresentable & CaseIterable>(
    _ value: JSONValue?, at path: String, as type: E.Type
  ) -> E? where E.RawValue == String {
    guard let text = optionalString(value, at: path) else { return nil }
    guard let parsed = E(rawValue: text) else {
      let options = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      fail(path, "\(JSONWriter.quoted(String(text.prefix(64)))) is not one of \(options)")
      return nil
    }
    return parsed
  }

  /// The members of a name → entry section, with names checked and the count limited.
  mutating func namedEntries(_ value: JSONValue?, at path: String, what: String) -> [(
    name: String, value: JSONValue, path: String
  )] {
    guard let value else { return [] }
    guard case .object(let members) = value else {
      fail(path, "expected an object of \(what) by name, found \(value.typeName)")
      return []
    }
    if members.count > ThemeLimits.entriesPerSection {
      fail(path, "has \(members.count) entries; the limit is \(ThemeLimits.entriesPerSection)")
      return []
    }
    var entries: [(name: String, value: JSONValue, path: String)] = []
    for member in members {
      let entryPath = JSONPath.appending(member.key, to: path)
      if checkEntryName(member.key, at: entryPath) {
        entries.append((member.key, member.value, entryPath))
      }
    }
    return entries.sorted { $0.name.precedesByCodePoint($1.name) }
  }

  mutating func checkEntryName(_ name: String, at path: String) -> Bool {
    if name.isEmpty {
      fail(path, "a name must not be empty")
      return false
    }
    if name.utf8.count > ThemeLimits.nameCharacters, name.count > ThemeLimits.nameCharacters {
      fail(path, "a name is \(name.count) characters; the limit is \(ThemeLimits.nameCharacters)")
      return false
    }
    // General category Cc is exactly U+0000–U+001F and U+007F–U+009F.
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
      fail(path, "a name must not contain control characters")
      return false
    }
    if let invisible = VisibleText.firstInvisibleControl(in: name) {
      fail(
        path,
        "a name must not contain invisible or bidi control characters; it has \(invisible.codePointNotation), which changes how names read"
      )
      return false
    }
    return true
  }

  /// Whether any string or key is longer than the limit; the cheap pass before paths are built.
  static func hasOverlongString(_ value: JSONValue) -> Bool {
    switch value {
    case .string(let text): return text.utf8.count > ThemeLimits.stringCharacters
    case .array(let elements): return elements.contains(where: hasOverlongString)
    case .object(let members):
      return members.contains { $0.key.utf8.count > ThemeLimits.stringCharacters || hasOverlongString($0.value) }
    default: return false
    }
  }

  mutating func checkStringLengths(_ value: JSONValue, path: @autoclosure () -> String) {
    switch value {
    case .string(let text):
      // utf8.count is O(1) for native strings and bounds the character count from above.
      if text.utf8.count > ThemeLimits.stringCharacters, text.count > ThemeLimits.stringCharacters {
        fail(path(), "a string is \(text.count) characters; the limit is \(ThemeLimits.stringCharacters)")
      }
    case .array(let elements):
      for (offset, element) in elements.enumerated() { checkStringLengths(element, path: "\(path())[\(offset)]") }
    case .object(let members):
      for member in members {
        if member.key.utf8.count > ThemeLimits.stringCharacters, member.key.count > ThemeLimits.stringCharacters {
          fail(
            JSONPath.appending(String(member.key.prefix(64)), to: path()),
            "a key is \(member.key.count) characters; the limit is \(ThemeLimits.stringCharacters)")
        }
        checkStringLengths(member.value, path: JSONPath.appending(String(member.key.prefix(64)), to: path()))
      }
    default: break
    }
  }

  // MARK: - Identity

  mutating func themeName(_ value: JSONValue?) -> String? {
    guard let text = requiredString(value, at: "name") else { return nil }
    let bytes = Array(text.utf8)
    let valid =
      (1...64).contains(bytes.count)
      && bytes.enumerated().allSatisfy { offset, byte in
        let alphanumeric = (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
        return offset == 0 ? alphanumeric : alphanumeric || byte == 0x2E || byte == 0x5F || byte == 0x2D
      }
    guard valid else {
      fail(
        "name",
        "\(JSONWriter.quoted(String(text.prefix(64)))) is not a valid theme name; use 1–64 characters: lowercase letters, digits, '.', '_' or '-', starting with a letter or digit"
      )
      return nil
    }
    return text
  }

  mutating func decodeLocales(_ value: JSONValue?) -> [String] {
    guard let value else { return [] }
    guard let elements = value.arrayElements else {
      fail("locales", "expected an array of locale identifiers such as \"en\" or \"ar\", found \(value.typeName)")
      return []
    }
    var locales: [String] = []
    for (offset, element) in elements.enumerated() {
      let path = "locales[\(offset)]"
      guard let text = element.stringValue else {
        fail(path, "expected a locale identifier string, found \(element.typeName)")
        continue
      }
      let valid =
        !text.isEmpty && text.count <= 35
        && text.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        }
      if valid {
        locales.append(text)
      } else {
        fail(
          path, "\(JSONWriter.quoted(String(text.prefix(64)))) is not a locale identifier such as \"en\" or \"pt-BR\"")
      }
    }
    return locales
  }
}
