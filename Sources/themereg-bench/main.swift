// Benchmarks behind Scripts/bench: in-process commit and audit times, contrast throughput,
// and generated histories for the end-to-end CLI measurements. Release builds only.
import Foundation
import ThemeAudit
import ThemeBackends
import ThemeModel
import ThemeRegistry
import ThemeStore

/// A generated theme: `colors` colours in light and dark, `styles` typography styles,
/// `media` alt-text records; `variant` changes one colour and one alt text, as a design iteration does.
func generatedTheme(colors: Int, styles: Int, media: Int, variant: Int, worstCase: Bool = false) -> [UInt8] {
  var colorMembers: [JSONMember] = [
    JSONMember(
      "background", .object([JSONMember("light", .string("#FFFFFF")), JSONMember("dark", .string("#1C1C1E"))]))
  ]
  for index in 0..<colors - 1 {
    var shade = (index * 37 + (index == 200 + variant % 250 ? variant : 0)) % 256
    // Realistic themes mostly pass: text colours (used by components) are dark in light mode and
    // light in dark mode, with about one in ten too faint. The worst case keeps arbitrary colours.
    if !worstCase, index < 200 { shade = index % 10 == 9 ? 150 + shade % 40 : shade % 60 }
    let hex = String(format: "#%02X%02X%02X", shade, shade, min(255, shade + 20))
    let dark = String(format: "#%02X%02X%02X", 255 - shade, 255 - shade, max(0, 235 - shade))
    colorMembers.append(
      JSONMember("c\(index)", .object([JSONMember("light", .string(hex)), JSONMember("dark", .string(dark))])))
  }
  var typography: [JSONMember] = []
  for index in 0..<styles {
    typography.append(
      JSONMember(
        "s\(index)",
        .object([
          JSONMember("size", .integer(11 + index % 20)),
          JSONMember("weight", .integer(100 * (1 + index % 9))),
          JSONMember("textStyle", .string(TextStyle.allCases[index % TextStyle.allCases.count].rawValue)),
          JSONMember(
            "dynamicScaling",
            .object([
              JSONMember("enabled", .bool(index % 3 != 0)), JSONMember("min", .number(10)),
              JSONMember("max", .integer(40 + index % 30)),
            ])),
        ])))
  }
  var components: [JSONMember] = []
  for index in 0..<min(100, colors / 4) {
    components.append(
      JSONMember(
        "k\(index)",
        .object([
          JSONMember("text", .string("c\(index * 2)")), JSONMember("link", .string("c\(index * 2 + 1)")),
          JSONMember(
            "background", .string(worstCase && index % 2 == 1 ? "c\(index * 3 % (colors - 1))" : "background")),
          JSONMember("textStyle", .string("s\(index % max(styles, 1))")),
        ])))
  }
  let kinds = ["image", "video"]
  let formats = ["banner", "inline", "text", "thumbnail"]
  let records: [JSONValue] = (0..<media).map { index in
    .object([
      JSONMember("id", .string("m\(index)")), JSONMember("kind", .string(kinds[index % 2])),
      JSONMember("format", .string(formats[index % 4])),
      JSONMember("thumbnailAlt", .string("A person waving, take \(index)")),
      JSONMember(
        "sourceAlt",
        index % 5 == 0
          ? .null : .string("A support agent waves from a call \(index == variant % media ? variant : index)")),
      JSONMember("label", .string("Welcome \(index)")), JSONMember("description", .string("Say hello")),
    ])
  }
  let document = JSONValue.object([
    JSONMember("format", .string("themereg.theme/1")), JSONMember("name", .string("bench")),
    JSONMember("colors", .object(colorMembers)), JSONMember("typography", .object(typography)),
    JSONMember("components", .object(components)), JSONMember("media", .array(records)),
  ])
  return JSONWriter.bytes(document, options: .pretty)
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

func inProcess(runs: Int) throws {
  let folder = NSTemporaryDirectory() + "themereg-bench-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let registry = try Registry.open(path: folder + "/bench.db", create: true)
  let documents = (0..<runs + 1).map { generatedTheme(colors: 500, styles: 100, media: 200, variant: $0) }
  _ = try registry.commit(bytes: documents[0], author: "bench", message: "warm-up")
  var commits: [Double] = []
  for document in documents.dropFirst() {
    commits.append(try milliseconds { _ = try registry.commit(bytes: document, author: "bench", message: "m") })
  }
  // The store's share: the same kind of commit with the document parsed and audited beforehand.
  let store = try StoreLocation.open(folder + "/store.db", create: true, now: "2026-01-01T00:00:00.000Z")
  let parsed = try documents.map { try ThemeDocument(bytes: $0) }
  let emptyRun = AuditRunDraft(
    summary: AuditRunSummary(
      ruleset: "a11y/1", profile: "wcag", errors: 0, warnings: 0, infos: 0, passed: true,
      createdAt: "2026-11-30T10:00:00.000Z"),
    findings: [], typeScale: nil)
  _ = try store.commit(
    PreparedCommit(
      document: parsed[0], author: "bench", message: "warm-up", createdAt: "2026-11-30T10:00:00.000Z", audit: emptyRun))
  var storeCommits: [Double] = []
  for document in parsed.dropFirst() {
    storeCommits.append(
      try milliseconds {
        _ = try store.commit(
          PreparedCommit(
            document: document, author: "bench", message: "m", createdAt: "2026-11-30T10:00:00.000Z", audit: emptyRun))
      })
  }
  let theme = try ThemeDocument(bytes: documents[0]).theme
  let worstTheme = try ThemeDocument(
    bytes: generatedTheme(colors: 500, styles: 100, media: 200, variant: 0, worstCase: true)
  )
  .theme
  var parses: [Double] = []
  var (syntaxParses, validations, canonicalForms): ([Double], [Double], [Double]) = ([], [], [])
  let parsedJSON = try JSONParser.parse(documents[0])
  var audits: [Double] = []
  var worstAudits: [Double] = []
  var findingCounts = (0, 0)
  for _ in 0..<runs {
    parses.append(try milliseconds { _ = try ThemeDocument(bytes: documents[0]) })
    syntaxParses.append(try milliseconds { _ = try JSONParser.parse(documents[0]) })
    validations.append(try milliseconds { _ = try ThemeDocument(json: parsedJSON) })
    canonicalForms.append(milliseconds { _ = ContentHash(of: JSONWriter.bytes(parsedJSON, options: .canonical)) })
    audits.append(milliseconds { findingCounts.0 = Auditor().audit(theme).findings.count })
    worstAudits.append(milliseconds { findingCounts.1 = Auditor().audit(worstTheme).findings.count })
  }
  let pairs = 1_000_000
  let colors = (0..<256).map { RGBA(red: Double($0) / 255, green: Double(255 - $0) / 255, blue: 0.5) }
  var sink = 0.0
  let elapsed = milliseconds {
    for index in 0..<pairs {
      sink += ContrastMath.ratio(colors[index & 255], colors[(index >> 8) & 255])
    }
  }
  precondition(sink > 0)
  print("theme: 500 colours × 2 appearances, 100 styles, 200 media (\(documents[0].count) bytes)")
  print(
    String(
      format: "commit in process (parse+validate+store+audit): median %.2f ms over %d runs (target ≤ 7 ms)",
      median(commits), runs))
  print(String(format: "  of which parse+validate: median %.2f ms", median(parses)))
  print(
    String(
      format: "    JSON syntax %.2f ms, theme rules %.2f ms, canonical form and hash %.2f ms", median(syntaxParses),
      median(validations) - median(canonicalForms), median(canonicalForms)))
  print(String(format: "  store alone (rows, document, version; no findings): median %.2f ms", median(storeCommits)))
  print(String(format: "audit: median %.2f ms, %d findings (target ≤ 2 ms)", median(audits), findingCounts.0))
  print(
    String(
      format: "audit, worst case (arbitrary colour pairs): median %.2f ms, %d findings", median(worstAudits),
      findingCounts.1))
  print(
    String(format: "contrast pairs: %.0f per second on one core (target ≥ 1,000,000)", Double(pairs) / elapsed * 1000))
}

/// The documents of the generated history, one per version: `write` gets each one in order.
/// Every version is distinct: colour 1 cycles through greys (so contrast findings come and go)
/// with a dark value that encodes the version number, and `changes - 1` further colours take
/// values derived from it.
func historyDocuments(versions: Int, colors count: Int = 40, changes: Int = 1, _ write: ([UInt8], Int) throws -> Void)
  throws
{
  let base = generatedTheme(colors: count, styles: 10, media: 10, variant: 0)
  var object = try JSONParser.parse(base)
  for number in 0..<versions {
    guard case .object(var members) = object else { return }
    let index = members.firstIndex { $0.key == "colors" }!
    guard case .object(var colors) = members[index].value else { return }
    let shade = number % 200
    colors[1].value = .object([
      JSONMember("light", .string(String(format: "#%02X%02X%02X", shade, shade, shade))),
      JSONMember("dark", .string(String(format: "#%02X%02X%02X", 255 - shade, (number / 200) % 256, 100))),
    ])
    for change in 1..<max(changes, 1) {
      let slot = 2 + (number * 7 + change * 13) % max(colors.count - 2, 1)
      colors[slot].value = .string(String(format: "#%02X%02X%02X", number % 256, (number / 256) % 256, change * 40))
    }
    members[index].value = .object(colors)
    object = .object(members)
    try write(JSONWriter.bytes(object, options: .pretty), number)
  }
}

func generateHistory(path: String, versions: Int) throws {
  let registry = try Registry.open(path: path, create: true)
  try historyDocuments(versions: versions) { bytes, number in
    _ = try registry.commit(bytes: bytes, author: "gen\(number % 5)", message: "version \(number + 1)")
    if number % 1000 == 999 { FileHandle.standardError.write(Data("  \(number + 1) versions\n".utf8)) }
  }
}

/// A registry of `count` themes, each FILE's document under its own name (theme-00000, …),
/// committed once each through the normal commit path, in process.
func generateThemes(path: String, count: Int, from file: String) throws {
  let registry = try Registry.open(path: path, create: true)
  guard case .object(var members) = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
  else { throw CocoaError(.fileReadCorruptFile) }
  let name = members.firstIndex { $0.key == "name" }!
  for index in 0..<count {
    members[name].value = .string(String(format: "theme-%05d", index))
    _ = try registry.commit(bytes: JSONWriter.bytes(.object(members)), author: "gen", message: "v1")
    if index % 1000 == 999 { FileHandle.standardError.write(Data("  \(index + 1) themes\n".utf8)) }
  }
}

/// Commit latency, history latency and the commit rate of 8 concurrent writers on one registry
/// (a file or a `postgres://` URL; `fresh` makes a new location for each measurement).
func backend(name: String, fresh: () -> String, runs: Int, historyVersions: Int) throws -> String {
  let documents = (0..<runs + 1).map { generatedTheme(colors: 500, styles: 100, media: 200, variant: $0) }
  let registry = try Registry.open(path: fresh(), create: true)
  _ = try registry.commit(bytes: documents[0], author: "bench", message: "warm-up")
  var commits: [Double] = []
  for document in documents.dropFirst() {
    commits.append(try milliseconds { _ = try registry.commit(bytes: document, author: "bench", message: "m") })
  }
  let history = try Registry.open(path: fresh(), create: true)
  try historyDocuments(versions: historyVersions) { bytes, number in
    _ = try history.commit(bytes: bytes, author: "gen\(number % 5)", message: "version \(number + 1)")
  }
  var queries: [Double] = []
  for _ in 0..<runs {
    queries.append(
      try milliseconds { _ = try history.history(HistoryFilter(theme: "bench", rule: "contrast.text")) })
  }
  // 8 writers, each with its own connection, committing to one theme at once.
  let shared = fresh()
  _ = try Registry.open(path: shared, create: true)
  let writers = 8
  let perWriter = 25
  let small = (0..<writers * perWriter).map { generatedTheme(colors: 40, styles: 10, media: 10, variant: $0) }
  let failures = Failures()
  let elapsed = milliseconds {
    DispatchQueue.concurrentPerform(iterations: writers) { writer in
      do {
        let client = try Registry.open(path: shared)
        for index in 0..<perWriter {
          let result = try client.commit(bytes: small[writer * perWriter + index], author: "w\(writer)", message: "m")
          // Two writers may send the content that is already the latest: that stores nothing.
          if case .created = result.outcome { failures.countCreated() }
        }
      } catch {
        failures.add("\(error)")
      }
    }
  }
  let landed = try Registry.open(path: shared).log(theme: "bench").count
  if !failures.messages.isEmpty || landed != failures.created {
    FileHandle.standardError.write(Data("\(name): \(landed) commits landed; \(failures.messages)\n".utf8))
    exit(1)
  }
  return String(
    format: "%@ %8.2f ms %14.2f ms %14.0f /s", name.padding(toLength: 11, withPad: " ", startingAt: 0), median(commits),
    median(queries), Double(landed) / elapsed * 1000)
}

/// Errors and created versions of concurrent writers, counted under a lock.
final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var messages: [String] = []
  private(set) var created = 0

  func countCreated() {
    lock.lock()
    created += 1
    lock.unlock()
  }

  func add(_ message: String) {
    lock.lock()
    messages.append(message)
    lock.unlock()
  }
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "integrity":
  try integrityBench(runs: Int(arguments.dropFirst().first ?? "50") ?? 50)
case "imports":
  try importBench(runs: Int(arguments.dropFirst().first ?? "9") ?? 9)
case "merge":
  try mergeBench(runs: Int(arguments.dropFirst().first ?? "11") ?? 11)
case "import-history":
  try historyImportBench(revisions: Int(arguments.dropFirst().first ?? "300") ?? 300)
case "in-process":
  try inProcess(runs: Int(arguments.dropFirst().first ?? "15") ?? 15)
case "history":
  let rest = Array(arguments.dropFirst())
  try generateHistory(path: rest[0], versions: Int(rest[1]) ?? 10_000)
case "themes":
  // themes PATH COUNT FILE
  let rest = Array(arguments.dropFirst())
  try generateThemes(path: rest[0], count: Int(rest[1]) ?? 1000, from: rest[2])
case "history-files":
  let rest = Array(arguments.dropFirst())
  // history-files FOLDER VERSIONS [COLOURS] [CHANGES PER VERSION]
  let colors = rest.count > 2 ? Int(rest[2]) ?? 40 : 40
  let changes = rest.count > 3 ? Int(rest[3]) ?? 1 : 1
  try historyDocuments(versions: Int(rest[1]) ?? 200, colors: colors, changes: changes) { bytes, number in
    try Data(bytes).write(to: URL(fileURLWithPath: rest[0] + "/\(number + 1).json"))
  }
case "backends":
  // backends FOLDER POSTGRES_URL [RUNS] [HISTORY_VERSIONS]
  let rest = Array(arguments.dropFirst())
  let runs = Int(rest.count > 2 ? rest[2] : "11") ?? 11
  let versions = Int(rest.count > 3 ? rest[3] : "1000") ?? 1000
  var counter = 0
  print("backend      commit (median)  history --rule (median)  8 writers × 25 commits")
  print(
    try backend(
      name: "SQLite",
      fresh: {
        counter += 1
        return rest[0] + "/backend-\(counter).db"
      }, runs: runs, historyVersions: versions))
  print(
    try backend(
      name: "PostgreSQL",
      fresh: {
        counter += 1
        return rest[1] + (rest[1].contains("?") ? "&" : "?") + "options=-csearch_path%3Dbench_\(counter)"
      }, runs: runs, historyVersions: versions))
case "theme":
  let rest = Array(arguments.dropFirst())
  FileHandle.standardOutput.write(
    Data(generatedTheme(colors: 500, styles: 100, media: 200, variant: Int(rest.first ?? "0") ?? 0)))
default:
  FileHandle.standardError.write(
    Data(
      "usage: themereg-bench in-process [RUNS] | history PATH N | themes PATH N FILE | history-files DIR N | theme VARIANT | backends DIR URL [RUNS] [N]\n"
        .utf8))
  exit(64)
}
