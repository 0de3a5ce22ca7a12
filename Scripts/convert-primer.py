#!/usr/bin/env python3
"""Builds themereg themes from GitHub Primer's v7 colour themes and its v1 contrast requirements.

Usage: Scripts/convert-primer.py CORPUS/primer-primitives Tests/Fixtures/primer

Writes primer.json (light, dark and both high-contrast appearances; Primer's contract as a
contrast policy and pairs), primer-dark.json (a dark-only theme: dark and dark high contrast),
and copies the recomputed v1 results that the tests compare verdicts with. Primer is MIT
licensed; see Tests/Fixtures/primer/SOURCES.md.
"""
import csv, json, os, shutil, sys

corpus, out = sys.argv[1], sys.argv[2]
THEMES = {"light": "light", "dark": "dark", "light_high_contrast": "lightHighContrast",
          "dark_high_contrast": "darkHighContrast"}
files = {app: json.load(open(os.path.join(corpus, "themes-v7-dist-json", f"{name}.json")))
         for name, app in THEMES.items()}

def lookup(tree, path):
    for part in path.split("."):
        tree = tree[part]
    return tree

def translucent(value):
    return value.startswith("rgba(") and not value.replace(" ", "").endswith(",1)")

rows = [r for r in csv.DictReader(open(os.path.join(corpus, "contrast-requirements-v1.csv"))) if r["theme"] in THEMES]
# One pair per (foreground, background, canvas override); its thresholds per requirement set.
groups = {}
for row in rows:
    key = (row["foreground"], row["background"], row["canvas_override"])
    sets = groups.setdefault(key, {})
    sets[row["requirement_set"]] = float(row["min_ratio"])

names = sorted({n for key in groups for n in key if n} | {"canvas.default", "canvas.subtle"})
colors = {n: {app: lookup(files[app], n) for app in THEMES.values()} for n in names}

def pair_entries(appearances_filter):
    pairs = {}
    for (fg, bg, override), sets in sorted(groups.items()):
        base, high = sets.get("base"), sets.get("highContrast")
        name = f"{fg}-on-{bg}" + (f"@{override}" if override else "")
        if base in (4.5, None) and high in (7, None):
            kind = "text"
        elif base in (3, None) and high in (4.5, None):
            kind = "nonText"
        else:
            raise SystemExit(f"{name}: base {base} / high contrast {high} fit no kind")
        pair = {"foreground": fg, "background": bg, "kind": kind}
        if override:
            pair["backdrops"] = [override]
        elif any(translucent(colors[bg][app]) for app in THEMES.values()):
            pair["backdrops"] = ["canvas.default", "canvas.subtle"]
        appearances = (["light", "dark"] if high is None else []) + \
            (["lightHighContrast", "darkHighContrast"] if base is None else [])
        if appearances:
            pair["appearances"] = appearances
        if appearances_filter:
            kept = [a for a in (appearances or list(THEMES.values())) if a in appearances_filter]
            if not kept:
                continue
            if len(kept) < len(appearances_filter):
                pair["appearances"] = kept
            else:
                pair.pop("appearances", None)
        pairs[name] = pair
    return pairs

policy = {"text": 4.5, "largeText": 3, "nonText": 3,
          "highContrast": {"text": 7, "largeText": 4.5, "nonText": 4.5}, "backdrop": "canvas.default"}
note = ("GitHub Primer v7 colour themes (MIT) with Primer's v1 contrast requirements as pairs; "
        "built by Scripts/convert-primer.py")
theme = {"format": "themereg.theme/1", "name": "primer", "description": note,
         "appearances": list(THEMES.values()), "colors": colors, "contrast": policy, "pairs": pair_entries(None)}
dark_apps = ["dark", "darkHighContrast"]
dark = {"format": "themereg.theme/1", "name": "primer-dark", "description": note + " (dark only)",
        "appearances": dark_apps,
        "colors": {n: {a: v[a] for a in dark_apps} for n, v in colors.items()},
        "contrast": policy, "pairs": pair_entries(dark_apps)}
os.makedirs(out, exist_ok=True)
for name, document in (("primer.json", theme), ("primer-dark.json", dark)):
    with open(os.path.join(out, name), "w") as handle:
        json.dump(document, handle, indent=1, sort_keys=True)
        handle.write("\n")
shutil.copy(os.path.join(corpus, "derived", "v1-contrast-results-recomputed.csv"), os.path.join(out, "v1-results.csv"))
print(f"{len(colors)} colours, {len(theme['pairs'])} pairs ({len(dark['pairs'])} in the dark-only theme), "
      f"{len(rows)} requirement rows")
