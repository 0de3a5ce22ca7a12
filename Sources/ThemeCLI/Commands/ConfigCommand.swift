import ThemeModel
import ThemeRegistry

/// `themereg config [NAME [VALUE]]`: the registry's settings, shared by everyone using it.
enum ConfigCommand: Command {
  enum Options {}

  static let spec = CommandSpec(
    name: "config", summary: "Show or change a setting stored in the registry for everyone who uses it.",
    operands: "[NAME [VALUE]]",
    discussion: """
      require-base (true or false; false by default): whether every commit must name the version
      it started from — a file written by checkout, or --base N — so no commit can replace the
      latest version without knowing it. A theme's first version needs no base.

      require-signed-approvals (true or false; false by default): whether export refuses a
      version unless each of its approvals is signed ('approve --sign') by a key of
      'themereg trust list' that is not its committer's.
      """)

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let operands = try context.operands(0...2, "[NAME [VALUE]]")
    var settings = RegistrySetting.allCases
    if let name = operands.first {
      guard let setting = RegistrySetting(rawValue: name) else {
        throw .usage(
          "no setting is named \(name.printable); the settings are \(RegistrySetting.allCases.map(\.rawValue).joined(separator: ", ")).",
          usage: spec.usageLine)
      }
      settings = [setting]
    }
    let registry = try context.openRegistry()
    if operands.count == 2, let setting = settings.first {
      guard setting.choices.contains(operands[1]) else {
        throw .usage(
          "\(setting.rawValue) takes \(setting.choices.joined(separator: " or ")), not \(operands[1].printable).",
          usage: spec.usageLine)
      }
      do {
        try registry.set(setting, to: operands[1])
      } catch {
        throw CLIError(error)
      }
      context.console.recordStored("the setting \(setting.rawValue) was changed")
    }
    var values: [(String, String)] = []
    for setting in settings {
      do {
        values.append((setting.rawValue, try registry.setting(setting)))
      } catch {
        throw CLIError(error)
      }
    }
    if context.json {
      context.printJSON(.object(values.map { JSONMember($0.0, .string($0.1)) }))
    } else {
      let width = values.map(\.0.count).max() ?? 0
      for (name, value) in values {
        context.console.line(name + String(repeating: " ", count: width + 2 - name.count) + value)
      }
    }
    return 0
  }
}
