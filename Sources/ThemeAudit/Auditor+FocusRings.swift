import ThemeModel

extension ContrastChecks {
  /// Each focus ring against every surface it can be drawn on: the Feed's and the Subview's
  /// against their declared backgrounds, the Feed's also around the content of every component
  /// that has no ring of its own (a ring around a link inside a bubble), and a component's own
  /// ring against the component's background.
  mutating func addFocusRings() {
    let ring = theme.focusRing
    for (role, color, declared) in [
      ("feed", ring?.feed, ring?.feedBackground), ("subview", ring?.subview, ring?.subviewBackground),
    ] {
      guard let color else { continue }
      let name = role == "feed" ? "The Feed focus ring" : "The Subview focus ring"
      let surface = declared ?? theme.contrast.backdrop
      addRing(color, pair: "focusRing.\(role)", path: "focusRing.\(role)", name: name, on: surface)
      guard role == "feed" else { continue }
      var seen: Set<String> = [surface.written]
      for component in theme.components
      where component.focusRing == nil && seen.insert(component.background.written).inserted {
        addRing(
          color, pair: "focusRing.feed/components.\(component.name).background", path: "focusRing.feed",
          name: name, tail: " around \(Auditor.humanName(component.name).lowercased()) content",
          on: component.background)
      }
    }
    for component in theme.components {
      guard let own = component.focusRing else { continue }
      addRing(
        own, pair: "components.\(component.name).focusRing/background", path: "components.\(component.name).focusRing",
        name: "The \(Auditor.humanName(component.name).lowercased()) focus ring", on: component.background)
    }
  }

  /// A ring on `surface` in every appearance. A two-tone ring shows where either band contrasts
  /// with the surface it is drawn over (both bands border it), so the check keeps the first
  /// band that passes, else the nearer one, and names it.
  mutating func addRing(
    _ ring: RingColor, pair: String, path: String, name: String, tail: String = "", on surface: ColorReference
  ) {
    for appearance in theme.appearances {
      let candidates = ring.bands.compactMap { band -> ContrastMeasurement? in
        let bandPath = band.name.map { path + "." + $0 } ?? path
        let bandWhat = name + (band.name.map { "'s \($0) band" } ?? "") + tail
        var measurement = measure(
          rule: .contrastNonText, pair: pair, path: bandPath, what: bandWhat, role: "", kind: .nonText, fontSize: 17,
          foreground: band.color, background: surface, backdrop: theme.contrast.backdrop, backdropName: nil,
          minRatio: nil, in: appearance)
        measurement?.band = band.name
        return measurement
      }
      guard var chosen = candidates.first(where: \.passes) ?? candidates.max(by: { $0.ratio < $1.ratio }) else {
        continue
      }
      if candidates.count > 1 {
        var colors: [String] = []
        for name in candidates.flatMap(\.colors) where !colors.contains(name) { colors.append(name) }
        chosen.colors = colors
      }
      measurements.append(chosen)
    }
  }
}
