import Foundation
import Testing

/// The libraries' errors carry facts; only ThemeCLI names commands and flags, so the wording
/// of a refusal changes in one place and another front end can word it its own way.
@Suite("Libraries speak facts, not the command line")
struct LibraryWordingTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../Sources"
  ).standardized

  static let libraries = [
    "ThemeModel", "ThemeAudit", "ThemeExport", "ThemeStore", "ThemeSQLite", "ThemePostgres", "ThemeRegistry",
    "ThemeReport", "ThemeBackends",
  ]

  @Test(arguments: libraries)
  func noLibraryStringNamesACommandOrAFlag(library: String) throws {
    let folder = Self.sources.appendingPathComponent(library)
    let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    // A command (`'themereg check'`) or a long option in a string literal (`--author`,
    // `-m MESSAGE`), outside comments.
    let cliWording = #/'themereg [a-z]|"[^"\n]*(^|[^a-z-])--[a-z][a-z-]+[^"\n]*"|-m MESSAGE|give -o/#
    var offending: [String] = []
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//"), code.contains(cliWording) else { continue }
        // CSS custom properties are the CSS exporter's output, and advisory-lock keys are SQL;
        // git's own options are the arguments of the git it runs.
        if ["--color-", "--font-", "--chart-", "hashtext('themereg"].contains(where: code.contains) { continue }
        if file == "GitRepository.swift", code.contains("git(") || code.contains("arguments") { continue }
        offending.append("\(library)/\(file):\(number + 1): \(code)")
      }
    }
    #expect(offending.isEmpty, "\(offending.joined(separator: "\n"))")
  }
}
