import ThemeAudit
import ThemeModel

/// What changed between two versions of a theme and what it did to accessibility.
public struct VersionDiff: Sendable {
  /// `theme@A`.
  public var from: String
  /// `theme@B`, or the file name of an uncommitted document.
  public var to: String
  /// Every changed value by JSON path.
  public var changes: [ThemeChange]
  /// The ruleset the audit delta compares.
  public var ruleset: String
  /// Findings present in `to` but not in `from`.
  public var introduced: [Finding]
  /// Findings present in `from` but not in `to`.
  public var resolved: [Finding]
  /// Text pairs whose contrast changed, before → after.
  public var contrast: [ContrastChange]
  /// The colours that existed before and whose resolved value changed, with the export
  /// identifiers that now stand for another value (code that uses them changes appearance).
  public var exportChanges: [ExportIdentifierChange] = []
  /// The colours that existed before and are gone, with the identifiers code that uses them
  /// no longer finds, and the colour each looks renamed to (the same values in every appearance).
  public var exportRemovals: [ExportIdentifierRemoval] = []
}

/// The second side of a diff: a stored version or an uncommitted document.
public enum DiffTarget: Sendable {
  /// A stored version.
  case version(VersionReference)
  /// A document that is not stored, with a name to show.
  case document([UInt8], name: String)
}

/// A colour whose value changed between two versions, and the identifiers exports give it.
public struct ExportIdentifierChange: Sendable, Equatable {
  /// The colour's name.
  public var color: String
  /// The appearances whose resolved value changed.
  public var appearances: [Appearance]
  /// Its identifiers on every platform.
  public var identifiers: [ExportIdentifier]
}
