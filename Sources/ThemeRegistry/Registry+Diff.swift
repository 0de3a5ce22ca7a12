import ThemeAudit
import ThemeModel
import ThemeStore

extension Registry {
  /// The changes from version `from` to `target`, with the findings introduced and resolved
  /// and the contrast ratios that moved.
  ///
  /// The audit delta compares runs of one ruleset: `ruleset`, else the one of the newer side's
  /// newest run (the current ruleset for an uncommitted document).
  public func diff(
    from reference: VersionReference, to target: DiffTarget, ruleset: String? = nil,
    configuration: ExportConfiguration = .default
  ) throws(RegistryError) -> VersionDiff {
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
    diff.exportChanges = Self.exportChanges(
      from: oldDocument.theme, to: newDocument.theme, configuration: configuration)
    diff.exportRemovals = Self.exportRemovals(
      from: oldDocument.theme, to: newDocument.theme, configuration: configuration)
    return diff
  }

  /// The colours of `old` that `new` still has with another resolved value somewhere.
  static func exportChanges(from old: Theme, to new: Theme, configuration: ExportConfiguration)
    -> [ExportIdentifierChange]
  {
    let kept = Set(new.colors.map(\.name))
    return old.colors.filter { kept.contains($0.name) }.compactMap { token in
      let changed = Appearance.allCases.filter {
        old.resolvedColors[token.name]?[$0] != new.resolvedColors[token.name]?[$0]
      }
      guard !changed.isEmpty else { return nil }
      return ExportIdentifierChange(
        color: token.name, appearances: changed,
        identifiers: ExportNaming.colorIdentifiers(token.name, theme: new.name, configuration: configuration))
    }
  }

  /// The colours of `old` that `new` no longer has: app code naming their identifiers stops
  /// building. A removed colour whose values exactly one added colour has looks renamed to it.
  static func exportRemovals(from old: Theme, to new: Theme, configuration: ExportConfiguration)
    -> [ExportIdentifierRemoval]
  {
    let before = Set(old.colors.map(\.name))
    let after = Set(new.colors.map(\.name))
    let added = new.colors.filter { !before.contains($0.name) }
    func values(_ theme: Theme, _ name: String) -> [String] {
      Appearance.allCases.map { theme.resolvedColors[name]?[$0]?.hex ?? "" }
    }
    return old.colors.filter { !after.contains($0.name) }.map { token in
      let same = added.filter { values(new, $0.name) == values(old, token.name) }
      let renamed = same.count == 1 ? same[0].name : nil
      return ExportIdentifierRemoval(
        color: token.name, renamedTo: renamed,
        identifiers: ExportNaming.colorIdentifiers(token.name, theme: old.name, configuration: configuration),
        replacements: renamed.map {
          ExportNaming.colorIdentifiers($0, theme: new.name, configuration: configuration)
        } ?? [])
    }
  }
}
