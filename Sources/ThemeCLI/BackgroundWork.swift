import Dispatch

/// Work started on another thread while the caller does its own; `value()` waits for it and
/// returns its result or rethrows its error. The value is handed over once, after the work
/// finished, so it is never used on two threads at a time (a registry's connection is not
/// shared, only passed on).
final class BackgroundWork<Value>: @unchecked Sendable {
  private let finished = DispatchSemaphore(value: 0)
  private var body: (() throws(CLIError) -> Value)?
  private var result: Result<Value, CLIError>?

  /// Starts `body` on a global queue.
  init(_ body: @escaping () throws(CLIError) -> Value) {
    self.body = body
    DispatchQueue.global(qos: .userInitiated).async { self.run() }
  }

  private func run() {
    guard let body else { return }
    do {
      result = .success(try body())
    } catch {
      result = .failure(error)
    }
    self.body = nil
    finished.signal()
  }

  /// The work's value, once it is done; call once.
  func value() throws(CLIError) -> Value {
    finished.wait()
    guard let result else {
      throw CLIError(exitCode: CLIError.internalCode, message: "internal error: background work had no result")
    }
    return try result.get()
  }
}
