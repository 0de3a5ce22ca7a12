#!/usr/bin/env python3
"""Loads a test page that uses an exported theme.css in headless Chromium (Debian's chromium
through Playwright) once per state, and prints as JSON the computed background colour of every
element with an id in the page's #swatches (or the property its data-property names):

  css_modes.py PAGE.html STATES.json

STATES.json is a list of {"name", "scheme", "contrast", "root"}: the emulated
prefers-color-scheme and prefers-contrast, and attributes set on <html> ({"class": "dark"},
{"data-theme": "dark"}) to choose a mode the way an app does.

  {"light": {"swatch": "rgb(…)", …}, …, "consoleErrors": [...]}
"""

import json
import os
import pathlib
import sys

from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("THEMEREG_CHROMIUM", "/usr/bin/chromium")


def main(path, states_path):
    url = pathlib.Path(path).resolve().as_uri()
    states = json.loads(pathlib.Path(states_path).read_text())
    result = {"consoleErrors": []}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page()
        page.on("console", lambda message: message.type == "error" and result["consoleErrors"].append(message.text))
        page.goto(url, wait_until="load")
        for state in states:
            page.emulate_media(color_scheme=state.get("scheme", "light"), contrast=state.get("contrast", "no-preference"))
            page.evaluate(
                "(root) => { const html = document.documentElement;"
                " for (const name of html.getAttributeNames()) { if (name !== 'lang') html.removeAttribute(name); }"
                " for (const [name, value] of Object.entries(root)) html.setAttribute(name, value); }",
                state.get("root", {}))
            result[state["name"]] = page.evaluate(
                "() => Object.fromEntries([...document.querySelectorAll('#swatches [id]')]"
                ".map(e => [e.id, getComputedStyle(e).getPropertyValue(e.dataset.property || 'background-color')]))")
        browser.close()
    json.dump(result, sys.stdout, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
