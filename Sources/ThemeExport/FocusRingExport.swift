import ThemeModel

/// The focus rings an export writes: the Feed's and the Subview's, then each component's own,
/// as one list so every platform names them alike.
struct FocusRingExport {
  /// `feed`, `subview`, or the component's name.
  var name: String
  /// Whether it is a component's own ring.
  var isComponent: Bool
  /// Its colours.
  var ring: RingColor

  /// The inner band's colour (the only colour of a one-colour ring).
  var inner: ColorReference {
    if case .twoTone(let inner, _) = ring { return inner }
    return ring.outermost
  }

  static func all(_ theme: Theme) -> [FocusRingExport] {
    [("feed", theme.focusRing?.feed), ("subview", theme.focusRing?.subview)].compactMap { name, ring in
      ring.map { FocusRingExport(name: name, isComponent: false, ring: $0) }
    }
      + theme.components.compactMap { component in
        component.focusRing.map { FocusRingExport(name: component.name, isComponent: true, ring: $0) }
      }
  }

  /// The doc comment both platforms give the ring type.
  static let summary =
    "A focus ring: `inner` drawn next to the focused content, `outer` around it (the same colour for a one-colour ring). The audit checks that one of the two reaches the non-text ratio against every surface the ring is drawn on."
}
