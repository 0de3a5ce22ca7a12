import ThemeModel

/// Which of a theme's colours took part in a contrast check, per appearance: a theme whose
/// colours nothing measures "passes" with nothing checked, so every audit says how much it
/// checked. A colour counts as checked in an appearance when a component slot, a stated pair,
/// a focus ring or an icon button measures it there (or an alias of it, which is its value),
/// and as considered when a `decorative` pair names it.
public struct ContrastCoverage: Sendable, Equatable {
  /// How many colours the theme has.
  public var colors: Int
  /// The colours in no check in any appearance, in document order.
  public var unchecked: [String]
  /// Per appearance the theme defines, the colours in no check there.
  public var uncheckedByAppearance: [Appearance: [String]]

  /// How many colours some check measures.
  public var checked: Int { colors - unchecked.count }
  /// The share of the colours some check measures (1 for a theme of none).
  public var share: Double { colors == 0 ? 1 : Double(checked) / Double(colors) }
}

extension Auditor {
  /// The coverage of `theme` by the contrast checks this auditor makes.
  public func contrastCoverage(_ theme: Theme) -> ContrastCoverage {
    Self.coverage(theme, contrastMeasurements(theme))
  }

  /// The coverage of `theme` by `measurements`, its contrast checks as `contrastMeasurements`
  /// gave them: for a caller that already has them.
  public func contrastCoverage(_ theme: Theme, measurements: [ContrastMeasurement]) -> ContrastCoverage {
    Self.coverage(theme, measurements)
  }

  /// The coverage of `theme` by `measurements` (its contrast checks).
  static func coverage(_ theme: Theme, _ measurements: [ContrastMeasurement]) -> ContrastCoverage {
    var checked: [Appearance: Set<String>] = [:]
    for measurement in measurements {
      checked[measurement.appearance, default: []].formUnion(measurement.colors)
    }
    // A pair stated as decorative was considered and exempted: it counts, in its appearances.
    for pair in theme.pairs where pair.kind == .decorative {
      for appearance in theme.appearances where pair.appearances?.contains(appearance) ?? true {
        for reference in [pair.foreground, pair.background] {
          if case .named(let name) = reference { checked[appearance, default: []].insert(name) }
        }
      }
    }
    // A colour stated decorative conveys nothing: considered, in every appearance.
    for token in theme.colors where token.role == .decorative {
      for appearance in theme.appearances { checked[appearance, default: []].insert(token.name) }
    }
    let tokens = Dictionary(theme.colors.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var byAppearance: [Appearance: [String]] = [:]
    var everChecked: Set<String> = []
    for appearance in theme.appearances {
      // An alias measured is its target measured: follow each chain (bounded: chains are
      // validated acyclic, but a bound costs nothing).
      var reached = checked[appearance] ?? []
      for name in checked[appearance] ?? [] {
        var current = name
        for _ in 0..<64 {
          guard case .alias(let target)? = tokens[current]?.expression(in: appearance) else { break }
          reached.insert(target)
          current = target
        }
      }
      everChecked.formUnion(reached)
      byAppearance[appearance] = theme.colors.map(\.name).filter { !reached.contains($0) }
    }
    return ContrastCoverage(
      colors: theme.colors.count, unchecked: theme.colors.map(\.name).filter { !everChecked.contains($0) },
      uncheckedByAppearance: byAppearance)
  }
}
