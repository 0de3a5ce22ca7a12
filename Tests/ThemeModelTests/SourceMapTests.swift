import Testing
import ThemeModel

/// Where a value of a parsed document is: lines, and columns in UTF-16 code units.
@Suite("Source map")
struct SourceMapTests {
  @Test func columnsCountUTF16UnitsAcrossMultiByteAndAstralCharacters() throws {
    let text = "{\"é😀\": 1,\n  \"b\": [\"ü\", 2]}"
    let (_, map) = try JSONParser.parseWithSourceMap(Array(text.utf8))
    // "{", quote, é, 😀 (two units), quote, colon, space: the 1 starts at column 9.
    #expect(map.region(of: "$[\"é😀\"]")?.startColumn == 9)
    #expect(map.region(of: "b[1]")?.startLine == 2)
    #expect(map.region(of: "b[1]")?.startColumn == 14)
  }

  @Test func aLongMinifiedLineGivesTheColumnsAStringWould() throws {
    // One line of 40,000 values, wider than many checkpoints, with multi-byte text between.
    let members = (0..<4_000).map { "\"k\($0)\":\"ü😀\($0)\"" }
    let text = "{" + members.joined(separator: ",") + "}"
    let (_, map) = try JSONParser.parseWithSourceMap(Array(text.utf8))
    for index in [0, 1_234, 3_999] {
      let prefix = "{" + members[..<index].joined(separator: ",") + (index == 0 ? "" : ",") + "\"k\(index)\":"
      #expect(map.region(of: "k\(index)")?.startColumn == prefix.utf16.count + 1)
      #expect(map.region(of: "k\(index)")?.startLine == 1)
    }
  }
}
