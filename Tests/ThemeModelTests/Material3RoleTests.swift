import Foundation
import Testing
import ThemeTestSupport

@testable import ThemeModel

/// `roles.material3`: the colours a theme gives Material 3's `ColorScheme` roles.
@Suite("Material 3 roles in the format")
struct Material3RoleTests {
  func issues(_ object: [String: Any]) -> [String] { ThemeValidationTests().issues(object) }

  @Test func rolesDecodeInColorSchemeOrderWithBracesRead() {
    let theme = SampleThemes.theme(SampleThemes.material3())
    #expect(
      theme.material3Roles.map(\.role) == [
        "primary", "onPrimary", "primaryContainer", "onPrimaryContainer", "background", "onBackground", "surface",
        "onSurface", "error", "onError",
      ])
    #expect(theme.material3Roles.first { $0.role == "onPrimaryContainer" }?.color(in: .dark) == "onBrandContainer")
  }

  @Test func aRoleMayNameAColourPerAppearanceWithFallbacks() {
    let object = SampleThemes.setting(
      SampleThemes.material3(), "roles.material3.primary", to: ["light": "brand", "dark": "brandContainer"])
    let role = SampleThemes.theme(object).material3Roles.first { $0.role == "primary" }
    #expect(role?.color(in: .light) == "brand")
    #expect(role?.color(in: .dark) == "brandContainer")
    #expect(role?.color(in: .darkHighContrast) == "brandContainer")
    #expect(role?.color(in: .lightHighContrast) == "brand")
  }

  @Test(arguments: [
    (
      "roles.material3.onPrimery", #""onBrand""#,
      #"roles.material3.onPrimery: "onPrimery" is not a Material 3 colour role (Compose Material3 1.3's ColorScheme); did you mean "onPrimary"?"#
    ),
    (
      "roles.material3.primary", #""brnad""#, #"roles.material3.primary: unknown colour "brnad"; did you mean "brand"?"#
    ),
    (
      "roles.material3.primary", "7",
      "roles.material3.primary: expected a colour name or an object of colour names by appearance, found a number"
    ),
    (
      "roles.material3.primary", #"{"sepia": "brand"}"#,
      #"roles.material3.primary.sepia: "sepia" is not an appearance; expected one of light, dark, lightHighContrast, darkHighContrast"#
    ),
    (
      "roles.material3.primary", "{}",
      "roles.material3.primary: names no colour; give a colour name, or one per appearance"
    ),
    (
      "roles.material3.primary", #"{"dark": 1}"#, "roles.material3.primary.dark: expected a colour name, found a number"
    ),
    (
      "roles.material", "{}",
      #"roles.material: unknown key "material"; expected one of material3. Did you mean "material3"?"#
    ),
    (
      "roles.material3", "[]", "roles.material3: expected an object of Material 3 roles to colour names, found an array"
    ),
  ])
  func badRolesAreRefusedNamingThePath(path: String, json: String, expected: String) throws {
    let value = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    let object = SampleThemes.setting(SampleThemes.material3(), path, to: value)
    let found = issues(object)
    #expect(found.contains(expected), "\(found)")
  }

  @Test func everyAndroidAttributeNamesItsRoleBack() {
    let attributes = Material3.roles.compactMap(Material3.androidAttribute)
    #expect(attributes.count == Material3.roles.count - 2)
    for role in Material3.roles {
      guard let attribute = Material3.androidAttribute(role) else { continue }
      #expect(Material3.role(forAndroidAttribute: attribute) == role)
    }
    #expect(Material3.androidAttribute("background") == "android:colorBackground")
    #expect(Material3.androidAttribute("inversePrimary") == "colorPrimaryInverse")
    #expect(Material3.androidAttribute("surfaceContainerLowest") == "colorSurfaceContainerLowest")
    #expect(Material3.androidAttribute("scrim") == nil)
  }

  @Test func everyContentPairNamesTwoRoles() {
    for pair in Material3.contentPairs {
      #expect(Material3.roles.contains(pair.content) && Material3.roles.contains(pair.container), "\(pair)")
    }
  }
}

/// A style that names no Apple text style scales with the one nearest its size.
@Suite("Text styles inferred from size")
struct InferredTextStyleTests {
  @Test(arguments: [
    (34.0, 400, TextStyle.largeTitle), (32, 400, .largeTitle), (28, 700, .title1), (24, 400, .title2),
    (21, 400, .title2), (20, 400, .title3), (17, 400, .body), (17, 600, .headline), (16, 400, .callout),
    (14, 400, .subheadline), (12, 400, .caption1), (9, 400, .caption2), (60, 400, .largeTitle),
  ])
  func theNearestStyleBySize(size: Double, weight: Int, expected: TextStyle) {
    #expect(TextStyle.nearest(toSize: size, weight: weight) == expected)
  }

  @Test func aNamedTextStyleWins() {
    let theme = SampleThemes.theme(SampleThemes.material3())
    #expect(theme.typographyStyle(named: "headline")?.scalingTextStyle == .title1)
    #expect(theme.typographyStyle(named: "bodyLarge")?.scalingTextStyle == .callout)
  }
}
