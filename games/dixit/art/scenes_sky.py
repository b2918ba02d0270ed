"""Scene templates of the sky: the sun, the moon, stars and clouds treated as things that
can be pulled, hung, swept, bitten, pinned on a line or caught.  As in scenes.py.
"""

from __future__ import annotations

import math

from .compose import H, W, f
from .icons import mix
from .registry import template
from .stage import NIGHTS, branches, dark, fit, line, outdoor, put, ref, rope, sky_light, word


def heavenly(S, m: str, x: float, y: float, r: float) -> None:
    """A sky body motif at (x, y): the painted moon or sun, else an icon with a glow."""
    w = word(m)
    if w == "moon":
        S.moon(x, y, r, glow=2.0, crescent=m.endswith("crescent"))
    elif w == "sun":
        S.sun(x, y, r)
    else:
        S.glow(x, y, r * 2.4, S.light, 0.5)
        put(S, m, x, y, r * 2, anchor="center", grade=0.2, solid=False)


@template("pulling_the_sun", ("sun", "hills", "rope"), ("dawn", "gold", "ember", "fog"),
          moods=("teamwork", "a new day", "effort"),
          pullers=("traveller|g:walk", "child|g:person", "horse|g:horse-head", "rooster|n:rooster"))
def pulling_the_sun(S, m):
    hz = 560
    S.sky(0.66)
    sx = S.rng.uniform(330, 420)
    S.sun(sx, hz - 40, 90)
    S.ridge(hz, 30, depth=0.45)
    S.ridge(hz + 90, 22, depth=0.8, waves=2)
    c = dark(S, 0.7)
    x0, y0 = 60, 800
    rope(S, x0, y0 - 30, sx - 40, hz - 50, 40, c, 3)
    for k in range(5):
        t = (k + 0.5) / 6
        x = x0 + (sx - 40 - x0) * t * 0.8
        y = y0 - 30 + (hz - 50 - y0 + 30) * t * 0.8 + 40 * 4 * t * (1 - t) * 0.5
        put(S, m["pullers"], x - 14, y + 36, 46 - k * 3, c, flip=True, solid=False)


@template("crane_hangs_moon", ("crane", "city", "night"), ("night", "dusk", "teal", "ember"),
          moods=("work in progress", "building dreams", "night shift"),
          hung=("moon|", "moon|crescent", "star|n:glowing-star", "planet|n:ringed-planet"))
def crane_hangs_moon(S, m):
    S.sky(0.85)
    S.stars(140, 700)
    S.town(840, 110)
    c = dark(S, 0.7)
    cx = S.rng.choice((140, 460))
    side = 1 if cx < W / 2 else -1
    S.add(f'<path d="M{cx} 840V190" stroke="{c}" stroke-width="16"/>'
          f'<path d="M{cx - side * 80} 190H{cx + side * 300}" stroke="{c}" stroke-width="12"/>'
          f'<path d="M{cx} 150L{cx - side * 80} 190M{cx} 150L{cx + side * 300} 190" stroke="{c}" stroke-width="4"/>' +
          "".join(f'<path d="M{cx - 8} {y}l16 40M{cx + 8} {y}l-16 40" stroke="{c}" stroke-width="3"/>' for y in range(200, 820, 40)))
    hx = cx + side * 260
    hy = S.rng.uniform(400, 450)
    S.add(f'<path d="M{hx} 190V{f(hy - 60)}" stroke="{c}" stroke-width="2.5"/>')
    heavenly(S, m["hung"], hx, hy, 60)
    S.person(cx + side * 120, 188, 30, c, "n:person-standing")


@template("painting_the_sky", ("ladder", "stars", "hills"), ("dawn", "gold", "fog"),
          moods=("creation", "art", "finishing touch"),
          painter=("traveller|n:person-standing", "child|g:person", "cat|g:cat"))
def painting_the_sky(S, m):
    outdoor(S, 720, light=(0, 0, 0), stars=0)
    clip = S.uid("p")
    x1 = S.rng.uniform(300, 360)
    edge = " ".join(f"L{f(x1 + 30 * math.sin(y / 37) + S.rng.uniform(-8, 8))} {y}" for y in range(0, 760, 20))
    S.defs.append(f'<clipPath id="{clip}"><path d="M0 0{edge}L0 760Z"/></clipPath>')
    dots = "".join(f'<circle cx="{f(S.rng.uniform(20, 400))}" cy="{f(S.rng.uniform(20, 700))}" r="{S.rng.choice((0.9, 1.4, 2))}" fill="#fff"/>'
                   for _ in range(120))
    S.add(f'<g clip-path="url(#{clip})"><rect width="{W}" height="760" fill="{S.lin([(0, "#07102a", 1), (1, "#23366a", 1)])}"/>{dots}'
          f'<circle cx="150" cy="170" r="40" fill="#fff3d0"/></g>')
    c = dark(S, 0.7)
    lx = x1 + 60
    S.add(f'<path d="M{f(lx + 70)} 800L{f(lx - 10)} 300M{f(lx + 110)} 800L{f(lx + 30)} 300" stroke="{c}" stroke-width="5"/>' +
          "".join(f'<path d="M{f(lx + 70 - 80 * t)} {f(800 - 500 * t)}h40" stroke="{c}" stroke-width="4"/>' for t in (i / 12 for i in range(1, 12))))
    p = S.person(lx + 10, 372, 64, c, ref(m["painter"]), flip=True)
    S.add(f'<path d="M{f(p.x0 + 6)} {f(p.y0 + 20)}L{f(x1 + 10)} {f(p.y0 - 10)}" stroke="{c}" stroke-width="4"/>')
    S.add(f'<circle cx="{f(x1 + 8)}" cy="{f(p.y0 - 12)}" r="7" fill="#0c1638"/>')


@template("star_sweeper", ("stars", "roof", "town"), ("night", "deep", "dusk", "teal"),
          moods=("after the party", "chores", "quiet work"),
          sweeper=("traveller|n:person-standing", "child|g:person", "bear|g:bear-head"))
def star_sweeper(S, m):
    S.sky(0.9)
    S.stars(60, 400)
    S.town(860, 90)
    c = dark(S, 0.7)
    S.add(f'<path d="M20 640L300 560L580 640V{H}H20Z" fill="{c}"/>')
    gold = "#ffe9a8"
    for _ in range(24):
        x = S.rng.uniform(60, 540)
        y = 560 + abs(x - 300) * 80 / 280 + S.rng.uniform(4, 30)
        S.glow(x, y, 24, gold, 0.4)
        S.icon("n:star", x, y, S.rng.uniform(16, 28), anchor="center", rot=S.rng.uniform(0, 70), solid=False)
    x = S.rng.choice((170, 430))
    p = S.person(x, 570 + abs(x - 300) * 80 / 280 + 8, 120, "#101010", ref(m["sweeper"]), flip=x > W / 2)
    S.icon("g:broom", p.x1 if x < W / 2 else p.x0, p.y1, 120, "sil", "#101010", rot=30 if x < W / 2 else -30, solid=False)
    S.icon("n:wastebasket", W - x, 570 + abs(W - x - 300) * 80 / 280 + 30, 60, solid=False)
    S.glow(W - x, 560, 70, gold, 0.5)


@template("star_in_a_jar", ("jar", "stars", "field"), NIGHTS + ("dusk",),
          moods=("wish", "keepsake", "stolen"),
          holder=("child|g:person", "traveller|n:person-standing", "fox|g:fox"))
def star_in_a_jar(S, m):
    S.sky(0.8)
    S.stars(60, 600)
    pts = [(S.rng.uniform(100, 500), S.rng.uniform(100, 360)) for _ in range(6)]
    pts.sort()
    line(S, pts, "#fffbe6", 1.2, 0.5)
    for x, y in pts[:2] + pts[3:]:
        S.add(f'<circle cx="{f(x)}" cy="{f(y)}" r="4" fill="#fffbe6"/>')
    gx, gy = pts[2]
    S.add(f'<circle cx="{f(gx)}" cy="{f(gy)}" r="9" fill="none" stroke="#fffbe6" stroke-dasharray="3 4" opacity="0.8"/>')
    S.ridge(760, 24, depth=0.5)
    S.floor(790, dark(S, 0.3))
    x = W / 2 + S.rng.uniform(-60, 60)
    p = S.person(x, 840, 180, dark(S, 0.85), ref(m["holder"]))
    jx, jy = p.x1 + 16, p.y0 + 50
    S.glow(jx, jy, 200, S.light, 0.8)
    S.icon("n:star", jx, jy, 44, anchor="center")
    S.icon("g:mason-jar", jx, jy + 50, 100, "sil", "#e8f4ff", a=0.4, solid=False)


@template("bitten_moon", ("moon", "roof", "night"), ("night", "deep", "teal", "dusk"),
          moods=("hunger", "mischief", "caught red-handed"),
          nibbler=("mouse|n:mouse", "wolf|g:wolf-howl", "fox|g:fox", "rabbit|n:rabbit", "crow|g:raven"))
def bitten_moon(S, m):
    S.sky(0.9)
    S.stars(150, 700)
    mx, my, r = W / 2 + S.rng.uniform(-40, 40), S.rng.uniform(280, 330), 140
    bite = S.uid("b")
    bx, by = mx + r * 0.85, my - r * 0.45
    S.defs.append(f'<mask id="{bite}"><rect width="{W}" height="{H}" fill="#fff"/>' +
                  "".join(f'<circle cx="{f(bx + 30 * math.cos(a))}" cy="{f(by + 30 * math.sin(a))}" r="34" fill="#000"/>'
                          for a in (2.2, 3.1, 4.0)) + "</mask>")
    S.glow(mx, my, r * 2, S.light, 0.45)
    S.add(f'<g mask="url(#{bite})"><circle cx="{f(mx)}" cy="{f(my)}" r="{r}" fill="{mix(S.light, "#fff8e0", 0.5)}"/>'
          f'<circle cx="{f(mx - 40)}" cy="{f(my + 30)}" r="22" fill="{mix(S.light, S.mid, 0.3)}" opacity="0.4"/></g>')
    c = dark(S, 0.75)
    S.add(f'<path d="M0 700L160 620L320 700V{H}H0Z" fill="{c}"/><path d="M280 760L440 680L{W} 760V{H}H280Z" fill="{mix(c, "#000", 0.2)}"/>')
    side = S.rng.choice((-1, 1))
    nx = 160 if side < 0 else 440
    put(S, m["nibbler"], nx, 622 if side < 0 else 682, 80, c, flip=side > 0)
    for k in range(4):
        S.add(f'<circle cx="{f(nx + S.rng.uniform(-60, 60))}" cy="{f(S.rng.uniform(560, 600))}" r="{f(S.rng.uniform(3, 6))}" fill="#fff8e0"/>')


@template("asleep_in_the_moon", ("moon", "town", "night"), NIGHTS,
          moods=("sweet dreams", "rest", "cradle"),
          sleeper=("child|g:person", "cat|g:cat", "fox|g:fox", "owl|g:owl"))
def asleep_in_the_moon(S, m):
    S.sky(0.9)
    S.stars(160, 760)
    x, y, r = W / 2 + S.rng.uniform(-40, 40), S.rng.uniform(300, 340), 150
    S.moon(x, y, r, crescent=True)
    S.person(x - 40, y + r * 0.62, 70, dark(S, 0.8), ref(m["sleeper"]), flip=True)
    lx = x - r * 0.55
    c = mix(S.light, S.mid, 0.4)
    S.add(f'<path d="M{f(lx)} {f(y + r * 0.6)}V820M{f(lx + 24)} {f(y + r * 0.6)}V820" stroke="{c}" stroke-width="2"/>' +
          "".join(f'<path d="M{f(lx)} {yy}h24" stroke="{c}" stroke-width="2"/>' for yy in range(int(y + r * 0.6) + 20, 820, 22)))
    S.town(870, 90)


@template("birds_carry_the_moon", ("birds", "moon", "sea"), NIGHTS + ("ember",),
          moods=("moving house", "migration", "teamwork"),
          carried=("moon|", "sun|", "house|n:house", "lantern|n:red-paper-lantern"))
def birds_carry_the_moon(S, m):
    outdoor(S, 720, "sea", light=(0, 0, 0), stars=140)
    x, y = W / 2 + S.rng.uniform(-60, 60), S.rng.uniform(470, 520)
    heavenly(S, m["carried"], x, y, 70)
    c = dark(S, 0.7)
    for k in range(7):
        bx = x - 150 + k * 50 + S.rng.uniform(-12, 12)
        by = y - 230 + S.rng.uniform(-40, 40) + abs(k - 3) * 14
        S.add(f'<path d="M{f(bx)} {f(by + 10)}L{f(x + (k - 3) * 16)} {f(y - 66)}" stroke="{mix(S.light, S.mid, 0.4)}" stroke-width="1.2"/>')
        S.icon("g:seagull", bx, by, 40, "sil", c, anchor="center", rot=S.rng.uniform(-10, 10), solid=False)


@template("sun_moon_seesaw", ("sun", "moon", "hills"), ("dusk", "teal", "fog", "gold"),
          moods=("day and night", "balance", "yin and yang"),
          middle=("child|g:person", "cat|g:cat", "owl|g:owl", "traveller|n:person-standing"))
def sun_moon_seesaw(S, m):
    S.sky(0.8)
    S.stars(80, 500)
    S.ridge(740, 20, depth=0.4)
    c = dark(S, 0.7)
    x, y = W / 2, 650
    S.add(f'<path d="M{x - 190} 740Q{x} 600 {x + 190} 740Z" fill="{c}"/>')
    tilt = S.rng.uniform(-10, 10)
    S.add(f'<g transform="rotate({f(tilt)} {x} {y})"><rect x="{x - 230}" y="{y - 6}" width="460" height="12" rx="5" fill="{c}"/></g>')
    S.add(f'<path d="M{x - 26} {y + 90}L{x} {y}L{x + 26} {y + 90}Z" fill="{c}"/>')
    a = math.radians(tilt)
    for side, body in ((-1, "moon"), (1, "sun")):
        bx, by = x + side * 200 * math.cos(a), y + side * 200 * math.sin(a) - 66
        (S.moon if body == "moon" else S.sun)(bx, by, 60)
    put(S, m["middle"], x, y - 6, 70, "#111")


@template("fallen_moon", ("moon", "field", "village"), ("night", "dusk", "teal", "deep"),
          moods=("accident", "gathering", "what now"),
          visitor=("traveller|n:person-standing", "child|g:person", "dog|g:sitting-dog", "cow|g:cow"))
def fallen_moon(S, m):
    S.sky(0.75)
    S.stars(160, 620)
    hx, hy = S.rng.uniform(150, 450), S.rng.uniform(140, 200)
    S.add(f'<circle cx="{f(hx)}" cy="{f(hy)}" r="30" fill="none" stroke="#fffbe6" stroke-dasharray="4 6" opacity="0.6"/>')
    S.ridge(640, 20, depth=0.3)
    S.floor(660, mix(S.ground, S.mid, 0.3))
    S.town(660, 40)
    x = W / 2 + S.rng.uniform(-40, 40)
    S.moon(x, 700, 110, glow=2.4)
    S.add(f'<ellipse cx="{f(x)}" cy="808" rx="150" ry="18" fill="#000" opacity="0.3"/>')
    for side in (-1, 1):
        for k in range(2):
            put(S, m["visitor"], x + side * (170 + k * 60), 820 + k * 10, 60 - k * 10, "#0d0d0d", flip=side > 0)


@template("robot_gardener", ("robot", "flower", "planet"), ("dusk", "ember", "fog", "teal"),
          moods=("tenderness", "devotion", "last of its kind"),
          flower=("flower|n:tulip", "rose|n:rose", "sunflower|n:sunflower", "seedling|n:seedling"))
def robot_gardener(S, m):
    outdoor(S, 660, "desert", stars=60)
    S.icon("n:ringed-planet", S.rng.choice((140, 460)), 300, 90, anchor="center", grade=0.5, a=0.8)
    x = W / 2 + S.rng.uniform(-40, 40)
    side = S.rng.choice((-1, 1))
    S.glow(x + side * 70, 760, 120, S.light, 0.5)
    put(S, m["flower"], x + side * 70, 800, 80)
    S.icon("n:robot", x - side * 60, 820, 170, grade=0.5, flip=side < 0)
    S.icon("g:watering-can", x + side * 10, 700, 60, "sil", dark(S, 0.5), flip=side > 0, solid=False)


@template("cloud_shadow", ("cloud", "shadow", "field"), ("dawn", "gold", "fog", "teal"),
          moods=("illusion", "omen", "true nature"),
          shadow=("whale|g:sperm-whale", "dragon|g:dragon-spiral", "wolf|g:wolf-howl", "ship|g:shooner-sailboat"))
def cloud_shadow(S, m):
    S.sky(0.5)
    S.sun(S.rng.choice((110, 490)), 110, 36)
    x = W / 2 + S.rng.uniform(-40, 40)
    S.clouds(x, 220, 160, mix(S.hor, "#ffffff", 0.5), 0.97)
    S.ridge(450, 16, depth=0.2)
    S.floor(460, mix(S.ground, "#6a8a4a", 0.35))
    sh = ref(m["shadow"])
    S.add('<g transform="translate(0 680) scale(1 0.5) translate(0 -680)">')  # lying on the field
    put(S, sh, x, 880, fit(sh, 420, 500), mix(S.ground, "#000", 0.35), a=0.55, solid=False)
    S.add("</g>")
    for k in range(3):
        S.person(S.rng.uniform(80, 520), S.rng.uniform(760, 860), 36, dark(S, 0.7), "n:person-standing")


@template("laundry_clouds", ("cloud", "rope", "hills"), ("dawn", "gold", "fog", "teal", "dusk"),
          moods=("chores", "fair weather", "everyday magic"),
          hung=("cloud|", "moon|crescent", "star|n:star", "rainbow|n:rainbow"))
def laundry_clouds(S, m):
    outdoor(S, 740, stars=40)
    c = dark(S, 0.6)
    y0, y1 = 430, 470
    S.add(f'<path d="M70 {H}V{y0 - 10}M530 {H}V{y1 - 10}" stroke="{c}" stroke-width="10"/>')
    rope(S, 70, y0, 530, y1, 50, c, 2)
    for k in range(4):
        t = (k + 0.6) / 4.2
        px = 70 + 460 * t
        py = y0 + (y1 - y0) * t + 50 * 4 * t * (1 - t) * 0.5 + 2
        S.add(f'<rect x="{f(px - 3)}" y="{f(py - 8)}" width="6" height="16" fill="{mix("#c89a5a", S.tint, 0.3)}"/>')
        hung = word(m["hung"])
        if hung == "cloud" or k % 2:
            S.clouds(px, py + 40, 110, mix(S.hor, "#ffffff", 0.55), 0.97)
        else:
            heavenly(S, m["hung"], px, py + 40, 34)
    S.person(S.rng.uniform(180, 420), 830, 80, dark(S, 0.75), "n:person-standing")
    S.icon("n:basket", S.rng.choice((130, 470)), 840, 50, solid=False)


@template("cloud_factory", ("factory", "clouds", "town"), ("dawn", "fog", "gold", "dusk", "teal"),
          moods=("making dreams", "industry", "imagination"),
          shape=("sheep|g:sheep", "whale|g:sperm-whale", "fish|g:fish-escape", "rabbit|g:rabbit", "elephant|g:elephant"))
def cloud_factory(S, m):
    outdoor(S, 800, stars=30)
    c = dark(S, 0.65)
    x = S.rng.uniform(170, 230)
    S.add(f'<path d="M{x - 120} 820V640L{x - 60} 680V640L{x} 680V640L{x + 60} 680V820Z" fill="{c}"/>'
          f'<rect x="{x + 70}" y="460" width="36" height="360" fill="{c}"/><rect x="{x + 130}" y="540" width="30" height="280" fill="{c}"/>')
    white = mix("#ffffff", S.hor, 0.2)
    for k in range(4):
        t = k / 3
        px, py = x + 90 + t * 200, 390 - t * 180
        S.clouds(x + 88, 450 - k * 12, 40 + k * 10, white, 0.8)
        S.icon(ref(m["shape"]), px + 10, py + 10, 60 + t * 60, "sil", white, anchor="center", a=0.92, solid=False)
    S.person(x + 230, 830, 40, c, "n:person-standing")


@template("private_rain", ("umbrella", "rain", "field"), ("dawn", "gold", "teal", "fog"),
          moods=("melancholy", "my own weather", "sad on a sunny day"),
          holder=("traveller|n:person-standing", "child|g:person", "dog|g:sitting-dog", "cat|g:cat"))
def private_rain(S, m):
    from .stage import rain

    outdoor(S, 700, "field", light=(S.rng.choice((120, 480)), 140, 60), stars=0)
    S.scatter(["n:sunflower"], 5, (60, 720, 540, 860), (40, 60), grade=0.4)
    x = W / 2 + S.rng.uniform(-40, 40)
    p, _ = put(S, m["holder"], x, 820, 150, "#111")
    top = p.y0 - 30
    S.icon("n:umbrella", x, top + 150, 250, grade=0.4, solid=False)
    S.clouds(x, top + 10, 140, "#5a6478", 1)
    S.add('<g stroke-width="2">')
    rain(S, x - 70, x + 70, top + 10, p.y1 - 10, 50, "#1f4f8f")
    S.add("</g>")


@template("leaves_become_birds", ("tree", "birds", "hills"), ("ember", "gold", "dusk", "fog"),
          moods=("autumn", "letting go", "change"),
          bird=("bird|g:seagull", "butterfly|g:butterfly", "letter|g:paper-arrow"))
def leaves_become_birds(S, m):
    outdoor(S, 760)
    c = dark(S, 0.6)
    tips = []
    x = S.rng.uniform(170, 230)
    branches(S, x, 800, 150, math.pi / 2 + 0.05, 4, c, 22, tips, S.rng)
    leaf = mix("#d8743a", S.tint, 0.3)
    for tx, ty in tips:
        if S.rng.random() < 0.7:
            S.icon("n:maple-leaf", tx, ty, 30, anchor="center", rot=S.rng.uniform(-40, 40), solid=False)
    for k in range(11):
        t = (k + 1) / 11
        bx = x + 40 + t * 330 + S.rng.uniform(-30, 30)
        by = 360 - t * 240 + S.rng.uniform(-40, 40)
        col = mix(leaf, dark(S, 0.7), t)
        ic = "n:maple-leaf" if t < 0.3 else ref(m["bird"])
        S.icon(ic, bx, by, 30 + t * 22, "grade" if ic.startswith("n:") else "sil", None if ic.startswith("n:") else col,
               anchor="center", rot=S.rng.uniform(-20, 20), solid=False)


@template("fish_become_birds", ("sea", "fish", "birds"), ("dawn", "teal", "gold", "dusk", "fog"),
          moods=("evolution", "leap", "transformation"),
          end=("bird|g:seagull", "butterfly|g:butterfly", "star|n:star"))
def fish_become_birds(S, m):
    hz = 640
    S.sky(0.72)
    S.stars(40, hz - 60)
    sky_light(S, S.rng.choice((120, 480)), 160, 40)
    S.sea(hz)
    S.ripples(hz, 24)
    c = dark(S, 0.5)
    x0 = S.rng.uniform(100, 160)
    for k in range(9):
        t = k / 8
        x = x0 + t * 360
        y = hz + 60 - t * 520 + 40 * math.sin(t * 6)
        if t < 0.4:
            S.icon("n:fish", x, y, 46 - t * 20, anchor="center", rot=-30, solid=False)
        else:
            put(S, m["end"], x, y, 30 + t * 20, c, anchor="center", rot=S.rng.uniform(-15, 15), solid=False)
    S.add(f'<ellipse cx="{f(x0)}" cy="{hz + 70}" rx="40" ry="8" fill="#fff" opacity="0.4"/>')


@template("volcano_blooms", ("volcano", "flower"), ("dusk", "ember", "gold", "dawn"),
          moods=("outburst", "joy", "spring"),
          burst=("butterfly|n:butterfly", "flower|n:cherry-blossom", "bird|n:dove", "heart|n:red-heart", "music|n:musical-note"))
def volcano_blooms(S, m):
    outdoor(S, 760, stars=50)
    x = W / 2 + S.rng.uniform(-30, 30)
    c = dark(S, 0.55)
    S.add(f'<path d="M{x - 280} 800L{x - 60} 520H{x + 60}L{x + 280} 800Z" fill="{c}"/>')
    S.glow(x, 520, 200, S.light, 0.55)
    b = ref(m["burst"])
    for k in range(22):
        a = S.rng.uniform(-2.6, -0.5)
        d = S.rng.uniform(60, 380)
        S.icon(b, x + math.cos(a) * d * 0.8, 500 + math.sin(a) * d, S.rng.uniform(22, 40), anchor="center",
               rot=S.rng.uniform(-30, 30), solid=False)
    S.person(x + S.rng.choice((-1, 1)) * 220, 840, 34, dark(S, 0.8), "n:person-standing")


@template("web_of_stars", ("spider web", "stars", "forest"), ("night", "deep", "teal", "dusk"),
          moods=("collector", "trap", "patience"),
          caught=("star|n:star", "moon|n:crescent-moon", "butterfly|n:butterfly", "snowflake|n:snowflake"))
def web_of_stars(S, m):
    S.sky(0.9)
    S.stars(100, 800)
    c = dark(S, 0.75)
    S.add(f'<path d="M30 {H}V80h40V{H}ZM{W - 70} {H}V60h40V{H}Z" fill="{c}"/>')
    cx, cy = W / 2, S.rng.uniform(400, 440)
    silk = mix("#ffffff", S.light, 0.4)
    spokes = [(cx + 260 * math.cos(a), cy + 300 * math.sin(a)) for a in (i * math.pi / 6 for i in range(12))]
    for sx, sy in spokes:
        line(S, [(cx, cy), (sx, sy)], silk, 1.2, 0.6)
    for r in (0.25, 0.45, 0.65, 0.85):
        line(S, [(cx + (sx - cx) * r, cy + (sy - cy) * r) for sx, sy in spokes + spokes[:1]], silk, 1, 0.5)
    for k in range(6):
        sx, sy = spokes[S.rng.randrange(12)]
        r = S.rng.uniform(0.3, 0.8)
        x, y = cx + (sx - cx) * r, cy + (sy - cy) * r
        S.glow(x, y, 40, S.light, 0.5)
        put(S, m["caught"], x, y, 34, anchor="center", solid=False)
    S.icon("g:hanging-spider", cx + 40, cy - 220, 50, "sil", "#111", solid=False)


@template("boat_on_clouds", ("boat", "clouds", "town"), ("dawn", "gold", "dusk", "fog"),
          moods=("above it all", "voyage", "sailing away"),
          rower=("traveller|n:person-rowing-boat", "cat|g:cat", "fox|g:fox"))
def boat_on_clouds(S, m):
    S.sky(0.6)
    S.stars(90, 500)
    sky_light(S, S.rng.choice((120, 480)), 140, 36)
    for k in range(6):
        S.clouds(S.rng.uniform(40, 560), 520 + k * 20, S.rng.uniform(260, 360), mix(S.hor, "#ffffff", 0.5 + k * 0.05), 0.9)
    x = W / 2 + S.rng.uniform(-60, 60)
    if word(m["rower"]) == "traveller":
        S.icon(ref(m["rower"]), x, 560, 130, "sil", dark(S, 0.7))
    else:
        S.icon("g:canoe", x, 560, 70, "sil", dark(S, 0.7))
        put(S, m["rower"], x, 525, 80, dark(S, 0.7))
    S.add(f'<rect y="700" width="{W}" height="{H - 700}" fill="{S.lin([(0, S.hor, 0.6), (1, S.ground, 1)])}"/>')
    S.town(880, 40, lit=True)
    S.haze(760, 120, 0.5)


@template("pier_to_the_moon", ("pier", "moon", "sea"), NIGHTS + ("dusk",),
          moods=("the long road", "pilgrimage", "devotion"),
          walker=("traveller|n:person-walking", "child|g:person", "dog|g:sitting-dog", "cat|g:cat"))
def pier_to_the_moon(S, m):
    hz = 560
    S.sky(0.62)
    S.stars(150, hz)
    mx, my = W / 2 + S.rng.uniform(-40, 40), 190
    S.moon(mx, my, 70)
    S.sea(hz)
    S.moon_path(mx, hz)
    c = dark(S, 0.7)
    pts = [(W / 2 - 120, H), (W / 2 - 40, 700), (mx - 20, hz), (mx - 6, 330), (mx, my + 70)]
    pts2 = [(W / 2 + 120, H), (W / 2 + 40, 700), (mx + 20, hz), (mx + 6, 330), (mx, my + 70)]
    d = "M" + "L".join(f"{f(x)} {f(y)}" for x, y in pts + pts2[::-1]) + "Z"
    S.add(f'<path d="{d}" fill="{c}"/>')
    S.person(W / 2 + 10, 820, 70, "#0b0b0b", ref(m["walker"]), flip=True)
