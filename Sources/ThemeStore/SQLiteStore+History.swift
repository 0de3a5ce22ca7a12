/// One interval of versions in which a finding held, as stored.
public struct FindingInterval: Sendable, Equatable {
  /// The theme's name.
  public var theme: String
  /// The series' ruleset.
  public var ruleset: String
  /// The series' profile.
  public var profile: String
  /// The finding's values at the start of the interval.
  public var finding: StoredFinding
  /// The first version in which it held.
  public var since: Int
  /// The first version in which it no longer held; nil while it holds at the latest audited version.
  public var until: Int?
  /// The latest version audited in this series (the theme's latest unless `--ruleset` names an older one).
  public var latestVersion: Int
}

/// Which finding intervals to read.
public struct FindingQuery: Sendable {
  /// Only this theme; nil for all.
  public var theme: String?
  /// Only this rule.
  public var rule: String?
  /// Only this exact subject.
  public var subject: String?
  /// Only subjects that contain this text.
  public var subjectContains: String?
  /// Only this severity.
  public var severity: String?
  /// Only this appearance.
  public var appearance: String?
  /// The ruleset whose series counts; nil means the one of each theme's latest run.
  public var ruleset: String?

  /// Creates a query.
  public init(
    theme: String? = nil, rule: String? = nil, subject: String? = nil, subjectContains: String? = nil,
    severity: String? = nil, appearance: String? = nil, ruleset: String? = nil
  ) {
    self.theme = theme
    self.rule = rule
    self.subject = subject
    self.subjectContains = subjectContains
    self.severity = severity
    self.appearance = appearance
    self.ruleset = ruleset
  }
}

extension SQLiteStore {
  /// The finding intervals that match `query`, ordered by theme, rule, subject and version.
  ///
  /// Each theme's series is the (ruleset, profile) of its latest version's newest run, or of
  /// `query.ruleset`. Answered from the interval rows and their indexes, never by loading versions.
  public func findingIntervals(_ query: FindingQuery) throws(StoreError) -> [FindingInterval] {
    try guarded {
      try database.statement(
        """
        WITH audited AS (
          SELECT t.id AS theme_id, t.name AS theme,
            CASE WHEN ?1 IS NULL THEN t.latest_version ELSE (
              SELECT max(v.number) FROM audit_runs w JOIN versions v ON v.id = w.version_id
              WHERE w.ruleset = ?1 AND v.theme_id = t.id) END AS latest
          FROM themes t WHERE (?2 IS NULL OR t.name = ?2)
        ),
        series AS (
          SELECT a.theme_id, a.theme, a.latest, r.ruleset, r.profile
          FROM audited a
          JOIN versions v ON v.theme_id = a.theme_id AND v.number = a.latest
          JOIN audit_runs r ON r.id = (
            SELECT max(x.id) FROM audit_runs x WHERE x.version_id = v.id AND (?1 IS NULL OR x.ruleset = ?1))
        )
        SELECT s.theme, s.ruleset, s.profile, s.latest,
          f.rule, f.severity, f.subject, f.appearance, f.measured, f.required, f.wcag, f.message, f.path,
          f.since, f.until
        FROM series s JOIN findings f
          ON f.theme_id = s.theme_id AND f.ruleset = s.ruleset AND f.profile = s.profile
        WHERE (?3 IS NULL OR f.rule = ?3)
          AND (?4 IS NULL OR f.subject = ?4)
          AND (?5 IS NULL OR instr(f.subject, ?5) > 0)
          AND (?6 IS NULL OR f.severity = ?6)
          AND (?7 IS NULL OR f.appearance = ?7)
        ORDER BY s.theme, f.rule, f.subject, f.since
        """
      ).map(
        [
          query.ruleset.sqlValue, query.theme.sqlValue, query.rule.sqlValue, query.subject.sqlValue,
          query.subjectContains.sqlValue, query.severity.sqlValue, query.appearance.sqlValue,
        ]
      ) { row in
        FindingInterval(
          theme: row.string(0), ruleset: row.string(1), profile: row.string(2),
          finding: StoredFinding(
            rule: row.string(4), severity: row.string(5), subject: row.string(6), appearance: row.optionalString(7),
            measured: row.optionalDouble(8), required: row.optionalDouble(9), wcag: row.optionalString(10),
            message: row.string(11), path: row.string(12)),
          since: row.int(13), until: row.optionalInt(14), latestVersion: row.int(3))
      }
    }
  }

  /// The versions of `theme` with the given numbers, by number, in one query.
  public func versions(theme: String, numbers: Set<Int>) throws(StoreError) -> [Int: VersionRecord] {
    guard !numbers.isEmpty else { return [:] }
    let list = "[" + numbers.sorted().map(String.init).joined(separator: ",") + "]"
    return try guarded {
      var result: [Int: VersionRecord] = [:]
      try database.statement(
        """
        SELECT \(Self.versionColumns)
        FROM themes t JOIN versions v ON v.theme_id = t.id
        LEFT JOIN versions p ON p.id = v.parent_id
        WHERE t.name = ? AND v.number IN (SELECT value FROM json_each(?))
        """
      ).forEachRow([.text(theme), .text(list)]) { row in
        let version = Self.versionRecord(row)
        result[version.number] = version
      }
      return result
    }
  }

  /// The rulesets that have runs for `theme` (or any theme), newest run first.
  public func rulesets(theme: String?) throws(StoreError) -> [String] {
    try guarded {
      try database.statement(
        """
        SELECT r.ruleset FROM audit_runs r JOIN versions v ON v.id = r.version_id JOIN themes t ON t.id = v.theme_id
        WHERE ?1 IS NULL OR t.name = ?1 GROUP BY r.ruleset ORDER BY max(r.id) DESC
        """
      ).map([theme.sqlValue]) { $0.string(0) }
    }
  }
}
