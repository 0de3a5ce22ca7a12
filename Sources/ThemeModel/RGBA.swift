/// An sRGB colour with straight (not premultiplied) alpha, each channel in 0…1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0…1.
  public var alpha: Double

  /// Creates a colour from channels in 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Opaque white.
  public static let white = RGBA(red: 1, green: 1, blue: 1)
  /// Opaque black.
  public static let black = RGBA(red: 0, green: 0, blue: 0)

  /// Whether the colour is fully opaque.
  public var isOpaque: Bool { alpha >= 1 }

  /// `#RRGGBB` when opaque, else `#RRGGBBAA`, channels rounded to 8 bits.
  public var hex: String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(9)
    writeHex(into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `hex`'s text to `bytes`, for writers that build bytes (a report draws thousands).
  public func writeHex(into bytes: inout [UInt8]) {
    func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
    func append(_ channel: Double) {
      let byte = UInt8((min(max(channel, 0), 1) * 255).rounded())
      bytes.append(digit(byte >> 4))
      bytes.append(digit(byte & 0xF))
    }
    bytes.append(UInt8(ascii: "#"))
    append(red)
    append(green)
    append(blue)
    if !isOpaque { append(alpha) }
  }

  /// The hex form.
  public var description: String { hex }

  /// The colour with every channel (alpha too) rounded to 8 bits: what `hex` writes and a
  /// display draws.
  public var quantized: RGBA {
    func byte(_ channel: Double) -> Double { (min(max(channel, 0), 1) * 255).rounded() / 255 }
    return RGBA(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
  }

  /// This colour painted over `backdrop` with source-over compositing in sRGB space.
  public func composited(over backdrop: RGBA) -> RGBA {
    if alpha >= 1 { return self }
    let outAlpha = alpha + backdrop.alpha * (1 - alpha)
    guard outAlpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
    func mix(_ top: Double, _ bottom: Double) -> Double {
      (top * alpha + bottom * backdrop.alpha * (1 - alpha)) / outAlpha
    }
    return RGBA(
      red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue),
      alpha: outAlpha)
  }
}
