/// A theme document that passed validation, with its canonical bytes and content hash.
public struct ThemeDocument: Sendable {
  /// The typed theme.
  public let theme: Theme
  /// The document as parsed.
  public let json: JSONValue
  /// The canonical JSON bytes the hash covers.
  public let canonicalBytes: [UInt8]
  /// `sha256:` + the hex digest of `canonicalBytes`.
  public let contentHash: ContentHash
  /// Where the document was checked out from (its top-level `base`), which is not content:
  /// `json`, `canonicalBytes` and `contentHash` leave it out.
  public let base: BaseRecord?

  /// Parses and validates a document, reporting every problem at once.
  ///
  /// - Throws: `ThemeValidationError` when the bytes are not a valid theme.
  public init(bytes: [UInt8]) throws(ThemeValidationError) {
    guard bytes.count <= ThemeLimits.documentBytes else {
      throw ThemeValidationError(issues: [
        ValidationIssue(
          path: "$",
          message: "the document is \(bytes.count) bytes; the limit is \(ThemeLimits.documentBytes) bytes (8 MiB)")
      ])
    }
    let json = try JSONParser.parse(bytes)
    try self.init(json: json)
  }

  /// Validates an already parsed document.
  ///
  /// - Throws: `ThemeValidationError` when the value is not a valid theme.
  public init(json: JSONValue) throws(ThemeValidationError) {
    var json = json
    var base: BaseRecord?
    var issues: [ValidationIssue] = []
    if case .object(var members) = json, let index = members.firstIndex(where: { $0.key == BaseRecord.key }) {
      switch BaseRecord.decode(members[index].value) {
      case .success(let record): base = record
      case .failure(let error): issues = error.issues
      }
      members.remove(at: index)
      json = .object(members)
    }
    var decoder = ThemeDecoder()
    let theme = decoder.decode(json)
    guard let theme, decoder.issues.isEmpty, issues.isEmpty else {
      throw ThemeValidationError(issues: issues + decoder.issues)
    }
    self.theme = theme
    self.base = base
    self.json = json
    self.canonicalBytes = JSONWriter.bytes(json, options: .canonical)
    self.contentHash = ContentHash(of: canonicalBytes)
  }

  /// The theme's name.
  public var name: String { theme.name }
}
