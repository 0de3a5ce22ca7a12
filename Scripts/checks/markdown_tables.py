#!/usr/bin/env python3
"""Reads Markdown on standard input as GitHub does (CommonMark with GitHub's table and
strikethrough extensions, raw HTML allowed) and prints what a reader sees, as JSON:

  {"tables": [[[cell, ...], ...], ...],   every table: rows of cells' text, header first
   "html": [raw HTML fragments],          every raw HTML block or inline tag the source holds
   "code": [code span texts],
   "links": [link targets],
   "texts": [text node contents]}         what GitHub's mention and reference filters scan

The tests use it to prove that --format markdown renders as tables whatever user text holds.
"""

import json
import sys

from markdown_it import MarkdownIt


def inline_text(token):
    """The text a reader sees in an inline token (code spans included, markup dropped)."""
    parts = []
    for child in token.children or []:
        if child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append("\n")
    return "".join(parts)


def main():
    parser = MarkdownIt("commonmark", {"html": True}).enable("table").enable("strikethrough")
    tokens = parser.parse(sys.stdin.read())
    tables, html, code, links, texts = [], [], [], [], []
    row = None
    for token in tokens:
        if token.type == "table_open":
            tables.append([])
        elif token.type == "tr_open":
            row = []
        elif token.type == "tr_close":
            tables[-1].append(row)
            row = None
        elif token.type == "inline" and row is not None:
            row.append(inline_text(token))
        elif token.type == "html_block":
            html.append(token.content)
        if token.type == "inline":
            for child in token.children or []:
                if child.type == "html_inline":
                    html.append(child.content)
                elif child.type == "code_inline":
                    code.append(child.content)
                elif child.type == "text":
                    texts.append(child.content)
                elif child.type == "link_open":
                    links.append(child.attrGet("href"))
    json.dump({"tables": tables, "html": html, "code": code, "links": links, "texts": texts}, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
