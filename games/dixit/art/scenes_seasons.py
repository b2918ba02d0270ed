"""Scene templates of weather and seasons made by hand: snow shaken out of a pillow, the last
leaf tied back on, a rainbow knitted in a rocking chair, spring unpacked from a crate in the
snow.  As in scenes.py.
"""

from __future__ import annotations

import math

from .compose import H, W, f
from .icons import mix
from .registry import template
from .stage import branches, dark, earth_cut, flakes, line, outdoor, put, rain, ref, sky_light, word, sil


@template("pillow_snow", ("pillow", "feather", "town"), ("night", "deep", "snow", "teal", "dusk"),
          moods=("first snow", "everyday magic", "chores"),
          shaker=("traveller|n:person-standing", "child|g:person", "bear|g:polar-bear"))
def pillow_snow(S, m):
    S.sky(0.9)
    S.stars(80, 300)
    x = W / 2 + S.rng.uniform(-60, 60)
    cloud = mix(S.mid, "#ffffff", 0.25)
    S.clouds(x, 260, 440, cloud, 1)
    S.clouds(x - 40, 220, 260, mix(cloud, "#ffffff", 0.1), 1)
    side = S.rng.choice((-1, 1))
    p = S.person(x - side * 40, 230, 110, dark(S, 0.7), ref(m["shaker"]), flip=side < 0)
    pw = mix("#f4f0ff", S.tint, 0.2)
    S.icon("g:pillow", x + side * 70, p.y0 + 44, 80, "sil", pw, anchor="center", rot=side * 30, solid=False)
    for k in range(26):  # feathers near the pillow, snowflakes lower down
        fx = x + side * 70 + S.rng.uniform(-200, 200) * (0.3 + k / 26)
        fy = 320 + k * 20 + S.rng.uniform(-10, 10)
        if k < 10:
            S.icon("g:feather", fx, fy, S.rng.uniform(16, 26), "sil", pw, anchor="center", rot=S.rng.uniform(-80, 80), solid=False)
        else:
            S.add(f'<circle cx="{f(fx)}" cy="{f(fy)}" r="{S.rng.choice((2.5, 3.5, 4.5))}" fill="#ffffff" opacity="0.9"/>')
    flakes(S, 70, 560, 860)
    S.town(880, 100)
    S.add(f'<rect y="866" width="{W}" height="40" fill="#eef2fa"/>')


@template("last_leaf", ("tree", "leaf", "ladder"), ("snow", "fog", "dusk", "night"),
          moods=("holding on", "hope", "the last moment"),
          keeper=("traveller|n:person-standing", "child|g:person", "cat|g:cat"))
def last_leaf(S, m):
    hz = 720
    outdoor(S, hz, "snow", light=(S.rng.choice((120, 480)), 150, 36), stars=60)
    flakes(S, 60, 0, H, a=0.6)
    side = S.rng.choice((-1, 1))
    tx = W / 2 - side * 60
    bark = dark(S, 0.75)
    tips = []
    branches(S, tx, hz + 40, 220, math.pi / 2 + side * 0.1, 4, bark, 26, tips, S.rng)
    lx, ly = max(tips, key=lambda t: side * t[0] - t[1] * 0.3)
    S.glow(lx, ly, 90, S.light, 0.45)
    S.icon("n:maple-leaf", lx, ly + 30, 50, grade=0.15, solid=False)
    S.add(f'<path d="M{f(lx)} {f(ly)}v12" stroke="#c03020" stroke-width="2"/>')
    c = dark(S, 0.85)
    bx = lx + side * 120
    S.add(f'<path d="M{f(bx)} {hz + 90}L{f(lx + side * 30)} {f(ly + 40)}M{f(bx + side * 26)} {hz + 90}L{f(lx + side * 56)} {f(ly + 40)}" stroke="{c}" stroke-width="5"/>' +
          "".join(f'<path d="M{f(bx + (lx + side * 30 - bx) * t)} {f(hz + 90 - (hz + 50 - ly) * t)}h{side * 26}" stroke="{c}" stroke-width="4"/>' for t in (i / 10 for i in range(1, 10))))
    sil(S, m["keeper"], lx + side * 56, ly + 110, 70, c, flip=side > 0)


@template("sheltering_a_flower", ("umbrella", "rain"), ("fog", "teal", "dusk", "night"),
          moods=("sacrifice", "care", "tenderness"),
          flower=("flower|n:tulip", "sunflower|n:sunflower", "seedling|n:seedling", "blossom|n:blossom"))
def sheltering_a_flower(S, m):
    hz = 680
    outdoor(S, hz, "field", light=(0, 0, 0), stars=0)
    S.add(f'<rect width="{W}" height="{hz}" fill="#30384a" opacity="0.45"/>')
    rain(S, 0, W, 0, H, 220)
    x = W / 2 + S.rng.uniform(-40, 40)
    side = S.rng.choice((-1, 1))
    c = dark(S, 0.85)
    S.person(x + side * 70, 820, 220, c, "n:person-standing", flip=side > 0)
    ux, uy = x - side * 30, 660
    S.icon("g:umbrella", ux, uy, 190, "sil", mix("#c84040", S.tint, 0.3), rot=-side * 26, anchor="center", solid=False)
    S.glow(x - side * 30, 790, 90, S.light, 0.5)
    put(S, m["flower"], x - side * 30, 840, 90, grade=0.2)
    S.add(f'<ellipse cx="{f(x)}" cy="844" rx="140" ry="10" fill="#000" opacity="0.15"/>')


@template("sowing_stars", ("field", "star"), ("dusk", "night", "teal", "deep"),
          moods=("planting hope", "creation", "wish"),
          sower=("traveller|g:farmer", "child|g:person", "traveller|n:person-walking"))
def sowing_stars(S, m):
    hz = 600
    S.sky(0.7)
    S.stars(70, 260)
    S.ridge(hz, 14, depth=0.35)
    soil = mix("#4a3a2a", S.tint, 0.25)
    S.floor(hz + 10, soil)
    S.add("".join(f'<path d="M{W / 2} {hz + 10}L{f(W / 2 + (k - 6) * 160)} {H}" stroke="{mix(soil, "#000", 0.35)}" stroke-width="3"/>' for k in range(13)))
    side = S.rng.choice((-1, 1))
    x = W / 2 + side * 120
    c = dark(S, 0.9)
    p = S.person(x, 860, 200, c, ref(m["sower"]), flip=side < 0)
    hx, hy = (p.x0 if side > 0 else p.x1), p.y0 + 60
    for k in range(22):  # seeds thrown up, growing into stars as they rise
        t = k / 21
        sx = hx - side * (30 + 300 * t) + S.rng.uniform(-40, 40) * t
        sy = hy - 40 - 480 * t ** 0.8 + S.rng.uniform(-30, 30)
        if t < 0.4:
            S.add(f'<circle cx="{f(sx)}" cy="{f(sy)}" r="{f(2 + 3 * t)}" fill="{S.light}"/>')
        else:
            S.glow(sx, sy, 24 * t, S.light, 0.6)
            S.icon("n:star", sx, sy, 8 + 26 * t, anchor="center", grade=0.1, rot=S.rng.uniform(0, 60), solid=False)


@template("moon_harvest", ("moon", "farm", "field"), ("dusk", "night", "teal", "ember"),
          moods=("the harvest is in", "harvest", "hard work"),
          farmer=("traveller|g:walk", "child|g:person"))
def moon_harvest(S, m):
    hz = 560
    S.sky(0.66)
    S.stars(130, hz - 40)
    side = S.rng.choice((-1, 1))
    S.add(f'<circle cx="{W / 2 - side * 150}" cy="150" r="50" fill="none" stroke="{S.light}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="4 6"/>')
    S.ridge(hz, 18, depth=0.4)
    S.floor(hz + 10, mix(S.ground, "#5a4a2a", 0.3))
    gourd = mix("#e08a30", S.tint, 0.35)
    for _ in range(40):  # rows of pumpkins going back to the hills
        t = S.rng.random()
        y = hz + 30 + (H - hz - 40) * t ** 0.8
        S.icon("g:pumpkin", S.rng.uniform(20, 580), y, 14 + 60 * t, "sil", mix(gourd, S.ground, 0.6 * (1 - t)), solid=False)
    x = W / 2 + side * 40
    c = dark(S, 0.9)
    wb, barrow = S.icon("g:wheelbarrow", x, 800, 150, "sil", c, flip=side < 0, add=False)
    S.moon(x + side * 20, wb.y0 + 10, 64, glow=2.4)  # the moon lies in the tub
    S.add(barrow)
    S.person(x - side * 130, 810, 170, c, ref(m["farmer"]), flip=side < 0)


@template("sun_in_a_bucket", ("sun", "bucket", "child"), ("night", "deep", "teal", "dusk"),
          moods=("bringing light", "hope", "gift"),
          carrier=("child|g:person", "traveller|n:person-walking", "bear|g:polar-bear"))
def sun_in_a_bucket(S, m):
    hz = 560
    S.sky(0.66)
    S.stars(130, hz - 40)
    S.ridge(hz, 20, depth=0.4)
    S.floor(hz + 10, dark(S, 0.2))
    side = S.rng.choice((-1, 1))
    S.town(hz + 40, 60, dark(S, 0.6), lit=False)
    path = mix(S.hor, "#e8d8b0", 0.3)
    S.add(f'<path d="M{W / 2 - 120} {H}Q{W / 2 + side * 60} 700 {W / 2 - side * 60} {hz + 40}L{W / 2 - side * 40} {hz + 40}Q{W / 2 + side * 120} 700 {W / 2 + 120} {H}Z" fill="{path}" opacity="0.4"/>')
    x = W / 2 + side * 40
    S.glow(x, 760, 300, "#ffd880", 0.6)
    S.add(f'<path d="M{x - 200} {H}L{x - 80} 760H{x + 80}L{x + 200} {H}Z" fill="#ffe8a0" opacity="0.15"/>')
    c = dark(S, 0.9)
    p = S.person(x, 800, 150, c, ref(m["carrier"]), flip=side > 0)
    bx = p.x0 - 14 if side > 0 else p.x1 + 14
    S.sun(bx, p.y0 + 96, 30)
    S.icon("g:empty-wood-bucket-handle", bx, p.y0 + 150, 60, "sil", c, solid=False)


@template("windmill_stirs_stars", ("windmill", "night", "hills"), ("night", "deep", "teal", "dusk"),
          moods=("whirl", "dream", "art"),
          mill=("windmill|g:windmill", "windmill|g:windmill"))
def windmill_stirs_stars(S, m):
    S.sky(0.8)
    S.stars(60, 700)
    side = S.rng.choice((-1, 1))
    hx, hy = W / 2 + side * 60, 430
    for k in range(16):  # the stars wheel around its sails
        r = 50 + k * 22
        a0 = S.rng.uniform(0, 6.28)
        span = S.rng.uniform(1.0, 2.4)
        pts = [(hx + r * math.cos(a0 + span * t / 10), hy + r * 0.8 * math.sin(a0 + span * t / 10)) for t in range(11)]
        line(S, pts, mix(S.light, "#ffffff", 0.3 + 0.04 * (k % 3)), 2.2 + (k % 3), 0.55)
        S.add(f'<circle cx="{f(pts[-1][0])}" cy="{f(pts[-1][1])}" r="3.5" fill="#ffffff"/>')
    S.moon(W / 2 - side * 200, 130, 34, glow=2.5)
    S.ridge(700, 30, dark(S, 0.5))
    S.add(f'<path d="M{hx - 70} 720Q{hx} 560 {hx + 90} 720Z" fill="{dark(S, 0.7)}"/>')
    mb, _ = S.icon(ref(m["mill"]), hx, 640, 300, "sil", dark(S, 0.85), solid=False)
    S.add(f'<rect x="{f(hx - 6)}" y="{f(mb.y0 + mb.h * 0.7)}" width="12" height="18" fill="{S.light}"/>')
    S.floor(730, dark(S, 0.7))


@template("knitting_the_rainbow", ("rainbow", "chair", "hills"), ("dawn", "gold", "fog", "teal"),
          moods=("after the rain", "patience", "care"),
          knitter=("traveller|g:person", "cat|g:cat"))
def knitting_the_rainbow(S, m):
    hz = 680
    outdoor(S, hz, "hills", light=(0, 0, 0), stars=0)
    for k in range(3):
        S.clouds(S.rng.uniform(80, 520), 120 + k * 40, 240, a=0.5)
    side = S.rng.choice((-1, 1))
    kx = W / 2 - side * 190
    cols = ("#e05050", "#f09a40", "#f0d050", "#60b060", "#4a80d0", "#8a60c0")
    for i, col in enumerate(cols):  # from her needles up over the sky to the far hills
        off = i * 10
        pts = arc_up(kx + side * 30, 720 - off * 0.4, W / 2 + side * 280, hz + 10, 440 - off)
        line(S, pts, mix(col, S.tint, 0.3), 11, 0.95)
    stitch = "".join(f'<path d="M{f(x)} {f(y - 30)}l6 8l6 -8"/>' for x, y in arc_up(kx + side * 30, 720, W / 2 + side * 280, hz + 10, 440)[1:8])
    S.add(f'<g stroke="#ffffff" stroke-opacity="0.4" stroke-width="2" fill="none">{stitch}</g>')
    c = dark(S, 0.85)
    S.icon("g:rocking-chair", kx, 820, 160, "sil", c, flip=side < 0, solid=False)
    sil(S, m["knitter"], kx - side * 4, 770, 120, c, flip=side < 0)
    S.add(f'<path d="M{f(kx + side * 20)} 720l{side * 30} -20M{f(kx + side * 26)} 730l{side * 34} -10" stroke="{mix(S.light, "#fff", 0.5)}" stroke-width="3"/>')
    S.icon("n:yarn", kx + side * 90, 830, 50, grade=0.3, solid=False)


def arc_up(x0, y0, x1, y1, lift, n=24):
    """Points along a high arch from (x0, y0) to (x1, y1)."""
    return [(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - lift * math.sin(math.pi * t)) for t in (i / (n - 1) for i in range(n))]


@template("frozen_wave", ("wave", "ice", "traveller"), ("night", "snow", "teal", "deep"),
          moods=("a frozen moment", "daring", "capturing the moment"),
          skater=("traveller|n:ballet-dancer", "child|g:person"))
def frozen_wave(S, m):
    hz = 640
    outdoor(S, hz, None, light=(S.rng.choice((120, 480)), 130, 40), stars=140)
    ice = S.lin([(0, "#e8f6ff", 1), (0.5, mix("#9ad0e8", S.tint, 0.3), 1), (1, mix("#3a7aa0", S.tint, 0.3), 1)])
    S.add(f'<rect y="{hz}" width="{W}" height="{H - hz}" fill="{mix("#c8e0f0", S.tint, 0.4)}"/>')
    side = S.rng.choice((-1, 1))
    x0 = W / 2 + side * 300
    wave = (f"M{x0} {H}V560C{x0} 300 {W / 2 + side * 100} 180 {W / 2 - side * 80} 240C{W / 2 - side * 200} 280 {W / 2 - side * 180} 380 {W / 2 - side * 100} 360"
            f"C{W / 2 - side * 40} 340 {W / 2} 300 {W / 2 + side * 20} 420C{W / 2 + side * 40} 560 {W / 2 - side * 100} 700 {W / 2 - side * 300} 720V{H}Z")
    S.add(f'<path d="{wave}" fill="{ice}"/><path d="{wave}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/>')
    S.add(f'<path d="M{W / 2 - side * 80} 260C{W / 2 + side * 40} 240 {W / 2 + side * 150} 330 {W / 2 + side * 180} 500" stroke="#ffffff" stroke-opacity="0.5" stroke-width="10" fill="none" stroke-linecap="round"/>')
    S.add("".join(f'<circle cx="{f(W / 2 - side * S.rng.uniform(60, 200))}" cy="{f(S.rng.uniform(240, 380))}" r="{f(S.rng.uniform(3, 8))}" fill="#ffffff" opacity="0.8"/>' for _ in range(12)))
    c = dark(S, 0.85)
    S.person(W / 2 + side * 60, 560, 90, c, ref(m["skater"]), flip=side > 0)
    S.add(f'<path d="M{W / 2 + side * 20} 580C{W / 2 + side * 80} 620 {W / 2 + side * 150} 560 {W / 2 + side * 170} 480" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2" fill="none"/>')


@template("snow_angel", ("child", "snow", "winter"), ("night", "deep", "snow", "teal"),
          moods=("innocence", "childhood", "blessing"),
          tracks=("footprints|n:footprints", "paw|g:paw-print"))
def snow_angel(S, m):
    hz = 420
    outdoor(S, hz, "snow", light=(S.rng.choice((120, 480)), 130, 40), stars=160)
    S.floor(hz + 80, mix("#e4eaf4", S.tint, 0.3))
    x, y = W / 2, 700
    S.glow(x, y, 260, "#fff6d8", 0.55)
    imprint = mix("#b8c8e0", S.tint, 0.3)
    for w in (-1, 1):
        S.icon("g:feathered-wing", x + w * 110, y - 20, 230, "sil", "#fffaf0", anchor="center", flip=w > 0, rot=w * 10, a=0.95, solid=False)
    S.add(f'<ellipse cx="{x}" cy="{y + 10}" rx="60" ry="150" fill="{imprint}"/>')
    S.icon("n:person-standing", x, y + 10, 260, "sil", dark(S, 0.8), anchor="center", solid=False)
    for k in range(6):
        sil(S, m["tracks"], x + 40 + k * 30 * (1 if k % 2 else 0.8), y + 180 + k * 8, 22, imprint, rot=80, solid=False)


@template("bear_dreams_of_spring", ("bear", "snow", "flower"), ("snow", "night", "fog", "teal"),
          moods=("sweet dreams", "waiting", "spring"),
          bloom=("flower|n:tulip", "blossom|n:cherry-blossom", "butterfly|n:butterfly", "sunflower|n:sunflower"))
def bear_dreams_of_spring(S, m):
    gy = 380
    S.sky(gy / H + 0.05)
    S.stars(60, gy)
    sky_light(S, S.rng.choice((120, 480)), 110, 34)
    S.pines(gy + 10, 12, 140, dark(S, 0.5))
    earth_cut(S, gy)
    S.add(f'<path d="M0 {gy - 10}Q{W / 2} {gy - 30} {W} {gy - 6}V{gy + 24}H0Z" fill="{mix("#eef2fa", S.tint, 0.2)}"/>')
    flakes(S, 40, 0, gy)
    x, y = W / 2, 660
    S.add(f'<ellipse cx="{x}" cy="{y}" rx="230" ry="150" fill="{S.lin([(0, "#f4d890", 1), (1, "#b8d890", 1)])}"/>')
    S.glow(x, y, 240, "#fff4c0", 0.5)
    S.add(f'<path d="M{x - 230} {y + 40}Q{x} {y + 110} {x + 230} {y + 40}V{y + 150}H{x - 230}Z" fill="{mix("#6a9a4a", S.tint, 0.2)}" opacity="0.8"/>')
    cid = S.uid("den")
    S.defs.append(f'<clipPath id="{cid}"><ellipse cx="{x}" cy="{y}" rx="230" ry="150"/></clipPath>')
    S.add(f'<g clip-path="url(#{cid})">')
    for k in range(9):
        fx = x - 200 + k * 50
        put(S, m["bloom"], fx, y + 120 - (k % 2) * 20 if word(m["bloom"]) != "butterfly" else y - 90 + (k % 3) * 40, 40, grade=0.2, solid=False)
    S.add("</g>")
    S.icon("g:polar-bear", x + 10, y + 100, 170, "sil", dark(S, 0.75), solid=False)


@template("spring_unpacked", ("box", "snow", "flower"), ("snow", "fog", "dawn", "gold"),
          moods=("spring", "surprise", "new beginning"),
          opener=("child|n:person-kneeling", "fox|g:fox", "rabbit|g:rabbit"))
def spring_unpacked(S, m):
    hz = 560
    outdoor(S, hz, "snow", light=(S.rng.choice((120, 480)), 140, 36), stars=20)
    S.floor(hz + 80, mix("#e4eaf4", S.tint, 0.3))
    x = W / 2 + S.rng.uniform(-30, 30)
    S.add(f'<ellipse cx="{f(x)}" cy="790" rx="230" ry="60" fill="{mix("#6aa050", S.tint, 0.25)}"/>')
    S.glow(x, 640, 260, "#fff4c0", 0.55)
    wood = mix("#b08050", S.tint, 0.3)
    S.add(f'<rect x="{f(x - 90)}" y="700" width="180" height="110" fill="{wood}"/>'
          f'<path d="M{f(x - 90)} 700L{f(x - 150)} 640L{f(x - 60)} 620L{f(x - 20)} 700Z" fill="{mix(wood, "#fff", 0.15)}"/>'
          f'<path d="M{f(x - 90)} 730H{f(x + 90)}M{f(x - 90)} 770H{f(x + 90)}" stroke="#000" stroke-opacity="0.2" stroke-width="3"/>')
    for ref_, n in (("n:tulip", 7), ("n:cherry-blossom", 6), ("n:herb", 5)):
        for _ in range(n):
            a = math.pi * (0.15 + 0.7 * S.rng.random())
            d = S.rng.uniform(60, 200)
            S.icon(ref_, x + math.cos(a) * d * 1.2, 700 - math.sin(a) * d, S.rng.uniform(26, 44), anchor="center",
                   grade=0.2, rot=S.rng.uniform(-40, 40), solid=False)
    S.scatter(["n:butterfly", "g:sparrow"], 5, (x - 200, 300, x + 200, 520), (30, 44), grade=0.2, rots=(-20, 20))
    side = S.rng.choice((-1, 1))
    S.person(x + side * 170, 820, 100, dark(S, 0.8), ref(m["opener"]), flip=side > 0)
    S.add("".join(f'<ellipse cx="{f(S.rng.uniform(40, 560))}" cy="{f(S.rng.uniform(650, 880))}" rx="30" ry="6" fill="#ffffff" opacity="0.5"/>' for _ in range(6)))


@template("leaf_voyage", ("mouse", "leaf", "rain"), ("fog", "dusk", "teal", "dawn", "gold"),
          moods=("voyage", "courage", "adventure"),
          sailor=("mouse|g:mouse", "mouse|g:seated-mouse", "frog|g:frog"))
def leaf_voyage(S, m):
    S.sky(0.35)
    S.town(300, 120, dark(S, 0.4), lit=True)
    S.add(f'<rect y="300" width="{W}" height="{H - 300}" fill="{mix(S.ground, S.hor, 0.35)}"/>')
    px, py = W / 2, 620
    S.add(f'<ellipse cx="{px}" cy="{py}" rx="290" ry="170" fill="{S.lin([(0, mix(S.hor, S.mid, 0.2), 1), (1, S.top, 1)])}"/>')
    cid = S.uid("pud")
    S.defs.append(f'<clipPath id="{cid}"><ellipse cx="{px}" cy="{py}" rx="290" ry="170"/></clipPath>')
    S.add(f'<g clip-path="url(#{cid})" opacity="0.5">')
    S.town(470, 100, dark(S, 0.3))
    S.add("</g>")
    S.add("".join(f'<ellipse cx="{f(px + S.rng.uniform(-220, 220))}" cy="{f(py + S.rng.uniform(-120, 120))}" rx="{r}" ry="{r * 0.3:.1f}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>'
                  for r in (20, 34, 50, 26, 40)))
    rain(S, 0, W, 0, H, 70)
    side = S.rng.choice((-1, 1))
    lx, ly = px + side * 40, py + 10
    leaf = mix("#d07030", S.tint, 0.25)
    w, h = 230, 56
    S.add(f'<ellipse cx="{f(lx)}" cy="{f(ly + 30)}" rx="{w * 0.55}" ry="16" fill="#000" opacity="0.2"/>'
          f'<path d="M{f(lx - w / 2)} {f(ly)}Q{f(lx - w * 0.1)} {f(ly + h)} {f(lx + w / 2)} {f(ly - 6)}Q{f(lx)} {f(ly + 10)} {f(lx - w / 2)} {f(ly)}Z" fill="{leaf}"/>'
          f'<path d="M{f(lx - w / 2)} {f(ly)}Q{f(lx)} {f(ly + h * 0.5)} {f(lx + w / 2)} {f(ly - 6)}" stroke="{mix(leaf, "#000", 0.3)}" stroke-width="3" fill="none"/>')
    S.add(f'<path d="M{f(lx)} {f(ly + 14)}V{f(ly - 170)}" stroke="{dark(S, 0.7)}" stroke-width="5"/>'
          f'<path d="M{f(lx + 3)} {f(ly - 166)}Q{f(lx + side * 110)} {f(ly - 100)} {f(lx + 3)} {f(ly - 20)}Z" fill="{mix("#f0e8d8", S.tint, 0.3)}"/>')
    sil(S, m["sailor"], lx - side * 50, ly + 14, 70, dark(S, 0.85), flip=side < 0)
