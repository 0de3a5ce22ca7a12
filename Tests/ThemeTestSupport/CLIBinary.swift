import Foundation

/// The `themereg` binary SwiftPM built next to the test bundle, run as a real process.
public enum CLIBinary {
  /// The binary's path.
  public static let path: String = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundle, bundle.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("themereg")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url.path }
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../.build/debug/themereg"
    )
    .standardizedFileURL.path
  }()

  /// What a run printed and returned.
  public struct Outcome: Sendable {
    /// The exit status.
    public var code: Int32
    /// Standard output.
    public var out: String
    /// Standard error.
    public var err: String
  }

  /// Runs the binary with `arguments`; `asUser` runs it as that unprivileged user (through
  /// `setpriv`, so root's permission to write anything does not hide a permission problem).
  public static func run(
    _ arguments: [String], standardInput: FileHandle? = nil, asUser user: String? = nil,
    environment: [String: String] = [:], in folder: String? = nil, standardOutput: FileHandle? = nil
  ) throws -> Outcome {
    let process = Process()
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    if let user {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments = ["--reuid=\(user)", "--regid=nogroup", "--clear-groups", "--", path] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments = arguments
    }
    var base = ProcessInfo.processInfo.environment
    base["THEMEREG_DB"] = nil
    process.environment = base.merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = standardOutput ?? output
    process.standardError = errors
    process.standardInput = standardInput ?? FileHandle.nullDevice
    try process.run()
    // Read both pipes while the process runs, so a long output cannot block it.
    nonisolated(unsafe) var errorBytes = Data()
    let reader = Thread { errorBytes = errors.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    // With standard output elsewhere (a full device), this end of the pipe sees EOF at once.
    try? output.fileHandleForWriting.close()
    let outputBytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !reader.isFinished { usleep(1_000) }
    return Outcome(
      code: process.terminationStatus, out: String(decoding: outputBytes, as: UTF8.self),
      err: String(decoding: errorBytes, as: UTF8.self))
  }

  /// Whether tests can run the binary as `nobody` (they run as root, and setpriv exists).
  public static let canDropPrivileges: Bool = {
    getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
  }()
}
