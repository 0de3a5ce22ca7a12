import Testing
import ThemeExport

/// `import` without `--from`: the format told from the path and content.
@Suite("Import format detection")
struct ImportFormatTests {
  @Test(arguments: [
    ("theme.css", "", ImportFormat.css),
    ("tokens.json", ##"{"color": {"bg": {"$type": "color", "$value": "#fff"}}}"##, .dtcg),
    ("resolver.json", ##"{"version": "2025.10", "resolutionOrder": []}"##, .dtcg),
    ("base.json", ##"{"color": {"base": {"red": {"value": "#f00"}, "blue": {"value": "#00f"}}}}"##, .styleDictionary),
    ("variables.json", ##"{"meta": {"variableCollections": {}, "variables": {}}}"##, .figma),
    ("broken.json", "{\"color\": \"#", .dtcg),
  ])
  func filesAreToldByNameAndContent(name: String, text: String, format: ImportFormat) {
    #expect(ImportFormat.detect(file: name, bytes: Array(text.utf8)).format == format)
  }

  @Test(arguments: [
    ("App/Assets.xcassets", ["Contents.json", "AccentColor.colorset"], ImportFormat.xcassets),
    ("app/src/main/res", ["values", "values-night", "drawable"], .android),
    ("Colors", ["Contents.json", "brand.colorset"], .xcassets),
  ])
  func foldersAreToldByNameAndEntries(path: String, entries: [String], format: ImportFormat) {
    #expect(ImportFormat.detect(folder: path, entries: entries).format == format)
  }

  @Test(arguments: [
    ("theme.json", ##"{"format": "themereg.theme/1", "name": "x", "colors": {}}"##, "a themereg theme document"),
    ("notes.txt", "hello", "neither a .css nor a JSON file"),
  ])
  func whatThemeregDoesNotReadIsNamed(name: String, text: String, reason: String) {
    let detection = ImportFormat.detect(file: name, bytes: Array(text.utf8))
    #expect(detection.format == nil)
    #expect(detection.reason.hasPrefix(reason))
  }
}
