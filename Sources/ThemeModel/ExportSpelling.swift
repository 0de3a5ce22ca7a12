/// Every identifier an export gives a theme's names under one configuration: the part that
/// comes from the theme and the configuration (prefixes, type names, the CSS case) spelled
/// once, and each name's own part by `ExportNaming`'s fixed rules. The exporters, the audit's
/// collision check and `diff` all spell through it, so what the audit checks is what is written.
public struct ExportSpelling: Sendable {
  /// The configuration.
  public let configuration: ExportConfiguration
  /// `AcmeChat`: the first word of the Swift type names and the catalog's namespace.
  public let appleType: String
  /// `AcmeChat`: the first word of the Compose type names.
  public let composeType: String
  /// `themereg.acme_chat`: the Compose file's package.
  public let kotlinPackage: String
  /// `acme_chat`: the Android resource prefix; empty for none.
  public let androidPrefix: String

  /// The spelling of `theme`'s identifiers under `configuration`.
  public init(theme: String, configuration: ExportConfiguration = .default) {
    self.configuration = configuration
    let type = ExportNaming.upperCamel(theme)
    appleType = configuration.ios.typeName ?? type
    composeType = configuration.android.typeName ?? type
    kotlinPackage = configuration.android.package ?? "themereg." + ExportNaming.snake(theme)
    androidPrefix = configuration.android.prefix ?? ExportNaming.androidPrefix(theme)
  }

  // MARK: Android

  /// An Android resource name: `PREFIX_[KIND_]NAME` (`acme_chat_outgoing_bubble`).
  public func android(_ name: String, kind: String? = nil) -> String {
    android(words: ExportNaming.asciiWords(name), kind: kind)
  }

  /// The resource name of the colour `name`: `android(name)`, or with `android.names:
  /// as-written` the name itself when it is one already (an import of `res/` named it).
  public func androidColor(_ name: String) -> String {
    androidColor(name, words: ExportNaming.asciiWords(name))
  }

  /// `androidColor(_:)` with the name's `asciiWords`.
  func androidColor(_ name: String, words: [String]) -> String {
    if configuration.android.keepsNames && ExportNaming.isAndroidResourceName(name) { return name }
    return android(words: words)
  }

  /// `android(_:kind:)` for a name already split by `asciiWords`.
  func android(words: [String], kind: String? = nil) -> String {
    let rest = ExportNaming.androidName(words: words, kind: kind)
    guard androidPrefix.isEmpty else { return androidPrefix + "_" + rest }
    // Without a prefix the name itself must be a Java identifier that aapt2 takes.
    guard let first = rest.unicodeScalars.first, ("a"..."z").contains(first) else { return "x_" + rest }
    return rest
  }

  // MARK: CSS

  /// The words of a CSS custom property, spelt in the configured case.
  func cssWords(_ words: [String]) -> String {
    switch configuration.css.nameCase {
    case .kebab: ExportNaming.kebab(words: words)
    case .camel: ExportNaming.camel(words: words)
    case .snake: words.isEmpty ? "unnamed" : words.map { $0.lowercased() }.joined(separator: "_")
    }
  }

  /// `--PREFIX-` (or themereg's own `--KIND-`) before a property's name.
  func cssLead(kind: String) -> String {
    switch configuration.css.prefix {
    case nil: "--" + kind + "-"
    case ""?: kind == "color" ? "--" : "--" + kind + "-"
    case let prefix?: kind == "color" ? "--\(prefix)-" : "--\(prefix)-" + kind + "-"
    }
  }

  /// The custom property of the colour `name`: `--color-brand-blue`, `--acme-brand-blue`.
  public func cssColor(_ name: String) -> String { cssColor(words: ExportNaming.asciiWords(name)) }

  func cssColor(words: [String]) -> String { cssLead(kind: "color") + cssWords(words) }

  /// The first part of the properties of the style `name`: `--font-body` (then `-size`, …).
  public func cssFont(_ name: String) -> String {
    cssLead(kind: "font") + cssWords(ExportNaming.asciiWords(name))
  }

  /// The custom property of a token at `path` (`spacing.md` → `--spacing-md`, `--acme-spacing-md`).
  public func cssToken(_ path: [String]) -> String {
    let words = path.flatMap(ExportNaming.asciiWords)
    switch configuration.css.prefix {
    case nil, ""?: return "--" + cssWords(words)
    case let prefix?: return "--\(prefix)-" + cssWords(words)
    }
  }

  // MARK: Apple

  /// The UIKit file's type: `AcmeChatTheme`.
  public var uiKitType: String { appleType + "Theme" }
  /// The SwiftUI file's type: `AcmeChatSwiftUI`.
  public var swiftUIType: String { appleType + "SwiftUI" }

  /// The name `Color(_:bundle:)` finds a colour by: `AcmeChat/outgoingBubble`, or without a
  /// namespace just the asset's name.
  public func colorAsset(_ name: String) -> String {
    configuration.ios.providesNamespace ? appleType + "/" + colorSet(name) : colorSet(name)
  }

  /// The colour set's name below the namespace folder: `ExportNaming.asset`, or with
  /// `ios.names: as-written` the name itself, its `/` groups folders that provide a namespace
  /// (`Colors/Label/primary`), when each group is a name a folder can have.
  public func colorSet(_ name: String) -> String {
    guard configuration.ios.keepsNames, ExportNaming.isAssetPath(name) else { return ExportNaming.asset(name) }
    return name
  }
}
