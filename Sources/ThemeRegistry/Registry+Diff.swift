import ThemeAudit
import ThemeModel
import ThemeStore

extension Registry {
  /// The changes from version `from` to `target`, with the findings introduced and resolved
  /// and the contrast ratios that moved.
  ///
  /// The audit delta compares runs of one ruleset: `ruleset`, else the one of the newer side's
  /// newest run (the current ruleset for an uncommitted document).
  public func diff(from reference: VersionReference, to target: DiffTarget, ruleset: String? = nil)
    throws(RegistryError) -> VersionDiff
  {
    try checkRuleset(ruleset)
    let (oldVersion, oldBytes) = try show(reference)
    let oldDocument = try guarded { try ThemeDocument(bytes: oldBytes) }
    let newDocument: ThemeDocument
    let newLabel: String
    let newAudit: AuditResult
    switch target {
    case .version(let newReference):
      guard newReference.theme == reference.theme else {
        throw .invalidRequest("\(reference) and \(newReference) are different themes; diff two versions of one theme")
      }
      let (version, bytes) = try show(newReference)
      newDocument = try guarded { try ThemeDocument(bytes: bytes) }
      newLabel = "\(version.theme)@\(version.number)"
      newAudit = try audit(version, bytes: bytes, profile: nil, ruleset: ruleset)
    case .document(let bytes, let name):
      do {
        newDocument = try ThemeDocument(bytes: bytes)
      } catch {
        throw .invalidDocument(error)
      }
      guard newDocument.name == reference.theme else {
        throw .invalidRequest(
          "\(name) is the theme \(newDocument.name), not \(reference.theme); diff versions of one theme")
      }
      newLabel = name
      newAudit = AuditResult(
        theme: newDocument.name, version: nil,
        report: Auditor(profile: profile, ruleset: ruleset ?? self.ruleset).audit(newDocument.theme),
        isStored: false)
    }
    let oldAudit = try audit(oldVersion, bytes: oldBytes, profile: nil, ruleset: newAudit.ruleset)
    let oldKeys = Set(oldAudit.findings.map { $0.matchKey })
    let newKeys = Set(newAudit.findings.map { $0.matchKey })
    let auditor = Auditor(profile: AuditProfile(rawValue: newAudit.profile) ?? profile)
    let oldMeasurements = auditor.contrastMeasurements(oldDocument.theme)
    let newMeasurements = auditor.contrastMeasurements(newDocument.theme)
    let before = Dictionary(oldMeasurements.map { ($0.pairKey, $0) }, uniquingKeysWith: { first, _ in first })
    let afterKeys = Set(newMeasurements.map(\.pairKey))
    var contrast = newMeasurements.compactMap { after -> ContrastChange? in
      guard let old = before[after.pairKey] else { return ContrastChange(before: nil, after: after) }
      guard
        ContrastMath.display(old.ratio) != ContrastMath.display(after.ratio) || old.passes != after.passes
          || old.threshold != after.threshold
      else { return nil }
      return ContrastChange(before: old, after: after)
    }
    contrast += oldMeasurements.filter { !afterKeys.contains($0.pairKey) }.map {
      ContrastChange(before: $0, after: nil)
    }
    var diff = VersionDiff(
      from: "\(oldVersion.theme)@\(oldVersion.number)", to: newLabel,
      changes: ThemeDiff.changes(from: oldDocument, to: newDocument), ruleset: newAudit.ruleset,
      introduced: newAudit.findings.filter { !oldKeys.contains($0.matchKey) },
      resolved: oldAudit.findings.filter { !newKeys.contains($0.matchKey) }, contrast: contrast)
    diff.exportChanges = Self.exportChanges(from: oldDocument.theme, to: newDocument.theme)
    return diff
  }

  /// The colours of `old` that `new` still has with another resolved value somewhere.
  static func exportChanges(from old: Theme, to new: Theme) -> [ExportIdentifierChange] {
    let kept = Set(new.colors.map(\.name))
    return old.colors.filter { kept.contains($0.name) }.compactMap { token in
      let changed = Appearance.allCases.filter {
        old.resolvedColors[token.name]?[$0] != new.resolvedColors[token.name]?[$0]
      }
      guard !changed.isEmpty else { return nil }
      return ExportIdentifierChange(
        color: token.name, appearances: changed, identifiers: ExportNaming.colorIdentifiers(token.name, theme: new.name)
      )
    }
  }
}
