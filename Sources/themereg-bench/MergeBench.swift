import Foundation
import ThemeExport
import ThemeModel
import ThemeRegistry

/// The generated 500-colour theme with colour `index`'s value set to `value`.
func themeChanging(_ base: JSONValue, color index: Int, to value: String) -> JSONValue {
  guard case .object(var members) = base, let slot = members.firstIndex(where: { $0.key == "colors" }),
    case .object(var colors) = members[slot].value
  else { return base }
  colors[index].value = .string(value)
  members[slot].value = .object(colors)
  return .object(members)
}

/// A merge of two changes to different colours of the 500-colour theme: the three-way merge
/// alone, and a commit whose base is one version behind (merge, validation, audit, write)
/// beside the same commit on the latest version (no merge), in the same run.
func mergeBench(runs: Int) throws {
  let base = try JSONParser.parse(generatedTheme(colors: 500, styles: 100, media: 200, variant: 0))
  let theirs = themeChanging(base, color: 10, to: "#123456")
  let yours = themeChanging(base, color: 20, to: "#654321")
  let merges = (0..<max(runs * 10, 50)).map { _ in
    milliseconds { _ = ThemeMerge.merge(base: base, latest: theirs, yours: yours) }
  }
  var merged: [Double] = []
  var plain: [Double] = []
  let folder = NSTemporaryDirectory() + "themereg-merge-bench-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  for run in 0..<runs {
    let registry = try Registry.open(path: folder + "/m\(run).db", create: true)
    _ = try registry.commit(bytes: JSONWriter.bytes(base), author: "bench", message: "base")
    _ = try registry.commit(bytes: JSONWriter.bytes(theirs), author: "bench", message: "theirs", base: 1)
    merged.append(
      try milliseconds {
        _ = try registry.commit(bytes: JSONWriter.bytes(yours), author: "bench", message: "yours", base: 1)
      })
    let both = themeChanging(themeChanging(yours, color: 10, to: "#123456"), color: 30, to: "#0A0A0A")
    plain.append(
      try milliseconds {
        _ = try registry.commit(bytes: JSONWriter.bytes(both), author: "bench", message: "plain", base: 3)
      })
  }
  print("merge of two changes to a 500-colour theme (in process, median; target ≤ 20 ms)")
  print(String(format: "  three-way merge alone       %7.2f ms", median(merges)))
  print(
    String(
      format: "  commit that merges          %7.1f ms   (a commit on the latest version: %.1f ms, ratio %.2f)",
      median(merged), median(plain), median(merged) / median(plain)))
}

/// `import-history` of a git repository of `revisions` commits of a 40-colour theme, beside
/// committing the same documents one by one (what the history import adds is git and reading).
func historyImportBench(revisions: Int) throws {
  let folder = NSTemporaryDirectory() + "themereg-history-bench-\(UUID().uuidString)"
  let repository = folder + "/repo"
  try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  func git(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", repository] + arguments
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": folder, "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "Bench",
      "GIT_AUTHOR_EMAIL": "bench@example.com", "GIT_COMMITTER_NAME": "Bench",
      "GIT_COMMITTER_EMAIL": "bench@example.com",
    ]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
  }
  try git(["init", "-q", "-b", "main"])
  var documents: [[UInt8]] = []
  try historyDocuments(versions: revisions) { bytes, number in
    documents.append(bytes)
    try Data(bytes).write(to: URL(fileURLWithPath: repository + "/theme.json"))
    try git(["add", "theme.json"])
    try git(["commit", "-q", "-m", "version \(number + 1)"])
  }
  let imported = try Registry.open(path: folder + "/imported.db", create: true)
  let started = Date()
  let result = try imported.importHistory(
    GitRepository(path: repository), path: "theme.json", branch: nil, format: .auto,
    options: ImportOptions(name: nil), lossy: false)
  let importSeconds = Date().timeIntervalSince(started)
  let direct = try Registry.open(path: folder + "/direct.db", create: true)
  let directStarted = Date()
  for (number, bytes) in documents.enumerated() {
    _ = try direct.commit(bytes: bytes, author: "Bench", message: "version \(number + 1)")
  }
  let directSeconds = Date().timeIntervalSince(directStarted)
  print(
    String(
      format:
        "import-history of %d revisions: %.2f s, %d versions (target ≤ 15 s); the same documents committed directly: %.2f s",
      revisions, importSeconds, result.imported.count, directSeconds))
}
