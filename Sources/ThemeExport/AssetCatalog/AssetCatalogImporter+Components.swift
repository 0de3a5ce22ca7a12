import ThemeModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Catalog {
  /// A colour's theme value and, when it was converted into another space, how.
  struct ColorValue {
    var value: JSONValue
    var conversion: String?
  }

  /// One component as written: its value from 0 to 1, and its 8-bit value when it has one.
  struct Component {
    var value: Double
    var eightBit: Int?
  }

  /// The theme value of an entry's `color`, or why it has none.
  static func color(_ value: JSONValue?) -> Result<ColorValue, ImportProblem> {
    guard let value, value.objectMembers != nil else { return .failure(ImportProblem("the variant has no \"color\"")) }
    if let reference = value["reference"]?.stringValue {
      return .failure(
        ImportProblem(
          "the system colour \(JSONWriter.quoted(reference)) has no value in the catalog; give the set a value of its own"
        ))
    }
    let space = value["color-space"]?.stringValue ?? "srgb"
    guard let components = value["components"] else {
      return .failure(ImportProblem("the colour has no \"components\""))
    }
    func component(_ key: String) -> Result<Component, ImportProblem> {
      guard let written = components[key] else {
        return .failure(ImportProblem("the colour has no \"\(key)\" component"))
      }
      guard let parsed = Self.component(written) else {
        return .failure(
          ImportProblem("the \(key) component \(JSONWriter.string(written)) is not a number, an 8-bit integer or hex"))
      }
      return .success(parsed)
    }
    let alpha: Component
    switch components["alpha"] {
    case nil: alpha = Component(value: 1, eightBit: 255)
    case .some:
      switch component("alpha") {
      case .success(let found): alpha = found
      case .failure(let problem): return .failure(problem)
      }
    }
    switch space {
    case "srgb", "extended-srgb", "display-p3":
      var channels: [Component] = []
      for key in ["red", "green", "blue"] {
        switch component(key) {
        case .success(let found): channels.append(found)
        case .failure(let problem): return .failure(problem)
        }
      }
      let all = channels + [alpha]
      guard all.allSatisfy({ (0...1).contains($0.value) }) else {
        return .failure(
          ImportProblem(
            "the \(space) components \(all.map { JSONWriter.format($0.value) }.joined(separator: ", ")) lie outside 0…1, which no theme colour space holds"
          ))
      }
      if space != "display-p3", all.allSatisfy({ $0.eightBit != nil }) {
        let hex = all.prefix(alpha.eightBit == 255 ? 3 : 4).map { HexDigits.byte($0.eightBit!) }.joined()
        return .success(ColorValue(value: .string("#" + hex)))
      }
      return .success(
        ColorValue(
          value: dtcg(space == "display-p3" ? "display-p3" : "srgb", channels.map(\.value), alpha: alpha.value)))
    case "gray-gamma-22", "extended-gray":
      let white: Component
      switch component("white") {
      case .success(let found): white = found
      case .failure(let problem): return .failure(problem)
      }
      guard (0...1).contains(white.value), (0...1).contains(alpha.value) else {
        return .failure(ImportProblem("the gray \(JSONWriter.format(white.value)) lies outside 0…1"))
      }
      // Gray gamma 2.2: linear light is white^2.2, which sRGB encodes with its own curve.
      let linear = pow(white.value, 2.2)
      let encoded = linear <= 0.003_130_8 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
      let rounded = (encoded * 1_000_000).rounded() / 1_000_000
      return .success(
        ColorValue(
          value: dtcg("srgb", [rounded, rounded, rounded], alpha: alpha.value),
          conversion:
            "gray gamma 2.2 white \(JSONWriter.format(white.value)) is sRGB \(JSONWriter.format(rounded)) in each channel"
        ))
    default:
      return .failure(
        ImportProblem(
          "the colour space \(JSONWriter.quoted(space)) is not one a theme holds (srgb, extended-srgb, display-p3, gray-gamma-22)"
        ))
    }
  }

  /// A component in each form Xcode writes: `"0.980"` (0 to 1), `"250"` (an 8-bit integer)
  /// or `"0xFA"` (8-bit hex); a JSON number is read from 0 to 1.
  static func component(_ value: JSONValue) -> Component? {
    if let number = value.numberValue { return Component(value: number, eightBit: eightBit(of: number)) }
    guard let text = value.stringValue?.trimmingWhitespace(), !text.isEmpty else { return nil }
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      guard let byte = Int(text.dropFirst(2), radix: 16), (0...255).contains(byte), text.count <= 4 else { return nil }
      return Component(value: Double(byte) / 255, eightBit: byte)
    }
    if text.allSatisfy(\.isASCIIDigit) {
      guard let byte = Int(text), (0...255).contains(byte) else { return nil }
      return Component(value: Double(byte) / 255, eightBit: byte)
    }
    guard let number = Double(text), number.isFinite else { return nil }
    return Component(value: number, eightBit: eightBit(of: number))
  }

  /// The 8-bit value `number` (0 to 1) is exactly, if any (`1.000` is 255, `0.500` none).
  static func eightBit(of number: Double) -> Int? {
    let scaled = number * 255
    return abs(scaled - scaled.rounded()) < 1e-9 && (0...255).contains(scaled.rounded()) ? Int(scaled.rounded()) : nil
  }

  /// A DTCG 2025.10 colour object, which keeps components that no 8-bit hex spells.
  static func dtcg(_ space: String, _ components: [Double], alpha: Double) -> JSONValue {
    .object([
      JSONMember("colorSpace", .string(space)), JSONMember("components", .array(components.map(JSONValue.number))),
      JSONMember("alpha", .number(alpha)),
    ])
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
