"""Shared pieces of the scene templates: palette groups, motif helpers and backdrops.

A backdrop paints the sky, the light and the land of a card in one call, so a template
spends its lines on its one idea (what meets what, at which scale), not on scenery.
"""

from __future__ import annotations

import math

from .compose import H, W, Box, f
from .icons import mix

NIGHTS = ("night", "dusk", "teal", "deep")
SKIES = ("night", "dusk", "dawn", "teal", "ember", "fog", "gold")
WARM = ("dusk", "dawn", "ember", "gold")


def ref(m: str) -> str:
    return m.split("|", 1)[1]


def dark(S, t: float = 0.55) -> str:
    return mix(S.ground, "#000000", t)


def sky_light(S, x: float, y: float, r: float = 46):
    """The one light source of the card: a moon on dark palettes, a sun on light ones."""
    if S.dark_sky:
        return S.moon(x, y, r)
    return S.sun(x, y, r * 0.8)


def rope(S, x1, y1, x2, y2, sag=20, colour=None, w=1.6, a=0.9):
    c = colour or mix(S.light, S.mid, 0.4)
    S.add(f'<path d="M{f(x1)} {f(y1)}Q{f((x1 + x2) / 2)} {f((y1 + y2) / 2 + sag)} {f(x2)} {f(y2)}" '
          f'fill="none" stroke="{c}" stroke-width="{f(w)}" opacity="{f(a)}"/>')


def branches(S, x, y, length, angle, depth, colour, width, tips, rng):
    """A painted tree skeleton; tip positions are appended to tips."""
    x2 = x + math.cos(angle) * length
    y2 = y - math.sin(angle) * length
    S.add(f'<path d="M{f(x)} {f(y)}L{f(x2)} {f(y2)}" stroke="{colour}" '
          f'stroke-width="{f(width)}" stroke-linecap="round"/>')
    if depth == 0:
        tips.append((x2, y2))
        return
    for da in (-0.45, 0.42) if rng.random() < 0.6 else (-0.55, 0.05, 0.5):
        branches(S, x2, y2, length * rng.uniform(0.62, 0.78), angle + da + rng.uniform(-0.15, 0.15),
                 depth - 1, colour, width * 0.66, tips, rng)



def word(m: str) -> str:
    """The tag of a motif ("whale|n:whale" -> "whale")."""
    return m.split("|", 1)[0]


def put(S, m: str, x: float, y: float, h: float, colour: str | None = None, **kw) -> tuple[Box, str]:
    """Place a motif or icon ref: game-icons as one-colour silhouettes, Noto icons graded."""
    r = ref(m) if "|" in m else m
    if r.startswith("g:"):
        return S.icon(r, x, y, h, "sil", colour or dark(S, 0.6), **kw)
    return S.icon(r, x, y, h, **kw)


def fit(m: str, h: float, max_w: float) -> float:
    """The height to draw a motif at: h, or less when it would be wider than max_w."""
    from . import icons

    o = icons.outline(ref(m) if "|" in m else m)
    return min(h, max_w * (o.y1 - o.y0) / (o.x1 - o.x0))


def land(S, kind: str, hz: float) -> None:
    """The ground from the horizon down: hills, desert, snow, sea, clouds or a field."""
    if kind == "desert":
        S.dunes(hz)
    elif kind == "snow":
        S.ridge(hz, 14, mix("#dfe6f0", S.tint, 0.5), waves=2)
        S.ridge(hz + 80, 20, mix("#c8d2e0", S.ground, 0.35), waves=3)
    elif kind == "sea":
        S.sea(hz)
        S.ripples(hz, 26)
    elif kind == "clouds":
        S.floor(hz, mix(S.hor, S.mid, 0.35))
        for i in range(5):
            S.clouds(S.rng.uniform(60, 540), hz + 30 + i * 55, S.rng.uniform(200, 300), a=0.7)
    elif kind == "field":
        S.ridge(hz, 10, depth=0.3, waves=2)
        S.floor(hz + 10, mix(S.ground, "#4a6a3a", 0.3))
    else:
        S.ridge(hz, 26, depth=0.35)
        S.ridge(hz + 70, 18, depth=0.85, waves=2)
    S.haze(hz, 60, 0.4)


def outdoor(S, hz: float = 700, kind: str | None = "hills", light: tuple | None = None, stars: int = 90):
    """Sky with stars, one light source (None: at a random top corner; radius 0: none) and
    the land (kind None: the template paints below the horizon itself)."""
    S.sky(min(0.9, hz / H + 0.04))
    S.stars(stars, hz - 40)
    lx, ly, r = light or (S.rng.choice((110, 490)), S.rng.uniform(120, 170), 34)
    box = sky_light(S, lx, ly, r) if r else None
    if kind:
        land(S, kind, hz)
    return box


def room(S, floor: float = 640, window: bool = True) -> Box | None:
    """An interior: a wall in the palette's colours, a wooden floor, maybe a night window."""
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, mix(S.mid, S.top, 0.3), 1), (1, S.mid, 1)])}"/>')
    box = None
    if window:
        x = S.rng.choice((150, 450))
        x0, y0, w, h = x - 70, 150, 140, 180
        S.add(f'<rect x="{f(x0)}" y="{y0}" width="{w}" height="{h}" fill="{S.lin([(0, "#0b1838", 1), (1, "#2a4a80", 1)])}"/>')
        S.add("".join(f'<circle cx="{f(x0 + S.rng.uniform(6, w - 6))}" cy="{f(y0 + S.rng.uniform(6, h - 6))}" r="1.2" fill="#fff"/>'
                      for _ in range(18)))
        frame = mix("#f4efe4", S.tint, 0.3)
        S.add(f'<rect x="{f(x0)}" y="{y0}" width="{w}" height="{h}" fill="none" stroke="{frame}" stroke-width="10"/>'
              f'<path d="M{f(x)} {y0}V{y0 + h}M{f(x0)} {y0 + h / 2}H{f(x0 + w)}" stroke="{frame}" stroke-width="6"/>')
        box = Box(x0, y0, x0 + w, y0 + h)
    wood = mix(S.ground, "#6b4a30", 0.5)
    S.add(f'<rect y="{f(floor)}" width="{W}" height="{f(H - floor)}" fill="{S.lin([(0, mix(wood, S.hor, 0.2), 1), (1, wood, 1)])}"/>'
          f'<rect y="{f(floor - 6)}" width="{W}" height="8" fill="{mix(wood, "#000", 0.3)}"/>')
    return box


def underwater(S, floor: float = 800) -> None:
    """Light from the surface, slanting beams, a dark sea floor."""
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, S.hor, 1), (0.4, S.mid, 1), (1, S.top, 1)])}"/>')
    for i in range(4):
        x = S.rng.uniform(80, 520)
        S.beam(x, -10, x - 60 + i * 10, x + 120, floor, 0.16)
    S.ridge(floor, 18, mix(S.top, "#000", 0.2), waves=2)


def space(S, stars: int = 200) -> None:
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, S.top, 1), (1, mix(S.top, S.mid, 0.6), 1)])}"/>')
    S.stars(stars, H)


def forest(S, y: float = 640) -> None:
    """Three rows of pines fading into haze."""
    for i, (yy, n, h) in enumerate(((y, 24, 140), (y + 80, 18, 190), (y + 180, 14, 260))):
        c = mix(mix(S.hor, S.mid, 0.3), dark(S, 0.5), 0.1 + i * 0.2)
        S.pines(yy, n, h, c)
        S.haze(yy, 60, 0.3)


def line(S, pts, colour: str, w: float = 2, a: float = 1) -> None:
    d = "M" + "L".join(f"{f(x)} {f(y)}" for x, y in pts)
    S.add(f'<path d="{d}" stroke="{colour}" stroke-width="{f(w)}" fill="none" opacity="{f(a)}" '
          f'stroke-linecap="round" stroke-linejoin="round"/>')


def arc_points(x0, y0, x1, y1, lift: float, n: int = 8):
    """n points along a parabola from (x0, y0) to (x1, y1) raised by lift at its middle."""
    return [(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - lift * 4 * t * (1 - t))
            for t in (i / (n - 1) for i in range(n))]


def rain(S, x0, x1, y0, y1, n: int = 40, colour: str | None = None) -> None:
    c = colour or mix(S.light, "#a8c8e8", 0.5)
    drops = "".join(f'<path d="M{f(S.rng.uniform(x0, x1))} {f(S.rng.uniform(y0, y1))}l-2 14"/>' for _ in range(n))
    S.add(f'<g stroke="{c}" stroke-width="2" opacity="0.7" stroke-linecap="round">{drops}</g>')



# ----- pieces added with the 210-group deck (new helpers only: the older cards keep their drawing) -----
def fence(S, y: float, colour: str, x0: float = 0, x1: float = W, gap: tuple | None = None,
          h: float = 70, step: float = 48) -> None:
    """Posts and two rails along y; gap (xa, xb) leaves a hole (a broken board, an open field)."""
    def open_at(x):
        return gap is not None and gap[0] < x < gap[1]
    posts = "".join(f'<rect x="{f(x - 5)}" y="{f(y - h)}" width="10" height="{f(h)}"/>'
                    for x in [x0 + step / 2 + k * step for k in range(int((x1 - x0) / step))] if not open_at(x))
    spans = [(x0, x1)] if gap is None else [(x0, gap[0]), (gap[1], x1)]
    rails = "".join(f'<rect x="{f(a)}" y="{f(y - h * t)}" width="{f(b - a)}" height="7"/>' for a, b in spans for t in (0.4, 0.8))
    S.add(f'<g fill="{colour}">{posts}{rails}</g>')


def hull(S, x: float, y: float, w: float, h: float, colour: str) -> None:
    """A wooden boat seen from the side, its deck line at y, bow and stern raised."""
    S.add(f'<path d="M{f(x - w / 2)} {f(y - h * 0.3)}Q{f(x)} {f(y + h * 0.1)} {f(x + w / 2)} {f(y - h * 0.3)}'
          f'L{f(x + w * 0.36)} {f(y + h)}H{f(x - w * 0.36)}Z" fill="{colour}"/>'
          f'<path d="M{f(x - w * 0.42)} {f(y + h * 0.2)}Q{f(x)} {f(y + h * 0.45)} {f(x + w * 0.42)} {f(y + h * 0.2)}" '
          f'stroke="#000" stroke-opacity="0.25" stroke-width="3" fill="none"/>')


def earth_cut(S, y: float, colour: str | None = None) -> str:
    """The ground cut open below y (a cutaway: what lies under a town, a well, a den); returns its colour."""
    c = colour or mix(S.ground, "#5a3a24", 0.45)
    S.add(f'<rect y="{f(y)}" width="{W}" height="{f(H - y)}" fill="{S.lin([(0, mix(c, S.hor, 0.15), 1), (1, mix(c, "#000", 0.45), 1)])}"/>')
    stones = "".join(f'<ellipse cx="{f(S.rng.uniform(0, W))}" cy="{f(S.rng.uniform(y + 20, H))}" rx="{f(S.rng.uniform(6, 16))}" '
                     f'ry="{f(S.rng.uniform(4, 9))}"/>' for _ in range(26))
    S.add(f'<g fill="{mix(c, "#000", 0.3)}" opacity="0.5">{stones}</g>')
    return c


def notes(S, pts, colour: str, h: float = 34, a: float = 0.9) -> None:
    """Musical notes (one-colour silhouettes) along points, slightly rocking."""
    for k, (x, y) in enumerate(pts):
        S.icon("g:musical-notes" if k % 3 == 0 else "n:musical-note", x, y, h * (0.8 + 0.4 * ((k * 37) % 10) / 10),
               "sil", colour, anchor="center", rot=(-18, 10, -6, 16)[k % 4], a=a, solid=False)


def flakes(S, n: int, y0: float = 0, y1: float = H, colour: str = "#ffffff", a: float = 0.8) -> None:
    """Falling snow."""
    dots = "".join(f'<circle cx="{f(S.rng.uniform(0, W))}" cy="{f(S.rng.uniform(y0, y1))}" r="{S.rng.choice((1.4, 2, 2.8))}"/>'
                   for _ in range(n))
    S.add(f'<g fill="{colour}" opacity="{f(a)}">{dots}</g>')


def castle(S, x: float, y: float, w: float, colour: str, windows: str | None = None) -> None:
    """A castle silhouette standing on y: a keep, two tall towers with pointed roofs, battlements."""
    h = w * 0.9
    parts = [f'M{f(x - w / 2)} {f(y)}V{f(y - h * 0.38)}' +
             "".join(f'h{f(w / 18)}v-{f(h * 0.05)}h{f(w / 18)}v{f(h * 0.05)}' for _ in range(9)) + f'V{f(y)}Z']
    for tx, th, tw in ((x, h * 0.78, w * 0.3), (x - w * 0.36, h, w * 0.16), (x + w * 0.36, h * 0.92, w * 0.16)):
        parts.append(f'M{f(tx - tw / 2)} {f(y)}V{f(y - th * 0.78)}L{f(tx)} {f(y - th)}L{f(tx + tw / 2)} {f(y - th * 0.78)}V{f(y)}Z')
    S.add(f'<path d="{"".join(parts)}" fill="{colour}"/>')
    if windows:
        S.add("".join(f'<rect x="{f(wx - 4)}" y="{f(y - h * wy)}" width="8" height="14" rx="4" fill="{windows}"/>'
                      for wx, wy in ((x - w * 0.36, 0.7), (x, 0.55), (x + w * 0.06, 0.3), (x + w * 0.36, 0.62))))


def sil(S, m: str, x: float, y: float, h: float, colour: str, **kw):
    """A motif or icon ref as a one-colour silhouette, whatever its icon set (put grades Noto icons)."""
    return S.icon(ref(m) if "|" in m else m, x, y, h, "sil", colour, **kw)


def beach(S, left: float, mid: float, right: float, foam: bool = False) -> str:
    """Sand from a curved waterline (y at the left edge, the control point, the right edge)
    down to the card's bottom; returns the sand colour."""
    sand = mix("#e4c896", S.tint, 0.35)
    edge = f"M0 {f(left)}Q{W / 2} {f(mid)} {W} {f(right)}"
    S.add(f'<path d="{edge}V{H}H0Z" fill="{sand}"/>')
    if foam:
        S.add(f'<path d="{edge}" stroke="{mix("#ffffff", S.tint, 0.2)}" stroke-width="8" fill="none" opacity="0.8"/>')
    return sand


def chasm(S, left: float, right: float, reach: float, colour: str, haze: float) -> None:
    """Two cliffs facing each other across a gorge, their tops at y left and right, each
    reaching ``reach`` into the card; haze fills the gorge at y ``haze``."""
    S.add(f'<path d="M0 {H}V{f(left + 10)}L{f(reach)} {f(left)}L{f(reach + 40)} {H}Z" fill="{colour}"/>'
          f'<path d="M{W} {H}V{f(right + 10)}L{f(W - reach)} {f(right)}L{f(W - reach - 40)} {H}Z" fill="{colour}"/>')
    S.haze(haze, 200, 0.5)
