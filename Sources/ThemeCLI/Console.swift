/// Where a command writes: standard output and error, or buffers in tests.
public final class Console {
  /// Everything written to standard output so far, when capturing.
  public private(set) var capturedOutput = ""
  /// Everything written to standard error so far, when capturing.
  public private(set) var capturedError = ""
  private let capturing: Bool
  /// Whether ANSI colour may be used on standard output.
  public let usesColor: Bool
  /// Whether standard error is a terminal (progress is shown only then).
  public let errorIsTerminal: Bool

  /// A console on the process's standard streams; colour only on a terminal, without
  /// `NO_COLOR` (any value, https://no-color.org) and not with `TERM=dumb`.
  public static func standard(environment: [String: String]) -> Console {
    Console(
      capturing: false, usesColor: colorAllowed(environment: environment, isTerminal: PlainFiles.isTerminal(1)),
      errorIsTerminal: PlainFiles.isTerminal(2))
  }

  /// Whether output may be coloured: only on a terminal, never with `NO_COLOR` or `TERM=dumb`.
  static func colorAllowed(environment: [String: String], isTerminal: Bool) -> Bool {
    isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
  }

  /// A console that keeps what is written, for tests.
  public static func capture() -> Console {
    Console(capturing: true, usesColor: false, errorIsTerminal: false)
  }

  private init(capturing: Bool, usesColor: Bool, errorIsTerminal: Bool) {
    self.capturing = capturing
    self.usesColor = usesColor
    self.errorIsTerminal = errorIsTerminal
  }

  /// Standard output not yet written: a command's lines leave in a few large writes instead
  /// of one system call each (a commit's audit summary was 180 of them).
  private var pendingOutput: [UInt8] = []
  /// How much output is held before it is written.
  static let outputBufferBytes = 65_536
  /// Why writing standard output failed (an `errno`), once it has: later output is dropped,
  /// and the command's exit code says so.
  public private(set) var outputFailure: Int32?
  /// What a command has stored or written so far, in its own words (`acme-chat@2 was committed`),
  /// so that a failure to print afterwards can say exactly what stays.
  public private(set) var storedFacts: [String] = []

  /// Notes that `fact` is stored for good, whatever happens to the output after it.
  public func recordStored(_ fact: String) { storedFacts.append(fact) }

  /// Writes `text` to standard output.
  public func write(_ text: String) {
    pendingOutput.append(contentsOf: text.utf8)
    if pendingOutput.count >= Self.outputBufferBytes { flush() }
  }

  /// Writes `bytes` to standard output unchanged.
  public func write(bytes: [UInt8]) {
    if pendingOutput.count + bytes.count < Self.outputBufferBytes {
      pendingOutput.append(contentsOf: bytes)
    } else {
      flush()
      emit(bytes)
    }
  }

  /// Writes the output held so far; before anything goes to standard error (so the two
  /// streams keep their order on a terminal) and when the command ends.
  public func flush() {
    guard !pendingOutput.isEmpty else { return }
    emit(pendingOutput)
    pendingOutput.removeAll(keepingCapacity: true)
  }

  /// Drops the output not yet written, so that an error's JSON can stand alone on standard
  /// output (output past one buffer has left already; commands that stream look up first).
  public func discardPendingOutput() {
    pendingOutput.removeAll(keepingCapacity: true)
  }

  private func emit(_ bytes: [UInt8]) {
    guard outputFailure == nil else { return }
    if capturing {
      capturedOutput += String(decoding: bytes, as: UTF8.self)
    } else if let failure = PlainFiles.write(bytes, to: 1) {
      outputFailure = failure
    }
  }

  /// Flushes and closes standard output (a file system may report a failed write only on
  /// close, as GNU's `close_stdout` knows); the reason when not all of it was written.
  func finishOutput() -> Int32? {
    flush()
    if outputFailure == nil, !capturing, let failure = PlainFiles.close(1) { outputFailure = failure }
    return outputFailure
  }

  /// Writes `text` and a newline to standard output.
  public func line(_ text: String = "") { write(text + "\n") }

  /// Writes `text` and a newline to standard error.
  public func error(_ text: String) {
    if capturing {
      capturedError += text + "\n"
    } else {
      flush()
      _ = PlainFiles.write(Array((text + "\n").utf8), to: 2)
    }
  }

  private var progressStarted: Double?
  private var progressShownAt = 0.0
  private var progressVisible = false

  /// Shows `text` as a one-line progress report on standard error, only on a terminal, only
  /// once the operation has taken a second, and at most ten times a second.
  public func progress(_ text: String) {
    guard errorIsTerminal else { return }
    let now = PlainFiles.monotonicSeconds()
    let started = progressStarted ?? now
    progressStarted = started
    guard now - started >= 1, now - progressShownAt >= 0.1 else { return }
    progressShownAt = now
    progressVisible = true
    flush()
    _ = PlainFiles.write(Array(("\r\u{1B}[2K" + text).utf8), to: 2)
  }

  /// Clears the progress line, if one is shown.
  public func endProgress() {
    progressStarted = nil
    guard progressVisible else { return }
    progressVisible = false
    _ = PlainFiles.write(Array("\r\u{1B}[2K".utf8), to: 2)
  }

  /// `text` in an ANSI style when colour is on.
  func styled(_ text: String, _ code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
