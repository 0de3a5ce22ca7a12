extension SampleThemes {
  /// A theme that maps ten of Material 3's colour roles to its own colours, in light and dark,
  /// with every implied pair passing.
  public static func material3(name: String = "acme-m3") -> [String: Any] {
    [
      "format": "themereg.theme/1",
      "name": name,
      "displayName": "Acme M3",
      "colors": [
        "brand": ["light": "#6750A4", "dark": "#D0BCFF"],
        "onBrand": ["light": "#FFFFFF", "dark": "#381E72"],
        "brandContainer": ["light": "#EADDFF", "dark": "#4F378B"],
        "onBrandContainer": ["light": "#21005D", "dark": "#EADDFF"],
        "canvas": ["light": "#FFFBFE", "dark": "#1C1B1F"],
        "ink": ["light": "#1C1B1F", "dark": "#E6E1E5"],
        "danger": ["light": "#B3261E", "dark": "#F2B8B5"],
        "onDanger": ["light": "#FFFFFF", "dark": "#601410"],
      ],
      "typography": [
        "bodyLarge": [
          "fontFamily": "system", "size": 16, "weight": 400,
          "dynamicScaling": ["enabled": true, "min": 14, "max": 32],
        ],
        "headline": ["fontFamily": "system", "size": 28, "weight": 400, "textStyle": "title1"],
      ],
      "roles": [
        "material3": [
          "primary": "brand", "onPrimary": "onBrand", "primaryContainer": "brandContainer",
          "onPrimaryContainer": "{onBrandContainer}", "background": "canvas", "onBackground": "ink",
          "surface": "canvas", "onSurface": "ink", "error": "danger", "onError": "onDanger",
        ]
      ],
    ]
  }
}

extension SampleThemes {
  /// The Material 3 sample with the non-colour tokens a DTCG import keeps: spacing in px and
  /// rem, a reference, an opacity that changes in dark, a duration, a weight, a family, an
  /// easing, a shadow in the theme's ink, and a gradient no platform here can write.
  public static func tokens() -> [String: Any] {
    let tree: [String: Any] = [
      "space": [
        "$type": "dimension", "md": ["$value": ["value": 16, "unit": "px"]],
        "lg": ["$value": ["value": 1.5, "unit": "rem"]], "gutter": ["$value": "{space.md}"],
      ],
      "opacity": ["scrim": ["$type": "number", "$value": 0.32]],
      "motion": [
        "fast": ["$type": "duration", "$value": ["value": 150, "unit": "ms"]],
        "ease": ["$type": "cubicBezier", "$value": [0.2, 0, 0, 1]],
      ],
      "font": [
        "strong": ["$type": "fontWeight", "$value": "semi-bold"],
        "brand": ["$type": "fontFamily", "$value": ["Inter", "sans-serif"]],
      ],
      "elevation": [
        "card": [
          "$type": "shadow",
          "$value": [
            "color": "{color.ink}", "offsetX": ["value": 0, "unit": "px"], "offsetY": ["value": 2, "unit": "px"],
            "blur": ["value": 6, "unit": "px"], "spread": ["value": 0, "unit": "px"],
          ],
        ]
      ],
      "fill": [
        "hero": [
          "$type": "gradient",
          "$value": [["color": "#000000", "position": 0], ["color": "#ffffff", "position": 1]],
        ]
      ],
    ]
    let modes: [String: Any] = [
      "dark": ["opacity.scrim": ["$type": "number", "$value": 0.6]],
      "darkHighContrast": ["opacity.scrim": ["$type": "number", "$value": 0.8]],
    ]
    return setting(
      material3(name: "acme-tokens"), keys: ["extensions", "org.themereg.dtcg"],
      to: [
        "tokens": tree, "modes": modes,
      ])
  }
}
