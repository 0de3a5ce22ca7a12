import Foundation
import Testing
import ThemeTestSupport

/// libcrypto is loaded when first needed: a build that cannot be loaded ends the command with
/// one clear error line and exit code 70, before anything is written.
@Suite("Loading libcrypto")
struct LibCryptoLoadingTests {
  @Test(arguments: ["commit", "show"])
  func aLibcryptoThatCannotBeLoadedEndsTheCommandClearlyAndWritesNothing(command: String) throws {
    let folder = TemporaryDirectory()
    let db = folder.file("r.db")
    let theme = folder.write("t.json", SampleThemes.bytes(SampleThemes.minimal()))
    #expect(try CLIBinary.run(["--db", db, "init"], in: folder.path).code == 0)
    #expect(try CLIBinary.run(["--db", db, "commit", theme, "-m", "first"], in: folder.path).code == 0)
    let before = try #require(SQLiteSnapshot.content(db))
    let edited = folder.write("u.json", SampleThemes.bytes(SampleThemes.minimal(text: "#111111")))
    let arguments = command == "commit" ? ["commit", edited, "-m", "second"] : ["show", "mini"]
    let missing = folder.file("no-such-libcrypto.so")
    let outcome = try CLIBinary.run(
      ["--db", db] + arguments, environment: ["THEMEREG_LIBCRYPTO": missing], in: folder.path)
    #expect(outcome.code == 70)
    #expect(outcome.err.hasPrefix("error: themereg needs OpenSSL's libcrypto for SHA-256 and cannot load it"))
    #expect(outcome.err.contains(missing))
    #expect(outcome.err.contains("THEMEREG_LIBCRYPTO"))
    #expect(outcome.out.isEmpty)
    #expect(SQLiteSnapshot.content(db) == before)
  }

  @Test func theNamedBuildIsTheOneLoaded() throws {
    let folder = TemporaryDirectory()
    let db = folder.file("r.db")
    let theme = folder.write("t.json", SampleThemes.bytes(SampleThemes.minimal()))
    #expect(try CLIBinary.run(["--db", db, "init"], in: folder.path).code == 0)
    let outcome = try CLIBinary.run(
      ["--db", db, "commit", theme, "-m", "first"], environment: ["THEMEREG_LIBCRYPTO": "libcrypto.so.3"],
      in: folder.path)
    #expect(outcome.code == 0, "\(outcome.err)")
    #expect(outcome.out.hasPrefix("Committed mini@1"))
  }
}
