/// Registry locations that name a PostgreSQL database rather than a file.
public enum PostgresURL {
  /// Whether `location` is a PostgreSQL connection URL (`postgres://` or `postgresql://`).
  public static func matches(_ location: String) -> Bool {
    location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
  }

  /// The URL without its passwords (in the user part or a `password=` parameter), for messages.
  ///
  /// The user part ends at the last `@` before the query: a password with an unencoded `/`
  /// or `@` is still cut out whole, at worst with more of the URL than needed.
  public static func redacted(_ url: String) -> String {
    guard let schemeEnd = url.firstRange(of: "://") else { return url }
    let scheme = url[..<schemeEnd.upperBound]
    let rest = url[schemeEnd.upperBound...]
    let queryStart = rest.firstIndex(of: "?") ?? rest.endIndex
    var base = rest[..<queryStart]
    if let at = base.lastIndex(of: "@") {
      let user = base[..<at]
      base = (user.firstIndex(of: ":").map { user[..<$0] } ?? user) + base[at...]
    }
    guard queryStart < rest.endIndex else { return String(scheme + base) }
    let parameters = rest[rest.index(after: queryStart)...].split(separator: "&").filter {
      let key = $0.split(separator: "=", maxSplits: 1).first.map { String($0).lowercased() } ?? ""
      return key != "password" && key != "sslpassword"
    }
    return String(scheme + base) + (parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&"))
  }

  /// `message` with every password of `url` (as written in it) replaced by `***`: libpq's
  /// messages about a malformed URL may quote parts of it.
  static func scrubbed(_ message: String, url: String) -> String {
    var secrets: [Substring] = []
    if let schemeEnd = url.firstRange(of: "://") {
      let rest = url[schemeEnd.upperBound...]
      let base = rest[..<(rest.firstIndex(of: "?") ?? rest.endIndex)]
      if let at = base.lastIndex(of: "@"), let colon = base[..<at].firstIndex(of: ":") {
        secrets.append(base[base.index(after: colon)..<at])
      }
      if let query = rest.firstIndex(of: "?") {
        for parameter in rest[rest.index(after: query)...].split(separator: "&") {
          let pair = parameter.split(separator: "=", maxSplits: 1)
          if pair.count == 2, ["password", "sslpassword"].contains(pair[0].lowercased()) { secrets.append(pair[1]) }
        }
      }
    }
    var result = message
    for secret in secrets where !secret.isEmpty {
      result = result.replacing(secret, with: "***")
    }
    return result
  }
}
