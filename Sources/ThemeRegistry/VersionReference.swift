/// `THEME`, `THEME@N`, `THEME@latest` or `THEME@approved`: which version of which theme.
public struct VersionReference: Sendable, Equatable, CustomStringConvertible {
  /// The theme's name.
  public var theme: String
  /// The version number; nil means the latest (or the newest approved one when `approved`).
  public var number: Int?
  /// Whether this names the newest approved, not revoked, version.
  public var approved: Bool

  /// Creates a reference.
  public init(theme: String, number: Int?, approved: Bool = false) {
    self.theme = theme
    self.number = number
    self.approved = approved
  }

  /// Parses `text`.
  ///
  /// - Throws: `RegistryError.invalidReference` when the part after `@` is not a positive number or `latest`.
  public init(parsing text: String) throws(RegistryError) {
    guard let at = text.lastIndex(of: "@") else {
      guard !text.isEmpty else { throw .invalidReference(text) }
      self.init(theme: text, number: nil)
      return
    }
    let theme = String(text[..<at])
    let suffix = String(text[text.index(after: at)...])
    guard !theme.isEmpty else { throw .invalidReference(text) }
    if suffix == "latest" || suffix == "approved" {
      self.init(theme: theme, number: nil, approved: suffix == "approved")
      return
    }
    guard suffix.allSatisfy(\.isASCII), let number = Int(suffix), number >= 1 else { throw .invalidReference(text) }
    self.init(theme: theme, number: number)
  }

  /// `theme@N` or `theme`.
  public var description: String { number.map { "\(theme)@\($0)" } ?? (approved ? "\(theme)@approved" : theme) }
}
