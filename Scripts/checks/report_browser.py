#!/usr/bin/env python3
"""Opens report pages in headless Chromium (Debian's chromium through Playwright, never a
downloaded browser) and prints what a reader and the tests need to know, as JSON:

  report_browser.py --screenshots DIR PAGE.html...

For each page: console errors, page errors, every request that is not the page itself,
failed requests, dialogs (a script that ran), axe-core violations in the light and the dark
colour scheme, horizontal overflow at a phone width and at 200 % zoom, whether keyboard focus is
visible, screenshots at desktop and phone widths (and whether each is blank), and the values
tests check: computed swatch backgrounds, failing pair rows, colour-vision sample fills.
"""

import argparse
import json
import os
import pathlib
import sys

from axe_playwright_python.sync_playwright import Axe
from PIL import Image, ImageStat
from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("THEMEREG_CHROMIUM", "/usr/bin/chromium")

PROBE = """() => {
  const rgb = (value) => value;
  const swatches = [...document.querySelectorAll('[data-color]')].map((element) => ({
    color: element.dataset.color, appearance: element.dataset.appearance, side: element.dataset.side || null,
    background: getComputedStyle(element).backgroundColor }));
  const failing = [...document.querySelectorAll('tr.failing')].map((row) => ({
    pair: row.dataset.pair, appearance: row.dataset.appearance, text: row.innerText,
    failBadge: !!row.querySelector('.badge.fail') || row.innerText.includes('Fail') }));
  const cells = [...document.querySelectorAll('td.pair')].map((cell) => ({
    pair: cell.dataset.pair, appearance: cell.dataset.appearance,
    ratio: cell.querySelector('.ratio') ? cell.querySelector('.ratio').innerText : null,
    badge: cell.querySelector('.badge') ? cell.querySelector('.badge').innerText.trim() : null }));
  const vision = [...document.querySelectorAll('svg[data-cvd]')].map((svg) => {
    const mark = svg.querySelector('text') || svg.querySelector('circle');
    return { cvd: svg.dataset.cvd, pair: svg.dataset.pair, appearance: svg.dataset.appearance,
      source: svg.dataset.source, fill: getComputedStyle(mark).fill };
  });
  return { title: document.title, lang: document.documentElement.lang, h1: document.querySelector('h1').innerText,
    swatches, failing, cells, vision, scripts: document.querySelectorAll('script').length,
    svgsWithoutTitle: [...document.querySelectorAll('svg')].filter((s) => !s.querySelector('title')).length };
}"""


def blank(path):
    with Image.open(path) as image:
        extrema = ImageStat.Stat(image.convert("L")).extrema[0]
        return extrema[0] == extrema[1]


def check(browser, page_path, screenshots):
    url = pathlib.Path(page_path).resolve().as_uri()
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    result = {"page": page_path, "consoleErrors": [], "pageErrors": [], "requests": [], "failedRequests": [],
              "dialogs": []}
    page.on("console", lambda message: message.type == "error" and result["consoleErrors"].append(message.text))
    page.on("pageerror", lambda error: result["pageErrors"].append(str(error)))
    page.on("request", lambda request: request.url != url and result["requests"].append(request.url))
    page.on("requestfailed", lambda request: result["failedRequests"].append(request.url))

    def on_dialog(dialog):
        result["dialogs"].append(dialog.message)
        dialog.dismiss()

    page.on("dialog", on_dialog)
    page.goto(url, wait_until="load")
    result.update(page.evaluate(PROBE))
    axe = Axe()
    result["axe"] = {}
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        report = axe.run(page)
        result["axe"][scheme] = [
            {"id": violation["id"], "impact": violation.get("impact"),
             "nodes": [node.get("target") for node in violation["nodes"]][:5]}
            for violation in report.response["violations"]]
    page.emulate_media(color_scheme="light")
    name = pathlib.Path(page_path).parent.name + "-" + pathlib.Path(page_path).stem
    result["screenshots"] = {}
    for label, width, scale in (("desktop", 1280, 1), ("phone", 390, 2), ("zoom200", 640, 2)):
        page.set_viewport_size({"width": width, "height": 900})
        overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
        shot = os.path.join(screenshots, f"{name}-{label}.png")
        if label != "zoom200":
            page.screenshot(path=shot, full_page=label == "desktop")
            result["screenshots"][label] = {"path": shot, "blank": blank(shot), "overflow": overflow}
        else:
            result["screenshots"][label] = {"overflow": overflow}
    # Keyboard focus: the first Tab stop must draw an outline.
    page.keyboard.press("Tab")
    result["focusOutline"] = page.evaluate(
        "() => { const e = document.activeElement; const s = getComputedStyle(e);"
        " return e === document.body ? null : s.outlineStyle + ' ' + s.outlineWidth; }")
    context.close()
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--screenshots", required=True)
    parser.add_argument("pages", nargs="+")
    arguments = parser.parse_args()
    os.makedirs(arguments.screenshots, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        results = [check(browser, page, arguments.screenshots) for page in arguments.pages]
        browser.close()
    json.dump(results, sys.stdout, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
