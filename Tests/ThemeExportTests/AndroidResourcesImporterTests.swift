import Foundation
import Testing
import ThemeExport
import ThemeModel

/// The Android `res/` importer on Home Assistant's real resources and on files written to break it.
@Suite("Android resources import")
struct AndroidResourcesImporterTests {
  static let homeAssistant = ExportFixtures.fixtures.appendingPathComponent("android/home-assistant-android")

  /// The XML files of a `res/` folder, each path starting with `root` as the registry gives them.
  static func folder(_ url: URL, root: String) -> [ImportFile] {
    let walker = FileManager.default.enumerator(atPath: url.path)!
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xml") }.sorted().map {
      ImportFile(
        path: root + "/" + $0, bytes: Array(FileManager.default.contents(atPath: url.appendingPathComponent($0).path)!))
    }
  }

  static func resources(_ colors: String) -> [UInt8] {
    Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(colors)\n</resources>\n".utf8)
  }

  func imported(_ files: [String: String], lossy: Bool = false) throws -> (Theme, ImportReport) {
    let folder = files.sorted { $0.key < $1.key }.map {
      ImportFile(path: "res/" + $0.key, bytes: Self.resources($0.value))
    }
    let (document, report) = try AndroidResourcesImporter.importing([folder], roots: ["res"], name: "t", lossy: lossy)
    return (document.theme, report)
  }

  @Test func homeAssistantsModulesMergeIntoOneTheme() throws {
    let common = Self.folder(Self.homeAssistant.appendingPathComponent("common/src/main/res"), root: "common/res")
    let app = Self.folder(Self.homeAssistant.appendingPathComponent("app/src/main/res"), root: "app/res")
    let (document, report) = try AndroidResourcesImporter.importing(
      [common, app], roots: ["common/res", "app/res"], name: "ha", lossy: false)
    let theme = document.theme
    #expect(theme.colors.count == 42)
    #expect(report.colorsByAppearance == [.light: 42, .dark: 23])
    // Alpha first in Android, last in the theme: #1fffa600 is #FFA600 at 0x1F.
    #expect(theme.resolvedColors["colorAlertWarning"]?[.light]?.hex == "#FFA6001F")
    #expect(theme.resolvedColors["colorDialogBackground"]?[.light]?.hex == "#FFFFFF")
    #expect(theme.resolvedColors["colorDialogBackground"]?[.dark]?.hex == "#111111")
    // @color/ stays an alias, in each appearance.
    #expect(
      theme.colors.first { $0.name == "colorWidgetButtonLabel" }?.expression(in: .dark).written
        == "{colorWidgetButtonLabelWhite}")
    #expect(theme.resolvedColors["colorWidgetButtonLabel"]?[.dark]?.hex == "#E6E6E6")
    // The -v31 files hold dynamic colours and styles: listed, not merged.
    #expect(report.otherSets.contains("common/res/values-v31/colors.xml"))
    #expect(report.otherSets.contains("app/res/values-v31/styles.xml"))
    // The theme's own styles are read: their colour attributes kept as written.
    #expect(!report.otherSets.contains("app/res/values/styles.xml"))
    let styles = document.json["extensions"]?["org.themereg.android"]?["styles"]
    #expect(styles?["Theme.HomeAssistant"]?["light"]?["colorPrimary"] == .string("@color/colorPrimary"))
  }

  @Test(arguments: [
    ("#abc", "#AABBCC"), ("#8abc", "#AABBCC88"), ("#0b5fff", "#0B5FFF"), ("#800B5FFF", "#0B5FFF80"),
    ("#FF0B5FFF", "#0B5FFF"),
  ])
  func everyAndroidColourFormReadsAlphaFirst(written: String, hex: String) throws {
    let (theme, _) = try imported(["values/colors.xml": "<color name=\"c\">\(written)</color>"])
    #expect(theme.resolvedColors["c"]?[.light]?.hex == hex)
  }

  @Test(arguments: [
    ("<color name=\"c\">@android:color/system_accent1_500</color>", "dynamic colour (Material You)"),
    ("<color name=\"c\">#12345</color>", "has 5 hex digits"),
    ("<color name=\"c\">?attr/colorPrimary</color>", "is a theme attribute"),
    ("<color name=\"c\">@null</color>", "@null sets no colour"),
    ("<color name=\"c\">@color/nowhere</color>", "which no <color> or colour state list of these res/ folders defines"),
  ])
  func aValueATHemeCannotHoldRefusesTheImportNamingItsLine(resource: String, message: String) throws {
    let files = ["values/colors.xml": "<color name=\"ok\">#FFFFFF</color>\n" + resource]
    #expect {
      _ = try imported(files)
    } throws: { error in
      guard case .lossy(let notes) = error as? ImportError, let note = notes.first else { return false }
      return note.message.contains(message) && note.location.file == "res/values/colors.xml" && note.location.line == 4
    }
    let (theme, report) = try imported(files, lossy: true)
    #expect(theme.colors.map(\.name) == ["ok"])
    #expect(report.unmapped.count == 1)
  }

  @Test func malformedXMLNamesTheFileAndLine() {
    #expect {
      _ = try imported(["values/colors.xml": "<color name=\"c\">#FFF</colour>"])
    } throws: { error in
      guard case .invalid(let validation) = error as? ImportError, let issue = validation.issues.first else {
        return false
      }
      return issue.path == "res/values/colors.xml"
        && issue.message == "line 3, column 21: not well-formed XML: </colour> where </color> closes the open element"
    }
  }

  @Test func aNameDefinedTwiceInOneFolderNamesBothPlaces() {
    let files = ["values/a.xml": "<color name=\"c\">#FFF</color>", "values/b.xml": "<color name=\"c\">#000</color>"]
    #expect {
      _ = try imported(files)
    } throws: { error in
      guard case .invalid(let validation) = error as? ImportError, let issue = validation.issues.first else {
        return false
      }
      return issue.path.hasPrefix("res/values/b.xml:3:")
        && issue.message.contains("also defined at res/values/a.xml:3:")
    }
  }

  @Test func aDarkValueWithoutALightOneIsReported() {
    let files = [
      "values/colors.xml": "<color name=\"a\">#FFF</color>",
      "values-night/colors.xml": "<color name=\"b\">#000</color>",
    ]
    #expect {
      _ = try imported(files)
    } throws: { error in
      guard case .lossy(let notes) = error as? ImportError else { return false }
      return notes.map(\.subject) == ["b"] && notes[0].message.contains("none in values/")
    }
  }

  @Test func anExternalEntityIsNeverLoaded() throws {
    let secret = FileManager.default.temporaryDirectory.appendingPathComponent("themereg-secret-\(UUID()).txt")
    try Data("#123456".utf8).write(to: secret)
    defer { try? FileManager.default.removeItem(at: secret) }
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE resources [<!ENTITY leak SYSTEM "file://\(secret.path)">]>
      <resources><color name="c">&leak;</color><color name="d">#FFFFFF</color></resources>
      """
    let file = ImportFile(path: "res/values/colors.xml", bytes: Array(xml.utf8))
    let result = try? AndroidResourcesImporter.importing([[file]], roots: ["res"], name: "t", lossy: true)
    #expect(result?.document.theme.resolvedColors["c"]?[.light]?.hex != "#123456")
  }
}
