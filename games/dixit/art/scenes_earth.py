"""Scene templates on land and sea: odd scale (a giant's footprint, chess pieces as tall as
towers), a hint of story (a slipper left on the stairs at midnight, a fork in the path) and
worlds inside things (an hourglass holding a sea, a well full of night).  As in scenes.py.
"""

from __future__ import annotations

import math

from .compose import H, W, f
from .icons import mix
from .registry import template
from .stage import SKIES, arc_points, dark, fit, line, outdoor, put, ref, sky_light, word


def night_disc(S, x: float, y: float, r: float, stars: int = 40) -> str:
    """A clip path id of a circle filled with a starry night (a window into another sky)."""
    cid = S.uid("n")
    S.defs.append(f'<clipPath id="{cid}"><circle cx="{f(x)}" cy="{f(y)}" r="{f(r)}"/></clipPath>')
    dots = "".join(f'<circle cx="{f(x + S.rng.uniform(-r, r))}" cy="{f(y + S.rng.uniform(-r, r))}" r="{S.rng.choice((0.8, 1.3, 2))}" fill="#fff"/>'
                   for _ in range(stars))
    S.add(f'<g clip-path="url(#{cid})"><rect x="{f(x - r)}" y="{f(y - r)}" width="{f(2 * r)}" height="{f(2 * r)}" '
          f'fill="{S.lin([(0, "#060d26", 1), (1, "#25397a", 1)])}"/>{dots}</g>')
    return cid


@template("hourglass_sea", ("hourglass", "sea", "desert"), ("ember", "gold", "dusk", "fog", "teal"),
          moods=("everything passes", "drying up", "time"),
          sailor=("ship|g:shooner-sailboat", "whale|g:whale-tail", "fish|g:fish-escape"))
def hourglass_sea(S, m):
    outdoor(S, 760, "desert", stars=40)
    x, top, mid, bot = W / 2, 130, 470, 800
    glass = "#eef8ff"
    up = f"M{x - 150} {top}H{x + 150}C{x + 150} {top + 200} {x + 20} {mid - 40} {x + 12} {mid}H{x - 12}C{x - 20} {mid - 40} {x - 150} {top + 200} {x - 150} {top}Z"
    lo = f"M{x - 12} {mid}H{x + 12}C{x + 20} {mid + 40} {x + 150} {bot - 200} {x + 150} {bot}H{x - 150}C{x - 150} {bot - 200} {x - 20} {mid + 40} {x - 12} {mid}Z"
    cu, cl = S.uid("h"), S.uid("h")
    S.defs.append(f'<clipPath id="{cu}"><path d="{up}"/></clipPath><clipPath id="{cl}"><path d="{lo}"/></clipPath>')
    sea_y = top + 110
    S.add(f'<g clip-path="url(#{cu})"><rect x="{x - 160}" y="{sea_y}" width="320" height="{mid - sea_y}" fill="{S.lin([(0, "#3a7ab0", 1), (1, "#0e2e58", 1)])}"/></g>')
    put(S, m["sailor"], x - 20, sea_y + 8, 70, "#0e2238", solid=False)
    sand = mix("#e0b070", S.tint, 0.3)
    S.add(f'<path d="M{x} {mid}V{bot - 90}" stroke="{sand}" stroke-width="4"/>'
          f'<g clip-path="url(#{cl})"><path d="M{x - 160} {bot}L{x} {bot - 100}L{x + 160} {bot}Z" fill="{sand}"/></g>')
    S.add(f'<path d="{up}" fill="{glass}" fill-opacity="0.12" stroke="{glass}" stroke-opacity="0.7" stroke-width="4"/>'
          f'<path d="{lo}" fill="{glass}" fill-opacity="0.12" stroke="{glass}" stroke-opacity="0.7" stroke-width="4"/>')
    wood = mix("#6a4428", S.tint, 0.2)
    S.add(f'<rect x="{x - 175}" y="{top - 22}" width="350" height="24" rx="6" fill="{wood}"/>'
          f'<rect x="{x - 175}" y="{bot - 2}" width="350" height="24" rx="6" fill="{wood}"/>')
    S.person(x + 120, bot - 4, 16, dark(S, 0.8), "n:camel")


@template("snow_globe_town", ("snow globe", "window", "winter"), ("night", "snow", "dusk", "teal"),
          moods=("nostalgia", "a small world", "cosy"),
          watcher=("cat|g:cat", "child|g:person", "owl|g:owl"),
          inside=("town|", "house|n:house", "castle|n:castle", "pine|n:evergreen-tree"))
def snow_globe_town(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, "#1a2446", 1), (1, "#3a4a78", 1)])}"/>')
    flakes = "".join(f'<circle cx="{f(S.rng.uniform(30, 570))}" cy="{f(S.rng.uniform(30, 620))}" r="{S.rng.choice((1.5, 2.2, 3))}"/>' for _ in range(140))
    S.add(f'<g fill="#ffffff" opacity="0.8">{flakes}</g>')
    wood = mix("#6a4428", S.tint, 0.25)
    S.add(f'<rect x="0" y="0" width="{W}" height="40" fill="{wood}"/><rect x="0" y="0" width="40" height="{H}" fill="{wood}"/>'
          f'<rect x="{W - 40}" y="0" width="40" height="{H}" fill="{wood}"/><rect x="0" y="640" width="{W}" height="{H - 640}" fill="{mix(wood, "#000", 0.2)}"/>')
    x, y, r = W / 2 - 40, 500, 130
    S.glow(x, y, 260, S.light, 0.5)
    cid = S.uid("g")
    S.defs.append(f'<clipPath id="{cid}"><circle cx="{x}" cy="{y}" r="{r}"/></clipPath>')
    S.add(f'<g clip-path="url(#{cid})"><rect x="{x - r}" y="{y - r}" width="{2 * r}" height="{2 * r}" fill="{S.lin([(0, "#bcd4ee", 1), (1, "#f4f8ff", 1)])}"/>')
    if word(m["inside"]) == "town":
        S.town(y + 60, 60, dark(S, 0.3))
    else:
        put(S, m["inside"], x, y + 70, 140, grade=0.2)
    S.add("".join(f'<circle cx="{f(x + S.rng.uniform(-r, r))}" cy="{f(y + S.rng.uniform(-r, r))}" r="2" fill="#fff"/>' for _ in range(40)))
    S.add("</g>")
    S.add(f'<circle cx="{x}" cy="{y}" r="{r}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/>'
          f'<path d="M{x - 100} {y - 40}A110 110 0 0 1 {x - 30} {y - 110}" stroke="#fff" stroke-opacity="0.6" stroke-width="8" fill="none" stroke-linecap="round"/>'
          f'<path d="M{x - 110} {y + 150}L{x - 90} {y + 100}H{x + 90}L{x + 110} {y + 150}Z" fill="{mix(wood, "#000", 0.4)}"/>')
    put(S, m["watcher"], x + 200, 650, 130, "#0d0d0d", flip=True)


@template("egg_of_dawn", ("egg", "nest"), ("dusk", "gold", "dawn", "teal", "night"),
          moods=("birth", "beginning", "potential"),
          inside=("sun|", "sea|", "tree|n:deciduous-tree", "bird|n:dove", "house|n:house"))
def egg_of_dawn(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, S.top, 1), (1, S.mid, 1)])}"/>')
    S.stars(80, H)
    x, y = W / 2, 470
    S.glow(x, y, 320, S.light, 0.5)
    shell = mix("#f6efe2", S.tint, 0.2)
    egg = f"M{x} {y - 230}C{x + 150} {y - 230} {x + 170} {y + 20} {x + 160} {y + 80}C{x + 140} {y + 200} {x - 140} {y + 200} {x - 160} {y + 80}C{x - 170} {y + 20} {x - 150} {y - 230} {x} {y - 230}Z"
    S.add(f'<path d="{egg}" fill="{shell}"/>')
    crack = "M{} {}".format(x - 150, y) + "".join(f"L{f(x - 150 + i * 30)} {f(y + (-26 if i % 2 else 10))}" for i in range(1, 11))
    inner = f"{crack}L{x + 150} {y - 60}C{x + 120} {y - 200} {x - 120} {y - 200} {x - 150} {y - 60}Z"
    cid = S.uid("e")
    S.defs.append(f'<clipPath id="{cid}"><path d="{inner}"/></clipPath>')
    S.add(f'<g clip-path="url(#{cid})"><rect x="{x - 200}" y="{y - 260}" width="400" height="300" fill="{S.lin([(0, "#f7c982", 1), (1, "#f08a5a", 1)])}"/>'
          f'<circle cx="{x}" cy="{y - 10}" r="46" fill="#fff6d8"/>'
          f'<path d="M{x - 200} {y + 10}Q{x} {y - 40} {x + 200} {y + 10}V{y + 40}H{x - 200}Z" fill="#8a5a6a"/></g>')
    if word(m["inside"]) not in ("sun", "sea"):
        put(S, m["inside"], x + 60, y + 4, 80, grade=0.2, solid=False)
    S.add(f'<path d="{crack}" stroke="{mix(shell, "#000", 0.3)}" stroke-width="3" fill="none"/>')
    S.icon("n:empty-nest", x, y + 250, 170, grade=0.4, solid=False)


@template("angler_lure", ("deep sea", "anglerfish"), ("deep", "night", "teal"),
          moods=("temptation", "false light", "danger"),
          lured=("traveller|n:person-swimming", "fish|n:tropical-fish", "submarine|g:mini-submarine"))
def angler_lure(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, S.mid, 1), (0.5, S.top, 1), (1, "#010409", 1)])}"/>')
    side = S.rng.choice((-1, 1))
    ax = W / 2 - side * 120
    S.icon("g:angler-fish", ax, 760, 360, "sil", "#02070c", flip=side < 0, solid=False)
    lx, ly = W / 2 + side * 40, 300
    S.glow(lx, ly, 170, "#d8fff0", 0.6)
    S.add(f'<circle cx="{lx}" cy="{ly}" r="12" fill="#f4fff8"/>')
    put(S, m["lured"], W / 2 + side * 170, 260, 70, mix(S.light, S.mid, 0.5), flip=side > 0, grade=0.4)
    S.add("".join(f'<circle cx="{f(lx + side * 130 + S.rng.uniform(-20, 20))}" cy="{f(S.rng.uniform(100, 230))}" r="{f(S.rng.uniform(2, 5))}" fill="none" stroke="#dff" stroke-opacity="0.5"/>' for _ in range(8)))


@template("desert_lighthouse", ("lighthouse", "desert", "ship"), ("night", "dusk", "ember", "teal"),
          moods=("stranded", "lost", "out of time"),
          wreck=("ship|g:shooner-sailboat", "whale|g:sperm-whale", "anchor|g:anchor"))
def desert_lighthouse(S, m):
    outdoor(S, 600, "desert", light=(S.rng.choice((120, 480)), 130, 30), stars=120)
    side = S.rng.choice((-1, 1))
    lx = W / 2 + side * 170
    c = dark(S, 0.65)
    lh, _ = S.icon("g:lighthouse", lx, 700, 300, "sil", c)
    top = lh.y0 + 40
    S.beam(lx, top, W / 2 - side * 300, W / 2 - side * 80, 520, 0.45)
    S.glow(lx, top, 80, S.light, 0.9)
    put(S, m["wreck"], W / 2 - side * 110, 800, 180, dark(S, 0.5), rot=side * 12, flip=side > 0)


@template("sand_castle_wave", ("sandcastle", "wave", "shore"), ("dusk", "gold", "dawn", "teal", "night"),
          moods=("fragile", "impermanence", "the last moment"),
          keeper=("child|g:person", "crab|n:crab", "dog|g:sitting-dog"))
def sand_castle_wave(S, m):
    hz = 430
    S.sky(0.48)
    S.stars(60, hz - 30)
    sky_light(S, S.rng.uniform(140, 460), 180, 40)
    S.sea(hz)
    sand = mix("#e0c08a", S.tint, 0.35)
    S.add(f'<path d="M0 620Q{W / 2} 580 {W} 630V{H}H0Z" fill="{mix(sand, S.ground, 0.2)}"/>')
    wave = mix(S.hor, "#ffffff", 0.3)
    S.add(f'<path d="M-20 640C100 380 320 330 460 420C380 420 340 470 400 520C480 580 {W} 560 {W + 20} 600V660H-20Z" fill="{mix(S.mid, S.hor, 0.5)}" opacity="0.95"/>'
          f'<path d="M80 520C200 380 360 360 460 420" stroke="{wave}" stroke-width="8" fill="none" opacity="0.7"/>')
    x = W / 2 + 40
    c = mix(sand, "#000", 0.2)
    S.add(f'<path d="M{x - 130} 780V690h30v-20h20v20h40v-60h20v-20h20v20h20v60h40v-20h20v20h30V780Z" fill="{c}"/>')
    for wx, wy in ((x - 95, 730), (x - 5, 660), (x + 70, 740), (x + 20, 700)):
        S.add(f'<rect x="{wx}" y="{wy}" width="8" height="12" rx="3" fill="#ffd880"/>')
    S.glow(x, 720, 120, "#ffd880", 0.35)
    S.add(f'<path d="M{x} 610v-40l24 10-24 10" stroke="{c}" fill="#d04040" stroke-width="2"/>')
    put(S, m["keeper"], x - 220, 830, 80, "#141414")


@template("well_of_night", ("well", "field", "stars"), ("dawn", "gold", "fog", "teal"),
          moods=("wishing", "depth", "the other side"),
          peeker=("child|g:person", "cat|g:cat", "traveller|n:person-standing", "fox|g:fox"))
def well_of_night(S, m):
    outdoor(S, 560, "field", stars=0)
    x, y = W / 2 + S.rng.uniform(-30, 30), 690
    stone = mix("#9a9088", S.tint, 0.3)
    S.add(f'<rect x="{x - 150}" y="{y}" width="300" height="140" fill="{stone}"/>' +
          "".join(f'<path d="M{x - 150} {y + 35 * k}H{x + 150}" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>' for k in range(1, 4)))
    cid = S.uid("w")
    S.defs.append(f'<clipPath id="{cid}"><ellipse cx="{x}" cy="{y}" rx="150" ry="46"/></clipPath>')
    dots = "".join(f'<circle cx="{f(x + S.rng.uniform(-150, 150))}" cy="{f(y + S.rng.uniform(-46, 46))}" r="{S.rng.choice((1, 1.5, 2.2))}" fill="#fff"/>' for _ in range(50))
    S.add(f'<g clip-path="url(#{cid})"><rect x="{x - 150}" y="{y - 46}" width="300" height="92" fill="#08102c"/>{dots}'
          f'<circle cx="{x + 60}" cy="{y - 6}" r="14" fill="#fff3d0"/></g>'
          f'<ellipse cx="{x}" cy="{y}" rx="150" ry="46" fill="none" stroke="{mix(stone, "#fff", 0.3)}" stroke-width="10"/>')
    S.glow(x, y - 60, 120, "#9fb8ff", 0.25)
    wood = mix("#6a4428", S.tint, 0.2)
    S.add(f'<path d="M{x - 130} {y}V{y - 220}M{x + 130} {y}V{y - 220}M{x - 150} {y - 220}L{x} {y - 300}L{x + 150} {y - 220}" stroke="{wood}" stroke-width="12" fill="none"/>')
    put(S, m["peeker"], x + 185, y + 30, 110, dark(S, 0.8), flip=True)


@template("mirror_of_seasons", ("mirror", "field"), ("dawn", "gold", "teal", "fog"),
          moods=("what could be", "the other side", "memory"),
          season=("snow|", "night|", "sea|", "desert|"))
def mirror_of_seasons(S, m):
    outdoor(S, 640, "field", stars=0)
    S.scatter(["n:blossom", "n:tulip"], 8, (50, 700, 550, 860), (26, 40), grade=0.3)
    x, y, w, h = W / 2 + S.rng.uniform(-30, 30), 300, 200, 380
    cid = S.uid("m")
    S.defs.append(f'<clipPath id="{cid}"><rect x="{x - w / 2}" y="{y}" width="{w}" height="{h}" rx="90"/></clipPath>')
    S.add(f'<g clip-path="url(#{cid})">')
    s = word(m["season"])
    if s == "snow":
        S.add(f'<rect x="{x - w / 2}" y="{y}" width="{w}" height="{h}" fill="{S.lin([(0, "#7f90b8", 1), (1, "#e8eef8", 1)])}"/>'
              f'<path d="M{x - w / 2} {y + 260}Q{x} {y + 230} {x + w / 2} {y + 270}V{y + h}H{x - w / 2}Z" fill="#f6f8fc"/>')
        S.add("".join(f'<circle cx="{f(S.rng.uniform(x - w / 2, x + w / 2))}" cy="{f(S.rng.uniform(y, y + h))}" r="2" fill="#fff"/>' for _ in range(40)))
    elif s == "night":
        S.add(f'<rect x="{x - w / 2}" y="{y}" width="{w}" height="{h}" fill="{S.lin([(0, "#060d26", 1), (1, "#2a3f7a", 1)])}"/>'
              f'<circle cx="{x + 30}" cy="{y + 90}" r="30" fill="#fff3d0"/><path d="M{x - w / 2} {y + 280}Q{x} {y + 250} {x + w / 2} {y + 290}V{y + h}H{x - w / 2}Z" fill="#0e1a30"/>')
    elif s == "sea":
        S.add(f'<rect x="{x - w / 2}" y="{y}" width="{w}" height="{h}" fill="{S.lin([(0, "#8fc0e0", 1), (1, "#e8f4f8", 1)])}"/>'
              f'<rect x="{x - w / 2}" y="{y + 220}" width="{w}" height="{h - 220}" fill="#2a6a9a"/>')
    else:
        S.add(f'<rect x="{x - w / 2}" y="{y}" width="{w}" height="{h}" fill="{S.lin([(0, "#f0a060", 1), (1, "#f8d8a0", 1)])}"/>'
              f'<path d="M{x - w / 2} {y + 270}Q{x} {y + 220} {x + w / 2} {y + 280}V{y + h}H{x - w / 2}Z" fill="#d89858"/>')
    S.add("</g>")
    frame = mix("#c8a060", S.tint, 0.2)
    S.add(f'<rect x="{x - w / 2}" y="{y}" width="{w}" height="{h}" rx="90" fill="none" stroke="{frame}" stroke-width="14"/>'
          f'<path d="M{x - 70} {y + h}l-20 60M{x + 70} {y + h}l20 60" stroke="{frame}" stroke-width="10"/>')
    S.person(x - 180, 800, 100, dark(S, 0.75), "n:person-standing")


@template("bridge_of_books", ("books", "cliff"), SKIES,
          moods=("learning", "foundation", "threshold"),
          walker=("child|g:person", "traveller|n:person-walking", "owl|g:owl", "cat|g:cat"))
def bridge_of_books(S, m):
    outdoor(S, 820, "hills", stars=80)
    c = dark(S, 0.6)
    S.add(f'<path d="M0 560H130L160 {H}H0Z" fill="{c}"/><path d="M{W} 560H{W - 130}L{W - 160} {H}H{W}Z" fill="{c}"/>')
    S.haze(820, 160, 0.5)
    cols = ("#b04a3a", "#3a6a9a", "#d8a040", "#4a8a5a", "#7a4a8a", "#c86a4a")
    x, k = 120, 0
    while x < W - 130:
        w = S.rng.uniform(18, 30)
        sag = 24 * math.sin(math.pi * (x - 120) / (W - 250))
        S.add(f'<rect x="{f(x)}" y="{f(540 + sag)}" width="{f(w)}" height="{f(S.rng.uniform(34, 46))}" rx="2" '
              f'fill="{mix(cols[k % len(cols)], S.tint, 0.35)}" transform="rotate({f(S.rng.uniform(-4, 4))} {f(x)} {f(560 + sag)})"/>')
        x += w + 1
        k += 1
    put(S, m["walker"], W / 2 + S.rng.uniform(-80, 80), 560, 70, "#111")


@template("string_telephone", ("cliff", "chair"), ("dusk", "gold", "fog", "teal", "dawn"),
          moods=("distance", "conversation", "longing"),
          other=("child|g:person", "cat|g:cat", "bear|g:bear-head", "fox|g:fox"))
def string_telephone(S, m):
    outdoor(S, 820, "sea", stars=60)
    c = dark(S, 0.65)
    S.add(f'<path d="M0 {H}V520L140 500L190 {H}Z" fill="{c}"/><path d="M{W} {H}V580L{W - 140} 560L{W - 190} {H}Z" fill="{c}"/>')
    a = S.person(80, 506, 70, "#0d0d0d", "n:person-standing")
    b, _ = put(S, m["other"], W - 80, 566, 64, "#0d0d0d", flip=True)
    line(S, arc_points(a.x1, a.y0 + 24, b.x0, b.y0 + 20, -40, 16), mix(S.light, S.mid, 0.2), 1.4)
    for bx, by in ((a.x1 + 4, a.y0 + 24), (b.x0 - 4, b.y0 + 20)):
        S.add(f'<rect x="{f(bx - 6)}" y="{f(by - 8)}" width="12" height="16" fill="#c8c8c8"/>')


@template("fork_in_the_path", ("road", "castle", "forest"), ("dusk", "fog", "gold", "teal", "night"),
          moods=("choice", "crossroads", "destiny"),
          traveller=("traveller|n:person-walking", "child|g:person", "fox|g:fox", "knight|g:mounted-knight"))
def fork_in_the_path(S, m):
    outdoor(S, 520, "hills", light=(0, 0, 0), stars=100)
    lx = S.rng.choice((140, 460))
    S.glow(lx, 420, 200, S.light, 0.6)
    S.icon("g:castle", lx, 520, 150, "sil", mix(S.light, S.mid, 0.4), solid=False)
    S.add(f'<rect y="520" width="{W}" height="{H - 520}" fill="{mix(S.ground, S.hor, 0.15)}"/>')
    fx = W - lx
    S.pines(600, 10, 220, dark(S, 0.7), fx - 150, fx + 150)
    for ex in (fx - 30, fx + 20):
        S.add(f'<circle cx="{ex}" cy="560" r="4" fill="#ffe070"/><circle cx="{ex + 12}" cy="560" r="4" fill="#ffe070"/>')
    path = mix(S.hor, "#e8d8b0", 0.4)
    S.add(f'<path d="M{W / 2 - 90} {H}L{W / 2 - 10} 700L{lx} 530L{lx + 20} 530L{W / 2 + 10} 690L{fx - 10} 600L{fx + 20} 600L{W / 2 + 30} 720L{W / 2 + 90} {H}Z" fill="{path}" opacity="0.7"/>')
    put(S, m["traveller"], W / 2, 820, 90, "#0d0d0d")


@template("two_doors", ("door", "wall"), ("fog", "dusk", "teal", "ember", "night"),
          moods=("humility", "choice", "looks can deceive"),
          chooser=("traveller|n:person-standing", "child|g:person", "cat|g:cat", "mouse|g:mouse"))
def two_doors(S, m):
    wall = mix(S.mid, S.hor, 0.3)
    S.add(f'<rect width="{W}" height="{H}" fill="{wall}"/>' +
          "".join(f'<path d="M0 {y}H{W}" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>' for y in range(60, 760, 50)))
    S.add(f'<rect y="760" width="{W}" height="{H - 760}" fill="{dark(S, 0.3)}"/>')
    side = S.rng.choice((-1, 1))
    bx = W / 2 - side * 110
    S.add(f'<path d="M{bx - 120} 760V260A120 120 0 0 1 {bx + 120} 260V760Z" fill="{dark(S, 0.75)}"/>'
          f'<circle cx="{bx + 90 * side}" cy="520" r="9" fill="{mix("#c8a040", S.tint, 0.3)}"/>')
    sx = W / 2 + side * 190
    S.glow(sx, 720, 130, S.light, 0.8)
    S.add(f'<path d="M{sx - 22} 760V714A22 22 0 0 1 {sx + 22} 714V760Z" fill="{S.light}"/>')
    S.beam(sx, 740, sx - 60, sx + 60, H, 0.5)
    put(S, m["chooser"], W / 2 + side * 30, 850, 100, "#0d0d0d", flip=side > 0)


@template("giants_footprint", ("footprints", "snow"), ("snow", "fog", "night", "teal", "dawn"),
          moods=("legend", "mystery", "exploration"),
          track=("footprints|n:footprints", "paw|g:paw-print", "boot|g:boot-prints"))
def giants_footprint(S, m):
    outdoor(S, 420, "snow", stars=60)
    S.floor(480, mix("#e8eef6", S.tint, 0.3))
    x, y = W / 2 + S.rng.uniform(-30, 30), 680
    S.add('<g transform="translate(0 680) scale(1 0.55) translate(0 -680)">')
    put(S, m["track"], x, y + 200, 400, mix("#9aaac4", S.ground, 0.3), a=0.8, solid=False)
    S.add("</g>")
    for k in range(4):
        px = x + S.rng.choice((-1, 1)) * S.rng.uniform(120, 230)
        py = S.rng.uniform(600, 860)
        S.person(px, py, 24 + (py - 600) / 20, dark(S, 0.8), "n:person-standing", flip=px > x)
        S.glow(px + 6, py - 14, 24, "#ffd880", 0.8)


@template("giant_in_the_fog", ("fog", "lantern"), ("fog", "snow", "teal", "dusk"),
          moods=("encounter", "awe", "the unknown"),
          giant=("elephant|g:elephant", "bear|g:polar-bear", "deer|g:deer", "knight|g:mounted-knight"))
def giant_in_the_fog(S, m):
    S.sky(0.7)
    S.ridge(640, 20, depth=0.2)
    gr = ref(m["giant"])
    S.icon(gr, W / 2 + S.rng.uniform(-30, 30), 760, fit(gr, 620, 540), "sil", mix(S.mid, S.ground, 0.35), a=0.7, solid=False)
    for y in (520, 640, 740):
        S.haze(y, 180, 0.55)
    S.floor(780, mix(S.ground, S.hor, 0.4))
    x = W / 2 + S.rng.choice((-1, 1)) * 60
    p = S.person(x, 840, 50, "#111", "n:person-standing")
    S.glow(p.x1 + 6, p.cy, 60, "#ffd880", 0.9)


@template("chess_giants", ("chess", "field"), ("fog", "dusk", "gold", "ember", "teal"),
          moods=("strategy", "power", "checkmate"),
          piece=("chess|g:chess-king", "chess|g:chess-queen", "chess|g:chess-knight"))
def chess_giants(S, m):
    outdoor(S, 620, "field", stars=40)
    sq = S.uid("q")
    cells = "".join(f'<rect x="{i * 100 - 50}" y="{620 + j * 50}" width="100" height="50"/>' for j in range(6) for i in range(8) if (i + j) % 2)
    S.defs.append(f'<clipPath id="{sq}"><rect y="620" width="{W}" height="{H - 620}"/></clipPath>')
    S.add(f'<g clip-path="url(#{sq})" fill="#000" opacity="0.18">{cells}</g>')
    side = S.rng.choice((-1, 1))
    S.icon(ref(m["piece"]), W / 2 + side * 120, 760, fit(m["piece"], 440, 300), "sil", dark(S, 0.7), flip=side > 0, solid=False)
    S.icon("g:chess-pawn", W / 2 - side * 160, 840, 150, "sil", mix("#f2ecde", S.tint, 0.3), solid=False)
    S.person(W / 2 - side * 40, 860, 36, dark(S, 0.8), "n:person-standing")


@template("empty_throne", ("throne", "crown", "hill"), ("ember", "fog", "dusk", "night"),
          moods=("the fall", "vanity", "power"),
          watcher=("crow|g:raven", "wolf|g:wolf-howl", "fox|g:fox"))
def empty_throne(S, m):
    outdoor(S, 700, light=(W / 2, 240, 80), stars=70)
    c = dark(S, 0.75)
    S.add(f'<path d="M60 {H}Q{W / 2} 600 {W - 60} {H}Z" fill="{c}"/>')
    t, _ = S.icon("g:stone-throne", W / 2, 730, 240, "sil", mix(c, S.mid, 0.25))
    S.icon("n:crown", W / 2, t.y1 - 110, 60, grade=0.5, solid=False)
    for k in range(3):
        put(S, m["watcher"], W / 2 + (k - 1) * 170 + S.rng.uniform(-20, 20), 800 + abs(k - 1) * 30, 50, c, flip=k == 2)


@template("slipper_at_midnight", ("stairs", "slipper", "clock"), ("night", "deep", "dusk", "teal"),
          moods=("midnight", "romance", "missed chance"),
          left=("slipper|n:high-heeled-shoe", "slipper|n:ballet-shoes", "boot|n:womans-boot"))
def slipper_at_midnight(S, m):
    S.sky(0.9)
    S.stars(100, 500)
    cx, cy = S.rng.choice((140, 460)), 170
    S.moon(cx, cy, 70, glow=2)
    for a, ln in ((-math.pi / 2, 55), (-math.pi / 2 + 0.05, 40)):
        S.add(f'<path d="M{cx} {cy}l{f(math.cos(a) * ln)} {f(math.sin(a) * ln)}" stroke="{dark(S, 0.4)}" stroke-width="6" stroke-linecap="round"/>')
    stone = mix("#c8c0d8", S.tint, 0.4)
    for k in range(9):
        y = 480 + k * 48
        S.add(f'<rect x="{100 - k * 14}" y="{y}" width="{400 + k * 28}" height="48" fill="{mix(stone, S.ground, 0.12 * k)}"/>'
              f'<rect x="{100 - k * 14}" y="{y}" width="{400 + k * 28}" height="4" fill="#fff" opacity="0.3"/>')
    x = W / 2 + S.rng.uniform(-80, 80)
    S.glow(x, 650, 90, S.light, 0.6)
    put(S, m["left"], x, 672, 56, grade=0.2, flip=S.rng.random() < 0.5)
    S.person(S.rng.choice((80, 520)), 490, 50, "#0d0d0d", "n:person-running")


@template("heart_on_the_scales", ("scales", "heart"), ("gold", "dusk", "fog", "teal", "ember"),
          moods=("judgement", "what matters", "weight"),
          other=("feather|n:feather", "crown|n:crown", "coin|n:coin", "key|n:old-key"))
def heart_on_the_scales(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, S.top, 1), (1, S.mid, 1)])}"/>')
    S.stars(60, H)
    x = W / 2
    S.glow(x, 400, 300, S.light, 0.4)
    gold = mix("#d8a84a", S.tint, 0.2)
    tilt = S.rng.choice((-1, 1)) * 12
    S.add(f'<path d="M{x} 780V250" stroke="{gold}" stroke-width="12"/><path d="M{x - 90} 800H{x + 90}" stroke="{gold}" stroke-width="18" stroke-linecap="round"/>')
    a = math.radians(tilt)
    ends = [(x + s * 190 * math.cos(a), 260 + s * 190 * math.sin(a)) for s in (-1, 1)]
    S.add(f'<path d="M{f(ends[0][0])} {f(ends[0][1])}L{f(ends[1][0])} {f(ends[1][1])}" stroke="{gold}" stroke-width="8"/>')
    for k, (ex, ey) in enumerate(ends):
        py = ey + 190
        S.add(f'<path d="M{f(ex)} {f(ey)}L{f(ex - 70)} {f(py)}M{f(ex)} {f(ey)}L{f(ex + 70)} {f(py)}" stroke="{gold}" stroke-width="2"/>'
              f'<path d="M{f(ex - 80)} {f(py)}Q{f(ex)} {f(py + 50)} {f(ex + 80)} {f(py)}Z" fill="{gold}"/>')
        item = "n:red-heart" if (k == 0) == (tilt < 0) else ref(m["other"])
        S.icon(item, ex, py + 2, 70, grade=0.3, solid=False)


@template("puppet_strings", ("strings", "clouds"), SKIES,
          moods=("control", "fate", "the hidden hand"),
          puppet=("traveller|n:person-walking", "knight|g:mounted-knight", "horse|g:horse-head", "child|g:person"))
def puppet_strings(S, m):
    outdoor(S, 800, light=(0, 0, 0), stars=90)
    for k in range(3):
        S.clouds(S.rng.uniform(150, 450), 110 + k * 40, S.rng.uniform(300, 420), mix(S.mid, S.top, 0.4), 0.95)
    x = W / 2 + S.rng.uniform(-40, 40)
    p, _ = put(S, m["puppet"], x, 820, 200, "#111")
    S.glow(x, 130, 160, S.light, 0.4)
    c = mix(S.light, S.mid, 0.2)
    for px, py in ((p.x0 + 10, p.y0 + 60), (p.x1 - 10, p.y0 + 60), (p.cx, p.y0 + 4), (p.x0 + 20, p.y1 - 20), (p.x1 - 20, p.y1 - 20)):
        line(S, [(x + (px - x) * 0.3, 170), (px, py)], c, 1.2, 0.9)
    S.add(f'<path d="M{x - 80} 170H{x + 80}M{x} 140V200" stroke="{dark(S, 0.5)}" stroke-width="8"/>')


@template("smoke_stories", ("campfire", "smoke", "forest"), ("night", "dusk", "deep", "teal"),
          moods=("storytelling", "tall tales", "imagination"),
          shape=("dragon|g:dragon-spiral", "whale|g:sperm-whale", "ship|g:shooner-sailboat", "wolf|g:wolf-howl"))
def smoke_stories(S, m):
    S.sky(0.9)
    S.stars(120, 600)
    S.pines(760, 20, 200, dark(S, 0.6))
    S.floor(760, dark(S, 0.5))
    x = W / 2 + S.rng.uniform(-30, 30)
    S.glow(x, 800, 260, "#ffb060", 0.6)
    S.icon("g:campfire", x, 830, 70, "sil", "#ffb347", solid=False)
    smoke = mix("#e8e8f0", S.mid, 0.3)
    pts = [(x + 30 * math.sin(t * 6), 770 - t * 220) for t in (i / 10 for i in range(11))]
    line(S, pts, smoke, 14, 0.35)
    sr = ref(m["shape"])
    S.icon(sr, x, 530, fit(sr, 330, 480), "sil", smoke, a=0.55, solid=False)
    for side in (-1, 1):
        for k in range(2):
            S.person(x + side * (90 + k * 70), 850 + k * 10, 56, "#0b0b0b", "n:person-kneeling" if k else "g:person", flip=side > 0)


@template("roots_home", ("tree", "burrow"), ("dusk", "gold", "teal", "fog", "dawn"),
          moods=("origins", "what holds us", "underground"),
          dweller=("rabbit|n:rabbit", "mouse|n:mouse", "hedgehog|n:hedgehog", "badger|n:badger"))
def roots_home(S, m):
    from .stage import branches

    hz = 430
    outdoor(S, hz, None, light=(S.rng.choice((120, 480)), 110, 30), stars=40)
    earth = mix("#5a3e2a", S.tint, 0.2)
    S.add(f'<rect y="{hz}" width="{W}" height="{H - hz}" fill="{S.lin([(0, earth, 1), (1, mix(earth, "#000", 0.5), 1)])}"/>'
          f'<rect y="{hz - 6}" width="{W}" height="12" fill="{mix("#5f8a4a", S.tint, 0.4)}"/>')
    x = W / 2
    c = dark(S, 0.6)
    tips = []
    branches(S, x, hz, 120, math.pi / 2, 4, c, 26, tips, S.rng)
    root = mix(earth, "#c8a070", 0.35)
    for k in range(9):
        a = math.pi * (0.15 + 0.7 * k / 8)
        pts = [(x, hz)] + [(x + math.cos(a) * r * 260 + S.rng.uniform(-10, 10), hz + math.sin(a) * r * 340) for r in (0.3, 0.6, 1)]
        line(S, pts, root, 12 - k % 3 * 3)
    S.glow(x, 700, 130, "#ffd880", 0.55)
    S.add(f'<ellipse cx="{x}" cy="700" rx="110" ry="70" fill="{mix(earth, "#ffd880", 0.35)}"/>')
    S.icon("n:candle", x + 60, 755, 36, solid=False)
    put(S, m["dweller"], x - 20, 765, 90, grade=0.4)


@template("giant_sleeping_cat", ("cat", "village"), ("dusk", "night", "teal", "fog", "gold"),
          moods=("cosy", "protection", "guardian"),
          cat=("cat|g:cat", "fox|g:fox", "dog|g:sitting-dog"))
def giant_sleeping_cat(S, m):
    outdoor(S, 760, light=(S.rng.choice((120, 480)), 150, 40), stars=110)
    side = S.rng.choice((-1, 1))
    put(S, m["cat"], W / 2, 800, 470, dark(S, 0.5), flip=side > 0, solid=False)
    S.town(850, 60)
    S.person(W / 2 + side * 200, 860, 22, "#0b0b0b", "n:person-walking")
