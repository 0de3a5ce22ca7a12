/// Registry locations that name a PostgreSQL database rather than a file.
public enum PostgresURL {
  /// Whether `location` is a PostgreSQL connection URL (`postgres://` or `postgresql://`).
  public static func matches(_ location: String) -> Bool {
    location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
  }

  /// The URL without its password (in the user part or a `password=` parameter), for messages.
  public static func redacted(_ url: String) -> String {
    guard let schemeEnd = url.firstRange(of: "://") else { return url }
    let scheme = url[..<schemeEnd.upperBound]
    var rest = Substring(url[schemeEnd.upperBound...])
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
    if let at = rest[..<authorityEnd].lastIndex(of: "@") {
      let user = rest[..<at]
      let name = user.firstIndex(of: ":").map { user[..<$0] } ?? user
      rest = name + rest[at...]
    }
    guard let question = rest.firstIndex(of: "?") else { return String(scheme + rest) }
    let parameters = rest[rest.index(after: question)...].split(separator: "&").filter {
      let key = $0.split(separator: "=", maxSplits: 1).first.map { String($0).lowercased() } ?? ""
      return key != "password" && key != "sslpassword"
    }
    return String(scheme + rest[..<question]) + (parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&"))
  }
}
