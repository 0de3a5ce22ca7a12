import ThemeCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment as the C library holds it: read directly, because setting up
/// `ProcessInfo` for its `environment` was a tenth of every invocation's start-up.
func processEnvironment() -> [String: String] {
  var environment: [String: String] = [:]
  var entry = environ
  while let pointer = entry.pointee {
    let text = String(cString: pointer)
    if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
      let name = String(text[..<equals])
      // As getenv does, the first definition of a name wins.
      if environment[name] == nil { environment[name] = String(text[text.index(after: equals)...]) }
    }
    entry += 1
  }
  return environment
}

let environment = processEnvironment()
let status = CLI.run(
  arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
  console: Console.standard(environment: environment))
exit(status)
