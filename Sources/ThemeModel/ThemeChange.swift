/// One difference between two versions of a theme, at a JSON path.
public struct ThemeChange: Sendable, Equatable {
  /// What happened to the value.
  public enum Kind: String, Sendable {
    case added, removed, changed
  }

  /// Where, e.g. `colors.outgoingBubble.dark` or `media[id=welcome-banner].sourceAlt`.
  public var path: String
  /// Added, removed or changed.
  public var kind: Kind
  /// The old value as written (nil when added).
  public var from: JSONValue?
  /// The new value as written (nil when removed).
  public var to: JSONValue?
  /// For colours: the old resolved colour, when it differs from what is written (aliases).
  public var resolvedFrom: String?
  /// For colours: the new resolved colour, when it differs from what is written (aliases).
  public var resolvedTo: String?

  /// Creates a change.
  public init(
    path: String, kind: Kind, from: JSONValue?, to: JSONValue?, resolvedFrom: String? = nil, resolvedTo: String? = nil
  ) {
    self.path = path
    self.kind = kind
    self.from = from
    self.to = to
    self.resolvedFrom = resolvedFrom
    self.resolvedTo = resolvedTo
  }
}

/// Structural differences between two theme documents.
public enum ThemeDiff {
  /// Every added, removed and changed value from `old` to `new`, in path order.
  ///
  /// Colours are compared per appearance, both as written and as resolved, so re-pointing an
  /// alias, or changing the colour an alias points at, both show. Media records are matched
  /// by `id`, so reordering is no change and a new id is a removal plus an addition.
  public static func changes(from old: ThemeDocument, to new: ThemeDocument) -> [ThemeChange] {
    var changes: [ThemeChange] = []
    let oldRoot = old.json.objectMembers ?? []
    let newRoot = new.json.objectMembers ?? []
    let keys = Set(oldRoot.map(\.key)).union(newRoot.map(\.key)).sorted { $0.precedesByCodePoint($1) }
    for key in keys {
      let before = oldRoot.first { $0.key == key }?.value
      let after = newRoot.first { $0.key == key }?.value
      switch key {
      case "colors": colorChanges(old.theme, new.theme, into: &changes)
      case "media": mediaChanges(before, after, into: &changes)
      default: valueChanges(before, after, path: key, into: &changes)
      }
    }
    // Keys and colour names are matched as Swift strings, which treats canonically equivalent
    // spellings as one; documents whose hashes differ must still show where they differ.
    if changes.isEmpty, old.contentHash != new.contentHash,
      let change = encodingDifference(old.json, new.json, path: "")
    {
      changes.append(change)
    }
    return changes
  }

  /// The first text (a key or a string) that differs between two documents only in its code
  /// points, canonically equivalent otherwise ("é" as U+00E9 or as e + U+0301), walking
  /// objects in code-point order of their keys. Other differences are the diff's to report.
  static func encodingDifference(_ old: JSONValue, _ new: JSONValue, path: String) -> ThemeChange? {
    let here = path.isEmpty ? "$" : path
    switch (old, new) {
    case (.object(let before), .object(let after)) where before.count == after.count:
      let sortedBefore = before.sorted { $0.key.precedesByCodePoint($1.key) }
      let sortedAfter = after.sorted { $0.key.precedesByCodePoint($1.key) }
      for (left, right) in zip(sortedBefore, sortedAfter) {
        if !left.key.utf8.elementsEqual(right.key.utf8) {
          guard left.key == right.key else { return nil }
          return ThemeChange(path: here, kind: .changed, from: .string(left.key), to: .string(right.key))
        }
        let child = path.isEmpty ? left.key : JSONPath.appending(left.key, to: path)
        if let change = encodingDifference(left.value, right.value, path: child) { return change }
      }
      return nil
    case (.array(let before), .array(let after)) where before.count == after.count:
      for (index, (left, right)) in zip(before, after).enumerated() {
        if let change = encodingDifference(left, right, path: "\(here)[\(index)]") { return change }
      }
      return nil
    case (.string(let before), .string(let after)) where before == after && !before.utf8.elementsEqual(after.utf8):
      return ThemeChange(path: here, kind: .changed, from: old, to: new)
    default:
      return nil
    }
  }

  private static func colorChanges(_ old: Theme, _ new: Theme, into changes: inout [ThemeChange]) {
    let oldTokens = Dictionary(uniqueKeysWithValues: old.colors.map { ($0.name, $0) })
    let newTokens = Dictionary(uniqueKeysWithValues: new.colors.map { ($0.name, $0) })
    let names = Set(oldTokens.keys).union(newTokens.keys).sorted { $0.precedesByCodePoint($1) }
    let appearances = Appearance.allCases.filter { old.appearances.contains($0) || new.appearances.contains($0) }
    for name in names {
      let base = JSONPath.appending(name, to: "colors")
      switch (oldTokens[name], newTokens[name]) {
      case (nil, let token?):
        changes.append(ThemeChange(path: base, kind: .added, from: nil, to: written(token)))
      case (let token?, nil):
        changes.append(ThemeChange(path: base, kind: .removed, from: written(token), to: nil))
      case (let before?, let after?):
        if before.role != after.role {
          changes.append(
            ThemeChange(
              path: base + ".role", kind: before.role == nil ? .added : after.role == nil ? .removed : .changed,
              from: before.role.map { .string($0.rawValue) }, to: after.role.map { .string($0.rawValue) }))
        }
        if before.isUniform, after.isUniform, case .literal = before.values[.light]!,
          case .literal = after.values[.light]!
        {
          // One literal for every appearance on both sides: report it as written, once (a
          // DTCG object with the sRGB value it stands for, which its text does not show).
          let written = (before: before.values[.light]!, after: after.values[.light]!)
          if written.before.written != written.after.written {
            let objects = written.before.isObject || written.after.isObject
            changes.append(
              ThemeChange(
                path: base, kind: .changed, from: written.before.writtenValue, to: written.after.writtenValue,
                resolvedFrom: objects ? old.resolvedColors[name]?[.light]?.hex : nil,
                resolvedTo: objects ? new.resolvedColors[name]?[.light]?.hex : nil))
          }
          continue
        }
        var reported: [Appearance: [String?]] = [:]
        for appearance in appearances {
          let expressionBefore = before.expression(in: appearance)
          let expressionAfter = after.expression(in: appearance)
          let writtenBefore = expressionBefore.written
          let writtenAfter = expressionAfter.written
          let resolvedBefore = old.resolvedColors[name]?[appearance]?.hex
          let resolvedAfter = new.resolvedColors[name]?[appearance]?.hex
          guard writtenBefore != writtenAfter || resolvedBefore != resolvedAfter else { continue }
          let change: [String?] = [writtenBefore, writtenAfter, resolvedBefore, resolvedAfter]
          // An appearance neither side names, changing exactly as the one it falls back to, adds nothing.
          var fallback = appearance.fallback
          while let candidate = fallback, reported[candidate] == nil { fallback = candidate.fallback }
          if before.values[appearance] == nil, after.values[appearance] == nil, let fallback,
            reported[fallback] == change
          {
            continue
          }
          reported[appearance] = change
          // An alias, and a DTCG object, stand for a value their text does not show.
          let showsResolved =
            writtenBefore.hasPrefix("{") || writtenAfter.hasPrefix("{") || writtenBefore == writtenAfter
          changes.append(
            ThemeChange(
              path: base + "." + appearance.rawValue, kind: .changed, from: expressionBefore.writtenValue,
              to: expressionAfter.writtenValue, resolvedFrom: showsResolved ? resolvedBefore : nil,
              resolvedTo: showsResolved ? resolvedAfter : nil))
        }
      case (nil, nil): break
      }
    }
  }

  private static func written(_ token: ColorToken) -> JSONValue {
    if token.isUniform { return token.values[.light]!.writtenValue }
    return .object(
      Appearance.allCases.compactMap { appearance in
        token.values[appearance].map { JSONMember(appearance.rawValue, $0.writtenValue) }
      } + (token.role.map { [JSONMember("role", .string($0.rawValue))] } ?? []))
  }

  private static func mediaChanges(_ old: JSONValue?, _ new: JSONValue?, into changes: inout [ThemeChange]) {
    func records(_ value: JSONValue?) -> [(id: String, value: JSONValue)] {
      (value?.arrayElements ?? []).compactMap { record in record["id"]?.stringValue.map { ($0, record) } }
    }
    let before = records(old)
    let after = records(new)
    let oldByID = Dictionary(before, uniquingKeysWith: { first, _ in first })
    let newByID = Dictionary(after, uniquingKeysWith: { first, _ in first })
    var ids: [String] = before.map(\.id)
    for record in after where oldByID[record.id] == nil { ids.append(record.id) }
    for id in ids {
      let path = "media[id=\(id)]"
      switch (oldByID[id], newByID[id]) {
      case (nil, let record?): changes.append(ThemeChange(path: path, kind: .added, from: nil, to: record))
      case (let record?, nil): changes.append(ThemeChange(path: path, kind: .removed, from: record, to: nil))
      case (let old?, let new?): valueChanges(old, new, path: path, into: &changes)
      case (nil, nil): break
      }
    }
  }

  /// Recursive comparison: objects by key, everything else (arrays included) as a whole.
  static func valueChanges(_ old: JSONValue?, _ new: JSONValue?, path: String, into changes: inout [ThemeChange]) {
    switch (old, new) {
    case (nil, nil): return
    case (nil, let value?): changes.append(ThemeChange(path: path, kind: .added, from: nil, to: value))
    case (let value?, nil): changes.append(ThemeChange(path: path, kind: .removed, from: value, to: nil))
    case (.object(let before)?, .object(let after)?):
      let keys = Set(before.map(\.key)).union(after.map(\.key)).sorted { $0.precedesByCodePoint($1) }
      for key in keys {
        valueChanges(
          before.first { $0.key == key }?.value, after.first { $0.key == key }?.value,
          path: JSONPath.appending(key, to: path), into: &changes)
      }
    case (let before?, let after?):
      if before != after { changes.append(ThemeChange(path: path, kind: .changed, from: before, to: after)) }
    }
  }
}
