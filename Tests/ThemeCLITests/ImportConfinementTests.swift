import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// A DTCG resolver reads files in its folder and below only, whatever its `$ref` says and
/// however its own path is spelled, and an import reads a bounded amount.
@Suite("Import confinement")
struct ImportConfinementTests {
  let cli = CLIRunner()

  static let tokens =
    #"{"color": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#

  func resolver(_ reference: String, sets: String? = nil) -> String {
    let setsJSON = sets ?? #"{"base": {"sources": [{"$ref": "\#(reference)"}]}}"#
    return ##"{"version": "2025.10", "sets": \##(setsJSON), "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
  }

  /// A folder `theme/` holding a resolver, and a secret file beside the folder.
  func layout(_ reference: String) throws -> (resolver: String, secret: String) {
    let files = FileManager.default
    try files.createDirectory(atPath: cli.folder.file("theme/sub"), withIntermediateDirectories: true)
    cli.folder.write("theme/sub/tokens.json", Array(Self.tokens.utf8))
    let secret = cli.folder.write("secret.json", Array(Self.tokens.utf8))
    let path = cli.folder.write("theme/r.resolver.json", Array(resolver(reference).utf8))
    return (path, secret)
  }

  @Test func aSourceBelowTheResolverIsRead() throws {
    let (path, _) = try layout("sub/tokens.json")
    let outcome = cli.run(["import", "--from", "dtcg", path, "--name", "t"])
    #expect(outcome.code == 0, "\(outcome.err)")
  }

  @Test(arguments: ["../secret.json", "sub/../../secret.json", "SECRET_ABSOLUTE", "LINK/secret.json"])
  func aSourceOutsideTheFolderIsRefused(reference: String) throws {
    let files = FileManager.default
    var reference = reference
    if reference == "SECRET_ABSOLUTE" { reference = cli.folder.file("secret.json") }
    let (path, _) = try layout(reference)
    // A link inside the folder that leads out of it is outside once resolved.
    try files.createSymbolicLink(atPath: cli.folder.file("theme/LINK"), withDestinationPath: cli.folder.path)
    // The same refusal however the resolver's own path is spelled: absolute, relative, with ./
    for spelling in [path, "theme/r.resolver.json", "./theme/../theme/r.resolver.json"] {
      let outcome = try CLIBinary.run(
        ["--db", cli.folder.file("x.db"), "import", "--from", "dtcg", spelling, "--name", "t"], in: cli.folder.path)
      #expect(outcome.code == 65, "\(spelling): \(outcome.err)")
      #expect(outcome.err.contains(JSONWriter.quoted(reference)), "\(outcome.err)")
      #expect(
        outcome.err.contains("leads outside the resolver's folder") || outcome.err.contains("is an absolute path"),
        "\(outcome.err)")
      #expect(outcome.out.isEmpty)
    }
  }

  @Test func aSourceOverTheFileLimitIsRefusedBeforeItIsRead() throws {
    let (path, _) = try layout("sub/big.json")
    let big = cli.folder.file("theme/sub/big.json")
    _ = FileManager.default.createFile(atPath: big, contents: nil)
    let handle = try #require(FileHandle(forWritingAtPath: big))
    try handle.truncate(atOffset: UInt64(ThemeLimits.documentBytes + 1))
    try handle.close()
    let outcome = cli.run(["import", "--from", "dtcg", path, "--name", "t"])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("an imported file may be at most 8388608 (8 MiB)"), "\(outcome.err)")
  }

  @Test func setsNestedPastTheDepthAreRefusedByName() throws {
    // Each set names the next, 20 deep.
    var sets: [String] = []
    for level in 0..<20 {
      let next = level == 19 ? #"{"$ref": "sub/tokens.json"}"# : ##"{"$ref": "#/sets/s\##(level + 1)"}"##
      sets.append(#""\#(level == 0 ? "base" : "s\(level)")": {"sources": [\#(next)]}"#)
    }
    _ = try layout("sub/tokens.json")
    let path = cli.folder.write(
      "theme/deep.resolver.json", Array(resolver("", sets: "{" + sets.joined(separator: ", ") + "}").utf8))
    let outcome = cli.run(["import", "--from", "dtcg", path, "--name", "t"])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("nests sets more than 16 deep"), "\(outcome.err)")
  }

  @Test func theTotalIsBounded() throws {
    // 1,001 references to one small file: the count limit, not memory, ends it.
    _ = try layout("sub/tokens.json")
    let sources = Array(repeating: #"{"$ref": "sub/tokens.json"}"#, count: 1_001).joined(separator: ", ")
    let path = cli.folder.write(
      "theme/many.resolver.json", Array(resolver("", sets: #"{"base": {"sources": [\#(sources)]}}"#).utf8))
    let outcome = cli.run(["import", "--from", "dtcg", path, "--name", "t"])
    #expect(outcome.code == 65)
    #expect(outcome.err.contains("an import reads at most 1000 files"), "\(outcome.err)")
  }
}
