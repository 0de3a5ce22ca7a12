/// The sizes a theme document may not exceed.
public enum ThemeLimits {
  /// The largest document accepted, in bytes (8 MiB).
  public static let documentBytes = 8 * 1024 * 1024
  /// The most colours, styles, images, icon buttons or media records of one kind.
  public static let entriesPerSection = 10_000
  /// The longest string value, in characters.
  public static let stringCharacters = 4_096
  /// The longest entry name, in characters.
  public static let nameCharacters = 128
  /// The largest typography size, in points.
  public static let maximumFontSize = 200.0
  /// The most contrast measurements the stated pairs may ask for: each pair × each backdrop it
  /// names × each appearance it is audited in. A real design system states hundreds; past this,
  /// one file would cost a CI runner minutes and gigabytes, so it is refused before anything is
  /// measured.
  public static let pairMeasurements = 100_000
}
