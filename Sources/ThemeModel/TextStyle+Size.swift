extension TextStyle {
  /// Each style's size in points at the default text size (Apple's Human Interface Guidelines, iOS).
  public var defaultSize: Double {
    switch self {
    case .largeTitle: 34
    case .title1: 28
    case .title2: 22
    case .title3: 20
    case .headline, .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption1: 12
    case .caption2: 11
    }
  }

  /// The text style whose default size is nearest `size` (the larger on a tie); at 17 pt a
  /// semibold or heavier style is a headline, else body.
  public static func nearest(toSize size: Double, weight: Int) -> TextStyle {
    if size == 17 { return weight >= 600 ? .headline : .body }
    let candidates = allCases.filter { $0 != .headline }
    return candidates.min { lhs, rhs in
      let (left, right) = (abs(lhs.defaultSize - size), abs(rhs.defaultSize - size))
      return left != right ? left < right : lhs.defaultSize > rhs.defaultSize
    } ?? .body
  }
}

extension TypographyStyle {
  /// The text style the style scales with: the one the document names, else the one nearest
  /// its size, so a style from a source that names none (DTCG, CSS) still scales like its peers.
  public var scalingTextStyle: TextStyle { textStyle ?? TextStyle.nearest(toSize: size, weight: weight) }
}
