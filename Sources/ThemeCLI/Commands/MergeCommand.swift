import ThemeModel
import ThemeRegistry

/// `themereg merge THEME FILE [-o OUT] [--ours|--theirs]`: an edited checkout brought up to
/// the latest version, its conflicts settled or marked for editing.
enum MergeCommand: Command {
  enum Options {
    static let output = Option<String>(
      "--output", short: "-o", value: "FILE",
      help: "Write the merged document to FILE (a new file, or FILE itself) instead of stdout.")
    static let ours = Flag("--ours", help: "Settle each conflict with the file's value.")
    static let theirs = Flag("--theirs", help: "Settle each conflict with the latest version's value.")
    static let base = Option<PositiveInteger>(
      "--base", value: "N", help: "The version the file started from (default: its base record).")
  }

  static let spec = CommandSpec(
    name: "merge", summary: "Merge what was committed since a file's base into the file, for committing.",
    operands: "THEME FILE", options: [Options.output, Options.ours, Options.theirs, Options.base],
    discussion: """
      Values changed only in the registry since the file's base are taken, values changed only in
      the file are kept; a value changed on both sides is a conflict. --ours keeps the file's
      value, --theirs takes the registry's; without either, the file's value stays and the
      conflict is listed under base.conflicts with its three values, and commit refuses the file
      until each entry is settled and removed. The merged file's base is the latest version.
      Exits 1 while conflicts are listed.
      """)

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let operands = try context.operands(2...2, "THEME FILE")
    let (theme, file) = (operands[0], operands[1])
    if context.isSet(Options.ours) && context.isSet(Options.theirs) {
      throw .usage("--ours and --theirs settle conflicts opposite ways; give one.", usage: spec.usageLine)
    }
    let side: ThemeMerge.Side? =
      context.isSet(Options.ours) ? .yours : context.isSet(Options.theirs) ? .latest : nil
    let bytes = try context.readDocument(file)
    let base = try context.value(Options.base)?.value
    let registry = try context.openRegistry()
    let result: MergeResult
    do {
      result = try registry.mergeFile(bytes: bytes, base: base, settling: side)
    } catch {
      throw CLIError(error, source: file)
    }
    let named = result.document["name"]?.stringValue ?? ""
    guard named == theme else {
      throw .usage(
        "\(file.printable) is a document of \(named.printable), not \(theme.printable).", usage: spec.usageLine)
    }
    let text = JSONWriter.string(result.document, options: JSONWriter.Options(sortKeys: true, pretty: true))
    let output = context.value(Options.output)
    if let output {
      do {
        try DocumentFile.write(Array((text + "\n").utf8), to: output, replacing: file)
      } catch {
        throw CLIError(error)
      }
    }
    let marked = result.settled ? 0 : result.conflicts.count
    if context.json, output != nil || marked > 0 {
      var members = [
        JSONMember("theme", .string(theme)), JSONMember("base", .integer(result.base)),
        JSONMember("latest", .integer(result.latest)), JSONMember("settled", .bool(result.settled)),
        JSONMember("conflicts", .array(result.conflicts.map(\.json))),
      ]
      if let output {
        members.append(JSONMember("file", .string(output)))
      } else {
        members.append(JSONMember("document", result.document))
      }
      context.printJSON(.object(members))
    } else if output == nil {
      context.console.line(text)
    }
    let over =
      result.base == result.latest
      ? "nothing was committed since" : "merged with \(AuditText.versions(after: result.base, through: result.latest))"
    context.console.error("\(file.printable) (based on \(theme.printable)@\(result.base)): \(over)")
    for conflict in result.conflicts {
      let how = result.settled ? (side == .yours ? "kept yours" : "took latest") : "marked"
      context.console.error("  conflict (\(how))  \(CLIError.line(conflict))")
    }
    if marked > 0 {
      context.console.error(
        "\(AuditText.plural(marked, "conflict")) listed under base.conflicts: set each value, remove its entry, then commit"
      )
      return CLIError.failedCode
    }
    return 0
  }
}
