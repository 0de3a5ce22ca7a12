import ThemeModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files an import reads: the ones named on the command line and those a DTCG resolver's
/// `$ref` names, which are confined to the resolver's folder and below (after links are
/// resolved, as the system resolves them), and bounded in size and count, so a resolver from
/// an untrusted source can neither read `/etc/passwd` nor exhaust memory.
public final class ImportSources {
  /// The largest file an import reads: a theme document's limit.
  public static let maximumFileBytes = ThemeLimits.documentBytes
  /// The most bytes one import reads in all.
  public static let maximumTotalBytes = 64 << 20
  /// The most files one import reads in all.
  public static let maximumFiles = 1_000

  /// The resolver's folder, resolved; nil when it cannot be.
  private let root: String?
  private let rootShown: String
  private(set) var filesRead = 0
  private(set) var bytesRead = 0

  /// Sources for a resolver at `resolverPath` (as the user spelled it).
  public init(resolverPath: String) {
    let folder = resolverPath.lastIndex(of: "/").map { String(resolverPath[...$0]) } ?? "./"
    rootShown = folder
    root = Self.resolved(folder)
  }

  /// Counts a file read elsewhere (an operand) against the totals.
  public func count(_ bytes: [UInt8], name: String) throws(ThemeValidationError) {
    filesRead += 1
    bytesRead += bytes.count
    try checkTotals(name)
  }

  /// The bytes of the file `reference` names, relative to the resolver's folder; nil when there
  /// is no such file. Refuses an absolute path, one that leads outside the folder, a file over
  /// the limit, and reading past the totals.
  public func read(_ reference: String) throws(ThemeValidationError) -> [UInt8]? {
    guard !reference.hasPrefix("/") else {
      throw refusal(reference, "is an absolute path; a resolver's sources are files in its folder or below")
    }
    guard let root else { return nil }
    guard let target = Self.resolved(root + "/" + reference) else { return nil }
    guard target.hasPrefix(root + "/") else {
      throw refusal(reference, "leads outside the resolver's folder \(rootShown); its sources must be in it or below")
    }
    var status = stat()
    guard stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    guard Int(status.st_size) <= Self.maximumFileBytes else {
      throw refusal(
        reference, "is \(status.st_size) bytes; an imported file may be at most \(Self.maximumFileBytes) (8 MiB)")
    }
    let descriptor = open(target, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    let bytes = ExportDirectory.readBytes(from: descriptor, limit: Self.maximumFileBytes)
    guard bytes.count <= Self.maximumFileBytes else {
      throw refusal(reference, "grew past \(Self.maximumFileBytes) bytes while it was read")
    }
    try count(bytes, name: reference)
    return bytes
  }

  private func checkTotals(_ name: String) throws(ThemeValidationError) {
    if filesRead > Self.maximumFiles {
      throw refusal(name, "would be file \(filesRead); an import reads at most \(Self.maximumFiles) files")
    }
    if bytesRead > Self.maximumTotalBytes {
      throw refusal(
        name, "brings the import to \(bytesRead) bytes; an import reads at most \(Self.maximumTotalBytes) (64 MiB)")
    }
  }

  private func refusal(_ reference: String, _ reason: String) -> ThemeValidationError {
    ThemeValidationError(issues: [ValidationIssue(path: "$ref", message: "\(JSONWriter.quoted(reference)) \(reason)")])
  }

  /// `path` with every link and `..` resolved by the system; nil when it does not exist.
  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
