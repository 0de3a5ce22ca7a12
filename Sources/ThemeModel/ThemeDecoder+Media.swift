/// Media alt-text records, motion and materials.
extension ThemeDecoder {
  mutating func decodeMedia(_ value: JSONValue?) -> [MediaRecord] {
    guard let value else { return [] }
    guard let elements = value.arrayElements else {
      fail("media", "expected an array of media records, found \(value.typeName)")
      return []
    }
    if elements.count > ThemeLimits.entriesPerSection {
      fail("media", "has \(elements.count) records; the limit is \(ThemeLimits.entriesPerSection)")
      return []
    }
    var records: [MediaRecord] = []
    var seen: [String: Int] = [:]
    let keys = ["id", "kind", "format", "thumbnailAlt", "sourceAlt", "label", "description"]
    for (offset, element) in elements.enumerated() {
      let path = "media[\(offset)]"
      guard let object = fields(element, at: path, allowed: keys, what: "a media record") else { continue }
      let issuesBefore = issues.count
      let id = requiredString(object["id"], at: path + ".id")
      if let id {
        if id.isEmpty || id.count > ThemeLimits.nameCharacters {
          fail(path + ".id", "an id must be 1–\(ThemeLimits.nameCharacters) characters")
        } else if let first = seen[id] {
          fail(path + ".id", "duplicate id \(JSONWriter.quoted(id)); media[\(first)] has it already")
        } else {
          seen[id] = offset
        }
      }
      let kind = optionalEnum(object["kind"], at: path + ".kind", as: MediaKind.self)
      if object["kind"] == nil { fail(path + ".kind", "required; \"image\" or \"video\"") }
      let format = optionalEnum(object["format"], at: path + ".format", as: MediaFormat.self)
      if object["format"] == nil {
        fail(path + ".format", "required; \"banner\", \"inline\", \"text\" or \"thumbnail\"")
      }
      let record = MediaRecord(
        id: id ?? "", kind: kind ?? .image, format: format ?? .banner,
        thumbnailAlt: optionalString(object["thumbnailAlt"], at: path + ".thumbnailAlt"),
        sourceAlt: optionalString(object["sourceAlt"], at: path + ".sourceAlt"),
        label: optionalString(object["label"], at: path + ".label"),
        description: optionalString(object["description"], at: path + ".description"))
      if issues.count == issuesBefore { records.append(record) }
    }
    return records
  }

  mutating func decodeMotion(_ value: JSONValue?) -> [MotionEntry] {
    var entries: [MotionEntry] = []
    for entry in namedEntries(value, at: "motion", what: "animations") {
      guard
        let object = fields(entry.value, at: entry.path, allowed: ["animation", "reduceMotion"], what: "an animation")
      else { continue }
      let issuesBefore = issues.count
      let animation = requiredString(object["animation"], at: entry.path + ".animation")
      let reduce = optionalEnum(object["reduceMotion"], at: entry.path + ".reduceMotion", as: ReduceMotionBehavior.self)
      if issues.count == issuesBefore, let animation {
        entries.append(MotionEntry(name: entry.name, animation: animation, reduceMotion: reduce))
      }
    }
    return entries
  }

  mutating func decodeMaterials(_ value: JSONValue?) -> [Material] {
    var materials: [Material] = []
    for entry in namedEntries(value, at: "materials", what: "materials") {
      guard let object = fields(entry.value, at: entry.path, allowed: ["liquidGlass", "fallback"], what: "a material")
      else { continue }
      let issuesBefore = issues.count
      let glass = optionalBool(object["liquidGlass"], at: entry.path + ".liquidGlass")
      let fallback = colorReference(object["fallback"], at: entry.path + ".fallback", required: false)
      if issues.count == issuesBefore {
        materials.append(Material(name: entry.name, liquidGlass: glass ?? false, fallback: fallback))
      }
    }
    return materials
  }
}
