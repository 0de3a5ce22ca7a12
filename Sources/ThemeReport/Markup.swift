/// A report page being written, as UTF-8 bytes. Writers append to one `Markup` with `+=` and a
/// string literal whose interpolations go straight into the bytes.
///
/// Why not `String`: every `html += "…\(x)…"` on a `String` built a temporary string, then
/// copied it into the page through `String`'s append (capacity checks, UTF-8 flags); for a
/// 500-colour theme that was some two fifths of the report's instructions.
struct Markup {
  /// The page so far.
  private(set) var bytes: [UInt8] = []

  /// An empty page with room for `capacity` bytes.
  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// A page that begins with `text`, which is markup already.
  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The number of bytes written.
  var count: Int { bytes.count }

  /// Appends `text`, which is markup already (its writer escaped what needs escaping).
  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends another page's bytes.
  mutating func append(_ other: Markup) {
    bytes.append(contentsOf: other.bytes)
  }

  /// Appends a literal (its bytes are copied from the binary) or an interpolated fragment.
  static func += (markup: inout Markup, fragment: MarkupFragment) {
    switch fragment.storage {
    case .literal(let literal): literal.withUTF8Buffer { markup.bytes.append(contentsOf: $0) }
    case .bytes(let bytes): markup.bytes.append(contentsOf: bytes)
    }
  }

  /// The page as a string, for the writers whose callers take one.
  var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// The right-hand side of `markup += "…"`: a literal, or the bytes of an interpolated literal.
struct MarkupFragment: ExpressibleByStringInterpolation {
  /// A plain literal needs no copy of its own: `+=` reads it from the binary.
  enum Storage {
    case literal(StaticString)
    case bytes([UInt8])
  }

  let storage: Storage

  /// A literal without interpolations.
  init(stringLiteral value: StaticString) {
    storage = .literal(value)
  }

  /// An interpolated literal's bytes.
  init(stringInterpolation: StringInterpolation) {
    storage = .bytes(stringInterpolation.bytes)
  }

  /// Writes the literal's pieces and each interpolated value as UTF-8, in order.
  struct StringInterpolation: StringInterpolationProtocol {
    /// The fragment so far.
    var bytes: [UInt8] = []

    /// Room for the literal pieces and a short value per interpolation.
    init(literalCapacity: Int, interpolationCount: Int) {
      bytes.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    /// A literal piece between interpolations.
    mutating func appendLiteral(_ literal: StaticString) {
      literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text that is markup already (escaped by its writer, as `HTML.escape` does).
    mutating func appendInterpolation(_ text: String) {
      bytes.append(contentsOf: text.utf8)
    }

    /// A value as string interpolation writes it (its `description`).
    mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      bytes.append(contentsOf: value.description.utf8)
    }

    /// A number as `HTML.number` writes it, without building a string.
    mutating func appendInterpolation(number value: Double, digits: Int = 1) {
      HTML.writeNumber(value, digits: digits, into: &bytes)
    }
  }
}

extension DefaultStringInterpolation {
  /// A number as `HTML.number` writes it, for the report's strings that are not a `Markup`.
  mutating func appendInterpolation(number value: Double, digits: Int = 1) {
    appendLiteral(HTML.number(value, digits: digits))
  }
}
