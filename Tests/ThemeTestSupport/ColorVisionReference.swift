import Foundation
import ThemeModel

/// Machado, Oliveira and Fernandes (2009) dichromacy at severity 1.0, written out a second time
/// for the tests (decode sRGB, multiply in linear RGB, clamp, encode), so the code under test is
/// checked against the published matrices and not against itself.
public enum ColorVisionReference {
  /// The published matrices, row by row, by the deficiency's name.
  public static let matrices: [String: [Double]] = [
    "protanopia": [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
    "deuteranopia": [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881],
    "tritanopia": [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900],
    "achromatopsia": [0.2126, 0.7152, 0.0722, 0.2126, 0.7152, 0.0722, 0.2126, 0.7152, 0.0722],
  ]

  /// `hex` as the deficiency `name` sees it, as 8-bit channels.
  public static func simulate(_ name: String, _ hex: String) -> (red: Int, green: Int, blue: Int) {
    let color = try! ColorLiteral.parse(hex).get()
    func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    func encode(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
    let linear = [color.red, color.green, color.blue].map(decode)
    let m = matrices[name]!
    let out = (0..<3).map { row -> Int in
      let value = m[row * 3] * linear[0] + m[row * 3 + 1] * linear[1] + m[row * 3 + 2] * linear[2]
      return Int((encode(min(max(value, 0), 1)) * 255).rounded())
    }
    return (out[0], out[1], out[2])
  }

  /// The same as CSS writes a computed colour: `rgb(R, G, B)`.
  public static func cssRGB(_ name: String, _ hex: String) -> String {
    let (red, green, blue) = simulate(name, hex)
    return "rgb(\(red), \(green), \(blue))"
  }
}
