#!/usr/bin/env python3
"""Simulates colour-vision deficiency and measures CIEDE2000 with coloraide, as the oracle for
themereg's own simulation (Machado, Oliveira and Fernandes 2009, severity 1, in linear sRGB)
and ΔE2000.

Reads JSON on stdin: [{"a": [r, g, b], "b": [r, g, b]}, …] (sRGB, 0–1); prints, per entry,
{"deltaE": ΔE2000(a, b), "protanopia": {"a": [r, g, b], "b": [r, g, b], "deltaE": …}, …}
with the simulated colours clamped to sRGB in linear light, as themereg clamps them.
"""

import json
import sys

from coloraide import Color

FILTERS = {"protanopia": "protan", "deuteranopia": "deutan", "tritanopia": "tritan"}


def simulate(components, name):
    linear = Color("srgb", components).filter(name, 1, method="machado")
    clamped = Color("srgb-linear", [min(max(c, 0.0), 1.0) for c in linear[:-1]])
    return clamped.convert("srgb")


def measure(entry):
    a = Color("srgb", entry["a"])
    b = Color("srgb", entry["b"])
    result = {"deltaE": a.delta_e(b, method="2000")}
    for vision, name in FILTERS.items():
        sa = simulate(entry["a"], name)
        sb = simulate(entry["b"], name)
        result[vision] = {"a": sa[:-1], "b": sb[:-1], "deltaE": sa.delta_e(sb, method="2000")}
    return result


def main():
    json.dump([measure(e) for e in json.load(sys.stdin)], sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
