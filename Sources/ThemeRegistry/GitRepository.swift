import ThemeExport
import ThemeModel

/// A git repository read with the real `git` (`git log`, `git cat-file`, `git archive`), never
/// by parsing `.git`: what a history import brings in.
public struct GitRepository: Sendable {
  /// The repository's folder, as the user named it.
  public let path: String

  /// One commit of a path's first-parent history.
  public struct Revision: Sendable, Equatable {
    /// The full commit id.
    public var commit: String
    /// The author's name and e-mail.
    public var authorName: String
    public var authorEmail: String
    /// The author date, as git writes it in ISO 8601 (`2024-03-02T10:00:00+01:00`).
    public var authorDate: String
    /// The first line of the message.
    public var subject: String
    /// The path (a file, or a folder) as it was at this commit (a renamed file's earlier name).
    public var path: String

    /// The author as a version records them: `Name <e-mail>`, or the e-mail alone.
    public var author: String { authorName.isEmpty ? authorEmail : "\(authorName) <\(authorEmail)>" }
  }

  /// Opens the repository at `path`.
  public init(path: String) {
    self.path = path
  }

  /// Runs `git -C PATH ARGUMENTS`, configuration that would change the output turned off;
  /// a failure names the command and git's message.
  func git(_ arguments: [String], limit: Int = 256 << 20) throws(RegistryError) -> Subprocess.Output {
    let command = ["git", "-C", path, "-c", "log.showSignature=false", "-c", "core.quotePath=false"] + arguments
    do {
      return try Subprocess.run(command, limit: limit)
    } catch {
      throw .git(repository: path, command: arguments.first ?? "", status: -1, message: error.reason)
    }
  }

  /// The commit `branch` names (`HEAD` when nil), refused unless the repository has it.
  public func resolve(_ branch: String?) throws(RegistryError) -> String {
    let output = try git(["rev-parse", "--verify", "--quiet", "--end-of-options", (branch ?? "HEAD") + "^{commit}"])
    guard output.status == 0 else {
      let check = try git(["rev-parse", "--git-dir"])
      if check.status != 0 {
        throw .git(repository: path, command: "rev-parse", status: check.status, message: check.errorText)
      }
      throw .noSuchBranch(repository: path, branch: branch ?? "HEAD")
    }
    return String(decoding: output.standardOutput, as: UTF8.self).trimmingWhitespace().description
  }

  /// The commits of `tip`'s first-parent history that touch `path`, oldest first, each with
  /// the path as it was then: a file is followed across renames (`--follow`), a folder is not.
  public func history(of path: String, at tip: String, followingRenames: Bool) throws(RegistryError) -> [Revision] {
    // --follow gives wrong results with --reverse, so the newest-first list is turned round here.
    var arguments = ["log", "-z", "--first-parent", "--name-only", "--format=%x1e%H%x1f%an%x1f%ae%x1f%aI%x1f%B"]
    if followingRenames { arguments.append("--follow") }
    arguments += [tip, "--", path]
    let output = try git(arguments)
    guard output.status == 0 else {
      throw .git(repository: self.path, command: "log", status: output.status, message: output.errorText)
    }
    var revisions: [Revision] = []
    var current = path
    for record in output.standardOutput.split(separator: 0x1E, omittingEmptySubsequences: true) {
      guard let headerEnd = record.firstIndex(of: 0) else { continue }
      let fields = record[..<headerEnd].split(separator: 0x1F, maxSplits: 4, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      guard fields.count == 5 else { continue }
      let names = record[(headerEnd + 1)...].split(separator: 0, omittingEmptySubsequences: true)
        .map { String(decoding: $0, as: UTF8.self).trimmingWhitespace().description }.filter { !$0.isEmpty }
      // A merge lists no names: the path is the one the newer commit had.
      if followingRenames, let name = names.first { current = name }
      let subject = fields[4].split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
      revisions.append(
        Revision(
          commit: fields[0], authorName: fields[1], authorEmail: fields[2], authorDate: fields[3],
          subject: subject.trimmingWhitespace().description, path: followingRenames ? current : path))
    }
    return revisions.reversed()
  }

  /// The bytes of the file `path` at `commit`; nil when it does not exist there.
  public func file(_ path: String, at commit: String) throws(RegistryError) -> [UInt8]? {
    let output = try git(["cat-file", "blob", "\(commit):\(path)"], limit: ImportSources.maximumFileBytes)
    return output.status == 0 ? output.standardOutput : nil
  }

  /// Every regular file under the folder `path` at `commit`, with paths as the repository
  /// names them (`app/src/main/res/values/colors.xml`), read from `git archive`.
  public func folder(_ path: String, at commit: String) throws(RegistryError) -> [ImportFile] {
    let output = try git(["archive", "--format=tar", commit, "--", path], limit: ImportSources.maximumTotalBytes)
    guard output.status == 0 else { return [] }
    do {
      return try TarArchive.files(output.standardOutput)
    } catch {
      throw .git(repository: self.path, command: "archive", status: 0, message: error.reason)
    }
  }

  /// Whether `path` is a folder at `commit`.
  public func isFolder(_ path: String, at commit: String) throws(RegistryError) -> Bool {
    // `COMMIT:` names the top's tree; `COMMIT:.` names nothing.
    let output = try git(["cat-file", "-t", "\(commit):\(path == "." ? "" : path)"])
    return String(decoding: output.standardOutput, as: UTF8.self).trimmingWhitespace() == "tree"
  }

  /// Whether the repository's first-parent history of `tip` holds `commit`.
  public func firstParentCommits(at tip: String) throws(RegistryError) -> Set<String> {
    let output = try git(["rev-list", "--first-parent", tip])
    guard output.status == 0 else {
      throw .git(repository: path, command: "rev-list", status: output.status, message: output.errorText)
    }
    return Set(output.standardOutput.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) })
  }
}
