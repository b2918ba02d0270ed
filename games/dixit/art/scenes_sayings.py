"""More scene templates drawn from sayings (a needle in a haystack, burning bridges, a silver
lining, the snowball effect, the grass on the other side): each picture can be clued with
its saying and still holds other stories.  As in scenes.py.
"""

from __future__ import annotations

import math

from .compose import H, W, f
from .icons import mix
from .registry import template
from .stage import beach, chasm, dark, fence, fit, line, outdoor, put, rain, ref, sky_light, sil


@template("needle_in_haystack", ("farm", "field", "lantern"), ("gold", "dusk", "ember", "night"),
          moods=("needle in a haystack", "searching", "patience"),
          seeker=("traveller|n:person-standing", "child|g:person", "mouse|g:mouse"))
def needle_in_haystack(S, m):
    hz = 640
    outdoor(S, hz, "field", light=(S.rng.choice((110, 490)), 140, 36), stars=80)
    x = W / 2 + S.rng.uniform(-20, 20)
    hay = mix("#d8b060", S.tint, 0.35)
    S.add(f'<path d="M{x - 250} 830C{x - 260} 560 {x - 150} 320 {x} 310C{x + 150} 320 {x + 260} 560 {x + 250} 830Z" fill="{hay}"/>')
    straws = "".join(f'<path d="M{f(px)} {f(py)}l{f(S.rng.uniform(-14, 14))} {f(S.rng.uniform(10, 26))}"/>'
                     for px, py in ((x + S.rng.uniform(-220, 220), S.rng.uniform(340, 820)) for _ in range(260))
                     if abs(px - x) < 240 * min(1, (py - 300) / 260))
    S.add(f'<g stroke="{mix(hay, "#000", 0.25)}" stroke-width="2">{straws}</g>')
    S.add(f'<path d="M{x - 250} 830C{x - 200} 600 {x - 60} 420 {x} 380" stroke="#000" stroke-opacity="0.1" stroke-width="60" fill="none"/>')
    gx, gy = x + S.rng.uniform(-90, 90), S.rng.uniform(420, 560)
    S.glow(gx, gy, 40, "#ffffff", 0.9)
    S.add(f'<path d="M{f(gx)} {f(gy - 16)}L{f(gx + 3)} {f(gy - 3)}L{f(gx + 16)} {f(gy)}L{f(gx + 3)} {f(gy + 3)}L{f(gx)} {f(gy + 16)}L{f(gx - 3)} {f(gy + 3)}L{f(gx - 16)} {f(gy)}L{f(gx - 3)} {f(gy - 3)}Z" fill="#fff"/>')
    S.floor(826, dark(S, 0.3))
    side = S.rng.choice((-1, 1))
    px = x + side * 180
    S.glow(px, 790, 80, "#ffd070", 0.6)
    p = S.person(px, 850, 56, "#0c0c0c", ref(m["seeker"]), flip=side > 0)
    S.icon("g:old-lantern", p.x0 - 6 if side > 0 else p.x1 + 6, p.y0 + 30, 20, "sil", "#0c0c0c", solid=False)
    S.add(f'<path d="M{f(x - side * 150)} 830L{f(x - side * 90)} 520M{f(x - side * 130)} 834L{f(x - side * 70)} 524" stroke="{dark(S, 0.7)}" stroke-width="4"/>' +
          "".join(f'<path d="M{f(x - side * (150 - 60 * t) - 4)} {f(830 - 310 * t)}h{f(side * -24)}" stroke="{dark(S, 0.7)}" stroke-width="3"/>' for t in (i / 10 for i in range(1, 10))))


@template("drop_in_the_ocean", ("child", "beach", "sea"), ("dawn", "gold", "fog", "teal", "dusk"),
          moods=("a drop in the ocean", "futility", "devotion"),
          vessel=("bucket|n:bucket", "teacup|n:teacup-without-handle", "shell|n:spiral-shell"))
def drop_in_the_ocean(S, m):
    hz = 330
    outdoor(S, hz, "sea", light=(S.rng.choice((120, 480)), 130, 40), stars=60)
    side = S.rng.choice((-1, 1))
    sand = beach(S, 520 - side * 60, 560, 520 + side * 60, foam=True)
    hx, hy = W / 2 + side * 150, 820
    S.add(f'<ellipse cx="{hx}" cy="{hy}" rx="80" ry="22" fill="{mix(sand, "#000", 0.35)}"/>'
          f'<ellipse cx="{hx}" cy="{hy + 3}" rx="62" ry="13" fill="{mix(S.mid, S.hor, 0.5)}"/>')
    steps = "".join(f'<ellipse cx="{f(hx - side * (50 + k * 30) + (k % 2) * 10)}" cy="{f(hy - 40 - k * 28)}" rx="7" ry="3.5"/>' for k in range(9))
    S.add(f'<g fill="{mix(sand, "#000", 0.2)}">{steps}</g>')
    c = dark(S, 0.8)
    k = S.person(hx - side * 30, hy - 10, 190, c, "n:person-walking", flip=side < 0)
    vx = k.x1 + 4 if side > 0 else k.x0 - 4
    put(S, m["vessel"], vx, k.y0 + 120, 48, grade=0.3, solid=False)
    S.add(f'<path d="M{f(vx + side * 10)} {f(k.y0 + 118)}q{side * 10} 20 {side * 4} 40" stroke="{mix(S.mid, S.hor, 0.3)}" stroke-width="4" stroke-dasharray="4 5" fill="none"/>')


@template("grass_is_greener", ("fence", "field"), ("dawn", "gold", "fog", "teal"),
          moods=("the grass is greener", "envy", "discontent"),
          grazer=("sheep|g:sheep", "cow|g:cow"))
def grass_is_greener(S, m):
    hz = 520
    outdoor(S, hz, "field", stars=10)
    S.floor(hz + 6, mix(S.ground, "#5a8a3a", 0.4))
    wood = mix("#8a6a48", S.tint, 0.3)
    # the fence runs from the viewer to the horizon, between two equal meadows
    side = S.rng.choice((-1, 1))
    vx = W / 2 + side * 140
    posts = []
    for k in range(10):
        t = 1 - (1 - k / 9) ** 0.5
        x = W / 2 - side * 200 + (vx - W / 2 + side * 200) * t
        y = H + 40 - (H + 40 - hz - 4) * t
        posts.append((x, y, 170 * (1 - t) + 6, 14 * (1 - t) + 3))
    for r in (0.45, 0.85):
        S.add(f'<path d="' + "M" + "L".join(f"{f(x)} {f(y - h * r)}" for x, y, h, _ in posts) + f'" stroke="{wood}" stroke-width="7" fill="none"/>')
    S.add("".join(f'<rect x="{f(x - w / 2)}" y="{f(y - h)}" width="{f(w)}" height="{f(h)}" fill="{mix(wood, "#000", 0.15)}"/>' for x, y, h, w in posts))
    tufts = "".join(f'<path d="M{f(x)} {f(y)}l-4 -12M{f(x)} {f(y)}l0 -14M{f(x)} {f(y)}l4 -12"/>'
                    for x, y in ((S.rng.uniform(30, 570), S.rng.uniform(hz + 30, 880)) for _ in range(60)))
    S.add(f'<g stroke="{mix("#3a6a2a", S.tint, 0.3)}" stroke-width="2">{tufts}</g>')
    c = dark(S, 0.7)
    g = ref(m["grazer"])
    # each one leans through the fence for the other's grass
    def fence_x(y):
        return W / 2 - side * 200 + (vx - W / 2 + side * 200) * (H + 40 - y) / (H + 40 - hz - 4)
    # the near one on one side, the far one on the other, each head through the rails
    S.icon(g, fence_x(820) + side * 80, 820, fit(m["grazer"], 140, 200), "sil", c, flip=side > 0, rot=side * 8, solid=False)
    S.icon(g, fence_x(630) - side * 44, 630, fit(m["grazer"], 66, 100), "sil", c, flip=side < 0, rot=-side * 8, solid=False)


@template("burning_bridges", ("fire", "cliff", "traveller"), ("night", "dusk", "ember", "teal"),
          moods=("burning bridges", "no turning back", "farewell"),
          bundle=("suitcase|g:suitcase", "bag|g:swap-bag", "lantern|g:old-lantern"))
def burning_bridges(S, m):
    outdoor(S, 760, "hills", light=(S.rng.choice((130, 470)), 140, 34), stars=120)
    c = dark(S, 0.75)
    chasm(S, 470, 490, 150, c, 760)
    rope_c = mix("#c8a878", S.tint, 0.3)
    sag = 60
    planks = []
    for k in range(18):
        t = (k + 0.5) / 18
        x = 150 + (W - 310) * t
        y = 476 + 20 * t + sag * 4 * t * (1 - t)
        planks.append((x, y))
    line(S, [(150, 476)] + planks + [(W - 160, 496)], rope_c, 3)
    for k, (x, y) in enumerate(planks):
        if k < 7:  # the near half is already burning, planks falling
            S.glow(x, y - 20, 60, "#ff9040", 0.6)
            S.icon("n:fire", x, y + 4, S.rng.uniform(30, 56), solid=False)
        S.add(f'<rect x="{f(x - 8)}" y="{f(y)}" width="16" height="6" fill="{rope_c if k >= 7 else "#2a1a10"}"/>')
    for k in range(4):
        S.add(f'<rect x="{f(200 + k * 30)}" y="{f(600 + k * 70)}" width="16" height="6" fill="#2a1a10" transform="rotate({k * 40} {f(200 + k * 30)} {f(600 + k * 70)})"/>')
    p = S.person(W - 90, 496, 90, "#080808", "n:person-walking")
    sil(S, m["bundle"], p.x1 + 6, p.y1 - 30, 30, "#080808", solid=False)


@template("bird_in_hand", ("bird", "tree"), ("dawn", "gold", "fog", "teal", "dusk"),
          moods=("contentment", "choice", "what matters"),
          held=("bird|n:bird", "bird|n:dove", "chick|n:baby-chick"))
def bird_in_hand(S, m):
    hz = 640
    outdoor(S, hz, "field", stars=30)
    tx = S.rng.choice((150, 450))
    c = dark(S, 0.55)
    S.icon("g:oak", tx, hz + 20, 260, "sil", c, solid=False)
    for dx in (-40, 50):
        S.icon("g:sparrow", tx + dx, hz - 190 + abs(dx) * 0.3, 44, "sil", dark(S, 0.75), flip=dx > 0, solid=False)
    hx = W - tx
    hand = mix("#e8c0a0", S.tint, 0.35)
    hb, _ = S.icon("n:palms-up-together", hx, 870, 230, "grade", hand, grade=0.7, dark=0.25)
    S.glow(hx, hb.y0 + 10, 140, S.light, 0.6)
    put(S, m["held"], hx, hb.y0 + 36, 90, grade=0.2, flip=tx > W / 2)


@template("walking_on_eggshells", ("egg", "field"), ("dawn", "fog", "gold", "teal", "dusk"),
          moods=("walking on eggshells", "fragile", "tension"),
          walker=("traveller|n:ballet-dancer", "traveller|n:person-walking", "cat|g:feline"))
def walking_on_eggshells(S, m):
    hz = 500
    outdoor(S, hz, "field", stars=40)
    shell = mix("#f2e6d4", S.tint, 0.3)
    eggs = []
    for _ in range(200):
        t = S.rng.random()
        y = hz + 30 + (H - hz - 30) * t
        x = S.rng.uniform(20, 580)
        r = 10 + 70 * t
        if all(abs(x - a) > (r + b) * 0.8 or abs(y - c) > (r + b) * 0.7 for a, c, b in eggs):
            eggs.append((x, y, r))
    eggs.sort(key=lambda e: e[1])
    walker_y = 740
    px = W / 2 + S.rng.uniform(-40, 40)
    eggs = [e for e in eggs if abs(e[0] - px) > 60 or abs(e[1] - walker_y) > 40]
    done = False
    for x, y, r in eggs:
        if not done and y > walker_y:
            S.person(px, walker_y, 190, dark(S, 0.8), ref(m["walker"]))
            done = True
        S.add(f'<ellipse cx="{f(x)}" cy="{f(y - r * 0.7)}" rx="{f(r * 0.62)}" ry="{f(r * 0.8)}" fill="{shell}"/>'
              f'<ellipse cx="{f(x + r * 0.2)}" cy="{f(y - r * 0.6)}" rx="{f(r * 0.4)}" ry="{f(r * 0.62)}" fill="#000" opacity="0.08"/>')
    if not done:
        S.person(px, walker_y, 190, dark(S, 0.8), ref(m["walker"]))
    x, y, r = min(eggs, key=lambda e: abs(e[1] - walker_y) + abs(e[0] - px) * 0.3)
    S.add(f'<path d="M{f(x - r * 0.5)} {f(y - r * 0.8)}l{f(r * 0.2)} {f(r * 0.2)}l{f(r * 0.2)} -{f(r * 0.25)}l{f(r * 0.2)} {f(r * 0.3)}l{f(r * 0.2)} -{f(r * 0.2)}" stroke="{dark(S, 0.5)}" stroke-width="2" fill="none"/>')


@template("silver_lining", ("cloud", "thread", "town"), ("fog", "dusk", "teal", "night"),
          moods=("silver lining", "hope", "the other side"),
          peeler=("traveller|n:person-standing", "child|g:person", "cat|g:cat"))
def silver_lining(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, mix(S.hor, "#9098a8", 0.5), 1), (1, mix(S.hor, "#6a707a", 0.6), 1)])}"/>')
    rain(S, 40, 560, 470, 840, 90)
    S.town(870, 80)
    grey = mix("#1c2026", S.tint, 0.1)
    cx, cy, w = W / 2, 330, 520
    for dx, dy, pw in ((-90, -80, 300), (100, -60, 340), (0, -20, 440)):
        S.clouds(cx + dx, cy + dy, pw, mix(grey, "#000", 0.1), 1)
    S.clouds(cx, cy, w, grey, 1)
    # the lining runs round the cloud's lower rim; the part already sewn shines
    ry = w * 0.06 + 4
    rim = [(cx + w / 2 * math.cos(t), cy + ry * math.sin(t)) for t in (math.pi * i / 30 for i in range(31))]
    side = S.rng.choice((-1, 1))
    done = rim[:17] if side > 0 else rim[14:]
    S.glow(sum(x for x, _ in done) / len(done), cy + ry, 260, "#fff4d0", 0.55)
    line(S, done, "#f4f8ff", 14, 0.45)
    line(S, done, "#ffffff", 6)
    nx, ny = done[-1] if side > 0 else done[0]
    S.add(f'<path d="M{f(nx)} {f(ny)}l{-side * 6} 18" stroke="#ffffff" stroke-width="2.5"/>')
    p = S.person(nx + side * 30, cy - 118, 74, "#0c0c10", ref(m["peeler"]), flip=side < 0)
    S.add(f'<path d="M{f(nx)} {f(ny)}Q{f(nx + side * 60)} {f(ny - 80)} {f(p.cx)} {f(p.y0 + 34)}" stroke="#f4f8ff" stroke-width="1.5" fill="none"/>')
    S.glow(W / 2, 860, 200, "#fff4d0", 0.2)


@template("big_fish_small_pond", ("whale", "pond", "fence"), ("dawn", "gold", "teal", "fog"),
          moods=("big fish in a small pond", "the wrong size", "comfort zone"),
          neighbour=("traveller|n:person-standing", "cat|g:cat", "dog|g:sitting-dog"))
def big_fish_small_pond(S, m):
    outdoor(S, 560, "field", stars=10)
    S.town(600, 50, dark(S, 0.3), lit=False)
    S.floor(600, mix(S.ground, "#5a8a3a", 0.4))
    wood = mix("#d8c8a8", S.tint, 0.3)
    fence(S, 640, wood, h=60, step=36)
    px, py = W / 2 + S.rng.uniform(-30, 30), 800
    S.add(f'<ellipse cx="{f(px)}" cy="{py}" rx="120" ry="34" fill="{mix("#9a9088", S.tint, 0.3)}"/>'
          f'<ellipse cx="{f(px)}" cy="{py}" rx="106" ry="26" fill="{mix(S.mid, "#2a6a9a", 0.5)}"/>')
    cid = S.uid("pond")
    S.defs.append(f'<clipPath id="{cid}"><path d="M0 0H{W}V{py}H{f(px + 106)}A106 26 0 0 1 {f(px - 106)} {py}H0Z"/></clipPath>')
    flip = S.rng.random() < 0.5
    _, svg = S.icon("n:spouting-whale", px, py + 90, 330, flip=flip, grade=0.55, dark=0.1, add=False)
    S.add(f'<g clip-path="url(#{cid})">{svg}</g>')
    S.add("".join(f'<circle cx="{f(px + S.rng.uniform(-220, 220))}" cy="{f(py + S.rng.uniform(-20, 40))}" r="{f(S.rng.uniform(3, 8))}" fill="{mix(S.mid, "#2a6a9a", 0.5)}"/>' for _ in range(14)))
    S.icon("g:watering-can", px + (150 if flip else -150), 870, 50, "sil", dark(S, 0.6), solid=False)
    sil(S, m["neighbour"], W - 80 if not flip else 80, 650, 90, dark(S, 0.7), flip=not flip)


@template("snowball_effect", ("child", "snow", "village"), ("snow", "fog", "dawn", "gold"),
          moods=("snowball effect", "chain reaction", "consequences"),
          caught=("pine|g:pine-tree", "house|g:house", "sheep|g:sheep"))
def snowball_effect(S, m):
    S.sky(0.4)
    sky_light(S, S.rng.choice((130, 470)), 110, 36)
    side = S.rng.choice((-1, 1))
    snow = mix("#eef2f8", S.tint, 0.3)
    x0 = W / 2 - side * 320
    S.add(f'<path d="M{x0} 220L{W / 2 + side * 320} 760V{H}H{x0}Z" fill="{snow}"/>'
          f'<path d="M{x0} 240L{W / 2 + side * 320} 780" stroke="{mix(snow, S.mid, 0.3)}" stroke-width="6"/>')
    S.town(H - 10, 50, dark(S, 0.4))
    c = dark(S, 0.8)
    S.person(W / 2 - side * 250, 266, 40, c, "g:person", flip=side < 0)
    track = []
    for k in range(10):
        t = k / 9
        x = W / 2 - side * (230 - 380 * t)
        y = 280 + 420 * t
        r = 6 + 110 * t ** 2.2
        track.append((x, y, r))
    for x, y, r in track[:-1]:
        S.add(f'<path d="M{f(x - r)} {f(y + r * 0.6)}L{f(x + side * 30 - r)} {f(y + r * 0.6 + 30)}" stroke="{mix(snow, S.mid, 0.4)}" stroke-width="{f(r * 0.6 + 2)}" opacity="0.5"/>')
    bx, by, r = track[-1]
    ball = S.rad([(0, "#ffffff", 1), (0.7, mix("#eef2f8", S.tint, 0.3), 1), (1, mix("#b8c4d8", S.tint, 0.3), 1)])
    S.add(f'<ellipse cx="{f(bx)}" cy="{f(by + r * 0.75)}" rx="{f(r * 1.1)}" ry="{f(r * 0.18)}" fill="#000" opacity="0.15"/>'
          f'<circle cx="{f(bx)}" cy="{f(by - r * 0.2)}" r="{f(r)}" fill="{ball}" stroke="{mix(S.mid, "#ffffff", 0.4)}" stroke-width="3"/>')
    for k, (dx, dy, rot) in enumerate(((-0.5, -0.6, -40), (0.4, -0.7, 30), (0.6, 0.1, 80))):
        sil(S, m["caught"], bx + dx * r, by + dy * r, 50 - k * 8, dark(S, 0.6), anchor="center", rot=rot, solid=False)
    for x, y, r in track[1:-1]:
        S.add(f'<circle cx="{f(x)}" cy="{f(y - r * 0.3)}" r="{f(r * 0.6)}" fill="{snow}" opacity="0.3"/>')


@template("hanging_by_a_thread", ("clouds",), ("dawn", "gold", "fog", "teal", "dusk"),
          moods=("hanging in the balance", "danger", "business as usual"),
          weight=("piano|g:grand-piano", "anvil|g:anvil", "house|g:house"),
          sleeper=("cat|g:cat", "traveller|n:person-in-lotus-position", "dog|g:sitting-dog"))
def hanging_by_a_thread(S, m):
    outdoor(S, 720, "field", stars=40)
    S.clouds(W / 2 + S.rng.uniform(-60, 60), 110, 380, a=0.95)
    x = W / 2 + S.rng.uniform(-50, 50)
    c = dark(S, 0.75)
    wy = S.rng.uniform(340, 380)
    S.add(f'<path d="M{f(x)} 110V{f(wy)}" stroke="{mix(S.light, "#ffffff", 0.5)}" stroke-width="1.2"/>')
    wb, _ = sil(S, m["weight"], x, wy + 150, 150, c, anchor="bottom")
    S.add(f'<path d="M{f(x)} {f(wy)}L{f(wb.x0 + 20)} {f(wb.y0 + 10)}M{f(x)} {f(wy)}L{f(wb.x1 - 20)} {f(wb.y0 + 10)}" stroke="{mix(S.light, "#fff", 0.5)}" stroke-width="1.2"/>')
    S.add(f'<ellipse cx="{f(x)}" cy="840" rx="90" ry="12" fill="#000" opacity="0.25"/>')
    S.person(x, 840, 90, "#101010", ref(m["sleeper"]), flip=S.rng.random() < 0.5)
