import ThemeModel

/// The DTCG 2025.10 resolver module: a document of `sets` and `modifiers` (each context a list of
/// sources) and a `resolutionOrder`, resolved for given inputs (a context per modifier) into one
/// token tree. themereg reads one tree per appearance: the modifier whose contexts name
/// appearances chooses it, every other modifier takes its input or default.
public enum DTCGResolver {
  /// What to resolve with: a context for every modifier that is not the appearance one, and a
  /// mapping from context names to appearances beyond the usual spellings.
  public struct Inputs: Sendable, Equatable {
    /// `--input MODIFIER=CONTEXT`.
    public var contexts: [String: String] = [:]
    /// `--appearance CONTEXT=APPEARANCE`.
    public var appearances: [String: Appearance] = [:]

    /// Creates inputs.
    public init(contexts: [String: String] = [:], appearances: [String: Appearance] = [:]) {
      self.contexts = contexts
      self.appearances = appearances
    }
  }

  /// The files a resolver's `$ref`s name (not its own `#/…` pointers).
  static func fileReferences(_ node: JSONValue) -> [String] {
    switch node {
    case .object(let members):
      return members.flatMap { member -> [String] in
        if member.key == "$ref", let reference = member.value.stringValue, !reference.hasPrefix("#") {
          return [reference.hasPrefix("./") ? String(reference.dropFirst(2)) : reference]
        }
        return fileReferences(member.value)
      }
    case .array(let elements): return elements.flatMap(fileReferences)
    default: return []
    }
  }

  static func isResolver(_ document: JSONValue) -> Bool {
    document["resolutionOrder"] != nil
  }

  /// The appearance a context name stands for, by the usual spellings, case-insensitive:
  /// `light`, `dark`, `lightHighContrast`, `light-hc`, `light-high-contrast`,
  /// `high-contrast-light`, and the dark ones alike.
  public static func appearance(ofContext name: String) -> Appearance? {
    let key = name.lowercased().filter { $0.isLetter }
    switch key {
    case "light", "day": return .light
    case "dark", "night": return .dark
    case "lighthighcontrast", "lighthc", "highcontrastlight", "lightcontrast", "hclight": return .lightHighContrast
    case "darkhighcontrast", "darkhc", "highcontrastdark", "darkcontrast", "hcdark": return .darkHighContrast
    default: return nil
    }
  }

  /// Every problem of a resolver document; empty when it follows the 2025.10 resolver module.
  public static func validate(_ resolver: JSONValue) -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    func problem(_ path: String, _ message: String) { issues.append(ValidationIssue(path: path, message: message)) }
    guard let root = resolver.objectMembers else {
      return [ValidationIssue(path: "$", message: "a resolver is an object")]
    }
    for member in root
    where ![
      "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions",
    ]
    .contains(member.key) {
      problem(member.key, "is not a property of a resolver")
    }
    if resolver["version"] == nil {
      problem("version", "a resolver needs \"version\": \"2025.10\"")
    } else if resolver["version"]?.stringValue != "2025.10" {
      problem("version", "must be \"2025.10\"")
    }
    func sources(_ list: JSONValue?, at path: String, inSet: Bool) {
      guard let elements = list?.arrayElements else { return problem(path, "must be a list of sources") }
      for (index, source) in elements.enumerated() {
        guard let reference = source["$ref"]?.stringValue, source.objectMembers?.count == 1 else { continue }
        if reference.hasPrefix("#/modifiers/") { problem("\(path)[\(index)]", "a source cannot be a modifier") }
        if reference.hasPrefix("#/") && !reference.hasPrefix("#/sets/") && !reference.hasPrefix("#/modifiers/") {
          problem("\(path)[\(index)]", "\(JSONWriter.quoted(reference)) is not #/sets/NAME or a file")
        }
        if reference.hasPrefix("#/sets/"), resolver["sets"]?[String(reference.dropFirst(7))] == nil {
          problem("\(path)[\(index)]", "no set named \(JSONWriter.quoted(String(reference.dropFirst(7))))")
        }
      }
    }
    func set(_ value: JSONValue, at path: String, inline: Bool) {
      let allowed =
        inline ? ["type", "name", "sources", "description", "$extensions"] : ["sources", "description", "$extensions"]
      for member in value.objectMembers ?? [] where !allowed.contains(member.key) {
        problem(path, "\(JSONWriter.quoted(member.key)) is not a property of a set")
      }
      if value["sources"] == nil {
        problem(path, "a set needs sources")
      } else {
        sources(value["sources"], at: path + ".sources", inSet: true)
      }
    }
    func modifier(_ value: JSONValue, at path: String, inline: Bool) {
      let allowed =
        inline
        ? ["type", "name", "contexts", "default", "description", "$extensions"]
        : ["contexts", "default", "description", "$extensions"]
      for member in value.objectMembers ?? [] where !allowed.contains(member.key) {
        problem(path, "\(JSONWriter.quoted(member.key)) is not a property of a modifier")
      }
      guard let contexts = value["contexts"]?.objectMembers else { return problem(path, "a modifier needs contexts") }
      if contexts.count < 2 { problem(path, "a modifier needs at least two contexts") }
      for context in contexts { sources(context.value, at: "\(path).contexts.\(context.key)", inSet: false) }
      if let choice = value["default"]?.stringValue, !contexts.contains(where: { $0.key == choice }) {
        problem(path, "its default \(JSONWriter.quoted(choice)) is not one of its contexts")
      }
    }
    for entry in resolver["sets"]?.objectMembers ?? [] { set(entry.value, at: "sets.\(entry.key)", inline: false) }
    for entry in resolver["modifiers"]?.objectMembers ?? [] {
      modifier(entry.value, at: "modifiers.\(entry.key)", inline: false)
    }
    // Sets that include each other in a circle.
    for entry in resolver["sets"]?.objectMembers ?? [] {
      var seen: Set<String> = [entry.key]
      var pending = [entry.key]
      while let name = pending.popLast() {
        for source in resolver["sets"]?[name]?["sources"]?.arrayElements ?? [] {
          guard let reference = source["$ref"]?.stringValue, reference.hasPrefix("#/sets/") else { continue }
          let next = String(reference.dropFirst(7))
          if next == entry.key { problem("sets.\(entry.key)", "includes itself through \(name)") }
          if seen.insert(next).inserted { pending.append(next) }
        }
      }
    }
    guard let order = resolver["resolutionOrder"]?.arrayElements else {
      problem("resolutionOrder", "a resolver needs a resolutionOrder")
      return issues
    }
    if order.isEmpty { problem("resolutionOrder", "must name at least one set or modifier") }
    var names: Set<String> = []
    for (index, entry) in order.enumerated() {
      let path = "resolutionOrder[\(index)]"
      if let reference = entry["$ref"]?.stringValue {
        let parts = reference.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, parts[0] == "#", ["sets", "modifiers"].contains(parts[1]) else {
          problem(path, "\(JSONWriter.quoted(reference)) is not #/sets/NAME or #/modifiers/NAME")
          continue
        }
        if resolver[parts[1]]?[parts[2]] == nil { problem(path, "\(JSONWriter.quoted(reference)) names nothing") }
        if !names.insert(parts[2]).inserted { problem(path, "\(JSONWriter.quoted(parts[2])) comes twice") }
        continue
      }
      guard let type = entry["type"]?.stringValue, type == "set" || type == "modifier" else {
        problem(path, "an inline entry needs \"type\": \"set\" or \"modifier\"")
        continue
      }
      guard let name = entry["name"]?.stringValue else {
        problem(path, "an inline \(type) needs a name")
        continue
      }
      if !names.insert(name).inserted { problem(path, "\(JSONWriter.quoted(name)) comes twice") }
      if type == "set" { set(entry, at: path, inline: true) } else { modifier(entry, at: path, inline: true) }
    }
    return issues
  }
}
