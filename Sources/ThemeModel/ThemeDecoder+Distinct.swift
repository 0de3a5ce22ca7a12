/// `distinct`: sets of colours that must stay distinguishable from each other.
extension ThemeDecoder {
  /// Each set names at least two different colours of `colors`.
  mutating func decodeDistinctSets(_ value: JSONValue?) -> [DistinctSet] {
    var sets: [DistinctSet] = []
    for entry in namedEntries(value, at: "distinct", what: "distinct colour sets") {
      guard case .array(let elements) = entry.value else {
        fail(entry.path, "expected an array of colour names, found \(entry.value.typeName)")
        continue
      }
      var members: [String] = []
      for (index, element) in elements.enumerated() {
        let path = "\(entry.path)[\(index)]"
        guard case .string(let text) = element else {
          fail(path, "expected a colour name, found \(element.typeName)")
          continue
        }
        let name = Self.aliasTarget(text) ?? text
        guard colorPaths[name] != nil else {
          let hint = EditDistance.nearest(to: name, in: colorPaths.keys).map { "; did you mean \"\($0)\"?" } ?? ""
          fail(path, "unknown colour \(JSONWriter.quoted(String(name.prefix(64))))\(hint)")
          continue
        }
        if members.contains(name) {
          fail(path, "\(JSONWriter.quoted(String(name.prefix(64)))) is already in the set; name each colour once")
          continue
        }
        members.append(name)
      }
      if elements.count < 2 {
        fail(
          entry.path,
          "names \(elements.count) colour\(elements.count == 1 ? "" : "s"); a set to keep apart needs at least two")
        continue
      }
      sets.append(DistinctSet(name: entry.name, members: members))
    }
    return sets
  }
}
