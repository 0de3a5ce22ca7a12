import Foundation
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// The source every export test starts from.
enum ExportFixtures {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures").standardizedFileURL

  static func source(
    _ object: [String: Any] = SampleThemes.rich(), approved: Bool = true,
    configuration: ExportConfiguration = .default
  ) -> ExportSource {
    ExportSource(
      document: try! ThemeDocument(bytes: SampleThemes.bytes(object)), version: 3, approved: approved,
      configuration: configuration)
  }

  /// A theme whose names, labels and alt text try to break out of every output format.
  static func hostile() -> [String: Any] {
    var object = SampleThemes.rich()
    // Names may not hold control characters; labels and alt text may.
    let evil = "x</string><b a=\"1\">'\\ */ {} ../../etc\u{2028}-->"
    let text = evil + "\nsecond line"
    object = SampleThemes.setting(object, keys: ["colors", evil], to: "#123456")
    object = SampleThemes.setting(object, "images.logo.accessibilityLabel", to: text)
    object = SampleThemes.setting(
      object, "iconButtons.send.accessibilityLabel", to: "Send \"now\" \\(1) */ </string>\n@x")
    object = SampleThemes.setting(object, "typography.body.fontFamily", to: evil)
    object = SampleThemes.setting(
      object, keys: ["motion", evil], to: ["animation": "slide\"*/", "reduceMotion": "fade"])
    // Kept as it is under Reduce Motion, so the animation's own text is what the reduced value
    // writes too.
    object = SampleThemes.setting(
      object, keys: ["motion", "wobble"], to: ["animation": "spin */\n#error(\"injected\")", "reduceMotion": "same"])
    object = SampleThemes.setting(object, "displayName", to: text)
    object = SampleThemes.setting(
      object, keys: ["images", evil], to: ["symbol": evil, "direction": "horizontal", "mirrorsInRTL": true])
    object = SampleThemes.setting(object, "iconButtons.class", to: ["accessibilityLabel": "Close", "image": "logo"])
    return object
  }
}
