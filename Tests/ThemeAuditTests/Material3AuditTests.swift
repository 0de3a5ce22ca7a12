import Testing
import ThemeTestSupport

@testable import ThemeAudit
@testable import ThemeModel

/// The pairs Material 3 implies among a theme's roles, and the roles it leaves out.
@Suite("Material 3 roles in the audit")
struct Material3AuditTests {
  static func audit(_ object: [String: Any]) -> AuditReport { Auditor().audit(SampleThemes.theme(object)) }

  static func roleFindings(_ object: [String: Any]) -> [Finding] {
    audit(object).findings.filter { $0.path.hasPrefix("roles.") }
  }

  @Test func passingRolesGiveNoContrastErrorAndCoverTheirColours() throws {
    let report = Self.audit(SampleThemes.material3())
    #expect(!report.findings.contains { $0.severity == .error }, "\(report.findings.map(\.message))")
    let coverage = try #require(report.coverage)
    #expect(coverage.unchecked.isEmpty, "\(coverage.unchecked)")
  }

  @Test func aFailingOnRoleIsAContrastErrorOnItsRole() throws {
    let object = SampleThemes.setting(
      SampleThemes.material3(), "colors.onBrand", to: ["light": "#9A8CC2", "dark": "#381E72"])
    let errors = Self.roleFindings(object).filter { $0.severity == .error }
    let error = try #require(errors.first)
    #expect(errors.count == 1)
    #expect(error.rule == .contrastText)
    #expect(error.subject == "contrast.text|roles.material3.onPrimary/primary|light")
    #expect(error.appearance == .light)
    #expect(error.path == "roles.material3.onPrimary")
    #expect(error.message.hasPrefix("Material's onPrimary on primary (onBrand on brand) is "), "\(error.message)")
  }

  @Test func aRoleMappedPerAppearanceIsMeasuredWithEachAppearancesColours() throws {
    // In dark, onPrimary is the light ink on the dark brand container and passes; in light it
    // is the red danger on the purple brand, which fails.
    var object = SampleThemes.setting(
      SampleThemes.material3(), "roles.material3.onPrimary", to: ["light": "danger", "dark": "ink"])
    object = SampleThemes.setting(object, "roles.material3.primary", to: ["light": "brand", "dark": "brandContainer"])
    let subjects = Self.roleFindings(object).filter { $0.severity == .error }.map(\.subject)
    #expect(subjects == ["contrast.text|roles.material3.onPrimary/primary@danger/brand|light"], "\(subjects)")
  }

  @Test func aPairTheThemeStatesIsNotMeasuredAgainAsARole() {
    let object = SampleThemes.setting(
      SampleThemes.material3(), "pairs.buttonLabel", to: ["foreground": "onBrand", "background": "brand"])
    let measurements = Auditor().contrastMeasurements(SampleThemes.theme(object))
    #expect(measurements.contains { $0.pair == "pairs.buttonLabel" })
    #expect(!measurements.contains { $0.pair.hasPrefix("roles.material3.onPrimary/primary") })
    #expect(measurements.contains { $0.pair == "roles.material3.onError/error" })
  }

  @Test func rolesOnTheSameColoursAreMeasuredOnce() {
    // surface and background are both canvas, onSurface and onBackground both ink.
    let pairs = Auditor().contrastMeasurements(SampleThemes.theme(SampleThemes.material3())).map(\.pair)
    #expect(pairs.filter { $0 == "roles.material3.onBackground/background" }.count == 2)
    #expect(!pairs.contains("roles.material3.onSurface/surface"))
  }

  @Test func theUnmappedRolesAreOneWarningNamingThem() throws {
    let found = Self.audit(SampleThemes.material3()).findings.filter { $0.rule == .material3UnmappedRole }
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.severity == .warning)
    #expect(finding.path == "roles.material3")
    #expect(finding.message.hasPrefix("26 of Material 3's 36 colour roles are not mapped (inversePrimary, secondary,"))
  }

  @Test func aThemeWithoutRolesOrWithEveryRoleHasNoUnmappedWarning() {
    var every: [String: Any] = [:]
    for role in Material3.roles { every[role] = role.hasPrefix("on") || role.hasPrefix("inverseOn") ? "ink" : "canvas" }
    let full = SampleThemes.setting(SampleThemes.material3(), "roles.material3", to: every)
    let none = SampleThemes.setting(SampleThemes.material3(), "roles", to: nil)
    for object in [full, none] {
      #expect(!Self.audit(object).findings.contains { $0.rule == .material3UnmappedRole })
    }
  }
}
