import ThemeExport
import ThemeModel
import ThemeRegistry

extension ImportCommand {
  /// `import --from xcassets Assets.xcassets`: the catalog's colour sets and image names.
  static func importAssetCatalog(_ context: CommandContext, message: String?) throws(CLIError) -> Int32 {
    try importFolders(
      context, message: message, count: 1...1, what: "the asset catalog's folder (the one named NAME.xcassets)"
    ) { paths, name, lossy throws(RegistryError) in
      try Registry.importAssetCatalog(at: paths[0], name: name, lossy: lossy)
    }
  }

  /// `import --from android app/src/main/res [lib/src/main/res…]`: the colour resources.
  static func importAndroidResources(_ context: CommandContext, message: String?) throws(CLIError) -> Int32 {
    try importFolders(
      context, message: message, count: 1...64, what: "a res/ folder (the one holding values/ and values-night/)"
    ) { paths, name, lossy throws(RegistryError) in
      try Registry.importAndroidResources(at: paths, name: name, lossy: lossy)
    }
  }

  /// `import --from css theme.css [dark.css…]`: the custom properties of theme-level rules.
  static func importStylesheets(_ context: CommandContext, message: String?) throws(CLIError) -> Int32 {
    let paths = try context.operands(1...64, "FILE")
    var files: [ImportFile] = []
    for path in paths { files.append(ImportFile(path: path, bytes: try context.readDocument(path))) }
    let document: ThemeDocument
    let report: ImportReport
    do {
      (document, report) = try Registry.importStylesheets(
        files, name: context.value(Options.name), lossy: context.isSet(Options.lossy))
    } catch {
      throw CLIError(error, source: paths.joined(separator: ", "))
    }
    if !context.json { summarize(report, console: context.console) }
    return try printOrCommit(document, report: json(report), message: message, context)
  }

  /// Reads the folders the operands name with `read`, reports what it did and prints or
  /// commits the document.
  static func importFolders(
    _ context: CommandContext, message: String?, count: ClosedRange<Int>, what: String,
    read: ([String], String?, Bool) throws(RegistryError) -> (document: ThemeDocument, report: ImportReport)
  ) throws(CLIError) -> Int32 {
    let paths = try context.operands(count, "FOLDER")
    for path in paths { try checkFolder(path, what: what) }
    let document: ThemeDocument
    let report: ImportReport
    do {
      (document, report) = try read(paths, context.value(Options.name), context.isSet(Options.lossy))
    } catch {
      throw CLIError(error, source: paths.joined(separator: ", "))
    }
    if !context.json { summarize(report, console: context.console) }
    return try printOrCommit(document, report: json(report), message: message, context)
  }

  /// Refuses a path that is no folder, saying what to give instead.
  static func checkFolder(_ path: String, what: String) throws(CLIError) {
    switch PlainFiles.kind(path) {
    case .missing:
      throw CLIError(exitCode: CLIError.notFoundCode, message: "no such folder: \(path.printable); check the path")
    case .file, .other:
      throw CLIError(exitCode: CLIError.usageCode, message: "\(path.printable) is a file; give \(what)")
    case .folder: break
    }
  }

  /// What the import mapped, kept, converted and left out, on standard error.
  static func summarize(_ report: ImportReport, console: Console) {
    let appearances = Appearance.allCases.compactMap { appearance in
      report.colorsByAppearance[appearance].map { "\($0) \(appearance.rawValue)" }
    }
    let colors = report.colorsByAppearance[.light] ?? 0
    console.error(
      "Mapped \(AuditText.plural(colors, "colour")) (\(appearances.joined(separator: ", "))) and \(AuditText.plural(report.images.count, "image"))"
    )
    list(report.kept, "kept", console: console)
    list(report.pairs, "pair", console: console)
    list(report.converted, "converted", console: console)
    list(report.ignored, "not merged", console: console)
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
      JSONMember("converted", notes(report.converted)),
      JSONMember("unmapped", notes(report.unmapped)), JSONMember("notMerged", notes(report.ignored)),
      JSONMember("notRead", .array(report.otherSets.map(JSONValue.string))),
    ])
  }
}
