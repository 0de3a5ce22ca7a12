/// Standard output written in blocks: output made a row at a time (a long `log`) goes out in
/// writes of 64 KiB instead of one per row, and nothing more than a block is held.
final class OutputBuffer {
  private let console: Console
  private var bytes: [UInt8] = []
  private static let blockSize = 1 << 16

  init(_ console: Console) {
    self.console = console
    bytes.reserveCapacity(Self.blockSize)
  }

  /// Adds `more`, writing out a full block.
  func append(_ more: some Collection<UInt8>) {
    bytes += more
    if bytes.count >= Self.blockSize { flush() }
  }

  /// Writes out what is held.
  func flush() {
    guard !bytes.isEmpty else { return }
    console.write(bytes: bytes)
    bytes.removeAll(keepingCapacity: true)
  }
}
