import ThemeModel

/// The checks of `check` that do not depend on the database engine, shared by both stores.
package enum IntegrityChecks {
  /// The stored documents (each an id and the hash it must have) that cannot be read or no
  /// longer hash to their hash.
  package static func damagedDocuments(
    _ documents: [(id: Int, hash: String)], progress: ((Int, Int) -> Void)?,
    read: ((id: Int, hash: String)) throws -> [UInt8]
  ) -> [(document: (id: Int, hash: String), problem: String)] {
    var damaged: [(document: (id: Int, hash: String), problem: String)] = []
    for (offset, document) in documents.enumerated() {
      progress?(offset + 1, documents.count)
      do {
        let actual = ContentHash(of: try read(document)).description
        if actual != document.hash {
          damaged.append((document, "hashes to \(actual), not \(document.hash): it was changed"))
        }
      } catch {
        damaged.append((document, "cannot be read: \(error)"))
      }
    }
    return damaged
  }

  /// A problem naming the versions (`THEME@N`) that use a damaged document.
  package static func damagedDocumentProblem(users: [String], problem: String) -> IntegrityProblem {
    IntegrityProblem(
      "the stored document of \(users.isEmpty ? "no version" : users.joined(separator: ", ")) \(problem)")
  }

  /// Problems with a theme's numbering and audit runs.
  package static func versionProblems(
    theme name: String, latest: Int, count: Int, highest: Int, unaudited: [Int]
  ) -> [IntegrityProblem] {
    var problems: [IntegrityProblem] = []
    if count != highest || latest != highest {
      problems.append(
        IntegrityProblem(
          "\(name): versions are not numbered 1…\(highest) without gaps (latest \(latest), \(count) versions)"))
    }
    if !unaudited.isEmpty {
      problems.append(
        IntegrityProblem("\(name): version(s) \(unaudited.map(String.init).joined(separator: ", ")) have no audit run"))
    }
    return problems
  }

  /// Problems with the current normalized rows of `theme@latest` against its stored document.
  package static func rowProblems(
    theme name: String, latest: Int, document: ThemeDocument, storedRows: (String) throws -> [[SQLValue]],
    storedDigest: (String) throws -> String?
  ) rethrows -> [IntegrityProblem] {
    var problems: [IntegrityProblem] = []
    let expected = ThemeRows(theme: document.theme)
    for table in VersionedTable.all {
      if Set(try storedRows(table.name)) != Set(expected.rows[table.name] ?? []) {
        problems.append(IntegrityProblem("\(name)@\(latest): the \(table.name) rows do not match the stored document"))
      }
      if let digest = try storedDigest(table.name), digest != expected.digest(of: table.name) {
        problems.append(IntegrityProblem("\(name)@\(latest): the stored digest of the \(table.name) rows is stale"))
      }
    }
    return problems
  }

  /// A problem when the fingerprints recorded for a theme's current rows in `table` are not
  /// those of the rows (`current`: each current row's id and stored values): the next commit
  /// would keep rows it should close. Nothing recorded (NULL) is no problem.
  package static func fingerprintProblem(
    theme name: String, latest: Int, table: String, recorded: [UInt8]?, current: [(id: Int, stored: [SQLValue])]
  ) -> IntegrityProblem? {
    guard let recorded else { return nil }
    let expected = Dictionary(current.map { (RowFingerprint(of: $0.stored), $0.id) }) { first, _ in first }
    guard RowFingerprints.decode(recorded) != expected else { return nil }
    return IntegrityProblem(
      "\(name)@\(latest): the recorded fingerprints of the current \(table) rows do not match them")
  }
}
