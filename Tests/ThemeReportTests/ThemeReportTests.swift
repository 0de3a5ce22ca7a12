import Testing
import ThemeAudit
import ThemeExport
import ThemeFiles
import ThemeModel
import ThemeTestSupport

@testable import ThemeReport

/// The report's pages as values: what they hold, that user text stays text, that the same
/// input gives the same bytes, that long histories are summarised.
@Suite("Report pages")
struct ThemeReportTests {
  static func version(_ number: Int, errors: Int? = 0, author: String = "alice", message: String = "m")
    -> ReportVersion
  {
    ReportVersion(
      number: number, author: author, message: message, createdAt: "2026-12-01T00:00:00.000Z",
      contentHash: "sha256:00", errors: errors, warnings: 0, approved: false)
  }

  static func input(_ object: [String: Any], versions: [ReportVersion]? = nil, author: String = "alice")
    -> ThemeReportInput
  {
    let theme = SampleThemes.theme(object)
    let auditor = Auditor()
    let report = auditor.audit(theme)
    let current = version(1, errors: report.errors, author: author, message: author)
    return ThemeReportInput(
      theme: theme, version: current, approval: nil, approvedVersion: nil, ruleset: report.ruleset,
      profile: .wcag, findings: report.findings, measurements: auditor.contrastMeasurements(theme),
      typeScale: report.typeScale, versions: versions ?? [current], spans: [])
  }

  static func page(_ files: [ExportFile], _ path: String) -> String {
    files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
  }

  @Test func aThemeHasAnIndexAndAHistoryPage() {
    let files = ThemeReport.files(Self.input(SampleThemes.rich()))
    #expect(files.map(\.path) == ["index.html", "history.html"])
  }

  @Test func theSameInputWritesTheSameBytes() {
    let first = ThemeReport.files(Self.input(SampleThemes.rich()))
    let second = ThemeReport.files(Self.input(SampleThemes.rich()))
    #expect(first == second)
  }

  @Test func everyPageForbidsRequestsAndScripts() {
    for file in ThemeReport.files(Self.input(SampleThemes.rich())) {
      let html = String(decoding: file.bytes, as: UTF8.self)
      #expect(html.contains("content=\"default-src 'none'; style-src 'unsafe-inline'"), "\(file.path)")
      #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
      #expect(!html.contains("<script") && !html.contains("src=") && !html.contains("url("), "\(file.path)")
    }
  }

  @Test(arguments: [
    "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "' onmouseover='alert(1)", "&lt;b&gt;",
  ])
  func userTextIsEscapedEverywhere(text: String) {
    var object = SampleThemes.rich()
    object = SampleThemes.setting(object, "displayName", to: text)
    object = SampleThemes.setting(object, "description", to: text)
    object = SampleThemes.setting(object, keys: ["colors", text], to: "#123456")
    object = SampleThemes.setting(object, keys: ["pairs", text], to: ["foreground": text, "background": "background"])
    let files = ThemeReport.files(Self.input(object, author: text))
    for file in files {
      let html = String(decoding: file.bytes, as: UTF8.self)
      #expect(!html.contains(text), "\(file.path) holds the raw text")
      #expect(!html.contains("<script") && !html.contains("<img") && !html.contains("onerror=\""))
    }
    #expect(String(decoding: files[0].bytes, as: UTF8.self).contains(HTML.escape(text)))
  }

  @Test func aFailingPairShowsItsRatioThresholdAndAFix() {
    let object = SampleThemes.minimal(text: "#777777")
    let html = String(decoding: ThemeReport.files(Self.input(object))[0].bytes, as: UTF8.self)
    let row = html.components(separatedBy: "<tr class=\"failing\"").dropFirst().first ?? ""
    #expect(row.contains("4.47:1"))
    #expect(row.contains("4.5:1 text"))
    #expect(row.contains("0.03"))
    #expect(row.contains("✗</span> Fail") || html.contains("Fails the audit"))
    #expect(row.contains("reaches 4.5"))
  }

  @Test(arguments: [1, 199, 200, 201, 10_000])
  func aLongHistoryIsSummarisedAndKeepsItsWorstVersion(count: Int) {
    let versions = (1...count).map { Self.version($0, errors: $0 == count / 2 + 1 ? 99 : 1) }
    let shown = ThemeReport.timelineVersions(versions)
    #expect(shown.count <= ThemeReport.maximumTimelinePoints)
    #expect(shown.count == min(count, ThemeReport.maximumTimelinePoints) || count > 200)
    #expect(shown.contains { $0.errors == 99 })
    #expect(shown.map(\.number) == shown.map(\.number).sorted())
  }

  @Test func identifiersOfDistinctNamesAreDistinct() {
    let names = ["a.b", "a_2Eb", "a-b", "A", "a", "é", "e\u{301}", "*B", "\u{02AB}", "_2A_B", "_"]
    #expect(Set(names.map { HTML.identifier("color", $0) }).count == names.count)
  }

  /// Hostile names: every string of one to three scalars over hex digits, escapes' own
  /// characters and scalars whose code points read as hex (`*` is 2A, `ʫ` is 2AB), generated.
  static let hostileNames: [String] = {
    let alphabet = ["*", "B", "\u{02AB}", "_", "2", "A", "-", " "]
    var names = alphabet
    for first in alphabet {
      for second in alphabet {
        names.append(first + second)
        for third in alphabet { names.append(first + second + third) }
      }
    }
    return Array(Set(names)).sorted()
  }()

  @Test func everyIdentifierOfAGeneratedHostileSetIsUnique() {
    let identifiers = Self.hostileNames.map { HTML.identifier("color", $0) }
    #expect(Set(identifiers).count == Self.hostileNames.count)
  }

  @Test func everyInPageLinkLandsOnItsOwnRow() throws {
    var colors: [String: Any] = ["background": "#FFFFFF", "text": "#000000"]
    for (offset, name) in Self.hostileNames.enumerated() {
      colors[name] = String(format: "#%06X", offset * 997 % 0xFFFFFF)
    }
    // Each alias links to its target's row: one alias per hostile name.
    for name in Self.hostileNames { colors["alias of " + name] = "{" + name + "}" }
    var theme = SampleThemes.minimal()
    theme["colors"] = colors
    let page = Self.page(ThemeReport.files(Self.input(theme)), "index.html")
    let ids = page.matches(of: /id="([^"]+)"/).map { String($0.1) }
    #expect(Set(ids).count == ids.count)
    // An alias's link shows `{target}`.
    let links = page.matches(of: /href="#([^"]+)"><code>\{([^<]*)\}<\/code>/).map { (String($0.1), String($0.2)) }
    #expect(links.count >= Self.hostileNames.count)
    for (fragment, shown) in links {
      // The row the link jumps to names the colour the link shows.
      let row = try #require(page.firstRange(of: "id=\"\(fragment)\"><code>"), "\(fragment)")
      let rest = page[row.upperBound...]
      #expect(rest.hasPrefix(shown + "</code>"), "\(fragment) → \(rest.prefix(40))")
    }
  }
}

/// Numbers as the pages print them.
@Suite("Report numbers")
struct ReportNumberTests {
  @Test(arguments: [
    (0.0, 1, "0"), (12.5, 1, "12.5"), (19.55, 2, "19.55"), (4.5, 2, "4.5"), (7.0, 2, "7"), (-98.04, 1, "-98"),
    (-0.04, 1, "0"), (0.05, 2, "0.05"), (1.005, 1, "1"), (333.333, 1, "333.3"), (2.25, 2, "2.25"), (0.1, 4, "0.1"),
  ])
  func formatsWithoutTrailingZeros(value: Double, digits: Int, expected: String) {
    #expect(HTML.number(value, digits: digits) == expected)
  }
}
