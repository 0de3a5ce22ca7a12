import Testing

@testable import ThemeStore

@Suite("Row changes")
struct RowChangesTests {
  /// A two-key table like `colors`: name, appearance, then one value.
  static let table = VersionedTable(name: "colors", keyColumns: ["name", "appearance"], valueColumns: ["written"])

  static func row(_ name: String, _ appearance: String, _ written: String?) -> [SQLValue] {
    [.text(name), .text(appearance), written.map { .text($0) } ?? .null]
  }

  /// Current rows (id, stored values) and the new version's rows, with the ids that close and
  /// the rows that open.
  static let cases: [(current: [(Int, [SQLValue])], new: [[SQLValue]], closing: [Int], opening: [[SQLValue]])] = [
    ([], [], [], []),
    ([(1, row("a", "light", "#FFF"))], [row("a", "light", "#FFF")], [], []),
    ([(1, row("a", "light", "#FFF"))], [row("a", "light", "#000")], [1], [row("a", "light", "#000")]),
    ([(1, row("a", "light", "#FFF"))], [row("a", "light", nil)], [1], [row("a", "light", nil)]),
    ([(1, row("a", "light", "#FFF")), (2, row("a", "dark", "#000"))], [row("a", "dark", "#000")], [1], []),
    (
      [], [row("b", "light", "#111"), row("a", "light", "#222")], [],
      [row("b", "light", "#111"), row("a", "light", "#222")]
    ),
    // Keys are compared column by column: "ab"+"c" is not "a"+"bc".
    ([(7, row("ab", "c", "#FFF"))], [row("a", "bc", "#FFF")], [7], [row("a", "bc", "#FFF")]),
    (
      [(9, row("c", "light", "1")), (3, row("b", "light", "1")), (5, row("a", "light", "1"))],
      [row("b", "light", "2"), row("d", "light", "1")], [3, 5, 9], [row("b", "light", "2"), row("d", "light", "1")]
    ),
  ]

  @Test(arguments: cases.indices)
  func changedAndRemovedRowsCloseAndChangedAndNewRowsOpen(index: Int) {
    let example = Self.cases[index]
    let changes = Self.table.changes(to: example.new) { observe in
      for (id, stored) in example.current { observe(id, stored[...]) }
    }
    #expect(changes.closing == example.closing)
    #expect(changes.opening == example.opening)
  }

  @Test func currentRowsMayComeAsSlicesOfLongerRows() {
    // The store passes each row read with its id in front: the slice does not start at 0.
    let read: [SQLValue] = [.integer(4)] + Self.row("a", "light", "#FFF")
    let changes = Self.table.changes(to: [Self.row("a", "light", "#FFF")]) { observe in observe(4, read[1...]) }
    #expect(changes.closing.isEmpty)
    #expect(changes.opening.isEmpty)
  }
}
