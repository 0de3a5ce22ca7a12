import Testing
import ThemeModel

/// Reading `themereg.export/1` configurations: every key, every refusal with its path.
@Suite("Export configuration")
struct ExportConfigurationTests {
  static func read(_ text: String) throws(ThemeValidationError) -> ExportConfiguration {
    try ExportConfiguration(bytes: Array(text.utf8))
  }

  static func issues(_ text: String) -> [ValidationIssue] {
    do {
      _ = try read(text)
      return []
    } catch {
      return error.issues
    }
  }

  @Test func everyKeyIsRead() throws {
    let configuration = try Self.read(
      """
      {"format": "themereg.export/1",
       "css": {"prefix": "acme", "case": "camel", "selector": ".app", "modes": "attribute", "attribute": "data-mode",
               "references": "var"},
       "android": {"prefix": "acme", "references": "color-ref", "material3": true, "package": "com.acme.theme",
                   "typeName": "Acme"},
       "ios": {"typeName": "Acme", "access": "internal", "bundle": "module", "catalog": "Acme.xcassets",
               "provides-namespace": false, "references": "property"},
       "dtcg": {"references": "resolve", "layout": "files"}}
      """)
    #expect(configuration.css.prefix == "acme" && configuration.css.nameCase == .camel)
    #expect(configuration.css.selector == ".app" && configuration.css.modes == .attribute)
    #expect(configuration.css.attribute == "data-mode" && configuration.css.keepsReferences)
    #expect(configuration.android.prefix == "acme" && configuration.android.keepsReferences)
    #expect(configuration.android.material3 && configuration.android.package == "com.acme.theme")
    #expect(configuration.android.typeName == "Acme")
    #expect(configuration.ios.typeName == "Acme" && !configuration.ios.isPublic && configuration.ios.bundle == .module)
    #expect(configuration.ios.catalog == "Acme.xcassets" && !configuration.ios.providesNamespace)
    #expect(configuration.ios.keepsReferences)
    #expect(!configuration.dtcg.keepsReferences && configuration.dtcg.layout == .files)
    #expect(configuration.hash?.hasPrefix("sha256:") == true)
  }

  @Test func aConfigurationThatSetsNothingIsTheDefault() throws {
    let configuration = try Self.read(#"{"format": "themereg.export/1", "css": {"references": "resolved"}}"#)
    #expect(configuration == .default)
    #expect(configuration.isDefault && configuration.hash == nil)
  }

  @Test func theHashFollowsTheContentNotTheSpelling() throws {
    let first = try Self.read(#"{"format": "themereg.export/1", "css": {"prefix": "acme"}}"#)
    let second = try Self.read(#"{ "css" : { "prefix" : "acme" }, "format" : "themereg.export/1" }"#)
    let third = try Self.read(#"{"format": "themereg.export/1", "css": {"prefix": "acne"}}"#)
    #expect(first.hash == second.hash)
    #expect(first.hash != third.hash)
  }

  @Test(
    arguments: [
      (#"{"format": "themereg.export/1", "css": {"prefx": "a"}}"#, "css.prefx", "did you mean prefix?"),
      (#"{"format": "themereg.export/1", "andriod": {}}"#, "andriod", "did you mean android?"),
      (#"{"format": "themereg.export/2"}"#, "format", "themereg.export/1"),
      (#"{"format": "themereg.export/1", "css": {"prefix": "9acme"}}"#, "css.prefix", "CSS identifier"),
      (#"{"format": "themereg.export/1", "css": {"prefix": "--acme"}}"#, "css.prefix", "CSS identifier"),
      (#"{"format": "themereg.export/1", "css": {"selector": "a{}"}}"#, "css.selector", "must be a selector"),
      (#"{"format": "themereg.export/1", "css": {"modes": "dark"}}"#, "css.modes", "media, class, attribute"),
      (#"{"format": "themereg.export/1", "css": {"references": "keep"}}"#, "css.references", "resolved or var"),
      (#"{"format": "themereg.export/1", "android": {"prefix": "Acme"}}"#, "android.prefix", "a-z, 0-9 and _"),
      (#"{"format": "themereg.export/1", "android": {"prefix": "1acme"}}"#, "android.prefix", "starting with a letter"),
      (
        #"{"format": "themereg.export/1", "android": {"package": "com.acme.object"}}"#, "android.package",
        "Kotlin package"
      ),
      (#"{"format": "themereg.export/1", "android": {"package": "com..acme"}}"#, "android.package", "Kotlin package"),
      (#"{"format": "themereg.export/1", "android": {"material3": "yes"}}"#, "android.material3", "true or false"),
      (#"{"format": "themereg.export/1", "android": {"typeName": "object"}}"#, "android.typeName", "Kotlin keyword"),
      (#"{"format": "themereg.export/1", "ios": {"typeName": "struct"}}"#, "ios.typeName", "Swift keyword"),
      (#"{"format": "themereg.export/1", "ios": {"typeName": "9Acme"}}"#, "ios.typeName", "Swift type name"),
      (#"{"format": "themereg.export/1", "ios": {"bundle": "com acme"}}"#, "ios.bundle", "bundle identifier"),
      (#"{"format": "themereg.export/1", "ios": {"catalog": "Colors"}}"#, "ios.catalog", "ending in .xcassets"),
      (#"{"format": "themereg.export/1", "ios": {"access": "open"}}"#, "ios.access", "public or internal"),
      (#"{"format": "themereg.export/1", "dtcg": {"layout": "one"}}"#, "dtcg.layout", "resolver, files"),
      (#"{"format": "themereg.export/1", "css": []}"#, "css", "must be an object"),
      ("[]", "$", "must be an object"),
    ])
  func aBadValueIsRefusedWithItsKeyAndTheRule(text: String, path: String, message: String) {
    let issues = Self.issues(text)
    #expect(issues.contains { $0.path == path && $0.message.contains(message) }, "\(issues)")
  }

  @Test func everyProblemIsReportedAtOnce() {
    let issues = Self.issues(
      #"{"format": "themereg.export/1", "css": {"prefix": "9"}, "android": {"prefix": "X"}, "ios": {"typeName": "var"}}"#
    )
    #expect(issues.map(\.path) == ["css.prefix", "android.prefix", "ios.typeName"])
  }

  @Test func notJSONIsRefused() {
    #expect(!Self.issues("{format").isEmpty)
  }
}
