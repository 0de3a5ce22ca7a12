import ThemeExport
import ThemeModel
import ThemeRegistry

extension ImportCommand {
  /// What the import mapped, kept, converted and left out, on standard error.
  static func summarize(_ report: ImportReport, console: Console) {
    if let tokens = report.tokens { return summarize(tokens: tokens, console: console) }
    let appearances = Appearance.allCases.compactMap { appearance in
      report.colorsByAppearance[appearance].map { "\($0) \(appearance.rawValue)" }
    }
    if let record = report.restoredFrom {
      console.error(
        "Restored the theme from \(record.printable), the record its export left: what the files cannot hold is as exported"
      )
      for note in report.kept { console.error("  \(note.message.printable)  \(note.subject.printable)") }
      return
    }
    let colors = report.colorsByAppearance[.light] ?? 0
    console.error(
      "Mapped \(AuditText.plural(colors, "colour")) (\(appearances.joined(separator: ", "))) and \(AuditText.plural(report.images.count, "image"))"
    )
    list(report.kept, "kept", console: console)
    list(report.pairs, "pair", console: console)
    list(report.roles, "role", console: console)
    list(report.converted, "converted", console: console)
    list(report.ignored, "not merged", console: console)
    if let name = report.unnamedModes.first {
      let names = report.unnamedModes.map(\.printable).joined(separator: ", ")
      console.error(
        "hint: rules choose modes named \(names), which say no appearance; --appearance \(name.printable)=dark (or light, lightHighContrast, darkHighContrast) merges their rules as that appearance"
      )
    }
    if !report.otherSets.isEmpty {
      console.error(
        "  not read  \(AuditText.plural(report.otherSets.count, "file")) of other kinds or qualifiers: \(report.otherSets.prefix(3).joined(separator: ", ").printable)\(report.otherSets.count > 3 ? ", …" : "")"
      )
    }
    for note in report.unmapped { console.error("warning: left out (--lossy) \(line(note))") }
  }

  /// The first notes of a kind, then how many more (`--json` lists them all).
  static func list(_ notes: [ImportNote], _ label: String, console: Console) {
    let shown = 10
    for note in notes.prefix(shown) { console.error("  \(label)  \(line(note))") }
    if notes.count > shown { console.error("  \(label)  … and \(notes.count - shown) more (--json lists every one)") }
  }

  static func line(_ note: ImportNote) -> String {
    "\(note.location.description.printable): \(note.subject.printable): \(note.message.printable)"
  }

  static func json(_ report: ImportReport) -> JSONValue {
    if let tokens = report.tokens { return json(tokens: tokens) }
    func notes(_ notes: [ImportNote]) -> JSONValue {
      .array(
        notes.map { note in
          .object([
            JSONMember("file", .string(note.location.file)), JSONMember("line", .integer(note.location.line)),
            JSONMember("column", .integer(note.location.column)), JSONMember("subject", .string(note.subject)),
            JSONMember("message", .string(note.message)),
          ])
        })
    }
    return .object([
      JSONMember(
        "colors",
        .object(
          Appearance.allCases.compactMap { appearance in
            report.colorsByAppearance[appearance].map { JSONMember(appearance.rawValue, .integer($0)) }
          })),
      JSONMember("images", .array(report.images.map(JSONValue.string))),
      JSONMember("kept", notes(report.kept)), JSONMember("pairs", notes(report.pairs)),
      JSONMember("roles", notes(report.roles)),
      JSONMember("converted", notes(report.converted)),
      JSONMember("unmapped", notes(report.unmapped)), JSONMember("notMerged", notes(report.ignored)),
      JSONMember("notRead", .array(report.otherSets.map(JSONValue.string))),
      JSONMember("unnamedModes", .array(report.unnamedModes.map(JSONValue.string))),
      JSONMember("restoredFrom", report.restoredFrom.map(JSONValue.string) ?? .null),
    ])
  }

  /// What the import mapped and kept, on standard error: nothing is dropped silently.
  static func summarize(tokens report: DTCGImporter.Report, console: Console) {
    var line =
      "Mapped \(AuditText.plural(report.colors.count, "colour")) and \(AuditText.plural(report.typography.count, "typography style"))"
    if !report.kept.isEmpty {
      line += "; kept \(AuditText.plural(report.kept.count, "other token")) as they are in the document's extensions"
    }
    console.error(line)
    for path in report.kept.prefix(10) { console.error("  kept  \(path.printable)") }
    if report.kept.count > 10 { console.error("  … and \(report.kept.count - 10) more") }
    for note in report.legacy.prefix(10) {
      console.error("  legacy  \(note.path.printable): \(note.message.printable)")
    }
    if report.legacy.count > 10 {
      console.error("  legacy  … and \(report.legacy.count - 10) more (--json lists every one)")
    }
    for note in report.notMerged { console.error("  not merged  \(note.path.printable): \(note.message.printable)") }
    for warning in report.warnings { console.error("warning: \(warning.path.printable): \(warning.message.printable)") }
    for token in report.dropped {
      console.error("warning: left out \(token.path.printable) (--lossy): \(token.message.printable)")
    }
  }

  static func json(tokens report: DTCGImporter.Report) -> JSONValue {
    .object([
      JSONMember("colors", .array(report.colors.map(JSONValue.string))),
      JSONMember("typography", .array(report.typography.map(JSONValue.string))),
      JSONMember("kept", .array(report.kept.map(JSONValue.string))),
      JSONMember(
        "warnings",
        .array(
          report.warnings.map {
            .object([JSONMember("path", .string($0.path)), JSONMember("message", .string($0.message))])
          })),
      JSONMember(
        "dropped",
        .array(
          report.dropped.map {
            .object([JSONMember("path", .string($0.path)), JSONMember("reason", .string($0.message))])
          })),
      JSONMember(
        "notMerged",
        .array(
          report.notMerged.map {
            .object([JSONMember("path", .string($0.path)), JSONMember("reason", .string($0.message))])
          })),
      JSONMember(
        "legacy",
        .array(
          report.legacy.map {
            .object([JSONMember("path", .string($0.path)), JSONMember("form", .string($0.message))])
          })),
    ])
  }
}
