// Stand-ins for the UIKit declarations the exported Swift uses, so the tests can type-check it
// on Linux (swiftc -typecheck, in the Swift 5 and the Swift 6 language mode). Each declaration
// is written as Apple's documentation at developer.apple.com shows it (looked up 2026-12, iOS
// 18 and 26 SDK pages): names, argument labels, optionality, raw values, and isolation —
// `@MainActor` where Apple declares it (UIAccessibility's settings). Classes the SDK headers
// mark NS_SWIFT_SENDABLE are `@unchecked Sendable` here; the exported code does not rely on
// that (it stores no UIKit object in a global), so a different SDK cannot break it there.
// Bodies are placeholders: only the declarations matter.
@_exported import Foundation

/// iOS 12+: `enum UIUserInterfaceStyle: Int` — unspecified 0, light 1, dark 2.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// iOS 13+: `enum UIAccessibilityContrast: Int` — unspecified -1, normal 0, high 1.
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1
  case normal = 0
  case high = 1
}

/// iOS 8+: `class UITraitCollection` (NS_SWIFT_SENDABLE since the iOS 17 SDK).
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// iOS 12+: `var userInterfaceStyle: UIUserInterfaceStyle { get }`
  open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
  /// iOS 13+: `var accessibilityContrast: UIAccessibilityContrast { get }`
  open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
}

/// iOS 2+: `class UIColor` (NS_SWIFT_SENDABLE).
open class UIColor: NSObject, @unchecked Sendable {
  /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// iOS 13+: `init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)`
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
}

/// iOS 7+: `class UIFontDescriptor` (NS_SWIFT_SENDABLE).
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// `struct UIFontDescriptor.AttributeName` — the raw values of UIFontDescriptor.h.
  public struct AttributeName: Hashable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `static let family: UIFontDescriptor.AttributeName` (UIFontDescriptorFamilyAttribute)
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    /// `static let traits: UIFontDescriptor.AttributeName` (UIFontDescriptorTraitsAttribute)
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
  }
  /// `struct UIFontDescriptor.TraitKey`
  public struct TraitKey: Hashable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `static let weight: UIFontDescriptor.TraitKey` (UIFontWeightTrait)
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
  }
  /// `init(fontAttributes attributes: [UIFontDescriptor.AttributeName : Any] = [:])`
  public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}
}

/// iOS 2+: `class UIFont` (NS_SWIFT_SENDABLE).
open class UIFont: NSObject, @unchecked Sendable {
  /// iOS 8.2+: `struct UIFont.Weight` — raw values of UIFontWeight* in UIFontDescriptor.h.
  public struct Weight: Hashable, RawRepresentable, Sendable {
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
  /// iOS 7+: `struct UIFont.TextStyle` — raw values of UIFontTextStyle* (UICTFontTextStyle…).
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }
  /// `init?(name fontName: String, size fontSize: CGFloat)`
  public init?(name fontName: String, size fontSize: CGFloat) {}
  /// iOS 7+: `init(descriptor: UIFontDescriptor, size pointSize: CGFloat)`
  public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
  /// iOS 8.2+: `class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont`
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
  /// `var familyName: String { get }`
  open var familyName: String { "" }
  /// `var pointSize: CGFloat { get }`
  open var pointSize: CGFloat { 0 }
  /// iOS 7+: `func withSize(_ fontSize: CGFloat) -> UIFont`
  open func withSize(_ fontSize: CGFloat) -> UIFont { self }
}

/// iOS 11+: `class UIFontMetrics` (NS_SWIFT_SENDABLE).
open class UIFontMetrics: NSObject, @unchecked Sendable {
  /// `init(forTextStyle textStyle: UIFont.TextStyle)`
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  /// `func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont`
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
  /// `func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont`
  open func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont { font }
}

/// iOS 2+: `class UIImage` (NS_SWIFT_SENDABLE).
open class UIImage: NSObject, @unchecked Sendable {
  /// iOS 13+: `init?(systemName name: String)`
  public init?(systemName name: String) {}
  /// `init?(named name: String)`
  public init?(named name: String) {}
  /// iOS 8+: `init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)`
  public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
  /// iOS 9+: `func imageFlippedForRightToLeftLayoutDirection() -> UIImage`
  open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
}

/// The accessibility settings; Apple declares each `@MainActor`.
public enum UIAccessibility {
  /// iOS 8+: `@MainActor static var isReduceMotionEnabled: Bool { get }`
  @MainActor public static var isReduceMotionEnabled: Bool { false }
}
