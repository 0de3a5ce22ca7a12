import FoundationEssentials
import ThemeAudit
import ThemeModel
import ThemeRegistry

/// `themereg diff THEME@A THEME@B`: token changes and what they did to accessibility.
enum DiffCommand: Command {
  enum Options {
    static let ruleset = Option<String>(
      "--ruleset", value: "ID", help: "Compare the runs of this ruleset (default: the newer side's newest run).")
    static let format = Option<DiffFormat>(
      "--format", value: "F", help: "text (default), json or markdown (for a pull-request comment).")
  }

  static let spec = CommandSpec(
    name: "diff", summary: "Show what changed between two versions and the accessibility consequences.",
    operands: "THEME@A THEME@B | THEME A B | THEME@A FILE",
    options: [Options.ruleset, Options.format, ExportCommand.Options.configuration],
    discussion: "Any two versions, not only neighbours; FILE previews an uncommitted document against a version.")

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let operands = try context.operands(2...3, "THEME@A THEME@B")
    let from: VersionReference
    let target: DiffTarget
    if operands.count == 3 {
      from = try context.reference("\(operands[0])@\(operands[1])")
      target = .version(try context.reference("\(operands[0])@\(operands[2])"))
    } else {
      from = try context.reference(operands[0])
      let second = operands[1]
      if second == "-" || (!second.contains("@") && FileManager.default.fileExists(atPath: second))
        || second.hasSuffix(".json")
      {
        target = .document(try context.readDocument(second), name: second == "-" ? "standard input" : second)
      } else {
        target = .version(try context.reference(second))
      }
    }
    let registry = try context.openRegistry()
    // The identifiers an app uses are the configured ones.
    let configuration = try context.exportConfiguration(consequence: "nothing was compared").value
    let diff: VersionDiff
    do {
      diff = try registry.diff(
        from: from, to: target, ruleset: context.value(Options.ruleset), configuration: configuration)
    } catch {
      throw CLIError(error)
    }
    switch try context.value(Options.format) ?? (context.json ? .json : .text) {
    case .json: context.printJSON(json(diff))
    case .markdown: context.console.write(MarkdownReport.diff(diff))
    case .text: context.console.line(text(diff, console: context.console))
    }
    return 0
  }

  static func identifiers(_ identifiers: [ExportIdentifier]) -> JSONValue {
    .array(
      identifiers.map {
        .object([JSONMember("platform", .string($0.platform)), JSONMember("identifier", .string($0.identifier))])
      })
  }

  static func json(_ diff: VersionDiff) -> JSONValue {
    .object([
      JSONMember("from", .string(diff.from)), JSONMember("to", .string(diff.to)),
      JSONMember(
        "changes",
        .array(
          diff.changes.map { change in
            var members = [
              JSONMember("path", .string(change.path)), JSONMember("kind", .string(change.kind.rawValue)),
              JSONMember("from", change.from ?? .null), JSONMember("to", change.to ?? .null),
            ]
            if let resolved = change.resolvedFrom { members.append(JSONMember("resolvedFrom", .string(resolved))) }
            if let resolved = change.resolvedTo { members.append(JSONMember("resolvedTo", .string(resolved))) }
            return .object(members)
          })),
      JSONMember(
        "exportIdentifiers",
        .array(
          diff.exportChanges.map { change in
            .object([
              JSONMember("color", .string(change.color)),
              JSONMember("appearances", .array(change.appearances.map { .string($0.rawValue) })),
              JSONMember(
                "identifiers",
                .array(
                  change.identifiers.map {
                    .object([
                      JSONMember("platform", .string($0.platform)), JSONMember("identifier", .string($0.identifier)),
                    ])
                  })),
            ])
          })),
      JSONMember(
        "removedIdentifiers",
        .array(
          diff.exportRemovals.map { removal in
            .object([
              JSONMember("color", .string(removal.color)), JSONMember("renamedTo", .optional(removal.renamedTo)),
              JSONMember("identifiers", identifiers(removal.identifiers)),
              JSONMember("replacements", identifiers(removal.replacements)),
            ])
          })),
      JSONMember(
        "audit",
        .object([
          JSONMember("ruleset", .string(diff.ruleset)),
          JSONMember("introduced", .array(diff.introduced.map(\.json))),
          JSONMember("resolved", .array(diff.resolved.map(\.json))),
          JSONMember(
            "contrast",
            .array(
              diff.contrast.map { change in
                .object([
                  JSONMember("pair", .string(change.current.pairKey)),
                  JSONMember("appearance", .string(change.current.appearance.rawValue)),
                  JSONMember("backdrop", .optional(change.current.backdrop)),
                  JSONMember("from", change.before.map { .number($0.ratio) } ?? .null),
                  JSONMember("to", change.after.map { .number($0.ratio) } ?? .null),
                  JSONMember("required", .number(change.current.threshold)),
                  JSONMember("passedBefore", change.before.map { .bool($0.passes) } ?? .null),
                  JSONMember("passes", change.after.map { .bool($0.passes) } ?? .null),
                ])
              })),
        ])),
    ])
  }

  static func shown(_ value: JSONValue?) -> String {
    guard let value else { return "∅" }
    return ValueText.line(value).printable.truncated(70)
  }

  static func text(_ diff: VersionDiff, console: Console) -> String {
    var lines: [String] = []
    if diff.changes.isEmpty && diff.introduced.isEmpty && diff.resolved.isEmpty {
      return "\(diff.from) → \(diff.to.printable): no changes"
    }
    lines.append("\(diff.from) → \(diff.to.printable): \(AuditText.plural(diff.changes.count, "change"))")
    var section = ""
    for change in diff.changes {
      let top = String(change.path.prefix { $0 != "." && $0 != "[" })
      if top != section {
        lines.append("")
        lines.append(top)
        section = top
      }
      let path = change.path.printable
      switch change.kind {
      case .added: lines.append("  \(console.styled("+", "32")) \(path): \(shown(change.to))")
      case .removed: lines.append("  \(console.styled("-", "31")) \(path): \(shown(change.from))")
      case .changed:
        var line = "  ~ \(path): \(shown(change.from)) → \(shown(change.to))"
        if case .string(let before)? = change.from, case .string(let after)? = change.to, before == after {
          // Swift's == is canonical equivalence: the same letters, other code points.
          line +=
            " (the same text with other Unicode code points: \(Self.codePoints(before)) → \(Self.codePoints(after)))"
        }
        if let before = change.resolvedFrom, let after = change.resolvedTo, before != after {
          // A DTCG object's text is its value; the hex beside it is that value in sRGB, rounded.
          let objects = ColorLiteral.isDTCGObject(change.from) || ColorLiteral.isDTCGObject(change.to)
          line += " (\(objects ? "in sRGB" : "resolved") \(before) → \(after))"
        }
        lines.append(line)
      }
    }
    if !diff.exportChanges.isEmpty {
      lines.append("")
      lines.append("Exported identifiers that now stand for another value:")
      for change in diff.exportChanges {
        let appearances = change.appearances.map(\.rawValue).joined(separator: ", ")
        lines.append(
          "  \(change.color.printable) (\(appearances)): "
            + change.identifiers.map { $0.identifier.printable }.joined(separator: ", "))
      }
    }
    if !diff.exportRemovals.isEmpty {
      lines.append("")
      lines.append("Exported identifiers that are gone (code that uses them stops building):")
      for removal in diff.exportRemovals {
        let renamed = removal.renamedTo.map { " — renamed to \($0.printable)?" } ?? ""
        lines.append(
          "  \(removal.color.printable)\(renamed): "
            + removal.identifiers.map { $0.identifier.printable }.joined(separator: ", "))
      }
    }
    lines.append("")
    lines.append("Accessibility (ruleset \(diff.ruleset)):")
    if diff.contrast.isEmpty && diff.introduced.isEmpty && diff.resolved.isEmpty {
      lines.append("  no change in findings")
    }
    for change in diff.contrast {
      let what = "\(change.current.pair), \(change.current.appearance.rawValue)"
      let ratios = [change.before, change.after].map { $0.map { ContrastMath.display($0.ratio) } ?? "—" }
        .joined(separator: " → ")
      let verdict = change.verdict.map { ", \($0) (needs \(JSONWriter.format(change.current.threshold)):1)" } ?? ""
      lines.append("  contrast \(what.printable): \(ratios)\(verdict)")
    }
    for (title, findings) in [("introduced", diff.introduced), ("resolved", diff.resolved)] where !findings.isEmpty {
      lines.append("  \(title): \(summary(findings))")
      for group in FindingGroup.grouping(findings.sorted(by: { $0.severity < $1.severity })) {
        lines.append(
          "    \(AuditText.severityLabel(group.first.severity, console: console))  \(group.first.rule)  \(group.message.printable)"
        )
      }
    }
    return lines.joined(separator: "\n")
  }

  static func summary(_ findings: [Finding]) -> String {
    Severity.allCases.compactMap { severity in
      let count = findings.count { $0.severity == severity }
      return count == 0 ? nil : AuditText.plural(count, severity.rawValue)
    }.joined(separator: ", ")
  }

  /// The code points of `text` outside ASCII, for showing a normalization change.
  static func codePoints(_ text: String) -> String {
    let scalars = text.unicodeScalars.filter { !$0.isASCII }.prefix(8).map(\.codePointNotation)
    return scalars.isEmpty ? "ASCII" : scalars.joined(separator: " ")
  }
}
