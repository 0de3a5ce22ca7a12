/// The three-way merge of theme documents: what changed since the base in the latest version
/// and what changed in the edited file combine value by value, as git merges lines.
///
/// A value is an object member at any depth — a colour in one appearance, an alias, a
/// typography field, a component slot, an icon button's field, a pair's field, a policy
/// ratio — or a `media` record's field, the records matched by `id`. Other lists (`locales`,
/// `appearances`, a pair's `backdrops`) are single values. A value changed on one side only
/// takes that side's; changed on both to the same end, that end; changed to different ends,
/// or deleted on one side and changed on the other, it is a conflict.
public enum ThemeMerge {
  /// The merged document (with the edited file's value wherever there is a conflict) and
  /// the conflicts, in document order.
  public struct Outcome: Sendable, Equatable {
    /// The merged document.
    public var merged: JSONValue
    /// The values changed on both sides to different ends.
    public var conflicts: [MergeConflict]
  }

  /// Which side a conflict is settled by.
  public enum Side: Sendable {
    /// The edited file's value (git's `--ours` when you merge into your file).
    case yours
    /// The latest version's value.
    case latest
  }

  /// `document` with each listed conflict settled by `side`: the latest version's value put
  /// at its path (or the value removed where latest deleted it), or the document's own value
  /// kept. A path that no longer leads anywhere is left as it is.
  public static func settling(_ conflicts: [MergeConflict], in document: JSONValue, by side: Side) -> JSONValue {
    guard side == .latest else { return document }
    var result = document
    for conflict in conflicts {
      guard let segments = segments(of: conflict.path) else { continue }
      result = setting(result, segments[...], to: conflict.latest)
    }
    return result
  }

  /// The keys of a path `merge` wrote (`colors.link.dark`, `colors["a.b"]`, `media["id"].sourceAlt`);
  /// nil when it is not one.
  static func segments(of path: String) -> [String]? {
    var segments: [String] = []
    var rest = Substring(path)
    if rest.hasPrefix("$") { rest = rest.dropFirst() }
    while !rest.isEmpty {
      if rest.hasPrefix(".") { rest = rest.dropFirst() }
      if rest.hasPrefix("[") {
        // A quoted key: JSON string text up to the closing quote that is not escaped.
        var index = rest.index(after: rest.startIndex)
        guard index < rest.endIndex, rest[index] == "\"" else { return nil }
        index = rest.index(after: index)
        var escaped = false
        while index < rest.endIndex, escaped || rest[index] != "\"" {
          escaped = !escaped && rest[index] == "\\"
          index = rest.index(after: index)
        }
        guard index < rest.endIndex else { return nil }
        let quoted = rest[rest.index(after: rest.startIndex)...index]
        guard let key = (try? JSONParser.parse(Array(quoted.utf8)))?.stringValue else { return nil }
        segments.append(key)
        rest = rest[rest.index(after: index)...]
        guard rest.hasPrefix("]") else { return nil }
        rest = rest.dropFirst()
      } else {
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        guard end > rest.startIndex else { return nil }
        segments.append(String(rest[..<end]))
        rest = rest[end...]
      }
    }
    return segments
  }

  /// `value` with the place `segments` names set to `new` (removed when nil); an array is
  /// entered by a record's `id`.
  static func setting(_ value: JSONValue, _ segments: ArraySlice<String>, to new: JSONValue?) -> JSONValue {
    guard let key = segments.first else { return new ?? value }
    let rest = segments.dropFirst()
    switch value {
    case .object(var members):
      if let index = members.firstIndex(where: { $0.key == key }) {
        if rest.isEmpty && new == nil {
          members.remove(at: index)
        } else {
          members[index].value = setting(members[index].value, rest, to: new)
        }
      } else if rest.isEmpty, let new {
        members.append(JSONMember(key, new))
      }
      return .object(members)
    case .array(var elements):
      guard let index = elements.firstIndex(where: { $0["id"]?.stringValue == key }) else {
        if rest.isEmpty, let new { elements.append(new) }
        return .array(elements)
      }
      if rest.isEmpty && new == nil {
        elements.remove(at: index)
      } else {
        elements[index] = setting(elements[index], rest, to: new)
      }
      return .array(elements)
    default:
      return value
    }
  }

  /// Merges `yours` and `latest`, both descended from `base`.
  public static func merge(base: JSONValue, latest: JSONValue, yours: JSONValue, settling side: Side? = nil)
    -> Outcome
  {
    var conflicts: [MergeConflict] = []
    let merged = value(
      base: sorted(base), latest: sorted(latest), yours: sorted(yours), path: "$", side: side,
      conflicts: &conflicts)
    return Outcome(merged: merged ?? .object([]), conflicts: conflicts)
  }

  /// The value recursively in canonical member order, so a reordered object is no change.
  static func sorted(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let members):
      .object(members.map { JSONMember($0.key, sorted($0.value)) }.sorted { $0.key.precedesByCodePoint($1.key) })
    case .array(let elements): .array(elements.map(sorted))
    default: value
    }
  }

  /// The merge of one value; nil when it is absent from the result.
  static func value(
    base: JSONValue?, latest: JSONValue?, yours: JSONValue?, path: String, side: Side?,
    conflicts: inout [MergeConflict]
  ) -> JSONValue? {
    if latest == yours { return latest }
    if latest == base { return yours }
    if yours == base { return latest }
    // Changed on both sides: two objects merge member by member, two media lists record by
    // record; anything else is one value changed twice. A DTCG colour object is one value: its
    // space from one side and components from the other would be a colour nobody chose.
    if case .object(let latestMembers)? = latest, case .object(let yourMembers)? = yours,
      !ColorLiteral.isDTCGObject(latest), !ColorLiteral.isDTCGObject(yours)
    {
      let baseMembers = base?.objectMembers ?? []
      var keys: [String] = []
      var seen: Set<String> = []
      for key in (baseMembers + latestMembers + yourMembers).map(\.key) where seen.insert(key).inserted {
        keys.append(key)
      }
      let members = keys.compactMap { key -> JSONMember? in
        let merged = value(
          base: base?[key], latest: latest?[key], yours: yours?[key], path: JSONPath.appending(key, to: path),
          side: side, conflicts: &conflicts)
        return merged.map { JSONMember(key, $0) }
      }
      return .object(members.sorted { $0.key.precedesByCodePoint($1.key) })
    }
    if path == "media",
      let merged = records(base: base, latest: latest, yours: yours, side: side, conflicts: &conflicts)
    {
      return merged
    }
    conflicts.append(MergeConflict(path: path, base: base, latest: latest, yours: yours))
    switch side {
    case .latest: return latest
    case .yours, nil: return yours
    }
  }

  /// Media records merged by `id`, in the latest version's order with your new ones after;
  /// nil when a side's list is not one of records with distinct ids.
  static func records(
    base: JSONValue?, latest: JSONValue?, yours: JSONValue?, side: Side?, conflicts: inout [MergeConflict]
  ) -> JSONValue? {
    func byID(_ list: JSONValue?) -> [(id: String, record: JSONValue)]? {
      guard let list else { return [] }
      guard let elements = list.arrayElements else { return nil }
      var result: [(id: String, record: JSONValue)] = []
      for element in elements {
        guard let id = element["id"]?.stringValue, !result.contains(where: { $0.id == id }) else { return nil }
        result.append((id, element))
      }
      return result
    }
    guard let baseRecords = byID(base), let latestRecords = byID(latest), let yourRecords = byID(yours) else {
      return nil
    }
    var ids: [String] = []
    for id in (latestRecords + yourRecords + baseRecords).map(\.id) where !ids.contains(id) { ids.append(id) }
    var merged: [JSONValue] = []
    for id in ids {
      let path = "media[\(JSONWriter.quoted(id))]"
      let record = value(
        base: baseRecords.first { $0.id == id }?.record, latest: latestRecords.first { $0.id == id }?.record,
        yours: yourRecords.first { $0.id == id }?.record, path: path, side: side, conflicts: &conflicts)
      if let record { merged.append(record) }
    }
    return .array(merged)
  }
}
