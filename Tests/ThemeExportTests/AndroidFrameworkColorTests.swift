import Foundation
import Testing
import ThemeFiles
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// The importer's table of public framework colours against the framework itself, as aapt2
/// dumps Debian's `framework-res.apk`, and the importer's own test inputs as aapt2 compiles them.
@Suite("Android framework colours in aapt2")
struct AndroidFrameworkColorTests {
  /// The public colours of the framework: each name with its literal (`#AARRGGBB`), or nil for
  /// a colour state list (a file).
  static func publicColors() throws -> [String: String?] {
    let dump = try Subprocess.run(
      AndroidResourceTests.aapt2, ["dump", "resources", AndroidResourceTests.framework])
    try #require(dump.code == 0, "\(dump.output.prefix(2000))")
    var colors: [String: String?] = [:]
    let lines = dump.output.split(separator: "\n").map(String.init)
    for (index, line) in lines.enumerated() {
      let words = line.split(separator: " ")
      guard words.count == 4, words[0] == "resource", words[3] == "PUBLIC", words[2].hasPrefix("color/"),
        index + 1 < lines.count
      else { continue }
      let value = lines[index + 1].split(separator: " ").last.map(String.init)
      colors[String(words[2].dropFirst("color/".count))] = value?.hasPrefix("#") == true ? value : nil
    }
    return colors
  }

  @Test(
    .enabled(
      if: AndroidResourceTests.hasAAPT2,
      "needs aapt2 and the framework resources (Debian: aapt, android-framework-res)"))
  func everyPublicFrameworkColourWithAValueHasTheFrameworksValue() throws {
    let framework = try Self.publicColors()
    let fixed = framework.filter { !$0.key.hasPrefix("system_") }
    // Every public colour the device does not choose is in the table, and nothing else is.
    #expect(Set(fixed.keys) == Set(AndroidFrameworkColors.values.keys))
    for case (let name, let literal?) in fixed {
      let framework = try AndroidResourcesImporter.themeValue(literal).get()
      #expect(AndroidFrameworkColors.values[name] == framework, "\(name): the framework's is \(literal)")
    }
  }

  @Test(
    .enabled(
      if: AndroidResourceTests.hasAAPT2,
      "needs aapt2, the framework resources and javac (Debian: aapt, android-framework-res, default-jdk-headless)"))
  func theStateListsAndItemColoursTheImporterReadsCompileAndLink() throws {
    let selector = """
      <selector xmlns:android="http://schemas.android.com/apk/res/android">
          <item android:state_enabled="false" android:alpha="0.38" android:color="@color/ink"/>
          <item android:alpha="0.6" android:color="@color/ink"/>
      </selector>
      """
    let colors = """
      <resources>
          <color name="ink">#102030</color>
          <item name="brand" type="color">#6750A4</item>
          <color name="hint_label">@color/hint</color>
          <color name="link">@android:color/holo_blue_light</color>
      </resources>
      """
    let files = [
      ExportFile(path: "android/values/colors.xml", bytes: Array(colors.utf8)),
      ExportFile(path: "android/color/hint.xml", bytes: Array(selector.utf8)),
      ExportFile(path: "android/color-night/hint.xml", bytes: Array(selector.utf8)),
    ]
    let result = try AndroidResourceTests.compile(files)
    #expect(result.code == 0, "\(result.output)")
    #expect(result.output.contains("public static final int hint="), "\(result.output.prefix(2000))")
    #expect(result.output.contains("public static final int brand="))
    let folder = files.map { ImportFile(path: "res/" + $0.path.dropFirst("android/".count), bytes: $0.bytes) }
    let (document, _) = try AndroidResourcesImporter.importing([folder], roots: ["res"], name: "t", lossy: false)
    #expect(document.theme.resolvedColors["hint_label"]?[.light]?.hex == "#10203099")
    #expect(document.theme.resolvedColors["link"]?[.light]?.hex == "#33B5E5")
  }
}
