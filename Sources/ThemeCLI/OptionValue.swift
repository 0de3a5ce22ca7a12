import ThemeAudit
import ThemeExport
import ThemeModel
import ThemeRegistry

/// A type an option's text parses to, once, when a command reads it.
protocol OptionValue: Sendable {
  /// The value `text` stands for, or nil when it stands for none.
  init?(optionText text: String)
  /// The values the option takes when they are a fixed set (listed in help and completions).
  static var choices: [String] { get }
  /// Why `text` is not a value of `option`, as the usage error says it.
  static func problem(with text: String, option: String) -> String
}

extension OptionValue where Self: CaseIterable & RawRepresentable, RawValue == String {
  init?(optionText text: String) { self.init(rawValue: text) }

  static var choices: [String] { allCases.map(\.rawValue) }

  static func problem(with text: String, option: String) -> String {
    let hint = EditDistance.nearest(to: text, in: choices).map { " Did you mean '\($0)'?" } ?? ""
    return
      "'\(text.prefix(80))' is not a valid value for '\(option)'; use one of \(choices.joined(separator: ", ")).\(hint)"
  }
}

extension String: OptionValue {
  init?(optionText text: String) { self = text }
  static var choices: [String] { [] }
  static func problem(with text: String, option: String) -> String { "" }
}

/// A whole number of at least 1 (`log --limit`).
struct PositiveInteger: OptionValue {
  let value: Int

  init?(optionText text: String) {
    guard let number = Int(text), number >= 1 else { return nil }
    value = number
  }

  static var choices: [String] { [] }

  static func problem(with text: String, option: String) -> String {
    "'\(text.prefix(80))' is not a valid value for '\(option)'; give a whole number of at least 1."
  }
}

/// A share from 0 to 1 (`--min-coverage 0.8`).
struct Share: OptionValue {
  let value: Double

  init?(optionText text: String) {
    guard let number = Double(text), number.isFinite, (0...1).contains(number) else { return nil }
    value = number
  }

  static var choices: [String] { [] }

  static func problem(with text: String, option: String) -> String {
    "'\(text.prefix(80))' is not a valid value for '\(option)'; give a share of the colours from 0 to 1, e.g. 0.8."
  }
}

/// An ISO 8601 date or date-time on a real day, normalized for comparison (`--since`).
struct DateBound: OptionValue {
  let normalized: String

  init?(optionText text: String) {
    guard let normalized = Timestamp.normalize(text) else { return nil }
    self.normalized = normalized
  }

  static var choices: [String] { [] }

  static func problem(with text: String, option: String) -> String {
    "'\(String(text.prefix(80)).printable)' is not a valid date for '\(option)'; write an ISO 8601 date or date-time on a real day, e.g. 2026-11-30 or 2026-11-30T14:05:00Z."
  }
}

extension ApprovalRecord.Waiver: OptionValue {
  init?(optionText text: String) {
    guard let equals = text.firstIndex(of: "=") else { return nil }
    self.init(key: String(text[..<equals]), reason: String(text[text.index(after: equals)...]))
  }

  static var choices: [String] { [] }

  static func problem(with text: String, option: String) -> String {
    "'\(option) \(text.prefix(80))' needs a reason: \(option) KEY=REASON."
  }
}

/// `audit --format`.
enum AuditFormat: String, CaseIterable, OptionValue { case text, json, sarif, markdown }

/// `diff --format`.
enum DiffFormat: String, CaseIterable, OptionValue { case text, json, markdown }

/// `import --from`.
extension ImportFormat: OptionValue {}

/// `completions SHELL`.
enum Shell: String, CaseIterable, OptionValue { case bash, zsh, fish }

extension AuditProfile: OptionValue {}
extension Severity: OptionValue {}
extension Appearance: OptionValue {}
extension ExportFormat: OptionValue {}
extension HistoryFilter.Status: OptionValue {}
