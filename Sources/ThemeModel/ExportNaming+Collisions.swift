/// Two or more names of one section that an export platform would give the same identifier.
public struct ExportCollision: Sendable, Equatable {
  /// The section: `colors`, `typography`, `images`, `labels`, `motion` or `components` (their rings).
  public var section: String
  /// The platform: `Android`, `CSS`, `Swift`, `Kotlin` or `asset catalog`.
  public var platform: String
  /// The identifier they would share, as code uses it: `R.color.acme_chat_background`.
  public var identifier: String
  /// The names, in code-point order.
  public var names: [String]
  /// Where the first name is written in the theme document (`colors.brand`, or for a label,
  /// the icon button or image that carries it).
  public var path: String
}

/// One identifier an export gives a name: where it is used and how code spells it.
public struct ExportIdentifier: Sendable, Equatable {
  /// The platform: `Android`, `CSS`, `Swift`, `Kotlin` or `asset catalog`.
  public var platform: String
  /// The identifier as code uses it.
  public var identifier: String
}

/// A colour an export had and a newer version no longer has: app code naming its identifiers
/// stops building.
public struct ExportIdentifierRemoval: Sendable, Equatable {
  /// The colour's name.
  public var color: String
  /// The new colour with the same value in every appearance, when exactly one was added.
  public var renamedTo: String?
  /// The identifiers that disappear on every platform.
  public var identifiers: [ExportIdentifier]
  /// The identifiers of `renamedTo`, which code moves to.
  public var replacements: [ExportIdentifier]

  /// Creates a removal.
  public init(
    color: String, renamedTo: String?, identifiers: [ExportIdentifier], replacements: [ExportIdentifier]
  ) {
    self.color = color
    self.renamedTo = renamedTo
    self.identifiers = identifiers
    self.replacements = replacements
  }
}

extension ExportNaming {
  /// Every identifier the exports give the colour `name` of `theme`.
  public static func colorIdentifiers(_ name: String, theme: String) -> [ExportIdentifier] {
    colorIdentifiers(name, ExportSpelling(theme: theme))
  }

  /// Every identifier the exports give the colour `name` of `theme` under `configuration`.
  public static func colorIdentifiers(_ name: String, theme: String, configuration: ExportConfiguration)
    -> [ExportIdentifier]
  {
    colorIdentifiers(name, ExportSpelling(theme: theme, configuration: configuration))
  }

  static func colorIdentifiers(_ name: String, _ spelling: ExportSpelling) -> [ExportIdentifier] {
    // The name is split into words once for every platform's spelling.
    let words = asciiWords(name)
    let camel = camel(words: words)
    return [
      ExportIdentifier(platform: "Android", identifier: "R.color." + spelling.androidColor(name, words: words)),
      ExportIdentifier(platform: "CSS", identifier: spelling.cssColor(words: words)),
      ExportIdentifier(platform: "Swift", identifier: "\(spelling.uiKitType).Colors." + swift(camel: camel)),
      ExportIdentifier(platform: "Kotlin", identifier: "\(spelling.composeType)Colors." + kotlin(camel: camel)),
      ExportIdentifier(platform: "asset catalog", identifier: spelling.colorAsset(name)),
    ]
  }

  /// Every identifier the exports give the typography style `name`.
  public static func styleIdentifiers(_ name: String, theme: String) -> [ExportIdentifier] {
    styleIdentifiers(name, ExportSpelling(theme: theme))
  }

  static func styleIdentifiers(_ name: String, _ spelling: ExportSpelling) -> [ExportIdentifier] {
    return [
      ExportIdentifier(
        platform: "Android", identifier: "R.dimen." + spelling.android(words: asciiWords(name), kind: "font") + "_size"),
      ExportIdentifier(platform: "CSS", identifier: spelling.cssFont(name) + "-size"),
      ExportIdentifier(platform: "Swift", identifier: "\(spelling.uiKitType).Fonts." + swift(name)),
      ExportIdentifier(platform: "Kotlin", identifier: "\(spelling.composeType)Typography." + kotlin(name)),
    ]
  }

  /// The member names of the labels of icon buttons and images: a button's under its name,
  /// an image's under its name and `image`, so a button and an image may share a name.
  public static func labelKey(button name: String) -> String { name }

  /// The label member of the image `name`.
  public static func labelKey(image name: String) -> String { name + " image" }

  /// Every accessibility label of `theme` with its key: the icon buttons', then the images'.
  public static func labels(_ theme: Theme) -> [(key: String, label: String)] {
    theme.iconButtons.compactMap { button in button.accessibilityLabel.map { (labelKey(button: button.name), $0) } }
      + theme.images.compactMap { image in image.accessibilityLabel.map { (labelKey(image: image.name), $0) } }
  }

  /// Every identifier the exports give the accessibility label keyed `key` (see `labelKey`).
  public static func labelIdentifiers(_ key: String, theme: String) -> [ExportIdentifier] {
    labelIdentifiers(key, ExportSpelling(theme: theme))
  }

  static func labelIdentifiers(_ key: String, _ spelling: ExportSpelling) -> [ExportIdentifier] {
    return [
      ExportIdentifier(
        platform: "Android", identifier: "R.string." + spelling.android(words: asciiWords(key), kind: "cd")),
      ExportIdentifier(platform: "Swift", identifier: "\(spelling.uiKitType).AccessibilityLabels." + swift(key)),
      ExportIdentifier(platform: "Kotlin", identifier: "\(spelling.composeType)ContentDescriptions." + kotlin(key)),
    ]
  }

  /// Every identifier the exports give the image `name`.
  public static func imageIdentifiers(_ name: String, theme: String) -> [ExportIdentifier] {
    imageIdentifiers(name, ExportSpelling(theme: theme))
  }

  static func imageIdentifiers(_ name: String, _ spelling: ExportSpelling) -> [ExportIdentifier] {
    return [
      ExportIdentifier(platform: "Android", identifier: "R.drawable." + snake(name)),
      ExportIdentifier(platform: "Swift", identifier: "\(spelling.uiKitType).Images." + swift(name)),
    ]
  }

  /// Every identifier the exports give the motion entry `name`.
  public static func motionIdentifiers(_ name: String, theme: String) -> [ExportIdentifier] {
    motionIdentifiers(name, ExportSpelling(theme: theme))
  }

  static func motionIdentifiers(_ name: String, _ spelling: ExportSpelling) -> [ExportIdentifier] {
    return [
      ExportIdentifier(platform: "Swift", identifier: "\(spelling.uiKitType).Motion." + swift(name)),
      ExportIdentifier(platform: "Kotlin", identifier: "\(spelling.composeType)Motion." + kotlin(name)),
    ]
  }

  /// Every identifier the exports give the focus ring of the component `name`.
  static func componentRingIdentifiers(_ name: String, _ spelling: ExportSpelling) -> [ExportIdentifier] {
    return [
      ExportIdentifier(platform: "Swift", identifier: "\(spelling.swiftUIType).FocusRings.Components." + swift(name)),
      ExportIdentifier(platform: "Kotlin", identifier: "\(spelling.composeType)FocusRings.Components." + kotlin(name)),
    ]
  }

  /// Every set of names in one section that a platform would give one identifier, in section,
  /// platform and identifier order.
  public static func collisions(
    in theme: Theme, configuration: ExportConfiguration = .default
  ) -> [ExportCollision] {
    let labels = labels(theme).map(\.key)
    // A label is written on its icon button or image, not in a section of its own.
    var labelPaths: [String: String] = [:]
    for button in theme.iconButtons {
      labelPaths[labelKey(button: button.name)] = JSONPath.appending(button.name, to: "iconButtons")
    }
    for image in theme.images { labelPaths[labelKey(image: image.name)] = JSONPath.appending(image.name, to: "images") }
    func path(_ name: String, in section: String) -> String {
      section == "labels" ? labelPaths[name] ?? section : JSONPath.appending(name, to: section)
    }
    let sections: [(String, [String], (String, ExportSpelling) -> [ExportIdentifier])] = [
      ("colors", theme.colors.map(\.name), colorIdentifiers),
      ("typography", theme.typography.map(\.name), styleIdentifiers),
      ("images", theme.images.map(\.name), imageIdentifiers),
      ("labels", labels, labelIdentifiers),
      ("motion", theme.motion.map(\.name), motionIdentifiers),
      // Only the components that draw a ring of their own get an identifier.
      ("components", theme.components.filter { $0.focusRing != nil }.map(\.name), componentRingIdentifiers),
    ]
    let spelling = ExportSpelling(theme: theme.name, configuration: configuration)
    var collisions: [ExportCollision] = []
    for (section, allNames, identifiers) in sections {
      // Only names that share a collision key can share an identifier; nearly every name has a
      // key of its own, and spelling five identifiers for each was most of an audit's time.
      var keyCounts: [String: Int] = [:]
      keyCounts.reserveCapacity(allNames.count)
      let keys = allNames.map(collisionKey)
      for key in keys { keyCounts[key, default: 0] += 1 }
      let names = zip(allNames, keys).filter { keyCounts[$0.1]! > 1 }.map(\.0)
      // Each identifier's first name, and the names after it only where a second one shares it:
      // nearly every identifier has one name, so no list is built for it.
      var first: [String: (platform: String, identifier: String, name: String, order: Int)] = [:]
      var shared: [String: [String]] = [:]
      first.reserveCapacity(names.count * 5)
      for name in names {
        for identifier in identifiers(name, spelling) {
          // Asset catalogs live on a case-insensitive file system: Background and background
          // are one colour set there.
          let spelled =
            identifier.platform == "asset catalog" ? identifier.identifier.lowercased() : identifier.identifier
          let key = identifier.platform + "\u{0}" + spelled
          if let existing = first[key] {
            if existing.name != name { shared[key, default: [existing.name]].append(name) }
          } else {
            first[key] = (identifier.platform, identifier.identifier, name, first.count)
          }
        }
      }
      for key in shared.keys.sorted(by: { first[$0]!.order < first[$1]!.order }) {
        let entry = first[key]!
        let distinct = Array(Set(shared[key]!)).sorted { $0.precedesByCodePoint($1) }
        guard distinct.count > 1 else { continue }
        collisions.append(
          ExportCollision(
            section: section, platform: entry.platform, identifier: entry.identifier, names: distinct,
            path: path(distinct[0], in: section)))
      }
    }
    return collisions
  }
}
