import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

/// `themereg completions bash|zsh|fish`, run in the real shells.
@Suite("Shell completions")
struct CompletionsTests {
  let folder = TemporaryDirectory()

  func script(_ shell: String) throws -> String {
    let outcome = try CLIBinary.run(["completions", shell])
    #expect(outcome.code == 0)
    return folder.write("themereg.\(shell)", Array(outcome.out.utf8))
  }

  static func shell(_ name: String) -> String? {
    ["/usr/bin/\(name)", "/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// What bash completes for `words`, the last one being completed.
  func bashCompletes(_ words: [String], db: String) throws -> [String] {
    let script = try script("bash")
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let binaryFolder = (CLIBinary.path as NSString).deletingLastPathComponent
    let command = """
      source '\(script)'; PATH='\(binaryFolder)':$PATH; COMP_WORDS=(themereg --db '\(db)' \(quoted)); \
      COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _themereg; printf '%s\\n' "${COMPREPLY[@]}"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesCommandsOptionsValuesAndThemes() throws {
    let db = folder.file("r.db")
    #expect(try CLIBinary.run(["--db", db, "init"]).code == 0)
    let theme = folder.write("t.json", SampleThemes.bytes(SampleThemes.minimal(name: "night-mode")))
    #expect(try CLIBinary.run(["--db", db, "commit", theme, "-m", "one"]).code == 0)
    #expect(try bashCompletes(["exp"], db: db) == ["export"])
    #expect(try bashCompletes(["audit", "x", "--format", ""], db: db) == ["text", "json", "sarif", "markdown"])
    #expect(try bashCompletes(["commit", "--require-"], db: db) == ["--require-pass", "--require-no-new-errors"])
    #expect(try bashCompletes(["log", "nig"], db: db) == ["night-mode"])
    #expect(try bashCompletes(["history", "--appearance", "dark"], db: db) == ["dark", "darkHighContrast"])
  }

  @Test(arguments: ["zsh", "fish"])
  func otherShellsParseTheirScript(shell: String) throws {
    guard let path = Self.shell(shell) else { return }  // Scripts/test installs both
    let script = try script(shell)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["-n", script]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(try String(contentsOfFile: script, encoding: .utf8).contains("export"))
  }

  @Test func anUnknownShellIsAUsageError() throws {
    let outcome = try CLIBinary.run(["completions", "tcsh"])
    #expect(outcome.code == 64)
    #expect(outcome.err.contains("use bash, zsh or fish"))
  }
}
