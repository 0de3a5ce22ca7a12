import ThemeAudit
import ThemeModel
import ThemeStore

/// A setting the registry keeps for everyone who commits to it.
public enum RegistrySetting: String, CaseIterable, Sendable {
  /// Whether every commit must name the version it started from (a checkout's base record or
  /// an explicit base); off by default, so solo use stays one command.
  case requireBase = "require-base"
  /// Whether `export` requires every active approval of the version to be signed by its
  /// approver's trusted key (not the committer's); off by default.
  case signedApprovals = "require-signed-approvals"

  /// The values it takes.
  public var choices: [String] { ["true", "false"] }

  /// Its value when unset.
  public var defaultValue: String { "false" }
}

extension Registry {
  /// The value of `setting` (its default when unset).
  public func setting(_ setting: RegistrySetting) throws(RegistryError) -> String {
    try guarded { try store.setting(setting.rawValue) } ?? setting.defaultValue
  }

  /// Sets `setting` to `value`, one of its choices.
  public func set(_ setting: RegistrySetting, to value: String) throws(RegistryError) {
    guard setting.choices.contains(value) else {
      throw .invalidRequest(
        "\(setting.rawValue) takes \(setting.choices.joined(separator: " or ")), not \(String(value.prefix(40)))")
    }
    try guarded { try store.setSetting(setting.rawValue, to: value) }
  }

  /// Which of `version`'s colours contrast checks measure (read from its stored document).
  public func coverage(of version: VersionRecord) throws(RegistryError) -> ContrastCoverage {
    let bytes = try storedDocument(of: version)
    do {
      return Auditor(profile: profile).contrastCoverage(try ThemeDocument(bytes: bytes).theme)
    } catch {
      throw .damagedVersion(theme: version.theme, number: version.number, reason: error.description)
    }
  }

  /// How many of a listed theme's colours contrast checks measure: what its latest version's
  /// run recorded (its digest checked when `list` read it), else, for a run stored before
  /// schema 14, counted from the stored document.
  public func coverage(of summary: ThemeSummary) throws(RegistryError) -> RunCoverage {
    if let stored = summary.audit?.coverage { return stored }
    let counted = try coverage(of: summary.latest)
    return RunCoverage(colors: counted.colors, checked: counted.checked)
  }

  /// Whether commits must name their base.
  func requiresBase() throws(RegistryError) -> Bool { try setting(.requireBase) == "true" }
}
