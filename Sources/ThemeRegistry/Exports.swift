// The record types the service's API returns and takes (versions, log entries, audit runs,
// approvals, queries) are the store contract's: a client of the service sees them through it
// and never imports the store itself, so each layer depends only on the one below.
@_exported import ThemeStore
