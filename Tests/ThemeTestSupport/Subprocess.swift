import Foundation

/// A real tool run from a test (aapt2, javac, swiftc, kotlinc): its status and its output,
/// standard output and error together.
public enum Subprocess {
  /// Runs `executable` with `arguments` and waits for it.
  public static func run(_ executable: String, _ arguments: [String]) throws -> (code: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}
