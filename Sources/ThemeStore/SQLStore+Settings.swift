import ThemeModel

extension SQLStore {
  /// The value of the registry setting `name`, nil when unset; refused when its row no
  /// longer matches its digest.
  public func setting(_ name: String) throws(StoreError) -> String? {
    let found = try run {
      try connection.first(
        "SELECT value, digest FROM registry_settings WHERE name = :name", ["name": .text(name)]
      ) { row in (value: row.string("value"), digest: row.blob("digest")) }
    }
    guard let found else { return nil }
    guard found.digest == FactDigest.setting(name: name, value: found.value) else {
      throw .damagedSetting(name: name)
    }
    return found.value
  }

  /// Sets (or, with nil, clears) the registry setting `name`, with its digest.
  public func setSetting(_ name: String, to value: String?) throws(StoreError) {
    try run {
      try connection.transaction {
        guard let value else {
          try connection.execute("DELETE FROM registry_settings WHERE name = :name", ["name": .text(name)])
          return
        }
        try connection.execute(
          """
          INSERT INTO registry_settings (name, value, digest) VALUES (:name, :value, :digest)
          ON CONFLICT (name) DO UPDATE SET value = excluded.value, digest = excluded.digest
          """,
          [
            "name": .text(name), "value": .text(value),
            "digest": .blob(FactDigest.setting(name: name, value: value)),
          ])
      }
    }
  }

  /// Every setting, by name, each checked against its digest (for copying a registry).
  public func settings() throws(StoreError) -> [String: String] {
    var rows: [(name: String, value: String, digest: [UInt8])] = []
    try run {
      try connection.forEachRow(
        "SELECT name, value, digest FROM registry_settings ORDER BY name", [:], columns: ["name", "value", "digest"]
      ) { values in
        guard case .blob(let digest) = values[2] else { return rows.append((values[0].text, values[1].text, [])) }
        rows.append((values[0].text, values[1].text, digest))
      }
    }
    var result: [String: String] = [:]
    for row in rows {
      guard row.digest == FactDigest.setting(name: row.name, value: row.value) else {
        throw .damagedSetting(name: row.name)
      }
      result[row.name] = row.value
    }
    return result
  }

  /// The provenance of each version of `theme` that has one (`git:<commit id>`), with its
  /// number: what an import of a history has brought in already.
  public func provenances(theme: String) throws(StoreError) -> [String: Int] {
    var result: [String: Int] = [:]
    try run {
      try connection.forEachRow(
        """
        SELECT v.provenance AS provenance, v.number AS number FROM versions v JOIN themes t ON t.id = v.theme_id
        WHERE t.name = :theme AND v.provenance IS NOT NULL
        """, ["theme": .text(theme)], columns: ["provenance", "number"]
      ) { values in result[values[0].text] = values[1].number ?? 0 }
    }
    return result
  }
}
