import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// Two people editing one theme: every commit knows its base, and nothing committed since is
/// undone — on SQLite and PostgreSQL alike.
@Suite("Checkout, base and merge")
struct CheckoutMergeCLITests {
  let cli = CLIRunner()

  /// `acme-chat@1` committed and checked out twice, as Dana's and Erik's copies.
  func twoCheckouts() throws -> (dana: String, erik: String) {
    #expect(cli.run(["init"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.rich()), "-m", "one"]).code == 0)
    let dana = cli.folder.file("dana.json")
    let erik = cli.folder.file("erik.json")
    #expect(cli.run(["checkout", "acme-chat", "-o", dana]).code == 0)
    #expect(cli.run(["checkout", "acme-chat@1", "-o", erik]).code == 0)
    return (dana, erik)
  }

  /// The file at `path` with the value at `keys` set.
  func edit(_ path: String, _ keys: [String], to value: JSONValue?) throws {
    let json = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    var segments = keys[...]
    func set(_ node: JSONValue) -> JSONValue {
      guard let key = segments.popFirst(), case .object(var members) = node else { return value ?? node }
      if let index = members.firstIndex(where: { $0.key == key }) {
        if segments.isEmpty && value == nil {
          members.remove(at: index)
        } else {
          members[index].value = set(members[index].value)
        }
      } else if let value {
        members.append(JSONMember(key, segments.isEmpty ? value : set(.object([]))))
      }
      return .object(members)
    }
    let edited = set(json)
    try Data(JSONWriter.bytes(edited, options: JSONWriter.Options(sortKeys: true, pretty: true))).write(
      to: URL(fileURLWithPath: path))
  }

  func shown(_ reference: String = "acme-chat") throws -> JSONValue {
    try #require(cli.run(["show", reference]).json)
  }

  @Test func aCheckedOutFileRecordsItsBaseAndCommittedUnchangedMakesNoVersion() throws {
    let (dana, _) = try twoCheckouts()
    let file = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: dana))))
    let stored = try #require(cli.run(["log", "acme-chat", "--json"]).json?["versions"]?.arrayElements?.first)
    #expect(file["base"]?["version"] == .integer(1))
    #expect(file["base"]?["theme"] == .string("acme-chat"))
    #expect(file["base"]?["contentHash"] == stored["contentHash"])
    let outcome = cli.run(["commit", dana, "-m", "unchanged", "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["created"] == .bool(false))
    #expect(outcome.json?["version"] == .integer(1))
  }

  @Test func aCommitOnAnOlderBaseKeepsWhatWasCommittedSince() throws {
    let (dana, erik) = try twoCheckouts()
    try edit(dana, ["colors", "outgoingBubble", "dark"], to: .string("#409CFF"))
    #expect(cli.run(["commit", dana, "-m", "dark link"]).code == 0)
    try edit(erik, ["typography", "body", "size"], to: .integer(18))
    let outcome = cli.run(["commit", erik, "-m", "body 18", "--json"])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.json?["version"] == .integer(3))
    #expect(outcome.json?["merged"]?["base"] == .integer(1))
    #expect(outcome.json?["merged"]?["latest"] == .integer(2))
    let latest = try shown()
    #expect(latest["colors"]?["outgoingBubble"]?["dark"] == .string("#409CFF"))
    #expect(latest["typography"]?["body"]?["size"] == .integer(18))
    let log = try #require(cli.run(["log", "acme-chat", "--json"]).json?["versions"]?.arrayElements)
    #expect(log.first?["message"] == .string("body 18 (merged: based on @1, over @2)"))
  }

  @Test func aValueChangedOnBothSidesRefusesTheCommitListingItsThreeValues() throws {
    let (dana, erik) = try twoCheckouts()
    try edit(dana, ["colors", "outgoingBubble", "dark"], to: .string("#409CFF"))
    #expect(cli.run(["commit", dana, "-m", "dana"]).code == 0)
    try edit(erik, ["colors", "outgoingBubble", "dark"], to: .string("#3366FF"))
    let before = cli.snapshot()
    let text = cli.run(["commit", erik, "-m", "erik"])
    #expect(text.code == 1)
    #expect(
      text.err.contains("colors.outgoingBubble.dark: base \"#0A5CD6\", latest \"#409CFF\", yours \"#3366FF\""),
      "\(text.err)")
    #expect(text.err.contains("themereg merge acme-chat FILE -o FILE"), "\(text.err)")
    let json = cli.run(["commit", erik, "-m", "erik", "--json"])
    #expect(json.json?["error"]?["kind"] == .string("conflict"))
    #expect(json.json?["error"]?["code"] == .integer(1))
    #expect(cli.snapshot() == before)
  }

  @Test func aConflictOfColourObjectsShowsThemInCSSNotation() throws {
    let (dana, erik) = try twoCheckouts()
    func colour(_ red: Double) -> JSONValue {
      .object([
        JSONMember("colorSpace", .string("srgb")),
        JSONMember("components", .array([.number(red), .number(0.5), .number(0.25)])),
      ])
    }
    try edit(dana, ["colors", "outgoingBubble", "dark"], to: colour(0.1))
    #expect(cli.run(["commit", dana, "-m", "dana"]).code == 0)
    try edit(erik, ["colors", "outgoingBubble", "dark"], to: colour(0.2))
    let outcome = cli.run(["commit", erik, "-m", "erik"])
    #expect(outcome.code == 1)
    #expect(
      outcome.err.contains(
        "colors.outgoingBubble.dark: base \"#0A5CD6\", latest \"color(srgb 0.1 0.5 0.25)\", yours \"color(srgb 0.2 0.5 0.25)\""
      ), "\(outcome.err)")
  }

  @Test func deletingAValueTheOtherSideChangedIsAConflict() throws {
    let (dana, erik) = try twoCheckouts()
    try edit(dana, ["colors", "outgoingBubble", "dark"], to: .string("#409CFF"))
    #expect(cli.run(["commit", dana, "-m", "dana"]).code == 0)
    try edit(erik, ["colors", "outgoingBubble", "dark"], to: nil)
    let outcome = cli.run(["commit", erik, "-m", "erik"])
    #expect(outcome.code == 1)
    #expect(
      outcome.err.contains("colors.outgoingBubble.dark: base \"#0A5CD6\", latest \"#409CFF\", yours none"),
      "\(outcome.err)")
  }

  @Test func mergeMarksAConflictThatCommitRefusesUntilItIsSettled() throws {
    let (dana, erik) = try twoCheckouts()
    try edit(dana, ["colors", "outgoingBubble", "dark"], to: .string("#409CFF"))
    try edit(dana, ["colors", "background", "light"], to: .string("#FAFAFA"))
    #expect(cli.run(["commit", dana, "-m", "dana"]).code == 0)
    try edit(erik, ["colors", "outgoingBubble", "dark"], to: .string("#3366FF"))
    let merge = cli.run(["merge", "acme-chat", erik, "-o", erik])
    #expect(merge.code == 1)
    #expect(merge.err.contains("1 conflict listed under base.conflicts"), "\(merge.err)")
    let marked = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: erik))))
    #expect(marked["base"]?["version"] == .integer(2))
    #expect(marked["base"]?["conflicts"]?.arrayElements?.first?["path"] == .string("colors.outgoingBubble.dark"))
    #expect(marked["colors"]?["background"]?["light"] == .string("#FAFAFA"))
    let before = cli.snapshot()
    let refused = cli.run(["commit", erik, "-m", "erik"])
    #expect(refused.code == 1)
    #expect(refused.err.contains("still lists 1 merge conflict"), "\(refused.err)")
    #expect(cli.snapshot() == before)
    // Settled by hand: the value chosen, the entry removed.
    try edit(erik, ["colors", "outgoingBubble", "dark"], to: .string("#5599FF"))
    try edit(erik, ["base", "conflicts"], to: nil)
    let committed = cli.run(["commit", erik, "-m", "erik settled", "--json"])
    #expect(committed.code == 0, "\(committed.err)")
    #expect(committed.json?["merged"] == nil)
    let latest = try shown()
    #expect(latest["colors"]?["outgoingBubble"]?["dark"] == .string("#5599FF"))
    #expect(latest["colors"]?["background"]?["light"] == .string("#FAFAFA"))
  }

  @Test(arguments: [("--ours", "#3366FF"), ("--theirs", "#409CFF")])
  func mergeSettlesEveryConflictBySide(flag: String, expected: String) throws {
    let (dana, erik) = try twoCheckouts()
    try edit(dana, ["colors", "outgoingBubble", "dark"], to: .string("#409CFF"))
    #expect(cli.run(["commit", dana, "-m", "dana"]).code == 0)
    try edit(erik, ["colors", "outgoingBubble", "dark"], to: .string("#3366FF"))
    let merged = cli.folder.file("merged.json")
    let outcome = cli.run(["merge", "acme-chat", erik, flag, "-o", merged])
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(cli.run(["commit", merged, "-m", "settled"]).code == 0)
    #expect(try shown()["colors"]?["outgoingBubble"]?["dark"] == .string(expected))
  }

  @Test func anExplicitBaseWinsOverTheFilesRecord() throws {
    let (dana, _) = try twoCheckouts()
    try edit(dana, ["colors", "outgoingBubble", "dark"], to: .string("#409CFF"))
    #expect(cli.run(["commit", dana, "-m", "dana"]).code == 0)
    // A plain file (no record) edited from @1, committed with --base 1 after @2 landed.
    var plain = SampleThemes.rich()
    plain = SampleThemes.setting(plain, "typography.body.size", to: 18)
    let outcome = cli.run(["commit", cli.themeFile(plain, name: "plain.json"), "-m", "plain", "--base", "1"])
    #expect(outcome.code == 0, "\(outcome.err)")
    let latest = try shown()
    #expect(latest["colors"]?["outgoingBubble"]?["dark"] == .string("#409CFF"))
    #expect(latest["typography"]?["body"]?["size"] == .integer(18))
  }

  @Test func withoutABaseACommitReplacesTheLatestAsBefore() throws {
    let (dana, _) = try twoCheckouts()
    try edit(dana, ["colors", "outgoingBubble", "dark"], to: .string("#409CFF"))
    #expect(cli.run(["commit", dana, "-m", "dana"]).code == 0)
    #expect(cli.run(["commit", cli.themeFile(SampleThemes.rich(), name: "old.json"), "-m", "old"]).code == 0)
    #expect(try shown()["colors"]?["outgoingBubble"]?["dark"] == .string("#0A5CD6"))
  }

  @Test(arguments: [
    (["base", "theme"], JSONValue.string("other-theme"), Int32(65), "it was checked out of other-theme"),
    (["base", "version"], .integer(9), 66, "acme-chat has no version 9; its versions are 1…1"),
    (
      ["base", "contentHash"], .string("sha256:" + String(repeating: "0", count: 64)), 65,
      "records sha256:0000000000000000000000000000000000000000000000000000000000000000 for version 1"
    ),
    (["base", "version"], .string("one"), 65, "base.version"),
  ])
  func aBadBaseIsRefusedBeforeAnythingIsStored(keys: [String], value: JSONValue, code: Int32, message: String) throws {
    let (dana, _) = try twoCheckouts()
    try edit(dana, ["colors", "outgoingBubble", "dark"], to: .string("#409CFF"))
    try edit(dana, keys, to: value)
    let before = cli.snapshot()
    let outcome = cli.run(["commit", dana, "-m", "bad base"])
    #expect(outcome.code == code, "\(outcome.err)")
    #expect(outcome.err.contains(message), "\(outcome.err)")
    #expect(cli.snapshot() == before)
  }

  @Test func checkoutNeverOverwritesAFile() throws {
    let (dana, _) = try twoCheckouts()
    try edit(dana, ["colors", "outgoingBubble", "dark"], to: .string("#409CFF"))
    let edited = try Data(contentsOf: URL(fileURLWithPath: dana))
    let outcome = cli.run(["checkout", "acme-chat", "-o", dana])
    #expect(outcome.code == 73)
    #expect(outcome.err.contains("the file exists and may hold edits"), "\(outcome.err)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: dana)) == edited)
  }

  @Test func anImportCommittedOnAnOlderBaseKeepsWhatWasCommittedSince() throws {
    #expect(cli.run(["init"]).code == 0)
    let css = cli.folder.write("t.css", Array(":root { --a: #112233; --b: #445566; }".utf8))
    #expect(cli.run(["import", css, "--name", "web", "--commit", "-m", "one"]).code == 0)
    let copy = cli.folder.file("web.json")
    #expect(cli.run(["checkout", "web", "-o", copy]).code == 0)
    try edit(copy, ["colors", "b"], to: .string("#000000"))
    #expect(cli.run(["commit", copy, "-m", "b in the registry"]).code == 0)
    _ = cli.folder.write("t.css", Array(":root { --a: #FFFFFF; --b: #445566; }".utf8))
    let outcome = cli.run(["import", css, "--name", "web", "--commit", "-m", "a in css", "--base", "1"])
    #expect(outcome.code == 0, "\(outcome.err)")
    let latest = try shown("web")
    #expect(latest["colors"]?["a"] == .string("#FFFFFF"))
    #expect(latest["colors"]?["b"] == .string("#000000"))
  }

  @Test(arguments: [
    (["--ours", "--theirs"], "--ours and --theirs settle conflicts opposite ways"),
    (["--base", "0"], "'--base'"),
  ])
  func aMergeGivenContradictoryOptionsIsAUsageErrorAndWritesNothing(options: [String], message: String) throws {
    let (_, erik) = try twoCheckouts()
    let before = try Data(contentsOf: URL(fileURLWithPath: erik))
    let outcome = cli.run(["merge", "acme-chat", erik, "-o", erik] + options)
    #expect(outcome.code == 64)
    #expect(outcome.err.contains(message), "\(outcome.err)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: erik)) == before)
  }

  @Test func aMergeOfAnotherThemesFileIsRefusedAndWritesNothing() throws {
    let (_, erik) = try twoCheckouts()
    let out = cli.folder.file("out.json")
    let outcome = cli.run(["merge", "acme-mail", erik, "-o", out])
    #expect(outcome.code == 64)
    #expect(outcome.err.contains("is a document of acme-chat, not acme-mail"), "\(outcome.err)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }
}
