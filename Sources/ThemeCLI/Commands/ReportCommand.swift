import ThemeExport
import ThemeModel
import ThemeRegistry

/// `themereg report THEME[@N] [--compare THEME@M] -o DIR` and `themereg report --all -o DIR`:
/// a static, self-contained HTML report.
enum ReportCommand: Command {
  enum Options {
    static let output = Option<String>(
      "--output", short: "-o", value: "DIR", help: "A new or empty folder to write into (required).")
    static let compare = Option<String>(
      "--compare", value: "THEME@M", help: "Add diff.html: every change from version M and its accessibility delta.")
    static let all = Flag("--all", help: "Report every theme at its latest version, with an index of them all.")
  }

  static let spec = CommandSpec(
    name: "report", summary: "Write a visual HTML report of a theme (or of every theme) to a folder.",
    operands: "THEME[@N] | --all",
    options: [Options.output, Options.compare, Options.all, ExportCommand.Options.configuration],
    discussion:
      "The site is static HTML with inline CSS and SVG: no script, no request to any host. It opens from disk or any static host; the same registry state writes the same bytes, atomically."
  )

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    guard let directory = context.value(Options.output) else {
      throw .usage("Missing expected argument '-o <DIR>'.", usage: spec.usageLine)
    }
    let all = context.isSet(Options.all)
    let operands = try context.operands(all ? 0...0 : 1...1, all ? "--all" : "THEME[@N]")
    if all, context.value(Options.compare) != nil {
      throw .usage("--compare takes one theme; it cannot be used with --all.", usage: spec.usageLine)
    }
    let compare = try context.value(Options.compare).map { value throws(CLIError) in try context.reference(value)
    }
    let reference = try operands.first.map { value throws(CLIError) in try context.reference(value) }
    // Only the comparison spells export identifiers, so only it reads the configuration.
    let configuration =
      compare == nil ? .default : try context.exportConfiguration(consequence: "no report was written").value
    let registry = try context.openRegistry()
    let files: [String]
    var label = "every theme"
    do {
      defer { context.console.endProgress() }
      if let reference {
        let written = try registry.report(
          reference, compare: compare, configuration: configuration, to: directory)
        files = written.files.map(\.path)
        label = "\(written.version.theme)@\(written.version.number)"
      } else {
        files = try registry.reportAll(to: directory) { done, total in
          context.console.progress("reporting themes: \(done) of \(total)")
        }
      }
    } catch {
      throw CLIError(error)
    }
    context.noteRemovedStaging(registry)
    context.console.recordStored("the report is in \(directory.printable)")
    if context.json {
      context.printJSON(
        .object([
          JSONMember("report", .string(label)), JSONMember("directory", .string(directory)),
          JSONMember("index", .string(directory + "/index.html")),
          JSONMember("files", .array(files.map { .string($0) })),
        ]))
    } else {
      context.console.line(
        "Wrote the report of \(label.printable) to \(directory.printable): \(AuditText.plural(files.count, "page"))")
      context.console.line("  open \((directory + "/index.html").printable)")
    }
    return 0
  }
}
