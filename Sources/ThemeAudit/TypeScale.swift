import ThemeModel

/// The sizes one dynamically scaled style renders at, per platform setting.
public struct TypeScaleTable: Sendable, Equatable {
  /// The style's name.
  public var style: String
  /// Seed model, iOS: size per content size category, in `ContentSizeCategory` order.
  public var ios: [Double]
  /// Seed model, Android: size per font scale of `TypeScale.androidScales`.
  public var android: [Double]
  /// Seed model, web: size per preferred pixel size of `TypeScale.webSizes`.
  public var web: [Double]
  /// What iOS renders: Apple's table for the style's `textStyle`, scaled and clamped.
  public var iosPlatform: [Double]?
  /// What Android 14+ renders with its non-linear font scaling, clamped.
  public var androidPlatform: [Double]

  /// The table as the `typeScale` JSON of `product.md`.
  public var json: JSONValue {
    func object(_ keys: [String], _ values: [Double]) -> JSONValue {
      .object(zip(keys, values).map { JSONMember($0, .number($1)) })
    }
    var members = [
      JSONMember("ios", object(ContentSizeCategory.allCases.map(\.rawValue), ios)),
      JSONMember("android", object(TypeScale.androidScaleNames, android)),
      JSONMember("web", object(TypeScale.webSizes.map { JSONWriter.format($0) }, web)),
    ]
    if let iosPlatform {
      members.append(JSONMember("iosPlatform", object(ContentSizeCategory.allCases.map(\.rawValue), iosPlatform)))
    }
    members.append(JSONMember("androidPlatform", object(TypeScale.androidScaleNames, androidPlatform)))
    return .object(members)
  }
}

/// iOS content size categories, smallest first, by their `UIContentSizeCategory` names.
public enum ContentSizeCategory: String, CaseIterable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// The seed model's size change in points from `large`.
  public var seedDelta: Double {
    [-3, -2, -1, 0, 2, 4, 6, 10, 15, 20, 25, 30][ContentSizeCategory.allCases.firstIndex(of: self)!]
  }

  /// A short label for tables: XS, S, M, L, XL, XXL, XXXL, AX1…AX5.
  public var shortName: String {
    ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"][
      ContentSizeCategory.allCases.firstIndex(of: self)!]
  }
}

/// Dynamic Type computations: the seed model and what the platforms really do.
public enum TypeScale {
  /// Android font scales the tables cover.
  public static let androidScales: [Double] = [0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.0]
  /// Android font scales as JSON keys.
  public static let androidScaleNames = ["0.85", "1.0", "1.15", "1.3", "1.5", "1.8", "2.0"]
  /// Preferred browser font sizes in px.
  public static let webSizes: [Double] = [12, 16, 20, 24, 32]

  /// Apple's Dynamic Type sizes per text style, in `ContentSizeCategory` order.
  public static let appleSizes: [TextStyle: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  /// AOSP `FontScaleConverterFactory` lookup tables: sp points and dp per scale.
  static let androidTableSp: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]
  static let androidTables: [(scale: Double, dp: [Double])] = [
    (1.15, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100]),
    (1.3, [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100]),
    (1.5, [12, 15, 18, 22, 24, 26, 28, 30, 100]),
    (1.8, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]),
    (2.0, [16, 20, 24, 26, 30, 34, 36, 38, 100]),
  ]

  /// `value` rounded to four decimals, enough to show a ratio such as 4.4988 without float noise.
  public static func exact4(_ value: Double) -> Double {
    (value * 10_000).rounded() / 10_000
  }

  /// `value` rounded to hundredths, so 17 × 1.15 is 19.55 and not 19.549999.
  public static func exact(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }

  static func clamp(_ value: Double, _ scaling: DynamicScaling?) -> Double {
    var result = value
    if let minimum = scaling?.min { result = max(result, minimum) }
    if let maximum = scaling?.max { result = min(result, maximum) }
    return exact(result)
  }

  /// What Android 14+ renders `sp` at for `fontScale`, before any clamp.
  public static func androidNonLinear(sp: Double, fontScale: Double) -> Double {
    if fontScale < 1.13 || fontScale > 2.0 { return exact(sp * fontScale) }
    if sp >= 100 { return exact(sp) }
    if fontScale < 1.15 {
      let lower = sp * 1.13
      let upper = lookup(sp: sp, table: androidTables[0].dp)
      return exact(lower + (upper - lower) * (fontScale - 1.13) / (1.15 - 1.13))
    }
    for index in androidTables.indices {
      let table = androidTables[index]
      if fontScale == table.scale { return exact(lookup(sp: sp, table: table.dp)) }
      if index + 1 < androidTables.count, fontScale < androidTables[index + 1].scale {
        let next = androidTables[index + 1]
        let low = lookup(sp: sp, table: table.dp)
        let high = lookup(sp: sp, table: next.dp)
        return exact(low + (high - low) * (fontScale - table.scale) / (next.scale - table.scale))
      }
    }
    return exact(sp * fontScale)
  }

  private static func lookup(sp: Double, table dp: [Double]) -> Double {
    if sp < androidTableSp[0] { return sp * dp[0] / androidTableSp[0] }
    for index in 1..<androidTableSp.count where sp <= androidTableSp[index] {
      let x0 = androidTableSp[index - 1]
      let x1 = androidTableSp[index]
      return dp[index - 1] + (dp[index] - dp[index - 1]) * (sp - x0) / (x1 - x0)
    }
    return sp
  }

  /// The full table for `style`, or nil when it does not scale dynamically.
  public static func table(for style: TypographyStyle) -> TypeScaleTable? {
    guard style.scalesDynamically else { return nil }
    let scaling = style.dynamicScaling
    let ios = ContentSizeCategory.allCases.map { clamp(style.size + $0.seedDelta, scaling) }
    let android = androidScales.map { clamp(style.size * $0, scaling) }
    let web = webSizes.map { clamp(style.size * $0 / 16, scaling) }
    let iosPlatform = style.textStyle.flatMap { appleSizes[$0] }.map { sizes in
      sizes.map { clamp(style.size * $0 / sizes[3], scaling) }
    }
    let androidPlatform = androidScales.map { clamp(androidNonLinear(sp: style.size, fontScale: $0), scaling) }
    return TypeScaleTable(
      style: style.name, ios: ios, android: android, web: web, iosPlatform: iosPlatform,
      androidPlatform: androidPlatform)
  }
}
