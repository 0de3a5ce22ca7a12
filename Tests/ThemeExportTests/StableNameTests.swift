import Foundation
import Testing
import ThemeAudit
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// A name an app compiles against keeps its meaning: identifiers come from each name alone,
/// and names that would share one are an audit error that exports refuse.
@Suite("Stable export names")
struct StableNameTests {
  /// Every line of every export file of `object` that defines `name`'s colour on some platform.
  static func definitions(_ object: [String: Any]) -> [String: String] {
    var lines: [String: String] = [:]
    for format in [ExportFormat.android, .css, .ios] {
      for file in ThemeExporter.files(format: format, source: ExportFixtures.source(object)) {
        for line in String(decoding: file.bytes, as: UTF8.self).split(separator: "\n") {
          // The Compose class reads each colour from the palette by position, which moves when a
          // colour is added before it; the member, and what the palettes give it, do not.
          let text = String(line.split(separator: " get() = Color(argb_[", maxSplits: 1).first ?? line)
          if text.contains("<color name=") || text.hasPrefix("  --color-") || text.contains("public static var ")
            || text.hasPrefix("    val ")
          {
            lines[file.path + "|" + text] = text
          }
        }
      }
    }
    return lines
  }

  @Test(arguments: ["Background", "aardvark", "background2", "zzz", "a.b"])
  func addingAColourChangesNoExistingDefinition(added: String) {
    let before = Self.definitions(SampleThemes.rich())
    let after = Self.definitions(SampleThemes.setting(SampleThemes.rich(), keys: ["colors", added], to: "#FF0000"))
    // Every definition of v1 is still there, byte for byte (the palettes' value lists aside,
    // which list every colour in order and so grow).
    let kept = before.keys.filter { !$0.contains("longArrayOf(") }
    #expect(kept.allSatisfy { after[$0] != nil }, "\(kept.filter { after[$0] == nil })")
  }

  @Test(arguments: [
    ("background", "Background"), ("outgoing-bubble", "outgoingBubble"), ("a_b", "a b"), ("x", "X"),
  ])
  func namesThatWouldShareAnIdentifierAreAnAuditError(first: String, second: String) throws {
    let object = SampleThemes.setting(
      SampleThemes.setting(SampleThemes.minimal(), keys: ["colors", first], to: "#111111"), keys: ["colors", second],
      to: "#EEEEEE")
    let findings = Auditor().audit(SampleThemes.theme(object)).findings.filter { $0.rule == .exportNameCollision }
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.severity == .error)
    #expect(finding.message.contains("\"\(min(first, second))\"") && finding.message.contains("(Android)"))
    #expect(finding.message.contains("R.color.mini_"))
  }

  @Test func distinctNamesCollideNowhere() {
    #expect(ExportNaming.collisions(in: SampleThemes.theme(SampleThemes.rich())).isEmpty)
    #expect(ExportNaming.collisions(in: SampleThemes.theme(AndroidResourceTests.hostileNames)).isEmpty)
  }

  /// Names that collide somewhere, and near misses: case, separators, digit-led names (which
  /// `snake` writes as `x_…`), names without words, non-ASCII letters and their spelling.
  static let trickyNames = [
    "1a", "x 1a", "x1a", "X_1a", "xx1a", "unnamed", "Unnamed", "-", "é", "ue9", "UE9", "class", "Class", "_1a", "a.b",
    "A.B", "a-b", "a_b", "aB", "ab", ".ab", "x", "X", "x_", "9", "x 9", "über", "uFCber", "日本", "u65e5u672c",
  ]

  /// `collisions(in:)` against every identifier of every name grouped the long way.
  @Test(arguments: ["colors", "images", "typography"])
  func collisionsAreEveryIdentifierSharedByTwoNames(section: String) throws {
    var object = SampleThemes.minimal()
    for name in Self.trickyNames {
      let value: Any =
        switch section {
        case "colors": "#123456"
        case "images": ["symbol": "star", "accessibilityLabel": "Star"]
        default: ["size": 14]
        }
      object = SampleThemes.setting(object, keys: [section, name], to: value)
    }
    let theme = try ThemeDocument(bytes: SampleThemes.bytes(object)).theme
    let names =
      switch section {
      case "colors": theme.colors.map(\.name)
      case "images": theme.images.map(\.name)
      default: theme.typography.map(\.name)
      }
    var groups: [String: (platform: String, names: Set<String>)] = [:]
    for name in names {
      let identifiers =
        switch section {
        case "colors": ExportNaming.colorIdentifiers(name, theme: theme.name)
        case "images": ExportNaming.imageIdentifiers(name, theme: theme.name)
        default: ExportNaming.styleIdentifiers(name, theme: theme.name)
        }
      for identifier in identifiers {
        let spelled =
          identifier.platform == "asset catalog" ? identifier.identifier.lowercased() : identifier.identifier
        groups[identifier.platform + " " + spelled, default: (identifier.platform, [])].names.insert(name)
      }
    }
    let expected = Set(groups.values.filter { $0.names.count > 1 }.map { "\($0.platform): \($0.names.sorted())" })
    let found = ExportNaming.collisions(in: theme).filter { $0.section == section }
    #expect(Set(found.map { "\($0.platform): \($0.names.sorted())" }) == expected)
    #expect(expected.count >= 5)
  }

  /// Collisions written out by hand from the naming rules (README, Exports), not derived with
  /// the functions under test: spellings that differ only in separators or case share an Android
  /// resource, a CSS property and a Swift member; a leading digit is escaped like a leading `_`.
  @Test(arguments: [
    ("Android", ["A.B", "a-b", "a.b", "aB", "a_b"]), ("CSS", ["A.B", "a-b", "a.b", "aB", "a_b"]),
    ("Swift", ["A.B", "a-b", "a.b", "aB", "a_b"]), ("asset catalog", ["A.B", "a.b"]), ("Android", ["1a", "_1a"]),
    ("Android", ["Class", "class"]), ("CSS", ["UE9", "ue9", "é"]), ("Swift", ["X_1a", "x 1a", "x1a"]),
    ("Android", ["X_1a", "x 1a"]), ("Kotlin", ["u65e5u672c", "日本"]),
  ])
  func knownCollisionsOfColourNames(platform: String, names: [String]) throws {
    var object = SampleThemes.minimal()
    for name in Self.trickyNames { object = SampleThemes.setting(object, keys: ["colors", name], to: "#123456") }
    let theme = try ThemeDocument(bytes: SampleThemes.bytes(object)).theme
    let found = ExportNaming.collisions(in: theme).filter { $0.section == "colors" && $0.platform == platform }
    #expect(found.contains { $0.names.sorted() == names }, "\(found.map { $0.names.sorted() })")
  }

  @Test func aButtonAndAnImageMayShareAName() {
    var object = SampleThemes.rich()
    object = SampleThemes.setting(object, "images.send", to: ["symbol": "paperplane", "accessibilityLabel": "Send"])
    #expect(ExportNaming.collisions(in: SampleThemes.theme(object)).isEmpty)
  }

  @Test(arguments: [("class", "`class`", "`class`"), ("self", "`self`", "self"), ("object", "object", "`object`")])
  func keywordsAreQuotedNotRenamed(name: String, swift: String, kotlin: String) {
    #expect(ExportNaming.swift(name) == swift)
    #expect(ExportNaming.kotlin(name) == kotlin)
    #expect(ExportNaming.android(name, theme: "acme-chat") == "acme_chat_" + name)
  }

  @Test(arguments: [5, 6])
  func hostileNamesTypeCheck(mode: Int) throws {
    var object = AndroidResourceTests.hostileNames
    for name in ["self", "init", "default", "Type", "some"] {
      object = SampleThemes.setting(object, keys: ["colors", name], to: "#654321")
    }
    let swift = ThemeExporter.files(format: .ios, source: ExportFixtures.source(object)).filter {
      $0.path.hasSuffix(".swift")
    }
    try TypeCheck.swift(swift.map(\.bytes), mode: mode)
  }
}
