import Testing
import ThemeModel

/// The three-way merge of documents, value by value.
@Suite("Three-way merge")
struct ThemeMergeTests {
  static func json(_ text: String) -> JSONValue { try! JSONParser.parse(Array(text.utf8)) }

  static let base = json(
    ##"{"colors": {"link": {"light": "#0B5FFF", "dark": "#0A84FF"}, "text": "#000000"}, "typography": {"body": {"size": 17, "weight": 400}}, "media": [{"id": "a", "thumbnailAlt": "A"}, {"id": "b", "thumbnailAlt": "B"}]}"##
  )

  @Test func changesToDifferentValuesCombine() {
    let latest = Self.json(
      ##"{"colors": {"link": {"light": "#0B5FFF", "dark": "#409CFF"}, "text": "#000000"}, "typography": {"body": {"size": 17, "weight": 400}}, "media": [{"id": "a", "thumbnailAlt": "A"}, {"id": "b", "thumbnailAlt": "B"}]}"##
    )
    let yours = Self.json(
      ##"{"colors": {"link": {"light": "#0B5FFF", "dark": "#0A84FF"}, "text": "#000000"}, "typography": {"body": {"size": 18, "weight": 400}}, "media": [{"id": "a", "thumbnailAlt": "A"}, {"id": "b", "thumbnailAlt": "B"}]}"##
    )
    let outcome = ThemeMerge.merge(base: Self.base, latest: latest, yours: yours)
    #expect(outcome.conflicts.isEmpty)
    #expect(outcome.merged["colors"]?["link"]?["dark"] == .string("#409CFF"))
    #expect(outcome.merged["typography"]?["body"]?["size"] == .integer(18))
  }

  @Test(
    arguments: [
      // One side changes the space, the other the components: merged member by member, the
      // result would be a colour neither side wrote.
      (
        ##"{"colorSpace": "display-p3", "components": [0.1, 0.5, 0.25]}"##,
        ##"{"colorSpace": "srgb", "components": [0.2, 0.5, 0.25]}"##
      ),
      (##"{"colorSpace": "srgb", "components": [0.1, 0.5, 0.25], "alpha": 0.5}"##, ##""#FF0000""##),
    ])
  func aColourObjectChangedOnBothSidesIsOneConflict(latest: String, yours: String) {
    let base = Self.json(##"{"colors": {"text": {"colorSpace": "srgb", "components": [0.1, 0.5, 0.25]}}}"##)
    let outcome = ThemeMerge.merge(
      base: base, latest: Self.json(##"{"colors": {"text": \##(latest)}}"##),
      yours: Self.json(##"{"colors": {"text": \##(yours)}}"##))
    #expect(outcome.conflicts.map(\.path) == ["colors.text"])
    let canonical = { (value: JSONValue?) in
      value.map { JSONWriter.string($0, options: .init(sortKeys: true, pretty: false)) }
    }
    #expect(canonical(outcome.conflicts.first?.latest) == canonical(Self.json(latest)))
    #expect(canonical(outcome.conflicts.first?.yours) == canonical(Self.json(yours)))
  }

  @Test func theSameChangeOnBothSidesIsNoConflict() {
    let changed = Self.json(##"{"colors": {"text": "#111111"}}"##)
    let outcome = ThemeMerge.merge(
      base: Self.json(##"{"colors": {"text": "#000000"}}"##), latest: changed, yours: changed)
    #expect(outcome.conflicts.isEmpty)
    #expect(outcome.merged == changed)
  }

  @Test func differentChangesToOneValueConflictWithItsThreeValues() {
    let base = Self.json(##"{"colors": {"text": "#000000", "link": "#0000FF"}}"##)
    let latest = Self.json(##"{"colors": {"text": "#111111", "link": "#0000FF"}}"##)
    let yours = Self.json(##"{"colors": {"text": "#222222", "link": "#0000EE"}}"##)
    let outcome = ThemeMerge.merge(base: base, latest: latest, yours: yours)
    #expect(
      outcome.conflicts == [
        MergeConflict(
          path: "colors.text", base: .string("#000000"), latest: .string("#111111"), yours: .string("#222222"))
      ])
    // The file's value stands where there is a conflict; the rest is merged.
    #expect(outcome.merged["colors"]?["text"] == .string("#222222"))
    #expect(outcome.merged["colors"]?["link"] == .string("#0000EE"))
  }

  @Test(arguments: [(ThemeMerge.Side.yours, "#222222"), (.latest, "#111111")])
  func aSideSettlesEveryConflict(side: ThemeMerge.Side, expected: String) {
    let outcome = ThemeMerge.merge(
      base: Self.json(##"{"a": "#000000"}"##), latest: Self.json(##"{"a": "#111111"}"##),
      yours: Self.json(##"{"a": "#222222"}"##), settling: side)
    #expect(outcome.conflicts.count == 1)
    #expect(outcome.merged["a"] == .string(expected))
  }

  @Test func deletingOnOneSideWhatTheOtherChangedIsAConflict() {
    let outcome = ThemeMerge.merge(
      base: Self.json(##"{"colors": {"a": "#000000", "b": "#FFFFFF"}}"##),
      latest: Self.json(##"{"colors": {"a": "#111111", "b": "#FFFFFF"}}"##),
      yours: Self.json(##"{"colors": {"b": "#FFFFFF"}}"##))
    #expect(
      outcome.conflicts == [
        MergeConflict(path: "colors.a", base: .string("#000000"), latest: .string("#111111"), yours: nil)
      ]
    )
  }

  @Test func aDeletionOnOneSideOnlyIsKept() {
    let outcome = ThemeMerge.merge(
      base: Self.json(##"{"colors": {"a": "#000000", "b": "#FFFFFF"}}"##),
      latest: Self.json(##"{"colors": {"a": "#000000", "b": "#EEEEEE"}}"##),
      yours: Self.json(##"{"colors": {"b": "#FFFFFF"}}"##))
    #expect(outcome.conflicts.isEmpty)
    #expect(outcome.merged == Self.json(##"{"colors": {"b": "#EEEEEE"}}"##))
  }

  @Test func mediaRecordsMergeByIDFieldByField() {
    let latest = Self.json(
      ##"{"media": [{"id": "a", "thumbnailAlt": "A, new"}, {"id": "b", "thumbnailAlt": "B"}]}"##)
    let yours = Self.json(
      ##"{"media": [{"id": "a", "thumbnailAlt": "A"}, {"id": "b", "thumbnailAlt": "B, new"}, {"id": "c", "thumbnailAlt": "C"}]}"##
    )
    let outcome = ThemeMerge.merge(
      base: Self.json(##"{"media": [{"id": "a", "thumbnailAlt": "A"}, {"id": "b", "thumbnailAlt": "B"}]}"##),
      latest: latest, yours: yours)
    #expect(outcome.conflicts.isEmpty)
    #expect(
      outcome.merged["media"]
        == Self.json(
          ##"[{"id": "a", "thumbnailAlt": "A, new"}, {"id": "b", "thumbnailAlt": "B, new"}, {"id": "c", "thumbnailAlt": "C"}]"##
        ))
  }

  @Test func aMediaConflictNamesTheRecordByID() {
    let outcome = ThemeMerge.merge(
      base: Self.json(##"{"media": [{"id": "a.b", "thumbnailAlt": "A"}]}"##),
      latest: Self.json(##"{"media": [{"id": "a.b", "thumbnailAlt": "L"}]}"##),
      yours: Self.json(##"{"media": [{"id": "a.b", "thumbnailAlt": "Y"}]}"##))
    #expect(outcome.conflicts.map(\.path) == [##"media["a.b"].thumbnailAlt"##])
  }

  @Test func memberOrderIsNoChange() {
    let base = Self.json(##"{"colors": {"a": "#000000", "b": "#FFFFFF"}}"##)
    let reordered = Self.json(##"{"colors": {"b": "#FFFFFF", "a": "#000000"}}"##)
    let latest = Self.json(##"{"colors": {"a": "#111111", "b": "#FFFFFF"}}"##)
    let outcome = ThemeMerge.merge(base: base, latest: latest, yours: reordered)
    #expect(outcome.conflicts.isEmpty)
    #expect(outcome.merged["colors"]?["a"] == .string("#111111"))
  }

  @Test(arguments: [
    (
      ##"{"colors": {"a.b": {"dark": "#000000"}}}"##, ##"colors["a.b"].dark"##,
      ##"{"colors": {"a.b": {"dark": "NEW"}}}"##
    ),
    (
      ##"{"media": [{"id": "x", "sourceAlt": "old"}]}"##, ##"media["x"].sourceAlt"##,
      ##"{"media": [{"id": "x", "sourceAlt": "NEW"}]}"##
    ),
    (##"{"colors": {"plain": "#000000"}}"##, "colors.plain", ##"{"colors": {"plain": "NEW"}}"##),
    (##"{"colors": {}}"##, "colors.added", ##"{"colors": {"added": "NEW"}}"##),
  ])
  func settlingByTheLatestPutsItsValueAtTheConflictsPath(document: String, path: String, expected: String) {
    let settled = ThemeMerge.settling(
      [MergeConflict(path: path, base: nil, latest: .string("NEW"), yours: nil)], in: Self.json(document), by: .latest)
    #expect(settled == Self.json(expected))
  }

  @Test func settlingADeletionByTheLatestRemovesTheValue() {
    let settled = ThemeMerge.settling(
      [MergeConflict(path: "colors.a", base: .string("#000000"), latest: nil, yours: .string("#111111"))],
      in: Self.json(##"{"colors": {"a": "#111111", "b": "#FFFFFF"}}"##), by: .latest)
    #expect(settled == Self.json(##"{"colors": {"b": "#FFFFFF"}}"##))
  }

  @Test func settlingByYoursLeavesTheDocument() {
    let document = Self.json(##"{"a": "mine"}"##)
    #expect(
      ThemeMerge.settling(
        [MergeConflict(path: "a", base: nil, latest: .string("x"), yours: nil)], in: document, by: .yours)
        == document)
  }
}
