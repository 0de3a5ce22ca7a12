#!/usr/bin/env python3
"""Convert Twilio Paste's released design tokens into themereg theme documents.

Reads the corpus laid out in ../shared/corpus/twilio-paste (see its SOURCES.md): for every
release with a resolved token snapshot (72), writes one theme document "paste" whose colours
are the tokens the release's text contrast pairings use, light from the Global (default) theme
and dark from the Dark theme (from 6.7.0), and one component per text pairing. Releases before
Paste wrote its first pairings (6.10.0) get those first pairings, applied to their own tokens,
so that the whole history can be committed and audited; their index entry says so. Output goes to
Tests/Fixtures/paste/VERSION.json.z (zlib-compressed, to keep the repository small) plus an
index.json of the versions in release order with each document's size.

Paste is MIT-licensed (github.com/twilio-labs/paste); see Tests/Fixtures/paste/SOURCES.md.

Usage: Scripts/convert-paste.py [CORPUS_DIR] [OUTPUT_DIR]
"""
import csv
import json
import os
import sys
import zlib

here = os.path.dirname(os.path.abspath(__file__))
corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "shared", "corpus", "twilio-paste")
output = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "..", "Tests", "Fixtures", "paste")
os.makedirs(output, exist_ok=True)


def version_key(version):
    return tuple(int(part) for part in version.split("."))


releases = list(csv.DictReader(open(os.path.join(corpus, "releases.csv"))))
releases.sort(key=lambda row: version_key(row["version"]))
# The first pairings Paste wrote, for the releases before them.
first_requirements = min(
    (name for name in os.listdir(os.path.join(corpus, "requirements")) if name.endswith(".csv")),
    key=lambda name: version_key(name[: -len(".csv")]))
requirements_file = None
index = []
for row in releases:
    if row["requirements_file"]:
        requirements_file = row["requirements_file"]
    if not row["resolved_file"]:
        continue
    pairings_file = requirements_file or os.path.join("requirements", first_requirements)
    snapshot = json.load(open(os.path.join(corpus, row["resolved_file"])))
    light = snapshot["themes"].get("Global") or snapshot["themes"].get("Default")
    dark = snapshot["themes"].get("Dark")
    pairings = [
        pairing for pairing in csv.DictReader(open(os.path.join(corpus, pairings_file)))
        if pairing["kind"] == "text" and pairing["foreground"] in light and pairing["background"] in light
    ]
    names = sorted({pairing["foreground"] for pairing in pairings} | {pairing["background"] for pairing in pairings})
    colors = {}
    for name in names + ["color-background-body"]:
        if name not in light:
            continue
        value = {"light": light[name]}
        if dark and name in dark:
            value["dark"] = dark[name]
        colors[name] = value
    # Translucent backgrounds are composited over the page colour, as Paste's own check does.
    colors["background"] = "{color-background-body}"
    components = {}
    for pairing in pairings:
        components[pairing["foreground"] + " on " + pairing["background"]] = {
            "text": pairing["foreground"], "background": pairing["background"],
        }
    document = {
        "format": "themereg.theme/1",
        "name": "paste",
        "displayName": "Twilio Paste " + row["version"],
        "description": "Text contrast pairings of @twilio-paste/design-tokens " + row["version"]
        + " (" + row["commit"][:12] + "); gated by Paste's own test: " + (row["themes_gated_by_their_contrast_test"] or "none")
        + ("" if requirements_file else "; pairings of " + first_requirements[: -len(".csv")] + ", the first Paste wrote"),
        "colors": colors,
        "components": components,
    }
    data = json.dumps(document, sort_keys=True, separators=(",", ":")).encode()
    with open(os.path.join(output, row["version"] + ".json.z"), "wb") as handle:
        handle.write(zlib.compress(data, 9))
    index.append({
        "version": row["version"], "date": row["tag_date"], "size": len(data),
        "gated": row["themes_gated_by_their_contrast_test"],
        "dark": dark is not None,
        "pairings": os.path.basename(pairings_file)[: -len(".csv")],
    })

with open(os.path.join(output, "index.json"), "w") as handle:
    json.dump(index, handle, indent=1)
print(f"{len(index)} versions written to {output}")
