/// The punctuation of a list written an element at a time as the last member of a command's
/// `--json` object, byte for byte as `printJSON` pretty-prints the whole document: its
/// elements sit two levels deep (`JSONWriter.write(_:options:indent:into:)` with `indent: 2`).
enum StreamedJSONList {
  /// What goes before element `index`: the list's opening bracket, or the comma after the last.
  static func separator(before index: Int) -> String { index == 0 ? "[\n    " : ",\n    " }

  /// What closes the list of `count` elements and the object around it.
  static func closing(count: Int) -> String { count == 0 ? "[]\n}\n" : "\n  ]\n}\n" }
}
