import FoundationEssentials
import ThemeCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let environment = ProcessInfo.processInfo.environment
let status = CLI.run(
  arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
  console: Console.standard(environment: environment))
exit(status)
