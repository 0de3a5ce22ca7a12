import ThemeModel

/// A Tokens Studio for Figma project in its legacy JSON: token sets (a folder of files named by
/// set, or one file whose top-level keys are sets), `$themes` and `$metadata.tokenSetOrder`.
public struct TokensStudioProject: Sendable {
  /// One `$themes` entry: a theme of a group, and the state of each set in it.
  public struct ThemeEntry: Sendable, Equatable {
    public var name: String
    public var group: String?
    /// `enabled` (emitted) or `source` (resolves references only), by set name.
    public var sets: [String: String]
  }

  /// The sets, in the order tokens override (later wins).
  public private(set) var sets: [(name: String, tree: JSONValue)] = []
  public private(set) var themes: [ThemeEntry] = []
  /// What the project says that was not followed, with why (a stale set order, say).
  public private(set) var notes: [ValidationIssue] = []

  /// Reads `files`: the JSON files of a folder (paths relative to it, a set's name is its path
  /// without `.json`), or with `singleFile` one file whose top-level keys are the sets.
  public init(files: [ImportFile], singleFile: Bool) throws(ThemeValidationError) {
    var parsed: [(String, JSONValue)] = []
    var issues: [ValidationIssue] = []
    for file in files {
      do {
        parsed.append((file.path, try JSONParser.parse(file.bytes)))
      } catch {
        issues += error.issues.map { ValidationIssue(path: file.path + ": " + $0.path, message: $0.message) }
      }
    }
    if !issues.isEmpty { throw ThemeValidationError(issues: issues) }
    var themesValue: JSONValue?
    var metadata: JSONValue?
    var found: [(String, JSONValue)] = []
    if singleFile, parsed.count == 1 {
      // One file: its top-level keys are the sets.
      for member in parsed[0].1.objectMembers ?? [] {
        switch member.key {
        case "$themes": themesValue = member.value
        case "$metadata": metadata = member.value
        default: found.append((member.key, member.value))
        }
      }
    } else {
      for (path, tree) in parsed {
        let setName = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
        switch setName.split(separator: "/").last {
        case "$themes": themesValue = tree
        case "$metadata": metadata = tree
        default: found.append((setName, tree))
        }
      }
    }
    let order = (metadata?["tokenSetOrder"]?.arrayElements ?? []).compactMap(\.stringValue)
    let known = Set(found.map(\.0))
    let stale = order.filter { !known.contains($0) }
    if !stale.isEmpty {
      notes.append(
        ValidationIssue(
          path: "$metadata.tokenSetOrder",
          message:
            "names sets that do not exist (\(stale.prefix(5).joined(separator: ", "))); the rest keep the order of their files"
        ))
    }
    let ranked = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    sets = found.enumerated().sorted { left, right in
      (ranked[left.element.0] ?? order.count + left.offset) < (ranked[right.element.0] ?? order.count + right.offset)
    }.map { (name: $0.element.0, tree: $0.element.1) }
    for (index, entry) in (themesValue?.arrayElements ?? []).enumerated() {
      guard let name = entry["name"]?.stringValue else {
        throw ThemeValidationError(issues: [
          ValidationIssue(path: "$themes[\(index)]", message: "a theme needs a \"name\"")
        ])
      }
      var states: [String: String] = [:]
      for member in entry["selectedTokenSets"]?.objectMembers ?? [] {
        guard let state = member.value.stringValue, state != "disabled" else { continue }
        guard known.contains(member.key) else {
          throw ThemeValidationError(issues: [
            ValidationIssue(
              path: "$themes[\(index)].selectedTokenSets",
              message:
                "the theme \(JSONWriter.quoted(name)) names the set \(JSONWriter.quoted(member.key)), which is not among the files"
            )
          ])
        }
        states[member.key] = state
      }
      themes.append(ThemeEntry(name: name, group: entry["group"]?.stringValue, sets: states))
    }
  }

  /// The theme groups, each with its themes, in the order first met (a theme without a group
  /// is a group of its own).
  public var groups: [(name: String, themes: [ThemeEntry])] {
    var groups: [(name: String, themes: [ThemeEntry])] = []
    for theme in themes {
      let group = theme.group ?? theme.name
      if let index = groups.firstIndex(where: { $0.name == group }) {
        groups[index].themes.append(theme)
      } else {
        groups.append((group, [theme]))
      }
    }
    return groups
  }
}
