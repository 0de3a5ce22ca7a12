import ThemeModel
import ThemeRegistry
import ThemeStore

/// `themereg trust [list | add NAME PUBKEY | remove NAME-OR-FINGERPRINT]`: the keys trusted to
/// sign approvals, kept in the registry as a recorded, signed list.
enum TrustCommand: Command {
  enum Options {
    static let changer = Option<String>(
      "--by", value: "NAME", help: "Who makes the change: a trusted signer, once any key is trusted.")
    static let sign = Option<String>(
      "--sign", value: "KEYFILE", help: "Sign the change with this trusted OpenSSH private key (no passphrase).")
  }

  static let spec = CommandSpec(
    name: "trust", summary: "List, add or remove the SSH keys trusted to sign approvals.",
    operands: "[list | add NAME PUBLIC-KEY-FILE | remove NAME-OR-FINGERPRINT]",
    options: [Options.changer, Options.sign],
    discussion: """
      The trusted keys are what 'approve --sign' signatures are checked against, what the
      require-signed-approvals setting requires, and what an export writes as allowed_signers.
      The first key is added without a signature; after that, every change is signed with
      --by NAME --sign KEYFILE by a key trusted before it, and recorded. Keys weaker than
      Ed25519, ECDSA or RSA-3072 are refused.
      """)

  static func run(_ context: CommandContext) throws(CLIError) -> Int32 {
    let operands = try context.operands(0...3, "[list | add NAME PUBLIC-KEY-FILE | remove NAME-OR-FINGERPRINT]")
    let action = operands.first ?? "list"
    let expected = ["list": 1, "add": 3, "remove": 2]
    guard let count = expected[action] else {
      throw .usage("trust takes list, add or remove, not \(action.printable).", usage: spec.usageLine)
    }
    guard operands.count == count || (action == "list" && operands.isEmpty) else {
      throw .usage("trust \(action) takes \(count - 1) operand(s), not \(operands.count - 1).", usage: spec.usageLine)
    }
    if action == "remove" && context.value(Options.changer) == nil {
      throw CLIError.usage("Missing expected argument '--by <NAME>'.", usage: spec.usageLine)
    }
    let registry = try context.openRegistry()
    do {
      switch action {
      case "add":
        let change = try registry.trust(
          operands[1], publicKeyAt: operands[2], by: context.value(Options.changer),
          signingKey: context.value(Options.sign))
        context.console.recordStored("\(change.name.printable)'s key was trusted")
        try print(registry, context, changed: change)
      case "remove":
        let change = try registry.untrust(
          operands[1], by: context.value(Options.changer) ?? "", signingKey: context.value(Options.sign))
        context.console.recordStored("\(change.name.printable)'s key is no longer trusted")
        try print(registry, context, changed: change)
      default:
        try print(registry, context, changed: nil)
      }
    } catch {
      throw CLIError(error)
    }
    return 0
  }

  private static func print(_ registry: Registry, _ context: CommandContext, changed: TrustChange?)
    throws(RegistryError)
  {
    let signers = try registry.trustedSigners()
    if context.json {
      var members = [
        JSONMember(
          "signers",
          .array(
            signers.map {
              .object([
                JSONMember("name", .string($0.name)), JSONMember("publicKey", .string($0.publicKey)),
                JSONMember("fingerprint", .string($0.fingerprint)), JSONMember("addedBy", .string($0.addedBy)),
                JSONMember("addedAt", .string($0.addedAt)),
              ])
            }))
      ]
      if let changed {
        members.append(
          JSONMember(
            "change",
            .object([
              JSONMember("id", .integer(changed.id)), JSONMember("action", .string(changed.action.rawValue)),
              JSONMember("name", .string(changed.name)), JSONMember("by", .string(changed.changedBy)),
              JSONMember("signed", .bool(changed.signature != nil)),
            ])))
      }
      context.printJSON(.object(members))
      return
    }
    if let changed {
      let verb = changed.action == .add ? "trusted" : "no longer trusted"
      let signed = changed.signature == nil ? "unsigned: the first trusted key" : "signed by \(changed.changedBy)"
      context.console.line("\(changed.name.printable) is \(verb) (change \(changed.id), \(signed.printable))")
    }
    guard !signers.isEmpty else {
      return context.console.line(
        "No key is trusted to sign approvals; add one with 'themereg trust add NAME KEY.pub'.")
    }
    let width = signers.map { $0.name.printable.count }.max() ?? 0
    for signer in signers {
      let name = signer.name.printable
      context.console.line(
        name + String(repeating: " ", count: width + 2 - name.count) + signer.fingerprint
          + "  added by \(signer.addedBy.printable) at \(signer.addedAt.displayMinute)")
    }
  }
}
