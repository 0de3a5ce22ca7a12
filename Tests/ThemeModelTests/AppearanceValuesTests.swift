import Testing

@testable import ThemeModel

/// The four-slot map of a colour's values: what the dictionary it replaced answered.
@Suite("Values per appearance")
struct AppearanceValuesTests {
  @Test func setReadAndRemoveEachAppearance() {
    var values = AppearanceValues<Int>()
    #expect(values.isEmpty && values.count == 0 && values.keys.isEmpty)
    for (number, appearance) in Appearance.allCases.enumerated() { values[appearance] = number }
    #expect(Appearance.allCases.map { values[$0] } == [0, 1, 2, 3])
    values[.dark] = nil
    #expect(values[.dark] == nil && values.count == 3 && !values.isEmpty)
    #expect(values.keys == [.light, .lightHighContrast, .darkHighContrast])
  }

  @Test func iteratesInDeclarationOrderWhateverTheOrderWritten() {
    let values: AppearanceValues<String> = [.darkHighContrast: "d", .light: "l", .dark: "k"]
    #expect(values.map(\.key) == [.light, .dark, .darkHighContrast])
    #expect(values.map(\.value) == ["l", "k", "d"])
  }

  @Test func aLaterDuplicateInALiteralWins() {
    let values: AppearanceValues<Int> = [.light: 1, .light: 2]
    #expect(values[.light] == 2 && values.count == 1)
  }

  @Test func equalWhenEverySlotIs() {
    var left: AppearanceValues<Int> = [.light: 1]
    let right: AppearanceValues<Int> = [.light: 1]
    #expect(left == right)
    left[.dark] = 2
    #expect(left != right)
    left[.dark] = nil
    #expect(left == right)
  }
}
