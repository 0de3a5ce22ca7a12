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

  /// A name that stands for a stored version when no file is given (no regions).
  static func stored(theme: String) -> SARIFArtifact {
    SARIFArtifact(uri: URIPath.percentEncoded(theme + ".theme.json"), rootURI: nil, sourceMap: nil)
  }

  /// The artifact of the file at `path`, relative to `sourceRoot` or the enclosing git work tree.
  static func file(_ path: String, bytes: [UInt8], sourceRoot: String?) -> SARIFArtifact {
    let absolute = normalized(absolutePath(path))
    let folder = String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
    let root = normalized(absolutePath(sourceRoot ?? gitWorkTree(containing: folder) ?? cwd()))
    let map = try? JSONParser.parseWithSourceMap(bytes).1
    let prefix = root == "/" ? "/" : root + "/"
    guard absolute.hasPrefix(prefix) else {
      return SARIFArtifact(uri: "file://" + URIPath.percentEncoded(absolute), rootURI: nil, sourceMap: map)
    }
    return SARIFArtifact(
      uri: URIPath.percentEncoded(String(absolute.dropFirst(prefix.count))),
      rootURI: "file://" + URIPath.percentEncoded(prefix),
      sourceMap: map)
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
