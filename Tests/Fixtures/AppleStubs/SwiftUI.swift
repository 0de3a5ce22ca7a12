// Stand-ins for the SwiftUI declarations the exported SwiftUI file uses, so the tests can
// type-check it on Linux in the Swift 5 and Swift 6 language modes. Each declaration follows
// Apple's documentation at developer.apple.com (looked up 2026-12, iOS 18 and 26 SDK pages):
// names, labels, generic constraints and isolation — `View`, `ViewModifier` and `Environment`'s
// value are `@MainActor @preconcurrency` as Apple declares them; `Font`, `Color` and
// `Font.TextStyle` are Sendable value types, and the initialisers of the value views (`Color`,
// `Image`, `Text`) are `nonisolated`, as the SDK's Swift interface declares them since iOS 18
// (so `Color("…")` can be made outside the main actor). Bodies are placeholders.
@_exported import Foundation

/// `@MainActor @preconcurrency protocol View`
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// `@resultBuilder struct ViewBuilder`
@resultBuilder public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildEither<First: View, Second: View>(first: First) -> _ConditionalContent<First, Second> {
    _ConditionalContent()
  }
  public static func buildEither<First: View, Second: View>(second: Second) -> _ConditionalContent<First, Second> {
    _ConditionalContent()
  }
}

/// `struct EmptyView: View`
public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

/// `struct _ConditionalContent<TrueContent, FalseContent>: View`
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
}

/// `protocol DynamicProperty`
public protocol DynamicProperty {}

/// `@MainActor @preconcurrency protocol ViewModifier`
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// `struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier`
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

/// `struct ModifiedContent<Content, Modifier>`
public struct ModifiedContent<Content, Modifier>: View {
  public var body: Never { fatalError() }
}

extension View {
  /// `func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
  /// `func font(_ font: Font?) -> some View`
  public func font(_ font: Font?) -> some View { self }
  /// `func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View`
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
  /// `func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent()
  }
  /// `func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent()
  }
}

/// `struct AccessibilityAttachmentModifier: ViewModifier`
public struct AccessibilityAttachmentModifier: ViewModifier {
  public func body(content: Content) -> Never { fatalError() }
}

/// `@frozen struct Text: View` (the verbatim and StringProtocol initialisers).
public struct Text: View, Sendable {
  nonisolated public init(verbatim content: String) {}
  nonisolated public init<S: StringProtocol>(_ content: S) {}
  public var body: Never { fatalError() }
}

/// `@frozen struct Image: View`
public struct Image: View, Sendable {
  /// `init(_ name: String, bundle: Bundle? = nil)`
  nonisolated public init(_ name: String, bundle: Bundle? = nil) {}
  /// `init(systemName: String)`
  nonisolated public init(systemName: String) {}
  public var body: Never { fatalError() }
}

/// `@frozen struct Color: View, Hashable, Sendable`
public struct Color: View, Hashable, Sendable {
  /// `init(_ name: String, bundle: Bundle? = nil)` — a colour from an asset catalog.
  nonisolated public init(_ name: String, bundle: Bundle? = nil) {}
  /// `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)`
  /// without its defaulted colour space.
  nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
  public var body: Never { fatalError() }
}

/// `@frozen struct Font: Hashable, Sendable`
public struct Font: Hashable, Sendable {
  /// `enum Font.TextStyle: CaseIterable, Hashable, Sendable`
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }
  /// `@frozen struct Font.Weight: Hashable, Sendable`
  public struct Weight: Hashable, Sendable {
    public static let ultraLight = Weight()
    public static let thin = Weight()
    public static let light = Weight()
    public static let regular = Weight()
    public static let medium = Weight()
    public static let semibold = Weight()
    public static let bold = Weight()
    public static let heavy = Weight()
    public static let black = Weight()
  }
  /// `static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font`
  public static func system(size: CGFloat, weight: Font.Weight? = nil) -> Font { Font() }
  /// `static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font`
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }
  /// `static func custom(_ name: String, fixedSize: CGFloat) -> Font`
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
  /// `func weight(_ weight: Font.Weight) -> Font`
  public func weight(_ weight: Font.Weight) -> Font { self }
}

/// `@propertyWrapper struct ScaledMetric<Value> where Value: BinaryFloatingPoint`
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  /// `init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle)`
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
  /// `init(wrappedValue: Value)`
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  /// `var wrappedValue: Value { get }`
  public private(set) var wrappedValue: Value
}

/// `struct EnvironmentValues`
public struct EnvironmentValues {
  /// `var accessibilityReduceMotion: Bool { get }`
  public var accessibilityReduceMotion: Bool { false }
}

/// `@MainActor @preconcurrency @propertyWrapper @frozen struct Environment<Value>: DynamicProperty`
@MainActor @preconcurrency @propertyWrapper public struct Environment<Value>: DynamicProperty {
  /// `nonisolated init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
  nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// `@MainActor @preconcurrency var wrappedValue: Value { get }`
  public var wrappedValue: Value { fatalError() }
}
