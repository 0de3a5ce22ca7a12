import Foundation
import ThemeModel
import ThemeTestSupport

/// A page of swatches over a stylesheet, loaded in headless Chromium once per state
/// (`Scripts/checks/css_modes.py`): the computed colours by state name and swatch id (`null`
/// when the script failed: the outcome says why).
enum CSSModesPage {
  static func computed(stylesheet: String, page: String, states: [[String: Any]]) throws -> (
    result: JSONValue, outcome: PythonTools.Outcome
  ) {
    let folder = TemporaryDirectory()
    folder.write("theme.css", Array(stylesheet.utf8))
    let statesJSON = try JSONSerialization.data(withJSONObject: states, options: [.sortedKeys])
    let path = folder.write("page.html", Array(page.utf8))
    let outcome = PythonTools.run("css_modes.py", [path, folder.write("states.json", [UInt8](statesJSON))])
    return ((try? JSONParser.parse(Array(outcome.out.utf8))) ?? .null, outcome)
  }
}
