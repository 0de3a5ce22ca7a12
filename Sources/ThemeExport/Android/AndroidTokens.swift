import ThemeFiles
import ThemeModel

/// The kept non-colour tokens as Android resources: lengths as `<dimen>` in dp, opacities and
/// other numbers as float dimens, durations (ms) and weights as `<integer>`; in `values-night/`
/// again where dark changes them. Families, easings and composites have no resource type and
/// are named in a comment instead.
enum AndroidTokens {
  /// The resource lines of each kind for `appearance` (nil: every token, for `values/`; else
  /// only those that differ there from the default).
  static func lines(_ source: ExportSource, _ appearance: Appearance?) -> (dimens: [String], integers: [String]) {
    let theme = source.theme
    var dimens: [String] = []
    var integers: [String] = []
    for token in KeptTokens.read(theme).tokens {
      let value = token.value(in: appearance ?? theme.primaryAppearance)
      if appearance != nil, value == token.value(in: theme.primaryAppearance) { continue }
      let name = source.spelling.android(token.path.joined(separator: "."))
      switch value {
      case .dimension:
        dimens.append("    <dimen name=\"\(name)\">\(JSONWriter.format(value.points ?? 0))dp</dimen>")
      case .number(let number):
        dimens.append("    <item name=\"\(name)\" format=\"float\" type=\"dimen\">\(JSONWriter.format(number))</item>")
      case .duration(let milliseconds):
        integers.append("    <integer name=\"\(name)\">\(Int(milliseconds.rounded()))</integer>")
      case .fontWeight(let weight):
        integers.append("    <integer name=\"\(name)\">\(weight)</integer>")
      case .fontFamily, .cubicBezier, .css:
        continue
      }
    }
    return (dimens, integers)
  }

  /// The comment naming the kept tokens resources cannot hold, if any.
  static func unwrittenComment(_ theme: Theme) -> [String] {
    let read = KeptTokens.read(theme)
    var names = read.tokens.filter { token in
      switch token.values[.light] {
      case .fontFamily?, .cubicBezier?, .css?: true
      default: false
      }
    }.map { "\($0.path.joined(separator: ".")) (\($0.type))" }
    names += read.unwritten.map { "\($0.path) (\($0.reason))" }
    guard !names.isEmpty else { return [] }
    return [
      "    <!-- \(Escaping.xmlComment("Not written: no resource type holds " + names.joined(separator: ", "))) -->"
    ]
  }

  /// `values-night/dimens.xml` and `integers.xml` where dark changes a token; `integers.xml` in
  /// `values/` when any token is one.
  static func files(_ source: ExportSource, nightFolder: Bool) -> [ExportFile] {
    var files: [ExportFile] = []
    let base = lines(source, nil)
    if !base.integers.isEmpty {
      files.append(
        ExportFile(path: "android/values/integers.xml", text: document(source, base.integers)))
    }
    guard nightFolder else { return files }
    let night = lines(source, .dark)
    if !night.dimens.isEmpty {
      files.append(ExportFile(path: "android/values-night/dimens.xml", text: document(source, night.dimens)))
    }
    if !night.integers.isEmpty {
      files.append(ExportFile(path: "android/values-night/integers.xml", text: document(source, night.integers)))
    }
    return files
  }

  static func document(_ source: ExportSource, _ lines: [String]) -> String {
    (AndroidExporter.header(source) + lines + ["</resources>"]).joined(separator: "\n") + "\n"
  }
}
