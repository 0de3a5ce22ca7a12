/// Components, the focus ring, images and icon buttons.
extension ThemeDecoder {
  mutating func decodeComponents(_ value: JSONValue?, styleNames: Set<String>) -> [Component] {
    var components: [Component] = []
    let keys = ["text", "link", "placeholder", "background", "textStyle", "focusRing"]
    for entry in namedEntries(value, at: "components", what: "components") {
      guard let object = fields(entry.value, at: entry.path, allowed: keys, what: "a component") else { continue }
      let text = colorReference(object["text"], at: entry.path + ".text", required: true)
      let link = colorReference(object["link"], at: entry.path + ".link", required: false)
      let placeholder = colorReference(object["placeholder"], at: entry.path + ".placeholder", required: false)
      let background = colorReference(object["background"], at: entry.path + ".background", required: true)
      let textStyle = styleReference(object["textStyle"], at: entry.path + ".textStyle", styleNames: styleNames)
      let ring = ringColor(object["focusRing"], at: entry.path + ".focusRing")
      guard let text, let background else { continue }
      components.append(
        Component(
          name: entry.name, text: text, link: link, placeholder: placeholder, background: background,
          textStyle: textStyle, focusRing: ring))
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
      feed: ringColor(object["feed"], at: "focusRing.feed"),
      subview: ringColor(object["subview"], at: "focusRing.subview"),
      feedBackground: colorReference(object["feedBackground"], at: "focusRing.feedBackground", required: false),
      subviewBackground: colorReference(object["subviewBackground"], at: "focusRing.subviewBackground", required: false)
    )
  }

  /// A ring colour: a colour reference, or `{"inner": …, "outer": …}` with two different ones.
  /// An object with neither key is a DTCG colour value.
  mutating func ringColor(_ value: JSONValue?, at path: String) -> RingColor? {
    guard let value, value != .null else { return nil }
    guard let members = value.objectMembers, members.contains(where: { $0.key == "inner" || $0.key == "outer" })
    else { return colorReference(value, at: path, required: false).map(RingColor.single) }
    guard let object = fields(value, at: path, allowed: ["inner", "outer"], what: "a two-tone ring") else { return nil }
    let inner = colorReference(object["inner"], at: path + ".inner", required: true)
    let outer = colorReference(object["outer"], at: path + ".outer", required: true)
    guard let inner, let outer else { return nil }
    if inner == outer {
      fail(
        path,
        "the inner and outer bands are the same colour (\(JSONWriter.quoted(String(inner.written.prefix(64))))); a two-tone ring needs two colours that contrast with each other"
      )
      return nil
    }
    return .twoTone(inner: inner, outer: outer)
  }

  /// Refuses a two-tone ring whose bands, written differently, are the same colour in every
  /// appearance (two names of one value): it is one colour drawn twice.
  mutating func checkRingBands(_ rings: [(path: String, ring: RingColor?)], resolved: [String: AppearanceValues<RGBA>])
  {
    func value(_ reference: ColorReference, _ appearance: Appearance) -> RGBA? {
      switch reference {
      case .literal(let color, _): color
      case .named(let name): resolved[name]?[appearance]
      }
    }
    for (path, ring) in rings {
      guard case .twoTone(let inner, let outer)? = ring else { continue }
      let same = Appearance.allCases.allSatisfy { appearance in
        guard let first = value(inner, appearance), let second = value(outer, appearance) else { return true }
        return first == second
      }
      if same, value(inner, .light) != nil || value(inner, .dark) != nil {
        fail(
          path,
          "the inner and outer bands are the same colour in every appearance (\(JSONWriter.quoted(String(inner.written.prefix(64)))) and \(JSONWriter.quoted(String(outer.written.prefix(64))))); a two-tone ring needs two colours that contrast with each other"
        )
      }
    }
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
}
