import ThemeModel

/// A colour state list (`res/color/NAME.xml`, a `<selector>` of `<item>`s), read for the one
/// colour a theme can hold: its default colour, which is what `Resources.getColor` and any
/// `<color>` naming the list give. As `ColorStateList.onColorsChanged` picks it, that is the
/// last item after the first that states no state, else the first item. An item's `alpha`
/// (`android:` or AndroidX's `app:`) multiplies its colour's alpha; every other attribute but
/// `color` and `lStar` is a state.
struct AndroidColorStateList {
  /// The default item: its colour as written, its alpha factor, where it is.
  struct Item {
    var color: String?
    var alpha: String?
    var lStar: String?
    var location: SourceLocation
  }

  /// The resource's name: the file's, without `.xml`.
  let name: String
  /// The item whose colour is the default one.
  let defaultItem: Item
  /// How many items the list has (the others are states the theme does not hold).
  let itemCount: Int

  /// The list in `file`, named `name`; a file that is not well-formed XML, not a `<selector>`
  /// or without items is refused with its line and column.
  static func read(_ file: ImportFile, name: String) throws(ImportProblem) -> AndroidColorStateList {
    let events: [XMLReader.Event]
    do {
      events = try XMLReader.events(file.bytes)
    } catch {
      throw ImportProblem("line \(error.line), column \(error.column): not well-formed XML: \(error.message)")
    }
    var items: [(item: Item, stateless: Bool)] = []
    var depth = 0
    for event in events {
      switch event {
      case .start(let element, let attributes, let line, let column):
        depth += 1
        if depth == 1, element != "selector" {
          throw ImportProblem(
            "line \(line), column \(column): a colour state list is a <selector>, not <\(element)>")
        }
        guard depth == 2, element == "item" else { continue }
        var item = Item(location: SourceLocation(file: file.path, line: line, column: column))
        var stateless = true
        for (attribute, value) in attributes where !attribute.hasPrefix("xmlns") {
          switch attribute.split(separator: ":").last ?? "" {
          case "color": item.color = value
          case "alpha": item.alpha = value
          case "lStar": item.lStar = value
          default: stateless = false
          }
        }
        items.append((item, stateless))
      case .end:
        depth -= 1
      case .text:
        continue
      }
    }
    guard let first = items.first else { throw ImportProblem("the <selector> has no <item>, so no colour") }
    let defaultItem = items.indices.dropFirst().last { items[$0].stateless }.map { items[$0].item } ?? first.item
    return AndroidColorStateList(name: name, defaultItem: defaultItem, itemCount: items.count)
  }

  /// The default colour in theme form, or why not: a literal with its alpha applied, an alias
  /// (whose alpha, when it has one, `modulated` applies once the target's value is known), a
  /// framework colour.
  func themeValue() -> Result<(value: String, alpha: Float?), ImportProblem> {
    let item = defaultItem
    if let lStar = item.lStar {
      return .failure(
        ImportProblem(
          "its default colour sets lStar=\"\(lStar)\": the tone is computed at run time, which this importer does not do"
        ))
    }
    guard let color = item.color else { return .failure(ImportProblem("its default item has no android:color")) }
    let value: String
    switch AndroidResourcesImporter.themeValue(color) {
    case .success(let read): value = read
    case .failure(let problem): return .failure(problem)
    }
    var factor: Float?
    if let alpha = item.alpha {
      guard let parsed = Float(alpha), parsed.isFinite else {
        return .failure(
          ImportProblem(
            alpha.hasPrefix("?") || alpha.hasPrefix("@")
              ? "its default colour's alpha is \(alpha), whose value is known only at run time"
              : "its default colour's alpha \(JSONWriter.quoted(alpha)) is not a number"))
      }
      factor = parsed
    }
    guard let factor, factor != 1 else { return .success((value, nil)) }
    if value.hasPrefix("{") { return .success((value, factor)) }
    return .success((Self.modulated(value, by: factor) ?? value, nil))
  }

  /// `value` (`#RRGGBB` or `#RRGGBBAA`) with its alpha multiplied by `factor`, rounded and
  /// clamped as `ColorStateList.modulateColorAlpha` does; nil for any other form.
  static func modulated(_ value: String, by factor: Float) -> String? {
    let digits = value.dropFirst()
    guard value.hasPrefix("#"), digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else {
      return nil
    }
    let base = digits.count == 8 ? Int(digits.suffix(2), radix: 16) ?? 255 : 255
    guard factor != 1 else { return value }
    // Clamped before the conversion: a factor of 1e30 would otherwise trap it.
    let product = Float(base) * factor + 0.5
    let alpha = product >= 255 ? 255 : product < 1 ? 0 : Int(product)
    let rgb = String(digits.prefix(6))
    return "#" + rgb + (alpha == 255 ? "" : HexDigits.byte(alpha))
  }
}
