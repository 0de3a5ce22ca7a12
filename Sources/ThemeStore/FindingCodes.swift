import ThemeModel

/// A finding interval's severity and appearance as the small integers its row stores (SQLite
/// stores 0 and 1 in no bytes at all), and back; the order is fixed by migration 0009.
enum FindingCodes {
  /// Severities by code.
  static let severities: [Severity] = [.error, .info, .warning]
  /// Appearances by code.
  static let appearances: [Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast]

  /// The code of `severity`.
  static func code(_ severity: Severity) -> SQLValue { .integer(Int64(severities.firstIndex(of: severity)!)) }

  /// The code of `appearance` (NULL for none).
  static func code(_ appearance: Appearance?) -> SQLValue {
    appearance.map { .integer(Int64(appearances.firstIndex(of: $0)!)) } ?? .null
  }

  /// The severity a stored code stands for; nil for a code that names none (a row changed
  /// outside themereg), which a reader refuses rather than guess.
  static func severity(_ value: SQLValue) -> Severity? {
    guard let code = value.number, severities.indices.contains(code) else { return nil }
    return severities[code]
  }

  /// The appearance a stored code stands for: `.some(nil)` for NULL, nil for a code that
  /// names none.
  static func appearance(_ value: SQLValue) -> Appearance?? {
    if case .null = value { return .some(nil) }
    guard let code = value.number, appearances.indices.contains(code) else { return nil }
    return .some(appearances[code])
  }
}
