import FoundationEssentials
import ThemeModel

/// The file a SARIF log reports on: its URI relative to a source root (the enclosing git work
/// tree unless `--source-root` names one), normalized and percent-encoded, and where each JSON
/// path of it is.
struct SARIFArtifact {
  /// The URI relative to `rootURI` (or absolute when the file is outside the root).
  var uri: String
  /// `file:///…/` of the source root, for `originalUriBaseIds.SRCROOT`; nil for a made-up name.
  var rootURI: String?
  /// Where values are, when the artifact is a real file that was parsed.
  var sourceMap: SourceMap?
  /// The source root imported files are named relative to (absolute, normalized).
  var importRoot = SARIFArtifact.root(nil, near: SARIFArtifact.cwd())

  /// A name that stands for a stored version when no file is given (no regions).
  static func stored(theme: String, sourceRoot: String?) -> SARIFArtifact {
    SARIFArtifact(
      uri: URIPath.percentEncoded(theme + ".theme.json"), rootURI: nil, sourceMap: nil,
      importRoot: root(sourceRoot, near: cwd()))
  }

  /// `sourceRoot`, else the git work tree around `folder`, else the working folder; absolute.
  static func root(_ sourceRoot: String?, near folder: String) -> String {
    normalized(absolutePath(sourceRoot ?? gitWorkTree(containing: folder) ?? cwd()))
  }

  /// The URI of a team's file an importer read (its path as given then, relative to the
  /// working folder), relative to the import root when it lies inside it.
  func uri(ofImported file: String) -> (uri: String, relative: Bool) {
    let absolute = Self.normalized(Self.absolutePath(file))
    let prefix = importRoot == "/" ? "/" : importRoot + "/"
    guard absolute.hasPrefix(prefix) else { return ("file://" + URIPath.percentEncoded(absolute), false) }
    return (URIPath.percentEncoded(String(absolute.dropFirst(prefix.count))), true)
  }

  /// The artifact of the file at `path`, relative to `sourceRoot` or the enclosing git work tree.
  static func file(_ path: String, bytes: [UInt8], sourceRoot: String?) -> SARIFArtifact {
    let absolute = normalized(absolutePath(path))
    let folder = String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
    let root = root(sourceRoot, near: folder)
    let map = try? JSONParser.parseWithSourceMap(bytes).1
    let prefix = root == "/" ? "/" : root + "/"
    guard absolute.hasPrefix(prefix) else {
      return SARIFArtifact(
        uri: "file://" + URIPath.percentEncoded(absolute), rootURI: nil, sourceMap: map, importRoot: root)
    }
    return SARIFArtifact(
      uri: URIPath.percentEncoded(String(absolute.dropFirst(prefix.count))),
      rootURI: "file://" + URIPath.percentEncoded(prefix),
      sourceMap: map, importRoot: root)
  }

  static func cwd() -> String { FileManager.default.currentDirectoryPath }

  static func absolutePath(_ path: String) -> String {
    path.hasPrefix("/") ? path : cwd() + "/" + path
  }

  /// `path` without `.`, `..` and repeated slashes.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The nearest folder at or above `folder` that holds `.git`.
  static func gitWorkTree(containing folder: String) -> String? {
    var current = normalized(folder)
    while true {
      if FileManager.default.fileExists(atPath: current + "/.git") { return current }
      guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
      current = slash == current.startIndex ? "/" : String(current[..<slash])
    }
  }

}
