#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real tool run as a process — never through a shell, so no argument is ever interpreted —
/// with its output read whole (bounded) and its exit status.
enum Subprocess {
  /// What the process wrote and how it ended.
  struct Output {
    let status: Int32
    let standardOutput: [UInt8]
    let standardError: [UInt8]

    /// The standard error as text, trimmed, for a message.
    var errorText: String { String(decoding: standardError, as: UTF8.self).trimmingWhitespace().description }
  }

  /// Why a process could not be run or read.
  struct Failure: Error {
    let reason: String
  }

  /// Runs `arguments` (the first found on `PATH`), its standard input the file at
  /// `standardInput` (empty by default); refused once its standard output passes `limit` bytes.
  /// With `detached`, it runs in a session of its own, with no terminal to prompt on (a tool
  /// that would ask for a passphrase fails instead of waiting).
  static func run(
    _ arguments: [String], standardInput: String = "/dev/null", detached: Bool = false, limit: Int = 256 << 20
  ) throws(Failure) -> Output {
    var outputPipe: [Int32] = [-1, -1]
    var errorPipe: [Int32] = [-1, -1]
    guard pipe(&outputPipe) == 0 else { throw Failure(reason: String(cString: strerror(errno))) }
    guard pipe(&errorPipe) == 0 else {
      close(outputPipe[0])
      close(outputPipe[1])
      throw Failure(reason: String(cString: strerror(errno)))
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    for descriptor in outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
    var pid: pid_t = 0
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // POSIX_SPAWN_SETSID (0x80 in glibc and musl), which Swift does not import without _GNU_SOURCE.
    if detached { posix_spawnattr_setflags(&attributes, 0x80) }
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
    close(outputPipe[1])
    close(errorPipe[1])
    guard spawned == 0 else {
      close(outputPipe[0])
      close(errorPipe[0])
      throw Failure(reason: "\(arguments[0]) could not be started: \(String(cString: strerror(spawned)))")
    }
    var output: [UInt8] = []
    var error: [UInt8] = []
    var open = [outputPipe[0], errorPipe[0]]
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var overflowed = false
    // Both pipes drained together, so a process filling one while themereg waits on the
    // other cannot stall.
    while !open.isEmpty {
      var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      guard poll(&polled, nfds_t(polled.count), -1) >= 0 else {
        if errno == EINTR { continue }
        break
      }
      for entry in polled where entry.revents != 0 {
        let count = read(entry.fd, &buffer, buffer.count)
        if count > 0 {
          if entry.fd == outputPipe[0] {
            output += buffer[..<count]
            if output.count > limit {
              overflowed = true
              kill(pid, SIGKILL)
            }
          } else if error.count < 65_536 {
            error += buffer[..<count]
          }
        } else if count == 0 || errno != EINTR {
          close(entry.fd)
          open.removeAll { $0 == entry.fd }
        }
      }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    if overflowed { throw Failure(reason: "\(arguments[0]) wrote more than \(limit >> 20) MiB") }
    // The exit code, or 128 + the signal that ended it, as a shell reports it.
    let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Output(status: code, standardOutput: output, standardError: error)
  }
}
