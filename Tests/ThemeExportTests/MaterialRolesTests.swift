import Foundation
import Testing
import ThemeExport
import ThemeModel

/// Material's colour roles in a res/ folder's themes become the theme's contrast pairs.
@Suite("Material roles from themes.xml")
struct MaterialRolesTests {
  static let colors = """
    <color name="purple">#6750A4</color>
    <color name="white">#FFFFFF</color>
    <color name="black">#000000</color>
    <color name="surface">#FFFBFE</color>
    <color name="on_surface">#1C1B1F</color>
    """

  /// A Material 3 DayNight theme, a child theme by its dotted name, and a night override.
  static let light = """
    <style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar">
      <item name="colorPrimary">@color/purple</item>
      <item name="colorOnPrimary">@color/white</item>
      <item name="colorSurface">@color/surface</item>
      <item name="colorOnSurface">@color/on_surface</item>
      <item name="android:colorBackground">?attr/colorSurface</item>
      <item name="colorOnBackground">?attr/colorOnSurface</item>
      <item name="colorError">#B3261E</item>
      <item name="colorOnError">@android:color/white</item>
      <item name="android:windowLightStatusBar">true</item>
    </style>
    <style name="Theme.App.Splash">
      <item name="colorSecondary">@color/purple</item>
      <item name="colorOnSecondary">@color/missing</item>
    </style>
    """
  /// A values-night style replaces the values one of its name whole, as Android does.
  static let night = light.replacingOccurrences(of: "@color/white", with: "@color/black")

  func imported(night: String? = night) throws -> (ThemeDocument, ImportReport) {
    var files = [
      ImportFile(path: "res/values/colors.xml", bytes: AndroidResourcesImporterTests.resources(Self.colors)),
      ImportFile(path: "res/values/themes.xml", bytes: AndroidResourcesImporterTests.resources(Self.light)),
    ]
    if let night {
      files.append(
        ImportFile(path: "res/values-night/themes.xml", bytes: AndroidResourcesImporterTests.resources(night)))
    }
    return try AndroidResourcesImporter.importing([files], roots: ["res"], name: "m3", lossy: false)
  }

  @Test func anOnColourAndItsSurfaceBecomeATextPair() throws {
    let (document, report) = try imported()
    let pair = try #require(document.theme.pairs.first { $0.name == "on_surface-on-surface" })
    #expect(pair.kind == .text)
    #expect(pair.appearances == nil)
    #expect(
      pair.description
        == "Material: colorOnBackground on android:colorBackground, colorOnSurface on colorSurface in Theme.App")
    #expect(report.pairs.contains { $0.subject == "on_surface-on-surface" && $0.location.line == 9 })
  }

  @Test func aNightThemeThatMapsARoleOtherwiseGivesAPairPerAppearance() throws {
    let pairs = try imported().0.theme.pairs
    #expect(pairs.first { $0.name == "white-on-purple" }?.appearances == [.light])
    #expect(pairs.first { $0.name == "black-on-purple" }?.appearances == [.dark])
  }

  @Test func withoutANightThemeThePairHoldsInEveryAppearance() throws {
    let pairs = try imported(night: nil).0.theme.pairs
    #expect(pairs.first { $0.name == "white-on-purple" }?.appearances == nil)
    #expect(!pairs.contains { $0.name == "black-on-purple" })
  }

  @Test func anAttributeReferenceIsFollowedWithinTheTheme() throws {
    let pairs = try imported().0.theme.pairs
    // colorOnBackground → ?attr/colorOnSurface, android:colorBackground → ?attr/colorSurface.
    #expect(pairs.filter { $0.name == "on_surface-on-surface" }.count == 1)
    #expect(pairs.first { $0.name == "on_surface-on-surface" }?.description?.contains("colorOnBackground") == true)
  }

  @Test func literalAndFrameworkColoursArePairedAsLiterals() throws {
    let document = try imported().0
    let pair = document.json["pairs"]?["#FFFFFF-on-#B3261E"]
    #expect(pair?["foreground"] == .string("#FFFFFF"))
    #expect(pair?["background"] == .string("#B3261E"))
  }

  @Test func aRoleNamingNoColourIsReportedAndMakesNoPair() throws {
    let (document, report) = try imported()
    let note = try #require(report.ignored.first { $0.subject == "Theme.App.Splash colorOnSecondary" })
    #expect(note.message.contains("@color/missing"))
    #expect(note.location == SourceLocation(file: "res/values/themes.xml", line: 16, column: 3))
    #expect(!document.theme.pairs.contains { $0.description?.contains("colorOnSecondary") == true })
  }

  @Test func theStylesColourAttributesAreKeptAsWritten() throws {
    let styles = try imported().0.json["extensions"]?["org.themereg.android"]?["styles"]
    #expect(styles?["Theme.App"]?["light"]?["android:colorBackground"] == .string("?attr/colorSurface"))
    #expect(styles?["Theme.App"]?["dark"]?["colorOnPrimary"] == .string("@color/black"))
    // A child theme inherits its parent's roles by its dotted name.
    #expect(styles?["Theme.App.Splash"]?["light"]?["colorPrimary"] == .string("@color/purple"))
    #expect(styles?["Theme.App"]?["light"]?["android:windowLightStatusBar"] == nil)
  }

  @Test func eachForegroundAndBackgroundIsPairedOnce() throws {
    let theme = try imported().0.theme
    #expect(
      theme.pairs.map(\.name).sorted() == [
        "#FFFFFF-on-#B3261E", "black-on-purple", "on_surface-on-surface", "white-on-purple",
      ])
  }
}

/// The app theme's Material roles become the theme's `roles.material3`.
@Suite("Material 3 roles from themes.xml")
struct Material3RolesImportTests {
  @Test func theAppThemesRolesAreMappedToTheirColours() throws {
    let (document, report) = try MaterialRolesTests().imported()
    let roles = Dictionary(uniqueKeysWithValues: document.theme.material3Roles.map { ($0.role, $0) })
    #expect(roles.keys.sorted() == ["background", "onBackground", "onPrimary", "onSurface", "primary", "surface"])
    #expect(roles["primary"]?.color(in: .dark) == "purple")
    // ?attr/colorSurface is followed to the colour it names.
    #expect(roles["background"]?.color(in: .light) == "surface")
    let note = try #require(report.roles.first { $0.subject == "background" })
    #expect(note.message == "android:colorBackground in Theme.App is surface")
    #expect(note.location.line == 8)
  }

  @Test func aNightThemeMappingARoleOtherwiseGivesOneColourPerAppearance() throws {
    let (document, report) = try MaterialRolesTests().imported()
    let onPrimary = try #require(document.theme.material3Roles.first { $0.role == "onPrimary" })
    #expect(onPrimary.color(in: .light) == "white")
    #expect(onPrimary.color(in: .dark) == "black")
    #expect(report.roles.contains { $0.message == "colorOnPrimary in Theme.App is white (light), black (dark)" })
  }

  @Test func aRoleSetToALiteralIsReportedAndLeftUnmapped() throws {
    let (document, report) = try MaterialRolesTests().imported(night: nil)
    #expect(!document.theme.material3Roles.contains { $0.role == "error" })
    #expect(
      report.ignored.contains {
        $0.subject == "Theme.App colorError"
          && $0.message.hasPrefix("is #B3261E in light mode, not a colour of the res/ folders; the Material role error")
      }, "\(report.ignored.map(\.message))")
  }

  @Test func aResFolderWithoutMaterialRolesGetsNoRoles() throws {
    let files = [
      ImportFile(
        path: "res/values/colors.xml", bytes: AndroidResourcesImporterTests.resources(MaterialRolesTests.colors))
    ]
    let (document, report) = try AndroidResourcesImporter.importing([files], roots: ["res"], name: "m3", lossy: false)
    #expect(document.theme.material3Roles.isEmpty)
    #expect(report.roles.isEmpty)
  }
}
