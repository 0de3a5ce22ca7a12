import ThemeModel

extension Auditor {
  /// How many unchecked colours a `coverage.unchecked` message names before "and N more".
  static let uncheckedNamesShown = 12

  /// One warning listing the colours no contrast check measures in any appearance: a theme
  /// must not read as passing about colours nothing looked at.
  func coverageFindings(_ coverage: ContrastCoverage, theme: Theme) -> [Finding] {
    guard !coverage.unchecked.isEmpty else { return [] }
    let shown = coverage.unchecked.prefix(Self.uncheckedNamesShown).joined(separator: ", ")
    let more = coverage.unchecked.count - min(coverage.unchecked.count, Self.uncheckedNamesShown)
    let count = coverage.unchecked.count
    return [
      Finding(
        rule: .coverageUnchecked, severity: .warning, subject: RuleID.coverageUnchecked.subject("colors"),
        measured: coverage.share, required: theme.contrast.minCoverage,
        message:
          "\(count) of \(coverage.colors) colour\(coverage.colors == 1 ? " is" : "s are") in no contrast check (\(shown)\(more > 0 ? ", and \(more) more" : "")); state the pairs \(count == 1 ? "it is" : "they are") used in, or mark a colour that conveys nothing \"role\": \"decorative\"",
        path: "colors")
    ]
  }
}
