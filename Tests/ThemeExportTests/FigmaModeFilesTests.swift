import Testing
import ThemeExport
import ThemeModel

/// Figma's own DTCG export — one file per collection and mode — read through the DTCG reader.
@Suite("Figma DTCG export import")
struct FigmaModeFilesTests {
  /// A primitives collection of one mode, as Figma writes it (flat `com.figma.*` keys).
  static let primitives = ImportFile(
    path: "export/Primitives.Mode 1.json",
    bytes: Array(
      ##"""
      {"gray": {
        "50": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.98, 0.98, 0.98], "alpha": 1, "hex": "#FAFAFA"},
          "$extensions": {"com.figma.variableId": "VariableID:1:2", "com.figma.scopes": ["ALL_SCOPES"]}},
        "900": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1], "alpha": 1, "hex": "#1A1A1A"},
          "$extensions": {"com.figma.variableId": "VariableID:1:3", "com.figma.scopes": ["ALL_SCOPES"]}}},
       "$extensions": {"com.figma.modeName": "Mode 1"}}
      """##.utf8))

  /// One mode of a semantic collection whose tokens alias the primitives.
  static func semantic(_ mode: String, text: String, file: String? = nil, marker: Bool = true) -> ImportFile {
    let root = marker ? #", "$extensions": {"com.figma.modeName": "\#(mode)"}"# : ""
    return ImportFile(
      path: file ?? "export/Semantic.\(mode).json",
      bytes: Array(
        ##"""
        {"text": {"primary": {"$type": "color", "$value": "{gray.\##(text)}",
          "$extensions": {"com.figma.variableId": "VariableID:2:1",
            "com.figma.aliasData": {"targetVariableName": "gray/\##(text)", "targetVariableSetName": "Primitives"}}}}\##(root)}
        """##.utf8))
  }

  func imported(_ files: [ImportFile], appearances: [String: Appearance] = [:]) throws -> (
    Theme, [DTCGImporter.Input], [ValidationIssue]
  ) {
    let (inputs, ignored) = try FigmaModeFiles.inputs(files, appearances: appearances)
    let document = try DTCGImporter.document(from: inputs, name: "figma")
    return (document.theme, inputs, ignored)
  }

  @Test func aSemanticCollectionsModesBecomeAppearancesOverItsPrimitives() throws {
    let (theme, _, ignored) = try imported([
      Self.primitives, Self.semantic("Light", text: "900"), Self.semantic("Dark", text: "50"),
    ])
    #expect(theme.resolve(.named("text.primary"), in: .light).hex == "#1A1A1A")
    #expect(theme.resolve(.named("text.primary"), in: .dark).hex == "#FAFAFA")
    #expect(theme.resolve(.named("gray.900"), in: .dark).hex == "#1A1A1A")
    #expect(ignored.isEmpty)
  }

  @Test func anAliasStaysAnAlias() throws {
    let (inputs, _) = try FigmaModeFiles.inputs([
      Self.primitives, Self.semantic("Light", text: "900"), Self.semantic("Dark", text: "50"),
    ])
    let document = try DTCGImporter.document(from: inputs, name: "figma")
    let value = document.json["colors"]?["text.primary"]
    #expect(value?["light"]?.stringValue == "{gray.900}")
    #expect(value?["dark"]?.stringValue == "{gray.50}")
  }

  @Test func theModeComesFromTheFileNameWhenTheRootDoesNotNameIt() throws {
    let files = [
      Self.primitives, Self.semantic("Light", text: "900", file: "Semantic/Light.tokens.json", marker: false),
      Self.semantic("Dark", text: "50", file: "Semantic/Dark.tokens.json", marker: false),
    ]
    let (_, inputs, _) = try imported(files)
    #expect(inputs.map(\.appearance) == [.light, .light, .dark])
  }

  @Test func theRootsModeNameWinsOverTheFileName() throws {
    let file = Self.semantic("Dark", text: "50", file: "export/Semantic.Light.json")
    let (_, inputs, _) = try imported([
      Self.primitives, Self.semantic("Light", text: "900", file: "a/Semantic.x.json"), file,
    ])
    #expect(inputs.last?.appearance == .dark)
  }

  @Test func aModeThatIsNoAppearanceIsListedNotMerged() throws {
    let (theme, inputs, ignored) = try imported([
      Self.primitives, Self.semantic("Light", text: "900"), Self.semantic("Wireframe", text: "50"),
    ])
    #expect(inputs.count == 2)
    #expect(ignored.map(\.path) == ["export/Semantic.Wireframe.json"])
    #expect(ignored.first?.message.contains("\"Wireframe\"") == true)
    #expect(theme.resolve(.named("text.primary"), in: .dark).hex == "#1A1A1A")
  }

  @Test func aChosenAppearanceMapsAModeOfAnyName() throws {
    let (theme, _, ignored) = try imported(
      [Self.primitives, Self.semantic("Light", text: "900"), Self.semantic("Dim", text: "50")],
      appearances: ["Dim": .dark])
    #expect(ignored.isEmpty)
    #expect(theme.resolve(.named("text.primary"), in: .dark).hex == "#FAFAFA")
  }

  @Test func twoFilesOfOneCollectionAndModeAreRefused() throws {
    let error = #expect(throws: ThemeValidationError.self) {
      try FigmaModeFiles.inputs([
        Self.semantic("Light", text: "900"), Self.semantic("Light", text: "50", file: "copy/Semantic.Light.json"),
      ])
    }
    #expect(error?.issues.first?.path == "copy/Semantic.Light.json")
    #expect(error?.issues.first?.message.contains("export/Semantic.Light.json") == true)
  }

  @Test func aFileThatDoesNotParseIsRefusedNamingIt() throws {
    let error = #expect(throws: ThemeValidationError.self) {
      try FigmaModeFiles.inputs([ImportFile(path: "Semantic.Dark.json", bytes: Array("{\"a\": ".utf8))])
    }
    #expect(error?.issues.first?.path.hasPrefix("Semantic.Dark.json: ") == true)
  }

  @Test func theFigmaTokenExtensionsAreKept() throws {
    let (inputs, _) = try FigmaModeFiles.inputs([Self.primitives])
    let document = try DTCGImporter.document(from: inputs, name: "figma")
    let kept = JSONWriter.string(document.json["extensions"] ?? .null)
    #expect(kept.contains("VariableID:1:2"))
  }

  @Test(arguments: [
    (
      ##"{"$extensions": {"com.figma.modeName": "Dark"}, "a": {"$type": "color", "$value": "#000"}}"##,
      ImportFormat.figma
    ),
    (##"{"a": {"$type": "color", "$value": "#000", "$extensions": {"com.figma.variableId": "V:1"}}}"##, .figma),
    (##"{"a": {"$type": "color", "$value": "#000", "$extensions": {"com.example": 1}}}"##, .dtcg),
  ])
  func figmasExportIsDetected(text: String, format: ImportFormat) {
    #expect(ImportFormat.detect(file: "Light.tokens.json", bytes: Array(text.utf8)).format == format)
  }
}
