/// A threshold convention: what counts as large text and how a ratio is compared.
public enum AuditProfile: String, CaseIterable, Sendable {
  /// WCAG 2.2 as WCAG2ICT maps it to points; ratios never rounded.
  case wcag
  /// Apple's Human Interface Guidelines.
  case apple
  /// Android's Accessibility Test Framework, which tolerates 0.01 below the threshold.
  case android

  /// Whether text of `size` points and `weight` is large under this profile.
  public func isLargeText(size: Double, weight: Int) -> Bool {
    switch self {
    case .wcag: size >= 24 || (size >= 18.67 && weight >= 700)
    case .apple: size >= 18 || weight >= 700
    case .android: size >= 18 || (size >= 14 && weight >= 700)
    }
  }

  /// Whether `ratio` meets `threshold` under this profile's comparison.
  @inlinable
  public func meets(_ ratio: Double, threshold: Double) -> Bool {
    switch self {
    case .wcag, .apple: ratio >= threshold
    case .android: threshold - ratio <= 0.01
    }
  }
}
