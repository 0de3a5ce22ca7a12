import ThemeModel

/// Where the DTCG export writes each colour and typography style: the token path an import
/// recorded for it, else its section's group (`color`, `typography`) and its name's
/// dot-separated segments as nested groups (`brand.primary` → `color.brand.primary`). A name
/// that is also a group of other names is written as that group's `$root` token.
struct TokenLayout {
  /// The path of each name, by section.
  private var paths: [String: [String: [String]]] = [:]
  /// The paths that are groups of other paths too.
  private var roots: Set<[String]> = []

  init(_ theme: Theme) {
    let metadata = theme.extensions?[DTCGImporter.keptKey]?["metadata"]
    var all: [[String]] = []
    for (section, names) in [("color", theme.colors.map(\.name)), ("typography", theme.typography.map(\.name))] {
      var used = Set<[String]>()
      var result: [String: [String]] = [:]
      for name in names {
        let recorded = metadata?["\(section):\(name)"]?["path"]?.arrayElements?.compactMap(\.stringValue)
        let base =
          recorded.flatMap { $0.isEmpty ? nil : $0 }
          ?? [section] + name.split(separator: ".", omittingEmptySubsequences: false).map { Self.segment(String($0)) }
        var path = base
        var counter = 2
        while used.contains(path) {
          path = Array(base.dropLast()) + [base.last! + "_\(counter)"]
          counter += 1
        }
        used.insert(path)
        result[name] = path
        all.append(path)
      }
      paths[section] = result
    }
    let prefixes = Set(all.flatMap { path in (1..<max(path.count, 1)).map { Array(path.prefix($0)) } })
    roots = Set(all.filter(prefixes.contains))
  }

  /// A path segment DTCG accepts: no `.`, `{` or `}`, no leading `$`, not empty.
  static func segment(_ text: String) -> String {
    var result = text.replacing("{", with: "(").replacing("}", with: ")")
    if result.hasPrefix("$") { result = "_" + result.dropFirst() }
    return result.isEmpty ? "_" : result
  }

  /// The path the token of `name` is written at (with `$root` for a name that is also a group).
  func storedPath(_ name: String, section: String) -> [String]? {
    guard let path = paths[section]?[name] else { return nil }
    return roots.contains(path) ? path + ["$root"] : path
  }

  /// `{a.b}` for the token of `name`.
  func reference(_ name: String, section: String) -> String {
    "{" + (storedPath(name, section: section) ?? [section, Self.segment(name)]).joined(separator: ".") + "}"
  }

  /// Whether an import could not derive `name` from its path (so the export records it).
  func needsName(_ name: String, section: String) -> Bool {
    guard let path = paths[section]?[name] else { return true }
    return path.first != section || path.dropFirst().joined(separator: ".") != name
  }

  /// Puts `token` at `name`'s path in `members`, making the groups on the way.
  func insert(_ token: JSONValue, name: String, section: String, into members: inout [JSONMember]) {
    guard let path = storedPath(name, section: section) else { return }
    Self.insert(token, at: path[...], into: &members)
  }

  private static func insert(_ token: JSONValue, at path: ArraySlice<String>, into members: inout [JSONMember]) {
    guard let first = path.first else { return }
    if path.count == 1 {
      members.removeAll { $0.key == first }
      members.append(JSONMember(first, token))
      return
    }
    var inner = members.first { $0.key == first }?.value.objectMembers ?? []
    insert(token, at: path.dropFirst(), into: &inner)
    if let index = members.firstIndex(where: { $0.key == first }) {
      members[index] = JSONMember(first, .object(inner))
    } else {
      members.append(JSONMember(first, .object(inner)))
    }
  }
}
