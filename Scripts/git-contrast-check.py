#!/usr/bin/env python3
"""The script a team writes today next to theme JSON in git: check every component's text
against its background in light and dark mode with coloraide's WCAG 2.1 contrast, print the
failures, exit 1 when there are any. Used by Scripts/bench-vs-git as the baseline.

Usage: git-contrast-check.py FILE|-   (or import it and call failures(theme))
"""
import json
import sys

from coloraide import Color



def resolve(colors, name, mode):
    value = colors[name]
    if isinstance(value, dict) and "colorSpace" not in value:
        value = value.get(mode) or value.get("dark" if mode == "darkHighContrast" else "light") or value["light"]
    if isinstance(value, str) and value.startswith("{"):
        return resolve(colors, value[1:-1], mode)
    return Color(value)


def opaque(color, backdrop):
    if color.alpha() >= 1:
        return color
    return Color.layer([color, backdrop], space="srgb")


def failures(theme):
    """Every component text pair below 4.5:1 in light or dark mode, as lines."""
    colors = theme["colors"]
    found = []
    for component_name, component in theme.get("components", {}).items():
        for mode in ("light", "dark"):
            page = resolve(colors, "background", mode) if "background" in colors else Color("white")
            background = opaque(resolve(colors, component["background"], mode), opaque(page, Color("white")))
            text = opaque(resolve(colors, component["text"], mode), background)
            ratio = text.contrast(background, method="wcag21")
            if ratio < 4.5:
                found.append(f"{component_name} ({mode}): {ratio:.2f}:1 < 4.5:1")
    return found


if __name__ == "__main__":
    source = sys.stdin if sys.argv[1:] == ["-"] else open(sys.argv[1])
    lines = failures(json.load(source))
    for line in lines:
        print(line)
    sys.exit(1 if lines else 0)
