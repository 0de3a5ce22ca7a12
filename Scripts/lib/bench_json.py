#!/usr/bin/env python3
"""Scripts/bench's table as one JSON array on standard output, a record per line.

The table is the one source: each measured line reads `LABEL: median N ms …` (with `over R runs`,
`(target ≤ T ms)` or `(N× git)` where the line has them), a peak-memory line `ARGS  A B C KiB  R× S×` (1,000, 10,000 and all versions; ratios all/1,000 and all/10,000), a table row `  NAME   N ms`,
a section `== NAME`; any other line is kept as a note, so nothing the table says is lost."""
import json
import re
import sys

MEDIAN = re.compile(r"^\s*(?P<label>.*?):?\s+median (?P<value>[\d,]+(?:\.\d+)?) ?(?P<unit>ms|s)\b(?P<rest>.*)$")
TARGET = re.compile(r"target ([≤<≥]) ?([\d,]+(?:\.\d+)?) ?(ms|s|×)")
RUNS = re.compile(r"over (\d+) runs")
RATIO = re.compile(r"(\d+(?:\.\d+)?)× (?:git|the baseline|baseline)")
# A row of a section whose heading says what is measured: `  NAME   N ms …`, or `LABEL: N s, …`.
ROW = re.compile(r"^(?:\s+(?P<row>\S.*?)\s{2,}|(?P<label>[^\s:][^:]*):\s+)(?P<value>\d+(?:\.\d+)?) (?P<unit>ms|s)\b(?P<rest>.*)$")
PEAK = re.compile(r"^\s+(?P<args>\S.*?)\s+(?P<small>\d+)\s+(?P<middle>\d+)\s+(?P<large>\d+) KiB\s+"
                  r"(?P<ratio_small>\d+(?:\.\d+)?)× (?P<ratio>\d+(?:\.\d+)?)×\s*$")


def number(text):
    return float(text.replace(",", ""))


def records(lines):
    section = None
    for line in lines:
        line = line.rstrip("\n")
        if not line.strip():
            continue
        if line.startswith("== "):
            section = line[3:].strip()
            continue
        match = MEDIAN.match(line)
        if match:
            record = {"section": section, "name": match["label"].strip(),
                      "median_ms": number(match["value"]) * (1000 if match["unit"] == "s" else 1)}
            if runs := RUNS.search(match["rest"]):
                record["runs"] = int(runs[1])
            if target := TARGET.search(match["rest"]):
                scale = 1000 if target[3] == "s" else 1
                key = "target_ratio" if target[3] == "×" else "target_ms"
                record[key] = number(target[2]) * (1 if target[3] == "×" else scale)
            if ratio := RATIO.search(match["rest"]):
                record["ratio"] = number(ratio[1])
            record["line"] = line.strip()
            yield record
            continue
        match = PEAK.match(line)
        if match:
            yield {"section": section, "name": "peak memory: " + match["args"], "small_kib": int(match["small"]),
                   "middle_kib": int(match["middle"]), "large_kib": int(match["large"]),
                   "ratio_from_small": number(match["ratio_small"]), "ratio": number(match["ratio"]),
                   "line": line.strip()}
            continue
        match = ROW.match(line)
        if match:
            yield {"section": section, "name": (match["row"] or match["label"]).strip(),
                   "ms": number(match["value"]) * (1000 if match["unit"] == "s" else 1), "line": line.strip()}
            continue
        yield {"section": section, "note": line.strip()}


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as table:
        json.dump(list(records(table)), sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
