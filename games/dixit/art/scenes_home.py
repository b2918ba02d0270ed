"""Scene templates of rooms and creatures: the ordinary made strange (a sitting room under
the sea, rain over a bed, a painted fish leaving its frame) and animals with a story (a
mouse on the throne, a dragon guarding one flower, a penguin lost in the desert).  As in
scenes.py.
"""

from __future__ import annotations

import math

from .compose import H, W, f
from .icons import mix
from .registry import template
from .stage import SKIES, arc_points, dark, fit, forest, line, outdoor, put, rain, ref, room, sky_light, word


@template("sunken_sitting_room", ("room", "deep sea", "armchair"), ("deep", "teal", "night"),
          moods=("business as usual", "silence", "lost in thought"),
          swimmer=("fish|n:tropical-fish", "jellyfish|n:jellyfish", "octopus|n:octopus", "turtle|n:turtle"))
def sunken_sitting_room(S, m):
    room(S, 700)
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, "#1a6a8a", 0.55), (1, "#031a26", 0.6)])}"/>')
    for k in range(3):
        x = S.rng.uniform(100, 500)
        S.beam(x, -10, x - 50, x + 90, 700, 0.14, "#d8fff6")
    x = W / 2 + S.rng.uniform(-40, 40)
    S.icon("n:couch-and-lamp", x, 790, 200, grade=0.55, dark=0.15)
    S.person(x - 30, 720, 70, "#061018", "n:person-standing")
    sw = m["swimmer"]
    S.scatter([ref(sw)], 1 if word(sw) in ("octopus", "turtle") else 5, (80, 120, 520, 520),
              (110, 140) if word(sw) in ("octopus", "turtle") else (40, 60), grade=0.3)
    S.add("".join(f'<circle cx="{f(x + S.rng.uniform(-20, 40))}" cy="{f(S.rng.uniform(300, 600))}" r="{f(S.rng.uniform(2, 6))}" '
                  f'fill="none" stroke="#e0fff8" stroke-opacity="0.5"/>' for _ in range(12)))


@template("rain_over_the_bed", ("bed", "cloud", "room"), ("fog", "dusk", "teal", "night"),
          moods=("sadness", "gloom", "heavy heart"),
          sleeper=("child|n:person-in-bed", "cat|g:cat", "seedling|n:potted-plant"))
def rain_over_the_bed(S, m):
    room(S, 700)
    x = W / 2 + S.rng.uniform(-40, 40)
    b, _ = S.icon("n:bed", x, 820, 190, grade=0.5)
    if word(m["sleeper"]) == "child":
        S.icon(ref(m["sleeper"]), x, 812, 190, grade=0.5)
    else:
        put(S, m["sleeper"], x - 30, b.y0 + 60, 60, "#1a1a1a")
    cy = S.rng.uniform(340, 380)
    rain(S, x - 90, x + 90, cy + 20, b.y0 + 50, 60, "#3c78c0")
    S.clouds(x, cy, 260, "#68748a", 1)
    S.add(f'<ellipse cx="{x}" cy="835" rx="170" ry="14" fill="#3c78c0" opacity="0.4"/>')


@template("escape_from_the_frame", ("frame", "wall"), ("dusk", "gold", "teal", "fog", "ember"),
          moods=("breaking free", "art", "coming alive"),
          escaper=("fish|n:fish", "bird|n:dove", "whale|n:spouting-whale", "butterfly|n:butterfly", "horse|n:horse"),
          watcher=("cat|g:cat", "child|g:person", "dog|g:sitting-dog"))
def escape_from_the_frame(S, m):
    room(S, 720, window=False)
    x, y, w, h = W / 2 - 40, 230, 240, 190
    S.add(f'<rect x="{x - w / 2}" y="{y}" width="{w}" height="{h}" fill="{S.lin([(0, "#7fb8d8", 1), (1, "#2a6a9a", 1)])}"/>'
          f'<path d="M{x - w / 2} {y + 130}Q{x} {y + 110} {x + w / 2} {y + 140}V{y + h}H{x - w / 2}Z" fill="#1f5a80"/>'
          f'<rect x="{x - w / 2}" y="{y}" width="{w}" height="{h}" fill="none" stroke="{mix("#c8a050", S.tint, 0.2)}" stroke-width="16"/>')
    es = ref(m["escaper"])
    S.icon(es, x + 70, y + h * 0.55, 80, anchor="center", rot=-15, solid=False)
    S.icon(es, x + 230, y + h * 0.55 - 90, 110, anchor="center", rot=-20, solid=False)
    S.add(f'<path d="M{x + 110} {y + 80}q60 -40 90 -60" stroke="#fff" stroke-dasharray="4 8" stroke-width="3" fill="none" opacity="0.6"/>')
    put(S, m["watcher"], x - 60, 820, 130, "#141414")


@template("pouring_the_night", ("teapot", "teacup", "stars"), ("dusk", "gold", "ember", "fog", "teal"),
          moods=("tea time", "ritual", "a cup of dreams"),
          pourer=("teapot|n:teapot", "bottle|n:bottle-with-popping-cork", "jar|g:mason-jar"))
def pouring_the_night(S, m):
    room(S, 700, window=False)
    S.glow(W / 2, 500, 300, S.light, 0.35)
    S.add(f'<rect x="70" y="690" width="460" height="14" fill="{dark(S, 0.35)}"/>')
    cx = W / 2 + 60
    S.icon("n:teacup-without-handle", cx, 690, 90, grade=0.4)
    px, py = cx - 170, 390
    pr = ref(m["pourer"])
    b, _ = S.icon(pr, px, py, 150, "sil" if pr.startswith("g:") else "grade", "#d8e4f0", anchor="center", rot=35)
    pts = arc_points(b.x1 - 10, b.cy + 20, cx, 630, 60, 10)
    line(S, pts, "#0b1638", 26)
    for k, (sx, sy) in enumerate(pts[1:]):
        S.add(f'<circle cx="{f(sx + S.rng.uniform(-8, 8))}" cy="{f(sy + S.rng.uniform(-6, 6))}" r="{S.rng.choice((1.2, 1.8, 2.4))}" fill="#fff"/>')
    S.add(f'<ellipse cx="{cx}" cy="630" rx="34" ry="8" fill="#0b1638"/>')


@template("swapped_homes", ("fishbowl", "cage", "table"), ("dusk", "gold", "teal", "fog", "dawn"),
          moods=("mix-up", "misplaced", "trading places"),
          pair=("fish+bird|n:tropical-fish|n:bird", "fish+chick|n:fish|n:baby-chick", "octopus+owl|n:octopus|n:owl"))
def swapped_homes(S, m):
    room(S, 640)
    S.glow(W / 2, 480, 280, S.light, 0.35)
    S.add(f'<rect x="50" y="640" width="500" height="16" fill="{dark(S, 0.35)}"/>')
    _, swimmer, flier = m["pair"].split("|")
    cage, _ = S.icon("g:bird-cage", 170, 640, 250, "sil", mix("#d8a84a", S.tint, 0.25))
    S.icon(swimmer, 170, 570, 70, anchor="center", grade=0.2, solid=False)
    bx, by, r = 420, 520, 110
    S.add(f'<circle cx="{bx}" cy="{by}" r="{r}" fill="#cfe8f4" opacity="0.25" stroke="#eaf6ff" stroke-opacity="0.7" stroke-width="4"/>'
          f'<path d="M{bx - r + 8} {by + 20}A{r} {r} 0 0 0 {bx + r - 8} {by + 20}Z" fill="#4a8ac0" opacity="0.6"/>')
    S.icon(flier, bx, by + 10, 80, anchor="center", grade=0.2, solid=False)
    S.add(f'<circle cx="{bx - 20}" cy="{by - 60}" r="6" fill="none" stroke="#fff" opacity="0.6"/>')


@template("tea_with_a_bear", ("bear", "table", "forest"), ("dusk", "gold", "fog", "teal", "dawn"),
          moods=("unlikely friends", "hospitality", "trust"),
          guest=("bear|n:polar-bear", "tiger|n:tiger", "dragon|n:dragon", "elephant|n:elephant"))
def tea_with_a_bear(S, m):
    outdoor(S, 600, "field", stars=20)
    forest(S, 600)
    S.floor(760, mix(S.ground, "#5a7a4a", 0.3))
    x = W / 2
    cloth = mix("#f4efe4", S.tint, 0.2)
    S.add(f'<rect x="{x - 110}" y="740" width="220" height="16" fill="{cloth}"/><path d="M{x - 90} 756v90M{x + 90} 756v90" stroke="{dark(S, 0.5)}" stroke-width="8"/>')
    S.icon("n:teapot", x, 742, 60, solid=False)
    gr = ref(m["guest"])
    put(S, gr, x + 170, 850, fit(gr, 230, 190), flip=True, grade=0.4)
    S.person(x - 170, 850, 120, "#111", "g:person")
    S.icon("n:teacup-without-handle", x - 60, 742, 30, solid=False)
    S.icon("n:teacup-without-handle", x + 60, 742, 30, solid=False)


@template("owl_night_school", ("owl", "books", "candle"), ("night", "deep", "dusk", "teal"),
          moods=("wisdom", "lesson", "night school"),
          pupil=("mouse|n:mouse", "rabbit|n:rabbit", "hedgehog|n:hedgehog", "chick|n:baby-chick"))
def owl_night_school(S, m):
    S.sky(0.9)
    S.stars(110, 700)
    S.moon(S.rng.choice((120, 480)), 140, 46)
    S.floor(760, dark(S, 0.4))
    x = W / 2 + S.rng.uniform(-30, 30)
    cols = ("#8a3a3a", "#3a5a8a", "#c89a40", "#4a7a4a")
    y = 760
    for k in range(5):
        w = S.rng.uniform(150, 190)
        S.add(f'<rect x="{f(x - w / 2 + S.rng.uniform(-10, 10))}" y="{y - 34}" width="{f(w)}" height="34" rx="3" fill="{mix(cols[k % 4], S.tint, 0.35)}"/>')
        y -= 34
    S.glow(x + 80, y - 20, 200, "#ffd880", 0.5)
    S.icon("n:candle", x + 80, y, 50, solid=False)
    S.icon("n:owl", x - 10, y + 4, 130, grade=0.4)
    for k in range(3):
        put(S, m["pupil"], 110 + k * 190 + S.rng.uniform(-20, 20), 850, 60, grade=0.3, flip=k > 1)


@template("scarecrows_friends", ("scarecrow", "crow", "field"), ("ember", "gold", "dusk", "fog"),
          moods=("irony", "companion", "the harvest is in"),
          friend=("crow|g:raven", "owl|g:owl", "bird|g:sparrow"))
def scarecrows_friends(S, m):
    outdoor(S, 700, "field", light=(S.rng.choice((150, 450)), 520, 70), stars=40)
    x = W / 2 + S.rng.uniform(-30, 30)
    c = dark(S, 0.7)
    sc, _ = S.icon("g:scarecrow", x, 840, 380, "sil", c)
    arm = sc.y0 + sc.h * 0.3
    for k, dx in enumerate((-130, -80, 70, 120)):
        put(S, m["friend"], x + dx, arm, 40 + (k % 2) * 8, c, flip=dx > 0)
    put(S, m["friend"], x + 10, sc.y0 + 6, 44, c)


@template("penguin_in_the_desert", ("penguin", "desert"), ("ember", "gold", "dawn", "dusk"),
          moods=("far from home", "heat", "lost"),
          carried=("umbrella|n:umbrella", "suitcase|n:luggage", "ice|n:ice", "map|n:world-map"))
def penguin_in_the_desert(S, m):
    outdoor(S, 600, "desert", light=(S.rng.choice((140, 460)), 150, 60), stars=10)
    S.icon("n:cactus", S.rng.choice((120, 480)), 700, 130, grade=0.5, solid=False)
    x = W / 2 + S.rng.uniform(-40, 40)
    p, _ = S.icon("n:penguin", x, 820, 170, grade=0.3)
    put(S, m["carried"], p.x1 + 20, p.cy + 40, 70, grade=0.3, solid=False)
    S.add("".join(f'<ellipse cx="{f(x - 30 - k * 40)}" cy="{f(840 - k * 28)}" rx="8" ry="4" fill="#000" opacity="0.2"/>' for k in range(5)))


@template("snowman_on_holiday", ("snowman", "beach"), ("dawn", "gold", "ember", "teal"),
          moods=("ephemeral", "holiday", "enjoy it while it lasts"),
          shade=("umbrella|n:umbrella-on-ground", "island tree|n:palm-tree"))
def snowman_on_holiday(S, m):
    hz = 540
    S.sky(0.6)
    S.sun(S.rng.choice((130, 470)), 150, 60)
    S.sea(hz)
    S.ripples(hz, 16)
    sand = mix("#e8cc98", S.tint, 0.3)
    S.add(f'<path d="M0 660Q{W / 2} 620 {W} 670V{H}H0Z" fill="{sand}"/>')
    x = W / 2 + S.rng.uniform(-30, 30)
    put(S, m["shade"], x - 90, 800, 280, grade=0.3, solid=False)
    S.add(f'<ellipse cx="{x + 30}" cy="818" rx="90" ry="16" fill="#bfe0f0" opacity="0.7"/>')
    S.icon("n:snowman-without-snow", x + 30, 815, 170, grade=0.2)
    S.icon("n:tropical-drink", x + 120, 815, 50, solid=False)


@template("dragon_guards_a_flower", ("dragon", "flower", "cave"), ("ember", "dusk", "teal", "night"),
          moods=("priceless", "tenderness", "treasure"),
          flower=("flower|n:tulip", "rose|n:rose", "seedling|n:seedling", "blossom|n:hibiscus"))
def dragon_guards_a_flower(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, "#050608", 1), (1, dark(S, 0.4), 1)])}"/>')
    S.add(f'<path d="M0 0H{W}V{H}H0Z M60 {H}C60 300 200 160 300 160C400 160 540 300 540 {H}Z" fill="{dark(S, 0.85)}" fill-rule="evenodd"/>')
    S.glow(W / 2, 640, 260, S.light, 0.5)
    S.beam(W / 2, 160, W / 2 - 60, W / 2 + 60, 700, 0.35)
    side = S.rng.choice((-1, 1))
    S.icon("g:dragon-spiral", W / 2 - side * 60, 810, 380, "sil", dark(S, 0.65), flip=side > 0, solid=False)
    put(S, m["flower"], W / 2 + side * 120, 800, 90, grade=0.1)


@template("mouse_on_the_throne", ("mouse", "crown", "cat"), ("ember", "gold", "dusk", "teal"),
          moods=("the underdog", "reversal", "power"),
          court=("cat|n:cat", "tiger|n:tiger", "owl|n:owl"))
def mouse_on_the_throne(S, m):
    room(S, 700, window=False)
    red = mix("#8a2a2a", S.tint, 0.2)
    S.add(f'<path d="M{W / 2 - 40} 700L{W / 2 - 120} {H}H{W / 2 + 120}L{W / 2 + 40} 700Z" fill="{red}"/>')
    S.glow(W / 2, 460, 220, S.light, 0.45)
    t, _ = S.icon("g:throne-king", W / 2, 720, 320, "sil", mix("#c89a40", S.tint, 0.3))
    m_, _ = S.icon("n:mouse", W / 2, t.y0 + t.h * 0.62, 60, grade=0.3)
    S.icon("n:crown", W / 2 + 4, m_.y0 + 6, 30, solid=False)
    side = S.rng.choice((-1, 1))
    put(S, m["court"], W / 2 + side * 190, 860, 150, flip=side > 0, grade=0.45, rot=side * 12)


@template("knight_and_snail", ("knight", "snail", "field"), ("dawn", "gold", "fog", "ember"),
          moods=("absurd", "duel", "a worthy foe"),
          foe=("snail|n:snail", "rabbit|n:rabbit", "duckling|n:baby-chick", "turtle|n:turtle"))
def knight_and_snail(S, m):
    outdoor(S, 700, "field", stars=10)
    c = dark(S, 0.75)
    S.icon("g:mounted-knight", 170, 800, 220, "sil", c)
    put(S, m["foe"], 430, 800, 200, flip=True, grade=0.35)
    S.add(f'<path d="M250 650L330 690" stroke="{c}" stroke-width="6"/>')
    S.icon("g:castle", 480, 700, 70, "sil", mix(S.hor, S.ground, 0.4), solid=False)


@template("frog_prince", ("frog", "crown", "pond"), ("dusk", "teal", "night", "dawn", "gold"),
          moods=("enchantment", "waiting for a kiss", "hidden nobility"),
          reflection=("castle|g:castle", "knight|g:mounted-knight", "crown|g:crown"))
def frog_prince(S, m):
    hz = 520
    S.sky(0.58)
    S.stars(90, hz - 40)
    sky_light(S, S.rng.uniform(150, 450), 170, 40)
    S.pines(hz, 16, 120, dark(S, 0.5))
    S.add(f'<rect y="{hz}" width="{W}" height="{H - hz}" fill="{S.lin([(0, mix(S.hor, S.mid, 0.5), 1), (1, S.ground, 1)])}"/>')
    x = W / 2 + S.rng.uniform(-40, 40)
    pad = mix("#4a8a4a", S.tint, 0.35)
    S.add(f'<ellipse cx="{f(x)}" cy="640" rx="120" ry="26" fill="{pad}"/>')
    S.icon("n:frog", x, 640, 90, grade=0.3)
    S.icon("n:crown", x, 572, 34, solid=False)
    _, svg = put(S, m["reflection"], x, 640, 170, mix(S.light, S.mid, 0.5), add=False)
    S.mirror([svg], 650, 0.5)
    S.ripples(680, 20, x)


@template("key_too_big", ("key", "door", "wall"), SKIES,
          moods=("burden", "the wrong size", "effort"),
          door=("door|small", "keyhole|"))
def key_too_big(S, m):
    outdoor(S, 760, light=(S.rng.choice((120, 480)), 140, 36), stars=80)
    stone = mix("#8a8290", S.tint, 0.35)
    S.add(f'<rect x="380" y="430" width="{W}" height="{H}" fill="{stone}"/>' +
          "".join(f'<path d="M380 {y}H{W}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>' for y in range(470, H, 40)))
    S.glow(450, 770, 60, S.light, 0.7)
    if word(m["door"]) == "door":
        S.add(f'<path d="M436 790V764A14 14 0 0 1 464 764V790Z" fill="{dark(S, 0.7)}"/>')
    else:
        S.add(f'<path d="M450 740a10 10 0 0 1 6 18l6 28h-24l6-28a10 10 0 0 1 6-18Z" fill="{dark(S, 0.8)}"/>')
    p = S.person(200, 800, 70, "#111", "n:person-walking", flip=True)
    S.icon("n:old-key", p.cx - 20, p.y0 + 10, 230, rot=60, anchor="center", solid=False)


@template("birds_on_the_wires", ("birds", "wires", "music"), ("dawn", "gold", "fog", "dusk", "teal"),
          moods=("melody", "harmony", "song"),
          player=("violin|n:violin", "trumpet|n:trumpet", "traveller|n:person-standing"))
def birds_on_the_wires(S, m):
    outdoor(S, 760, "field", stars=20)
    c = dark(S, 0.7)
    S.add(f'<path d="M60 {H}V240M540 {H}V260" stroke="{c}" stroke-width="12"/><path d="M40 250H80M520 270H560" stroke="{c}" stroke-width="6"/>')
    for k in range(5):
        y0, y1 = 250 + k * 34, 270 + k * 34
        pts = arc_points(60, y0, 540, y1, -26, 20)
        line(S, pts, c, 1.6)
        for t in sorted(S.rng.sample(range(2, 18), 3)):
            bx, by = pts[t]
            S.icon("g:sparrow", bx, by + 2, 26, "sil", c, flip=S.rng.random() < 0.5, solid=False)
    x = W / 2 + S.rng.uniform(-60, 60)
    p = S.person(x, 850, 90, "#101010", "n:person-standing")
    if word(m["player"]) != "traveller":
        put(S, m["player"], p.x1 + 10, p.y0 + 50, 50, rot=-30, solid=False)


@template("bench_of_two_seasons", ("bench", "park"), ("gold", "dawn", "fog", "teal"),
          moods=("side by side", "different worlds", "seasons"),
          sitter=("traveller|n:person-standing", "cat|g:cat", "dog|g:sitting-dog", "bear|g:bear-head"))
def bench_of_two_seasons(S, m):
    S.sky(0.7)
    half = S.uid("h")
    S.defs.append(f'<clipPath id="{half}"><rect x="{W / 2}" width="{W / 2}" height="{H}"/></clipPath>')
    S.ridge(640, 20, depth=0.3)
    S.floor(660, mix(S.ground, "#5a8a4a", 0.35))
    S.scatter(["n:blossom"], 5, (40, 670, 280, 860), (24, 34), grade=0.3)
    S.add(f'<g clip-path="url(#{half})"><rect width="{W}" height="{H}" fill="{S.lin([(0, "#56607e", 1), (1, "#c8d2e4", 1)])}"/>'
          f'<rect y="640" width="{W}" height="{H - 640}" fill="#eef2f8"/>' +
          "".join(f'<circle cx="{f(S.rng.uniform(W / 2, W))}" cy="{f(S.rng.uniform(20, 860))}" r="2.2" fill="#fff"/>' for _ in range(70)) + "</g>")
    c = dark(S, 0.7)
    S.add(f'<rect x="130" y="720" width="340" height="14" fill="{c}"/><rect x="130" y="680" width="340" height="10" fill="{c}"/>'
          f'<path d="M150 734v80M450 734v80" stroke="{c}" stroke-width="10"/>')
    put(S, m["sitter"], 220, 722, 90, "#151515")
    put(S, m["sitter"], 380, 722, 90, "#151515", flip=True)


@template("boat_in_a_tree", ("boat", "tree", "hills"), SKIES,
          moods=("after the flood", "survival", "a strange harbour"),
          boat=("boat|g:canoe", "ship|g:shooner-sailboat", "bathtub|n:bathtub"))
def boat_in_a_tree(S, m):
    from .stage import branches

    outdoor(S, 740)
    c = dark(S, 0.6)
    tips = []
    x = W / 2 + S.rng.uniform(-30, 30)
    branches(S, x, 780, 170, math.pi / 2, 3, c, 26, tips, S.rng)
    top = min(tips, key=lambda p: abs(p[0] - x) + p[1] * 0.2)
    put(S, m["boat"], x, top[1] + 120, 170, mix(S.ground, "#7a4a2a", 0.4), rot=-8, grade=0.4)
    S.add(f'<path d="M0 {H}V840Q{W / 2} 800 {W} 850V{H}Z" fill="{mix(S.hor, S.mid, 0.5)}" opacity="0.6"/>')
    S.scatter(["g:seagull"], 3, (80, 120, 520, 280), (20, 30), mode="sil", colour=c)


@template("jellyfish_streetlamps", ("jellyfish", "street", "town"), ("night", "deep", "teal", "dusk"),
          moods=("glow", "city lights", "walking home"),
          walker=("traveller|n:person-walking", "child|g:person", "dog|g:sitting-dog"))
def jellyfish_streetlamps(S, m):
    S.sky(0.9)
    S.stars(100, 600)
    S.town(700, 150)
    S.floor(760, dark(S, 0.35))
    c = dark(S, 0.7)
    for k, x in enumerate((90, 300, 510)):
        h = 420 - k * 20
        S.add(f'<path d="M{x} 820V{820 - h}q0 -30 30 -30" stroke="{c}" stroke-width="7" fill="none"/>')
        S.glow(x + 30, 820 - h + 10, 100, "#c8f0ff", 0.6)
        S.icon("n:jellyfish", x + 30, 820 - h + 50, 70, grade=0.1)
        S.add(f'<ellipse cx="{x + 30}" cy="830" rx="60" ry="10" fill="#c8f0ff" opacity="0.25"/>')
    put(S, m["walker"], S.rng.uniform(180, 420), 860, 80, "#0b0b0b")


@template("the_telephone_at_sea", ("telephone", "sea", "rock"), ("fog", "dusk", "teal", "night", "dawn"),
          moods=("a call", "waiting for news", "far away"),
          swimmer=("traveller|n:person-swimming", "boat|n:person-rowing-boat"))
def the_telephone_at_sea(S, m):
    outdoor(S, 560, "sea", light=(S.rng.uniform(140, 460), 160, 36), stars=70)
    x = W / 2 + S.rng.uniform(-60, 60)
    rock = dark(S, 0.55)
    S.add(f'<path d="M{f(x - 110)} 720Q{f(x - 60)} 620 {f(x)} 630Q{f(x + 70)} 620 {f(x + 110)} 720Z" fill="{rock}"/>')
    S.icon("n:telephone", x, 640, 90, grade=0.35)
    for k in (1, 2, 3):
        S.add(f'<path d="M{f(x + 50 + k * 14)} {600 - k * 8}a{30 + k * 14} {30 + k * 14} 0 0 1 0 {50 + k * 16}" stroke="{S.light}" stroke-width="3" fill="none" opacity="{1 - k * 0.25:.2f}"/>')
    put(S, m["swimmer"], S.rng.choice((110, 490)), 820, 70, dark(S, 0.7))


@template("bathtub_voyage", ("bathtub", "sea"), ("dawn", "gold", "dusk", "teal", "fog"),
          moods=("comfort zone", "adventure", "setting sail"),
          captain=("duckling|n:duck", "cat|n:cat", "traveller|n:person-taking-bath"))
def bathtub_voyage(S, m):
    hz, lx = 560, S.rng.uniform(150, 450)
    outdoor(S, hz, "sea", light=(lx, 170, 40), stars=60)
    S.moon_path(lx, hz)
    x = W / 2 + S.rng.uniform(-40, 40)
    mast = mix("#6a4428", S.tint, 0.2)
    S.add(f'<path d="M{f(x)} 700V420" stroke="{mast}" stroke-width="6"/>'
          f'<path d="M{f(x + 4)} 430Q{f(x + 130)} 520 {f(x + 4)} 640Z" fill="{mix("#f4efe4", S.tint, 0.25)}"/>')
    if word(m["captain"]) == "traveller":
        _, svg = S.icon(ref(m["captain"]), x - 20, 760, 150, grade=0.35)
    else:
        _, svg = S.icon("n:bathtub", x - 20, 760, 150, grade=0.35)
        put(S, m["captain"], x - 50, 712, 60, grade=0.3)
    S.mirror([svg], 760, 0.25)
    S.ripples(hz, 20, x)


@template("bed_in_the_dark_wood", ("bed", "forest", "eyes"), ("night", "deep", "teal", "dusk"),
          moods=("nightmare", "fear", "bedtime"),
          light=("lamp|n:diya-lamp", "candle|n:candle", "lantern|g:old-lantern"))
def bed_in_the_dark_wood(S, m):
    S.sky(0.8)
    S.stars(60, 400)
    forest(S, 600)
    S.floor(800, dark(S, 0.6))
    for _ in range(7):
        ex, ey = S.rng.uniform(60, 540), S.rng.uniform(580, 780)
        if abs(ex - W / 2) > 120:
            S.add(f'<circle cx="{f(ex)}" cy="{f(ey)}" r="4" fill="#ffe070"/><circle cx="{f(ex + 13)}" cy="{f(ey)}" r="4" fill="#ffe070"/>')
    x = W / 2
    S.glow(x, 780, 200, "#ffd880", 0.55)
    S.icon("n:person-in-bed", x, 850, 140, grade=0.4)
    put(S, m["light"], x + 110, 790, 40, "#ffd880", solid=False)


@template("chair_above_the_clouds", ("chair", "clouds", "pole"), ("dawn", "gold", "ember", "dusk"),
          moods=("perspective", "alone at the top", "patience"),
          sitter=("traveller|n:person-standing", "cat|g:cat", "owl|g:owl"))
def chair_above_the_clouds(S, m):
    S.sky(0.75)
    S.stars(50, 400)
    x = W / 2 + S.rng.uniform(-50, 50)
    S.sun(S.rng.choice((120, 480)), 560, 60)
    for k in range(6):
        S.clouds(S.rng.uniform(40, 560), 620 + k * 40, S.rng.uniform(260, 360), mix(S.hor, "#ffffff", 0.4), 0.95)
    c = dark(S, 0.7)
    S.add(f'<path d="M{f(x)} {H}V430" stroke="{c}" stroke-width="8"/>')
    ch, _ = S.icon("g:wooden-chair", x, 440, 110, "sil", c)
    put(S, m["sitter"], x - 6, ch.y0 + ch.h * 0.55, 70, c)


@template("mushroom_village", ("mushroom", "village", "forest"), ("dusk", "night", "teal", "fog"),
          moods=("fairy tale", "a small world", "shelter"),
          visitor=("snail|n:snail", "rabbit|n:rabbit", "mouse|n:mouse", "hedgehog|n:hedgehog"))
def mushroom_village(S, m):
    S.sky(0.8)
    S.stars(100, 600)
    sky_light(S, S.rng.choice((120, 480)), 140, 34)
    S.floor(740, dark(S, 0.4))
    for k, (x, h) in enumerate(((150, 380), (420, 300), (290, 200))):
        b, _ = S.icon("n:mushroom", x, 800 + k * 20, h, grade=0.35, solid=False)
        S.add(f'<rect x="{f(x - 10)}" y="{f(b.y1 - h * 0.28)}" width="18" height="26" rx="9" fill="#ffd880"/>')
        S.glow(x, b.y1 - h * 0.2, 50, "#ffd880", 0.6)
    put(S, m["visitor"], S.rng.choice((80, 520)), 860, 60, grade=0.3)


@template("domino_chain", ("dominoes", "castle"), ("fog", "dusk", "gold", "teal", "ember"),
          moods=("chain reaction", "consequences", "one small push"),
          pusher=("cat|g:cat", "child|g:person", "mouse|g:mouse"),
          end=("castle|g:castle", "house|g:house", "crown|n:crown"))
def domino_chain(S, m):
    outdoor(S, 600, light=(0, 0, 0), stars=50)
    S.floor(600, mix(S.ground, S.hor, 0.2))
    S.glow(470, 380, 200, S.light, 0.45)
    put(S, m["end"], 470, 470, 150, dark(S, 0.5))
    tile = mix("#f4efe4", S.tint, 0.3)
    pts = [(80 + t * 380 + 60 * math.sin(t * 5), 860 - t * 390) for t in (i / 13 for i in range(14))]
    for k, (x, y) in enumerate(pts):
        s = 1 - k / 20
        rot = -60 if k < 2 else 0
        S.add(f'<rect x="{f(x - 10 * s)}" y="{f(y - 52 * s)}" width="{f(20 * s)}" height="{f(52 * s)}" rx="3" fill="{tile}" '
              f'stroke="#000" stroke-opacity="0.3" transform="rotate({rot} {f(x)} {f(y)})"/>')
    put(S, m["pusher"], 50, 880, 60, "#111", flip=True)
