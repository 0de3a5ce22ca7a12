import ThemeModel

/// Figma's own DTCG export — one file per collection and mode (`Semantic.Dark.json`, or
/// `Light.tokens.json` with the mode in its root `$extensions["com.figma.modeName"]`) — laid
/// out as the DTCG reader's inputs: a collection of one mode is the base of every appearance
/// (primitives), and each mode of a collection with several is the appearance its name
/// stands for, by the same names as the Variables response (`Light`, `Dark`, `Dark HC`, …)
/// or as the caller chose. A mode that stands for no appearance is listed, not merged.
///
/// The files are otherwise DTCG 2025.10: colours as `{colorSpace, components, alpha, hex}`,
/// aliases as `{group.token}` (across collections too, which is why every file merges into
/// one tree), and each token's `com.figma.*` extensions, which the DTCG reader keeps.
public enum FigmaModeFiles {
  /// One file's collection and mode, and where they were read.
  public struct Mode: Sendable, Equatable {
    /// The collection's name (`Semantic`).
    public var collection: String
    /// The mode's name (`Dark`).
    public var mode: String
  }

  /// The DTCG inputs of `files`, and the files whose mode stands for no appearance.
  public static func inputs(_ files: [ImportFile], appearances chosen: [String: Appearance] = [:])
    throws(ThemeValidationError) -> (inputs: [DTCGImporter.Input], ignored: [ValidationIssue])
  {
    var modes: [(file: ImportFile, mode: Mode)] = []
    var issues: [ValidationIssue] = []
    for file in files {
      do {
        modes.append((file, mode(of: file.path, tree: try JSONParser.parse(file.bytes))))
      } catch {
        issues += error.issues.map { ValidationIssue(path: file.path + ": " + $0.path, message: $0.message) }
      }
    }
    if !issues.isEmpty { throw ThemeValidationError(issues: issues) }
    var byCollection: [String: [(file: ImportFile, mode: Mode)]] = [:]
    var order: [String] = []
    for entry in modes {
      if byCollection[entry.mode.collection] == nil { order.append(entry.mode.collection) }
      byCollection[entry.mode.collection, default: []].append(entry)
    }
    var base: [DTCGImporter.Input] = []
    var moded: [DTCGImporter.Input] = []
    var ignored: [ValidationIssue] = []
    for collection in order {
      let entries = byCollection[collection] ?? []
      // Two files of one collection and mode would silently shadow each other.
      var seen: [String: String] = [:]
      for entry in entries {
        if let earlier = seen[entry.mode.mode] {
          issues.append(
            ValidationIssue(
              path: entry.file.path,
              message:
                "is the mode \(JSONWriter.quoted(entry.mode.mode)) of the collection \(JSONWriter.quoted(collection)), as \(earlier) is"
            ))
        }
        seen[entry.mode.mode] = entry.file.path
      }
      guard entries.count > 1 else {
        // A collection of one mode (primitives, `Mode 1`) holds every appearance's values.
        base += entries.map { DTCGImporter.Input(name: $0.file.path, bytes: $0.file.bytes, appearance: .light) }
        continue
      }
      for entry in entries {
        let appearance =
          chosen["\(collection).\(entry.mode.mode)"] ?? chosen[entry.mode.mode]
          ?? FigmaVariablesImporter.appearance(ofMode: entry.mode.mode)
        guard let appearance else {
          ignored.append(
            ValidationIssue(
              path: entry.file.path,
              message:
                "the mode \(JSONWriter.quoted(entry.mode.mode)) of \(JSONWriter.quoted(collection)) stands for no appearance; not merged (name its appearance to import it)"
            ))
          continue
        }
        moded.append(DTCGImporter.Input(name: entry.file.path, bytes: entry.file.bytes, appearance: appearance))
      }
    }
    if !issues.isEmpty { throw ThemeValidationError(issues: issues) }
    return (base + moded, ignored)
  }

  /// Whether `tree` is one mode of Figma's DTCG export: its root names the mode, or its first
  /// token carries Figma's extensions.
  public static func isModeFile(_ tree: JSONValue) -> Bool {
    if rootMarker(tree, "modeName") != nil { return true }
    return firstTokenHasFigmaExtensions(tree, depth: 0) ?? false
  }

  /// The collection and mode of the file at `path`: from its root `$extensions`, else from its
  /// name (`Collection.Mode.json`, or `Mode.tokens.json` in the collection's folder).
  static func mode(of path: String, tree: JSONValue) -> Mode {
    let parts = path.split(separator: "/").map(String.init)
    var stem = parts.last ?? path
    for suffix in [".tokens.json", ".json"] where stem.lowercased().hasSuffix(suffix) {
      stem = String(stem.dropLast(suffix.count))
      break
    }
    var collection = parts.count > 1 ? parts[parts.count - 2] : ""
    var mode = stem
    if let dot = stem.lastIndex(of: ".") {
      collection = String(stem[..<dot])
      mode = String(stem[stem.index(after: dot)...])
    }
    return Mode(
      collection: rootMarker(tree, "collectionName") ?? collection, mode: rootMarker(tree, "modeName") ?? mode)
  }

  /// A root `$extensions` value of Figma's, written flat (`com.figma.modeName`) as Figma
  /// does, or nested (`com.figma` → `modeName`) as some plugins do.
  static func rootMarker(_ tree: JSONValue, _ key: String) -> String? {
    let extensions = tree["$extensions"]
    return extensions?["com.figma.\(key)"]?.stringValue ?? extensions?["com.figma"]?[key]?.stringValue
  }

  /// Whether the first token found (depth-first, bounded) has a `com.figma` extension key;
  /// nil when no token is found.
  private static func firstTokenHasFigmaExtensions(_ node: JSONValue, depth: Int) -> Bool? {
    guard depth < 32, let members = node.objectMembers else { return nil }
    if members.contains(where: { $0.key == "$value" }) {
      return node["$extensions"]?.objectMembers?.contains { $0.key.hasPrefix("com.figma") } ?? false
    }
    for member in members where !member.key.hasPrefix("$") {
      if let found = firstTokenHasFigmaExtensions(member.value, depth: depth + 1) { return found }
    }
    return nil
  }
}
