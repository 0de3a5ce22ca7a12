import Testing

@testable import ThemeModel

@Suite("Colour syntaxes")
struct ColorLiteralTests {
  @Test(arguments: [
    ("#FFF", "#FFFFFF"), ("#0008", "#00000088"), ("#0b5fff", "#0B5FFF"), ("#0B5FFF80", "#0B5FFF80"),
    ("rgb(11, 95, 255)", "#0B5FFF"), ("rgba(0, 0, 0, 0.6)", "#00000099"), ("rgb(0 0 0 / 0.6)", "#00000099"),
    ("RGB(255,255,255)", "#FFFFFF"), ("rgba(0, 0, 0, 60%)", "#00000099"),
  ])
  func parsesStrings(text: String, hex: String) throws {
    #expect(try ColorLiteral.parse(text).get().hex == hex)
  }

  @Test(arguments: [
    ("#GGG", "not a hex digit"), ("#12345", "3, 4, 6 or 8 hex digits"), ("rgb(300, 0, 0)", "from 0 to 255"),
    ("rgba(0, 0, 0, 2)", "alpha must be a number from 0 to 1"), ("rgb(1, 2)", "three channels"),
    ("blue", "is not a colour"), ("rgb(0, 0, 0", "not closed"),
  ])
  func rejectsInvalidStrings(text: String, expected: String) {
    guard case .failure(let issue) = ColorLiteral.parse(text) else {
      Issue.record("\(text) parsed")
      return
    }
    #expect(issue.message.contains(expected), "\(issue.message)")
  }

  @Test func parsesDTCGObjects() throws {
    let color = try ColorLiteral.parse(dtcg: [
      JSONMember("colorSpace", .string("srgb")),
      JSONMember("components", .array([.number(1), .number(0), .number(0.5)])),
      JSONMember("alpha", .number(0.5)),
    ]).get()
    #expect(color == RGBA(red: 1, green: 0, blue: 0.5, alpha: 0.5))
  }

  @Test(arguments: [
    (
      [
        JSONMember("colorSpace", .string("cmyk")),
        JSONMember("components", .array([.number(1), .number(0), .number(0)])),
      ], "is not a colour space of the DTCG Color module"
    ),
    (
      [
        JSONMember("colorSpace", .string("srgb")),
        JSONMember("components", .array([.number(2), .number(0), .number(0)])),
      ], "from 0 to 1"
    ),
    (
      [
        JSONMember("colorSpace", .string("oklch")),
        JSONMember("components", .array([.number(0.5), .number(0.1), .number(360)])),
      ], "from 0 to 360"
    ),
    ([JSONMember("colorSpace", .string("srgb"))], "three numbers"),
  ])
  func rejectsInvalidDTCGObjects(members: [JSONMember], expected: String) {
    guard case .failure(let issue) = ColorLiteral.parse(dtcg: members) else {
      Issue.record("parsed")
      return
    }
    #expect(issue.message.contains(expected))
  }
}
