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
