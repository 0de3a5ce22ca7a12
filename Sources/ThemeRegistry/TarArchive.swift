import ThemeExport

/// The regular files of a tar archive as `git archive` writes it (ustar, with pax headers for
/// long paths): what a folder held at a commit.
enum TarArchive {
  /// Why an archive cannot be read.
  struct Problem: Error {
    let reason: String
  }

  /// The regular files, in archive order.
  static func files(_ bytes: [UInt8]) throws(Problem) -> [ImportFile] {
    var files: [ImportFile] = []
    var offset = 0
    var longPath: String?
    while offset + 512 <= bytes.count {
      let header = bytes[offset..<(offset + 512)]
      if header.allSatisfy({ $0 == 0 }) { break }
      guard let size = octal(header[(offset + 124)..<(offset + 136)]) else {
        throw Problem(reason: "a tar header at byte \(offset) has no size")
      }
      let type = header[offset + 156]
      let dataStart = offset + 512
      guard dataStart + size <= bytes.count else { throw Problem(reason: "the archive ends inside a file") }
      let data = Array(bytes[dataStart..<(dataStart + size)])
      switch type {
      case UInt8(ascii: "x"):
        longPath = paxPath(data)
      case UInt8(ascii: "0"), 0:
        let name = text(header[offset..<(offset + 100)])
        let prefix = text(header[(offset + 345)..<(offset + 500)])
        let path = longPath ?? (prefix.isEmpty ? name : prefix + "/" + name)
        files.append(ImportFile(path: path, bytes: data))
        longPath = nil
      default:
        // Folders, links and git's global header (the commit id) hold no file.
        if type != UInt8(ascii: "g") { longPath = nil }
      }
      offset = dataStart + (size + 511) / 512 * 512
    }
    return files
  }

  /// A NUL-padded field as text.
  static func text(_ field: ArraySlice<UInt8>) -> String {
    String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
  }

  /// A NUL- or space-terminated octal field.
  static func octal(_ field: ArraySlice<UInt8>) -> Int? {
    var value = 0
    var seen = false
    for byte in field {
      if byte == 0 || byte == 0x20 {
        if seen { break }
        continue
      }
      guard (0x30...0x37).contains(byte) else { return nil }
      value = value * 8 + Int(byte - 0x30)
      seen = true
      guard value < 1 << 40 else { return nil }
    }
    return seen ? value : nil
  }

  /// The `path` record of a pax extended header (`LEN path=VALUE\n` records).
  static func paxPath(_ data: [UInt8]) -> String? {
    var index = 0
    while index < data.count {
      guard let space = data[index...].firstIndex(of: 0x20),
        let length = Int(String(decoding: data[index..<space], as: UTF8.self)),
        length > 0, index + length <= data.count
      else { return nil }
      let record = data[(space + 1)..<(index + length - 1)]
      if let equals = record.firstIndex(of: UInt8(ascii: "=")),
        String(decoding: record[..<equals], as: UTF8.self) == "path"
      {
        return String(decoding: record[(equals + 1)...], as: UTF8.self)
      }
      index += length
    }
    return nil
  }
}
