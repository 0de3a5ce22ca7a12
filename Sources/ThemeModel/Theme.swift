/// A validated theme document, as typed values.
///
/// Entries of every named section are sorted by name so that everything derived from a
/// theme (rows, findings, exports) comes out in the same order each time.
public struct Theme: Sendable {
  /// The format identifier, always `themereg.theme/1`.
  public static let formatIdentifier = "themereg.theme/1"
  /// Locale language subtags that are written right to left.
  public static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]

  /// The theme's identity, `[a-z0-9][a-z0-9._-]{0,63}`.
  public var name: String
  /// A human name.
  public var displayName: String?
  /// A free description.
  public var description: String?
  /// BCP 47 locales the theme is used with.
  public var locales: [String]
  /// Colour tokens by name.
  public var colors: [ColorToken]
  /// Typography styles by name.
  public var typography: [TypographyStyle]
  /// Text-on-background component styles by name.
  public var components: [Component]
  /// Focus ring colours.
  public var focusRing: FocusRing?
  /// Image records by name.
  public var images: [ImageRecord]
  /// Icon button styles by name.
  public var iconButtons: [IconButton]
  /// Alt-text media records in document order.
  public var media: [MediaRecord]
  /// The SDK's animations by name.
  public var motion: [MotionEntry]
  /// Translucent materials by name.
  public var materials: [Material]
  /// Tool-specific data, kept untouched.
  public var extensions: JSONValue?
  /// Every colour resolved in every appearance, aliases followed and fallbacks applied.
  public var resolvedColors: [String: AppearanceValues<RGBA>]
  /// The contrast contract (`contrast`), WCAG AA when the document states none.
  public var contrast: ContrastPolicy = .default
  /// The pairs the theme states must contrast (`pairs`), by name.
  public var pairs: [ContrastPair] = []
  /// The sets of colours that must stay distinguishable under colour-vision deficiency, by name.
  public var distinct: [DistinctSet] = []
  /// The colours the theme gives Material 3's roles (`roles.material3`), in `Material3.roles` order.
  public var material3Roles: [MaterialRole] = []
  /// The appearances the document declares (`appearances`); nil when it does not, and
  /// `light` is then required and always audited.
  public var declaredAppearances: [Appearance]?
  /// The colour values written in a space wider than sRGB and outside sRGB, which the audit and
  /// the exports use gamut-mapped (CSS Color 4), by JSON path.
  public var gamutMapped: [GamutMappedColor] = []

  /// The declared appearances, else `light` plus every appearance that at least one colour
  /// names explicitly: the ones audited and exported.
  public var appearances: [Appearance] {
    // Computed once at validation; audits ask for it per pair.
    appearanceSet
  }

  /// Stored form of `appearances`, set by the decoder.
  var appearanceSet: [Appearance] = [.light]

  static func appearances(of colors: [ColorToken]) -> [Appearance] {
    Appearance.allCases.filter { appearance in
      appearance == .light || colors.contains { $0.values[appearance] != nil }
    }
  }

  /// The appearance exports write as their default (light unless the theme declares it has none).
  public var primaryAppearance: Appearance { appearances.first ?? .light }

  /// Whether any locale is a right-to-left language.
  public var supportsRightToLeft: Bool {
    locales.contains { locale in
      let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
      return Self.rightToLeftLanguages.contains(language)
    }
  }

  /// The colour a reference stands for in `appearance`.
  public func resolve(_ reference: ColorReference, in appearance: Appearance) -> RGBA {
    switch reference {
    case .literal(let color, _): color
    case .named(let name): resolvedColors[name]?[appearance] ?? .black
    }
  }

  /// The typography style named `name`.
  public func typographyStyle(named name: String) -> TypographyStyle? {
    typography.first { $0.name == name }
  }

  /// The image record named `name`.
  public func image(named name: String) -> ImageRecord? {
    images.first { $0.name == name }
  }
}

/// A colour as written: a literal value or an alias to another colour.
public enum ColorExpression: Hashable, Sendable {
  /// A literal colour and its canonical JSON spelling.
  case literal(RGBA, written: String)
  /// An alias `{name}` to another colour of the theme.
  case alias(String)

  /// The expression as the document writes it (canonical JSON for objects).
  public var written: String {
    switch self {
    case .literal(_, let written): written
    case .alias(let name): "{\(name)}"
    }
  }
}

/// A named colour with a value per appearance it names explicitly.
public struct ColorToken: Sendable {
  /// The colour's name.
  public var name: String
  /// Values for the appearances the document names; a single value is stored as `light`.
  public var values: AppearanceValues<ColorExpression>
  /// Whether the document gave one value for every appearance.
  public var isUniform: Bool
  /// What the colour is for, when the document says (`"role": "decorative"`).
  public var role: ColorRole? = nil

  /// The expression that applies in `appearance`, following appearance fallbacks.
  public func expression(in appearance: Appearance) -> ColorExpression {
    if let value = values.fallingBack(from: appearance) { return value }
    // A theme that declares its appearances may have no light value; only appearances it
    // does not have end up here.
    return values[.light] ?? values.min { $0.key < $1.key }!.value
  }
}

/// What a colour is for, as a document states it.
public enum ColorRole: String, Sendable, CaseIterable {
  /// Conveys nothing (an illustration's tint, a divider a layout does not need): considered by
  /// the audit's coverage, never measured.
  case decorative
}

/// A reference to a colour from a component, focus ring, icon button or material.
public enum ColorReference: Hashable, Sendable {
  /// A name in `colors`.
  case named(String)
  /// A literal colour value and its canonical JSON spelling.
  case literal(RGBA, written: String)

  /// The reference as the document writes it.
  public var written: String {
    switch self {
    case .named(let name): name
    case .literal(_, let written): written
    }
  }
}

/// An Apple text style a typography style maps to.
public enum TextStyle: String, CaseIterable, Sendable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// A typography style.
public struct TypographyStyle: Sendable, Equatable {
  /// The style's name.
  public var name: String
  /// `system` for the platform font, else a custom family name.
  public var fontFamily: String
  /// Size in points (iOS pt = Android sp = CSS px at 1×).
  public var size: Double
  /// Numeric weight, 1…1000.
  public var weight: Int
  /// Line height as a multiplier.
  public var lineHeight: Double?
  /// The Apple text style this maps to.
  public var textStyle: TextStyle?
  /// Dynamic scaling settings; nil means disabled.
  public var dynamicScaling: DynamicScaling?

  /// Whether the style follows the user's text size setting.
  public var scalesDynamically: Bool { dynamicScaling?.enabled ?? false }
  /// Whether the family is the platform font.
  public var usesSystemFont: Bool { fontFamily == "system" }
}

/// Whether and within which bounds a style follows the user's text size.
public struct DynamicScaling: Sendable, Equatable {
  /// Whether scaling is on.
  public var enabled: Bool
  /// The smallest size in points.
  public var min: Double?
  /// The largest size in points.
  public var max: Double?
}

/// A text-on-background style whose pairs are contrast-audited.
public struct Component: Sendable {
  /// The component's name.
  public var name: String
  /// The text colour.
  public var text: ColorReference
  /// The link colour.
  public var link: ColorReference?
  /// The placeholder colour.
  public var placeholder: ColorReference?
  /// The background colour.
  public var background: ColorReference
  /// The typography style of the text.
  public var textStyle: String?
  /// The ring drawn around focused content inside this component, when it has its own; the
  /// Feed's ring is then not drawn there.
  public var focusRing: RingColor? = nil
}

/// A focus ring's colour: one colour, or two concentric bands (`{"inner": …, "outer": …}`,
/// WCAG technique C40's two-colour indicator), which shows against any surface where one of
/// its bands contrasts with it.
public enum RingColor: Sendable, Equatable {
  /// One colour.
  case single(ColorReference)
  /// An inner band (next to the focused content) and an outer band.
  case twoTone(inner: ColorReference, outer: ColorReference)

  /// Each band with its name (nil for a single colour), inner first.
  public var bands: [(name: String?, color: ColorReference)] {
    switch self {
    case .single(let color): [(nil, color)]
    case .twoTone(let inner, let outer): [("inner", inner), ("outer", outer)]
    }
  }

  /// The outer (or only) colour: what a platform that draws one ring uses.
  public var outermost: ColorReference {
    switch self {
    case .single(let color): color
    case .twoTone(_, let outer): outer
    }
  }
}

/// The focus ring colours of the Feed and Subview containers.
public struct FocusRing: Sendable {
  /// The Feed's ring colour.
  public var feed: RingColor?
  /// The Subview's ring colour.
  public var subview: RingColor?
  /// What the Feed's ring is drawn on; defaults to `background`.
  public var feedBackground: ColorReference?
  /// What the Subview's ring is drawn on; defaults to `background`.
  public var subviewBackground: ColorReference?
}

/// Which way an image points, which decides whether it mirrors in right-to-left layouts.
public enum ImageDirection: String, Sendable, CaseIterable {
  case horizontal, vertical, none
}

/// An image the SDK shows.
public struct ImageRecord: Sendable, Equatable {
  /// The image's name.
  public var name: String
  /// An SF Symbol name.
  public var symbol: String?
  /// An asset file name.
  public var asset: String?
  /// Which way it points, as written.
  public var direction: ImageDirection?
  /// Whether it is flipped in right-to-left layouts.
  public var mirrorsInRTL: Bool?
  /// What VoiceOver reads.
  public var accessibilityLabel: String?
  /// Whether assistive technologies skip it.
  public var decorative: Bool?

  /// Names the SDK uses for images that point along the reading direction.
  public static let builtInHorizontal: Set<String> = ["backButtonImage", "nextButtonImage", "sendButtonImage"]
  /// Names the SDK uses for images that point up or down.
  public static let builtInVertical: Set<String> = ["scrollToBottomImage", "scrollToTopImage"]

  /// The direction that applies: as written, else the built-in name's, else none.
  public var effectiveDirection: ImageDirection {
    if let direction { return direction }
    if Self.builtInHorizontal.contains(name) { return .horizontal }
    return Self.builtInVertical.contains(name) ? .vertical : .none
  }
}

/// A button that shows only an icon.
public struct IconButton: Sendable, Equatable {
  /// The button's name.
  public var name: String
  /// The image it shows, a name in `images`.
  public var image: String?
  /// What VoiceOver reads.
  public var accessibilityLabel: String?
  /// The icon colour.
  public var tint: ColorReference?
  /// What the icon is drawn on.
  public var background: ColorReference?
  /// The tap target's side in points.
  public var size: Double?
}

/// Whether a media record is a still image or a video.
public enum MediaKind: String, Sendable, CaseIterable {
  case image, video
}

/// How a media component is laid out on a card.
public enum MediaFormat: String, Sendable, CaseIterable {
  case banner, inline, text, thumbnail
}

/// The alternate texts of one image or video component.
public struct MediaRecord: Sendable, Equatable {
  /// The record's id, unique in the theme.
  public var id: String
  /// Image or video.
  public var kind: MediaKind
  /// The component's layout.
  public var format: MediaFormat
  /// Alt text of the thumbnail on the card.
  public var thumbnailAlt: String?
  /// Alt text of the full image or video.
  public var sourceAlt: String?
  /// The visible label.
  public var label: String?
  /// The visible description.
  public var description: String?
}

/// How an animation behaves when Reduce Motion is on.
public enum ReduceMotionBehavior: String, Sendable, CaseIterable {
  case none, fade, same
}

/// One of the SDK's own animations.
public struct MotionEntry: Sendable, Equatable {
  /// The animation's name.
  public var name: String
  /// The animation kind, e.g. slide, fade, expand.
  public var animation: String
  /// The behaviour under Reduce Motion; nil means not handled.
  public var reduceMotion: ReduceMotionBehavior?
}

/// A translucent surface.
public struct Material: Sendable {
  /// The material's name.
  public var name: String
  /// Whether it uses Liquid Glass on iOS 26+.
  public var liquidGlass: Bool
  /// The opaque colour shown under Reduce Transparency.
  public var fallback: ColorReference?
}

/// A colour value that lay outside sRGB and was gamut-mapped into it.
public struct GamutMappedColor: Sendable, Equatable {
  /// Where it is written: `colors.brand.dark`.
  public var path: String
  /// The space it was written in.
  public var space: String
  /// The sRGB colour the audit measures.
  public var color: RGBA
}

extension MotionEntry {
  /// What the animation becomes under Reduce Motion: `fade`, itself (`same`), or `none` (also
  /// when the theme says nothing: the safe choice for people who asked for less motion).
  public var reducedAnimation: String {
    switch reduceMotion {
    case .fade?: "fade"
    case .same?: animation
    case .none?, nil: "none"
    }
  }
}
