import Testing
import ThemeExport
import ThemeModel

/// A Terrazzo-style resolver whose high-contrast contexts (`light-hc`, `dark-hc`) override
/// tokens whose `$type` their group states in another set: the type carries through.
@Suite("DTCG resolver with high-contrast contexts")
struct DTCGResolverHighContrastTests {
  static let files: [String: String] = [
    "base.json": ##"{"base": {"color": {"$type": "color", "green": {"6": {"$value": "#00AA00"}}}}}"##,
    "dark.json": ##"{"base": {"color": {"green": {"6": {"$value": "#00FF00"}}}}}"##,
    "hc.json": ##"{"base": {"color": {"green": {"6": {"$value": "#006600"}}}}}"##,
  ]
  static let resolver = ##"""
    {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
     "modifiers": {"theme": {"default": "light", "contexts": {"light": [], "dark": [{"$ref": "dark.json"}],
       "light-hc": [{"$ref": "hc.json"}], "dark-hc": [{"$ref": "dark.json"}, {"$ref": "hc.json"}]}}},
     "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
    """##

  @Test func everyContextGivesItsAppearance() throws {
    let (document, _) = try DTCGImporter.importing(
      [DTCGImporter.Input(name: "resolver.json", bytes: Array(Self.resolver.utf8))], name: "t",
      load: { name in Self.files[name].map { Array($0.utf8) } })
    let theme = document.theme
    #expect(theme.resolve(.named("base.color.green.6"), in: .light).hex == "#00AA00")
    #expect(theme.resolve(.named("base.color.green.6"), in: .dark).hex == "#00FF00")
    #expect(theme.resolve(.named("base.color.green.6"), in: .lightHighContrast).hex == "#006600")
    #expect(theme.resolve(.named("base.color.green.6"), in: .darkHighContrast).hex == "#006600")
  }
}
