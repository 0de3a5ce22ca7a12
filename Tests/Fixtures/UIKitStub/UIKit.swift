// A stand-in for the parts of UIKit that exported iOS files use, so the test suite can
// type-check them on Linux with `swiftc -typecheck`. Signatures follow Apple's UIKit.
@_exported import Foundation

public enum UIUserInterfaceStyle: Int { case unspecified, light, dark }
public enum UIAccessibilityContrast: Int { case unspecified, normal, high }

open class UITraitCollection {
  public var userInterfaceStyle: UIUserInterfaceStyle { .light }
  public var accessibilityContrast: UIAccessibilityContrast { .normal }
}

open class UIColor {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
}

open class UIFont {
  public struct Weight: RawRepresentable, Hashable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }
  public struct TextStyle: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    public static let title1 = TextStyle(rawValue: "title1")
    public static let title2 = TextStyle(rawValue: "title2")
    public static let title3 = TextStyle(rawValue: "title3")
    public static let headline = TextStyle(rawValue: "headline")
    public static let body = TextStyle(rawValue: "body")
    public static let callout = TextStyle(rawValue: "callout")
    public static let subheadline = TextStyle(rawValue: "subheadline")
    public static let footnote = TextStyle(rawValue: "footnote")
    public static let caption1 = TextStyle(rawValue: "caption1")
    public static let caption2 = TextStyle(rawValue: "caption2")
  }
  public init?(name fontName: String, size fontSize: CGFloat) {}
  public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
  public var pointSize: CGFloat { 0 }
  public func withSize(_ fontSize: CGFloat) -> UIFont { self }
}

open class UIFontMetrics {
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  )
    -> UIFont
  { font }
}

open class UIImage {
  public init?(systemName name: String) {}
  public init?(named name: String) {}
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
}

public enum UIAccessibility {
  public static var isReduceMotionEnabled: Bool { false }
}
