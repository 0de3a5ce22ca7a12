/// Where an edited document started: the version `checkout` wrote it from, recorded in the
/// document's top-level `base` and excluded from its content, so a checked-out file committed
/// unchanged is the same content as its version. A commit on an older base merges what was
/// committed since instead of undoing it; the conflicts a merge could not settle are listed
/// here until each is resolved.
///
/// ```json
/// "base": {"theme": "acme-chat", "version": 14, "contentHash": "sha256:…",
///          "conflicts": [{"path": "colors.link.dark", "base": "#0B5FFF", "latest": "#0A84FF", "yours": "#3366FF"}]}
/// ```
public struct BaseRecord: Sendable, Equatable {
  /// The document key that holds the record.
  public static let key = "base"

  /// The theme the document was checked out of.
  public var theme: String
  /// The version it was checked out at.
  public var version: Int
  /// That version's content hash, so an edited record is caught.
  public var contentHash: ContentHash
  /// The values a merge left for the user to settle; a commit is refused while any is listed.
  public var conflicts: [MergeConflict]

  /// Creates a record.
  public init(theme: String, version: Int, contentHash: ContentHash, conflicts: [MergeConflict] = []) {
    self.theme = theme
    self.version = version
    self.contentHash = contentHash
    self.conflicts = conflicts
  }

  /// The record as the document writes it.
  public var json: JSONValue {
    var members = [
      JSONMember("theme", .string(theme)), JSONMember("version", .integer(version)),
      JSONMember("contentHash", .string(contentHash.description)),
    ]
    if !conflicts.isEmpty { members.append(JSONMember("conflicts", .array(conflicts.map(\.json)))) }
    return .object(members)
  }

  /// The record `value` holds, or each problem with its path under `base`.
  static func decode(_ value: JSONValue) -> Result<BaseRecord, ThemeValidationError> {
    var issues: [ValidationIssue] = []
    func fail(_ path: String, _ message: String) { issues.append(ValidationIssue(path: path, message: message)) }
    guard let members = value.objectMembers else {
      return .failure(
        ThemeValidationError(issues: [
          ValidationIssue(path: key, message: "expected the checkout's base record (theme, version, contentHash)")
        ]))
    }
    for member in members where !["theme", "version", "contentHash", "conflicts"].contains(member.key) {
      fail(
        JSONPath.appending(member.key, to: key), "is not part of a base record (theme, version, contentHash, conflicts)"
      )
    }
    let theme = value["theme"]?.stringValue
    if theme == nil { fail("base.theme", "expected the name of the theme the file was checked out of") }
    let version = value["version"]?.numberValue.flatMap { number in
      number >= 1 && number <= Double(Int32.max) && number.rounded() == number ? Int(number) : nil
    }
    if version == nil { fail("base.version", "expected the version number the file was checked out at") }
    let hash = value["contentHash"]?.stringValue.flatMap(ContentHash.init(parsing:))
    if hash == nil { fail("base.contentHash", "expected that version's content hash, sha256: and 64 hex digits") }
    var conflicts: [MergeConflict] = []
    if let list = value["conflicts"] {
      if let elements = list.arrayElements {
        for (index, element) in elements.enumerated() {
          guard let path = element["path"]?.stringValue else {
            fail("base.conflicts[\(index)].path", "expected the path of the value in conflict")
            continue
          }
          conflicts.append(
            MergeConflict(path: path, base: element["base"], latest: element["latest"], yours: element["yours"]))
        }
      } else {
        fail("base.conflicts", "expected a list of conflicts")
      }
    }
    guard issues.isEmpty, let theme, let version, let hash else {
      return .failure(ThemeValidationError(issues: issues))
    }
    return .success(BaseRecord(theme: theme, version: version, contentHash: hash, conflicts: conflicts))
  }
}

/// One value changed both since the base and in the edited file, to different ends (or
/// deleted on one side and changed on the other).
public struct MergeConflict: Sendable, Equatable {
  /// The value's path in the document (`colors.link.dark`).
  public var path: String
  /// Its value at the base; nil when it did not exist.
  public var base: JSONValue?
  /// Its value in the latest version; nil when deleted there.
  public var latest: JSONValue?
  /// Its value in the edited file; nil when deleted there.
  public var yours: JSONValue?

  /// Creates a conflict.
  public init(path: String, base: JSONValue?, latest: JSONValue?, yours: JSONValue?) {
    self.path = path
    self.base = base
    self.latest = latest
    self.yours = yours
  }

  /// The conflict as a base record lists it (a missing side is `null`).
  public var json: JSONValue {
    .object([
      JSONMember("path", .string(path)), JSONMember("base", base ?? .null), JSONMember("latest", latest ?? .null),
      JSONMember("yours", yours ?? .null),
    ])
  }
}
