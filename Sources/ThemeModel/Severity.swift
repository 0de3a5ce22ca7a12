/// How much a finding matters; only errors block approval. In the model (not the audit) so
/// that the store keeps a finding's severity typed from the audit to the reader.
public enum Severity: String, CaseIterable, Sendable, Comparable {
  case error, warning, info

  /// Orders the worst first: error < warning < info.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
