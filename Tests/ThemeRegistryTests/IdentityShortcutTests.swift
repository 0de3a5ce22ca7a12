import Testing
import ThemeIdentity

/// A name of printable ASCII is accepted without loading ICU; ICU must agree with every such
/// name the shortcut lets through, and the shortcut must not let anything else through.
@Suite("Identity's printable-ASCII shortcut")
struct IdentityShortcutTests {
  static let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }

  @Test(arguments: printable)
  func icuFindsNothingWrongWithAPrintableASCIICharacterInAName(character: Character) {
    #expect(Identity.problemFoundByICU(in: "a\(character)b1") == nil)
    #expect(Identity.problemFoundByICU(in: "\(character)") == nil)
  }

  @Test(arguments: ["bob\u{7F}", "bob\u{1F}", "al\u{0456}ce", "Zoë\u{0308}\u{0308}"])
  func aNameOutsidePrintableASCIIIsStillCheckedByICU(name: String) {
    #expect(Identity.problem(in: name) != nil)
    #expect(Identity.problem(in: name) == Identity.problemFoundByICU(in: name))
  }
}
