import Foundation
import ThemeCLI

let environment = ProcessInfo.processInfo.environment
let status = CLI.run(
  arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
  console: Console.standard(environment: environment))
exit(status)
