/// One file of an export: a relative path made only by the exporter, and its bytes.
public struct ExportFile: Sendable, Equatable {
  /// The path inside the output folder, with `/` separators; never derived from user text.
  public var path: String
  /// The file's content.
  public var bytes: [UInt8]

  /// Creates a file.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// Creates a text file.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }
}
