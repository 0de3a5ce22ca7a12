import Testing
import ThemeExport
import ThemeModel

/// Every format imports through the one `ThemeImporter` seam, and reports alike.
@Suite("The importer contract")
struct ThemeImporterContractTests {
  /// The smallest input of each format holding one colour `a` of #112233.
  static func input(_ format: ImportFormat) -> ImportInput {
    func file(_ path: String, _ text: String) -> ImportFile { ImportFile(path: path, bytes: Array(text.utf8)) }
    switch format {
    case .auto, .dtcg:
      return ImportInput(
        files: [file("t.json", ##"{"a": {"$type": "color", "$value": "#112233"}}"##)], roots: ["t.json"])
    case .styleDictionary:
      return ImportInput(files: [file("t.json", ##"{"a": {"value": "#112233", "type": "color"}}"##)], roots: ["t.json"])
    case .tokensStudio:
      let project =
        ##"{"global": {"a": {"value": "#112233", "type": "color"}}, "$metadata": {"tokenSetOrder": ["global"]}}"##
      return ImportInput(files: [file("t.json", project)], roots: ["t.json"])
    case .css:
      return ImportInput(files: [file("t.css", ":root { --a: #112233; }")], roots: ["t.css"])
    case .figma:
      let response = ##"""
        {"meta": {"variableCollections": {"C:1": {"id": "C:1", "name": "C", "defaultModeId": "1:0",
          "modes": [{"modeId": "1:0", "name": "Light"}]}},
         "variables": {"V:1": {"id": "V:1", "name": "a", "variableCollectionId": "C:1", "resolvedType": "COLOR",
          "valuesByMode": {"1:0": {"r": 0.06666667, "g": 0.13333334, "b": 0.2, "a": 1}}}}}}
        """##
      return ImportInput(files: [file("v.json", response)], roots: ["v.json"])
    case .xcassets:
      let color = #"""
        {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
          "components": {"red": "0x11", "green": "0x22", "blue": "0x33", "alpha": "1.000"}}}],
         "info": {"author": "xcode", "version": 1}}
        """#
      return ImportInput(
        files: [
          file("Contents.json", ##"{"info": {"author": "xcode", "version": 1}}"##),
          file("a.colorset/Contents.json", color),
        ],
        roots: ["Assets.xcassets"])
    case .android:
      return ImportInput(
        files: [file("res/values/colors.xml", ##"<resources><color name="a">#112233</color></resources>"##)],
        roots: ["res"])
    }
  }

  @Test(arguments: ImportFormat.allCases.filter { $0 != .auto })
  func everyFormatImportsThroughTheSeam(format: ImportFormat) throws {
    let importer = try #require(format.importer)
    let result = try importer.importing(Self.input(format), options: ImportOptions(name: "t"))
    #expect(result.document.theme.resolve(.named("a"), in: .light).hex == "#112233")
    #expect(result.report.colorsByAppearance[.light] == 1)
  }

  @Test func autoHasNoImporterOfItsOwn() {
    #expect(ImportFormat.auto.importer == nil)
  }

  @Test(arguments: ImportFormat.allCases.filter { $0 != .auto })
  func aLossyChoiceReachesEveryFormatWithoutChangingAGoodImport(format: ImportFormat) throws {
    let importer = try #require(format.importer)
    let strict = try importer.importing(Self.input(format), options: ImportOptions(name: "t"))
    let lossy = try importer.importing(Self.input(format), options: ImportOptions(name: "t", lossy: true))
    #expect(strict.document.contentHash == lossy.document.contentHash)
  }
}
