import Testing
import ThemeAudit
import ThemeExport
import ThemeModel

@testable import ThemeCLI

/// Options are declared once, typed: help, completions and parsing read the same declaration.
@Suite("Typed option declarations")
struct OptionDeclarationTests {
  static let commands = CLI.commands.map { $0.spec.name }

  @Test(arguments: commands)
  func everyOptionIsDeclaredOnceAndShownInHelp(command: String) throws {
    let spec = try #require(CLI.commands.first { $0.spec.name == command }?.spec)
    let names = spec.allOptions.map(\.name)
    #expect(Set(names).count == names.count, "\(names)")
    for option in spec.allOptions { #expect(spec.help.contains(option.name), "\(option.name)") }
  }

  @Test func aChoiceOptionListsItsTypesCasesInCompletions() {
    let script = CompletionsCommand.bash()
    #expect(AuditCommand.Options.format.spec.choices == AuditFormat.allCases.map(\.rawValue))
    #expect(ExportCommand.Options.format.spec.choices == ExportFormat.allCases.map(\.rawValue))
    #expect(script.contains("audit:--format) COMPREPLY=($(compgen -W \"text json sarif markdown\""))
    #expect(script.contains("export:--format) COMPREPLY=($(compgen -W \"bundle dtcg css android ios xcassets\""))
    #expect(script.contains("history:--severity) COMPREPLY=($(compgen -W \"error warning info\""))
  }

  @Test(arguments: [
    (["audit", "x.json", "--format", "sraif"], "use one of text, json, sarif, markdown. Did you mean 'sarif'?"),
    (["log", "t", "--limit", "0"], "give a whole number of at least 1"),
    (["history", "--since", "2026-02-30"], "is not a valid date for '--since'"),
    (["approve", "t@1", "--by", "a", "--waive", "nokey"], "needs a reason: --waive KEY=REASON"),
    (["import", "--from", "dtcg", "f.json", "--appearance", "ctx=dim"], "needs CONTEXT=light|dark|"),
  ])
  func aValueItsTypeDoesNotHoldIsAUsageErrorNamingWhatItTakes(arguments: [String], message: String) {
    let cli = CLIRunner()
    let outcome = cli.run(arguments)
    #expect(outcome.code == 64)
    #expect(outcome.err.contains(message), "\(outcome.err)")
  }
}
