/// A finding interval's severity and appearance as the small integers its row stores (SQLite
/// stores 0 and 1 in no bytes at all), and back; the order is fixed by migration 0009.
enum FindingCodes {
  /// Severities by code.
  static let severities = ["error", "info", "warning"]
  /// Appearances by code.
  static let appearances = ["light", "dark", "lightHighContrast", "darkHighContrast"]

  private static let severityCodes = Dictionary(uniqueKeysWithValues: severities.enumerated().map { ($1, $0) })
  private static let appearanceCodes = Dictionary(uniqueKeysWithValues: appearances.enumerated().map { ($1, $0) })

  /// The code of `severity`; nil for text that is not one.
  static func severity(_ severity: String) -> SQLValue? {
    severityCodes[severity].map { .integer(Int64($0)) }
  }

  /// The code of `appearance` (NULL for none); nil for text that is not one.
  static func appearance(_ appearance: String?) -> SQLValue? {
    guard let appearance else { return .null }
    return appearanceCodes[appearance].map { .integer(Int64($0)) }
  }

  /// The severity a stored code stands for.
  static func severityText(_ value: SQLValue) -> String {
    guard let code = value.number, severities.indices.contains(code) else { return "" }
    return severities[code]
  }

  /// The appearance a stored code stands for; nil for NULL.
  static func appearanceText(_ value: SQLValue) -> String? {
    guard let code = value.number, appearances.indices.contains(code) else { return nil }
    return appearances[code]
  }
}
