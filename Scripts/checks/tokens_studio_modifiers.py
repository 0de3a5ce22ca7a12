#!/usr/bin/env python3
"""Tokens Studio's colour modifiers (lighten, darken, mix, alpha in srgb, p3, lch, hsl) computed
as its sd-transforms package computes them on colorjs, here on coloraide (a colour library that
follows colorjs and CSS Color 4), as the oracle for themereg's Tokens Studio import.

Reads JSON on stdin: [{"base": "#0b5fff", "modify": {"type": "lighten", "value": 0.2,
"space": "lch", "color": "#ffffff"}}, …]; prints [{"srgb": [r, g, b], "alpha": a}, …], the
result in sRGB (gamut-mapped as CSS Color 4 maps it when outside).
"""

import json
import sys

from coloraide import Color

SPACES = {"srgb": "srgb", "p3": "display-p3", "lch": "lch", "hsl": "hsl"}


def shifted(color, space, amount, lighter):
    color = color.convert(space)
    if space == "lch":
        lightness, chroma = color["lightness"], color["chroma"]
        color["lightness"] = min(100, lightness + (100 - lightness) * amount) if lighter else max(0, lightness - lightness * amount)
        color["chroma"] = max(0, chroma - amount * chroma)
    elif space == "hsl":
        # coloraide's HSL lightness is 0–1 where colorjs's is 0–100: the same arithmetic.
        lightness = color["lightness"]
        color["lightness"] = min(1, lightness + (1 - lightness) * amount) if lighter else max(0, lightness - lightness * amount)
    else:
        for channel in ("red", "green", "blue"):
            value = color[channel]
            color[channel] = min(1, value + amount * (1 - value)) if lighter else max(0, value - amount * value)
    return color


def modify(entry):
    modifier = entry["modify"]
    space = SPACES[modifier.get("space", "srgb")]
    amount = float(modifier["value"])
    color = Color(entry["base"])
    kind = modifier["type"]
    if kind == "alpha":
        color["alpha"] = max(0.0, min(1.0, amount))
    elif kind == "mix":
        color = color.mix(Color(modifier["color"]), max(0.0, min(1.0, amount)), space=space, premultiplied=False)
    else:
        color = shifted(color, space, amount, kind == "lighten")
    srgb = color.convert("srgb")
    if not srgb.in_gamut("srgb", tolerance=0.00001):
        srgb = color.clone().fit("srgb", method="oklch-chroma").convert("srgb")
    return {"srgb": [0.0 if v != v else v for v in srgb[:-1]], "alpha": srgb[-1]}


if __name__ == "__main__":
    json.dump([modify(entry) for entry in json.load(sys.stdin)], sys.stdout)
