import ThemeModel

/// `themereg completions bash|zsh|fish`: a shell completion script for the commands, their
/// options and option values, and the registry's theme names for THEME arguments.
enum CompletionsCommand: Command {
  static let spec = CommandSpec(
    name: "completions", summary: "Print a shell completion script (bash, zsh or fish).", operands: "SHELL",
    discussion: """
      bash: source <(themereg completions bash); zsh: themereg completions zsh > "${fpath[1]}/_themereg"; fish: \
      themereg completions fish > ~/.config/fish/completions/themereg.fish. Theme names come from the registry \
      (--db or $THEMEREG_DB) when you press Tab.
      """)

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let name = try context.operands(1...1, "SHELL")[0]
    guard let shell = Shell(rawValue: name) else {
      throw .usage(
        "'\(name.prefix(40))' is not a shell this prints completions for; use bash, zsh or fish.",
        usage: spec.usageLine)
    }
    let script =
      switch shell {
      case .bash: bash()
      case .zsh: zsh()
      case .fish: fish()
      }
    if context.json {
      // With --json, standard output is one JSON value: the script is its member.
      context.printJSON(.object([JSONMember("shell", .string(name)), JSONMember("script", .string(script))]))
    } else {
      context.console.write(script)
    }
    return 0
  }

  static var specs: [CommandSpec] { CLI.commands.map { $0.spec } }

  /// Prints the theme names of the registry the command line names, for THEME arguments.
  static let listThemes = #"themereg "${db[@]}" list --json 2>/dev/null | sed -n 's/^ *"theme": "\([^"]*\)",*$/\1/p'"#

  static func bash() -> String {
    var lines = [
      "# themereg completion for bash: source <(themereg completions bash)",
      "_themereg() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" command=\"\" i",
      "  local db=()",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    case \"${COMP_WORDS[i]}\" in",
      "      --db) db=(--db \"${COMP_WORDS[i+1]}\"); ((i++)) ;;",
      "      -*) ;;",
      "      *) [ -z \"$command\" ] && command=\"${COMP_WORDS[i]}\" ;;",
      "    esac",
      "  done",
      "  if [ -z \"$command\" ]; then",
      "    COMPREPLY=($(compgen -W \"\(specs.map(\.name).joined(separator: " ")) help --db --json --help --version\" -- \"$cur\"))",
      "    return",
      "  fi",
      "  case \"$command:$prev\" in",
    ]
    for spec in specs {
      for option in spec.options where !option.choices.isEmpty {
        lines.append(
          "    \(spec.name):\(option.name)) COMPREPLY=($(compgen -W \"\(option.choices.joined(separator: " "))\" -- \"$cur\")); return ;;"
        )
      }
    }
    lines += [
      "    *:--db | *:-o | *:--output | *:--source | *:--source-root) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;",
      "    help:*) COMPREPLY=($(compgen -W \"\(specs.map(\.name).joined(separator: " "))\" -- \"$cur\")); return ;;",
      "  esac",
      "  local options=\"\"",
      "  case \"$command\" in",
    ]
    for spec in specs {
      let names = (spec.options + CommandSpec.globalOptions).flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }
      lines.append("    \(spec.name)) options=\"\(names.joined(separator: " "))\" ;;")
    }
    lines += [
      "  esac",
      "  if [[ \"$cur\" == -* ]]; then COMPREPLY=($(compgen -W \"$options\" -- \"$cur\")); return; fi",
      "  case \"$command\" in",
      "    \(specs.filter { $0.operands.contains("THEME") }.map(\.name).joined(separator: " | ")))",
      "      COMPREPLY=($(compgen -W \"$(\(listThemes))\" -- \"$cur\") $(compgen -f -- \"$cur\")) ;;",
      "    *) COMPREPLY=($(compgen -f -- \"$cur\")) ;;",
      "  esac",
      "}",
      "complete -F _themereg themereg",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// zsh runs the bash completion through its `bashcompinit` layer.
  static func zsh() -> String {
    "#compdef themereg\n# themereg completion for zsh\nautoload -U +X bashcompinit && bashcompinit\n" + bash()
  }

  static func fish() -> String {
    func quoted(_ text: String) -> String { "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'" }
    var lines = [
      "# themereg completion for fish",
      "function __themereg_themes",
      "    set -l db",
      "    set -l tokens (commandline -opc)",
      "    for i in (seq (count $tokens))",
      "        if test \"$tokens[$i]\" = --db; and test $i -lt (count $tokens)",
      "            set db --db $tokens[(math $i + 1)]",
      "        end",
      "    end",
      "    themereg $db list --json 2>/dev/null | string match -r -g '^\\s*\"theme\": \"([^\"]*)\"'",
      "end",
      "complete -c themereg -f",
      "complete -c themereg -l db -r -F -d \(quoted("The registry: a file or a postgres:// URL"))",
      "complete -c themereg -l json -d \(quoted("Machine-readable output"))",
    ]
    for spec in specs {
      lines.append("complete -c themereg -n __fish_use_subcommand -a \(spec.name) -d \(quoted(spec.summary))")
      let seen = "-n '__fish_seen_subcommand_from \(spec.name)'"
      for option in spec.options {
        var line = "complete -c themereg \(seen) -l \(option.name.dropFirst(2))"
        if let short = option.short { line += " -s \(short.dropFirst())" }
        if option.value != nil {
          line += option.choices.isEmpty ? " -r -F" : " -x -a \(quoted(option.choices.joined(separator: " ")))"
        }
        lines.append(line + " -d \(quoted(option.help))")
      }
      if spec.operands.contains("THEME") {
        lines.append("complete -c themereg \(seen) -a '(__themereg_themes)'")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
