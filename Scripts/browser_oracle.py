#!/usr/bin/env python3
"""Writes the browser oracle for the normalizer tests.

For each line of Tests/MarkupCoreTests/Golden/browser-cases.txt, parses it as a body
fragment with html5lib (the HTML standard's tree construction, as browsers do) and
records the text together with the set of inline elements enclosing each run. The
result is committed as browser-oracle.jsonl so tests need no Python.
Run from the package root: pip install html5lib && python3 Scripts/browser_oracle.py
"""
import json
from pathlib import Path

import html5lib

INLINE = {"a", "b", "i", "u", "em", "strong", "s", "strike", "del", "ins", "span", "code",
          "small", "big", "font", "sub", "sup", "mark", "tt", "kbd", "samp", "var", "cite",
          "dfn", "abbr", "q", "nobr"}

golden = Path("Tests/MarkupCoreTests/Golden")


def runs(html):
    fragment = html5lib.parseFragment(html, treebuilder="etree", namespaceHTMLElements=False)
    out = []

    def add(text, stack):
        if not text:
            return
        tags = sorted({t for t in stack if t in INLINE})
        if out and out[-1][1] == tags:
            out[-1][0] += text
        else:
            out.append([text, tags])

    def walk(element, stack):
        # Iterative enough for the short cases here.
        add(element.text, stack)
        for child in element:
            if isinstance(child.tag, str):
                walk(child, stack + [child.tag])
            add(child.tail, stack)

    walk(fragment, [])
    return out


lines = []
for case in (golden / "browser-cases.txt").read_text().split("\n"):
    if case:
        html = case.replace("\\n", "\n")
        lines.append(json.dumps({"html": html, "runs": runs(html)}, ensure_ascii=False))
(golden / "browser-oracle.jsonl").write_text("\n".join(lines) + "\n")
print(f"wrote {len(lines)} cases")
