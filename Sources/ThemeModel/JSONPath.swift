/// Builds the dotted JSON paths that name a place in a document in error messages.
public enum JSONPath {
  /// Appends an object key to `path`, quoting it when it is not a plain identifier.
  public static func appending(_ key: String, to path: String) -> String {
    let plain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
      }
    let component = plain ? key : "[\(JSONWriter.quoted(key))]"
    if path == "$" { return plain ? key : "$" + component }
    return plain ? "\(path).\(key)" : path + component
  }
}
