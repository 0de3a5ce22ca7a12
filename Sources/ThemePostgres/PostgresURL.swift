/// Registry locations that name a PostgreSQL database rather than a file.
public enum PostgresURL {
  /// Whether `location` is a PostgreSQL connection URL (`postgres://` or `postgresql://`).
  public static func matches(_ location: String) -> Bool {
    location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
  }

  /// One option of a connection string as libpq reads it.
  struct Option {
    var keyword: String
    var value: String
    /// libpq marks it a secret (`dispchar` `*`: `password`, `sslpassword`, …).
    var isSecret: Bool
  }

  /// The options libpq reads from `url` (`PQconninfoParse`: percent-decoded, with the keys it
  /// accepts, however they were spelled), or nil when libpq cannot read it or is not installed.
  static func options(_ url: String) -> [Option]? {
    guard let libpq = try? LibPQ.loaded() else { return nil }
    var error: UnsafeMutablePointer<CChar>?
    guard let parsed = libpq.conninfoParse(url, &error) else {
      if let error { libpq.freemem(error) }
      return nil
    }
    defer { libpq.conninfoFree(parsed) }
    var options: [Option] = []
    var entry = parsed
    while let keyword = entry.pointee.keyword {
      if let value = entry.pointee.val {
        let display = entry.pointee.dispchar.map { String(cString: $0) } ?? ""
        options.append(
          Option(keyword: String(cString: keyword), value: String(cString: value), isSecret: display.contains("*")))
      }
      entry += 1
    }
    return options
  }

  /// The URL for messages, rebuilt from libpq's own reading of it without any option libpq
  /// calls a secret: whatever the spelling (`pass%77ord=`, a `?` or `@` inside a password), what
  /// libpq would send as a password is never shown. A URL libpq cannot read shows only its
  /// scheme (libpq will not connect with it, and what it holds cannot be told apart).
  public static func redacted(_ url: String) -> String {
    let scheme = url.hasPrefix("postgresql://") ? "postgresql://" : "postgres://"
    guard let options = options(url) else { return scheme + "(a URL libpq cannot read)" }
    var values: [String: String] = [:]
    var query: [String] = []
    for option in options where !option.isSecret {
      switch option.keyword {
      case "user", "host", "port", "dbname": values[option.keyword] = option.value
      default: query.append(encoded(option.keyword) + "=" + encoded(option.value))
      }
    }
    var authority = values["user"].map { encoded($0) + "@" } ?? ""
    let hosts = values["host"].map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) } ?? []
    let ports = values["port"].map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) } ?? []
    if hosts.contains(where: { $0.hasPrefix("/") }) {
      // A socket folder is no URL host: it stays a parameter.
      query.insert("host=" + encoded(values["host"] ?? ""), at: 0)
      if let port = values["port"] { query.insert("port=" + encoded(port), at: 1) }
    } else {
      let count = max(hosts.count, ports.count)
      authority += (0..<count).map { index in
        let host = index < hosts.count ? hosts[index] : ""
        let port = index < ports.count ? ports[index] : ""
        let shownHost = host.contains(":") ? "[" + host + "]" : encoded(host)
        return shownHost + (port.isEmpty ? "" : ":" + encoded(port))
      }.joined(separator: ",")
    }
    let path = values["dbname"].map { "/" + encoded($0) } ?? ""
    let shown = scheme + authority + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    // What the writer meant as a password but libpq reads as something else (`ann:a/b@c@db`,
    // whose `/` ends the host for libpq) is not shown either.
    if let meant = meantPassword(url), !meant.isEmpty, decoded(shown).contains(decoded(meant)) {
      return scheme + "(a URL libpq cannot read)"
    }
    return shown
  }

  /// What stands where a URL's password would: between the user's `:` and the last `@`
  /// before any query.
  static func meantPassword(_ url: String) -> String? {
    guard let schemeEnd = url.firstRange(of: "://") else { return nil }
    let rest = url[schemeEnd.upperBound...]
    guard let at = rest.lastIndex(of: "@"), let colon = rest[..<at].firstIndex(of: ":") else { return nil }
    return String(rest[rest.index(after: colon)..<at])
  }

  /// `message` with every secret of `url` replaced by `***`: libpq's messages about a URL may
  /// quote parts of it. The secrets are libpq's reading of them and the URL's own spelling.
  static func scrubbed(_ message: String, url: String) -> String {
    var secrets = (options(url) ?? []).filter(\.isSecret).map(\.value)
    // A URL libpq could not read: what stands where a password would.
    if let meant = meantPassword(url) { secrets.append(meant) }
    if let schemeEnd = url.firstRange(of: "://") {
      let rest = url[schemeEnd.upperBound...]
      for parameter in rest.split(whereSeparator: { $0 == "?" || $0 == "&" }).dropFirst() {
        let pair = parameter.split(separator: "=", maxSplits: 1)
        if pair.count == 2, decoded(String(pair[0])).lowercased().contains("password") {
          secrets.append(String(pair[1]))
        }
      }
    }
    var result = message
    for secret in secrets.sorted(by: { $0.count > $1.count }) where !secret.isEmpty {
      result = result.replacing(secret, with: "***")
    }
    return result
  }

  /// `text` with its `%XX` escapes decoded (an invalid one kept as written).
  static func decoded(_ text: String) -> String {
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text` percent-encoded but for unreserved characters (RFC 3986).
  static func encoded(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
        bytes.append(byte)
      default:
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
