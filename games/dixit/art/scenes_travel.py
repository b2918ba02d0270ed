"""Scene templates of journeys and places left or reached: a bus stop in the open sea, a road
rolled up behind its traveller, a house walking off on long legs, a sea running off the edge
of its map.  As in scenes.py.
"""

from __future__ import annotations

import math
from collections import deque

from .compose import H, W, f
from .icons import mix
from .registry import template
from .stage import castle, chasm, dark, hull, line, outdoor, put, ref, room, sky_light, sil


@template("whale_bus_stop", ("whale", "sea", "suitcase"), ("dawn", "gold", "fog", "teal", "dusk"),
          moods=("on schedule", "waiting", "departure"),
          rider=("traveller|n:person-standing", "child|g:person", "cat|g:cat"))
def whale_bus_stop(S, m):
    hz = 520
    outdoor(S, hz, "sea", light=(S.rng.choice((120, 480)), 140, 40), stars=60)
    side = S.rng.choice((-1, 1))
    rx = W / 2 + side * 140
    S.add(f'<path d="M{rx - 90} 760Q{rx - 60} 700 {rx} 696Q{rx + 70} 700 {rx + 90} 760Z" fill="{dark(S, 0.6)}"/>')
    c = dark(S, 0.85)
    sx = rx + side * 40
    sign = mix("#e8d070", S.tint, 0.3)
    S.add(f'<path d="M{sx} 700V540" stroke="{c}" stroke-width="6"/><circle cx="{sx}" cy="530" r="28" fill="{sign}" stroke="{c}" stroke-width="4"/>'
          f'<rect x="{sx - 14}" y="580" width="28" height="40" fill="{mix(sign, "#fff", 0.4)}" stroke="{c}" stroke-width="3"/>'
          f'<path d="M{sx - 14} 522h28M{sx - 14} 534h28" stroke="{c}" stroke-width="4"/>')
    p = S.person(rx - side * 20, 704, 110, c, "n:person-standing", flip=side > 0)
    S.icon("g:suitcase", p.x0 - 16 if side > 0 else p.x1 + 16, 706, 34, "sil", c, solid=False)
    wx = W / 2 - side * 130
    wb, _ = S.icon("n:whale", wx, 800, 190, "sil", mix(S.mid, S.light, 0.25), flip=side > 0)
    S.add(f'<rect x="{f(wb.x0 - 10)}" y="770" width="{f(wb.w + 20)}" height="50" fill="{mix(S.mid, S.ground, 0.4)}" opacity="0.7"/>')
    sil(S, m["rider"], wb.cx - side * 30, wb.top_at(wb.cx - side * 30) + 6, 44, c, flip=side < 0)
    S.add("".join(f'<path d="M{f(wb.x0 - 20 + k * 50)} {800 + k % 2 * 6}h36" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>' for k in range(7)))


@template("road_rolled_up", ("road", "traveller", "hills"), ("dawn", "gold", "dusk", "fog", "teal"),
          moods=("leaving the past behind", "no turning back", "the long road"),
          walker=("traveller|n:person-walking", "child|g:person", "traveller|g:walk"))
def road_rolled_up(S, m):
    hz = 460
    outdoor(S, hz, "hills", stars=60)
    S.floor(hz + 60, mix(S.ground, "#5a6a3a", 0.25))
    side = S.rng.choice((-1, 1))
    road = mix("#d8c8a0", S.tint, 0.35)
    # the road ahead winds to the horizon; behind the walker it is rolled up
    pts = [(W / 2 + side * 90 * math.sin(t * 4) * (1 - t), 780 - (780 - hz) * t, 230 * (1 - t) ** 1.5 + 6) for t in (i / 30 for i in range(31))]
    left = " ".join(f"{f(x - w / 2)} {f(y)}" for x, y, w in pts)
    right = " ".join(f"{f(x + w / 2)} {f(y)}" for x, y, w in reversed(pts))
    S.add(f'<path d="M{left} L{right}Z" fill="{road}"/>')
    x0, y0, w0 = pts[0]
    r = 46
    roll = S.lin([(0, mix(road, "#ffffff", 0.3), 1), (0.5, road, 1), (1, mix(road, "#000", 0.35), 1)])
    S.add(f'<rect x="{f(x0 - w0 / 2)}" y="{f(y0 - r)}" width="{f(w0)}" height="{f(2 * r)}" fill="{roll}"/>')
    ex = x0 + side * w0 / 2
    S.add(f'<ellipse cx="{f(ex)}" cy="{f(y0)}" rx="20" ry="{r}" fill="{mix(road, "#000", 0.1)}"/>')
    spiral = [(ex + 18 * (1 - t) * math.cos(t * 16) * 0.9, y0 + r * 0.95 * (1 - t) * math.sin(t * 16)) for t in (i / 50 for i in range(51))]
    line(S, spiral, mix(road, "#000", 0.4), 2)
    x, y, w = pts[5]
    S.person(x, y, 130, dark(S, 0.85), ref(m["walker"]), flip=side < 0)


@template("suitcase_home", ("suitcase", "house", "traveller"), ("dusk", "gold", "fog", "teal", "night"),
          moods=("homesick", "at home anywhere", "far from home"),
          home=("house|n:house-with-garden", "house|n:house", "tent|n:tent", "lighthouse|n:lighthouse"))
def suitcase_home(S, m):
    hz = 520
    outdoor(S, hz, "hills", light=(S.rng.choice((120, 480)), 140, 36), stars=90)
    S.add(f'<rect y="{hz + 60}" width="{W}" height="{H - hz - 60}" fill="{mix(S.ground, "#7a7470", 0.3)}"/>'
          f'<path d="M0 {hz + 140}H{W}" stroke="{mix("#e8d070", S.tint, 0.3)}" stroke-width="6"/>'
          f'<path d="M0 {hz + 100}H{W}M0 {hz + 118}H{W}" stroke="{dark(S, 0.6)}" stroke-width="4"/>')
    x = W / 2 + S.rng.uniform(-30, 30)
    leather = mix("#8a4a2a", S.tint, 0.3)
    S.add(f'<path d="M{x - 170} 660L{x - 150} 480H{x + 150}L{x + 170} 660Z" fill="{mix(leather, "#000", 0.25)}"/>'
          f'<path d="M{x - 150} 480H{x + 150}V500H{x - 150}Z" fill="{leather}"/>')
    S.glow(x, 560, 170, S.light, 0.5)
    S.add(f'<path d="M{x - 150} 640Q{x} 600 {x + 150} 640V660H{x - 150}Z" fill="{mix("#6a9a4a", S.tint, 0.3)}"/>')
    put(S, m["home"], x, 650, 140, grade=0.25)
    S.add(f'<rect x="{x - 180}" y="660" width="360" height="150" rx="14" fill="{leather}"/>'
          f'<path d="M{x - 180} 700H{x + 180}" stroke="{mix(leather, "#000", 0.3)}" stroke-width="4"/>'
          f'<rect x="{x - 30}" y="690" width="60" height="20" rx="4" fill="{mix("#d8b060", S.tint, 0.3)}"/>')
    side = S.rng.choice((-1, 1))
    S.person(x + side * 230, 830, 180, dark(S, 0.85), "n:person-standing", flip=side > 0)


@template("paper_plane_rider", ("paper plane", "child", "town"), ("dusk", "gold", "dawn", "teal", "night"),
          moods=("daydream", "flight", "escape"),
          below=("town|", "sea|", "clouds|"))
def paper_plane_rider(S, m):
    hz = 700
    S.sky(0.8)
    S.stars(100, hz - 40)
    sky_light(S, S.rng.choice((110, 490)), 140, 40)
    kind = m["below"].split("|")[0]
    if kind == "town":
        S.town(H, 160)
    elif kind == "sea":
        S.sea(hz)
        S.ripples(hz, 20)
    else:
        for k in range(5):
            S.clouds(S.rng.uniform(60, 540), hz + 20 + k * 40, S.rng.uniform(240, 340), a=0.9)
    side = S.rng.choice((-1, 1))
    x, y = W / 2, 420
    paper = mix("#f8f4ec", S.tint, 0.15)
    pb, _ = S.icon("g:paper-plane", x, y, 230, "sil", paper, anchor="center", flip=side < 0, rot=-side * 10)
    S.person(x - side * 20, y - 10, 70, dark(S, 0.85), "g:person", flip=side < 0)
    S.add(f'<path d="M{f(x - side * 30)} {f(y - 50)}q{-side * 40} -4 {-side * 70} 12" stroke="{mix("#d04040", S.tint, 0.3)}" stroke-width="5" fill="none" stroke-linecap="round"/>')
    S.add("".join(f'<path d="M{f(pb.cx - side * (140 + k * 40))} {f(y + 40 + k * 16)}h{-side * 60}" stroke="{paper}" stroke-width="2" opacity="{0.5 - k * 0.1:.1f}"/>' for k in range(4)))


@template("umbrella_boat", ("umbrella", "child", "street"), ("dawn", "fog", "teal", "gold", "dusk"),
          moods=("make do", "after the flood", "adventure"),
          watcher=("cat|g:cat", "owl|g:owl", "dog|g:sitting-dog"))
def umbrella_boat(S, m):
    wy = 620
    S.sky(0.5)
    sky_light(S, S.rng.choice((120, 480)), 130, 38)
    wall = mix("#b8a890", S.tint, 0.35)
    S.add(f'<rect y="160" width="{W}" height="{wy - 140}" fill="{wall}"/>')
    for x in range(30, W, 140):
        S.add(f'<rect x="{x}" y="240" width="70" height="90" fill="{mix(S.top, S.mid, 0.5)}"/><rect x="{x}" y="420" width="70" height="90" fill="{mix(S.top, S.mid, 0.5)}"/>')
    side = S.rng.choice((-1, 1))
    wx = 30 + 140 * (3 if side > 0 else 0)
    S.glow(wx + 35, 465, 50, S.light, 0.6)
    sil(S, m["watcher"], wx + 35, 510, 60, dark(S, 0.8), flip=side > 0)
    S.add(f'<rect y="{wy}" width="{W}" height="{H - wy}" fill="{S.lin([(0, mix(S.mid, "#3a7aa0", 0.4), 1), (1, mix(S.ground, "#1a3a58", 0.4), 1)])}"/>')
    S.ripples(wy, 30)
    x = W / 2 - side * 60
    cloth = mix("#c84040", S.tint, 0.3)
    S.add(f'<path d="M{x - 110} {wy + 120}Q{x} {wy + 250} {x + 110} {wy + 120}Q{x} {wy + 150} {x - 110} {wy + 120}Z" fill="{cloth}"/>'
          f'<path d="M{x} {wy + 190}L{x + side * 40} {wy + 20}" stroke="{dark(S, 0.7)}" stroke-width="5"/>'
          f'<path d="M{x + side * 40} {wy + 20}q{side * 16} -16 {side * 28} 0" stroke="{dark(S, 0.7)}" stroke-width="5" fill="none"/>')
    S.person(x - side * 20, wy + 150, 100, dark(S, 0.85), "g:person", flip=side > 0)
    S.add(f'<path d="M{x - side * 50} {wy + 70}l{-side * 70} 80" stroke="{dark(S, 0.7)}" stroke-width="5"/>')


@template("house_with_legs", ("house", "hills", "traveller"), ("dawn", "gold", "fog", "dusk", "teal"),
          moods=("wanderlust", "a change of scene", "escape"),
          home=("house|n:house", "house|n:house-with-garden", "church|n:church"))
def house_with_legs(S, m):
    hz = 640
    outdoor(S, hz, "hills", stars=50)
    side = S.rng.choice((-1, 1))
    hx, hy = W / 2 + side * 80, 380
    legc = dark(S, 0.75)
    for dx, kx, fx in ((-30, -70, -110), (30, 60, 70)):  # long bird legs in mid-stride
        ax = hx + dx
        kx = hx + side * kx
        S.add(f'<path d="M{f(ax)} {hy}L{f(kx)} {hy + 150}L{f(hx + side * fx)} {hz + 120}" stroke="{legc}" stroke-width="10" fill="none" stroke-linejoin="round"/>'
              f'<path d="M{f(hx + side * fx)} {hz + 120}l{side * 30} 6M{f(hx + side * fx)} {hz + 120}l{-side * 16} 10" stroke="{legc}" stroke-width="7" stroke-linecap="round"/>')
    put(S, m["home"], hx, hy + 20, 170, grade=0.35, flip=side < 0)
    S.add(f'<path d="M{f(hx - side * 80)} {hy - 120}q{-side * 30} -40 {-side * 10} -80q{-side * 30} -20 {-side * 6} -50" stroke="{mix(S.hor, "#ffffff", 0.4)}" stroke-width="8" fill="none" opacity="0.6" stroke-linecap="round"/>')
    c = dark(S, 0.85)
    S.person(W / 2 - side * 200, 830, 110, c, "n:person-running", flip=side < 0)
    S.icon("g:suitcase", W / 2 - side * 250, 810, 34, "sil", c, solid=False)


@template("anchor_from_above", ("anchor", "clouds", "village"), ("fog", "dawn", "teal", "dusk", "gold"),
          moods=("out of the blue", "mystery", "caught"),
          snag=("church|g:church", "tree|g:oak", "house|g:house"))
def anchor_from_above(S, m):
    hz = 680
    outdoor(S, hz, "hills", stars=20)
    side = S.rng.choice((-1, 1))
    cloud = mix(S.hor, "#ffffff", 0.35)
    for k in range(4):
        S.clouds(W / 2 + (k - 1.5) * 150, 120 + (k % 2) * 30, 320, cloud, 1)
    hull(S, W / 2 + side * 60, 60, 300, 60, mix(dark(S, 0.5), cloud, 0.6))
    S.clouds(W / 2 + side * 40, 110, 380, cloud, 1)
    c = dark(S, 0.8)
    sx = W / 2 - side * 40
    sb, _ = sil(S, m["snag"], sx, 860, 300, c)
    ax, ay = sb.cx + side * 10, sb.y0 + 40
    chain = [(W / 2 + side * 60 + (ax - W / 2 - side * 60) * t + 30 * math.sin(t * 3), 130 + (ay - 130) * t) for t in (i / 30 for i in range(31))]
    line(S, chain, c, 5)
    S.add("".join(f'<ellipse cx="{f(x)}" cy="{f(y)}" rx="4" ry="7" fill="none" stroke="{c}" stroke-width="2"/>' for x, y in chain[::2]))
    S.icon("g:anchor", ax, ay + 40, 90, "sil", c, anchor="center", rot=side * 20, solid=False)
    for k, x in enumerate((80, 150, 470, 530)):
        S.person(x, 880, 44 + k % 2 * 8, c, "g:person", flip=x > W / 2)


@template("sunset_theatre", ("chair", "sun", "sea"), ("ember", "gold", "dusk", "dawn"),
          moods=("the show", "together", "ritual"),
          guest=("cat|g:cat", "bear|g:polar-bear", "fox|g:fox", "owl|g:owl"))
def sunset_theatre(S, m):
    hz = 500
    S.sky(0.58)
    S.stars(30, 300)
    S.sun(W / 2 + S.rng.uniform(-60, 60), hz - 20, 70)
    S.sea(hz)
    S.moon_path(W / 2, hz)
    S.add(f'<path d="M0 660Q{W / 2} 630 {W} 670V{H}H0Z" fill="{dark(S, 0.45)}"/>')
    c = dark(S, 0.9)
    wood = mix("#8a6a48", S.tint, 0.3)
    guests = {0: "traveller|g:person", 2: m["guest"]} if S.rng.random() < 0.5 else {1: m["guest"], 3: "traveller|g:person"}
    for i in range(4):  # a row of chairs on the cliff, seen from behind, facing the sun going down
        x = W / 2 + (i - 1.5) * 140
        S.icon("g:wooden-chair", x, 860, 190, "sil", wood, solid=False)
        if i in guests:
            put(S, guests[i], x, 800, 150, c, flip=x > W / 2)


@template("unfinished_bridge", ("bridge", "cliff", "traveller"), ("dusk", "fog", "gold", "teal", "dawn"),
          moods=("so close yet so far", "distance", "work in progress"),
          other=("traveller|n:person-standing", "child|g:person", "dog|g:sitting-dog"))
def unfinished_bridge(S, m):
    outdoor(S, 820, "hills", light=(S.rng.choice((130, 470)), 150, 36), stars=80)
    c = dark(S, 0.7)
    chasm(S, 460, 460, 110, c, 820)
    stone = mix("#a09080", S.tint, 0.3)
    gap = S.rng.uniform(50, 80)
    for side in (-1, 1):
        x_out, x_in = W / 2 + side * 300, W / 2 + side * gap / 2
        S.add(f'<path d="M{f(x_out)} 470H{f(x_in)}V500Q{f((x_out + x_in) / 2)} 520 {f(x_out - side * 10)} 600V470Z" fill="{stone}"/>'
              f'<path d="M{f(x_in)} 470v30l{side * 14} 10l{side * 6} -40Z" fill="{mix(stone, "#000", 0.2)}"/>')
        S.add("".join(f'<rect x="{f(min(x_in, x_in + side * k * 30) - (15 if side < 0 else 0))}" y="{f(470 + (k % 2) * 8)}" width="14" height="8" fill="{mix(stone, "#000", 0.3)}"/>' for k in range(1, 3)))
    cc = dark(S, 0.9)
    S.person(W / 2 - gap / 2 - 30, 470, 90, cc, "n:person-standing")
    sil(S, m["other"], W / 2 + gap / 2 + 30, 470, 90, cc, flip=True)


@template("stairs_into_the_sea", ("stairs", "sea", "lantern"), ("dusk", "night", "teal", "deep", "fog"),
          moods=("descent", "into the unknown", "hidden depths"),
          below=("door|", "castle|", "light|"))
def stairs_into_the_sea(S, m):
    wy = 420
    S.sky(wy / H + 0.02)
    S.stars(100, wy - 40)
    sky_light(S, S.rng.choice((120, 480)), 120, 36)
    S.add(f'<rect y="{wy}" width="{W}" height="{H - wy}" fill="{S.lin([(0, mix(S.hor, S.mid, 0.4), 1), (0.3, mix(S.mid, "#0a3a50", 0.5), 1), (1, "#02101a", 1)])}"/>')
    S.ripples(wy, 14)
    side = S.rng.choice((-1, 1))
    stone = mix("#8a8490", S.tint, 0.3)
    steps = []
    for k in range(16):
        x = W / 2 - side * 260 + side * k * 30
        y = wy - 60 + k * 28
        steps.append((x, y))
        S.add(f'<rect x="{f(x - 60)}" y="{f(y)}" width="120" height="28" fill="{mix(stone, "#000", min(0.7, max(0, (y - wy) / 600)))}"/>')
    S.add(f'<rect y="{wy}" width="{W}" height="{H - wy}" fill="{S.lin([(0, "#0a3a50", 0.3), (1, "#02101a", 0.4)])}"/>')
    kind = m["below"].split("|")[0]
    bx, by = steps[-1][0] + side * 40, steps[-1][1] + 10
    S.glow(bx, by - 40, 160, "#d8fff0", 0.5)
    if kind == "door":
        S.add(f'<rect x="{f(bx - 30)}" y="{f(by - 90)}" width="60" height="90" rx="30" fill="#f4fff0"/>')
    elif kind == "castle":
        castle(S, bx, by + 10, 140, "#0a2a38", windows="#f4fff0")
    x, y = steps[5]
    p = S.person(x, y, 110, dark(S, 0.9), "n:person-walking", flip=side < 0)
    lx = p.x1 + 6 if side > 0 else p.x0 - 6
    S.glow(lx, p.y0 + 60, 60, "#ffd880", 0.8)
    S.icon("g:old-lantern", lx, p.y0 + 76, 28, "sil", dark(S, 0.9), solid=False)
    S.add("".join(f'<circle cx="{f(bx + S.rng.uniform(-60, 60))}" cy="{f(by - 100 - k * 40)}" r="{f(2 + k * 0.3)}" fill="none" stroke="#e8fff8" stroke-opacity="0.5"/>' for k in range(6)))


@template("telescope_looks_back", ("telescope", "moon", "hill"), ("night", "deep", "dusk", "teal"),
          moods=("being watched", "curiosity", "encounter"),
          other=("traveller|g:person", "cat|g:cat", "rabbit|g:rabbit"))
def telescope_looks_back(S, m):
    S.sky(0.85)
    S.stars(160, 700)
    side = S.rng.choice((-1, 1))
    mx, my, r = W / 2 + side * 90, 260, 130
    S.moon(mx, my, r, glow=2.2)
    c = dark(S, 0.85)
    S.icon("g:telescope", mx - side * 30, my - r + 20, 60, "sil", mix(S.mid, "#000", 0.5), flip=side > 0, solid=False)
    sil(S, m["other"], mx + side * 20, my - r + 16, 40, mix(S.mid, "#000", 0.5), flip=side > 0)
    S.add(f'<path d="M-10 {H}V760Q{W / 2 - side * 120} 660 {W + 10} 780V{H}Z" fill="{c}"/>')
    tx = W / 2 - side * 140
    S.icon("g:telescope", tx, 740, 150, "sil", c, flip=side < 0, solid=False)
    S.person(tx - side * 70, 750, 120, c, "g:person", flip=side < 0)


@template("off_the_map", ("map", "ship", "table"), ("gold", "dusk", "ember", "fog", "teal"),
          moods=("the edge of the world", "into the unknown", "adventure"),
          monster=("sea serpent|g:sea-dragon", "octopus|g:octopus", "whale|g:whale-tail"))
def off_the_map(S, m):
    room(S, 300, window=False)
    S.glow(W / 2, 260, 320, S.light, 0.4)
    wood = mix("#6a4428", S.tint, 0.3)
    S.add(f'<rect y="300" width="{W}" height="{H - 300}" fill="{wood}"/>' +
          "".join(f'<path d="M0 {y}H{W}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>' for y in range(350, H, 60)))
    side = S.rng.choice((-1, 1))
    paper = mix("#eadcb8", S.tint, 0.25)
    top, edge = 360, 640
    S.add(f'<path d="M70 {top + 10}L530 {top}L540 {edge}L60 {edge + 10}Z" fill="{paper}"/>')
    sea = mix("#6a98b0", S.tint, 0.3)
    land = mix("#a89060", S.tint, 0.3)
    S.add(f'<path d="M80 {top + 20}L520 {top + 10}L530 {edge}L70 {edge + 8}Z" fill="{sea}"/>'
          f'<path d="M{W / 2 - side * 200} {top + 20}q120 -10 160 40q30 60 -40 80q-90 10 -120 -40Z" fill="{land}"/>'
          f'<path d="M{W / 2 + side * 160} {top + 40}q40 -10 70 20q-10 40 -50 30Z" fill="{land}"/>')
    S.add("".join(f'<path d="M{f(80 + k * 88)} {top + 14}L{f(72 + k * 88)} {edge + 6}" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>' for k in range(1, 5)))
    # the painted sea pours over the edge of the map and off the table
    fx = W / 2 + side * 60
    S.add(f'<path d="M{fx - 110} {edge + 4}H{fx + 110}L{fx + 120} {H}H{fx - 120}Z" fill="{sea}" opacity="0.95"/>' +
          "".join(f'<path d="M{f(fx - 100 + k * 25)} {edge + 10}v{f(S.rng.uniform(60, 240))}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3"/>' for k in range(9)))
    S.add(f'<path d="M{fx - 110} {edge + 4}H{fx + 110}" stroke="#ffffff" stroke-width="5" opacity="0.8"/>')
    S.icon("g:shooner-sailboat", fx - side * 20, edge + 6, 80, "sil", dark(S, 0.75), rot=side * 12, solid=False)
    sil(S, m["monster"], W / 2 - side * 80, 560, 70, mix(sea, "#000", 0.5), flip=side < 0, solid=False)
    S.icon("n:compass", W / 2 - side * 210, 800, 80, grade=0.35, solid=False)
    S.icon("n:candle", W / 2 + side * 200, 320, 70, grade=0.3, solid=False)


@template("inside_the_whale", ("whale", "deep sea", "candle"), ("deep", "teal", "night"),
          moods=("swallowed", "shelter", "cosy"),
          dweller=("traveller|g:person", "cat|g:cat", "owl|g:owl"))
def inside_the_whale(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, S.hor, 1), (0.4, S.mid, 1), (1, S.top, 1)])}"/>')
    for _ in range(3):
        x = S.rng.uniform(80, 520)
        S.beam(x, -10, x - 60, x + 100, 700, 0.12)
    S.scatter(["g:fish-escape"], 6, (40, 60, 560, 260), (20, 30), mode="sil", colour=mix(S.mid, S.top, 0.5))
    side = S.rng.choice((-1, 1))
    wb, _ = S.icon("n:whale", W / 2, 720, 360, "sil", mix(S.top, "#000", 0.45), flip=side > 0)
    x, y, r = wb.cx - side * 40, wb.cy + 20, 90
    S.glow(x, y, 200, "#ffcf80", 0.35)
    cid = S.uid("belly")
    S.defs.append(f'<clipPath id="{cid}"><circle cx="{f(x)}" cy="{f(y)}" r="{r}"/></clipPath>')
    S.add(f'<g clip-path="url(#{cid})"><rect x="{f(x - r)}" y="{f(y - r)}" width="{2 * r}" height="{2 * r}" fill="{S.lin([(0, "#6a3a2a", 1), (1, "#c88a50", 1)])}"/>'
          f'<rect x="{f(x - r)}" y="{f(y + 40)}" width="{2 * r}" height="60" fill="#4a2a1a"/>'
          f'<rect x="{f(x - 40)}" y="{f(y + 10)}" width="60" height="8" fill="#2a1a10"/>')
    S.icon("n:candle", x - 20, y + 12, 30, grade=0.2, solid=False)
    sil(S, m["dweller"], x + 40, y + 42, 70, "#1a0e08")
    S.add("</g>")
    S.add(f'<circle cx="{f(x)}" cy="{f(y)}" r="{r}" fill="none" stroke="{mix(S.top, "#000", 0.5)}" stroke-width="8"/>')


@template("dinner_for_one", ("table", "chair", "candle"), ("ember", "dusk", "gold", "fog", "dawn"),
          moods=("absence", "waiting", "memory"),
          place=("sea|", "desert|", "snow|"))
def dinner_for_one(S, m):
    hz = 560
    kind = m["place"].split("|")[0]
    outdoor(S, hz, "sea" if kind == "sea" else ("desert" if kind == "desert" else "snow"), light=(W / 2 + S.rng.uniform(-120, 120), hz - 40, 60), stars=60)
    x = W / 2
    cloth = mix("#f4efe4", S.tint, 0.2)
    c = dark(S, 0.85)
    S.add(f'<path d="M{x - 130} 700H{x + 130}L{x + 140} 790H{x - 140}Z" fill="{cloth}"/>'
          f'<path d="M{x - 110} 790V860M{x + 110} 790V860" stroke="{c}" stroke-width="8"/>')
    for dx in (-60, 60):
        S.add(f'<ellipse cx="{x + dx}" cy="706" rx="26" ry="6" fill="#ffffff"/>')
        S.icon("n:wine-glass", x + dx + 30, 706, 40, grade=0.3, solid=False)
    S.glow(x, 650, 90, "#ffd880", 0.7)
    S.icon("n:candle", x, 708, 60, grade=0.2, solid=False)
    side = S.rng.choice((-1, 1))
    S.icon("g:wooden-chair", x + side * 190, 860, 160, "sil", c, flip=side > 0, solid=False)
    S.person(x + side * 170, 830, 150, c, "g:person", flip=side > 0)
    S.icon("g:wooden-chair", x - side * 190, 860, 160, "sil", c, flip=side < 0, solid=False)


def maze(rng, cols: int, rows: int) -> set:
    """Open walls of a perfect maze over a grid (depth-first carving): {((c, r), (c2, r2))}."""
    seen, stack, open_ = {(0, 0)}, [(0, 0)], set()
    while stack:
        c, r = stack[-1]
        nxt = [(c + dc, r + dr) for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
               if 0 <= c + dc < cols and 0 <= r + dr < rows and (c + dc, r + dr) not in seen]
        if not nxt:
            stack.pop()
            continue
        n = rng.choice(nxt)
        open_ |= {((c, r), n), (n, (c, r))}
        seen.add(n)
        stack.append(n)
    return open_


def maze_path(open_: set, start, goal) -> list:
    prev, todo = {start: None}, deque([start])
    while todo:
        cell = todo.popleft()
        for a, b in open_:
            if a == cell and b not in prev:
                prev[b] = cell
                todo.append(b)
    path, cell = [], goal
    while cell is not None:
        path.append(cell)
        cell = prev[cell]
    return path[::-1]


@template("labyrinth_thread", ("thread", "traveller"), ("gold", "dusk", "teal", "fog", "dawn"),
          moods=("way out", "lost", "the way home"),
          centre=("light|", "door|n:door", "tree|n:deciduous-tree", "rose|n:rose"))
def labyrinth_thread(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{mix(S.ground, "#6a5a3a", 0.3)}"/>')
    cols, rows, cell, x0, y0 = 9, 13, 60, 30, 60
    open_ = maze(S.rng, cols, rows)
    hedge = mix("#3a6a3a", S.tint, 0.35)
    walls = []
    for c in range(cols):
        for r in range(rows):
            x, y = x0 + c * cell, y0 + r * cell
            if ((c, r), (c + 1, r)) not in open_:
                walls.append(f"M{x + cell} {y}v{cell}")
            if ((c, r), (c, r + 1)) not in open_:
                walls.append(f"M{x} {y + cell}h{cell}")
    walls.append(f"M{x0} {y0}h{cols * cell}M{x0 + cell} {y0 + rows * cell}h{(cols - 1) * cell}M{x0} {y0}v{rows * cell}")
    S.add(f'<path d="{"".join(walls)}" stroke="{mix(hedge, "#000", 0.35)}" stroke-width="22" stroke-linecap="square" transform="translate(3 5)"/>'
          f'<path d="{"".join(walls)}" stroke="{hedge}" stroke-width="20" stroke-linecap="square"/>')
    goal = (cols // 2, rows // 2)
    gx, gy = x0 + goal[0] * cell + cell / 2, y0 + goal[1] * cell + cell / 2
    S.glow(gx, gy, 130, S.light, 0.7)
    if "|" in m["centre"] and ref(m["centre"]):
        put(S, m["centre"], gx, gy + 22, 44, grade=0.2, solid=False)
    path = maze_path(open_, (0, rows - 1), goal)
    pts = [(x0 + cell / 2 - 40, y0 + rows * cell - cell / 2 + 40)] + [(x0 + c * cell + cell / 2, y0 + r * cell + cell / 2) for c, r in path]
    upto = max(3, int(len(pts) * S.rng.uniform(0.5, 0.7)))
    line(S, pts[:upto], mix("#d03030", S.tint, 0.2), 3.5)
    px, py = pts[upto - 1]
    S.person(px, py + 16, 34, "#101010", "g:person")
