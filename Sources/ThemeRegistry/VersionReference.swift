/// `THEME`, `THEME@N` or `THEME@latest`: which version of which theme.
public struct VersionReference: Sendable, Equatable, CustomStringConvertible {
  /// The theme's name.
  public var theme: String
  /// The version number; nil means the latest.
  public var number: Int?

  /// Creates a reference.
  public init(theme: String, number: Int?) {
    self.theme = theme
    self.number = number
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
    if suffix == "latest" {
      self.init(theme: theme, number: nil)
      return
    }
    guard suffix.allSatisfy(\.isASCII), let number = Int(suffix), number >= 1 else { throw .invalidReference(text) }
    self.init(theme: theme, number: number)
  }

  /// `theme@N` or `theme`.
  public var description: String { number.map { "\(theme)@\($0)" } ?? theme }
}
