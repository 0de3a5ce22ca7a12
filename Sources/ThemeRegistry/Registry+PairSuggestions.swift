import ThemeAudit
import ThemeModel

/// A theme's pair suggestions, and the document they would go into.
public struct PairSuggestionResult: Sendable {
  /// The suggested pairs, none stated already.
  public var suggestions: [SuggestedPair]
  /// The document with every suggestion added to its `pairs` (a stored version's as
  /// `checkout` writes it, with its base record, so it commits as an edit of that version).
  public var document: JSONValue
}

extension Registry {
  /// The pairs the version `reference` most likely means (`PairSuggestions`).
  public func suggestPairs(_ reference: VersionReference) throws(RegistryError) -> PairSuggestionResult {
    let checkout = try checkout(reference)
    guard case .object(var members) = checkout else {
      throw .invalidRequest("the stored document of \(reference) is not an object")
    }
    let base = members.firstIndex { $0.key == BaseRecord.key }.map { members.remove(at: $0) }
    var result = try Self.suggestPairs(in: .object(members))
    if let base, case .object(let merged) = result.document { result.document = .object([base] + merged) }
    return result
  }

  /// The pairs the document `bytes` most likely means.
  public static func suggestPairs(bytes: [UInt8]) throws(RegistryError) -> PairSuggestionResult {
    let document: ThemeDocument
    do {
      document = try ThemeDocument(bytes: bytes)
    } catch {
      throw .invalidDocument(error)
    }
    var result = try suggestPairs(in: document.json)
    if let base = document.base, case .object(let members) = result.document {
      result.document = .object([JSONMember(BaseRecord.key, base.json)] + members)
    }
    return result
  }

  /// `document` with the pairs its names suggest added (an import's `--suggest-pairs`).
  public static func addingSuggestedPairs(to document: ThemeDocument) throws(RegistryError) -> (
    document: ThemeDocument, suggestions: [SuggestedPair]
  ) {
    let result = try suggestPairs(in: document.json)
    do {
      return (try ThemeDocument(json: result.document), result.suggestions)
    } catch {
      throw .invalidDocument(error)
    }
  }

  /// The suggestions for a theme document's JSON, and the document with them in its pairs.
  static func suggestPairs(in json: JSONValue) throws(RegistryError) -> PairSuggestionResult {
    let document: ThemeDocument
    do {
      document = try ThemeDocument(json: json)
    } catch {
      throw .invalidDocument(error)
    }
    let suggestions = PairSuggestions.suggest(document.theme)
    guard case .object(var members) = document.json else {
      return PairSuggestionResult(suggestions: [], document: json)
    }
    var pairs = members.first { $0.key == "pairs" }?.value.objectMembers ?? []
    let taken = Set(pairs.map(\.key))
    for suggestion in suggestions where !taken.contains(suggestion.name) {
      pairs.append(JSONMember(suggestion.name, suggestion.json))
    }
    members.removeAll { $0.key == "pairs" }
    if !pairs.isEmpty { members.append(JSONMember("pairs", .object(pairs))) }
    return PairSuggestionResult(suggestions: suggestions, document: .object(members))
  }
}
