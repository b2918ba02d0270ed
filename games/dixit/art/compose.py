"""The SVG canvas a scene template draws on: painted sky, light, land, water, icons.

Only gradients, clip paths and opacity are used (no SVG filters): glows are radial
gradients, haze is a gradient band, reflections are mirrored copies under a water veil.
Paper grain is added after rasterising (render.py).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from . import icons
from .icons import mix
from .registry import PALETTES, Plan

W, H = 600, 900
M = 18  # cream border


@dataclass
class Box:
    x0: float
    y0: float
    x1: float
    y1: float
    outline: object = None
    scale: float = 1.0
    ox: float = 0.0
    oy: float = 0.0
    flip: bool = False

    @property
    def cx(self) -> float:
        return (self.x0 + self.x1) / 2

    @property
    def cy(self) -> float:
        return (self.y0 + self.y1) / 2

    @property
    def w(self) -> float:
        return self.x1 - self.x0

    @property
    def h(self) -> float:
        return self.y1 - self.y0

    def top_at(self, x: float) -> float:
        """Canvas y of the visible top of the placed icon at canvas x."""
        if self.outline is None:
            return self.y0
        fx = (x - self.x0) / max(1e-6, self.w)
        if self.flip:
            fx = 1 - fx
        return self.oy + self.outline.top_at(fx) * self.scale

    def hits(self, o: "Box", pad: float = 0) -> bool:
        return not (self.x1 + pad < o.x0 or o.x1 + pad < self.x0 or
                    self.y1 + pad < o.y0 or o.y1 + pad < self.y0)

    def inside(self, pad: float = 0) -> bool:
        return (self.x0 >= M + pad and self.y0 >= M + pad and
                self.x1 <= W - M - pad and self.y1 <= H - M - pad)


def f(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


class Scene:
    def __init__(self, plan: Plan):
        self.plan = plan
        self.m = plan.motifs
        top, mid, hor, ground, tint, light, _ = PALETTES[plan.palette]
        self.top, self.mid, self.hor, self.ground = top, mid, hor, ground
        self.tint, self.light = tint, light
        self.rng = random.Random(f"layout:{plan.template}:{plan.seed}")
        self.defs: list[str] = []
        self.parts: list[str] = []
        self.boxes: list[Box] = []
        self._n = 0
        self.dark_sky = plan.palette in ("night", "deep", "ember", "dusk", "teal")

    # ----- bookkeeping -----
    def uid(self, p: str = "u") -> str:
        self._n += 1
        return f"{p}{self._n}"

    def add(self, s: str) -> str:
        self.parts.append(s)
        return s

    def lin(self, stops, x1=0, y1=0, x2=0, y2=1) -> str:
        i = self.uid("g")
        st = "".join(f'<stop offset="{f(o)}" stop-color="{c}" stop-opacity="{f(a)}"/>'
                     for o, c, a in stops)
        self.defs.append(f'<linearGradient id="{i}" x1="{f(x1)}" y1="{f(y1)}" x2="{f(x2)}" '
                         f'y2="{f(y2)}">{st}</linearGradient>')
        return f"url(#{i})"

    def rad(self, stops) -> str:
        i = self.uid("r")
        st = "".join(f'<stop offset="{f(o)}" stop-color="{c}" stop-opacity="{f(a)}"/>'
                     for o, c, a in stops)
        self.defs.append(f'<radialGradient id="{i}">{st}</radialGradient>')
        return f"url(#{i})"

    # ----- sky and light -----
    def sky(self, horizon: float = 0.72) -> None:
        g = self.lin([(0, self.top, 1), (0.55 * horizon, self.mid, 1), (horizon, self.hor, 1),
                      (1, self.hor, 1)])
        self.add(f'<rect width="{W}" height="{H}" fill="{g}"/>')

    def stars(self, n: int = 90, y1: float = 560, avoid: Box | None = None) -> None:
        if not self.dark_sky:
            n //= 4
        r = self.rng
        dots = []
        for _ in range(n):
            x, y = r.uniform(M, W - M), r.uniform(M, y1) ** 1.0
            y = M + (y - M) * r.random() ** 0.6
            if avoid and avoid.x0 < x < avoid.x1 and avoid.y0 < y < avoid.y1:
                continue
            rad = r.choice((0.7, 0.9, 1.1, 1.4, 1.9))
            dots.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="{rad}" '
                        f'opacity="{f(r.uniform(0.35, 0.95))}"/>')
        self.add(f'<g fill="#fffbe8">{"".join(dots)}</g>')

    def glow(self, x: float, y: float, r: float, colour: str | None = None,
             a: float = 0.55) -> None:
        c = colour or self.light
        g = self.rad([(0, c, a), (0.35, c, a * 0.45), (1, c, 0)])
        self.add(f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(r)}" fill="{g}"/>')

    def moon(self, x: float, y: float, r: float, glow: float = 3.2, crescent: bool = False,
             colour: str | None = None) -> Box:
        c = colour or mix(self.light, "#fff8e0", 0.5)
        self.glow(x, y, r * glow, c, 0.5)
        if crescent:
            i = self.uid("c")
            self.defs.append(f'<mask id="{i}"><rect width="{W}" height="{H}" fill="#fff"/>'
                             f'<circle cx="{f(x + r * 0.45)}" cy="{f(y - r * 0.25)}" '
                             f'r="{f(r * 0.9)}" fill="#000"/></mask>')
            self.add(f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(r)}" fill="{c}" mask="url(#{i})"/>')
        else:
            disc = self.rad([(0, "#fffdf2", 1), (0.8, c, 1), (1, mix(c, self.mid, 0.25), 1)])
            s = [f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(r)}" fill="{disc}"/>']
            rr = random.Random(int(x * 7 + y))
            for _ in range(4):
                a, d = rr.uniform(0, 6.28), rr.uniform(0.1, 0.6) * r
                s.append(f'<circle cx="{f(x + math.cos(a) * d)}" cy="{f(y + math.sin(a) * d)}" '
                         f'r="{f(r * rr.uniform(0.09, 0.2))}" fill="{mix(c, self.mid, 0.3)}" '
                         f'opacity="0.35"/>')
            self.add("".join(s))
        return Box(x - r, y - r, x + r, y + r)

    def sun(self, x: float, y: float, r: float) -> Box:
        self.glow(x, y, r * 4, self.light, 0.6)
        self.add(f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(r)}" fill="{mix(self.light, "#ffffff", 0.4)}"/>')
        return Box(x - r, y - r, x + r, y + r)

    def clouds(self, x: float, y: float, w: float, colour: str | None = None,
               a: float = 0.85) -> None:
        r = self.rng
        c = colour or (mix(self.hor, "#ffffff", 0.35) if not self.dark_sky else mix(self.mid, self.hor, 0.45))
        parts = []
        n = 5
        for i in range(n):
            cx = x - w / 2 + w * (i + 0.5) / n + r.uniform(-8, 8)
            ry = w * r.uniform(0.1, 0.2) * (1 - abs(i - n / 2 + 0.5) / n)
            parts.append(f'<ellipse cx="{f(cx)}" cy="{f(y - ry * 0.5)}" rx="{f(w / n * 0.9)}" '
                         f'ry="{f(ry + 6)}"/>')
        parts.append(f'<ellipse cx="{f(x)}" cy="{f(y)}" rx="{f(w / 2)}" ry="{f(w * 0.06 + 4)}"/>')
        self.add(f'<g fill="{c}" opacity="{f(a)}">{"".join(parts)}</g>')

    def haze(self, y: float, h: float = 140, a: float = 0.55, colour: str | None = None) -> None:
        c = colour or self.hor
        g = self.lin([(0, c, 0), (0.5, c, a), (1, c, 0)])
        self.add(f'<rect x="0" y="{f(y - h / 2)}" width="{W}" height="{f(h)}" fill="{g}"/>')

    def beam(self, x: float, y: float, xa: float, xb: float, y2: float, a: float = 0.45,
             colour: str | None = None) -> None:
        """A cone of light from (x, y) widening to xa..xb at y2."""
        c = colour or self.light
        d = math.hypot((xa + xb) / 2 - x, y2 - y)
        ux, uy = ((xa + xb) / 2 - x) / d, (y2 - y) / d
        g = self.lin([(0, c, a), (1, c, 0)], 0.5 - ux / 2, 0.5 - uy / 2, 0.5 + ux / 2, 0.5 + uy / 2)
        self.add(f'<path d="M{f(x)} {f(y)}L{f(xa)} {f(y2)}L{f(xb)} {f(y2)}Z" fill="{g}"/>')

    # ----- land and water -----
    def ridge(self, y: float, amp: float = 30, colour: str | None = None, waves: int = 3,
              rough: float = 0.25, depth: float = 0.5, bottom: float = H) -> str:
        """A hill line at y; depth 0 (far, hazy) .. 1 (near, dark)."""
        r = self.rng
        c = colour or mix(mix(self.hor, self.mid, 0.5), self.ground, 0.35 + 0.65 * depth)
        ph = [r.uniform(0, 6.28) for _ in range(3)]
        pts = []
        for i in range(0, 41):
            x = W * i / 40
            v = (math.sin(x / W * math.pi * waves + ph[0]) +
                 rough * math.sin(x / W * math.pi * waves * 3.3 + ph[1]) +
                 rough * 0.5 * math.sin(x / W * math.pi * waves * 7 + ph[2]))
            pts.append(f"{f(x)} {f(y - amp * v / 1.5)}")
        d = f"M0 {f(bottom)}L" + "L".join(pts) + f"L{W} {f(bottom)}Z"
        return self.add(f'<path d="{d}" fill="{c}"/>')

    def floor(self, y: float, colour: str | None = None) -> None:
        c = colour or self.ground
        g = self.lin([(0, mix(c, self.hor, 0.35), 1), (1, c, 1)])
        self.add(f'<rect x="0" y="{f(y)}" width="{W}" height="{f(H - y)}" fill="{g}"/>')

    def dunes(self, y: float) -> None:
        sand = mix("#d9a066", self.tint, 0.4)
        for i, (dy, amp) in enumerate(((0, 16), (60, 24), (150, 30))):
            c = mix(mix(sand, self.hor, 0.45 - i * 0.15), self.ground, 0.15 + i * 0.22)
            self.ridge(y + dy, amp, c, waves=2 + i, rough=0.1)

    def sea(self, y: float) -> None:
        g = self.lin([(0, mix(self.hor, self.mid, 0.3), 1), (0.25, mix(self.mid, self.ground, 0.45), 1),
                      (1, self.ground, 1)])
        self.add(f'<rect x="0" y="{f(y)}" width="{W}" height="{f(H - y)}" fill="{g}"/>')

    def ripples(self, y: float, n: int = 26, x: float | None = None) -> None:
        r = self.rng
        lines = []
        for _ in range(n):
            yy = y + (H - y) * r.random() ** 1.7
            depth = (yy - y) / (H - y)
            cx = (x if x is not None else r.uniform(M, W - M)) + r.uniform(-60, 60) * (0.3 + depth)
            w = r.uniform(10, 40) * (0.4 + depth * 1.6)
            lines.append(f'<path d="M{f(cx - w)} {f(yy)}h{f(2 * w)}" '
                         f'stroke-width="{f(1 + depth * 1.5)}" opacity="{f(r.uniform(0.15, 0.4))}"/>')
        self.add(f'<g stroke="{mix(self.light, self.hor, 0.3)}" stroke-linecap="round">'
                 f'{"".join(lines)}</g>')

    def moon_path(self, x: float, y: float, w: float = 40) -> None:
        """Broken light on water under a low light source."""
        r = self.rng
        segs = []
        for i in range(18):
            yy = y + 6 + i * (H - y) / 16 * r.uniform(0.6, 1)
            ww = w * (0.3 + i / 10) * r.uniform(0.5, 1.1)
            segs.append(f'<path d="M{f(x - ww / 2 + r.uniform(-6, 6))} {f(yy)}h{f(ww)}"/>')
        self.add(f'<g stroke="{self.light}" stroke-width="2.4" stroke-linecap="round" '
                 f'opacity="0.45">{"".join(segs)}</g>')

    def mirror(self, parts: list[str], axis: float, a: float = 0.35) -> None:
        self.add(f'<g transform="translate(0 {f(2 * axis)}) scale(1 -1)" opacity="{f(a)}">'
                 f'{"".join(parts)}</g>')

    def town(self, y: float, h: float = 60, colour: str | None = None, lit: bool = True) -> None:
        """A row of roof silhouettes with a few lit windows."""
        r = self.rng
        c = colour or mix(self.ground, "#000000", 0.2)
        x, parts, wins = 0.0, [], []
        while x < W:
            w = r.uniform(26, 52)
            hh = h * r.uniform(0.5, 1.0)
            roof = r.random()
            if roof < 0.5:
                parts.append(f'M{f(x)} {f(y)}V{f(y - hh)}L{f(x + w / 2)} {f(y - hh - w * 0.45)}'
                             f'L{f(x + w)} {f(y - hh)}V{f(y)}Z')
            elif roof < 0.8:
                parts.append(f'M{f(x)} {f(y)}V{f(y - hh)}H{f(x + w)}V{f(y)}Z')
            else:
                parts.append(f'M{f(x)} {f(y)}V{f(y - hh)}H{f(x + w * 0.3)}V{f(y - hh - 22)}'
                             f'H{f(x + w * 0.45)}V{f(y - hh)}H{f(x + w)}V{f(y)}Z')
            if lit and r.random() < 0.55:
                wins.append(f'<rect x="{f(x + w * 0.3)}" y="{f(y - hh * 0.6)}" width="5" '
                            f'height="7"/>')
            x += w + r.uniform(-4, 3)
        self.add(f'<path d="{"".join(parts)}" fill="{c}"/><rect x="0" y="{f(y - 1)}" width="{W}" '
                 f'height="{f(H - y + 1)}" fill="{c}"/>')
        if wins:
            self.add(f'<g fill="{self.light}" opacity="0.85">{"".join(wins)}</g>')

    def pines(self, y: float, n: int, h: float, colour: str, x0: float = 0, x1: float = W) -> None:
        r = self.rng
        parts = []
        for _ in range(n):
            x = r.uniform(x0, x1)
            hh = h * r.uniform(0.6, 1.2)
            w = hh * 0.32
            parts.append(f'M{f(x)} {f(y - hh)}L{f(x + w)} {f(y)}H{f(x - w)}Z')
        self.add(f'<path d="{"".join(parts)}" fill="{colour}"/>')

    # ----- icons -----
    def icon(self, ref: str, x: float, y: float, h: float, mode: str = "grade",
             colour: str | None = None, flip: bool = False, rot: float = 0, a: float = 1,
             anchor: str = "bottom", grade: float = 0.35, dark: float = 0.0, add: bool = True,
             solid: bool = True) -> tuple[Box, str]:
        """Place an icon so its visible content has height h with its bottom centre (or
        centre, anchor="center") at (x, y). mode: grade (recoloured) or sil (one colour)."""
        o = icons.outline(ref)
        body, iw, ih = icons.icon(ref)
        body = icons.prefix_ids(body, self.uid("i") + "_")
        if mode == "sil":
            body = icons.flat(body, colour or mix(self.ground, "#000000", 0.35))
        else:
            tint = colour or self.tint
            body = icons.recolour(body, lambda c: icons.grade_colour(c, tint, 0.3, grade, dark))
        s = h / max(1e-6, o.y1 - o.y0)
        vw = (o.x1 - o.x0) * s
        x0 = x - vw / 2
        y0 = y - h if anchor == "bottom" else y - h / 2
        ox = x0 - o.x0 * s if not flip else x0 + o.x1 * s
        oy = y0 - o.y0 * s
        sx = -s if flip else s
        tr = f"translate({f(ox)} {f(oy)}) scale({sx:.4f} {s:.4f})"
        if rot:
            tr = f"rotate({f(rot)} {f(x)} {f(y0 + h / 2)}) " + tr
        svg = f'<g transform="{tr}" opacity="{f(a)}" color="#000">{body}</g>'
        box = Box(x0, y0, x0 + vw, y0 + h, o, s, x0 - o.x0 * s, oy, flip)
        if add:
            self.add(svg)
            if solid:
                self.boxes.append(box)
        return box, svg

    def fits(self, b: Box, pad: float = 6) -> bool:
        return b.inside(4) and not any(b.hits(o, pad) for o in self.boxes)

    def scatter(self, refs, n: int, region: tuple[float, float, float, float],
                size: tuple[float, float], tries: int = 60, pad: float = 8, **kw) -> list[Box]:
        """Place up to n icons in region without overlap (bounds and collisions checked)."""
        r = self.rng
        placed = []
        x0, y0, x1, y1 = region
        for i in range(n):
            ref = refs[i % len(refs)] if isinstance(refs, (list, tuple)) else refs
            for _ in range(tries):
                h = r.uniform(*size)
                x, y = r.uniform(x0, x1), r.uniform(y0, y1)
                o = icons.outline(ref)
                w = (o.x1 - o.x0) / (o.y1 - o.y0) * h
                b = Box(x - w / 2, y - h / 2, x + w / 2, y + h / 2)
                if self.fits(b, pad):
                    kw2 = dict(kw)
                    if "rots" in kw2:
                        kw2["rot"] = r.uniform(*kw2.pop("rots"))
                    box, _ = self.icon(ref, x, y, h, anchor="center", **kw2)
                    placed.append(box)
                    break
        return placed

    def person(self, x: float, y: float, h: float = 26, colour: str | None = None,
               kind: str = "g:walk", flip: bool = False) -> Box:
        c = colour or mix(self.ground, "#000000", 0.55)
        return self.icon(kind, x, y, h, "sil", c, flip=flip)[0]

    # ----- the card -----
    def svg(self) -> str:
        r = random.Random(f"edge:{self.plan.template}:{self.plan.seed}")
        pts = []
        rad = 26
        n = 120
        # a rounded rectangle with a slightly wobbly, hand-cut edge
        for i in range(n):
            t = i / n
            per = 2 * (W - 2 * M) + 2 * (H - 2 * M)
            d = t * per
            if d < W - 2 * M:
                x, y = M + d, M
            elif d < W - 2 * M + H - 2 * M:
                x, y = W - M, M + d - (W - 2 * M)
            elif d < 2 * (W - 2 * M) + H - 2 * M:
                x, y = W - M - (d - (W - 2 * M) - (H - 2 * M)), H - M
            else:
                x, y = M, H - M - (d - 2 * (W - 2 * M) - (H - 2 * M))
            # round the corners
            cx = min(max(x, M + rad), W - M - rad)
            cy = min(max(y, M + rad), H - M - rad)
            dx, dy = x - cx, y - cy
            dd = math.hypot(dx, dy)
            if dd > rad:
                x, y = cx + dx / dd * rad, cy + dy / dd * rad
            x += r.uniform(-1.1, 1.1)
            y += r.uniform(-1.1, 1.1)
            pts.append(f"{f(x)} {f(y)}")
        edge = "M" + "L".join(pts) + "Z"
        vig = self.rad([(0, "#000000", 0), (0.7, "#000000", 0.05), (1, "#000000", 0.38)])
        return (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
                f'width="{W}" height="{H}" viewBox="0 0 {W} {H}">'
                f'<defs><clipPath id="card"><path d="{edge}"/></clipPath>{"".join(self.defs)}</defs>'
                f'<rect width="{W}" height="{H}" rx="30" fill="#f2eadb"/>'
                f'<g clip-path="url(#card)">{"".join(self.parts)}'
                f'<ellipse cx="{W / 2}" cy="{H / 2}" rx="{W * 0.75}" ry="{H * 0.7}" fill="{vig}"/></g>'
                f'<path d="{edge}" fill="none" stroke="#5a4a3a" stroke-opacity="0.25" stroke-width="1.5"/>'
                f"</svg>")
