import FoundationEssentials
import ThemeAudit
import ThemeModel
import ThemeRegistry
import ThemeStore

/// A theme whose colours form one alias chain of `links` links, each naming the next.
func aliasChainTheme(links: Int) -> [UInt8] {
  var colors: [String] = []
  colors.reserveCapacity(links + 1)
  for index in 0..<links { colors.append("\"c\(index)\":\"{c\(index + 1)}\"") }
  colors.append("\"c\(links)\":\"#336699\"")
  let document =
    "{\"format\":\"themereg.theme/1\",\"name\":\"chain\",\"colors\":{\(colors.joined(separator: ","))},"
    + "\"components\":{\"x\":{\"text\":\"c0\",\"background\":\"c\(links / 2)\"}}}"
  return Array(document.utf8)
}

/// What the integrity work of issue 11 costs: the content hash every read now checks, and
/// validating long alias chains (quadratic and worse before).
func integrityBench(runs: Int) throws {
  let document = generatedTheme(colors: 500, styles: 100, media: 200, variant: 0)
  let canonical = try ThemeDocument(bytes: document).canonicalBytes
  var hashes: [Double] = []
  for _ in 0..<max(runs, 50) { hashes.append(milliseconds { _ = ContentHash(of: canonical) }) }
  print(
    String(
      format: "hash check on read (SHA-256 of the %d canonical bytes): median %.3f ms (target well under 1 ms)",
      canonical.count, median(hashes)))
  // The digests a commit stores with its audit run (FactDigest): its findings' and the run's.
  let draft = try Registry.draftCommit(bytes: document, author: "bench", message: "m")
  if let run = draft.prepared.audit {
    var digests: [Double] = []
    for _ in 0..<max(runs, 50) {
      digests.append(
        milliseconds {
          let findings = FactDigest.findings(run.findings, typeScaleKey: run.typeScale?.key)
          _ = FactDigest.run(contentHash: "sha256:00", summary: run.summary, findingsDigest: findings)
        })
    }
    print(
      String(
        format:
          "stored-fact digests of a commit's audit run (%d findings): median %.3f ms (target a few %% of a commit)",
        run.findings.count, median(digests)))
  }
  // Source positions are recorded only when asked (SARIF of a file): plain parsing pays nothing.
  var plain: [Double] = []
  var mapped: [Double] = []
  for _ in 0..<max(runs, 20) {
    plain.append(try milliseconds { _ = try JSONParser.parse(document) })
    mapped.append(try milliseconds { _ = try JSONParser.parseWithSourceMap(document) })
  }
  print(
    String(
      format: "JSON parse of the %d-byte theme: median %.3f ms; with source positions (SARIF): %.3f ms",
      document.count, median(plain), median(mapped)))
  // 9,999 links: the most a theme may hold (10,000 colours).
  for links in [1_000, 9_999] {
    let chain = aliasChainTheme(links: links)
    var samples: [Double] = []
    for _ in 0..<5 {
      samples.append(
        try milliseconds {
          let theme = try ThemeDocument(bytes: chain).theme
          _ = Auditor().audit(theme)
        })
    }
    print(
      String(
        format: "alias chain of %d links: validate + audit median %.1f ms (target well under 1 s)", links,
        median(samples)))
  }
}
