/// How an export names and writes what it exports, per target, so the files drop into an app
/// that already has its own names (`--acme-bg`, `R.color.acme_bg`, a Swift package's
/// `Bundle.module`). Read from a `themereg.export/1` document (`init(json:)`); the default
/// writes what themereg wrote before there were configurations, byte for byte.
public struct ExportConfiguration: Sendable, Equatable {
  /// The document's format identifier.
  public static let format = "themereg.export/1"
  /// The file `export` looks for beside the registry, and the name a bundle keeps it under.
  public static let fileName = "themereg.export.json"

  /// How a CSS custom property spells the words of a name.
  public enum NameCase: String, Sendable, CaseIterable {
    /// `brand-blue`
    case kebab
    /// `brandBlue`
    case camel
    /// `brand_blue`
    case snake
  }

  /// How a stylesheet switches to an appearance other than the first.
  public enum CSSModes: String, Sendable, CaseIterable {
    /// `@media (prefers-color-scheme: dark)` and `(prefers-contrast: more)`.
    case media
    /// A class on an ancestor: `.dark`, `.light-high-contrast`, `.dark-high-contrast`.
    case `class`
    /// An attribute on an ancestor: `[data-theme="dark"]`.
    case attribute
    /// `light-dark(LIGHT, DARK)` values, with Increase Contrast under `prefers-contrast: more`.
    case lightDark = "light-dark"
  }

  /// CSS: `css/theme.css`.
  public struct CSS: Sendable, Equatable {
    /// The first word of every custom property: `acme` → `--acme-background`; `nil` keeps
    /// themereg's own (`--color-background`, `--font-body-size`), `""` none at all.
    public var prefix: String?
    /// How names are spelt.
    public var nameCase: NameCase = .kebab
    /// Where the first appearance's properties are declared.
    public var selector = ":root"
    /// How the other appearances are switched to.
    public var modes: CSSModes = .media
    /// The attribute `modes: attribute` reads.
    public var attribute = "data-theme"
    /// Whether an alias is written as `var(--target)` instead of its value.
    public var keepsReferences = false
  }

  /// Android resources and the Compose file.
  public struct Android: Sendable, Equatable {
    /// The first word of every resource name; `nil` is the theme's name in snake case.
    public var prefix: String?
    /// Whether an alias is written as `@color/target` (and its Kotlin property as the other).
    public var keepsReferences = false
    /// Whether a colour whose name is a resource name already (`colorAccent`, what an import of
    /// `res/` names it) keeps it, unprefixed, so code that says `R.color.colorAccent` still builds.
    public var keepsNames = false
    /// Whether `themes.xml` (a `Theme.Material3.DayNight` child) and the Compose
    /// `ColorScheme`s and theme composable are written.
    public var material3 = false
    /// The Kotlin package of the Compose file; `nil` is `themereg.<theme>`.
    public var package: String?
    /// The first word of the Compose type names (`<T>Colors`, `<T>Theme`); `nil` is the
    /// theme's name in UpperCamelCase.
    public var typeName: String?
  }

  /// Where the Swift files load the asset catalog's colours and images from.
  public enum BundleChoice: Sendable, Equatable {
    /// `Bundle.main`: an app target.
    case main
    /// `Bundle.module`: a Swift package target with the catalog as its resource.
    case module
    /// The bundle with this identifier (a framework).
    case identifier(String)
  }

  /// The Swift files and the asset catalog.
  public struct Apple: Sendable, Equatable {
    /// The first word of the Swift type names (`<T>Theme`, `<T>SwiftUI`) and the catalog's
    /// namespace folder; `nil` is the theme's name in UpperCamelCase.
    public var typeName: String?
    /// Whether the Swift declarations are `public` or `internal`.
    public var isPublic = true
    /// The bundle the catalog is in.
    public var bundle: BundleChoice = .main
    /// The catalog's folder name.
    public var catalog = "Colors.xcassets"
    /// Whether the namespace folder provides a namespace (`AcmeChat/background`).
    public var providesNamespace = true
    /// Whether a colour keeps its name as the catalog's colour set, its `/` groups as folders
    /// that provide a namespace (`Colors/Label/primary`, what an import of a catalog names it),
    /// so the app's `UIColor(named: "Colors/Label/primary")` still finds it.
    public var keepsNames = false
    /// Whether an alias's Swift accessor returns its target's (the catalog holds values).
    public var keepsReferences = false
  }

  /// How DTCG files are laid out.
  public enum DTCGLayout: String, Sendable, CaseIterable {
    /// `tokens.json`, a resolver and one file per other appearance of what differs.
    case resolver
    /// One complete file per appearance: `tokens.json`, `tokens.dark.json`, ….
    case files
  }

  /// DTCG: `dtcg/`.
  public struct DTCG: Sendable, Equatable {
    /// Whether an alias stays `{target}` (the default) or is written as its value.
    public var keepsReferences = true
    /// The files.
    public var layout: DTCGLayout = .resolver
  }

  /// CSS.
  public var css = CSS()
  /// Android and Compose.
  public var android = Android()
  /// iOS and asset catalogs.
  public var ios = Apple()
  /// DTCG.
  public var dtcg = DTCG()
  /// The SHA-256 of the configuration's canonical JSON; `nil` for the default.
  public internal(set) var hash: String?
  /// The configuration as it was read; `nil` for the default.
  public internal(set) var json: JSONValue?

  /// The default: what themereg writes without a configuration.
  public static let `default` = ExportConfiguration()

  /// Creates the default configuration.
  public init() {}

  /// Whether this is the default (no configuration was given, or one that sets nothing).
  public var isDefault: Bool { hash == nil }
}
