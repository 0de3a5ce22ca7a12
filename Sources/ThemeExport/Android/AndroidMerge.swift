import ThemeModel

/// The colours of `res/` folders as they merge, folder after folder: each value with where it
/// is, and what the report says of those it converted or could not keep.
struct AndroidMerge {
  typealias Located = (value: String, location: SourceLocation)

  var report = ImportReport()
  var issues: [ValidationIssue] = []
  /// Each colour's value in each appearance.
  private(set) var values: [String: [Appearance: Located]] = [:]
  /// The colours' names in the order first read.
  private(set) var order: [String] = []
  /// Where each name was defined in the folder being read (a folder may define it once).
  var seenInFolder: [String: SourceLocation] = [:]
  /// The alpha of a state list's default item whose colour is an alias, applied once the
  /// alias's value is known.
  private var pendingAlpha: [String: [Appearance: Float]] = [:]
  /// Names that were read and left out, so an alias of one says so.
  private var leftOut: Set<String> = []

  /// The appearance of a qualifier of `kind` (`values`, `color`): light bare, dark `-night`;
  /// nil for any other, which is not merged.
  static func appearance(of qualifier: String, kind: String) -> Appearance? {
    switch qualifier {
    case kind: .light
    case kind + "-night": .dark
    default: nil
    }
  }

  /// How a note names a colour: with its appearance, but light.
  static func subject(_ name: String, _ appearance: Appearance?) -> String {
    guard let appearance, appearance != .light else { return name }
    return name + " (\(appearance.rawValue))"
  }

  /// Merges one value: a later folder's overrides an earlier one's (listed); a name defined
  /// twice in one folder is an issue naming both places.
  mutating func add(
    _ name: String, _ appearance: Appearance, at location: SourceLocation, _ value: Result<String, ImportProblem>
  ) {
    let key = name + "\u{0}" + appearance.rawValue
    if let earlier = seenInFolder[key] {
      issues.append(
        ValidationIssue(
          path: location.description, message: "the colour \(JSONWriter.quoted(name)) is also defined at \(earlier)"))
      return
    }
    seenInFolder[key] = location
    switch value {
    case .success(let value):
      if values[name] == nil { order.append(name) }
      if let replaced = values[name]?[appearance] {
        report.kept.append(
          ImportNote(
            location: location, subject: Self.subject(name, appearance),
            message: "overrides the value at \(replaced.location) (a later res/ folder wins, as in a build)"))
      }
      values[name, default: [:]][appearance] = (value, location)
      pendingAlpha[name]?[appearance] = nil
    case .failure(let problem):
      leftOut.insert(name)
      report.unmapped.append(
        ImportNote(location: location, subject: Self.subject(name, appearance), message: problem.message))
    }
  }

  /// Merges a colour state list (`color/NAME.xml` light, `color-night/` dark) as its default
  /// colour, listing it as converted with the states left out; another qualifier's is listed
  /// as not read.
  mutating func addStateList(_ file: ImportFile, qualifier: String, name: String) {
    guard let appearance = Self.appearance(of: qualifier, kind: "color") else {
      report.otherSets.append(file.path)
      return
    }
    let list: AndroidColorStateList
    do {
      list = try AndroidColorStateList.read(file, name: name)
    } catch {
      issues.append(ValidationIssue(path: file.path, message: error.message))
      return
    }
    let location = list.defaultItem.location
    switch list.themeValue() {
    case .success(let (value, alpha)):
      add(name, appearance, at: location, .success(value))
      if let alpha { pendingAlpha[name, default: [:]][appearance] = alpha }
      let others = list.itemCount - 1
      report.converted.append(
        ImportNote(
          location: location, subject: Self.subject(name, appearance),
          message:
            "a colour state list: its default colour is kept\(others == 0 ? "" : "; its \(others) other state\(others == 1 ? " is" : "s are") not")"
        ))
    case .failure(let problem):
      add(name, appearance, at: location, .failure(ImportProblem("a colour state list: " + problem.message)))
    }
  }

  /// The literal value `name` has in `appearance` (its light one where it has none there),
  /// following aliases; nil when the chain ends at no literal or loops.
  func literal(_ name: String, in appearance: Appearance) -> String? {
    var current = name
    for _ in 0...values.count {
      guard let entry = values[current], let located = entry[appearance] ?? entry[.light] else { return nil }
      guard let target = ImportedColors.aliasTarget(located.value) else { return located.value }
      current = target
    }
    return nil
  }

  /// Applies the alpha of state lists' default items that name another colour: the value
  /// becomes that colour's, modulated, and is listed as no longer an alias.
  mutating func resolvePendingAlpha() {
    for name in order {
      for (appearance, alpha) in pendingAlpha[name] ?? [:] {
        guard let located = values[name]?[appearance], let target = ImportedColors.aliasTarget(located.value) else {
          continue
        }
        let subject = Self.subject(name, appearance)
        if let literal = literal(target, in: appearance),
          let value = AndroidColorStateList.modulated(literal, by: alpha)
        {
          values[name]?[appearance] = (value, located.location)
          report.converted.append(
            ImportNote(
              location: located.location, subject: subject,
              message:
                "@color/\(target) (\(literal)) at alpha \(JSONWriter.format(Double(alpha))) is \(value), kept as a value: it no longer follows @color/\(target)"
            ))
        } else {
          report.unmapped.append(
            ImportNote(
              location: located.location, subject: subject,
              message:
                "a colour state list whose default colour is @color/\(target) at alpha \(JSONWriter.format(Double(alpha))), and @color/\(target) has no colour value to apply it to"
            ))
          leaveOut(name)
        }
      }
    }
    pendingAlpha = [:]
  }

  /// Whether the import read `name` at all (kept, or left out with a note of its own).
  func wasRead(_ name: String) -> Bool { values[name] != nil || leftOut.contains(name) }

  /// The colours as every importer hands them on (`ImportedColors.members` leaves out the
  /// aliases to nothing and the colours without a light value).
  var imported: ImportedColors {
    var colors = ImportedColors()
    for name in order {
      for appearance in Appearance.allCases {
        guard let located = values[name]?[appearance] else { continue }
        colors.set(name, appearance, ImportedColors.Entry(value: .string(located.value), location: located.location))
      }
    }
    return colors
  }

  private mutating func leaveOut(_ name: String) {
    values[name] = nil
    order.removeAll { $0 == name }
    leftOut.insert(name)
  }
}
