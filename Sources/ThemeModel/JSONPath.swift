/// Builds the dotted JSON paths that name a place in a document in error messages.
public enum JSONPath {
  /// Appends an object key to `path`, quoting it when it is not a plain identifier.
  public static func appending(_ key: String, to path: String) -> String {
    let plain =
      !key.isEmpty
      && key.utf8.allSatisfy { byte in
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F
          || byte == 0x2D
      }
    let component = plain ? key : "[\(JSONWriter.quoted(key))]"
    if path == "$" { return plain ? key : "$" + component }
    return plain ? "\(path).\(key)" : path + component
  }
}
