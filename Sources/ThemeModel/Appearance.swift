/// A display condition a colour can differ in: light or dark, with or without Increase Contrast.
public enum Appearance: String, CaseIterable, Sendable, Comparable, Codable {
  /// The default appearance; every colour has it.
  case light
  /// Dark mode.
  case dark
  /// Light mode with Increase Contrast.
  case lightHighContrast
  /// Dark mode with Increase Contrast.
  case darkHighContrast

  /// The appearance whose value applies when a colour does not name this one.
  public var fallback: Appearance? {
    switch self {
    case .light: nil
    case .dark: .light
    case .lightHighContrast: .light
    case .darkHighContrast: .dark
    }
  }

  /// Whether this is one of the Increase Contrast appearances.
  public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }

  /// The appearance this one increases the contrast of, if it is a high-contrast one.
  public var baseAppearance: Appearance {
    switch self {
    case .lightHighContrast: .light
    case .darkHighContrast: .dark
    default: self
    }
  }

  /// How a message names the appearance: "light mode", "dark high-contrast mode".
  public var phrase: String {
    switch self {
    case .light: "light mode"
    case .dark: "dark mode"
    case .lightHighContrast: "light high-contrast mode"
    case .darkHighContrast: "dark high-contrast mode"
    }
  }

  /// Hashes the case, not the raw string: appearances key many small dictionaries on hot paths.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ordinal)
  }

  private var ordinal: Int {
    switch self {
    case .light: 0
    case .dark: 1
    case .lightHighContrast: 2
    case .darkHighContrast: 3
    }
  }

  /// Orders appearances as they are declared.
  public static func < (lhs: Appearance, rhs: Appearance) -> Bool {
    lhs.ordinal < rhs.ordinal
  }
}
