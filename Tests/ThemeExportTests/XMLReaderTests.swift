import Testing
import ThemeExport

@Suite("XML reader")
struct XMLReaderTests {
  func events(_ text: String) throws -> [XMLReader.Event] { try XMLReader.events(Array(text.utf8)) }

  @Test func elementsAttributesAndTextArriveInOrderWithTheirPlaces() throws {
    let read = try events(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <!-- colours -->
      <resources xmlns:tools="http://schemas.android.com/tools">
        <color name="a" tools:ignore='x'>#FFF</color><empty/>
      </resources>
      """)
    #expect(
      read == [
        .start(
          name: "resources", attributes: ["xmlns:tools": "http://schemas.android.com/tools"], line: 3, column: 1),
        .text("\n  "),
        .start(name: "color", attributes: ["name": "a", "tools:ignore": "x"], line: 4, column: 3),
        .text("#FFF"), .end(name: "color"),
        .start(name: "empty", attributes: [:], line: 4, column: 48), .end(name: "empty"),
        .text("\n"), .end(name: "resources"),
      ])
  }

  @Test func entitiesCharacterReferencesAndCDATAAreDecoded() throws {
    let read = try events("<r a=\"&lt;&#x41;&#66;\">&amp;&quot;&apos;&gt;<![CDATA[<b>&amp;]]></r>")
    #expect(
      read == [
        .start(name: "r", attributes: ["a": "<AB"], line: 1, column: 1), .text("&\"'>"), .text("<b>&amp;"),
        .end(name: "r"),
      ])
  }

  @Test func columnsCountUTF16UnitsAsCodeScanningDoes() throws {
    let read = try events("<r>😀<c/></r>")
    #expect(read.contains(.start(name: "c", attributes: [:], line: 1, column: 6)))
  }

  @Test(arguments: [
    ("<r></s>", "line 1, column 4: </s> where </r> closes the open element"),
    ("<r>", "line 1, column 4: the file ends inside <r>; it needs </r>"),
    ("<r/><s/>", "line 1, column 6: a second root element; a file has one"),
    ("x<r/>", "line 1, column 2: text outside the root element"),
    ("<r a='1' a='2'/>", "line 1, column 10: the attribute a appears twice in <r>"),
    ("<r a=1/>", "line 1, column 6: the value of a in <r> is not in quotes"),
    ("<r a='1'b='2'/>", "line 1, column 9: the tag <r> needs a space before its next attribute"),
    ("<r>&nbsp;</r>", "line 1, column 4: \"&\" that begins no entity; write &amp; (or &lt; &gt; &quot; &apos; &#N;)"),
    ("<r>a & b</r>", "line 1, column 6: \"&\" that begins no entity; write &amp; (or &lt; &gt; &quot; &apos; &#N;)"),
    ("<r>&#0;</r>", "line 1, column 4: \"&\" that begins no entity; write &amp; (or &lt; &gt; &quot; &apos; &#N;)"),
    ("<r><!-- open</r>", "line 1, column 4: a comment that is never closed"),
    ("<r>]]></r>", "line 1, column 4: \"]]>\" outside a CDATA section"),
    ("", "line 1, column 1: the file has no element"),
    ("<1r/>", "line 1, column 2: expected an element name after \"<\""),
    ("</r>", "line 1, column 1: </r> closes no open element"),
  ])
  func malformedXMLIsRefusedWithItsPlace(text: String, message: String) {
    let error = #expect(throws: XMLReader.Problem.self) { try events(text) }
    #expect(error?.description == message)
  }

  @Test func aDoctypeIsRefusedSoNoEntityIsEverExpanded() {
    let laughs = """
      <?xml version="1.0"?>
      <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
      <resources><color name="a">&lol2;</color></resources>
      """
    let error = #expect(throws: XMLReader.Problem.self) { try events(laughs) }
    #expect(
      error?.description == "line 2, column 1: a DOCTYPE, which a resource file never has (its entities are not read)")
  }

  @Test func aFileThatIsNotUTF8IsRefused() {
    let error = #expect(throws: XMLReader.Problem.self) { try XMLReader.events([0x3C, 0x72, 0xFF, 0x2F, 0x3E]) }
    #expect(error?.description == "line 1, column 1: the file is not UTF-8")
  }
}
