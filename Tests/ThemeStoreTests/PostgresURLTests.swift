import Testing

@testable import ThemePostgres

@Suite("PostgreSQL URLs in messages")
struct PostgresURLTests {
  @Test(arguments: [
    ("postgres://ann:s3cret@db:5432/themes", "postgres://ann@db:5432/themes"),
    ("postgresql://ann:s3cret@db/themes?sslmode=require", "postgresql://ann@db/themes?sslmode=require"),
    ("postgres://ann:a/b@c@db/themes", "postgres://ann@db/themes"),
    ("postgres://db/themes?user=ann&password=s3cret&sslmode=require", "postgres://db/themes?user=ann&sslmode=require"),
    ("postgres://ann@db/themes?options=-csearch_path%3Dx", "postgres://ann@db/themes?options=-csearch_path%3Dx"),
    ("postgres://db/themes?PASSWORD=s3cret", "postgres://db/themes"),
  ])
  func passwordsNeverReachMessages(_ url: String, _ shown: String) {
    #expect(PostgresURL.redacted(url) == shown)
  }

  @Test func libpqMessagesLoseTheSecret() {
    let url = "postgres://ann:hunter2@db/themes?sslpassword=k3y"
    let message = "invalid URI \"postgres://ann:hunter2@db/themes?sslpassword=k3y\""
    let scrubbed = PostgresURL.scrubbed(message, url: url)
    #expect(!scrubbed.contains("hunter2"))
    #expect(!scrubbed.contains("k3y"))
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
