extension GitRepository {
  /// The repository whose work tree holds `path` (a file or folder, relative to the current
  /// folder or absolute), and `path` relative to the repository's top, as git itself finds them
  /// (`rev-parse --show-toplevel`, `--show-prefix`): `import-history Assets.xcassets` run
  /// anywhere inside the work tree.
  ///
  /// A path that is no longer in the work tree (a theme since deleted) is looked up from its
  /// folder. Outside a work tree, git's own refusal is the error.
  public static func locating(_ path: String) throws(RegistryError) -> (repository: GitRepository, path: String) {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    let folder: String
    let leaf: String
    if ImportFolder.isFolder(path) {
      (folder, leaf) = (trimmed, "")
    } else if let slash = trimmed.lastIndex(of: "/") {
      (folder, leaf) = (
        slash == trimmed.startIndex ? "/" : String(trimmed[..<slash]), String(trimmed[trimmed.index(after: slash)...])
      )
    } else {
      (folder, leaf) = (".", trimmed)
    }
    let inFolder = GitRepository(path: folder)
    let top = try inFolder.revParse("--show-toplevel")
    let prefix = try inFolder.revParse("--show-prefix")
    let relative = prefix + leaf
    let inRepository = relative.hasSuffix("/") ? String(relative.dropLast()) : relative
    return (GitRepository(path: top), inRepository.isEmpty ? "." : inRepository)
  }

  /// `git rev-parse OPTION`'s one line of output; git's message when it refuses.
  private func revParse(_ option: String) throws(RegistryError) -> String {
    let output = try git(["rev-parse", option])
    guard output.status == 0 else {
      throw .git(repository: path, command: "rev-parse", status: output.status, message: output.errorText)
    }
    return String(decoding: output.standardOutput, as: UTF8.self).trimmingWhitespace().description
  }
}
