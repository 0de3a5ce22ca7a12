import Foundation
import ThemeModel

/// Theme documents for tests, as JSON objects that tests can change in one place.
public enum SampleThemes {
  /// A theme that uses every section and every colour syntax, and passes the audit's error rules.
  public static func rich(name: String = "acme-chat") -> [String: Any] {
    [
      "format": "themereg.theme/1",
      "name": name,
      "displayName": "Acme Chat",
      "description": "Every feature once.",
      "locales": ["en", "ar"],
      "colors": [
        "background": ["light": "#FFFFFF", "dark": "#1C1C1E"],
        "incomingBubble": [
          "light": "#E9E9EB", "dark": "#3A3A3C", "lightHighContrast": "#F2F2F7", "darkHighContrast": "#2C2C2E",
        ],
        "incomingText": ["light": "#000", "dark": "#FFFFFFFF"],
        "outgoingBubble": ["light": "#0B5FFF", "dark": "#0A5CD6"],
        "outgoingText": "#FFFFFF",
        "link": "{outgoingText}",
        "incomingLink": ["light": "rgb(10, 79, 196)", "dark": "rgb(125 180 255 / 1)"],
        "inputText": ["light": "#1C1C1E", "dark": "#F2F2F7"],
        "inputPlaceholder": ["light": "rgba(60, 60, 67, 0.75)", "dark": "rgba(235, 235, 245, 0.6)"],
        // A ring that stands out 3:1 from the canvas and from every bubble it can surround.
        "focus": ["light": ["colorSpace": "srgb", "components": [0.0, 0.0, 0.0], "alpha": 1], "dark": "#FFFFFF"],
        "sendTint": ["light": "#0B5FFF", "dark": "#4C8DFF"],
      ],
      "typography": [
        "body": [
          "fontFamily": "system", "size": 17, "weight": "regular", "lineHeight": 1.3, "textStyle": "body",
          "dynamicScaling": ["enabled": true, "min": 15, "max": 40],
        ],
        "title": [
          "fontFamily": "system", "size": 28, "weight": 700, "textStyle": "title1",
          "dynamicScaling": ["enabled": true, "min": 24, "max": 56],
        ],
      ],
      "components": [
        "incomingMessage": [
          "text": "incomingText", "link": "incomingLink", "background": "incomingBubble", "textStyle": "body",
        ],
        "outgoingMessage": [
          "text": "outgoingText", "link": "link", "background": "outgoingBubble", "textStyle": "body",
        ],
        "input": [
          "text": "inputText", "placeholder": "inputPlaceholder", "background": "background", "textStyle": "body",
        ],
      ],
      "focusRing": ["feed": "focus", "subview": "#0B5FFF", "feedBackground": "background"],
      "images": [
        "backButtonImage": ["symbol": "chevron.backward", "direction": "horizontal", "mirrorsInRTL": true],
        "sendButtonImage": ["asset": "send.pdf", "mirrorsInRTL": true],
        "scrollToBottomImage": ["symbol": "arrow.down", "direction": "vertical"],
        "logo": ["asset": "logo.png", "direction": "none", "accessibilityLabel": "Acme", "decorative": false],
      ],
      "iconButtons": [
        "send": [
          "image": "sendButtonImage", "accessibilityLabel": "Send message", "tint": "sendTint",
          "background": "background",
          "size": 44,
        ]
      ],
      "media": [
        [
          "id": "welcome-banner", "kind": "image", "format": "banner",
          "thumbnailAlt": "Three people waving from a video call",
          "sourceAlt": "Three support agents wave from a video call", "label": NSNull(), "description": NSNull(),
        ]
      ],
      "motion": [
        "toast": ["animation": "slide", "reduceMotion": "fade"],
        "searchBar": ["animation": "slide", "reduceMotion": "none"],
      ],
      "materials": ["composerBar": ["liquidGlass": true, "fallback": "background"]],
      "extensions": ["com.example.tool": ["anything": true]],
    ]
  }

  /// A small valid theme with one colour and one component.
  public static func minimal(name: String = "mini", text: String = "#000000", background: String = "#FFFFFF")
    -> [String: Any]
  {
    [
      "format": "themereg.theme/1", "name": name,
      "colors": ["background": background, "text": text],
      "components": ["body": ["text": "text", "background": "background"]],
    ]
  }

  /// `object` serialized as JSON bytes.
  public static func bytes(_ object: [String: Any]) -> [UInt8] {
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return [UInt8](data)
  }

  /// `object` with the value at a dotted `path` replaced (or removed when `value` is nil).
  public static func setting(_ object: [String: Any], _ path: String, to value: Any?) -> [String: Any] {
    let keys = path.split(separator: ".").map(String.init)
    return set(object, keys[...], value)
  }

  /// `object` with the value at `keys` replaced (or removed when `value` is nil); keys may hold dots.
  public static func setting(_ object: [String: Any], keys: [String], to value: Any?) -> [String: Any] {
    set(object, keys[...], value)
  }

  private static func set(_ object: [String: Any], _ keys: ArraySlice<String>, _ value: Any?) -> [String: Any] {
    var copy = object
    let key = keys.first!
    if keys.count == 1 {
      copy[key] = value
    } else {
      copy[key] = set(copy[key] as? [String: Any] ?? [:], keys.dropFirst(), value)
    }
    return copy
  }

  /// A parsed, validated theme; traps when the sample is invalid (a bug in the test).
  public static func theme(_ object: [String: Any]) -> Theme {
    do {
      return try ThemeDocument(bytes: bytes(object)).theme
    } catch {
      fatalError("sample theme is invalid: \(error)")
    }
  }
}

/// A folder under the system's temporary directory, removed when released.
public final class TemporaryDirectory: @unchecked Sendable {
  /// The folder's path.
  public let path: String
  /// The test server's schemas handed out by `postgresRegistry()`, dropped with the folder.
  private var schemas: [String] = []
  private let schemasLock = NSLock()

  /// Creates a fresh, empty folder.
  public init() {
    path = NSTemporaryDirectory() + "themereg-tests-" + UUID().uuidString
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
    RegistryBackend.dropSchemas(schemas)
  }

  /// The URL of a fresh, empty schema of the PostgreSQL test server, dropped when this folder
  /// is released: each test owns its registry there too.
  public func postgresRegistry() -> String {
    let (url, schema) = RegistryBackend.freshPostgresSchema()
    schemasLock.withLock { schemas.append(schema) }
    return url
  }

  /// A path inside the folder.
  public func file(_ name: String) -> String { path + "/" + name }

  /// Writes `bytes` to a file in the folder and returns its path.
  @discardableResult
  public func write(_ name: String, _ bytes: [UInt8]) -> String {
    let target = file(name)
    // Folders in the name are made first, so a test can lay out a tree.
    try? FileManager.default.createDirectory(
      atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: target, contents: Data(bytes))
    return target
  }

  /// The bytes of a file, or nil when it does not exist.
  public func read(_ name: String) -> [UInt8]? {
    FileManager.default.contents(atPath: file(name)).map { [UInt8]($0) }
  }
}
