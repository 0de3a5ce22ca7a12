/// Where a value is in a team's own files: 1-based line and column.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file's path.
  public var file: String
  /// The line, 1-based.
  public var line: Int
  /// The column, 1-based (UTF-16 code units, as code scanning counts).
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }
}

extension SourceLocation {
  /// The location `file:line:column` spells (the file may hold colons); nil when it is none.
  public init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]),
      line > 0, column > 0
    else { return nil }
    self.init(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
  }
}

/// Where an importer found each colour value in the team's own files, kept in the document's
/// extensions so an audit of the stored version can point at them (SARIF, Markdown):
/// `extensions["org.themereg.sources"].colors[NAME][APPEARANCE] = "file:line:column"`.
public enum ImportedSources {
  /// The extensions key.
  public static let key = "org.themereg.sources"

  /// The extensions member for `locations` (colour → appearance → location), nil when empty.
  public static func member(_ locations: [(String, [Appearance: SourceLocation])]) -> JSONMember? {
    let colors = locations.filter { !$0.1.isEmpty }.map { name, byAppearance in
      JSONMember(
        name,
        .object(
          Appearance.allCases.compactMap { appearance in
            byAppearance[appearance].map { JSONMember(appearance.rawValue, .string($0.description)) }
          }))
    }
    return colors.isEmpty ? nil : JSONMember(key, .object([JSONMember("colors", .object(colors))]))
  }

  /// Where `color`'s value in `appearance` was imported from, falling back as the theme does.
  public static func location(of color: String, in appearance: Appearance?, theme: Theme) -> SourceLocation? {
    guard let byAppearance = theme.extensions?[key]?["colors"]?[color] else { return nil }
    var current: Appearance? = appearance ?? .light
    while let candidate = current {
      if let text = byAppearance[candidate.rawValue]?.stringValue, let location = SourceLocation(text) {
        return location
      }
      current = candidate.fallback
    }
    return nil
  }
}
