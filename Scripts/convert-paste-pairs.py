#!/usr/bin/env python3
"""Twilio Paste's latest release as one themereg theme whose pairs are Paste's own pairings.

Usage: Scripts/convert-paste-pairs.py CORPUS/twilio-paste Tests/Fixtures/paste-pairs

Global → light, Dark → dark. Text pairings are `text` pairs; UI-control pairings `nonText`
(3:1); data-visualisation pairings `nonText` with Paste's own `minRatio` (2.25:1 in the default
theme, 2:1 in the others), one pair per appearance where the two differ. Paste is MIT licensed;
see Tests/Fixtures/paste/SOURCES.md.
"""
import csv, json, os, sys

corpus, out = sys.argv[1], sys.argv[2]
version, requirements = "10.15.0", "10.5.0.csv"  # releases.csv: 10.15.0 uses the 10.5.0 pairings
themes = json.load(open(os.path.join(corpus, "resolved", f"{version}.json")))["themes"]
light, dark = themes["Global"], themes["Dark"]
rows = list(csv.DictReader(open(os.path.join(corpus, "requirements", requirements))))
names = sorted({r[c] for r in rows for c in ("foreground", "background")})
colors = {n: {"light": light[n], "dark": dark[n]} for n in names}
pairs = {}
for row in rows:
    name = f"{row['foreground']}-on-{row['background']}"
    if row["kind"] == "text":
        pairs[name] = {"foreground": row["foreground"], "background": row["background"]}
    elif row["kind"] == "uicontrol":
        pairs[name] = {"foreground": row["foreground"], "background": row["background"], "kind": "nonText"}
    else:
        base, other = float(row["min_ratio"]), float(row["min_ratio_non_default_themes"])
        for appearance, ratio in (("light", base), ("dark", other)):
            pairs[f"{name}.{appearance}"] = {
                "foreground": row["foreground"], "background": row["background"], "kind": "nonText",
                "minRatio": ratio, "appearances": [appearance], "description": "data visualisation"}
theme = {"format": "themereg.theme/1", "name": "paste-pairings",
         "description": f"Twilio Paste {version} (MIT), Global and Dark, with Paste's own pairings as pairs",
         "colors": colors, "pairs": pairs}
os.makedirs(out, exist_ok=True)
with open(os.path.join(out, f"paste-{version}.json"), "w") as handle:
    json.dump(theme, handle, indent=1, sort_keys=True)
    handle.write("\n")
kinds = {k: sum(1 for r in rows if r["kind"] == k) for k in ("text", "uicontrol", "data_visualization")}
print(f"{len(colors)} colours, {len(pairs)} pairs from {kinds}")
