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
    let components = decodeComponents(root["components"], styleNames: styleNames)
    let focusRing = decodeFocusRing(root["focusRing"])
    let images = decodeImages(root["images"])
    let iconButtons = decodeIconButtons(
      root["iconButtons"], imageNames: Set(root["images"]?.objectMembers?.map(\.key) ?? images.map(\.name)))
    let media = decodeMedia(root["media"])
    let motion = decodeMotion(root["motion"])
    let materials = decodeMaterials(root["materials"])
    var extensions: JSONValue?
    if let value = root["extensions"] {
      if case .object = value {
        extensions = value
      } else {
        fail("extensions", "expected an object of tool-specific data, found \(value.typeName)")
      }
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

  // MARK: - Colours

  mutating func colorExpression(_ value: JSONValue, at path: @autoclosure () -> String) -> ColorExpression? {
    switch value {
    case .string(let text):
      if text.hasPrefix("{") && text.hasSuffix("}") && text.count >= 3 {
        return .alias(String(text.dropFirst().dropLast()))
      }
      switch ColorLiteral.parse(text) {
      case .success(let color): return .literal(color, written: text)
      case .failure(let issue):
        fail(path(), issue.message)
        return nil
      }
    case .object(let members):
      switch ColorLiteral.parseDTCG(members) {
      case .success(let (color, mappedFrom)):
        if let mappedFrom { gamutMapped.append(GamutMappedColor(path: path(), space: mappedFrom, color: color)) }
        return .literal(color, written: JSONWriter.string(value))
      case .failure(let issue):
        fail(path(), issue.message)
        return nil
      }
    default:
      fail(path(), "expected a colour string, an alias \"{name}\" or a DTCG colour object, found \(value.typeName)")
      return nil
    }
  }

  mutating func decodeColors(_ value: JSONValue?) {
    guard let value else {
      fail("colors", "required; add at least one colour, e.g. \"colors\": {\"background\": \"#FFFFFF\"}")
      return
    }
    let entries = namedEntries(value, at: "colors", what: "colours")
    if entries.isEmpty, case .object(let members) = value, members.isEmpty {
      fail("colors", "needs at least one colour")
    }
    for entry in entries {
      colorPaths[entry.name] = entry.path
      colorOrder.append(entry.name)
      if case .object(let members) = entry.value, !members.contains(where: { $0.key == "colorSpace" }) {
        var values: [Appearance: ColorExpression] = [:]
        for member in members {
          // Built only when there is something to report: most colours are fine.
          let memberPath = { JSONPath.appending(member.key, to: entry.path) }
          guard let appearance = Appearance(rawValue: member.key) else {
            let names = Appearance.allCases.map(\.rawValue)
            let hint = EditDistance.nearest(to: member.key, in: names).map { " Did you mean \"\($0)\"?" } ?? ""
            fail(
              memberPath(),
              "unknown appearance \(JSONWriter.quoted(String(member.key.prefix(64)))); expected \(names.joined(separator: ", ")).\(hint)"
            )
            continue
          }
          if let expression = colorExpression(member.value, at: memberPath()) { values[appearance] = expression }
        }
        if let declared = declaredAppearances {
          if checkDeclaredAppearances(values, declared: declared, at: entry.path) {
            colorTokens[entry.name] = ColorToken(name: entry.name, values: values, isUniform: false)
          }
        } else if !members.contains(where: { $0.key == "light" }) {
          fail(entry.path, "needs a \"light\" value; the other appearances fall back to it")
        } else if values[.light] != nil {
          colorTokens[entry.name] = ColorToken(name: entry.name, values: values, isUniform: false)
        }
      } else if let expression = colorExpression(entry.value, at: entry.path) {
        colorTokens[entry.name] = ColorToken(name: entry.name, values: [.light: expression], isUniform: true)
      }
    }
  }

  /// Every colour in every appearance, aliases followed. Linear in the number of colours:
  /// each appearance's alias graph is walked once, every colour on a walked chain gets its
  /// value (or its failure) as the walk unwinds, and a later walk stops at the first colour
  /// already settled. Cycles are found by the colour's state (on the current chain), not by
  /// searching the chain.
  mutating func resolveColors() -> [String: [Appearance: RGBA]] {
    let count = colorOrder.count
    let tokens = colorOrder.map { colorTokens[$0] }
    var position: [String: Int] = [:]
    position.reserveCapacity(count)
    for (offset, name) in colorOrder.enumerated() { position[name] = offset }
    let appearances = Appearance.allCases
    // slots[colour × 4 + appearance]: the resolved colour, filled as walks settle.
    var slots = [RGBA?](repeating: nil, count: count * appearances.count)
    var reported = Set<String>()
    /// Where a colour stands in one appearance: not reached yet, on the chain being walked (at a
    /// position), settled (with a value in `slots`, or failed: dangling or cyclic, reported).
    enum State: Equatable {
      case unvisited
      case onChain(Int)
      case settled
    }
    for (slot, appearance) in appearances.enumerated() {
      var states = [State](repeating: .unvisited, count: count)
      // A colour whose own value failed to parse was reported already and has no token.
      for start in 0..<count where states[start] == .unvisited {
        guard let token = tokens[start] else { continue }
        // Most colours are literals: settled at once, without a walk.
        if case .literal(let color, _) = token.expression(in: appearance) {
          slots[start * appearances.count + slot] = color
          states[start] = .settled
          continue
        }
        var chain: [Int] = []
        var current = start
        var outcome: RGBA?
        walk: while true {
          switch states[current] {
          case .settled:
            outcome = slots[current * appearances.count + slot]
            break walk
          case .onChain(let first):
            let cycle = chain[first...].map { colorOrder[$0] } + [colorOrder[current]]
            let key = Set(cycle).sorted().joined(separator: "\u{0}")
            if reported.insert("cycle:" + key).inserted {
              fail(
                colorPaths[cycle[0]] ?? "colors",
                "alias cycle \(Self.chainText(cycle)); make one of these a colour value")
            }
            break walk
          case .unvisited:
            break
          }
          guard let token = tokens[current] else { break walk }
          states[current] = .onChain(chain.count)
          chain.append(current)
          switch token.expression(in: appearance) {
          case .literal(let color, _):
            outcome = color
            break walk
          case .alias(let target):
            guard let next = position[target] else {
              let origin = colorOrder[chain.last ?? start]
              if reported.insert("dangling:\(origin)\u{0}\(target)").inserted {
                let names = chain.map { colorOrder[$0] } + [target]
                fail(
                  colorPaths[origin] ?? "colors",
                  "alias chain \(Self.chainText(names)) ends at unknown colour \(JSONWriter.quoted(String(target.prefix(64))))"
                )
              }
              break walk
            }
            current = next
          }
        }
        for member in chain {
          states[member] = .settled
          slots[member * appearances.count + slot] = outcome
        }
      }
    }
    var resolved: [String: [Appearance: RGBA]] = [:]
    resolved.reserveCapacity(count)
    for (offset, name) in colorOrder.enumerated() where tokens[offset] != nil {
      var perAppearance: [Appearance: RGBA] = [:]
      perAppearance.reserveCapacity(appearances.count)
      for (slot, appearance) in appearances.enumerated() {
        if let color = slots[offset * appearances.count + slot] { perAppearance[appearance] = color }
      }
      resolved[name] = perAppearance
    }
    return resolved
  }

  /// A chain of aliases for a message: whole when short, else its ends around a count.
  static func chainText(_ names: [String]) -> String {
    guard names.count > 12 else { return names.joined(separator: " → ") }
    return (names.prefix(5) + ["… \(names.count - 8) more …"] + names.suffix(3)).joined(separator: " → ")
  }

  mutating func colorReference(_ value: JSONValue?, at path: String, required: Bool) -> ColorReference? {
    guard let value, value != .null else {
      if required { fail(path, "required; name a colour of \"colors\" or give a colour value") }
      return nil
    }
    if case .string(let text) = value {
      let name =
        text.hasPrefix("{") && text.hasSuffix("}") && text.count >= 3 ? String(text.dropFirst().dropLast()) : text
      if colorPaths[name] != nil { return .named(name) }
      let looksLiteral = text.hasPrefix("#") || text.lowercased().hasPrefix("rgb")
      if looksLiteral, let expression = colorExpression(value, at: path),
        case .literal(let color, let written) = expression
      {
        return .literal(color, written: written)
      }
      if !looksLiteral {
        let hint = EditDistance.nearest(to: name, in: colorPaths.keys).map { "; did you mean \"\($0)\"?" } ?? ""
        fail(path, "unknown colour \(JSONWriter.quoted(String(name.prefix(64))))\(hint)")
      }
      return nil
    }
    if case .object = value, let expression = colorExpression(value, at: path),
      case .literal(let color, let written) = expression
    {
      return .literal(color, written: written)
    }
    if value.objectMembers == nil {
      fail(path, "expected a colour name or a colour value, found \(value.typeName)")
    }
    return nil
  }

  // MARK: - Typography

  mutating func decodeTypography(_ value: JSONValue?) -> [TypographyStyle] {
    var styles: [TypographyStyle] = []
    let keys = ["fontFamily", "size", "weight", "lineHeight", "textStyle", "dynamicScaling"]
    for entry in namedEntries(value, at: "typography", what: "typography styles") {
      guard let object = fields(entry.value, at: entry.path, allowed: keys, what: "a typography style") else {
        continue
      }
      let issuesBefore = issues.count
      let family = optionalString(object["fontFamily"], at: entry.path + ".fontFamily") ?? "system"
      if family.isEmpty { fail(entry.path + ".fontFamily", "must not be empty; use \"system\" for the platform font") }
      var size = 0.0
      if let number = optionalNumber(object["size"], at: entry.path + ".size") {
        size = number
        if !(number > 0 && number <= ThemeLimits.maximumFontSize) {
          fail(
            entry.path + ".size",
            "\(JSONWriter.format(number)) is out of range; a size must be more than 0 and at most 200 points")
        }
      } else if object["size"] == nil || object["size"] == .null {
        fail(entry.path + ".size", "required; give the size in points, e.g. 17")
      }
      let weight = decodeWeight(object["weight"], at: entry.path + ".weight")
      var lineHeight: Double?
      if let number = optionalNumber(object["lineHeight"], at: entry.path + ".lineHeight") {
        if number > 0 && number <= 10 {
          lineHeight = number
        } else {
          fail(
            entry.path + ".lineHeight",
            "\(JSONWriter.format(number)) is out of range; a line height multiplier is more than 0 and at most 10")
        }
      }
      let textStyle = optionalEnum(object["textStyle"], at: entry.path + ".textStyle", as: TextStyle.self)
      let scaling = decodeScaling(object["dynamicScaling"], at: entry.path + ".dynamicScaling")
      guard issues.count == issuesBefore else { continue }
      styles.append(
        TypographyStyle(
          name: entry.name, fontFamily: family, size: size, weight: weight, lineHeight: lineHeight,
          textStyle: textStyle, dynamicScaling: scaling))
    }
    return styles
  }

  mutating func decodeWeight(_ value: JSONValue?, at path: String) -> Int {
    guard let value, value != .null else { return 400 }
    switch value {
    case .number(let number):
      guard number == number.rounded(), (1...1000).contains(number) else {
        fail(path, "\(JSONWriter.format(number)) is not a weight; use a whole number from 1 to 1000")
        return 400
      }
      return Int(number)
    case .string(let text):
      if let weight = FontWeight.names[text] { return weight }
      let hint =
        EditDistance.nearest(to: text, in: FontWeight.names.keys.sorted()).map { " Did you mean \"\($0)\"?" } ?? ""
      fail(
        path,
        "\(JSONWriter.quoted(String(text.prefix(64)))) is not a DTCG weight name such as \"regular\" or \"bold\".\(hint)"
      )
      return 400
    default:
      fail(path, "expected a number from 1 to 1000 or a weight name, found \(value.typeName)")
      return 400
    }
  }

  mutating func decodeScaling(_ value: JSONValue?, at path: String) -> DynamicScaling? {
    guard let value, value != .null else { return nil }
    guard let object = fields(value, at: path, allowed: ["enabled", "min", "max"], what: "dynamic scaling settings")
    else { return nil }
    let enabled = optionalBool(object["enabled"], at: path + ".enabled")
    if object["enabled"] == nil { fail(path + ".enabled", "required; true or false") }
    let minimum = optionalNumber(object["min"], at: path + ".min")
    let maximum = optionalNumber(object["max"], at: path + ".max")
    for (bound, key) in [(minimum, "min"), (maximum, "max")] {
      if let bound, abs(bound) > 10_000 {
        fail(path + "." + key, "\(JSONWriter.format(bound)) is out of range; use a size in points")
      }
    }
    return DynamicScaling(enabled: enabled ?? false, min: minimum, max: maximum)
  }

  // MARK: - Components and focus ring

  mutating func decodeComponents(_ value: JSONValue?, styleNames: Set<String>) -> [Component] {
    var components: [Component] = []
    let keys = ["text", "link", "placeholder", "background", "textStyle"]
    for entry in namedEntries(value, at: "components", what: "components") {
      guard let object = fields(entry.value, at: entry.path, allowed: keys, what: "a component") else { continue }
      let text = colorReference(object["text"], at: entry.path + ".text", required: true)
      let link = colorReference(object["link"], at: entry.path + ".link", required: false)
      let placeholder = colorReference(object["placeholder"], at: entry.path + ".placeholder", required: false)
      let background = colorReference(object["background"], at: entry.path + ".background", required: true)
      let textStyle = styleReference(object["textStyle"], at: entry.path + ".textStyle", styleNames: styleNames)
      guard let text, let background else { continue }
      components.append(
        Component(
          name: entry.name, text: text, link: link, placeholder: placeholder, background: background,
          textStyle: textStyle))
    }
    return components
  }

  mutating func styleReference(_ value: JSONValue?, at path: String, styleNames: Set<String>) -> String? {
    guard let name = optionalString(value, at: path) else { return nil }
    guard styleNames.contains(name) else {
      let hint = EditDistance.nearest(to: name, in: styleNames).map { "; did you mean \"\($0)\"?" } ?? ""
      fail(path, "unknown typography style \(JSONWriter.quoted(String(name.prefix(64))))\(hint)")
      return nil
    }
    return name
  }

  mutating func decodeFocusRing(_ value: JSONValue?) -> FocusRing? {
    guard let value else { return nil }
    let keys = ["feed", "subview", "feedBackground", "subviewBackground"]
    guard let object = fields(value, at: "focusRing", allowed: keys, what: "focus ring colours") else { return nil }
    return FocusRing(
      feed: colorReference(object["feed"], at: "focusRing.feed", required: false),
      subview: colorReference(object["subview"], at: "focusRing.subview", required: false),
      feedBackground: colorReference(object["feedBackground"], at: "focusRing.feedBackground", required: false),
      subviewBackground: colorReference(object["subviewBackground"], at: "focusRing.subviewBackground", required: false)
    )
  }

  // MARK: - Images and icon buttons

  mutating func decodeImages(_ value: JSONValue?) -> [ImageRecord] {
    var images: [ImageRecord] = []
    let keys = ["symbol", "asset", "direction", "mirrorsInRTL", "accessibilityLabel", "decorative"]
    for entry in namedEntries(value, at: "images", what: "images") {
      guard let object = fields(entry.value, at: entry.path, allowed: keys, what: "an image") else { continue }
      let issuesBefore = issues.count
      let symbol = optionalString(object["symbol"], at: entry.path + ".symbol")
      let asset = optionalString(object["asset"], at: entry.path + ".asset")
      if symbol == nil && asset == nil && issues.count == issuesBefore {
        fail(entry.path, "needs a \"symbol\" (an SF Symbol name) or an \"asset\" (a file name)")
      }
      let record = ImageRecord(
        name: entry.name, symbol: symbol, asset: asset,
        direction: optionalEnum(object["direction"], at: entry.path + ".direction", as: ImageDirection.self),
        mirrorsInRTL: optionalBool(object["mirrorsInRTL"], at: entry.path + ".mirrorsInRTL"),
        accessibilityLabel: optionalString(object["accessibilityLabel"], at: entry.path + ".accessibilityLabel"),
        decorative: optionalBool(object["decorative"], at: entry.path + ".decorative"))
      if issues.count == issuesBefore { images.append(record) }
    }
    return images
  }

  mutating func decodeIconButtons(_ value: JSONValue?, imageNames: Set<String>) -> [IconButton] {
    var buttons: [IconButton] = []
    let keys = ["image", "accessibilityLabel", "tint", "background", "size"]
    for entry in namedEntries(value, at: "iconButtons", what: "icon buttons") {
      guard let object = fields(entry.value, at: entry.path, allowed: keys, what: "an icon button") else { continue }
      let issuesBefore = issues.count
      let image = optionalString(object["image"], at: entry.path + ".image")
      if let image, !imageNames.contains(image) {
        let hint = EditDistance.nearest(to: image, in: imageNames).map { "; did you mean \"\($0)\"?" } ?? ""
        fail(entry.path + ".image", "unknown image \(JSONWriter.quoted(String(image.prefix(64))))\(hint)")
      }
      let size = optionalNumber(object["size"], at: entry.path + ".size")
      if let size, !(size > 0 && size <= 1000) {
        fail(
          entry.path + ".size",
          "\(JSONWriter.format(size)) is out of range; a size is more than 0 and at most 1000 points")
      }
      let button = IconButton(
        name: entry.name, image: image,
        accessibilityLabel: optionalString(object["accessibilityLabel"], at: entry.path + ".accessibilityLabel"),
        tint: colorReference(object["tint"], at: entry.path + ".tint", required: false),
        background: colorReference(object["background"], at: entry.path + ".background", required: false),
        size: size)
      if issues.count == issuesBefore { buttons.append(button) }
    }
    return buttons
  }

  // MARK: - Media, motion, materials

  mutating func decodeMedia(_ value: JSONValue?) -> [MediaRecord] {
    guard let value else { return [] }
    guard let elements = value.arrayElements else {
      fail("media", "expected an array of media records, found \(value.typeName)")
      return []
    }
    if elements.count > ThemeLimits.entriesPerSection {
      fail("media", "has \(elements.count) records; the limit is \(ThemeLimits.entriesPerSection)")
      return []
    }
    var records: [MediaRecord] = []
    var seen: [String: Int] = [:]
    let keys = ["id", "kind", "format", "thumbnailAlt", "sourceAlt", "label", "description"]
    for (offset, element) in elements.enumerated() {
      let path = "media[\(offset)]"
      guard let object = fields(element, at: path, allowed: keys, what: "a media record") else { continue }
      let issuesBefore = issues.count
      let id = requiredString(object["id"], at: path + ".id")
      if let id {
        if id.isEmpty || id.count > ThemeLimits.nameCharacters {
          fail(path + ".id", "an id must be 1–\(ThemeLimits.nameCharacters) characters")
        } else if let first = seen[id] {
          fail(path + ".id", "duplicate id \(JSONWriter.quoted(id)); media[\(first)] has it already")
        } else {
          seen[id] = offset
        }
      }
      let kind = optionalEnum(object["kind"], at: path + ".kind", as: MediaKind.self)
      if object["kind"] == nil { fail(path + ".kind", "required; \"image\" or \"video\"") }
      let format = optionalEnum(object["format"], at: path + ".format", as: MediaFormat.self)
      if object["format"] == nil {
        fail(path + ".format", "required; \"banner\", \"inline\", \"text\" or \"thumbnail\"")
      }
      let record = MediaRecord(
        id: id ?? "", kind: kind ?? .image, format: format ?? .banner,
        thumbnailAlt: optionalString(object["thumbnailAlt"], at: path + ".thumbnailAlt"),
        sourceAlt: optionalString(object["sourceAlt"], at: path + ".sourceAlt"),
        label: optionalString(object["label"], at: path + ".label"),
        description: optionalString(object["description"], at: path + ".description"))
      if issues.count == issuesBefore { records.append(record) }
    }
    return records
  }

  mutating func decodeMotion(_ value: JSONValue?) -> [MotionEntry] {
    var entries: [MotionEntry] = []
    for entry in namedEntries(value, at: "motion", what: "animations") {
      guard
        let object = fields(entry.value, at: entry.path, allowed: ["animation", "reduceMotion"], what: "an animation")
      else { continue }
      let issuesBefore = issues.count
      let animation = requiredString(object["animation"], at: entry.path + ".animation")
      let reduce = optionalEnum(object["reduceMotion"], at: entry.path + ".reduceMotion", as: ReduceMotionBehavior.self)
      if issues.count == issuesBefore, let animation {
        entries.append(MotionEntry(name: entry.name, animation: animation, reduceMotion: reduce))
      }
    }
    return entries
  }

  mutating func decodeMaterials(_ value: JSONValue?) -> [Material] {
    var materials: [Material] = []
    for entry in namedEntries(value, at: "materials", what: "materials") {
      guard let object = fields(entry.value, at: entry.path, allowed: ["liquidGlass", "fallback"], what: "a material")
      else { continue }
      let issuesBefore = issues.count
      let glass = optionalBool(object["liquidGlass"], at: entry.path + ".liquidGlass")
      let fallback = colorReference(object["fallback"], at: entry.path + ".fallback", required: false)
      if issues.count == issuesBefore {
        materials.append(Material(name: entry.name, liquidGlass: glass ?? false, fallback: fallback))
      }
    }
    return materials
  }
}
