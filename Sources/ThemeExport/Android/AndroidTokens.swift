import ThemeFiles
import ThemeModel

/// The kept non-colour tokens as Android resources: lengths as `<dimen>` in dp, opacities and
/// other numbers as float dimens, durations (ms) and weights as `<integer>`; in `values-night/`
/// again where dark changes them. Families, easings and composites have no resource type and
/// are named in a comment instead.
struct AndroidTokens {
  /// The resource lines of one folder, by file.
  struct Lines {
    var dimens: [String] = []
    var integers: [String] = []
  }

  let source: ExportSource
  /// The tokens, read once for every file.
  let read: (tokens: [KeptToken], unwritten: [KeptTokens.Unwritten])

  init(_ source: ExportSource) {
    self.source = source
    read = KeptTokens.read(source.theme)
  }

  /// The resource line of a value, and the file it goes in; nil for a type no resource holds.
  func line(_ name: String, _ value: TokenValue) -> (line: String, isInteger: Bool)? {
    switch value {
    case .dimension: ("    <dimen name=\"\(name)\">\(JSONWriter.format(value.points ?? 0))dp</dimen>", false)
    case .number(let number):
      ("    <item name=\"\(name)\" format=\"float\" type=\"dimen\">\(JSONWriter.format(number))</item>", false)
    case .duration(let milliseconds): ("    <integer name=\"\(name)\">\(Int(milliseconds.rounded()))</integer>", true)
    case .fontWeight(let weight): ("    <integer name=\"\(name)\">\(weight)</integer>", true)
    case .fontFamily, .cubicBezier, .css: nil
    }
  }

  /// The lines for `appearance` (nil: every token, for `values/`; else only those that differ
  /// there from the default).
  func lines(_ appearance: Appearance?) -> Lines {
    let primary = source.theme.primaryAppearance
    var lines = Lines()
    for token in read.tokens {
      let value = token.value(in: appearance ?? primary)
      if appearance != nil, value == token.value(in: primary) { continue }
      guard let written = line(source.spelling.android(token.path.joined(separator: ".")), value) else { continue }
      if written.isInteger { lines.integers.append(written.line) } else { lines.dimens.append(written.line) }
    }
    return lines
  }

  /// The comment naming the kept tokens resources cannot hold, if any.
  func unwrittenComment() -> [String] {
    var names = read.tokens.filter { token in line("", token.value(in: .light)) == nil }.map {
      "\($0.path.joined(separator: ".")) (\($0.type))"
    }
    names += read.unwritten.map { "\($0.path) (\($0.reason))" }
    var comments: [String] = []
    if !names.isEmpty { comments.append("Not written: no resource type holds " + names.joined(separator: ", ")) }
    // Android has no resource qualifier for high contrast: a value only it has is named.
    let highContrast = [Appearance.lightHighContrast, .darkHighContrast].filter(source.theme.appearances.contains)
    let changed = read.tokens.flatMap { token in
      highContrast.filter { token.value(in: $0) != token.value(in: $0.baseAppearance) }.map {
        "\(token.path.joined(separator: ".")) (\($0.rawValue))"
      }
    }
    if !changed.isEmpty {
      comments.append(
        "Not written: no resource qualifier holds the high-contrast values of " + changed.joined(separator: ", "))
    }
    return comments.map { "    <!-- \(Escaping.xmlComment($0)) -->" }
  }

  /// `values/integers.xml` when any token is one, and `values-night/dimens.xml` and
  /// `integers.xml` where dark changes a token.
  func files(base: Lines, nightFolder: Bool) -> [ExportFile] {
    var files: [ExportFile] = []
    if !base.integers.isEmpty {
      files.append(ExportFile(path: "android/values/integers.xml", text: document(base.integers)))
    }
    guard nightFolder else { return files }
    let night = lines(.dark)
    if !night.dimens.isEmpty {
      files.append(ExportFile(path: "android/values-night/dimens.xml", text: document(night.dimens)))
    }
    if !night.integers.isEmpty {
      files.append(ExportFile(path: "android/values-night/integers.xml", text: document(night.integers)))
    }
    return files
  }

  func document(_ lines: [String]) -> String {
    (AndroidExporter.header(source) + lines + ["</resources>"]).joined(separator: "\n") + "\n"
  }
}
