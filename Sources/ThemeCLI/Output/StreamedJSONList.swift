import ThemeModel

/// The punctuation of a list written an element at a time as the last member of a command's
/// `--json` object, byte for byte as `printJSON` pretty-prints the whole document: its
/// elements sit two levels deep (`JSONWriter.write(_:options:indent:into:)` with `indent: 2`).
enum StreamedJSONList {
  /// What goes before element `index`: the list's opening bracket, or the comma after the last.
  static func separator(before index: Int) -> String { index == 0 ? "[\n    " : ",\n    " }

  /// What closes the list of `count` elements and the object around it.
  static func closing(count: Int) -> String { count == 0 ? "[]\n}\n" : "\n  ]\n}\n" }

  /// Writes `header` (the object up to the list's name) and then `elements` as that list, each
  /// as `json` makes it, an element at a time: a long list is never built whole.
  static func write<Element>(
    _ elements: [Element], after header: [UInt8], to console: Console, _ json: (Element) -> JSONValue
  ) {
    var bytes = header
    for (index, element) in elements.enumerated() {
      bytes.append(contentsOf: separator(before: index).utf8)
      JSONWriter.write(json(element), options: .pretty, indent: 2, into: &bytes)
      console.write(bytes: bytes)
      bytes.removeAll(keepingCapacity: true)
    }
    bytes.append(contentsOf: closing(count: elements.count).utf8)
    console.write(bytes: bytes)
  }
}
