import Testing

@testable import ThemePostgres

/// Connection URLs in messages: rebuilt from libpq's own reading (`PQconninfoParse`), without
/// any option libpq calls a secret, whatever the spelling.
@Suite("PostgreSQL URLs in messages")
struct PostgresURLTests {
  @Test(arguments: [
    ("postgres://ann:s3cret@db:5432/themes", "postgres://ann@db:5432/themes"),
    ("postgresql://ann:s3cret@db/themes?sslmode=require", "postgresql://ann@db/themes?sslmode=require"),
    ("postgres://db/themes?user=ann&password=s3cret&sslmode=require", "postgres://ann@db/themes?sslmode=require"),
    ("postgres://ann@db/themes?options=-csearch_path%3Dx", "postgres://ann@db/themes?options=-csearch_path%3Dx"),
    // Keys libpq decodes: a percent-encoded key is still the password.
    ("postgres://tr@127.0.0.1:54329/themes?pass%77ord=S3cret", "postgres://tr@127.0.0.1:54329/themes"),
    ("postgres://tr@127.0.0.1/themes?%70assword=S3cret&sslpassword=K3y", "postgres://tr@127.0.0.1/themes"),
    // `?`, `@`, `%` and `/` inside a password (encoded where the URL needs it).
    ("postgres://tq:Tq?pw@db/themes", "postgres://tq@db/themes"),
    ("postgres://tq:a%40b%25c%2Fd@db/themes", "postgres://tq@db/themes"),
    ("postgres://ann@[::1]:5433,db2:5434/themes", "postgres://ann@[::1]:5433,db2:5434/themes"),
    ("postgres://ann:hunter2@db:notaport/themes", "postgres://ann@db:notaport/themes"),
    ("postgres:///themes?host=/var/run/postgresql", "postgres:///themes?host=%2Fvar%2Frun%2Fpostgresql"),
  ])
  func passwordsNeverReachMessages(_ url: String, _ shown: String) {
    let redacted = PostgresURL.redacted(url)
    #expect(redacted == shown)
    for secret in ["s3cret", "S3cret", "K3y", "Tq?pw", "pw", "a@b", "a%40b"] {
      #expect(!redacted.contains(secret), "\(redacted)")
    }
  }

  @Test(arguments: ["postgres://ann:a/b@c@db/themes", "postgresql://ann:x/y@db/themes"])
  func aURLLibpqCannotReadShowsOnlyItsScheme(_ url: String) {
    #expect(PostgresURL.redacted(url).hasSuffix("://(a URL libpq cannot read)"))
  }

  @Test func libpqMessagesLoseTheSecret() {
    let url = "postgres://ann:hunter2@db/themes?sslpassword=k3y&pass%77ord=x9z"
    let message = "invalid URI \"postgres://ann:hunter2@db/themes?sslpassword=k3y&pass%77ord=x9z\" (x9z)"
    let scrubbed = PostgresURL.scrubbed(message, url: url)
    #expect(!scrubbed.contains("hunter2"))
    #expect(!scrubbed.contains("k3y"))
    #expect(!scrubbed.contains("x9z"))
  }

  @Test(arguments: ["postgres://h/db", "postgresql://h/db"])
  func serverURLsSelectThePostgresStore(_ url: String) {
    #expect(PostgresURL.matches(url))
  }

  @Test(arguments: ["themes.db", "./postgres://x", "/tmp/postgres.db", "Postgres://h/db"])
  func everythingElseIsAFile(_ path: String) {
    #expect(!PostgresURL.matches(path))
  }
}
