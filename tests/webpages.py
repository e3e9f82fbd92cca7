"""Reading the floor page's HTML in tests: links by their text, form fields, the heading."""

import re
from html import unescape


def links(html: str, prefix: str = "/dispute?s=") -> dict[str, str]:
    """The page's links whose address starts with `prefix`, by their text (tags dropped)."""
    out = {}
    for href, text in re.findall(r'<a [^>]*href="([^"]+)"[^>]*>(.*?)</a>', html, re.S):
        href = unescape(href)
        if href.startswith(prefix):
            out[" ".join(re.sub(r"<[^>]+>", " ", unescape(text)).split())] = href
    return out


def csrf(html: str) -> str:
    m = re.search(r'name="csrf" value="([^"]+)"', html)
    assert m, "no CSRF token in the page"
    return m.group(1)


def hidden(html: str, name: str) -> str:
    m = re.search(rf'name="{name}" value="([^"]*)"', html)
    assert m, f"no hidden field {name}"
    return unescape(m.group(1))


def heading(html: str) -> str:
    m = re.search(r"<h1[^>]*>(.*?)</h1>", html, re.S)
    return " ".join(re.sub(r"<[^>]+>", " ", unescape(m.group(1))).split()) if m else ""


def text(html: str) -> str:
    """The page's words: tags dropped, entities read, spaces folded."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def link(html: str, starts: str, prefix: str = "/dispute?s=") -> str:
    """The address of the first link whose text starts with `starts`."""
    for words, href in links(html, prefix).items():
        if words.startswith(starts):
            return href
    raise AssertionError(f"no link starting {starts!r} in {sorted(links(html, prefix))}")
