"""Hand-written scene templates: one surreal idea each.

Pool entries are "tag|icon-ref" (tag a key of vocab.WORDS, "a+b" for two tags; the ref may
be empty for shapes drawn here).  ``draw(S, m)`` gets the Scene and the chosen motifs.
"""

from __future__ import annotations

import math

from .compose import H, M, W, Box, f
from .icons import mix
from .registry import template
from .stage import NIGHTS, SKIES, WARM, branches, dark, rain, ref, rope, sky_light, word
from .stage import land as stage_land

# ---------------------------------------------------------------------------------------
@template("house_on_beast", ("sea",), NIGHTS + ("dawn", "fog"),
          moods=("home", "journey", "dream", "at home anywhere"),
          beast=("whale|n:whale", "turtle|n:turtle", "whale|n:spouting-whale"),
          home=("house|n:house", "castle|n:castle", "lighthouse|n:lighthouse", "tent|n:tent",
                "church|n:church", "house|n:house-with-garden"))
def house_on_beast(S, m):
    hz = 560
    S.sky(0.62)
    S.stars(110, hz - 40)
    mx = S.rng.uniform(150, 450)
    sky_light(S, mx, S.rng.uniform(140, 220), 44)
    S.sea(hz)
    S.haze(hz, 60, 0.6)
    S.moon_path(mx, hz)
    flip = S.rng.random() < 0.5
    bx = W / 2 + S.rng.uniform(-40, 40)
    beast, bsvg = S.icon(ref(m["beast"]), bx, 670, S.rng.uniform(190, 230), flip=flip, grade=0.45)
    hx = beast.cx + S.rng.uniform(-0.12, 0.12) * beast.w
    home, hsvg = S.icon(ref(m["home"]), hx, beast.top_at(hx) + 10, S.rng.uniform(85, 105), dark=0.05)
    S.mirror([bsvg, hsvg], 670 + 8, 0.22)
    S.ripples(hz, 20, bx)
    S.glow(home.cx, home.cy, 60, S.light, 0.3)


@template("ladder_to_sky", ("night",), NIGHTS + ("dusk", "ember"),
          moods=("ascent", "longing", "dream", "aim high"),
          goal=("moon|", "moon|crescent", "cloud|", "star|n:glowing-star"),
          climber=("traveller|g:mountain-climbing", "child|g:walk"))
def ladder_to_sky(S, m):
    S.sky(0.8)
    S.stars(120, 620)
    gx, gy = S.rng.uniform(360, 450), S.rng.uniform(140, 200)
    goal = m["goal"]
    if goal.startswith("moon"):
        S.moon(gx, gy, 62, crescent=goal.endswith("crescent"))
    elif goal.startswith("cloud"):
        S.glow(gx, gy, 150, S.light, 0.35)
        S.clouds(gx, gy, 200, mix(S.light, S.hor, 0.4), 0.95)
    else:
        S.glow(gx, gy, 150, S.light, 0.6)
        S.icon(ref(goal), gx, gy, 80, anchor="center", grade=0.2)
    S.ridge(700, 30, depth=0.3, waves=2)
    S.haze(700, 80, 0.4)
    S.ridge(770, 22, depth=0.8, waves=3)
    bx, by = S.rng.uniform(120, 200), 760
    tx, ty = gx - 30, gy + 40
    c = dark(S, 0.65)
    n = 26
    dx, dy = tx - bx, ty - by
    ln = math.hypot(dx, dy)
    px, py = -dy / ln * 11, dx / ln * 11
    rails = f'M{f(bx - px)} {f(by - py)}L{f(tx - px)} {f(ty - py)}M{f(bx + px)} {f(by + py)}L{f(tx + px)} {f(ty + py)}'
    rungs = "".join(f"M{f(bx + dx * i / n - px)} {f(by + dy * i / n - py)}l{f(2 * px)} {f(2 * py)}"
                    for i in range(1, n))
    S.add(f'<path d="{rails}{rungs}" stroke="{c}" stroke-width="3" fill="none"/>')
    t = S.rng.uniform(0.45, 0.7)
    S.person(bx + dx * t + 6, by + dy * t + 10, 30, c, ref(m["climber"]))


@template("fruit_tree", ("tree", "hills"), SKIES,
          moods=("growth", "harvest", "patience", "fruits of labour"),
          fruit=("key|n:old-key", "clock|n:alarm-clock", "bell|n:bell", "letter|n:envelope",
                 "lantern|n:red-paper-lantern", "fish|n:fish", "feather|n:feather",
                 "light bulb|n:light-bulb", "star|n:star", "heart|n:red-heart",
                 "compass|n:compass", "teacup|n:teacup-without-handle"))
def fruit_tree(S, m):
    S.sky(0.74)
    S.stars(60, 500)
    sky_light(S, S.rng.choice((110, 490)), 150, 36)
    S.ridge(650, 25, depth=0.25)
    S.haze(660, 100, 0.5)
    S.ridge(720, 16, depth=0.85, waves=2)
    c = dark(S, 0.6)
    tips = []
    x = W / 2 + S.rng.uniform(-30, 30)
    branches(S, x, 730, 150, math.pi / 2 + S.rng.uniform(-0.08, 0.08), 4, c, 22, tips, S.rng)
    fr = ref(m["fruit"])
    for tx, ty in tips:
        if S.rng.random() < 0.85 and M + 40 < tx < W - M - 40 and ty > M + 40:
            S.add(f'<path d="M{f(tx)} {f(ty)}v14" stroke="{c}" stroke-width="1.5"/>')
            S.icon(fr, tx, ty + 12, S.rng.uniform(40, 52), anchor="bottom", rot=S.rng.uniform(-15, 15),
                   solid=False)
    for _ in range(S.rng.randint(1, 3)):
        S.icon(fr, S.rng.uniform(120, 480), S.rng.uniform(770, 820), 26, rot=S.rng.uniform(-80, 80),
               solid=False)
    S.person(x + S.rng.choice((-1, 1)) * 110, 760, 28, c)


@template("caged_light", ("clouds",), SKIES,
          moods=("prison", "shelter", "secret", "gilded cage"),
          inside=("moon|", "sun|", "star|n:glowing-star", "fish|n:tropical-fish", "planet|n:ringed-planet",
                  "cloud|n:cloud", "heart|n:red-heart", "flower|n:hibiscus"),
          cage=("cage|g:bird-cage",))
def caged_light(S, m):
    S.sky(0.8)
    S.stars(100, 700)
    cx, cy = W / 2 + S.rng.uniform(-30, 30), S.rng.uniform(400, 460)
    gold = mix("#e8b84a", S.tint, 0.3)
    S.add(f'<path d="M{f(cx)} {M}V{f(cy - 190)}" stroke="{gold}" stroke-width="2"/>')
    S.glow(cx, cy + 20, 230, S.light, 0.45)
    inside = m["inside"]
    if inside.startswith("moon"):
        S.moon(cx, cy + 40, 62, glow=1.4)
    elif inside.startswith("sun"):
        S.sun(cx, cy + 40, 54)
    else:
        S.icon(ref(inside), cx, cy + 40, 100, anchor="center", grade=0.25)
    S.icon(ref(m["cage"]), cx, cy + 140, 340, "sil", gold)
    for i in range(S.rng.randint(2, 3)):
        S.clouds(S.rng.uniform(100, 500), S.rng.uniform(690, 800), S.rng.uniform(180, 260))
    if S.rng.random() < 0.5:
        S.person(S.rng.choice((90, 510)), 860, 26, dark(S, 0.5))


@template("lone_door", ("light",), WARM + ("night", "teal"),
          moods=("threshold", "discovery", "loneliness", "new beginning"),
          land=("desert|", "snow|", "sea|", "clouds|"), door=("door|n:door",))
def lone_door(S, m):
    hz = 600
    S.sky(0.66)
    S.stars(70, 520)
    sky_light(S, S.rng.uniform(120, 480), S.rng.uniform(120, 220), 34)
    land = word(m["land"])
    stage_land(S, land, hz)
    x = W / 2 + S.rng.uniform(-60, 60)
    y = hz + 120
    door, dsvg = S.icon(ref(m["door"]), x, y, 200, dark=0.1)
    S.beam(x, y - 60, x - 160, x + 60, H, 0.5)
    S.glow(x, y - 100, 140, S.light, 0.35)
    if land == "sea":
        S.mirror([dsvg], y, 0.25)
    S.person(x + S.rng.choice((-1, 1)) * S.rng.uniform(120, 180), y + 110, 30, dark(S, 0.7))


@template("shadow_self", ("shadow", "wall"), ("ember", "dusk", "gold", "fog", "teal"),
          moods=("inner self", "courage", "heart of a lion"),
          figure=("child|g:person", "cat|n:cat", "mouse|n:mouse", "rabbit|n:rabbit", "traveller|g:walk"),
          beast=("dragon|g:dragon-spiral", "lion|g:lion", "bear|g:polar-bear", "deer|g:deer",
                 "knight|g:mounted-knight", "eagle|g:eagle-emblem", "dragon|g:wyvern"))
def shadow_self(S, m):
    floor = 700
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, S.mid, 1), (1, mix(S.hor, S.mid, 0.4), 1)])}"/>')
    lx = S.rng.choice((150, 450))
    S.glow(lx, floor - 40, 330, S.light, 0.5)
    sx = W - lx + S.rng.uniform(-30, 30)
    from . import icons

    o = icons.outline(ref(m["beast"]))
    bh = S.rng.uniform(400, 480)
    bw = (o.x1 - o.x0) / (o.y1 - o.y0) * bh
    if bw > W - 2 * M - 40:
        bh *= (W - 2 * M - 40) / bw
        bw = W - 2 * M - 40
    sx = min(max(sx, M + 20 + bw / 2), W - M - 20 - bw / 2)
    S.icon(ref(m["beast"]), sx, floor + 10, bh, "sil", mix(S.ground, S.mid, 0.15),
           flip=lx > W / 2, a=0.9, solid=False)
    S.add(f'<rect y="{floor}" width="{W}" height="{H - floor}" fill="{S.lin([(0, S.ground, 1), (1, dark(S, 0.3), 1)])}"/>')
    fx = (lx + sx) / 2 + (sx - lx) * 0.05
    fr = ref(m["figure"])
    if fr.startswith("g:"):
        S.icon(fr, fx, floor + 30, 100, "sil", mix(S.light, S.mid, 0.45), flip=lx > W / 2)
    else:
        S.icon(fr, fx, floor + 30, 90, flip=lx > W / 2, grade=0.55, dark=0.15)
    S.icon("n:candle", lx, floor + 40, 50, grade=0.2)
    S.glow(lx, floor - 20, 90, S.light, 0.8)


@template("true_reflection", ("reflection", "lake"), SKIES,
          moods=("inner self", "transformation", "ambition", "who am i"),
          pair=("cat+tiger|n:cat|n:tiger", "mouse+lion|n:mouse|n:lion", "duckling+swan|n:baby-chick|n:swan",
                "lizard+dragon|n:lizard|n:dragon", "kitten+owl|n:black-cat|n:owl", "rabbit+deer|n:rabbit|n:deer",
                "fish+shark|n:fish|n:shark", "traveller+knight|g:walk|g:mounted-knight"))
def true_reflection(S, m):
    hz = 540
    S.sky(0.6)
    S.stars(70, hz - 60)
    sky_light(S, S.rng.uniform(130, 470), 150, 38)
    S.ridge(hz, 30, depth=0.3)
    S.add(f'<rect y="{hz}" width="{W}" height="{H - hz}" fill="{S.lin([(0, mix(S.hor, S.mid, 0.5), 1), (1, S.ground, 1)])}"/>')
    _, a, b = m["pair"].split("|")
    x = W / 2 + S.rng.uniform(-60, 60)
    flip = S.rng.random() < 0.5
    bank = hz + 90
    S.add(f'<ellipse cx="{f(x)}" cy="{bank + 8}" rx="110" ry="16" fill="{dark(S, 0.4)}"/>')
    if a.startswith("g:"):
        S.icon(a, x, bank, 80, "sil", dark(S, 0.6), flip=flip)
    else:
        S.icon(a, x, bank, 110, flip=flip)
    if b.startswith("g:"):
        box, svg = S.icon(b, x, bank, 200, "sil", mix(S.light, S.mid, 0.5), flip=not flip, add=False)
    else:
        box, svg = S.icon(b, x, bank, 200, flip=flip, add=False, dark=0.1)
    S.mirror([svg], bank + 14, 0.75)
    S.add(f'<rect y="{bank + 14}" width="{W}" height="{H - bank}" fill="{S.lin([(0, S.hor, 0.1), (1, S.ground, 0.45)])}"/>')
    S.ripples(bank + 20, 24, x)


@template("star_beast", ("stars", "night", "sky"), ("night", "deep", "dusk", "teal"),
          moods=("wonder", "destiny", "guardian"),
          beast=("whale|g:sperm-whale", "deer|g:deer", "fox|g:fox", "wolf|g:wolf-howl", "horse|g:horse-head",
                 "rabbit|g:rabbit", "eagle|g:eagle-emblem", "sea serpent|g:sea-dragon", "bear|g:polar-bear",
                 "lion|g:lion", "butterfly|g:butterfly", "dragon|g:dragon-spiral"),
          camp=("tent|n:tent", "traveller|g:walk", "house|n:house"))
def star_beast(S, m):
    from . import icons

    S.sky(0.85)
    S.stars(140, 700)
    r = ref(m["beast"])
    o = icons.outline(r)
    body, iw, ih = icons.icon(r)
    h = S.rng.uniform(300, 380)
    s = h / (o.y1 - o.y0)
    w = (o.x1 - o.x0) * s
    if w > 480:
        s *= 480 / w
        w, h = 480, h * 480 / w
    x0, y0 = W / 2 - w / 2, S.rng.uniform(110, 180)
    flip = S.rng.random() < 0.5
    ox = (x0 - o.x0 * s) if not flip else (x0 + o.x1 * s)
    tr = f"translate({f(ox)} {f(y0 - o.y0 * s)}) scale({-s if flip else s:.4f} {s:.4f})"
    cid = S.uid("k")
    clip_body = body.replace("<path", '<path transform="%s"' % tr)
    S.defs.append(f'<clipPath id="{cid}">{clip_body}</clipPath>')
    S.add(f'<g transform="{tr}" fill="{S.light}" opacity="0.12">{icons.flat(body, S.light)}</g>')
    dots = []
    for _ in range(260):
        x, y = S.rng.uniform(x0, x0 + w), S.rng.uniform(y0, y0 + h)
        dots.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="{S.rng.choice((0.8, 1.2, 1.6, 2.4))}"/>')
    S.add(f'<g clip-path="url(#{cid})" fill="#fffbe6">{"".join(dots)}</g>')
    S.ridge(730, 28, depth=0.5)
    S.ridge(790, 18, depth=0.9, waves=2)
    cx = S.rng.uniform(150, 450)
    if m["camp"].startswith("traveller"):
        S.person(cx, 800, 30, dark(S, 0.7))
    else:
        S.icon(ref(m["camp"]), cx, 805, 40, dark=0.3)
        S.glow(cx, 790, 50, S.light, 0.5)


@template("grows_from_book", ("book",), SKIES,
          moods=("imagination", "knowledge", "growth", "stories come alive"),
          grows=("tree|n:deciduous-tree", "castle|n:castle", "mountain|n:snow-capped-mountain",
                 "volcano|n:volcano", "lighthouse|n:lighthouse", "blossom|n:cherry-blossom",
                 "island tree|n:palm-tree", "city|n:cityscape", "windmill|n:house-with-garden"),
          book=("book|n:open-book",))
def grows_from_book(S, m):
    S.sky(0.8)
    S.stars(80, 500)
    S.clouds(S.rng.uniform(100, 200), S.rng.uniform(150, 250), 180, a=0.5)
    S.glow(W / 2, 450, 300, S.light, 0.4)
    S.add(f'<rect y="700" width="{W}" height="{H - 700}" fill="{S.lin([(0, mix(S.ground, S.hor, 0.3), 1), (1, S.ground, 1)])}"/>')
    x = W / 2 + S.rng.uniform(-20, 20)
    book, _ = S.icon(ref(m["book"]), x, 790, 170)
    S.icon(ref(m["grows"]), x, book.y0 + 40, S.rng.uniform(250, 300))
    S.scatter(["g:seagull"], S.rng.randint(3, 5), (90, 80, 510, 300), (18, 30), mode="sil",
              colour=dark(S, 0.3))


@template("drifters_over_town", ("town", "night"), ("night", "deep", "teal", "dusk"),
          moods=("floating", "dream", "lullaby", "sleepwalking"),
          drifter=("jellyfish|n:jellyfish", "fish|n:tropical-fish", "whale|n:spouting-whale",
                   "lantern|n:red-paper-lantern", "octopus|n:octopus", "fish|n:blowfish",
                   "shell|n:spiral-shell", "balloon|n:balloon"))
def drifters_over_town(S, m):
    S.sky(0.9)
    S.stars(130, 700)
    r = ref(m["drifter"])
    big = "whale" in r or "octopus" in r
    n = 1 if big else S.rng.randint(5, 8)
    S.town(820, 70, lit=True)
    S.haze(790, 80, 0.3)
    boxes = S.scatter([r], n, (110, 150, 490, 650), (170, 220) if big else (45, 85), grade=0.2, rots=(-12, 12))
    for b in boxes:
        S.glow(b.cx, b.cy, b.w * 0.9, S.light, 0.3)


@template("lighthouse_finds", ("lighthouse", "sea"), ("night", "dusk", "teal", "fog"),
          moods=("discovery", "guidance", "searching", "ray of hope"),
          found=("whale|n:whale", "ship|n:sailboat", "jellyfish|n:jellyfish", "bird|n:dove", "fish|n:tropical-fish",
                 "book|n:open-book", "key|n:old-key", "octopus|n:octopus", "balloon|n:balloon"))
def lighthouse_finds(S, m):
    hz = 620
    S.sky(0.7)
    S.stars(110, hz)
    S.sea(hz)
    S.ripples(hz, 26)
    lx = S.rng.choice((110, 490))
    c = dark(S, 0.6)
    S.add(f'<ellipse cx="{lx}" cy="{hz + 60}" rx="150" ry="70" fill="{c}"/>')
    lh, _ = S.icon("g:lighthouse", lx, hz + 10, 230, "sil", c)
    top = lh.y0 + 30
    tx = W - lx + S.rng.uniform(-40, 40)
    ty = S.rng.uniform(230, 330)
    S.beam(lx, top, tx - 50 if lx < W / 2 else tx + 50, tx + 140 if lx < W / 2 else tx - 140, ty - 160 + 340, 0.35)
    S.glow(lx, top, 70, S.light, 0.9)
    S.icon(ref(m["found"]), tx, ty + 60, 110, anchor="center", grade=0.2)


@template("strange_rain", ("rain", "umbrella"), ("fog", "dusk", "teal", "night", "dawn"),
          moods=("wonder", "waiting", "blessing", "out of the blue"),
          rain=("fish|n:fish", "star|n:star", "key|n:old-key", "leaf|n:maple-leaf", "letter|n:envelope",
                "feather|n:feather", "flower|n:cherry-blossom", "apple|n:red-apple", "bell|n:bell",
                "music|n:musical-note", "snowflake|n:snowflake"))
def strange_rain(S, m):
    S.sky(0.82)
    S.clouds(W / 2, 80, 520, mix(S.mid, S.top, 0.4), 0.9)
    S.floor(760)
    S.haze(760, 80, 0.4)
    x = W / 2 + S.rng.uniform(-80, 80)
    p = S.person(x + 4, 820, 110, dark(S, 0.6))
    S.icon("n:umbrella", x + 10, p.y0 + 70, 150, grade=0.4, dark=0.05)
    S.scatter([ref(m["rain"])], 16, (60, 150, 540, 720), (24, 40), rots=(-40, 40), grade=0.3)


@template("world_in_a_bowl", ("fishbowl", "table"), SKIES,
          moods=("secret", "other world", "a world apart"),
          inside=("ship|n:sailboat", "whale|n:whale", "house|n:house", "island tree|n:palm-tree",
                  "moon|", "castle|n:castle", "octopus|n:octopus", "lighthouse|n:lighthouse"))
def world_in_a_bowl(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, S.top, 1), (1, S.mid, 1)])}"/>')
    S.glow(S.rng.choice((120, 480)), 180, 240, S.light, 0.3)
    S.add(f'<rect y="660" width="{W}" height="{H - 660}" fill="{mix(S.ground, "#6b4a30", 0.4)}"/>')
    cx, cy, r = W / 2, 480, 190
    cid = S.uid("b")
    S.defs.append(f'<clipPath id="{cid}"><circle cx="{cx}" cy="{cy}" r="{r}"/></clipPath>')
    water = 410
    inner = S.lin([(0, "#0b1838", 1), (1, "#2a4a80", 1)])
    sea = S.lin([(0, "#2f6fa0", 1), (1, "#0a2446", 1)])
    stars = "".join(f'<circle cx="{f(S.rng.uniform(cx - r, cx + r))}" cy="{f(S.rng.uniform(cy - r, water))}" r="1.2" fill="#fff"/>' for _ in range(40))
    S.add(f'<g clip-path="url(#{cid})"><rect x="{cx - r}" y="{cy - r}" width="{2 * r}" height="{2 * r}" fill="{inner}"/>{stars}'
          f'<circle cx="{cx + 80}" cy="{cy - 110}" r="26" fill="#fff6d8"/>'
          f'<rect x="{cx - r}" y="{water}" width="{2 * r}" height="{2 * r}" fill="{sea}"/></g>')
    if not m["inside"].startswith("moon"):
        S.icon(ref(m["inside"]), cx - 10, water + 30, 120, grade=0.15)
    else:
        S.moon(cx - 30, water + 60, 40, glow=2)
    S.add(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="#e8f4ff" stroke-opacity="0.55" stroke-width="5"/>'
          f'<path d="M{cx - 140} {cy - 60}A150 150 0 0 1 {cx - 60} {cy - 150}" stroke="#fff" stroke-opacity="0.5" stroke-width="9" fill="none" stroke-linecap="round"/>'
          f'<ellipse cx="{cx}" cy="{cy + r - 5}" rx="{r * 0.75}" ry="12" fill="#000" opacity="0.25"/>')


@template("furniture_adrift", (), SKIES,
          moods=("loneliness", "dream", "homesick", "silence"),
          thing=("armchair|g:armchair", "bed|n:bed", "bathtub|n:bathtub", "chair|n:chair",
                 "piano|g:grand-piano", "room|n:couch-and-lamp", "door|n:door"),
          land=("sea|", "clouds|", "desert|", "snow|"))
def furniture_adrift(S, m):
    hz = 560
    S.sky(0.63)
    S.stars(90, hz - 40)
    lx = S.rng.uniform(150, 450)
    sky_light(S, lx, S.rng.uniform(130, 220), 42)
    land = word(m["land"])
    stage_land(S, land, hz)
    if land == "sea":
        S.moon_path(lx, hz)
    x = W / 2 + S.rng.uniform(-50, 50)
    r = ref(m["thing"])
    mode = "sil" if r.startswith("g:") else "grade"
    col = mix(S.ground, "#7a4a3a", 0.5) if mode == "sil" else None
    box, svg = S.icon(r, x, 710, 175, mode, col)
    if land == "sea":
        S.mirror([svg], 700, 0.3)
        S.ripples(hz, 22, x)
    S.glow(x, 640, 120, S.light, 0.25)


@template("kite_of_things", ("child", "hills"), SKIES,
          moods=("play", "freedom", "let go", "childhood"),
          kite=("whale|n:spouting-whale", "house|n:house", "fish|n:tropical-fish", "moon|",
                "teapot|n:teapot", "bird|n:dove", "lighthouse|n:lighthouse", "bicycle|n:bicycle"))
def kite_of_things(S, m):
    S.sky(0.78)
    S.stars(70, 600)
    S.clouds(S.rng.uniform(80, 520), S.rng.uniform(380, 480), 240, a=0.5)
    S.ridge(720, 30, depth=0.35, waves=2)
    S.haze(720, 70, 0.35)
    S.ridge(800, 50, depth=0.85, waves=1, rough=0.1)
    px = S.rng.choice((150, 450))
    py = 800 - 50 * 0.2
    child = S.person(px, 795, 40, dark(S, 0.7), "g:walk", flip=px > W / 2)
    kx, ky = W - px + S.rng.uniform(-40, 40), S.rng.uniform(170, 250)
    rope(S, child.cx, child.y0 + 8, kx, ky + 50, 110, mix(S.light, S.mid, 0.2), 1.3)
    if m["kite"].startswith("moon"):
        S.moon(kx, ky, 55, glow=2.2)
    else:
        S.icon(ref(m["kite"]), kx, ky + 55, 120, rot=S.rng.uniform(-15, 15), grade=0.3)
    tail = " ".join(f"{f(kx + i * 8)} {f(ky + 60 + i * 14 + 8 * math.sin(i))}" for i in range(8))
    S.add(f'<path d="M{tail.replace(" ", "L", 1)}" stroke="{S.light}" fill="none" stroke-width="1.5" opacity="0.7"/>'.replace("L", " ", 0))
    del py


@template("window_in_sky", ("window", "hills"), ("dawn", "gold", "fog", "snow"),
          moods=("other world", "secret", "daydream"),
          view=("night|", "stars|", "moon|", "sea|"))
def window_in_sky(S, m):
    S.sky(0.75)
    S.sun(S.rng.choice((110, 490)), 150, 30)
    S.clouds(S.rng.uniform(100, 500), 620, 300, a=0.6)
    S.ridge(700, 30, depth=0.3)
    S.ridge(790, 20, depth=0.8, waves=2)
    x, y, w, h = W / 2 + S.rng.uniform(-40, 40), S.rng.uniform(260, 320), 210, 270
    x0, y0 = x - w / 2, y - h / 2
    inner = S.lin([(0, "#070f26", 1), (1, "#2a3f7a", 1)])
    stars = "".join(f'<circle cx="{f(S.rng.uniform(x0, x0 + w))}" cy="{f(S.rng.uniform(y0, y0 + h))}" r="{S.rng.choice((0.8, 1.3, 1.8))}" fill="#fff"/>' for _ in range(50))
    S.add(f'<rect x="{f(x0)}" y="{f(y0)}" width="{w}" height="{h}" fill="{inner}"/>{stars}')
    v = m["view"].split("|")[0]
    if v == "moon":
        S.add(f'<circle cx="{f(x + 30)}" cy="{f(y - 40)}" r="40" fill="#fff3d0"/>')
    elif v == "sea":
        S.add(f'<rect x="{f(x0)}" y="{f(y + 50)}" width="{w}" height="{h / 2 - 50}" fill="#14305a"/>'
              f'<circle cx="{f(x - 40)}" cy="{f(y - 30)}" r="22" fill="#fff3d0"/>')
    frame = mix("#f4efe4", S.tint, 0.25)
    S.add(f'<rect x="{f(x0)}" y="{f(y0)}" width="{w}" height="{h}" fill="none" stroke="{frame}" stroke-width="14"/>'
          f'<path d="M{f(x)} {f(y0)}V{f(y0 + h)}M{f(x0)} {f(y)}H{f(x0 + w)}" stroke="{frame}" stroke-width="8"/>'
          f'<rect x="{f(x0 - 20)}" y="{f(y0 + h + 4)}" width="{w + 40}" height="12" fill="{frame}"/>')
    S.person(S.rng.uniform(150, 450), 800, 30, dark(S, 0.5))


@template("fishing_the_sky", ("fisher", "lake"), NIGHTS + ("dusk",),
          moods=("longing", "waiting", "patience", "chasing the impossible"),
          catch=("moon|", "star|n:glowing-star", "fish|n:fish", "cloud|n:cloud", "planet|n:ringed-planet"),
          boat=("boat|n:canoe", "boat|g:canoe"))
def fishing_the_sky(S, m):
    hz = 600
    S.sky(0.66)
    S.stars(120, hz - 30)
    S.sea(hz)
    S.haze(hz, 50, 0.4)
    bx = S.rng.uniform(160, 300)
    r = ref(m["boat"])
    mode = "sil" if r.startswith("g:") else "grade"
    boat, svg = S.icon(r, bx, 690, 60, mode, dark(S, 0.6), solid=False)
    S.mirror([svg], 690, 0.3)
    fisher = S.person(bx + 10, boat.y0 + 14, 46, dark(S, 0.7), "g:fishing")
    tx, ty = S.rng.uniform(380, 480), S.rng.uniform(180, 260)
    rope(S, fisher.x1 - 4, fisher.y0 + 2, tx, ty + 40, 80, mix(S.light, S.hor, 0.3), 1.2)
    if m["catch"].startswith("moon"):
        S.moon(tx, ty, 48, glow=2.5)
    else:
        S.glow(tx, ty, 140, S.light, 0.5)
        S.icon(ref(m["catch"]), tx, ty + 40, 80, rot=S.rng.uniform(-20, 20), grade=0.2)
    S.ripples(hz, 20, bx)


@template("swing_from_sky", ("swing",), SKIES,
          moods=("play", "dream", "freedom", "carefree"),
          hanger=("moon|crescent", "cloud|", "star|n:glowing-star", "tree|g:tree-branch"),
          rider=("child|g:person", "traveller|g:walking-scout"))
def swing_from_sky(S, m):
    S.sky(0.8)
    S.stars(110, 700)
    hx, hy = W / 2 + S.rng.uniform(-40, 40), S.rng.uniform(130, 170)
    h = m["hanger"]
    if h.startswith("moon"):
        S.moon(hx, hy, 70, crescent=True)
    elif h.startswith("cloud"):
        S.glow(hx, hy, 200, S.light, 0.3)
        S.clouds(hx, hy, 280, mix(S.light, S.hor, 0.3), 0.95)
    elif h.startswith("star"):
        S.glow(hx, hy, 160, S.light, 0.5)
        S.icon(ref(h), hx, hy, 110, anchor="center", grade=0.2)
    else:
        S.icon(ref(h), hx, hy + 40, 140, "sil", dark(S, 0.4))
    S.ridge(820, 20, depth=0.5, waves=2)
    S.haze(820, 70, 0.35)
    sy = S.rng.uniform(560, 640)
    sw = S.rng.uniform(-60, 60)
    c = mix(S.light, S.mid, 0.3)
    S.add(f'<path d="M{f(hx - 30)} {f(hy + 30)}L{f(hx - 35 + sw)} {f(sy)}M{f(hx + 30)} {f(hy + 30)}L{f(hx + 35 + sw)} {f(sy)}" stroke="{c}" stroke-width="3.5"/>'
          f'<rect x="{f(hx - 55 + sw)}" y="{f(sy)}" width="110" height="9" rx="3" fill="{dark(S, 0.5)}"/>')
    S.person(hx + sw, sy + 2, 84, dark(S, 0.7), ref(m["rider"]))


@template("little_planet", ("planet", "space"), ("night", "deep", "dusk", "teal"),
          moods=("loneliness", "home", "solitude"),
          top=("house|n:house", "tree|n:deciduous-tree", "lighthouse|n:lighthouse", "rose|n:rose",
               "volcano|n:volcano", "tent|n:tent", "windmill|g:windmill", "church|n:church", "castle|n:castle",
               "cactus|n:cactus"))
def little_planet(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, S.top, 1), (1, mix(S.top, S.mid, 0.6), 1)])}"/>')
    S.stars(200, H)
    S.icon("n:ringed-planet", S.rng.choice((130, 470)), 190, 70, anchor="center", grade=0.5, a=0.8)
    cx, cy, r = W / 2, 640, 170
    g = S.rad([(0, mix(S.hor, S.ground, 0.2), 1), (1, S.ground, 1)])
    S.glow(cx, cy, r * 1.6, S.light, 0.25)
    S.add(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{g}"/>')
    S.add(f'<path d="M{cx - r} {cy}A{r} {r} 0 0 0 {cx + r} {cy}A{r} {r * 0.4} 0 0 1 {cx - r} {cy}" fill="#000" opacity="0.18"/>')
    S.icon(ref(m["top"]), cx, cy - r + 14, 150)
    ang = S.rng.choice((-0.6, 0.6))
    px, py = cx + math.sin(ang) * r, cy - math.cos(ang) * r
    S.add(f'<g transform="rotate({f(math.degrees(ang))} {f(px)} {f(py)})">')
    S.person(px, py + 2, 28, dark(S, 0.6))
    S.add("</g>")


@template("lantern_beast", ("forest", "night", "lantern"), ("night", "snow", "teal", "fog", "dusk"),
          moods=("guidance", "trust", "the way home"),
          beast=("deer|g:deer", "fox|g:fox", "bear|g:polar-bear", "rabbit|g:rabbit",
                 "owl|g:owl", "elephant|g:elephant"))
def lantern_beast(S, m):
    S.sky(0.8)
    S.stars(80, 500)
    for i, (y, n, h) in enumerate(((620, 24, 140), (700, 18, 190), (800, 14, 260))):
        c = mix(mix(S.hor, S.mid, 0.3), dark(S, 0.5), 0.1 + i * 0.2)
        S.pines(y, n, h, c)
        S.haze(y, 60, 0.3)
    S.floor(820, mix(S.ground, dark(S, 0.3), 0.5))
    x = S.rng.uniform(180, 420)
    flip = x > W / 2
    S.glow(x, 760, 220, S.light, 0.35)
    beast, _ = S.icon(ref(m["beast"]), x, 850, 190, "sil", dark(S, 0.8), flip=flip)
    lx = beast.x0 + 20 if flip else beast.x1 - 20
    ly = beast.y0 + 40
    S.glow(lx, ly + 50, 160, S.light, 0.55)
    S.add(f'<path d="M{f(lx)} {f(ly)}v34" stroke="{dark(S, 0.6)}" stroke-width="2"/>')
    S.icon("g:old-lantern", lx, ly + 80, 48, "sil", mix(S.light, "#ffc060", 0.4))


@template("nest_of_light", ("nest", "tree"), ("night", "dusk", "dawn", "teal", "ember", "gold"),
          moods=("hope", "gift", "care", "new life"),
          held=("moon|", "sun|", "planet|n:ringed-planet", "light bulb|n:light-bulb", "egg|n:egg",
                "gem|n:gem-stone", "crystal ball|n:crystal-ball", "heart|n:red-heart", "star|n:glowing-star"))
def nest_of_light(S, m):
    S.sky(0.9)
    S.stars(90, H)
    c = dark(S, 0.55)
    side = S.rng.choice((-1, 1))
    x0 = W / 2 - side * 340
    nx, ny = W / 2 + side * S.rng.uniform(0, 50), S.rng.uniform(520, 600)
    S.add(f'<path d="M{f(x0)} {f(ny + 90)}Q{f((x0 + nx) / 2)} {f(ny + 30)} {f(nx + side * 140)} {f(ny - 20)}" stroke="{c}" stroke-width="26" fill="none" stroke-linecap="round"/>'
          f'<path d="M{f(nx - side * 10)} {f(ny + 20)}q{f(side * 50)} -70 {f(side * 120)} -110" stroke="{c}" stroke-width="10" fill="none" stroke-linecap="round"/>')
    S.glow(nx, ny - 50, 220, S.light, 0.55)
    held = m["held"]
    if held.startswith("moon"):
        S.moon(nx, ny - 50, 60, glow=1.5)
    elif held.startswith("sun"):
        S.sun(nx, ny - 50, 52)
    else:
        S.icon(ref(held), nx, ny - 10, 100, grade=0.2)
    S.icon("n:empty-nest", nx, ny + 50, 90, grade=0.5, solid=False)
    S.scatter(["g:leaf-swirl"], 3, (60, 100, 540, 400), (24, 34), mode="sil", colour=mix(c, S.mid, 0.3))


@template("footprints_to_sea", ("footprints", "shore"), WARM + ("night", "teal"),
          moods=("journey", "escape", "farewell", "no turning back"),
          left=("boot|n:hiking-boot", "suitcase|n:luggage", "hat|n:top-hat", "umbrella|n:closed-umbrella",
                "book|n:closed-book", "lantern|n:red-paper-lantern", "shell|n:spiral-shell"))
def footprints_to_sea(S, m):
    hz = 430
    S.sky(0.48)
    S.stars(80, hz - 20)
    lx = S.rng.uniform(200, 400)
    sky_light(S, lx, S.rng.uniform(260, 330), 48)
    S.sea(hz)
    S.moon_path(lx, hz, 50)
    shore = 620
    sand = mix("#d8b890", S.tint, 0.5)
    S.add(f'<path d="M0 {shore}Q{W / 2} {shore - 40} {W} {shore + 10}V{H}H0Z" fill="{mix(sand, S.ground, 0.35)}"/>')
    c = mix(sand, S.ground, 0.65)
    x, y = S.rng.uniform(220, 380), 860
    for i in range(11):
        t = i / 10
        xx = x + (lx - x) * t + (10 if i % 2 else -10) * (1 - t * 0.6)
        yy = y + (shore - y + 10) * t
        sc = 1 - t * 0.65
        S.add(f'<ellipse cx="{f(xx)}" cy="{f(yy)}" rx="{f(7 * sc)}" ry="{f(11 * sc)}" fill="{c}"/>')
    S.icon(ref(m["left"]), x + S.rng.choice((-110, 110)), 830, 70, solid=False)


@template("message_bottle", ("bottle", "sea"), SKIES,
          moods=("message", "secret", "far away", "hope"),
          inside=("ship|n:sailboat", "moon|", "whale|n:whale", "house|n:house", "letter|n:scroll",
                  "island tree|n:palm-tree", "octopus|n:octopus", "lighthouse|n:lighthouse"))
def message_bottle(S, m):
    hz = 520
    S.sky(0.58)
    S.stars(90, hz - 40)
    sky_light(S, S.rng.uniform(120, 480), 160, 36)
    S.sea(hz)
    S.ripples(hz, 24)
    S.haze(hz, 50, 0.5)
    cx, cy = W / 2, 690
    rot = S.rng.uniform(-18, 18)
    S.add(f'<g transform="rotate({f(rot)} {cx} {cy})">')
    gl = S.lin([(0, "#dff4ec", 0.35), (1, "#7fb8a8", 0.25)])
    body = f'M{cx - 200} {cy - 75}H{cx + 110}Q{cx + 150} {cy - 75} {cx + 170} {cy - 30}H{cx + 230}V{cy + 30}H{cx + 170}Q{cx + 150} {cy + 75} {cx + 110} {cy + 75}H{cx - 200}Q{cx - 230} {cy} {cx - 200} {cy - 75}Z'
    cid = S.uid("b")
    S.defs.append(f'<clipPath id="{cid}"><path d="{body}"/></clipPath>')
    S.add(f'<g clip-path="url(#{cid})"><rect x="{cx - 240}" y="{cy - 80}" width="480" height="160" fill="#0e2348"/>'
          f'<rect x="{cx - 240}" y="{cy + 25}" width="480" height="60" fill="#1f5a80"/></g>')
    if m["inside"].startswith("moon"):
        S.add(f'<circle cx="{cx - 40}" cy="{cy - 20}" r="28" fill="#fff3d0"/>')
    else:
        S.icon(ref(m["inside"]), cx - 40, cy + 35, 92, grade=0.2, solid=False)
    S.add(f'<path d="{body}" fill="{gl}" stroke="#e8fff6" stroke-opacity="0.6" stroke-width="4"/>'
          f'<rect x="{cx + 228}" y="{cy - 24}" width="26" height="48" rx="4" fill="#8a5a3a"/>'
          f'<path d="M{cx - 170} {cy - 55}H{cx + 100}" stroke="#fff" stroke-opacity="0.5" stroke-width="6" stroke-linecap="round"/></g>')
    S.add(f'<path d="M0 {cy + 50}Q{W / 2} {cy + 30} {W} {cy + 60}" stroke="{S.light}" stroke-opacity="0.4" stroke-width="3" fill="none"/>')


@template("torn_sky", ("sky", "stars"), ("dawn", "gold", "fog", "snow"),
          moods=("other world", "discovery", "the truth"),
          beyond=("planet|n:ringed-planet", "moon|", "whale|n:whale", "eye|", "jellyfish|n:jellyfish"))
def torn_sky(S, m):
    S.sky(0.78)
    S.clouds(S.rng.uniform(80, 520), S.rng.uniform(500, 560), 260, a=0.6)
    S.ridge(720, 28, depth=0.35)
    S.ridge(800, 18, depth=0.85, waves=2)
    cx, cy = W / 2 + S.rng.uniform(-40, 40), S.rng.uniform(280, 340)
    pts = []
    n = 28
    for i in range(n):
        a = 2 * math.pi * i / n
        rr = (150 if i % 2 else 118) * S.rng.uniform(0.8, 1.1)
        pts.append(f"{f(cx + math.cos(a) * rr * 0.8)} {f(cy + math.sin(a) * rr * 1.1)}")
    tear = "M" + "L".join(pts) + "Z"
    cid = S.uid("t")
    S.defs.append(f'<clipPath id="{cid}"><path d="{tear}"/></clipPath>')
    dots = "".join(f'<circle cx="{f(S.rng.uniform(cx - 160, cx + 160))}" cy="{f(S.rng.uniform(cy - 180, cy + 180))}" r="{S.rng.choice((0.8, 1.3, 2))}" fill="#fff"/>' for _ in range(90))
    S.add(f'<path d="{tear}" fill="none" stroke="#ffffff" stroke-width="14" opacity="0.5"/>'
          f'<g clip-path="url(#{cid})"><rect width="{W}" height="{H}" fill="#060b22"/>{dots}</g>')
    b = m["beyond"]
    if b.startswith("moon"):
        S.add(f'<g clip-path="url(#{cid})"><circle cx="{f(cx + 30)}" cy="{f(cy - 10)}" r="60" fill="#fff3d0"/></g>')
    elif b.startswith("eye"):
        S.add(f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="70" ry="38" fill="#f4ead8"/><circle cx="{f(cx)}" cy="{f(cy)}" r="30" fill="#2f6a8a"/><circle cx="{f(cx)}" cy="{f(cy)}" r="14" fill="#050505"/>')
    else:
        S.icon(ref(b), cx, cy, 130, anchor="center", grade=0.2)
    S.person(cx + S.rng.uniform(-100, 100), 810, 32, dark(S, 0.5))


@template("keyhole_cliff", ("keyhole", "light"), SKIES,
          moods=("secret", "threshold", "curiosity", "forbidden"),
          land=("mountain|", "wall|", "tree|"))
def keyhole_cliff(S, m):
    S.sky(0.7)
    S.stars(90, 500)
    c = dark(S, 0.45)
    land = m["land"].split("|")[0]
    cx, cy = W / 2 + S.rng.uniform(-30, 30), 520
    if land == "mountain":
        S.add(f'<path d="M-20 {H}L{f(cx - 60)} 180L{f(cx + 40)} 230L{W + 20} {H}Z" fill="{c}"/>')
    elif land == "wall":
        S.add(f'<rect x="40" y="150" width="520" height="{H}" fill="{c}"/>'
              + "".join(f'<path d="M40 {y}H560" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>' for y in range(190, H, 44)))
    else:
        S.add(f'<path d="M{f(cx - 190)} {H}C{f(cx - 140)} 600 {f(cx - 150)} 300 {f(cx - 120)} 120H{f(cx + 120)}C{f(cx + 150)} 300 {f(cx + 140)} 600 {f(cx + 190)} {H}Z" fill="{c}"/>')
    hole = f"M{f(cx)} {cy - 110}a52 52 0 0 1 30 95l30 130h-120l30-130a52 52 0 0 1 30-95Z"
    S.glow(cx, cy, 260, S.light, 0.45)
    S.add(f'<path d="{hole}" fill="{S.light}"/>')
    S.beam(cx, cy + 60, cx - 170, cx + 170, H, 0.55)
    S.floor(800, mix(S.ground, c, 0.5))
    S.person(cx + S.rng.uniform(-30, 30), 860, 34, dark(S, 0.75))


@template("clock_moon", ("town", "night"), NIGHTS + ("ember",),
          moods=("time", "waiting", "midnight", "sleepless"),
          watcher=("cat|g:cat", "owl|g:owl", "traveller|g:walk", "fox|g:fox", "crow|g:raven"))
def clock_moon(S, m):
    S.sky(0.9)
    S.stars(110, 600)
    cx, cy, r = W / 2 + S.rng.uniform(-50, 50), S.rng.uniform(260, 320), 140
    S.moon(cx, cy, r, glow=2.0)
    c = mix(S.mid, S.ground, 0.5)
    ticks = "".join(f'<path d="M{f(cx + math.cos(a) * r * 0.8)} {f(cy + math.sin(a) * r * 0.8)}L{f(cx + math.cos(a) * r * 0.92)} {f(cy + math.sin(a) * r * 0.92)}"/>'
                    for a in (i * math.pi / 6 for i in range(12)))
    h1, h2 = S.rng.uniform(0, 6.28), S.rng.uniform(0, 6.28)
    S.add(f'<g stroke="{c}" stroke-width="6" stroke-linecap="round" opacity="0.7">{ticks}'
          f'<path d="M{cx} {cy}l{f(math.cos(h1) * r * 0.45)} {f(math.sin(h1) * r * 0.45)}M{cx} {cy}l{f(math.cos(h2) * r * 0.7)} {f(math.sin(h2) * r * 0.7)}"/></g>')
    S.town(780, 120)
    S.person(S.rng.uniform(120, 480), 700, 60, dark(S, 0.75), ref(m["watcher"]))


@template("cloud_on_a_leash", ("field",), ("dawn", "gold", "fog", "dusk", "teal"),
          moods=("friendship", "play", "companion"),
          pet=("cloud|", "fish|n:tropical-fish", "whale|n:spouting-whale", "moon|", "jellyfish|n:jellyfish",
               "balloon|n:balloon"))
def cloud_on_a_leash(S, m):
    S.sky(0.72)
    S.stars(40, 500)
    S.ridge(650, 24, depth=0.3)
    S.haze(650, 80, 0.4)
    S.floor(700)
    side = S.rng.choice((-1, 1))
    px = W / 2 - side * 150
    p = S.person(px, 820, 70, dark(S, 0.6), "g:walk", flip=side < 0)
    tx, ty = W / 2 + side * 110, S.rng.uniform(400, 480)
    rope(S, p.cx + side * 10, p.y0 + 26, tx, ty + 40, 50, dark(S, 0.4), 1.6)
    pet = m["pet"]
    if pet.startswith("cloud"):
        S.clouds(tx, ty + 30, 170, mix(S.light, "#ffffff", 0.4), 0.98)
    elif pet.startswith("moon"):
        S.moon(tx, ty, 46, glow=2)
    else:
        S.icon(ref(pet), tx, ty + 50, 110, grade=0.2, flip=side < 0)
    S.add(f'<ellipse cx="{f(tx)}" cy="830" rx="70" ry="10" fill="#000" opacity="0.18"/>')


@template("train_in_sky", ("train", "sky", "night"), ("night", "dusk", "teal", "deep"),
          moods=("journey", "dream", "departure", "adventure"),
          track=("clouds|", "rainbow|", "stars|", "sea|"))
def train_in_sky(S, m):
    S.sky(0.85)
    S.stars(140, 800)
    S.moon(S.rng.uniform(110, 490), 150, 40)
    y0 = S.rng.uniform(430, 520)
    tr = m["track"].split("|")[0]
    path = f"M-20 {f(y0 + 140)}C200 {f(y0 + 40)} 400 {f(y0 + 40)} {W + 20} {f(y0 - 60)}"
    if tr == "rainbow":
        for i, col in enumerate(("#e86a6a", "#f2b05a", "#f2e07a", "#7ac88a", "#6aa0e0", "#9a7ad0")):
            S.add(f'<path d="{path}" transform="translate(0 {i * 9 + 10})" stroke="{col}" stroke-width="10" fill="none" opacity="0.7"/>')
    elif tr == "clouds":
        for i in range(6):
            S.clouds(i * 120 + 20, y0 + 110 - i * 30, 200, a=0.8)
    elif tr == "sea":
        S.sea(700)
        S.ripples(700, 20)
    else:
        S.add(f'<path d="{path}" transform="translate(0 14)" stroke="#fffbe6" stroke-width="2" stroke-dasharray="2 10" fill="none"/>')
    S.add(f'<path d="{path}" stroke="{dark(S, 0.2)}" stroke-width="3" fill="none"/>')
    t = S.rng.uniform(0.4, 0.55)
    x = t * W
    y = (1 - t) ** 3 * (y0 + 140) + 3 * (1 - t) ** 2 * t * (y0 + 40) + 3 * (1 - t) * t * t * (y0 + 40) + t ** 3 * (y0 - 60)
    S.add(f'<g transform="rotate(-12 {f(x)} {f(y)})">')
    S.icon("n:locomotive", x, y + 4, 80, flip=True, grade=0.3)
    S.add("</g>")
    for k in range(1, 4):
        tt = t - k * 0.1
        xx = tt * W
        yy = (1 - tt) ** 3 * (y0 + 140) + 3 * (1 - tt) ** 2 * tt * (y0 + 40) + 3 * (1 - tt) * tt * tt * (y0 + 40) + tt ** 3 * (y0 - 60)
        S.add(f'<rect x="{f(xx - 28)}" y="{f(yy - 40)}" width="56" height="36" rx="5" fill="{mix(S.mid, "#802020", 0.3)}" transform="rotate(-12 {f(xx)} {f(yy)})"/>'
              f'<rect x="{f(xx - 20)}" y="{f(yy - 32)}" width="40" height="12" fill="{S.light}" opacity="0.85" transform="rotate(-12 {f(xx)} {f(yy)})"/>')


@template("letters_flock", ("letter",), SKIES,
          moods=("message", "freedom", "farewell", "flight"),
          source=("house|n:house", "suitcase|n:luggage", "book|n:open-book", "cage|g:bird-cage",
                  "mailbox|n:open-mailbox-with-raised-flag"),
          flier=("letter|n:envelope", "paper plane|g:paper-arrow", "leaf|n:leaf-fluttering-in-wind",
                 "butterfly|n:butterfly", "music|n:musical-note"))
def letters_flock(S, m):
    S.sky(0.8)
    S.stars(50, 500)
    sky_light(S, S.rng.choice((120, 480)), 140, 32)
    S.ridge(720, 20, depth=0.4)
    S.floor(760)
    side = S.rng.choice((-1, 1))
    sx = W / 2 - side * 130
    r = ref(m["source"])
    if r.startswith("g:"):
        src, _ = S.icon(r, sx, 790, 190, "sil", mix("#c8a050", S.tint, 0.3))
    else:
        src, _ = S.icon(r, sx, 790, 170)
    S.glow(src.cx, src.y0, 140, S.light, 0.4)
    fr = ref(m["flier"])
    mode = "sil" if fr.startswith("g:") else "grade"
    n = 12
    for i in range(n):
        t = (i + 1) / n
        x = src.cx + side * t * 330 + S.rng.uniform(-30, 30)
        y = src.y0 - t * 420 + 60 * math.sin(t * 5) + S.rng.uniform(-20, 20)
        h = 22 + 18 * t
        b = Box(x - h / 2, y - h / 2, x + h / 2, y + h / 2)
        if b.inside(6):
            S.icon(fr, x, y, h, mode, mix(S.light, "#ffffff", 0.4), anchor="center", rot=S.rng.uniform(-30, 30), solid=False)


@template("tree_from_vessel", ("tree",), SKIES,
          moods=("growth", "home", "taking root"),
          vessel=("teacup|n:teacup-without-handle", "boot|n:hiking-boot", "bathtub|n:bathtub",
                  "hat|n:top-hat", "suitcase|n:luggage", "bottle|n:bottle-with-popping-cork",
                  "shell|n:spiral-shell", "boat|n:canoe"),
          tree=("tree|n:deciduous-tree", "blossom|n:cherry-blossom", "pine|n:evergreen-tree", "island tree|n:palm-tree"))
def tree_from_vessel(S, m):
    S.sky(0.78)
    S.stars(70, 600)
    sky_light(S, S.rng.choice((110, 490)), 150, 34)
    S.ridge(700, 20, depth=0.3)
    S.haze(700, 90, 0.45)
    S.floor(760)
    x = W / 2 + S.rng.uniform(-30, 30)
    v, _ = S.icon(ref(m["vessel"]), x, 820, 150)
    S.icon(ref(m["tree"]), x, v.top_at(x) + 30, 320, solid=False)
    S.person(x + S.rng.choice((-1, 1)) * 180, 830, 30, dark(S, 0.6))


@template("dandelion_voyage", ("dandelion",), SKIES,
          moods=("journey", "floating", "drifting"),
          cargo=("house|n:house", "traveller|g:walk", "lantern|n:red-paper-lantern", "cat|g:cat",
                 "key|n:old-key", "letter|n:envelope", "chair|n:chair"))
def dandelion_voyage(S, m):
    S.sky(0.8)
    S.stars(70, 700)
    sky_light(S, S.rng.choice((110, 490)), 130, 30)
    S.ridge(760, 24, depth=0.4)
    S.ridge(820, 14, depth=0.85)
    c = mix(S.light, "#ffffff", 0.5)
    cr = ref(m["cargo"])
    spots = [(S.rng.uniform(160, 240), S.rng.uniform(190, 250)), (S.rng.uniform(360, 440), S.rng.uniform(380, 430)),
             (S.rng.uniform(160, 240), S.rng.uniform(560, 600))]
    for i, (x, y) in enumerate(spots):
        s = (1.7, 1.35, 1.05)[i]
        rays = "".join(f'<path d="M{f(x)} {f(y)}l{f(math.cos(a) * 46 * s)} {f(-abs(math.sin(a)) * 46 * s)}"/>'
                       for a in (k * math.pi / 14 for k in range(15)))
        dots = "".join(f'<circle cx="{f(x + math.cos(a) * 46 * s)}" cy="{f(y - abs(math.sin(a)) * 46 * s)}" r="{f(3 * s)}"/>'
                       for a in (k * math.pi / 14 for k in range(15)))
        S.glow(x, y - 20 * s, 70 * s, S.light, 0.35)
        S.add(f'<g stroke="{c}" stroke-width="{f(1.2 * s)}" opacity="0.9">{rays}</g><g fill="{c}">{dots}</g>'
              f'<path d="M{f(x)} {f(y)}v{f(60 * s)}" stroke="{c}" stroke-width="{f(1.4 * s)}"/>')
        if cr.startswith("g:"):
            S.icon(cr, x, y + 60 * s + 34 * s, 34 * s, "sil", dark(S, 0.5), solid=False)
        else:
            S.icon(cr, x, y + 60 * s + 40 * s, 40 * s, solid=False)


@template("stairs_to_cloud_door", ("stairs", "clouds"), SKIES,
          moods=("threshold", "ascent", "heaven", "step by step"),
          base=("sea|", "hills|", "desert|"))
def stairs_to_cloud_door(S, m):
    S.sky(0.8)
    S.stars(100, 600)
    base = m["base"].split("|")[0]
    if base == "sea":
        S.sea(720)
        S.ripples(720, 20)
    elif base == "desert":
        S.dunes(720)
    else:
        S.ridge(720, 26, depth=0.4)
        S.ridge(800, 16, depth=0.85)
    dx, dy = S.rng.uniform(380, 440), S.rng.uniform(200, 240)
    S.clouds(dx, dy + 10, 300, mix(S.hor, "#ffffff", 0.4), 0.95)
    S.glow(dx, dy - 60, 160, S.light, 0.5)
    S.icon("n:door", dx, dy + 4, 120, dark=0.05)
    c = dark(S, 0.3)
    steps = []
    n = 16
    x1, y1 = 90, 800
    for i in range(n):
        t = i / n
        x = x1 + (dx - 60 - x1) * t
        y = y1 + (dy + 10 - y1) * t
        steps.append(f'<rect x="{f(x)}" y="{f(y - 10)}" width="44" height="10" fill="{c}" opacity="{f(0.95 - 0.2 * t)}"/>')
    S.add("".join(steps))
    S.person(x1 + 60, y1 - 64, 30, dark(S, 0.7), "g:walk")


@template("sea_in_a_cup", ("teacup", "sea", "table"), ("ember", "gold", "dusk", "fog", "night"),
          moods=("giant", "imagination", "much ado about nothing"),
          vessel=("teacup|n:teacup-without-handle", "bathtub|n:bathtub"),
          swimmer=("whale|g:whale-tail", "ship|g:shooner-sailboat", "octopus|g:octopus", "sea serpent|g:sea-dragon"))
def sea_in_a_cup(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, S.top, 1), (1, S.mid, 1)])}"/>')
    lx = S.rng.choice((120, 480))
    S.glow(lx, 320, 300, S.light, 0.5)
    S.icon("n:candle", lx, 660, 80, solid=False)
    S.add(f'<rect y="640" width="{W}" height="{H - 640}" fill="{mix(S.ground, "#5a3a22", 0.45)}"/>')
    cx = W / 2 + (60 if lx < W / 2 else -60)
    v, _ = S.icon(ref(m["vessel"]), cx, 740, 230, grade=0.4)
    top = v.top_at(v.cx)
    S.add(f'<ellipse cx="{f(v.cx)}" cy="{f(top + 14)}" rx="{f(v.w * 0.42)}" ry="18" fill="#1d4a78"/>')
    S.icon(ref(m["swimmer"]), v.cx + S.rng.uniform(-20, 20), top + 20, 110, "sil", "#10243e", solid=False)
    S.add(f'<ellipse cx="{f(v.cx)}" cy="{f(v.y1)}" rx="{f(v.w * 0.5)}" ry="10" fill="#000" opacity="0.25"/>')


@template("giant_relic", ("desert",), WARM + ("fog", "teal", "snow"),
          moods=("giant", "tiny", "memory", "ancient"),
          relic=("hourglass|n:hourglass-done", "violin|n:violin", "key|n:old-key", "crown|n:crown",
                 "teapot|n:teapot", "compass|n:compass", "chess|n:chess-pawn", "clock|n:mantelpiece-clock",
                 "ring|n:ring", "trumpet|n:trumpet", "bell|n:bell", "skull|n:skull"))
def giant_relic(S, m):
    hz = 600
    S.sky(0.66)
    S.stars(60, hz - 60)
    sky_light(S, S.rng.uniform(120, 480), S.rng.uniform(120, 180), 30)
    if m is not None and S.plan.palette == "snow":
        S.ridge(hz, 14, mix("#dfe6f0", S.tint, 0.5), waves=2)
    else:
        S.dunes(hz)
    S.haze(hz, 60, 0.5)
    x = W / 2 + S.rng.uniform(-40, 40)
    S.icon(ref(m["relic"]), x, hz + 90, S.rng.uniform(280, 330), rot=S.rng.uniform(-14, 14), grade=0.5, dark=0.1)
    S.haze(hz + 80, 50, 0.35)
    for i in range(S.rng.randint(2, 3)):
        S.person(S.rng.uniform(90, 510), hz + 150 + i * 50, 22 + i * 6, dark(S, 0.7), "g:walk", flip=bool(i % 2))


@template("sky_island", ("island", "clouds"), SKIES,
          moods=("floating", "dream", "castles in the air"),
          top=("house|n:house", "lighthouse|n:lighthouse", "tree|n:deciduous-tree",
               "windmill|g:windmill", "temple|n:classical-building", "church|n:church", "tent|n:tent"))
def sky_island(S, m):
    S.sky(0.85)
    S.stars(100, 700)
    sky_light(S, S.rng.choice((120, 480)), 150, 36)
    for i in range(3):
        S.clouds(S.rng.uniform(60, 540), 720 + i * 50, S.rng.uniform(240, 320), a=0.7)
    cx, cy = W / 2 + S.rng.uniform(-40, 40), S.rng.uniform(480, 520)
    rock = dark(S, 0.35)
    grass = mix("#5f8a4a", S.tint, 0.5)
    S.add(f'<path d="M{f(cx - 170)} {f(cy)}Q{f(cx - 120)} {f(cy + 90)} {f(cx - 30)} {f(cy + 220)}Q{f(cx)} {f(cy + 250)} {f(cx + 20)} {f(cy + 210)}Q{f(cx + 120)} {f(cy + 90)} {f(cx + 170)} {f(cy)}Z" fill="{rock}"/>'
          f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="172" ry="22" fill="{grass}"/>')
    wx = cx + S.rng.uniform(60, 120)
    S.add(f'<path d="M{f(wx)} {f(cy + 10)}V{H}" stroke="{mix(S.light, S.hor, 0.2)}" stroke-width="6" opacity="0.55"/>')
    r = ref(m["top"])
    if r.startswith("g:"):
        S.icon(r, cx - 20, cy + 4, 150, "sil", dark(S, 0.5))
    else:
        S.icon(r, cx - 20, cy + 6, 150)
    S.scatter(["g:seagull"], 3, (80, 120, 520, 320), (16, 26), mode="sil", colour=dark(S, 0.3))


@template("paper_boat_giant", ("paper boat", "sea"), NIGHTS + ("fog", "ember"),
          moods=("fear", "courage", "against all odds"),
          giant=("whale|g:whale-tail", "sea serpent|g:sea-dragon", "octopus|g:octopus",
                 "shark|g:shark-fin", "wave|"))
def paper_boat_giant(S, m):
    hz = 560
    S.sky(0.62)
    S.stars(90, hz - 40)
    sky_light(S, S.rng.uniform(130, 470), 140, 36)
    S.sea(hz)
    g = m["giant"]
    gx = W / 2 + S.rng.uniform(-60, 60)
    if g.startswith("wave"):
        S.add(f'<path d="M0 {hz + 60}C150 {hz - 250} 420 {hz - 300} 520 {hz - 120}C460 {hz - 200} 380 {hz - 150} 420 {hz - 60}C480 {hz} {W} {hz} {W} {hz + 60}Z" fill="{mix(S.mid, S.ground, 0.5)}"/>')
    else:
        S.icon(ref(g), gx, hz + 60, 360, "sil", mix(S.ground, "#000", 0.3), solid=False)
    S.haze(hz + 50, 60, 0.3)
    bx = S.rng.uniform(160, 440)
    _, svg = S.icon("g:paper-boat", bx, 780, 46, "sil", "#f4efe4", solid=False)
    S.mirror([svg], 780, 0.25)
    S.ripples(hz + 60, 20)


@template("rain_for_one", ("rain", "desert"), ("ember", "gold", "dusk", "dawn"),
          moods=("hope", "loneliness", "blessing", "small miracle"),
          plant=("seedling|n:seedling", "rose|n:rose", "sunflower|n:sunflower", "tulip|n:tulip",
                 "cactus|n:cactus", "tree|n:deciduous-tree", "mushroom|n:mushroom"))
def rain_for_one(S, m):
    hz = 620
    S.sky(0.68)
    sky_light(S, S.rng.choice((110, 490)), 120, 30)
    S.dunes(hz)
    S.haze(hz, 50, 0.4)
    x = W / 2 + S.rng.uniform(-50, 50)
    cy = S.rng.uniform(300, 340)
    rain(S, x - 80, x + 80, cy + 20, 740, 60, "#5a8ac0")
    S.clouds(x, cy, 240, mix("#6a7488", S.mid, 0.3), 1)
    S.add(f'<ellipse cx="{f(x)}" cy="782" rx="90" ry="14" fill="#3a6a9a" opacity="0.55"/>')
    S.icon(ref(m["plant"]), x, 780, 160)
    S.person(x + S.rng.choice((-1, 1)) * 190, 840, 60, dark(S, 0.7), "n:person-standing")


@template("sunken_home", ("deep sea",), ("deep", "teal", "night"),
          moods=("memory", "silence", "home", "the past"),
          ruin=("house|n:house", "church|n:church", "castle|n:castle", "piano|g:grand-piano",
                "bed|n:bed", "bicycle|n:bicycle", "carousel|n:carousel-horse", "temple|n:classical-building"),
          swimmer=("fish|n:tropical-fish", "jellyfish|n:jellyfish", "whale|n:whale", "octopus|n:octopus"))
def sunken_home(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, S.hor, 1), (0.4, S.mid, 1), (1, S.top, 1)])}"/>')
    for i in range(4):
        x = S.rng.uniform(100, 500)
        S.beam(x, -10, x - 60 + i * 10, x + 120, 750, 0.18)
    S.ridge(780, 20, mix(S.top, "#000", 0.2), waves=2)
    x = W / 2 + S.rng.uniform(-60, 60)
    r = ref(m["ruin"])
    if r.startswith("g:"):
        S.icon(r, x, 790, 170, "sil", mix(S.top, "#000", 0.3))
    else:
        S.icon(r, x, 790, 190, grade=0.7, dark=0.3)
    sw = ref(m["swimmer"])
    S.scatter([sw], 1 if ("whale" in sw or "octopus" in sw) else 6, (90, 100, 510, 470),
              (110, 150) if ("whale" in sw or "octopus" in sw) else (34, 50), grade=0.4)
    bub = "".join(f'<circle cx="{f(x + S.rng.uniform(-30, 30))}" cy="{f(S.rng.uniform(300, 600))}" r="{f(S.rng.uniform(2, 6))}"/>' for _ in range(14))
    S.add(f'<g fill="none" stroke="#e0fff8" stroke-opacity="0.5" stroke-width="1.5">{bub}</g>')


@template("tightrope_walker", ("sky",), SKIES,
          moods=("balance", "courage", "risk", "walking on thin ice"),
          anchor=("moon|", "tree|g:pine-tree", "tower|g:castle", "lighthouse|g:lighthouse"),
          carry=("umbrella|g:umbrella", "lantern|g:old-lantern", "suitcase|g:suitcase", "traveller|"))
def tightrope_walker(S, m):
    S.sky(0.9)
    S.stars(130, 800)
    c = dark(S, 0.55)
    lx, ly = 60, S.rng.uniform(600, 650)
    S.add(f'<path d="M-10 {H}L-10 {f(ly)}L{f(lx + 40)} {f(ly)}L{f(lx + 90)} {H}Z" fill="{c}"/>')
    a = m["anchor"]
    if a.startswith("moon"):
        ax, ay = S.rng.uniform(420, 480), S.rng.uniform(200, 250)
        S.moon(ax, ay, 70)
        ax, ay = ax - 50, ay + 30
    else:
        S.add(f'<path d="M{W + 10} {H}L{W + 10} 420L{W - 110} 420L{W - 160} {H}Z" fill="{c}"/>')
        b, _ = S.icon(ref(a), W - 70, 424, 200, "sil", c)
        ax, ay = b.cx, b.y0 + 40
    sag = 30
    rope(S, lx + 30, ly, ax, ay, sag, mix(S.light, S.mid, 0.3), 1.5)
    t = S.rng.uniform(0.35, 0.6)
    px = lx + 30 + (ax - lx - 30) * t
    py = ly + (ay - ly) * t + 2 * sag * t * (1 - t) * 2 * 0.5
    p = S.person(px, py + 2, 46, dark(S, 0.7), "g:walk")
    if not m["carry"].startswith("traveller"):
        S.icon(ref(m["carry"]), p.cx + 12, p.y0 + 6, 34, "sil", dark(S, 0.7), solid=False)
    S.haze(820, 140, 0.4)


@template("open_cage", ("cage",), SKIES,
          moods=("freedom", "escape", "transformation", "set free"),
          fliers=("butterfly|n:butterfly", "letter|n:envelope", "leaf|n:maple-leaf", "music|n:musical-note",
                  "feather|n:feather", "star|n:star", "flower|n:cherry-blossom", "fish|n:tropical-fish"),
          perch=("chair|g:wooden-chair", "table|g:table", "hills|"))
def open_cage(S, m):
    S.sky(0.78)
    S.stars(60, 600)
    sky_light(S, S.rng.choice((120, 480)), 130, 34)
    S.ridge(720, 24, depth=0.35)
    S.floor(770)
    x = W / 2 + S.rng.uniform(-80, 80)
    gold = mix("#d8a84a", S.tint, 0.3)
    p = m["perch"]
    base = 830
    if not p.startswith("hills"):
        pb, _ = S.icon(ref(p), x, 840, 160, "sil", dark(S, 0.45))
        base = pb.y0 + 20 if p.startswith("table") else pb.top_at(x) + 40
    cage, _ = S.icon("g:bird-cage", x, base, 200, "sil", gold)
    S.add(f'<rect x="{f(cage.x1 - 30)}" y="{f(cage.cy - 40)}" width="40" height="70" fill="{gold}" opacity="0.9" transform="rotate(-35 {f(cage.x1 - 30)} {f(cage.cy - 40)})"/>')
    fr = ref(m["fliers"])
    for i in range(9):
        t = (i + 1) / 9
        xx = cage.cx + (W - 2 * cage.cx) * 0.2 * t + S.rng.uniform(-150, 150) * t
        yy = cage.y0 - 30 - t * 480
        h = 26 + 22 * t
        bb = Box(xx - h / 2, yy - h / 2, xx + h / 2, yy + h / 2)
        if S.fits(bb, 4):
            S.icon(fr, xx, yy, h, anchor="center", rot=S.rng.uniform(-25, 25), grade=0.25)


@template("bulb_world", ("light bulb", "light"), ("night", "deep", "dusk", "ember", "teal"),
          moods=("imagination", "secret", "inspiration"),
          inside=("house|n:house", "tree|n:deciduous-tree", "moon|", "fish|n:tropical-fish", "ship|n:sailboat",
                  "butterfly|n:butterfly", "bird|n:dove", "castle|n:castle"))
def bulb_world(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, S.top, 1), (1, S.mid, 1)])}"/>')
    S.stars(60, H)
    cx, cy, r = W / 2, 430, 150
    S.add(f'<path d="M{cx} {M}V{cy - r - 100}" stroke="{dark(S, 0.2)}" stroke-width="3"/>')
    S.glow(cx, cy, 380, S.light, 0.55)
    glass = f"M{cx - 55} {cy + r + 20}C{cx - 60} {cy + 110} {cx - r} {cy + 60} {cx - r} {cy - 10}A{r} {r} 0 0 1 {cx + r} {cy - 10}C{cx + r} {cy + 60} {cx + 60} {cy + 110} {cx + 55} {cy + r + 20}Z"
    S.add(f'<path d="{glass}" fill="{mix(S.light, "#ffffff", 0.3)}" opacity="0.35" stroke="#fffbe8" stroke-opacity="0.7" stroke-width="3"/>')
    if m["inside"].startswith("moon"):
        S.moon(cx, cy - 10, 60, glow=1.6)
    else:
        S.icon(ref(m["inside"]), cx, cy + 60, 150, grade=0.15)
    S.add(f'<rect x="{cx - 60}" y="{cy - r - 100}" width="120" height="{f(90)}" rx="10" fill="{dark(S, 0.1)}" transform="translate(0 {2 * r + 120})"/>'
          + "".join(f'<path d="M{cx - 60} {cy + r + 36 + i * 18}h120" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>' for i in range(4)))
    S.add(f'<path d="M{cx - 100} {cy - 80}A120 120 0 0 1 {cx - 30} {cy - 140}" stroke="#fff" stroke-opacity="0.6" stroke-width="8" fill="none" stroke-linecap="round"/>')
