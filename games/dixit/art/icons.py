"""Icon bodies from the Iconify JSON sets in node_modules, recoloured and measured.

Refs are "n:<name>" (Noto Emoji, Apache-2.0) and "g:<name>" (game-icons.net, CC BY 3.0).
Nothing is copied into the repository: the JSON files
are read at build time from node_modules, and every use is recoloured (a modification).
"""

from __future__ import annotations

import io
import json
import os
import re
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
SETS = {"n": "noto", "g": "game-icons"}


def node_modules() -> Path:
    return Path(os.environ.get("PARTYTABLE_NODE_MODULES", ROOT / "node_modules"))


def available() -> bool:
    base = node_modules() / "@iconify-json"
    return all((base / s / "icons.json").is_file() for s in SETS.values())


@lru_cache(maxsize=None)
def _set(prefix: str) -> dict:
    path = node_modules() / "@iconify-json" / SETS[prefix] / "icons.json"
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    return data


def icon(ref: str) -> tuple[str, float, float]:
    """(body, width, height) of an icon ref."""
    prefix, name = ref.split(":", 1)
    data = _set(prefix)
    icons = data["icons"]
    if name not in icons:
        name = data.get("aliases", {}).get(name, {}).get("parent", name)
    entry = icons[name]
    return entry["body"], float(entry.get("width", data.get("width", 16))), float(
        entry.get("height", data.get("height", 16)))


_HEX = re.compile(r"#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b")
_NAMED = re.compile(r'(fill|stroke|stop-color)="(white|black|currentColor)"')


def parse_hex(h: str) -> tuple[float, float, float]:
    h = h.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def to_hex(c: tuple[float, float, float]) -> str:
    return "#%02x%02x%02x" % tuple(max(0, min(255, round(v * 255))) for v in c)


def mix(a: str, b: str, t: float) -> str:
    ca, cb = parse_hex(a), parse_hex(b)
    return to_hex(tuple(x + (y - x) * t for x, y in zip(ca, cb)))  # type: ignore[arg-type]


def grade_colour(h: str, tint: str, desat: float, amount: float, dark: float = 0.0) -> str:
    """Desaturate, multiply with the tint, then pull toward it; ``dark`` darkens."""
    r, g, b = parse_hex(h)
    lum = 0.3 * r + 0.59 * g + 0.11 * b
    r, g, b = (v + (lum - v) * desat for v in (r, g, b))
    tr, tg, tb = parse_hex(tint)
    mr, mg, mb = r * tr, g * tg, b * tb
    out = [v + (m - v) * amount for v, m in zip((r, g, b), (mr, mg, mb))]
    out = [v * (1 - dark) for v in out]
    return to_hex(tuple(out))  # type: ignore[arg-type]


def recolour(body: str, fn) -> str:
    body = _HEX.sub(lambda m: fn("#" + m.group(1)), body)
    names = {"white": "#ffffff", "black": "#000000", "currentColor": "#000000"}
    return _NAMED.sub(lambda m: f'{m.group(1)}="{fn(names[m.group(2)])}"', body)


def flat(body: str, colour: str) -> str:
    """Every colour of the body replaced by one (a silhouette)."""
    return recolour(body, lambda _c: colour)


_ID = re.compile(r'id="([^"]+)"')


def prefix_ids(body: str, p: str) -> str:
    ids = set(_ID.findall(body))
    if not ids:
        return body
    for i in sorted(ids, key=len, reverse=True):
        body = body.replace(f'id="{i}"', f'id="{p}{i}"').replace(f"url(#{i})", f"url(#{p}{i})")
        body = body.replace(f'href="#{i}"', f'href="#{p}{i}"')
    return body


class Outline:
    """Measured extent of an icon's visible pixels, in the icon's own units."""

    def __init__(self, x0, y0, x1, y1, tops, bottoms, w, h):
        self.x0, self.y0, self.x1, self.y1 = x0, y0, x1, y1
        self.tops, self.bottoms, self.w, self.h = tops, bottoms, w, h

    def top_at(self, fx: float) -> float:
        """Top of the visible shape at fraction fx (0..1) of the visible width."""
        n = len(self.tops)
        i = max(0, min(n - 1, int(fx * n)))
        return self.tops[i]


@lru_cache(maxsize=None)
def outline(ref: str) -> Outline:
    from PIL import Image
    import resvg_py

    body, w, h = icon(ref)
    px = 96
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{px}" height="{px}" '
           f'viewBox="0 0 {w} {h}" color="#000">{body}</svg>')
    png = bytes(resvg_py.svg_to_bytes(svg_string=svg, width=px, height=px))
    alpha = Image.open(io.BytesIO(png)).getchannel("A").point(lambda v: 255 if v > 60 else 0)
    box = alpha.getbbox() or (0, 0, px, px)
    x0, y0, x1, y1 = box
    sx, sy = w / px, h / px
    data = alpha.load()
    cols = 24
    tops, bottoms = [], []
    for i in range(cols):
        cx = int(x0 + (i + 0.5) * (x1 - x0) / cols)
        top = next((y for y in range(y0, y1) if data[cx, y]), y1)
        bot = next((y for y in range(y1 - 1, y0 - 1, -1) if data[cx, y]), y0)
        tops.append(top * sy)
        bottoms.append(bot * sy)
    return Outline(x0 * sx, y0 * sy, x1 * sx, y1 * sy, tops, bottoms, w, h)
