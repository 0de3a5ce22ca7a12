import Foundation
import ThemeExport
import ThemeModel
import ThemeRegistry

/// A 5,000-token source in each import format: colours (a quarter of them aliases, a fifth with
/// a dark value) beside non-colour tokens where the format has them, as real files mix them.
enum ImportSources5000 {
  static let tokens = 5_000

  static func hex(_ index: Int) -> String {
    let value = (index &* 2_654_435_761) & 0xFF_FFFF
    let digits = Array("0123456789abcdef")
    return (0..<6).map { String(digits[(value >> (20 - $0 * 4)) & 15]) }.joined()
  }

  static func css() -> String {
    var light = [":root {"]
    var dark = ["@media (prefers-color-scheme: dark) {", "  :root {"]
    for index in 0..<tokens {
      if index % 10 == 9 {
        light.append("  --space-\(index): \(index % 40)px;")
      } else if index % 4 == 3 {
        light.append("  --color-\(index): var(--color-\(index - 1));")
      } else {
        light.append("  --color-\(index): #\(hex(index));")
        if index % 5 == 0 { dark.append("    --color-\(index): oklch(0.4 0.1 \(index % 360));") }
      }
    }
    return (light + ["}"] + dark + ["  }", "}"]).joined(separator: "\n") + "\n"
  }

  static func androidColors(dark: Bool) -> String {
    var lines = ["<?xml version=\"1.0\" encoding=\"utf-8\"?>", "<resources>"]
    for index in 0..<tokens where !dark || index % 5 == 0 {
      let value = index % 4 == 3 && !dark ? "@color/c\(index - 1)" : "#FF\(hex(dark ? index + 1 : index))"
      lines.append("    <color name=\"c\(index)\">\(value)</color>")
    }
    return (lines + ["</resources>"]).joined(separator: "\n") + "\n"
  }

  static func styleDictionary() -> String {
    var members: [String] = []
    for index in 0..<tokens {
      let value = index % 4 == 3 ? "{color.c\(index - 1).value}" : "#\(hex(index))"
      members.append("\"c\(index)\": {\"value\": \"\(value)\", \"comment\": \"token \(index)\"}")
    }
    return "{\"color\": {" + members.joined(separator: ",") + "}}"
  }

  static func dtcg() -> String {
    var members: [String] = []
    for index in 0..<tokens {
      let value = index % 4 == 3 ? "\"{color.c\(index - 1)}\"" : "\"#\(hex(index))\""
      members.append("\"c\(index)\": {\"$type\": \"color\", \"$value\": \(value)}")
    }
    return "{\"color\": {" + members.joined(separator: ",") + "}}"
  }

  static func figma() -> String {
    var variables: [String] = []
    for index in 0..<tokens {
      let light =
        index % 4 == 3
        ? "{\"type\": \"VARIABLE_ALIAS\", \"id\": \"V:\(index - 1)\"}"
        : "{\"r\": \(Double(index % 256) / 255), \"g\": 0.5, \"b\": 1, \"a\": 1}"
      variables.append(
        "\"V:\(index)\": {\"id\": \"V:\(index)\", \"name\": \"color/c\(index)\", \"variableCollectionId\": \"C:1\", \"resolvedType\": \"COLOR\", \"valuesByMode\": {\"1:0\": \(light), \"1:1\": {\"r\": 0, \"g\": 0, \"b\": 0, \"a\": 1}}}"
      )
    }
    return
      "{\"meta\": {\"variableCollections\": {\"C:1\": {\"id\": \"C:1\", \"name\": \"Theme\", \"defaultModeId\": \"1:0\", \"modes\": [{\"modeId\": \"1:0\", \"name\": \"Light\"}, {\"modeId\": \"1:1\", \"name\": \"Dark\"}]}}, \"variables\": {"
      + variables.joined(separator: ",") + "}}}"
  }
}

/// Times each importer on its 5,000-token source, in process, reading the files as `import`
/// does (medians of `runs`). Target: ≤ 150 ms each.
func importBench(runs: Int) throws {
  let folder = NSTemporaryDirectory() + "themereg-import-bench-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: folder + "/res/values-night", withIntermediateDirectories: true)
  try FileManager.default.createDirectory(atPath: folder + "/res/values", withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  try Data(ImportSources5000.androidColors(dark: false).utf8).write(
    to: URL(fileURLWithPath: folder + "/res/values/colors.xml"))
  try Data(ImportSources5000.androidColors(dark: true).utf8).write(
    to: URL(fileURLWithPath: folder + "/res/values-night/colors.xml"))
  func file(_ path: String, _ text: String) -> ImportInput {
    ImportInput(files: [ImportFile(path: path, bytes: Array(text.utf8))], roots: [path])
  }
  // The sources are made once, outside the timing; the folder is read from disk every time.
  let (css, sd, dtcg, figma) = (
    file("theme.css", ImportSources5000.css()), file("tokens.json", ImportSources5000.styleDictionary()),
    file("tokens.json", ImportSources5000.dtcg()), file("variables.json", ImportSources5000.figma())
  )
  let inputs: [(ImportFormat, () throws(RegistryError) -> ImportInput)] = [
    (.css, { css }),
    (.android, { () throws(RegistryError) in try Registry.importInput(.android, at: [folder + "/res"]) }),
    (.styleDictionary, { sd }), (.dtcg, { dtcg }), (.figma, { figma }),
  ]
  // Each case reads its input as the command does (a folder from disk, a file already read)
  // and imports it through the one seam.
  let cases: [(String, () throws -> Int)] = inputs.map { format, input in
    (
      format.rawValue,
      {
        try Registry.importTheme(format, try input(), options: ImportOptions(name: "bench")).document.theme.colors
          .count
      }
    )
  }
  // A yardstick timed between the cases: parsing the DTCG source alone, so each import's
  // ratio to it stays comparable when the machine is busier in one run than in another.
  let yardstickBytes = dtcg.files[0].bytes
  print("import of 5,000 tokens (in process, median of \(runs); target ≤ 150 ms)")
  for (name, run) in cases {
    var colors = 0
    var yardstick: [Double] = []
    let times = try (0..<runs).map { _ in
      yardstick.append(try milliseconds { _ = try JSONParser.parse(yardstickBytes) })
      return try milliseconds { colors = try run() }
    }
    let line =
      "  \(name.padding(toLength: 17, withPad: " ", startingAt: 0)) \(String(format: "%7.1f", median(times))) ms"
    print(
      line
        + "   (\(colors) colours; \(String(format: "%.1f", median(times) / median(yardstick)))× parsing the DTCG source, \(String(format: "%.1f", median(yardstick))) ms)"
    )
  }
}
