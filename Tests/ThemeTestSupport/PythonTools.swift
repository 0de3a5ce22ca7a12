import Foundation

/// The Python tools the tests drive (schema validation, a Markdown parser, headless Chromium):
/// the virtual environment `Scripts/test` makes under `.build/tools-python` from
/// `Scripts/checks/requirements.txt`, and the check scripts in `Scripts/checks/`.
public enum PythonTools {
  /// The package's root folder.
  public static let packageRoot: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL.path

  /// The environment's interpreter (`THEMEREG_TOOLS_PYTHON` names another).
  public static let interpreter: String =
    ProcessInfo.processInfo.environment["THEMEREG_TOOLS_PYTHON"]
    ?? packageRoot + "/.build/tools-python/bin/python3"

  /// Whether the tools are installed. `Scripts/test` installs them and sets
  /// `THEMEREG_REQUIRE_TOOLS`, so a test that needs them fails there instead of being skipped.
  public static let available: Bool =
    FileManager.default.isExecutableFile(atPath: interpreter)
    || ProcessInfo.processInfo.environment["THEMEREG_REQUIRE_TOOLS"] != nil

  /// Whether the tools and Debian's Chromium are there to drive a real browser (with
  /// `THEMEREG_REQUIRE_TOOLS` a missing one fails the test instead of skipping it).
  public static let browserAvailable: Bool =
    available
    && (FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
      || ProcessInfo.processInfo.environment["THEMEREG_REQUIRE_TOOLS"] != nil)

  /// What a check printed and returned.
  public struct Outcome: Sendable {
    /// The exit status.
    public var code: Int32
    /// Standard output.
    public var out: String
    /// Standard error.
    public var err: String
  }

  /// Runs `Scripts/checks/<script>` with `arguments`, feeding `input` on standard input.
  public static func run(_ script: String, _ arguments: [String] = [], input: String = "") -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: interpreter)
    process.arguments = [packageRoot + "/Scripts/checks/" + script] + arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    do {
      try process.run()
    } catch {
      return Outcome(code: -1, out: "", err: "cannot run \(interpreter): \(error); run Scripts/test")
    }
    // Read both pipes while the check runs, so a large output never blocks it.
    let output = Collected()
    let group = DispatchGroup()
    for (index, pipe) in [stdout, stderr].enumerated() {
      group.enter()
      DispatchQueue.global().async {
        output.set(index, String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        group.leave()
      }
    }
    if !input.isEmpty { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try? stdin.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return Outcome(code: process.terminationStatus, out: output.texts[0], err: output.texts[1])
  }

  /// Both outputs of a check, filled by the threads that drain its pipes.
  private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ["", ""]

    var texts: [String] { lock.withLock { storage } }

    func set(_ index: Int, _ text: String) {
      lock.withLock { storage[index] = text }
    }
  }
}
