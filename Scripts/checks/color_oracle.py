#!/usr/bin/env python3
"""Converts colours to sRGB with coloraide (a colour library that implements CSS Color 4's
conversions and, as 'oklch-chroma', its gamut mapping: binary search on OKLCH chroma with a JND
of 0.02), as the oracle for themereg's own conversions.

Reads JSON on stdin: [{"space": "display-p3", "components": [1, 0, 0]}, …] ("none" allowed);
prints [{"srgb": [r, g, b], "inGamut": bool}, …] with the mapped colour when it was out of gamut.
"""

import json
import sys

from coloraide import Color

NAMES = {"srgb-linear": "srgb-linear", "xyz-d65": "xyz-d65", "xyz-d50": "xyz-d50"}


def convert(entry):
    components = [float("nan") if c == "none" else c for c in entry["components"]]
    if entry["space"] in ("hsl", "hwb"):
        # DTCG writes saturation, lightness, whiteness and blackness as percentages; coloraide
        # takes them from 0 to 1.
        components = [components[0]] + [c / 100 for c in components[1:]]
    color = Color(NAMES.get(entry["space"], entry["space"]), components)
    srgb = color.convert("srgb")
    in_gamut = srgb.in_gamut("srgb", tolerance=0.00001)
    if not in_gamut:
        srgb = color.clone().fit("srgb", method="oklch-chroma").convert("srgb")
    return {"srgb": [0.0 if v != v else v for v in srgb[:-1]], "inGamut": in_gamut}


def main():
    entries = json.load(sys.stdin)
    json.dump([convert(e) for e in entries], sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
