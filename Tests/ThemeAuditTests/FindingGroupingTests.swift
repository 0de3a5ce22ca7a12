import Testing

@testable import ThemeAudit

/// Grouping's first-occurrence replace gives what the standard library's character-wise
/// `replacing(_:with:maxReplacements: 1)` gives, byte search or not.
@Suite("Replacing a message's appearance phrase")
struct ReplacingFirstTests {
  @Test(arguments: [
    ("fails in dark mode; needs 4.5:1", "dark mode"),
    ("dark mode and dark mode again", "dark mode"),
    ("no appearance here", "dark mode"),
    ("", "dark mode"),
    ("short", "a much longer phrase than the text"),
    ("in dark mode\u{301} here, then dark mode", "dark mode"),
    ("e\u{301}dark mode ends the name", "dark mode"),
    ("名前 in light high-contrast mode ✓", "light high-contrast mode"),
    ("ends with dark mode", "dark mode"),
    ("anything", ""),
    ("a\r\ndark mode", "\ndark mode"),
    ("ascii only, Kelvin: K", "\u{212A}"),
  ])
  func matchesTheCharacterWiseReplace(text: String, target: String) {
    for replacement in ["", "dark and dark high-contrast mode", "é"] {
      #expect(
        text.replacingFirst(target, with: replacement)
          == text.replacing(target, with: replacement, maxReplacements: 1))
    }
  }

  @Test func replacesOnlyTheFirstOccurrence() {
    #expect("a dark mode, b dark mode".replacingFirst("dark mode", with: "X") == "a X, b dark mode")
  }
}
