#!/usr/bin/env python3
"""Loads a test page that uses an exported theme.css in headless Chromium (Debian's chromium
through Playwright) and prints, as JSON, what the browser computed:

  css_browser.py PAGE.html

  {"schemes": {"light": {...}, "dark": {...}, "light+more": {...}, "dark+more": {...}},
   "rootFontSize24": {"fontSize": ...}, "motion": {"normal": {...}, "reduce": {...}},
   "focus": {...}, "consoleErrors": [...]}

For each scheme: the computed background of #swatch and the root's color-scheme. The page must
have #swatch, #text, #motion and a focusable #link (see the tests).
"""

import json
import os
import pathlib
import sys

from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("THEMEREG_CHROMIUM", "/usr/bin/chromium")


def main(path):
    url = pathlib.Path(path).resolve().as_uri()
    result = {"schemes": {}, "consoleErrors": []}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page()
        page.on("console", lambda message: message.type == "error" and result["consoleErrors"].append(message.text))
        page.goto(url, wait_until="load")
        for scheme in ("light", "dark"):
            for contrast in ("no-preference", "more"):
                page.emulate_media(color_scheme=scheme, contrast=contrast)
                name = scheme + ("+more" if contrast == "more" else "")
                result["schemes"][name] = page.evaluate(
                    "() => ({ swatch: getComputedStyle(document.getElementById('swatch')).backgroundColor,"
                    " colorScheme: getComputedStyle(document.documentElement).colorScheme })")
        page.emulate_media(color_scheme="light", contrast="no-preference")
        result["rootFontSize16"] = page.evaluate("() => getComputedStyle(document.getElementById('text')).fontSize")
        page.evaluate("() => { document.documentElement.style.fontSize = '24px'; }")
        result["rootFontSize24"] = page.evaluate("() => getComputedStyle(document.getElementById('text')).fontSize")
        page.evaluate("() => { document.documentElement.style.fontSize = '64px'; }")
        result["rootFontSize64"] = page.evaluate("() => getComputedStyle(document.getElementById('text')).fontSize")
        result["motion"] = {}
        for motion in ("no-preference", "reduce"):
            page.emulate_media(reduced_motion=motion)
            result["motion"][motion] = page.evaluate(
                "() => { const s = getComputedStyle(document.getElementById('motion'));"
                " return { animationName: s.animationName, transitionDuration: s.transitionDuration }; }")
        page.keyboard.press("Tab")
        result["focus"] = page.evaluate(
            "() => { const e = document.activeElement; const s = getComputedStyle(e);"
            " return { id: e.id, outlineStyle: s.outlineStyle, outlineWidth: s.outlineWidth, outlineColor: s.outlineColor,"
            " boxShadow: s.boxShadow }; }")
        browser.close()
    json.dump(result, sys.stdout, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
