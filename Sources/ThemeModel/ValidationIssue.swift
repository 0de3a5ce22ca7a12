/// One problem in a theme document: where it is and what was expected.
public struct ValidationIssue: Error, Hashable, Sendable, CustomStringConvertible {
  /// The JSON path of the offending value, e.g. `components.input.placeholder`; `$` is the root.
  public var path: String
  /// What is wrong and what was expected.
  public var message: String

  /// Creates an issue.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { path == "$" ? message : "\(path): \(message)" }
}

/// A theme document that could not be accepted, with every problem found in it.
public struct ThemeValidationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The problems, in document order.
  public var issues: [ValidationIssue]

  /// Creates an error from its issues.
  public init(issues: [ValidationIssue]) {
    self.issues = issues
  }

  /// All issues, one per line after a count.
  public var description: String {
    let count = issues.count == 1 ? "1 problem" : "\(issues.count) problems"
    return "invalid theme (\(count)): " + issues.map(\.description).joined(separator: "; ")
  }
}
