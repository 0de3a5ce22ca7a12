extension ExportConfiguration {
  /// The configuration `bytes` hold (a `themereg.export/1` JSON document).
  ///
  /// - Throws: `ThemeValidationError` with every problem, each naming its key: an unknown key
  ///   (with the nearest known one), a value of the wrong type or outside its choices, and a
  ///   prefix or name the target cannot hold, with the target's rule.
  public init(bytes: [UInt8]) throws(ThemeValidationError) {
    try self.init(json: try JSONParser.parse(bytes))
  }

  /// The configuration `json` describes; see `init(bytes:)`.
  public init(json: JSONValue) throws(ThemeValidationError) {
    var reader = ConfigurationReader()
    self.init()
    guard let members = reader.object(json, at: "$") else { throw ThemeValidationError(issues: reader.issues) }
    reader.refuseUnknown(members, at: "$", known: ["format", "css", "android", "ios", "dtcg"])
    if json["format"]?.stringValue != Self.format {
      reader.issue("format", "must be \"\(Self.format)\"")
    }
    if let css = json["css"], let members = reader.object(css, at: "css") {
      reader.refuseUnknown(
        members, at: "css", known: ["prefix", "case", "selector", "modes", "attribute", "references"])
      if let prefix = reader.string(css["prefix"], at: "css.prefix") {
        if !prefix.isEmpty && !ConfigurationReader.isCSSIdentifier(prefix) {
          reader.issue(
            "css.prefix", "must be a CSS identifier (letters, digits, - and _, not starting with a digit or --)")
        }
        self.css.prefix = prefix
      }
      self.css.nameCase = reader.choice(css["case"], at: "css.case") ?? .kebab
      if let selector = reader.string(css["selector"], at: "css.selector") {
        if selector.trimmingSpaces.isEmpty
          || selector.unicodeScalars.contains(where: { "{};\\".unicodeScalars.contains($0) || $0.value < 0x20 })
          || selector.contains("/*")
        {
          reader.issue("css.selector", "must be a selector: not empty, without { } ; \\, comments or line breaks")
        }
        self.css.selector = selector
      }
      self.css.modes = reader.choice(css["modes"], at: "css.modes") ?? .media
      if let attribute = reader.string(css["attribute"], at: "css.attribute") {
        if !ConfigurationReader.isCSSIdentifier(attribute) {
          reader.issue("css.attribute", "must be an attribute name (a CSS identifier such as data-theme)")
        }
        self.css.attribute = attribute
      }
      self.css.keepsReferences = reader.flag(css["references"], at: "css.references", yes: "var", no: "resolved")
    }
    if let android = json["android"], let members = reader.object(android, at: "android") {
      reader.refuseUnknown(
        members, at: "android", known: ["prefix", "references", "material3", "package", "typeName", "names"])
      if let prefix = reader.string(android["prefix"], at: "android.prefix") {
        if !prefix.isEmpty && !ConfigurationReader.isAndroidResourcePrefix(prefix) {
          reader.issue(
            "android.prefix", "must be a resource name: a-z, 0-9 and _ only, starting with a letter (such as acme)")
        }
        self.android.prefix = prefix
      }
      self.android.keepsReferences = reader.flag(
        android["references"], at: "android.references", yes: "color-ref", no: "resolved")
      self.android.keepsNames = reader.flag(android["names"], at: "android.names", yes: "as-written", no: "prefixed")
      if let material3 = android["material3"] {
        if let flag = material3.boolValue {
          self.android.material3 = flag
        } else {
          reader.issue("android.material3", "must be true or false")
        }
      }
      if let package = reader.string(android["package"], at: "android.package") {
        if !ConfigurationReader.isKotlinPackage(package) {
          reader.issue(
            "android.package",
            "must be a Kotlin package name: identifiers separated by dots, none a keyword (such as com.acme.theme)")
        }
        self.android.package = package
      }
      self.android.typeName = reader.typeName(android["typeName"], at: "android.typeName", keywords: .kotlin)
    }
    if let ios = json["ios"], let members = reader.object(ios, at: "ios") {
      reader.refuseUnknown(
        members, at: "ios",
        known: ["typeName", "access", "bundle", "catalog", "provides-namespace", "references", "names"])
      self.ios.typeName = reader.typeName(ios["typeName"], at: "ios.typeName", keywords: .swift)
      self.ios.isPublic = !reader.flag(ios["access"], at: "ios.access", yes: "internal", no: "public")
      if let bundle = reader.string(ios["bundle"], at: "ios.bundle") {
        switch bundle {
        case "main": self.ios.bundle = .main
        case "module": self.ios.bundle = .module
        default:
          if !ConfigurationReader.isBundleIdentifier(bundle) {
            reader.issue(
              "ios.bundle",
              "must be main, module or a bundle identifier (letters, digits, - and ., such as com.acme.Theme)")
          }
          self.ios.bundle = .identifier(bundle)
        }
      }
      if let catalog = reader.string(ios["catalog"], at: "ios.catalog") {
        if !catalog.hasSuffix(".xcassets") || catalog == ".xcassets" || catalog.contains("/")
          || catalog.unicodeScalars.contains(where: { $0.value < 0x20 })
        {
          reader.issue("ios.catalog", "must be a folder name ending in .xcassets (such as Theme.xcassets)")
        }
        self.ios.catalog = catalog
      }
      if let namespace = ios["provides-namespace"] {
        if let flag = namespace.boolValue {
          self.ios.providesNamespace = flag
        } else {
          reader.issue("ios.provides-namespace", "must be true or false")
        }
      }
      self.ios.keepsReferences = reader.flag(ios["references"], at: "ios.references", yes: "property", no: "resolved")
      self.ios.keepsNames = reader.flag(ios["names"], at: "ios.names", yes: "as-written", no: "spelled")
    }
    if let dtcg = json["dtcg"], let members = reader.object(dtcg, at: "dtcg") {
      reader.refuseUnknown(members, at: "dtcg", known: ["references", "layout"])
      self.dtcg.keepsReferences = !reader.flag(dtcg["references"], at: "dtcg.references", yes: "resolve", no: "keep")
      self.dtcg.layout = reader.choice(dtcg["layout"], at: "dtcg.layout") ?? .resolver
    }
    guard reader.issues.isEmpty else { throw ThemeValidationError(issues: reader.issues) }
    // A configuration that sets nothing is the default, and exports the default's bytes.
    if self != .default {
      hash = ContentHash(of: JSONWriter.bytes(json, options: .canonical)).description
      self.json = json
    }
  }
}

/// Reads a configuration's values, collecting every problem.
struct ConfigurationReader {
  var issues: [ValidationIssue] = []

  enum Keywords { case swift, kotlin }

  mutating func issue(_ path: String, _ message: String) {
    issues.append(ValidationIssue(path: path, message: message))
  }

  mutating func object(_ value: JSONValue, at path: String) -> [JSONMember]? {
    guard let members = value.objectMembers else {
      issue(path, "must be an object, not \(value.typeName)")
      return nil
    }
    return members
  }

  mutating func refuseUnknown(_ members: [JSONMember], at path: String, known: [String]) {
    for member in members where !known.contains(member.key) {
      let nearest = EditDistance.nearest(to: member.key, in: known).map { " (did you mean \($0)?)" } ?? ""
      issue(
        JSONPath.appending(member.key, to: path),
        "is not a key of \(path == "$" ? "the configuration" : path)\(nearest); known: \(known.joined(separator: ", "))"
      )
    }
  }

  mutating func string(_ value: JSONValue?, at path: String) -> String? {
    guard let value else { return nil }
    guard let text = value.stringValue else {
      issue(path, "must be a string, not \(value.typeName)")
      return nil
    }
    return text
  }

  mutating func choice<Choice: RawRepresentable & CaseIterable>(_ value: JSONValue?, at path: String) -> Choice?
  where Choice.RawValue == String {
    guard let text = string(value, at: path) else { return nil }
    guard let choice = Choice(rawValue: text) else {
      issue(path, "must be one of \(Choice.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(text)\"")
      return nil
    }
    return choice
  }

  /// A choice of two words: whether it is `yes` (absent is `no`).
  mutating func flag(_ value: JSONValue?, at path: String, yes: String, no: String) -> Bool {
    guard let text = string(value, at: path) else { return false }
    if text != yes && text != no { issue(path, "must be \(no) or \(yes), not \"\(text)\"") }
    return text == yes
  }

  mutating func typeName(_ value: JSONValue?, at path: String, keywords: Keywords) -> String? {
    guard let name = string(value, at: path) else { return nil }
    let reserved = keywords == .swift ? ExportNaming.swiftKeywords : ExportNaming.kotlinKeywords
    let language = keywords == .swift ? "Swift" : "Kotlin"
    if !Self.isIdentifier(name) {
      issue(path, "must be a \(language) type name: letters, digits and _, not starting with a digit")
    } else if reserved.contains(name) {
      issue(path, "is a \(language) keyword; choose a type name such as \(ExportNaming.upperCamel(name))")
    }
    return name
  }

  static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  /// ASCII letters, digits and `_`, not starting with a digit.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, isLetter(first) || first == "_" else { return false }
    return text.unicodeScalars.allSatisfy { isLetter($0) || isDigit($0) || $0 == "_" }
  }

  /// A CSS identifier in ASCII: letters, digits, `-` and `_`, not starting with a digit, `-`
  /// and a digit, or `--` (a custom property's own start).
  static func isCSSIdentifier(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard let first = scalars.first else { return false }
    let body = first == "-" ? Array(scalars.dropFirst()) : scalars
    guard let lead = body.first, isLetter(lead) || lead == "_" else { return false }
    return scalars.allSatisfy { isLetter($0) || isDigit($0) || $0 == "-" || $0 == "_" }
  }

  /// What aapt2 takes as the start of a resource name that Java and Kotlin can use.
  static func isAndroidResourcePrefix(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || isDigit($0) || $0 == "_" }
  }

  static func isKotlinPackage(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    return !parts.isEmpty && parts.allSatisfy { isIdentifier($0) && !ExportNaming.kotlinKeywords.contains($0) }
  }

  static func isBundleIdentifier(_ text: String) -> Bool {
    !text.isEmpty && !text.hasPrefix(".") && !text.hasSuffix(".")
      && text.unicodeScalars.allSatisfy { isLetter($0) || isDigit($0) || $0 == "-" || $0 == "." }
  }
}

extension String {
  fileprivate var trimmingSpaces: Substring {
    var text = Substring(self)
    while text.first == " " || text.first == "\t" { text = text.dropFirst() }
    while text.last == " " || text.last == "\t" { text = text.dropLast() }
    return text
  }
}
