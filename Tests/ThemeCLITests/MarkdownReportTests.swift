import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeCLI

/// `--format markdown` for pull-request comments: a table that stays a table whatever the
/// theme's names hold.
@Suite("Markdown reports")
struct MarkdownReportTests {
  let cli = CLIRunner()

  /// Cells of a table row, split at pipes that are not escaped.
  static func cells(_ row: Substring) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in row {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        current.append(character)
        escaped = true
      } else if character == "|" {
        cells.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    cells.append(current)
    return cells
  }

  /// Every table in `markdown`: rows of cells, the header's count on every row.
  static func tables(_ markdown: String) -> [[[String]]] {
    var tables: [[[String]]] = []
    var current: [[String]] = []
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("|") {
        current.append(cells(line))
      } else if !current.isEmpty {
        tables.append(current)
        current = []
      }
    }
    if !current.isEmpty { tables.append(current) }
    return tables
  }

  nonisolated(unsafe) static let hostile: [String: Any] = SampleThemes.setting(
    SampleThemes.setting(SampleThemes.minimal(), keys: ["colors", "gr|ey*<b>`x`"], to: "#BBBBBB"),
    keys: ["pairs", "p|*<img src=x>`"], to: ["foreground": "gr|ey*<b>`x`", "background": "background"])

  @Test func aFailingAuditIsATableOfPairs() throws {
    let markdown = cli.run(["audit", cli.themeFile(Self.hostile), "--format", "markdown"])
    #expect(markdown.code == 1)
    #expect(markdown.out.contains("**FAILS**"))
    let tables = Self.tables(markdown.out)
    #expect(tables.count == 1)
    let table = try #require(tables.first)
    #expect(
      table[0].map { $0.trimmingCharacters(in: .whitespaces) } == [
        "", "Pair", "Appearance", "Ratio", "Needs", "Suggested", "",
      ])
    #expect(table.allSatisfy { $0.count == 7 })
    #expect(table.count >= 3)
    #expect(markdown.out.contains("| light | 1.91:1 | 4.5:1 | `#767676` |"))
    // User text cannot open HTML or code spans, nor end a cell.
    #expect(!markdown.out.contains("<b>") && !markdown.out.contains("<img"))
    #expect(markdown.out.contains("p\\|\\*&lt;img src=x&gt;\\`"))
  }

  @Test func aDiffShowsRatiosBeforeAndAfter() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.minimal()), "-m", "one"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.minimal(text: "#777777")), "-m", "two"]).code == 0)
    let markdown = cli.run(["diff", "mini@1", "mini@2", "--format", "markdown"])
    #expect(markdown.code == 0)
    let table = try #require(Self.tables(markdown.out).first)
    #expect(table.allSatisfy { $0.count == 8 })
    #expect(markdown.out.contains("| 21.00:1 | 4.47:1 | 4.5:1 | now fails |"))
    #expect(markdown.out.contains("Introduced:"))
    #expect(markdown.out.contains("- error `contrast.text`"))
  }

  /// What GitHub's Markdown (CommonMark and its table extension, in `markdown-it-py`) reads.
  func rendered(_ markdown: String) throws -> JSONValue {
    let parsed = PythonTools.run("markdown_tables.py", input: markdown)
    #expect(parsed.code == 0, "\(parsed.err)")
    return try JSONParser.parse(Array(parsed.out.utf8))
  }

  @Test(.enabled(if: PythonTools.available, "needs Scripts/test's Python tools"))
  func aMarkdownParserReadsOneTableWithTheHostileNamesAsText() throws {
    let markdown = cli.run(["audit", cli.themeFile(Self.hostile), "--format", "markdown"])
    let parsed = try rendered(markdown.out)
    let tables = try #require(parsed["tables"]?.arrayElements)
    #expect(tables.count == 1)
    let rows = try #require(tables.first?.arrayElements)
    #expect(rows.first == .array(["Pair", "Appearance", "Ratio", "Needs", "Suggested"].map(JSONValue.string)))
    #expect(rows.allSatisfy { $0.arrayElements?.count == 5 })
    // The hostile pair is one cell whose text is the name as written: no HTML, no code span.
    let pairs = rows.compactMap { $0.arrayElements?[0].stringValue }
    #expect(pairs == ["Pair", "pairs.p|*<img src=x>`"], "\(pairs)")
    #expect(parsed["html"] == .array([]))
    #expect(parsed["links"] == .array([]))
  }

  @Test(.enabled(if: PythonTools.available, "needs Scripts/test's Python tools"))
  func aMarkdownParserReadsTheDiffTable() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.minimal()), "-m", "one"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.minimal(text: "#777777")), "-m", "two"]).code == 0)
    let parsed = try rendered(cli.run(["diff", "mini@1", "mini@2", "--format", "markdown"]).out)
    let rows = try #require(parsed["tables"]?.arrayElements?.first?.arrayElements)
    #expect(rows.count >= 2)
    #expect(rows.allSatisfy { $0.arrayElements?.count == 6 })
    #expect(rows.contains { $0.arrayElements?.contains(.string("now fails")) == true })
  }

  @Test(arguments: ["a|b", "*x*", "<script>", "`code`", "[link](http://x)", "line\nbreak"])
  func escapingNeutralisesMarkdownAndHTML(text: String) {
    let escaped = MarkdownReport.escape(text)
    #expect(!escaped.contains("<") && !escaped.contains("\n"))
    #expect(Self.cells(Substring("|" + escaped + "|")).count == 3)
  }

  @Test(.enabled(if: PythonTools.available, "needs Scripts/test's Python tools"))
  func mentionsAndReferencesRenderInertButReadAsWritten() throws {
    let text = "ping @octocat and @acme/design about #123, GH-7 and owner/repo#45 (mail: a@b, acme-chat@4)"
    let parsed = try rendered("| \(MarkdownReport.escape(text)) |\n|---|\n| x |\n")
    let header = try #require(parsed["tables"]?.arrayElements?.first?.arrayElements?.first?.arrayElements)
    #expect(header == [.string(text)])
    // GitHub's filters link a sign and the name after it within one text node: none has one.
    let nodes = try #require(parsed["texts"]?.arrayElements)
    let texts = nodes.compactMap { $0.stringValue }
    #expect(!texts.isEmpty)
    for node in texts {
      // A mention starts a word; `a@b` and `acme-chat@4` are none.
      #expect(node.firstMatch(of: /(^|[^A-Za-z0-9_-])@[A-Za-z0-9_-]/) == nil, "\(node)")
      #expect(node.firstMatch(of: /#[0-9]/) == nil, "\(node)")
    }
    #expect(parsed["html"]?.arrayElements?.allSatisfy { $0 == .string(MarkdownReport.inertSeparator) } == true)
    #expect(MarkdownReport.escape("acme-chat@4 a@b").contains("acme\\-chat@4 a@b"))
  }

  @Test func aHostilePairNameInAnAuditTableMentionsNobody() throws {
    var theme = Self.hostile
    theme["pairs"] = ["@octocat #9": ["foreground": "gr|ey*<b>`x`", "background": "background"]]
    let markdown = cli.run(["audit", cli.themeFile(theme), "--format", "markdown"])
    #expect(markdown.out.contains("@<!-- -->octocat \\#<!-- -->9"), "\(markdown.out)")
    #expect(!markdown.out.contains("@octocat"))
  }

  @Test(arguments: ["\u{202E}", "\u{2066}", "\u{2069}", "\u{200B}", "\u{200F}", "\u{061C}", "\u{00AD}"])
  func invisibleControlsAreShownByCodePoint(control: String) {
    let scalar = control.unicodeScalars.first!
    let escaped = MarkdownReport.escape("Fix contrast\(control) txt.cexe")
    // The sign is Markdown punctuation, so it is escaped like any other.
    #expect(escaped.contains("&lt;\(scalar.codePointNotation.replacing("+", with: "\\+"))&gt;"))
    #expect(!escaped.unicodeScalars.contains(scalar))
  }
}
