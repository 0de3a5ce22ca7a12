import Testing
import ThemeExport
import ThemeModel

/// Colour state lists (`res/color/`), framework colours and aliases to nothing, read as an
/// Android build and `Resources.getColor` read them.
@Suite("Android colour state lists and references")
struct AndroidColorStateListTests {
  static let android = "xmlns:android=\"http://schemas.android.com/apk/res/android\""

  static func selector(_ items: String) -> String {
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<selector \(android) xmlns:app=\"http://schemas.android.com/apk/res-auto\">\n\(items)\n</selector>\n"
  }

  /// The import of one `res/` folder: `values/…` files hold `<color>` lines, others whole files.
  func imported(_ files: [String: String], lossy: Bool = false) throws -> (Theme, ImportReport) {
    let folder = files.sorted { $0.key < $1.key }.map { path, text in
      let bytes =
        path.hasPrefix("values")
        ? Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(text)\n</resources>\n".utf8)
        : Array(text.utf8)
      return ImportFile(path: "res/" + path, bytes: bytes)
    }
    let (document, report) = try AndroidResourcesImporter.importing([folder], roots: ["res"], name: "t", lossy: lossy)
    return (document.theme, report)
  }

  func lossyNotes(_ files: [String: String]) -> [ImportNote] {
    do {
      _ = try imported(files)
      return []
    } catch {
      guard case .lossy(let notes) = error as? ImportError else { return [] }
      return notes
    }
  }

  @Test(arguments: [
    // The last item after the first that states no state.
    (
      "<item android:state_enabled=\"false\" android:color=\"#61000000\"/>\n<item android:color=\"#DE000000\"/>",
      "#000000DE"
    ),
    (
      "<item android:color=\"#111111\"/>\n<item android:color=\"#222222\"/>\n<item android:state_pressed=\"true\" android:color=\"#333333\"/>",
      "#222222"
    ),
    (
      "<item android:state_pressed=\"true\" android:color=\"#111111\"/>\n<item android:color=\"#222222\"/>\n<item android:color=\"#333333\"/>",
      "#333333"
    ),
    // None after the first: the first, stated or not.
    ("<item android:color=\"#111111\"/>\n<item android:state_pressed=\"true\" android:color=\"#222222\"/>", "#111111"),
    (
      "<item android:state_pressed=\"true\" android:color=\"#111111\"/>\n<item android:state_focused=\"true\" android:color=\"#222222\"/>",
      "#111111"
    ),
    // alpha multiplies the colour's own, rounded as modulateColorAlpha rounds it.
    ("<item android:alpha=\"0.5\" android:color=\"#FF0000\"/>", "#FF000080"),
    ("<item app:alpha=\"0.38\" android:color=\"#80FF0000\"/>", "#FF000031"),
    ("<item android:alpha=\"1e30\" android:color=\"#80FF0000\"/>", "#FF0000"),
    ("<item android:alpha=\"-2\" android:color=\"#FF0000\"/>", "#FF000000"),
    ("<item android:color=\"@android:color/holo_blue_light\"/>", "#33B5E5"),
  ])
  func aStateListIsItsDefaultColour(items: String, hex: String) throws {
    let (theme, report) = try imported(["color/ink.xml": Self.selector(items)])
    #expect(theme.resolvedColors["ink"]?[.light]?.hex == hex)
    #expect(report.converted.map(\.subject) == ["ink"])
    #expect(report.converted.first?.message.hasPrefix("a colour state list: its default colour is kept") == true)
  }

  @Test func theStatesLeftOutAreCountedAtTheDefaultItemsLine() throws {
    let list = Self.selector(
      "<item android:state_enabled=\"false\" android:color=\"#61000000\"/>\n<item android:color=\"#DE000000\"/>")
    let (_, report) = try imported(["color/ink.xml": list])
    let note = try #require(report.converted.first)
    #expect(note.message == "a colour state list: its default colour is kept; its 1 other state is not")
    #expect(note.location == SourceLocation(file: "res/color/ink.xml", line: 4, column: 1))
  }

  @Test func aNightStateListIsTheDarkValueAndAColourMayNameAList() throws {
    let (theme, _) = try imported([
      "values/colors.xml": "<color name=\"label\">@color/ink</color>",
      "color/ink.xml": Self.selector("<item android:color=\"#101010\"/>"),
      "color-night/ink.xml": Self.selector("<item android:color=\"#F0F0F0\"/>"),
      "color-v31/ink.xml": Self.selector("<item android:color=\"#777777\"/>"),
    ])
    #expect(theme.resolvedColors["label"]?[.light]?.hex == "#101010")
    #expect(theme.resolvedColors["label"]?[.dark]?.hex == "#F0F0F0")
  }

  @Test func anotherQualifiersStateListIsListedNotMerged() throws {
    let (_, report) = try imported([
      "values/colors.xml": "<color name=\"bg\">#FFFFFF</color>",
      "color-v31/ink.xml": Self.selector("<item android:color=\"#777777\"/>"),
    ])
    #expect(report.otherSets == ["res/color-v31/ink.xml"])
  }

  @Test func alphaOnAnAliasIsAppliedToItsValueAndSaysItNoLongerFollowsIt() throws {
    let (theme, report) = try imported([
      "values/colors.xml": "<color name=\"ink\">#102030</color>",
      "color/hint.xml": Self.selector("<item android:alpha=\"0.6\" android:color=\"@color/ink\"/>"),
    ])
    #expect(theme.resolvedColors["hint"]?[.light]?.hex == "#10203099")
    #expect(theme.colors.first { $0.name == "hint" }?.expression(in: .light).written == "#10203099")
    #expect(report.converted.contains { $0.message.contains("it no longer follows @color/ink") })
  }

  @Test(arguments: [
    (
      "<item android:color=\"?attr/colorOnSurface\"/>", "a colour state list: ?attr/colorOnSurface is a theme attribute"
    ),
    (
      "<item android:lStar=\"50\" android:color=\"#FF0000\"/>",
      "a colour state list: its default colour sets lStar=\"50\""
    ),
    ("<item android:alpha=\"?attr/disabledAlpha\" android:color=\"#FF0000\"/>", "alpha is ?attr/disabledAlpha"),
    ("<item android:alpha=\"half\" android:color=\"#FF0000\"/>", "alpha \"half\" is not a number"),
    ("<item android:state_pressed=\"true\"/>", "its default item has no android:color"),
  ])
  func aDefaultColourATHemeCannotHoldRefusesTheImportAtItsLine(items: String, message: String) throws {
    let files = ["values/colors.xml": "<color name=\"ok\">#FFFFFF</color>", "color/ink.xml": Self.selector(items)]
    let note = try #require(lossyNotes(files).first)
    #expect(note.message.contains(message))
    #expect(note.location == SourceLocation(file: "res/color/ink.xml", line: 3, column: 1))
    let (theme, report) = try imported(files, lossy: true)
    #expect(theme.colors.map(\.name) == ["ok"])
    #expect(report.unmapped.count == 1)
  }

  @Test(arguments: [
    ("<resources/>", "a colour state list is a <selector>, not <resources>"),
    ("<selector \(android)></selector>", "the <selector> has no <item>, so no colour"),
    ("<selector><item></selector>", "not well-formed XML"),
  ])
  func aStateListFileThatIsNotOneIsAnErrorNamingTheFile(text: String, message: String) {
    #expect {
      _ = try imported(["values/colors.xml": "<color name=\"ok\">#FFFFFF</color>", "color/ink.xml": text], lossy: true)
    } throws: { error in
      guard case .invalid(let validation) = error as? ImportError, let issue = validation.issues.first else {
        return false
      }
      return issue.path == "res/color/ink.xml" && issue.message.contains(message)
    }
  }

  @Test func aStateListAndAColourOfOneNameInOneFolderNameBothPlaces() {
    #expect {
      _ = try imported([
        "values/colors.xml": "<color name=\"ink\">#FFFFFF</color>",
        "color/ink.xml": Self.selector("<item android:color=\"#000000\"/>"),
      ])
    } throws: { error in
      guard case .invalid(let validation) = error as? ImportError else { return false }
      return validation.issues.contains { $0.message.contains("is also defined at res/") }
    }
  }

  @Test func everyAliasToNothingIsListedAtItsLineTogetherWithTheOtherRefusals() {
    let notes = lossyNotes([
      "values/colors.xml": """
      <color name="bg">#FFFFFF</color>
      <color name="a">@color/missing</color>
      <color name="b">?attr/colorPrimary</color>
      <color name="c">@color/b</color>
      """
    ])
    // In line order, though the aliases are checked after every value is read.
    #expect(notes.map(\.subject) == ["a", "b", "c"])
    #expect(notes.first { $0.subject == "a" }?.location.line == 4)
    #expect(notes.first { $0.subject == "c" }?.message == "names @color/b, which is left out (see its own line)")
  }

  @Test func aLossyImportLeavesOutAliasesToNothingAndTheirAliasesInTurn() throws {
    let (theme, report) = try imported(
      [
        "values/colors.xml": """
        <color name="bg">#FFFFFF</color>
        <color name="a">@color/missing</color>
        <color name="c">@color/a</color>
        <color name="d">@color/bg</color>
        """
      ], lossy: true)
    #expect(theme.colors.map(\.name) == ["bg", "d"])
    #expect(report.unmapped.map(\.subject).sorted() == ["a", "c"])
    #expect(report.colorsByAppearance == [.light: 2])
  }

  @Test func anItemOfTypeColorIsAColourAndAStylesItemIsNot() throws {
    let (theme, _) = try imported([
      "values/colors.xml": """
      <item name="brand" type="color">#6750A4</item>
      <item name="size" type="dimen">4dp</item>
      <style name="Theme.App"><item name="colorPrimary">@color/brand</item></style>
      """
    ])
    #expect(theme.colors.map(\.name) == ["brand"])
    #expect(theme.resolvedColors["brand"]?[.light]?.hex == "#6750A4")
  }

  @Test(arguments: [
    ("holo_blue_light", "#33B5E5"), ("holo_red_dark", "#CC0000"), ("darker_gray", "#AAAAAA"),
    ("secondary_text_light", "#323232"), ("tertiary_text_dark", "#808080"), ("transparent", "#00000000"),
  ])
  func aPublicFrameworkColourHasTheFrameworksValue(name: String, hex: String) throws {
    let (theme, _) = try imported(["values/colors.xml": "<color name=\"c\">@android:color/\(name)</color>"])
    #expect(theme.resolvedColors["c"]?[.light]?.hex == hex)
  }
}
