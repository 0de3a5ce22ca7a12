/// The frame every report page shares: `lang`, a Content-Security-Policy that forbids every
/// request (styles are inline, images are inline SVG), the style sheet, a header with the
/// page's title and navigation, and a footer.
struct ReportPage {
  /// A link of the navigation.
  struct Link {
    var href: String
    var label: String
    var current: Bool
  }

  /// The policy: nothing may be fetched, run or framed; inline styles only.
  static let contentSecurityPolicy =
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

  var title: String
  var heading: String
  var subheading: String?
  var links: [Link]
  var body: Markup

  /// The page as bytes. `subheading` is markup its caller escaped; everything else is text.
  var bytes: [UInt8] {
    var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.contentSecurityPolicy)\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
    html += "<meta name=\"generator\" content=\"themereg\">\n"
    html += "<title>\(HTML.escape(title))</title>\n<style>\n\(ReportStyle.css)\n</style>\n</head>\n<body>\n"
    html += "<header>\n"
    if !links.isEmpty {
      html += "<nav aria-label=\"Report pages\"><ul>"
      for link in links {
        html += "<li><a href=\"\(HTML.escape(link.href))\"\(link.current ? " aria-current=\"page\"" : "")>"
        html += "\(HTML.escape(link.label))</a></li>"
      }
      html += "</ul></nav>\n"
    }
    html += "<h1>\(HTML.escape(heading))</h1>\n"
    if let subheading { html += "<p class=\"muted\">\(subheading)</p>\n" }
    html += "</header>\n<main>\n"
    // The body (megabytes for a large theme) is copied once, straight into the bytes.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(html.utf8.count + body.count + 256)
    bytes += html.utf8
    bytes += body.bytes
    html = "</main>\n"
    html +=
      "<footer><p class=\"muted\">Written by themereg from the registry; the same registry state writes the same bytes.</p></footer>\n"
    html += "</body>\n</html>\n"
    bytes += html.utf8
    return bytes
  }
}
