"""Scene templates of odd scale and small worlds: ants carrying a crown, an ocean at the bottom
of a puddle, a queue of animals at a door the size of a mouse, a dragon asleep under the
town, a mitten in the snow that everyone moves into.  As in scenes.py.
"""

from __future__ import annotations

import math

from .compose import H, W, f
from .icons import mix
from .registry import template
from .stage import NIGHTS, castle, dark, earth_cut, fit, flakes, line, outdoor, put, rain, ref, room, sky_light, word, sil


@template("ants_carry", ("ant", "field"), ("gold", "dawn", "dusk", "teal", "fog"),
          moods=("teamwork", "strength", "tiny"),
          load=("crown|n:crown", "key|n:old-key", "star|n:star", "apple|n:red-apple", "coin|n:coin"))
def ants_carry(S, m):
    hz = 620
    outdoor(S, hz, "field", stars=30)
    S.floor(hz + 6, mix(S.ground, "#6a5a3a", 0.3))
    grass = mix("#4a7a30", S.tint, 0.3)
    blades = "".join(f'<path d="M{f(x)} {H}q{f(S.rng.uniform(-30, 30))} -{f(S.rng.uniform(200, 400))} {f(S.rng.uniform(-60, 60))} -{f(S.rng.uniform(380, 640))}"/>'
                     for x in [S.rng.uniform(0, 90) for _ in range(7)] + [S.rng.uniform(510, 600) for _ in range(7)])
    S.add(f'<g stroke="{grass}" stroke-width="12" fill="none" stroke-linecap="round">{blades}</g>')
    c = dark(S, 0.85)
    side = S.rng.choice((-1, 1))
    x = W / 2
    S.glow(x, 600, 200, S.light, 0.45)
    lb, _ = put(S, m["load"], x, 728, fit(m["load"], 200, 260), grade=0.3)
    for dx in (-0.42, -0.14, 0.14, 0.42):  # the bearers under it
        S.icon("g:ant", lb.cx + dx * lb.w, 790, 80, "sil", c, flip=side < 0, rot=side * 90, solid=False)
    for k in range(4):  # the rest of the line, coming from far away
        S.icon("g:ant", x - side * (180 + k * 50), 800 - k * 40, 50 - k * 8, "sil", c, rot=side * 90, solid=False)


@template("puddle_depths", ("child", "whale", "street"), ("night", "dusk", "teal", "fog"),
          moods=("hidden depths", "more than meets the eye", "wonder"),
          deep=("whale|g:sperm-whale", "whale|n:whale", "octopus|g:octopus"))
def puddle_depths(S, m):
    S.sky(0.4)
    S.town(360, 140, dark(S, 0.4))
    S.add(f'<rect y="350" width="{W}" height="{H - 350}" fill="{S.lin([(0, mix(S.ground, S.hor, 0.4), 1), (1, mix(S.ground, "#000", 0.2), 1)])}"/>')
    rain(S, 0, W, 0, H, 60)
    px, py, rx, ry = W / 2 + S.rng.uniform(-20, 20), 700, 230, 110
    cid = S.uid("deep")
    S.defs.append(f'<clipPath id="{cid}"><ellipse cx="{f(px)}" cy="{py}" rx="{rx}" ry="{ry}"/></clipPath>')
    S.add(f'<g clip-path="url(#{cid})"><rect x="{f(px - rx)}" y="{py - ry}" width="{2 * rx}" height="{2 * ry}" fill="{S.lin([(0, "#2a7aa0", 1), (1, "#021420", 1)])}"/>')
    for k in range(3):
        S.beam(px - 80 + k * 70, py - ry, px - 110 + k * 70, px - 40 + k * 70, py + ry, 0.25, "#d8fff6")
    sil(S, m["deep"], px + 30, py + 70, 110, "#041824", flip=S.rng.random() < 0.5, solid=False)
    S.add(f'<circle cx="{f(px - 120)}" cy="{py + 30}" r="3" fill="#fff" opacity="0.6"/></g>')
    S.add(f'<ellipse cx="{f(px)}" cy="{py}" rx="{rx}" ry="{ry}" fill="none" stroke="{mix(S.light, S.hor, 0.3)}" stroke-opacity="0.6" stroke-width="3"/>')
    side = S.rng.choice((-1, 1))
    c = dark(S, 0.85)
    p = S.person(px + side * 190, py - 40, 170, c, "g:person", flip=side > 0)
    S.icon("g:umbrella", p.cx, p.y0 + 10, 140, "sil", mix("#d8b040", S.tint, 0.3), anchor="center", rot=side * 10, solid=False)


@template("queue_at_tiny_door", ("door", "tree", "mouse"), ("dusk", "gold", "fog", "teal", "dawn"),
          moods=("the wrong size", "patience", "waiting"),
          biggest=("elephant|g:elephant", "bear|g:polar-bear", "whale|n:whale"))
def queue_at_tiny_door(S, m):
    hz = 620
    outdoor(S, hz, "field", stars=40)
    side = S.rng.choice((-1, 1))
    tx = W / 2 - side * 250
    bark = mix("#5a4030", S.tint, 0.3)
    S.add(f'<path d="M{tx - 80} 840Q{tx - 50} 500 {tx - 50} 0H{tx + 50}Q{tx + 50} 500 {tx + 80} 840Z" fill="{bark}"/>')
    dx = tx + side * 50
    S.add(f'<rect x="{dx - 10}" y="806" width="20" height="30" rx="10" fill="{S.light}"/>')
    S.glow(dx, 820, 50, S.light, 0.8)
    S.floor(836, dark(S, 0.3))
    c = dark(S, 0.8)
    x = dx + side * 20
    for r, h in (("g:mouse", 36), ("g:rabbit", 66), ("g:fox", 100)):  # smallest first, then bigger and bigger
        b, _ = S.icon(r, x + side * h * 0.5, 846, h, "sil", c, flip=side > 0, solid=False)
        x = b.x1 + 10 if side > 0 else b.x0 - 10
    S.icon(ref(m["biggest"]), x + side * 150, 870, fit(m["biggest"], 330, 320), "sil", c, flip=side > 0, solid=False)


@template("moth_to_flame", ("moth", "candle", "child"), NIGHTS + ("dusk",),
          moods=("irresistible", "temptation", "danger"),
          light=("candle|n:candle", "lantern|g:old-lantern", "lamp|n:diya-lamp"))
def moth_to_flame(S, m):
    outdoor(S, 760, "hills", light=(0, 0, 0), stars=140)
    side = S.rng.choice((-1, 1))
    x = W / 2 + side * 100
    c = dark(S, 0.9)
    p = S.person(x, 830, 200, c, "g:person", flip=side > 0)
    lx, ly = p.cx - side * 50, p.y0 + 80
    S.glow(lx, ly, 220, "#ffd070", 0.6)
    put(S, m["light"], lx, ly + 30, 50, "#ffd070", grade=0.2)
    mx, my = W / 2 - side * 60, 360
    trail = [(lx + (mx - lx) * t + 60 * math.sin(t * 8), ly + (my - ly) * t) for t in (i / 20 for i in range(21))]
    line(S, trail, mix(S.light, "#ffffff", 0.3), 1.5, 0.4)
    S.icon("n:butterfly", mx, my, 300, "sil", mix(S.top, "#000", 0.4), anchor="center", rot=side * 15, solid=False)
    S.add(f'<circle cx="{f(mx - 40)}" cy="{f(my - 30)}" r="10" fill="{S.light}" opacity="0.5"/><circle cx="{f(mx + 40)}" cy="{f(my - 30)}" r="10" fill="{S.light}" opacity="0.5"/>')


@template("bubble_worlds", ("child", "bubbles"), ("dawn", "gold", "fog", "teal", "dusk"),
          moods=("fragile", "ephemeral", "imagination"),
          first=("fish|n:tropical-fish", "house|n:house", "ship|n:sailboat", "tree|n:deciduous-tree"))
def bubble_worlds(S, m):
    outdoor(S, 760, "field", stars=30)
    side = S.rng.choice((-1, 1))
    c = dark(S, 0.85)
    p = S.person(W / 2 - side * 170, 860, 200, c, "n:person-standing", flip=side < 0)
    wx, wy = (p.x1 + 10, p.y0 + 40) if side > 0 else (p.x0 - 10, p.y0 + 40)
    S.add(f'<path d="M{f(wx - side * 20)} {f(wy + 30)}l{side * 20} -26" stroke="{c}" stroke-width="3"/><circle cx="{f(wx)}" cy="{f(wy)}" r="10" fill="none" stroke="{c}" stroke-width="3"/>')
    inside = [m["first"], "moon|n:crescent-moon", "bird|n:dove", "whale|n:spouting-whale", "flower|n:tulip"]
    for k, motif in enumerate(inside):
        bx = wx + side * (70 + k * 60) + S.rng.uniform(-30, 30)
        by = wy - 60 - k * 110 + S.rng.uniform(-20, 20)
        r = 40 + k * 12
        if bx - r < 30 or bx + r > W - 30:
            bx = min(W - 30 - r, max(30 + r, bx))
        S.add(f'<circle cx="{f(bx)}" cy="{f(by)}" r="{r}" fill="{S.light}" opacity="0.15"/>')
        put(S, motif, bx, by, r * 1.1, grade=0.25, anchor="center", solid=False)
        S.add(f'<circle cx="{f(bx)}" cy="{f(by)}" r="{r}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2.5"/>'
              f'<path d="M{f(bx - r * 0.6)} {f(by - r * 0.3)}a{f(r * 0.7)} {f(r * 0.7)} 0 0 1 {f(r * 0.4)} {f(-r * 0.4)}" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.8"/>')


@template("dragon_under_the_town", ("dragon", "town", "lantern"), ("night", "dusk", "teal", "ember"),
          moods=("hidden danger", "secret", "underground"),
          digger=("traveller|g:walk", "child|g:person", "mouse|g:mouse"))
def dragon_under_the_town(S, m):
    gy = 300
    S.sky(gy / H + 0.04)
    S.stars(80, gy - 30)
    sky_light(S, S.rng.choice((110, 490)), 90, 30)
    S.town(gy, 80, dark(S, 0.55))
    earth_cut(S, gy)
    x, y = W / 2, 660
    S.add(f'<ellipse cx="{x}" cy="{y}" rx="270" ry="150" fill="{mix(S.ground, "#000", 0.55)}"/>')
    S.glow(x, y + 20, 240, "#ff9040", 0.3)
    side = S.rng.choice((-1, 1))
    body = mix("#4a2a1e", S.tint, 0.2)
    db, _ = S.icon("n:dragon", x, y + 120, 250, "sil", body, flip=side < 0, solid=False)
    hx = db.x1 - db.w * 0.22 if side > 0 else db.x0 + db.w * 0.22  # its head: the smoke of its breath rises
    S.add("".join(f'<circle cx="{f(hx + side * (16 + k * 14))}" cy="{f(db.y0 + 10 - k * 24)}" r="{5 + k * 4}" fill="none" stroke="{mix(S.hor, "#ffffff", 0.3)}" stroke-width="2" opacity="{0.6 - k * 0.12:.2f}"/>' for k in range(4)))
    tx = W / 2 - side * 200
    S.add(f'<path d="M{tx} {gy}L{tx - side * 10} {gy + 200}L{tx + side * 40} {y - 90}" stroke="{mix(S.ground, "#000", 0.5)}" stroke-width="60" fill="none" stroke-linejoin="round"/>')
    p = S.person(tx + side * 30, y - 70, 70, "#0a0a0a", ref(m["digger"]), flip=side < 0)
    lx = p.x1 + 4 if side > 0 else p.x0 - 4
    S.glow(lx, p.y0 + 30, 60, "#ffd070", 0.9)
    S.add(f'<circle cx="{f(lx)}" cy="{f(p.y0 + 30)}" r="4" fill="#fff4c0"/>')


@template("dark_lamp", ("cat", "room", "reading lamp"), ("dawn", "gold", "fog", "teal"),
          moods=("nap", "rest", "the other side"),
          sleeper=("cat|g:cat", "dog|g:sitting-dog", "traveller|n:person-in-lotus-position"))
def dark_lamp(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, mix(S.hor, "#ffffff", 0.4), 1), (1, mix(S.hor, S.mid, 0.3), 1)])}"/>')
    S.add(f'<rect x="360" y="140" width="180" height="240" fill="{mix("#fff8e0", S.tint, 0.2)}"/>'
          f'<path d="M450 140v240M360 260h180" stroke="{mix(S.hor, "#000", 0.2)}" stroke-width="8"/>')
    S.beam(450, 260, 250, 460, 900, 0.3, "#fff8e0")
    floor = 760
    wood = mix("#a07850", S.tint, 0.3)
    S.add(f'<rect y="{floor}" width="{W}" height="{H - floor}" fill="{wood}"/>')
    side = S.rng.choice((-1, 1))
    lx = W / 2 - side * 150
    c = dark(S, 0.75)
    # a lamp that gives off night
    cone = f"M{lx - 30} 300L{lx + 30} 300L{lx + side * 20 + 190} {floor + 40}L{lx + side * 20 - 190} {floor + 40}Z"
    cid = S.uid("night")
    S.defs.append(f'<clipPath id="{cid}"><path d="{cone}"/></clipPath>')
    S.add(f'<g clip-path="url(#{cid})"><rect width="{W}" height="{H}" fill="{S.lin([(0, "#0b1230", 1), (1, "#1c2a5a", 1)])}"/>' +
          "".join(f'<circle cx="{f(S.rng.uniform(lx - 190, lx + 190))}" cy="{f(S.rng.uniform(300, floor))}" r="{S.rng.choice((1, 1.5, 2))}" fill="#fff"/>' for _ in range(60)) +
          f'<path d="M{f(lx + 40)} 420a24 24 0 1 0 20 30a18 18 0 1 1 -20 -30Z" fill="#fff3c8"/></g>')
    S.add(f'<path d="M{lx} {floor + 40}V300" stroke="{c}" stroke-width="8"/><path d="M{lx - 50} 300L{lx - 30} 230H{lx + 30}L{lx + 50} 300Z" fill="{mix("#e8d8b0", S.tint, 0.3)}"/>'
          f'<ellipse cx="{lx}" cy="{floor + 40}" rx="50" ry="10" fill="{c}"/>')
    sil(S, m["sleeper"], lx + side * 60, floor + 36, 90, "#0c0c14", flip=side > 0)


@template("mermaid_longing", ("mermaid", "town", "rock"), ("night", "deep", "dusk", "teal"),
          moods=("belonging", "longing", "different worlds"),
          shore=("town|", "lighthouse|g:lighthouse", "castle|"))
def mermaid_longing(S, m):
    hz = 520
    S.sky(0.6)
    S.stars(140, hz - 40)
    side = S.rng.choice((-1, 1))
    S.moon(W / 2 + side * 170, 140, 40)
    S.sea(hz)
    S.moon_path(W / 2 + side * 170, hz)
    c = dark(S, 0.7)
    kind = word(m["shore"])
    sx = W / 2 + side * 150
    S.add(f'<path d="M{sx - 260} {hz + 6}Q{sx} {hz - 70} {sx + 260} {hz + 6}Z" fill="{c}"/>')
    if kind == "town":
        S.add("".join(f'<rect x="{f(sx - 120 + k * 40)}" y="{f(hz - 50 - (k % 3) * 16)}" width="34" height="{f(56 + (k % 3) * 16)}" fill="{c}"/>'
                      f'<rect x="{f(sx - 108 + k * 40)}" y="{f(hz - 34 - (k % 3) * 16)}" width="8" height="10" fill="{S.light}"/>' for k in range(6)))
    elif kind == "lighthouse":
        lb, _ = S.icon("g:lighthouse", sx, hz - 20, 150, "sil", c, solid=False)
        S.beam(sx, lb.y0 + 20, sx - side * 400, sx - side * 260, hz - 40, 0.35)
    else:
        castle(S, sx, hz - 20, 170, c, windows=S.light)
    S.glow(sx, hz - 40, 160, S.light, 0.3)
    mx = W / 2 - side * 150
    S.add(f'<path d="M{mx - 140} 900Q{mx - 110} 760 {mx} 750Q{mx + 110} 760 {mx + 140} 900Z" fill="{dark(S, 0.5)}"/>')
    S.icon("n:mermaid", mx, 770, 150, "sil", dark(S, 0.9), flip=side > 0, solid=False)


@template("octopus_writer", ("octopus", "letter", "window"), ("night", "dusk", "teal", "deep"),
          moods=("busy", "overwork", "message"),
          pen=("quill|g:quill", "fountain pen|g:fountain-pen"))
def octopus_writer(S, m):
    room(S, 760)
    S.glow(W / 2, 520, 300, "#ffd890", 0.4)
    wood = mix("#6a4428", S.tint, 0.3)
    S.add(f'<rect x="60" y="640" width="480" height="24" fill="{wood}"/><path d="M90 664v120M510 664v120" stroke="{wood}" stroke-width="14"/>')
    S.icon("g:desk-lamp", 500, 642, 110, "sil", dark(S, 0.7), flip=True, solid=False)
    x = W / 2
    S.icon("n:octopus", x, 660, 220, grade=0.55, dark=0.1)
    paper = mix("#f4efe4", S.tint, 0.2)
    for k in range(3):
        S.add(f'<rect x="{120 + k * 110}" y="630" width="70" height="12" fill="{paper}" transform="rotate({(k - 1) * 6} {155 + k * 110} 636)"/>')
    for dx, dy, rot in ((-150, -40, -30), (140, -60, 35), (-110, -150, -60), (120, -170, 50)):
        S.icon(ref(m["pen"]), x + dx, 560 + dy, 60, "sil", dark(S, 0.8), anchor="center", rot=rot, solid=False)
    for k in range(7):  # finished letters flying off toward the window
        S.icon("n:envelope", S.rng.uniform(80, 520), S.rng.uniform(120, 420), S.rng.uniform(30, 46), anchor="center",
               grade=0.3, rot=S.rng.uniform(-30, 30), solid=False)


@template("moon_angler", ("moon", "sea", "night"), NIGHTS + ("dusk",),
          moods=("hooked", "reversal", "temptation"),
          catch=("boat|g:canoe", "fish|g:fish-escape", "bottle|n:bottle-with-popping-cork", "traveller|n:person-swimming"))
def moon_angler(S, m):
    hz = 600
    S.sky(0.68)
    S.stars(150, hz - 40)
    side = S.rng.choice((-1, 1))
    mx, my = W / 2 - side * 110, 200
    S.moon(mx, my, 90, crescent=True)
    S.sea(hz)
    S.ripples(hz, 20)
    rod = [(mx + 30, my + 40), (mx - side * 10 + 20 + side * 150, my - 110)]
    line(S, rod, mix(S.light, "#8a6a40", 0.5), 4)
    hx, hy = W / 2 + side * 140, 700
    line(S, [rod[1], (rod[1][0] + side * 6, (rod[1][1] + hy) / 2), (hx, hy - 30)], mix(S.light, "#ffffff", 0.4), 1.5)
    S.add("".join(f'<ellipse cx="{hx}" cy="{hy + 20}" rx="{30 + k * 26}" ry="{6 + k * 4}" fill="none" stroke="{S.light}" stroke-opacity="{0.5 - k * 0.12:.2f}" stroke-width="2"/>' for k in range(4)))
    put(S, m["catch"], hx, hy + 16, 80, dark(S, 0.7), grade=0.3, rot=side * 15)


@template("moon_phase_wheel", ("ferris wheel", "moon", "night"), ("night", "deep", "dusk", "teal"),
          moods=("cycles", "time", "play"),
          rider=("traveller|g:person", "child|g:person", "cat|g:cat"))
def moon_phase_wheel(S, m):
    S.sky(0.85)
    S.stars(160, 700)
    x, y, r = W / 2, 400, 220
    c = dark(S, 0.75)
    S.add(f'<circle cx="{x}" cy="{y}" r="{r}" fill="none" stroke="{c}" stroke-width="8"/>'
          f'<circle cx="{x}" cy="{y}" r="{r - 24}" fill="none" stroke="{c}" stroke-width="3"/>' +
          "".join(f'<path d="M{x} {y}L{f(x + r * math.cos(a))} {f(y + r * math.sin(a))}" stroke="{c}" stroke-width="3"/>' for a in (k * math.pi / 4 for k in range(8))) +
          f'<path d="M{x} {y}L{x - 150} 800M{x} {y}L{x + 150} 800" stroke="{c}" stroke-width="12"/><circle cx="{x}" cy="{y}" r="16" fill="{c}"/>')
    lit = mix(S.light, "#fff8e0", 0.5)
    shade = mix(S.top, "#000", 0.2)
    for k in range(8):  # each car is the moon on one night of its month: new, waxing, full, waning
        a = -math.pi / 2 + k * math.pi / 4
        cx, cy = x + r * math.cos(a), y + r * math.sin(a) + 34
        S.add(f'<path d="M{f(cx)} {f(cy - 34)}v-4" stroke="{c}" stroke-width="3"/>')
        S.glow(cx, cy, 60, S.light, 0.2 + 0.06 * min(k, 8 - k))
        cid = S.uid("ph")
        S.defs.append(f'<clipPath id="{cid}"><circle cx="{f(cx)}" cy="{f(cy)}" r="30"/></clipPath>')
        shade_x = cx + (-1 if k < 4 else 1) * 15 * min(k, 8 - k)
        S.add(f'<g clip-path="url(#{cid})"><circle cx="{f(cx)}" cy="{f(cy)}" r="30" fill="{lit if k else shade}"/>' +
              (f'<circle cx="{f(shade_x)}" cy="{f(cy)}" r="32" fill="{shade}"/>' if k not in (0, 4) else "") + "</g>")
    S.ridge(800, 14, dark(S, 0.6))
    S.floor(810, dark(S, 0.7))
    for k in range(5):
        sil(S, m["rider"] if k % 2 else "traveller|g:person", x - 60 + k * 30, 830, 40 - k * 2, dark(S, 0.9))


@template("mitten_house", ("mitten", "snow", "forest"), ("snow", "night", "fog", "teal"),
          moods=("crowded", "shelter", "hospitality"),
          last=("bear|g:polar-bear", "fox|g:fox", "hedgehog|n:hedgehog"))
def mitten_house(S, m):
    hz = 600
    outdoor(S, hz, "snow", light=(S.rng.choice((120, 480)), 140, 36), stars=100)
    S.pines(hz + 20, 18, 180, dark(S, 0.45))
    S.floor(hz + 40, mix("#e8eef8", S.tint, 0.3))
    flakes(S, 80, 0, H, a=0.6)
    x, y = W / 2 - 40, 840
    wool = mix("#c84848", S.tint, 0.3)
    S.add(f'<ellipse cx="{x - 130}" cy="{y - 250}" rx="44" ry="80" fill="{wool}" transform="rotate(-28 {x - 130} {y - 250})"/>'
          f'<path d="M{x - 120} {y - 80}L{x - 125} {y - 260}C{x - 125} {y - 430} {x + 125} {y - 430} {x + 125} {y - 260}L{x + 120} {y - 80}Z" fill="{wool}"/>'
          f'<rect x="{x - 130}" y="{y - 90}" width="260" height="90" rx="8" fill="{mix(wool, "#ffffff", 0.55)}"/>')
    S.add("".join(f'<path d="M{x - 100} {y - 330 + k * 50}' + "".join(f"l12 14l12 -14" for _ in range(8)) + f'" stroke="{mix(wool, "#000", 0.2)}" stroke-width="3" fill="none"/>' for k in range(5)))
    S.add("".join(f'<path d="M{x - 120 + k * 20} {y - 86}v82" stroke="{mix(wool, "#000", 0.15)}" stroke-width="3"/>' for k in range(13)))
    S.add(f'<path d="M{x + 20} {y}V{y - 60}a26 26 0 0 1 52 0V{y}Z" fill="{S.light}"/><rect x="{x - 60}" y="{y - 250}" width="46" height="46" rx="6" fill="{S.light}"/>')
    S.glow(x - 37, y - 227, 80, S.light, 0.6)
    S.add(f'<path d="M{x + 60} {y - 390}v-50h20v44" fill="{dark(S, 0.5)}"/>'
          f'<path d="M{x + 70} {y - 450}q-20 -30 10 -60q-20 -30 10 -60" stroke="{mix(S.hor, "#fff", 0.5)}" stroke-width="8" fill="none" opacity="0.6" stroke-linecap="round"/>')
    c = dark(S, 0.85)
    for r, dx, h in (("g:mouse", 110, 30), ("g:rabbit", 160, 54)):  # the queue at the door
        S.icon(r, x + dx, y + 4, h, "sil", c, flip=True, solid=False)
    sil(S, m["last"], x + 260, y + 30, 100, c, flip=True)
