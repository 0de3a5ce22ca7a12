import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// Bidi and invisible controls: refused in every name (they make a name read as another),
/// kept as written in free text but shown as `<U+202E>` wherever a person reads it.
@Suite("Invisible and bidi controls")
struct InvisibleControlTests {
  let cli = CLIRunner()
  static let controls = [
    "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200B}", "\u{200E}", "\u{200F}",
  ]

  func code(_ control: String) -> String { control.unicodeScalars.first!.codePointNotation }

  @Test(arguments: controls)
  func aColourNameWithAControlIsRefusedNamingItsCodePoint(control: String) throws {
    #expect(cli.run(["init"]).code == 0)
    let before = cli.snapshot()
    let theme = SampleThemes.setting(SampleThemes.minimal(), keys: ["colors", "brand\(control)txt"], to: "#123456")
    let outcome = cli.run(["commit", cli.themeFile(theme), "-m", "x"])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("colors.brand") || outcome.err.contains("colors[\""), "\(outcome.err)")
    #expect(outcome.err.contains("it has \(code(control))"), "\(outcome.err)")
    #expect(cli.snapshot() == before)
  }

  @Test(arguments: ["pairs", "components", "typography"])
  func everyNamedSectionRefusesThem(section: String) throws {
    let value: Any =
      switch section {
      case "pairs": ["foreground": "text", "background": "background"]
      case "components": ["foreground": "text", "background": "background"]
      default: ["size": 17]
      }
    let theme = SampleThemes.setting(SampleThemes.minimal(), keys: [section, "a\u{202E}b"], to: value)
    let outcome = cli.run(["audit", cli.themeFile(theme)])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("U+202E"), "\(outcome.err)")
  }

  @Test func aNameWithAnEmojiVariationSelectorIsAccepted() {
    let theme = SampleThemes.setting(SampleThemes.minimal(), keys: ["colors", "heart❤️"], to: "#123456")
    #expect(cli.run(["audit", cli.themeFile(theme)]).code == 0)
  }

  @Test func aCommitMessageIsStoredAsWrittenAndShownEscaped() throws {
    #expect(cli.run(["init"]).code == 0)
    let message = "Fix contrast\u{202E} txt.cexe"
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.minimal()), "-m", message]).code == 0)
    let text = cli.run(["log", "mini"])
    #expect(text.out.contains("Fix contrast<U+202E> txt.cexe"), "\(text.out)")
    #expect(!text.out.unicodeScalars.contains("\u{202E}"))
    let json = cli.run(["--json", "log", "mini"])
    #expect(json.json?["versions"]?.arrayElements?.first?["message"] == .string(message))
    #expect(cli.run(["report", "mini", "-o", cli.folder.file("r")]).code == 0)
    let history = String(decoding: cli.folder.read("r/history.html") ?? [], as: UTF8.self)
    #expect(history.contains("Fix contrast&lt;U+202E&gt; txt.cexe"))
    #expect(!history.unicodeScalars.contains("\u{202E}"))
  }

  @Test func anApprovalNoteIsShownEscaped() throws {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.minimal()), "-m", "one", "--author", "ann"]).code == 0)
    let approve = cli.run(["approve", "mini@1", "--by", "bob", "--note", "looks\u{200B}fine\u{2066}"])
    #expect(approve.code == 0, "\(approve.err)")
    #expect(approve.out.contains("note: looks<U+200B>fine<U+2066>"))
    let approvals = cli.run(["approvals", "mini"])
    #expect(approvals.out.contains("looks<U+200B>fine<U+2066>"))
  }
}
