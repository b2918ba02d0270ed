"""Scene templates from fables, myths and legends (Aesop, Chinese stories behind idioms,
fairy tales): a picture a player may know the story of, drawn so that it still tells
something to one who does not (a monkey chain reaching for the moon in a pond, a horse too
big for the city gate, a castle asleep under thorns).  As in scenes.py.
"""

from __future__ import annotations

import math

from .compose import H, W, f
from .icons import mix
from .registry import template
from .stage import NIGHTS, SKIES, arc_points, beach, castle, dark, earth_cut, fence, fit, flakes, hull, line, outdoor, put, ref, sky_light, sil


@template("moving_the_mountain", ("mountain", "house"), ("dawn", "gold", "fog", "dusk", "teal"),
          moods=("one basket at a time", "perseverance", "where there's a will"),
          digger=("traveller|g:walk", "child|g:person"), helper=("child|g:person", "dog|g:sitting-dog", "fox|g:fox"))
def moving_the_mountain(S, m):
    hz = 740
    outdoor(S, hz, "field", light=(S.rng.choice((110, 490)), 120, 34), stars=30)
    mx = W / 2 + S.rng.uniform(-30, 30)
    rock = mix(mix(S.hor, S.mid, 0.55), S.ground, 0.5)
    S.add(f'<path d="M-20 {hz + 10}L{f(mx - 150)} 330L{f(mx - 40)} 200L{f(mx + 20)} 230L{f(mx + 90)} 170L{f(mx + 200)} 360L{W + 20} {hz + 10}Z" fill="{rock}"/>'
          f'<path d="M{f(mx + 90)} 170L{f(mx + 200)} 360L{W + 20} {hz + 10}H{f(mx + 40)}Z" fill="#000" opacity="0.15"/>'
          f'<path d="M{f(mx - 40)} 200L{f(mx - 80)} 262L{f(mx - 40)} 250L{f(mx)} 272L{f(mx + 20)} 230Z M{f(mx + 90)} 170L{f(mx + 60)} 214L{f(mx + 95)} 205L{f(mx + 125)} 225Z" fill="{mix(S.light, "#ffffff", 0.5)}"/>')
    S.haze(hz - 40, 120, 0.35)
    # the bite dug out of the mountain's foot, and where the earth goes
    bx = mx + 110
    soil = mix("#8a6040", S.tint, 0.3)
    S.add(f'<path d="M{f(bx - 90)} {hz + 10}Q{f(bx - 60)} {hz - 90} {f(bx + 10)} {hz - 80}Q{f(bx + 60)} {hz - 60} {f(bx + 70)} {hz + 10}Z" fill="{mix(soil, "#000", 0.35)}"/>')
    S.icon("n:house", mx - 190, hz + 6, 46, grade=0.45, solid=False)
    S.floor(hz + 8, mix(S.ground, "#6a5a3a", 0.25))
    c = dark(S, 0.75)
    S.add(f'<path d="M380 {H}Q480 780 {W + 10} 800V{H}Z" fill="{soil}"/>')
    p = S.person(300, 850, 110, c, ref(m["digger"]))
    S.icon("g:basket", p.cx + 4, p.y0 + 4, 40, "sil", c, solid=False)
    h = S.person(170, 860, 80, c, ref(m["helper"]), flip=True)
    S.icon("g:trench-spade", h.x0 - 14, h.y1, 80, "sil", c, rot=-20, solid=False)
    for k in range(3):  # earlier loads, further along the path
        q = S.person(450 + k * 40, 790 - k * 10, 40 - k * 6, c, "g:walk")
        S.icon("g:basket", q.cx, q.y0 + 2, 16 - k * 2, "sil", c, solid=False)


@template("waiting_by_the_stump", ("field", "rabbit"), ("gold", "dawn", "fog", "ember"),
          moods=("wishful thinking", "something for nothing", "waiting"),
          waiter=("traveller|g:meditation", "fisher|n:person-kneeling"))
def waiting_by_the_stump(S, m):
    hz = 600
    outdoor(S, hz, "field", light=(S.rng.choice((120, 480)), 150, 40), stars=20)
    S.clouds(S.rng.uniform(150, 450), 300, 260, a=0.6)
    S.floor(hz + 6, mix(S.ground, "#7a8a40", 0.3))
    sx = W / 2 + S.rng.choice((-1, 1)) * 60
    bark = mix("#6a4a30", S.tint, 0.3)
    S.add(f'<path d="M{sx - 70} 800L{sx - 58} 700H{sx + 58}L{sx + 70} 800Z" fill="{bark}"/>'
          f'<ellipse cx="{sx}" cy="700" rx="58" ry="16" fill="{mix(bark, "#f0d8a8", 0.5)}"/>' +
          "".join(f'<ellipse cx="{sx}" cy="700" rx="{r}" ry="{r * 0.27:.1f}" fill="none" stroke="{bark}" stroke-width="2"/>' for r in (14, 28, 42)))
    c = dark(S, 0.8)
    side = 1 if sx < W / 2 else -1
    S.person(sx + side * 150, 810, 110, c, ref(m["waiter"]), flip=side > 0)
    # weeds grown tall while he waited
    grass = mix("#5a7a30", S.tint, 0.3)
    blades = "".join(f'<path d="M{f(x)} {H}q{f(S.rng.uniform(-20, 20))} -{f(S.rng.uniform(60, 170))} {f(S.rng.uniform(-30, 30))} -{f(S.rng.uniform(120, 220))}"/>'
                     for x in (S.rng.uniform(0, W) for _ in range(46)))
    S.add(f'<g stroke="{grass}" stroke-width="4" fill="none" stroke-linecap="round">{blades}</g>')
    # a rabbit goes by behind his back
    rx = W / 2 - side * 210
    S.icon("g:rabbit", rx, hz + 70, 56, "sil", dark(S, 0.6), flip=side < 0, solid=False)
    S.add(f'<path d="M{f(rx + side * 40)} {hz + 66}q{side * 20} -30 {side * 44} 0q{side * 20} -30 {side * 44} 0" stroke="{dark(S, 0.6)}" fill="none" stroke-dasharray="3 5" stroke-width="2"/>')


@template("frog_in_the_well", ("frog", "well"), ("dawn", "gold", "teal", "dusk", "fog"),
          moods=("narrow view", "comfort zone", "perspective"),
          visitor=("bird|g:sparrow", "turtle|n:turtle", "owl|g:owl"))
def frog_in_the_well(S, m):
    gy = 300
    S.sky(gy / H + 0.05)
    S.stars(40, gy)
    sky_light(S, S.rng.choice((100, 500)), 90, 30)
    S.ridge(gy, 16, depth=0.3, waves=3)
    S.scatter(["g:seagull"], 4, (60, 60, 540, 200), (16, 26), dark=0.3, mode="sil", colour=dark(S, 0.5))
    earth_cut(S, gy)
    x, top, bot, r = W / 2, gy + 10, 800, 70
    wall = mix("#8a8078", S.tint, 0.3)
    S.add(f'<rect x="{x - r - 22}" y="{top}" width="{2 * r + 44}" height="{bot - top + 30}" fill="{wall}"/>'
          f'<rect x="{x - r}" y="{top}" width="{2 * r}" height="{bot - top}" fill="{S.lin([(0, mix(S.hor, S.light, 0.3), 1), (0.25, mix(S.top, "#000", 0.3), 1), (1, "#05080c", 1)])}"/>' +
          "".join(f'<path d="M{x - r - 22} {y}h22M{x + r} {y}h22" stroke="#000" stroke-opacity="0.3" stroke-width="2"/>' for y in range(top + 30, bot, 34)))
    S.beam(x, top, x - r + 10, x + r - 10, bot, 0.3)
    S.add(f'<rect x="{x - r}" y="{bot - 20}" width="{2 * r}" height="40" fill="{mix(S.top, "#3a6a8a", 0.5)}"/>'
          f'<ellipse cx="{x}" cy="{bot - 20}" rx="{r}" ry="6" fill="{mix(S.light, S.mid, 0.4)}" opacity="0.5"/>')
    S.icon("g:frog", x, bot - 16, 60, "sil", mix("#4a7a3a", S.tint, 0.3), solid=False)
    S.icon("g:well", x, gy + 12, 150, "sil", dark(S, 0.55), solid=False)
    sil(S, m["visitor"], x + 120, gy + 4, 46, dark(S, 0.75), flip=True)


@template("carving_the_boat", ("boat", "lake"), ("fog", "dawn", "gold", "teal", "dusk"),
          moods=("looking in the wrong place", "stubborn", "missed chance"),
          lost=("key|n:old-key", "crown|n:crown", "ring|n:ring", "coin|n:coin"))
def carving_the_boat(S, m):
    wy = 500
    outdoor(S, wy, None, stars=30)
    S.ridge(wy, 24, depth=0.3, waves=2)
    S.add(f'<rect y="{wy}" width="{W}" height="{H - wy}" fill="{S.lin([(0, mix(S.hor, S.mid, 0.4), 1), (0.15, mix(S.mid, S.top, 0.5), 1), (1, mix(S.top, "#000", 0.5), 1)])}"/>')
    S.ridge(870, 14, mix(S.top, "#000", 0.55), waves=4)
    side = S.rng.choice((-1, 1))
    bx = W / 2 + side * 110
    c = dark(S, 0.75)
    hull(S, bx, wy - 4, 220, 50, c)
    S.person(bx - side * 40, wy - 14, 80, c, "n:person-kneeling", flip=side < 0)
    S.add(f'<path d="M{f(bx - side * 70)} {wy}l{-side * 8} 14l{-side * 8} -14" stroke="{S.light}" stroke-width="4" fill="none"/>')
    S.glow(bx - side * 78, wy + 8, 40, S.light, 0.8)
    S.add("".join(f'<path d="M{f(bx + side * (130 + k * 50))} {wy + 6 + k * 3}h{side * 40}" stroke="{S.light}" stroke-opacity="0.4" stroke-width="2"/>' for k in range(4)))
    lx = W / 2 - side * 190
    S.add(f'<path d="M-10 {H}V850Q{W / 2} 820 {W + 10} 856V{H}Z" fill="{mix("#8a7a60", S.tint, 0.3)}" opacity="0.6"/>')
    S.glow(lx, 820, 110, S.light, 0.6)
    put(S, m["lost"], lx, 846, 64, grade=0.2, rot=30, solid=False)
    S.add("".join(f'<circle cx="{f(lx + S.rng.uniform(-8, 8))}" cy="{f(790 - k * 36)}" r="{f(2.5 + k * 0.4)}" fill="none" stroke="#e8fff8" stroke-opacity="0.6" stroke-width="1.5"/>' for k in range(8)))
    S.add("".join(f'<ellipse cx="{f(lx)}" cy="{wy + 4}" rx="{16 + k * 22}" ry="{3 + k * 3}" fill="none" stroke="{S.light}" stroke-opacity="{0.6 - k * 0.15:.2f}" stroke-width="2"/>' for k in range(3)))


@template("monkeys_catch_the_moon", ("monkey", "moon", "pond"), NIGHTS + ("dusk",),
          moods=("chasing the impossible", "illusion", "teamwork"),
          moon=("moon|", "moon|crescent"))
def monkeys_catch_the_moon(S, m):
    hz = 560
    S.sky(0.62)
    S.stars(110, hz - 40)
    side = S.rng.choice((-1, 1))
    mx = W / 2 - side * 150
    S.moon(mx, 150, 46, crescent=m["moon"].endswith("crescent"))
    S.ridge(hz, 20, depth=0.4)
    S.add(f'<rect y="{hz}" width="{W}" height="{H - hz}" fill="{S.lin([(0, mix(S.hor, S.mid, 0.5), 1), (1, S.ground, 1)])}"/>')
    ry = 790
    S.glow(mx, ry, 90, S.light, 0.4)
    S.moon(mx, ry, 40, glow=1.2, crescent=m["moon"].endswith("crescent"))
    S.ripples(hz + 20, 20, mx)
    c = dark(S, 0.8)
    tx = W / 2 + side * 260
    S.add(f'<path d="M{tx - 40} {H}C{tx - 20} 600 {tx - 10} 300 {tx + side * 10} 0H{tx + side * 80}V{H}Z" fill="{c}"/>'
          f'<path d="M{tx} 250Q{W / 2} 200 {mx + side * 30} 290" stroke="{c}" stroke-width="18" fill="none" stroke-linecap="round"/>')
    x, y = mx + side * 30, 290
    for k in range(4):  # a chain of monkeys, each holding the feet of the one above
        x, y = hanging_monkey(S, x, y, 1.15, c, side if k % 2 else -side)
    line(S, [(x - 8, y - 20), (mx + side * 4, ry - 36)], c, 6)
    line(S, [(x + 8, y - 20), (mx + side * 24, ry - 44)], c, 6)


def hanging_monkey(S, x: float, y: float, s: float, c: str, lean: int) -> tuple[float, float]:
    """A monkey hanging by its hands from (x, y); returns where its feet are."""
    fx = x + lean * 10 * s
    S.add(f'<g stroke="{c}" stroke-width="{f(6 * s)}" stroke-linecap="round" fill="none">'
          f'<path d="M{f(x - 6 * s)} {f(y)}L{f(x - 10 * s)} {f(y + 32 * s)}M{f(x + 6 * s)} {f(y)}L{f(x + 10 * s)} {f(y + 32 * s)}"/>'
          f'<path d="M{f(x - 6 * s)} {f(y + 62 * s)}L{f(fx - 6 * s)} {f(y + 88 * s)}M{f(x + 6 * s)} {f(y + 62 * s)}L{f(fx + 6 * s)} {f(y + 88 * s)}"/>'
          f'<path d="M{f(x)} {f(y + 64 * s)}q{f(-lean * 34 * s)} {f(10 * s)} {f(-lean * 26 * s)} {f(-20 * s)}" stroke-width="{f(4 * s)}"/></g>'
          f'<g fill="{c}"><circle cx="{f(x)}" cy="{f(y + 26 * s)}" r="{f(11 * s)}"/><circle cx="{f(x - 11 * s)}" cy="{f(y + 24 * s)}" r="{f(4.5 * s)}"/>'
          f'<circle cx="{f(x + 11 * s)}" cy="{f(y + 24 * s)}" r="{f(4.5 * s)}"/><ellipse cx="{f(x)}" cy="{f(y + 50 * s)}" rx="{f(12 * s)}" ry="{f(18 * s)}"/></g>')
    return fx, y + 88 * s


@template("chasing_the_sun", ("sun", "hills", "traveller"), ("ember", "gold", "dusk", "dawn"),
          moods=("chasing a dream", "ambition", "the long road"),
          runner=("traveller|n:person-running", "traveller|n:man-running"))
def chasing_the_sun(S, m):
    hz = 640
    S.sky(0.72)
    S.stars(30, hz - 100)
    side = S.rng.choice((-1, 1))
    sx = W / 2 + side * 180
    S.sun(sx, hz - 30, 80)
    S.ridge(hz, 24, depth=0.35)
    S.ridge(hz + 70, 18, depth=0.75, waves=2)
    S.town(hz + 170, 26, dark(S, 0.3))
    S.floor(hz + 168, dark(S, 0.35))
    c = dark(S, 0.75)
    S.person(W / 2 - side * 60, hz + 130, 400, c, ref(m["runner"]), flip=side < 0)
    for k in range(4):  # his footprints, become lakes
        x = W / 2 - side * (200 + k * 30)
        y = hz + 190 + k * 50
        S.add(f'<ellipse cx="{f(x)}" cy="{f(y)}" rx="{34 + k * 10}" ry="{8 + k * 3}" fill="{mix(S.light, S.hor, 0.4)}" opacity="0.8"/>')


@template("too_many_suns", ("sun", "archer", "desert"), ("ember", "gold", "dawn"),
          moods=("heat", "courage", "one too many"),
          shooter=("archer|g:archer", "archer|g:archer"))
def too_many_suns(S, m):
    hz = 700
    S.sky(0.8)
    c = dark(S, 0.8)
    suns = [(S.rng.uniform(60, 540), S.rng.uniform(80, 420)) for _ in range(30)]
    picked = []
    for x, y in suns:
        if all(math.hypot(x - a, y - b) > 120 for a, b in picked):
            picked.append((x, y))
        if len(picked) == 9:
            break
    for x, y in picked:
        S.sun(x, y, S.rng.uniform(22, 34))
    fx, fy = picked[-1]
    S.add(f'<path d="M{f(fx)} {f(fy)}l60 110" stroke="{S.light}" stroke-width="5" opacity="0.5" stroke-linecap="round"/>')
    S.dunes(hz)
    cracks = "".join(f'<path d="M{f(x)} {f(y)}l{f(S.rng.uniform(-30, 30))} {f(S.rng.uniform(8, 20))}l{f(S.rng.uniform(-30, 30))} {f(S.rng.uniform(4, 14))}"/>'
                     for x, y in ((S.rng.uniform(0, W), S.rng.uniform(hz + 60, H)) for _ in range(30)))
    S.add(f'<g stroke="{dark(S, 0.5)}" stroke-width="2" fill="none">{cracks}</g>')
    side = -1 if fx > W / 2 else 1
    S.add(f'<path d="M{W / 2 + side * 300} {H}L{W / 2 + side * 130} {H}L{W / 2 + side * 190} 740L{W / 2 + side * 260} 720L{W / 2 + side * 320} 760Z" fill="{c}"/>')
    S.person(W / 2 + side * 220, 730, 120, c, ref(m["shooter"]), flip=side > 0)


@template("filling_the_sea", ("bird", "sea", "wave"), SKIES,
          moods=("perseverance", "devotion", "against all odds"),
          bird=("bird|g:seagull", "bird|g:dove", "crow|g:raven"))
def filling_the_sea(S, m):
    hz = 430
    outdoor(S, hz, "sea", light=(S.rng.choice((120, 480)), 140, 36), stars=80)
    c = dark(S, 0.75)
    sx = W / 2 + S.rng.uniform(-90, 90)
    stone = mix("#a8a090", S.tint, 0.35)
    S.add(f'<ellipse cx="{f(sx)}" cy="800" rx="150" ry="24" fill="{mix(S.light, S.hor, 0.5)}" opacity="0.35"/>'
          f'<path d="M{f(sx - 120)} 800Q{f(sx)} 730 {f(sx + 120)} 800Z" fill="{mix(stone, "#000", 0.25)}"/>')
    S.add("".join(f'<circle cx="{f(sx + S.rng.uniform(-90, 90) * (1 - t))}" cy="{f(796 - 50 * t)}" r="{f(S.rng.uniform(6, 11))}" fill="{mix(stone, S.light, S.rng.uniform(0, 0.3))}"/>'
                  for t in (S.rng.random() ** 1.5 for _ in range(34))))
    bx, by = W / 2 - (sx - W / 2) * 0.8, S.rng.uniform(330, 380)
    b, _ = S.icon(ref(m["bird"]), bx, by, 120, "sil", c, anchor="center", flip=sx < bx)
    S.add(f'<circle cx="{f(b.cx)}" cy="{f(b.y1 + 6)}" r="9" fill="{stone}"/>')
    S.add(f'<path d="M{f(b.cx)} {f(b.y1 + 24)}Q{f((b.cx + sx) / 2)} 600 {f(sx)} 720" stroke="{S.light}" stroke-dasharray="2 10" stroke-width="3" fill="none" opacity="0.6"/>')


@template("bridge_of_magpies", ("birds", "stars", "night"), ("night", "deep", "dusk", "teal"),
          moods=("reunion", "romance", "longing"),
          bird=("birds|g:dove", "birds|g:seagull"))
def bridge_of_magpies(S, m):
    S.sky(0.9)
    S.stars(160, 760)
    # the river of stars, from the top down the middle
    band = "M{} 0C{} 300 {} 500 {} {}L{} {}C{} 500 {} 300 {} 0Z".format(
        W / 2 - 40, W / 2 - 140, W / 2 + 60, W / 2 - 60, H, W / 2 + 180, H, W / 2 + 220, W / 2 + 20, W / 2 + 140)
    S.add(f'<path d="{band}" fill="{S.light}" opacity="0.18"/>')
    cid = S.uid("mw")
    S.defs.append(f'<clipPath id="{cid}"><path d="{band}"/></clipPath>')
    S.add(f'<g clip-path="url(#{cid})" fill="#fffbe8">' +
          "".join(f'<circle cx="{f(S.rng.uniform(100, 520))}" cy="{f(S.rng.uniform(0, H))}" r="{S.rng.choice((0.7, 1, 1.4, 2))}"/>' for _ in range(420)) + "</g>")
    S.ridge(790, 20, depth=0.8)
    c = dark(S, 0.75)
    pts = arc_points(40, 640, 560, 640, 250, 15)
    for k, (x, y) in enumerate(pts[1:-1]):
        sil(S, m["bird"], x, y + 14, 40, c, anchor="center", flip=k % 2 == 0, rot=(k % 3 - 1) * 10, solid=False)
    tx, ty = pts[7]
    S.person(tx - 22, ty - 12, 58, c, "g:person")
    S.person(tx + 22, ty - 12, 58, c, "g:person", flip=True)
    S.glow(tx, ty - 40, 70, S.light, 0.5)


@template("blind_men_and_elephant", ("elephant", "night", "lantern"), ("night", "deep", "teal", "dusk"),
          moods=("partial truth", "perspective", "the unknown"),
          beast=("elephant|g:elephant",))
def blind_men_and_elephant(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, mix(S.top, "#000", 0.4), 1), (1, mix(S.ground, "#000", 0.3), 1)])}"/>')
    S.stars(30, 200)
    S.floor(820, mix(S.ground, "#000", 0.3))
    flip = S.rng.random() < 0.5
    h = fit(m["beast"], 420, 540)
    box, svg = sil(S, m["beast"], W / 2, 830, h, mix(S.top, S.mid, 0.3), flip=flip, add=False)
    _, lit = sil(S, m["beast"], W / 2, 830, h, mix(S.light, S.mid, 0.3), flip=flip, add=False)
    S.add(svg)
    # each one lights (and knows) one part of it
    people = [box.x0 + 10, box.x0 + box.w * 0.36, box.x0 + box.w * 0.68, box.x1 - 10]
    spots = [(x, 730 - (k % 2) * 60) for k, x in enumerate(people)]
    cid = S.uid("lit")
    S.defs.append(f'<clipPath id="{cid}">' + "".join(f'<circle cx="{f(x)}" cy="{f(y)}" r="74"/>' for x, y in spots) + "</clipPath>")
    for x, y in spots:
        S.glow(x, y, 110, S.light, 0.4)
    S.add(f'<g clip-path="url(#{cid})">{lit}</g>')
    c = "#05070a"
    for k, (x, y) in enumerate(spots):
        px = x + (28 if x < W / 2 else -28)
        S.person(px, 880, 100, c, "g:person", flip=x > W / 2)
        S.icon("g:old-lantern", x, y + 20, 30, "sil", c, anchor="center", solid=False)
        S.add(f'<circle cx="{f(x)}" cy="{f(y + 22)}" r="5" fill="{S.light}"/>')


@template("mending_the_fence", ("sheep", "fence", "field"), ("dusk", "ember", "gold", "fog"),
          moods=("better late than never", "too late", "lesson"),
          mender=("traveller|n:person-kneeling", "fisher|g:kneeling"))
def mending_the_fence(S, m):
    hz = 560
    outdoor(S, hz, "field", light=(0, 0, 0), stars=60)
    side = S.rng.choice((-1, 1))
    mx = W / 2 + side * 170
    sky_light(S, mx, hz - 80, 44)
    S.floor(hz + 4, mix(S.ground, "#5a6a3a", 0.25))
    paws = "".join(f'<circle cx="{f(W / 2 + (mx - W / 2) * t + (6 if k % 2 else -6))}" cy="{f(720 - (720 - hz - 10) * t)}" r="{f(4 - 2.5 * t)}"/>'
                   for k, t in enumerate(i / 14 for i in range(14)))
    S.add(f'<g fill="{dark(S, 0.6)}">{paws}</g>')
    S.add("".join(f'<circle cx="{f(W / 2 + S.rng.uniform(-44, 44))}" cy="{f(S.rng.uniform(680, 730))}" r="{f(S.rng.uniform(4, 8))}" fill="#f2eee4" opacity="0.8"/>' for _ in range(6)))
    wood = mix("#8a6a48", S.tint, 0.35)
    gx = W / 2
    fence(S, 740, wood, gap=(gx - 50, gx + 50), h=90)
    S.add(f'<rect x="{gx - 50}" y="{740 - 72}" width="100" height="8" fill="{wood}" transform="rotate({side * 14} {gx} 670)"/>')
    c = dark(S, 0.85)
    S.person(gx + side * 70, 800, 90, c, ref(m["mender"]), flip=side > 0)
    S.icon("g:sheep", gx - side * 150, 860, 80, "sil", mix("#f2eee4", S.tint, 0.3), flip=side > 0, solid=False)
    S.icon("g:sheep", gx - side * 60, 880, 60, "sil", mix("#e2ded4", S.tint, 0.3), flip=side < 0, solid=False)


@template("fox_and_grapes", ("fox", "wall"), ("dusk", "gold", "teal", "dawn", "fog"),
          moods=("sour grapes", "temptation", "out of reach"),
          eater=("fox|g:fox", "fox|g:fox-tail"))
def fox_and_grapes(S, m):
    outdoor(S, 660, "field", stars=50)
    wy = 420
    stone = mix("#b0a090", S.tint, 0.3)
    S.add(f'<rect y="{wy}" width="{W}" height="{860 - wy}" fill="{stone}"/>' +
          "".join(f'<path d="M0 {y}H{W}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>' for y in range(wy + 40, 860, 40)) +
          "".join(f'<path d="M{x + (y // 40 % 2) * 40} {y}v40" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>' for y in range(wy, 860, 40) for x in range(0, W, 80)))
    S.floor(860, dark(S, 0.4))
    leaf = mix("#4a7a3a", S.tint, 0.35)
    S.add(f'<path d="M-10 {wy + 6}' + "".join(f"Q{x + 40} {wy - 30} {x + 80} {wy + 6}" for x in range(-10, W, 80)) + f'" stroke="{mix(leaf, "#000", 0.3)}" stroke-width="8" fill="none"/>')
    S.scatter(["n:leaf-fluttering-in-wind"], 12, (30, wy - 40, 570, wy + 30), (30, 44), grade=0.4, rots=(-40, 40))
    gx = S.rng.uniform(180, 420)
    for k, dx in enumerate((-70, 10, 90)):
        S.glow(gx + dx, wy + 90, 60, S.light, 0.25)
        S.icon("n:grapes", gx + dx, wy + 40 + (k % 2) * 30, 80 - k * 6, grade=0.3, rot=180 + (k - 1) * 10, solid=False)
    side = 1 if gx < W / 2 else -1
    S.person(gx + side * 30, 860, 170, dark(S, 0.75), "g:fox", flip=side > 0)


@template("icarus_wings", ("sun", "sea", "feather"), ("gold", "dawn", "ember", "fog"),
          moods=("hubris", "the fall", "flight"),
          ship=("ship|g:galleon", "boat|g:sailboat"))
def icarus_wings(S, m):
    hz = 640
    S.sky(0.72)
    sx = W / 2 + S.rng.uniform(-60, 60)
    S.sun(sx, 200, 90)
    S.sea(hz)
    S.moon_path(sx, hz)
    S.ripples(hz, 24)
    side = S.rng.choice((-1, 1))
    c = dark(S, 0.7)
    fx, fy = sx + side * 150, 360
    wing = mix(c, S.light, 0.25)
    for w in (-1, 1):
        S.icon("g:feathered-wing", fx + w * 56, fy - 14, 130, "sil", wing, anchor="center", flip=w > 0, rot=w * 20 + side * 25, solid=False)
    S.icon("n:person-standing", fx, fy, 90, "sil", c, anchor="center", rot=side * 25, solid=False)
    for k in range(9):  # the wax gives: feathers drift toward the sea
        x = fx + side * S.rng.uniform(-30, 90) * (1 + k * 0.3)
        y = fy + 70 + k * 34
        S.icon("g:feather", x, y, S.rng.uniform(18, 28), "sil", mix(c, S.light, 0.3), anchor="center", rot=S.rng.uniform(-60, 60), solid=False)
    sil(S, m["ship"], W / 2 - side * 200, hz + 20, 60, dark(S, 0.6), flip=side > 0, solid=False)


@template("boulder_uphill", ("rock", "hill", "traveller"), ("dusk", "ember", "gold", "fog", "teal"),
          moods=("endless task", "effort", "burden"),
          pusher=("traveller|g:push", "traveller|g:push"))
def boulder_uphill(S, m):
    outdoor(S, 900, None, light=(490, 150, 36), stars=80)
    c = dark(S, 0.7)
    S.add(f'<path d="M-10 880L{W + 10} 330V{H}H-10Z" fill="{c}"/>'
          f'<path d="M{W - 60} 384l0 -60l34 14l-34 14" stroke="{c}" stroke-width="4" fill="{mix(S.light, "#d04040", 0.5)}"/>')
    t = S.rng.uniform(0.45, 0.6)
    x = -10 + (W + 20) * t
    y = 880 - 550 * (x + 10) / (W + 20)
    ang = math.degrees(math.atan2(-550, W + 20))
    r = 80
    bx, by = x + 40, y - 20 - r * 0.95
    rock = mix("#8a8078", S.tint, 0.35)
    S.add(f'<circle cx="{f(bx)}" cy="{f(by)}" r="{r}" fill="{rock}"/>'
          f'<path d="M{f(bx - 40)} {f(by - 30)}q20 -14 40 -6M{f(bx + 10)} {f(by + 30)}q24 -4 34 -24" stroke="#000" stroke-opacity="0.2" stroke-width="4" fill="none"/>')
    cid = S.uid("p")
    S.defs.append(f'<clipPath id="{cid}"><rect x="0" y="0" width="{f(bx - r + 18)}" height="{H}"/></clipPath>')
    _, svg = S.icon(ref(m["pusher"]), bx - r - 20, y + 4, 120, "sil", c, rot=ang * 0.4, add=False)
    S.add(f'<g clip-path="url(#{cid})">{svg}</g>')
    S.add("".join(f'<path d="M{f(xx)} {f(880 - 550 * (xx + 10) / (W + 20) + 6)}l-6 10" stroke="{mix(c, S.hor, 0.3)}" stroke-width="2"/>' for xx in range(20, int(x) - 60, 30)))


@template("ark_before_the_rain", ("ship", "field", "storm"), ("fog", "dusk", "gold", "teal"),
          moods=("before the storm", "shelter", "gathering"),
          pair=("elephant|g:elephant", "camel|g:camel", "sheep|g:sheep", "cow|g:cow"))
def ark_before_the_rain(S, m):
    hz = 680
    outdoor(S, hz, "field", light=(S.rng.choice((120, 480)), 150, 34), stars=20)
    side = S.rng.choice((-1, 1))
    cloud = mix("#303848", S.tint, 0.2)
    for k in range(5):
        S.clouds(W / 2 + side * (140 + k * 30) - side * k * 60, 120 + k * 50, 420 - k * 30, cloud, 0.95)
    S.add(f'<path d="M{W / 2 + side * 300} 260V{hz}" stroke="#fff" stroke-opacity="0"/>')
    wood = mix("#6a4a30", S.tint, 0.3)
    ax = W / 2 - side * 60
    hull(S, ax, 560, 420, 120, wood)
    S.add(f'<rect x="{ax - 120}" y="460" width="240" height="80" fill="{mix(wood, "#fff", 0.12)}"/>'
          f'<path d="M{ax - 140} 462L{ax} 400L{ax + 140} 462Z" fill="{mix(wood, "#000", 0.2)}"/>'
          f'<rect x="{ax - 20}" y="490" width="40" height="50" fill="{S.light}" opacity="0.8"/>')
    S.glow(ax, 520, 120, S.light, 0.35)
    ramp_top = (ax + side * 20, 540)
    ramp_bot = (W / 2 + side * 230, 800)
    S.add(f'<path d="M{ramp_top[0]} {ramp_top[1]}L{ramp_bot[0]} {ramp_bot[1]}" stroke="{mix(wood, "#fff", 0.2)}" stroke-width="14"/>')
    c = dark(S, 0.75)
    for k in range(2):
        t = 0.45 + k * 0.35
        x = ramp_top[0] + (ramp_bot[0] - ramp_top[0]) * t
        y = ramp_top[1] + (ramp_bot[1] - ramp_top[1]) * t
        for j in (0, 1):
            S.icon(ref(m["pair"]), x + side * j * 34, y - 4 + j * 6, fit(m["pair"], 70 + 20 * k, 110), "sil", c, flip=side > 0, solid=False)


@template("tower_braid", ("tower", "forest", "knight"), ("night", "dusk", "teal", "gold", "fog"),
          moods=("rescue", "fairy tale", "waiting"),
          climber=("knight|g:mountain-climbing", "traveller|n:person-climbing"))
def tower_braid(S, m):
    outdoor(S, 760, "hills", light=(0, 0, 0), stars=120)
    side = S.rng.choice((-1, 1))
    tx = W / 2 + side * 120
    sky_light(S, W / 2 - side * 150, 150, 40)
    forest_y = 780
    stone = mix("#8a8290", S.tint, 0.3)
    S.add(f'<rect x="{tx - 55}" y="200" width="110" height="{forest_y - 200}" fill="{stone}"/>'
          f'<path d="M{tx - 75} 205L{tx} 60L{tx + 75} 205Z" fill="{mix("#6a3a3a", S.tint, 0.3)}"/>' +
          "".join(f'<path d="M{tx - 55} {y}H{tx + 55}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>' for y in range(230, forest_y, 30)))
    wx = tx - side * 20
    S.add(f'<rect x="{wx - 16}" y="240" width="32" height="46" rx="16" fill="{S.light}"/>')
    S.glow(wx, 262, 70, S.light, 0.6)
    hair = mix("#e8c060", S.tint, 0.2)
    y, x, pts = 286, wx, []
    while y < forest_y + 40:
        pts.append((x, y))
        y += 24
        x = wx - side * 12 * math.sin(y / 60) - side * (y - 286) * 0.12
    line(S, pts, hair, 16)
    S.add("".join(f'<path d="M{f(px - 7)} {f(py - 4)}l14 8" stroke="{mix(hair, "#000", 0.3)}" stroke-width="2"/>' for px, py in pts[1:]))
    S.pines(forest_y + 40, 14, 160, dark(S, 0.7))
    S.floor(forest_y + 38, dark(S, 0.75))
    cx, cy = pts[len(pts) * 2 // 3]
    S.person(cx + side * 4, cy + 40, 56, dark(S, 0.85), ref(m["climber"]), flip=side > 0)


@template("match_visions", ("child", "street", "winter"), ("night", "deep", "snow", "teal"),
          moods=("warmth", "wish", "sadness"),
          vision=("pine|n:christmas-tree", "fire|n:fire", "teapot|n:teapot", "house|n:house-with-garden"))
def match_visions(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, "#0b1430", 1), (1, "#26345a", 1)])}"/>')
    wall = mix("#4a4658", S.tint, 0.25)
    S.add(f'<rect x="0" y="120" width="{W}" height="640" fill="{wall}"/>' +
          "".join(f'<path d="M0 {y}H{W}" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>' for y in range(150, 760, 30)) +
          "".join(f'<path d="M{x + (y // 30 % 2) * 30} {y}v30" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>' for y in range(120, 760, 30) for x in range(0, W, 60)))
    S.add(f'<rect y="760" width="{W}" height="{H - 760}" fill="{mix("#dfe6f0", S.tint, 0.3)}"/>')
    side = S.rng.choice((-1, 1))
    cx = W / 2 + side * 150
    kid = S.person(cx, 800, 170, "#0a0a12", "n:person-kneeling", flip=side > 0)
    mx, my = (kid.x0 + 6 if side > 0 else kid.x1 - 6), kid.y0 + 50
    vx, vy, r = W / 2 - side * 60, 450, 190
    mid = S.uid("v")
    soft = S.rad([(0, "#ffffff", 1), (0.7, "#ffffff", 0.9), (1, "#ffffff", 0)])
    S.defs.append(f'<mask id="{mid}"><circle cx="{vx}" cy="{vy}" r="{r}" fill="{soft}"/></mask>')
    S.add(f'<g mask="url(#{mid})"><rect x="{vx - r}" y="{vy - r}" width="{2 * r}" height="{2 * r}" fill="{S.lin([(0, "#7a3a22", 1), (1, "#e8a060", 1)])}"/>'
          f'<rect x="{vx - r}" y="{vy + 80}" width="{2 * r}" height="{r}" fill="#5a2a1a"/>')
    put(S, m["vision"], vx, vy + 92, 180, grade=0.15)
    S.add("</g>")
    S.add(f'<path d="M{f(mx)} {f(my)}l{-side * 14} -26" stroke="#d8c8a0" stroke-width="3"/>')
    S.glow(mx - side * 14, my - 30, 60, "#ffd070", 0.9)
    S.add(f'<circle cx="{f(mx - side * 14)}" cy="{f(my - 30)}" r="6" fill="#fff4c0"/>')
    flakes(S, 120, 0, H)


@template("sword_in_the_stone", ("sword", "rock", "knight"), ("dawn", "gold", "fog", "dusk", "teal"),
          moods=("the chosen one", "destiny", "the underdog"),
          chosen=("child|g:person", "mouse|g:mouse", "traveller|n:person-standing"))
def sword_in_the_stone(S, m):
    hz = 620
    outdoor(S, hz, "hills", light=(0, 0, 0), stars=40)
    x = W / 2 + S.rng.uniform(-30, 30)
    S.beam(x, -20, x - 90, x + 90, 700, 0.4)
    S.glow(x, 560, 200, S.light, 0.5)
    S.add(f'<path d="M{x - 170} 720Q{x} 600 {x + 170} 720Z" fill="{dark(S, 0.45)}"/>')
    S.icon("g:sword-in-stone", x, 690, 250, "sil", mix("#c8c4bc", S.tint, 0.35), solid=False)
    c = dark(S, 0.8)
    side = S.rng.choice((-1, 1))
    for k in range(4):  # the knights who could not, in a queue
        S.person(x + side * (150 + k * 60), 860 - k * 14, 150 - k * 16, c, "g:person", flip=side > 0)
    sil(S, m["chosen"], x - side * 80, 704, 64, c, flip=side < 0)


@template("giant_tied_down", ("beach", "rope"), ("dawn", "gold", "fog", "teal"),
          moods=("many hands", "prison", "giant", "tiny"),
          climber=("traveller|g:walk", "child|g:person"))
def giant_tied_down(S, m):
    hz = 420
    S.sky(0.5)
    sky_light(S, S.rng.choice((120, 480)), 130, 40)
    S.sea(hz)
    S.ripples(hz, 16)
    beach(S, 560, 520, 570)
    c = dark(S, 0.6)
    side = S.rng.choice((-1, 1))
    S.icon("n:person-standing", W / 2, 720, 500, "sil", c, anchor="center", rot=90 * side, solid=False)
    cord = mix("#e8d8b0", S.tint, 0.2)
    for k in range(6):
        x = 110 + k * 76
        S.add(f'<path d="M{x - 20} 630Q{x} {730 - 70} {x + 20} 840" stroke="{cord}" stroke-width="3" fill="none"/>'
              f'<path d="M{x - 24} 636v-14M{x + 20} 846v-14" stroke="{cord}" stroke-width="4"/>')
    tiny = dark(S, 0.85)
    for k, (x, y) in enumerate(((130, 660), (236, 676), (350, 670), (440, 690), (520, 846), (170, 860), (380, 870), (60, 800))):
        S.person(x, y, 22 + (k % 3) * 3, tiny, ref(m["climber"]) if k % 2 else "g:walk", flip=k % 2 == 0)
    S.add(f'<path d="M300 690l20 -70M310 690l20 -70' + "".join(f"M{300 + i * 3.5:.1f} {690 - i * 12}h10" for i in range(6)) + f'" stroke="{tiny}" stroke-width="2"/>')


@template("wooden_horse", ("horse", "wall", "city"), ("night", "dusk", "ember", "teal"),
          moods=("gift", "trap", "looks can deceive"),
          guard=("traveller|g:person", "knight|g:black-knight-helm"))
def wooden_horse(S, m):
    hz = 560
    outdoor(S, hz, None, light=(S.rng.choice((110, 490)), 130, 36), stars=140)
    wall = mix("#8a8070", S.tint, 0.3)
    S.add(f'<rect y="300" width="{W}" height="{hz - 300 + 40}" fill="{mix(wall, "#000", 0.2)}"/>' +
          "".join(f'<rect x="{x}" y="280" width="30" height="22" fill="{mix(wall, "#000", 0.2)}"/>' for x in range(0, W, 50)))
    gx = W / 2 + S.rng.choice((-1, 1)) * 150
    S.add(f'<path d="M{gx - 50} {hz + 40}V420A50 50 0 0 1 {gx + 50} 420V{hz + 40}Z" fill="#0a0a10"/>')
    S.floor(hz + 40, mix(S.ground, "#6a5a40", 0.2))
    for x in (60, 140, 420, 520):
        S.glow(x, 290, 30, "#ffc860", 0.8)
        S.person(x + 14, 282, 26, "#0a0a10", ref(m["guard"]))
    wood = mix("#a07040", S.tint, 0.3)
    hx = W - gx
    S.glow(hx, 650, 260, S.light, 0.3)
    S.icon("g:trojan-horse", hx, 850, 440, "sil", wood, flip=gx < W / 2, solid=False)
    S.person(gx - 20, hz + 40, 30, "#0a0a10", "n:person-standing")


@template("mouse_frees_the_giant", ("mouse", "forest"), ("dusk", "teal", "gold", "fog", "night"),
          moods=("returning a favour", "the underdog", "friendship"),
          giant=("elephant|g:elephant", "bear|g:polar-bear", "tiger|g:tiger"))
def mouse_frees_the_giant(S, m):
    outdoor(S, 620, "field", stars=40)
    S.pines(640, 16, 200, dark(S, 0.45))
    S.floor(700, mix(S.ground, "#4a5a3a", 0.25))
    x = W / 2
    pale = mix(S.light, S.mid, 0.45)
    b, _ = sil(S, m["giant"], x, 840, fit(m["giant"], 260, 380), pale, flip=S.rng.random() < 0.5, solid=False)
    cid = S.uid("net")
    S.defs.append(f'<clipPath id="{cid}"><ellipse cx="{f(b.cx)}" cy="{f(b.cy + 10)}" rx="{f(b.w / 2 + 40)}" ry="{f(b.h / 2 + 40)}"/></clipPath>')
    cord = dark(S, 0.8)
    grid = "".join(f'<path d="M{f(b.x0 - 200 + k * 34)} {f(b.y0 - 60)}l220 {f(b.h + 160)}M{f(b.x1 + 200 - k * 34)} {f(b.y0 - 60)}l-220 {f(b.h + 160)}"/>' for k in range(24))
    S.add(f'<g clip-path="url(#{cid})" stroke="{cord}" stroke-width="2.5" fill="none">{grid}</g>')
    hx, hy = b.x1 + 10, b.y1 - 20
    S.add(f'<circle cx="{f(hx)}" cy="{f(hy)}" r="30" fill="{pale}"/>')
    S.icon("g:mouse", hx + 20, b.y1 + 20, 62, "sil", "#121212", flip=True, solid=False)
    S.add(f'<path d="M{f(b.cx)} {f(b.y0 - 40)}V0" stroke="{cord}" stroke-width="4"/>')


@template("wind_and_sun", ("sun", "cloud", "traveller"), ("gold", "dawn", "fog", "dusk"),
          moods=("gentleness wins", "a worthy foe", "strength"),
          walker=("traveller|g:hooded-figure", "traveller|n:person-walking"))
def wind_and_sun(S, m):
    hz = 640
    outdoor(S, hz, "hills", light=(0, 0, 0), stars=0)
    side = S.rng.choice((-1, 1))
    sx = W / 2 + side * 170
    S.sun(sx, 180, 60)
    cx = W / 2 - side * 160
    S.clouds(cx, 200, 300, mix("#4a5468", S.tint, 0.25), 1)
    gust = mix(S.hor, "#ffffff", 0.5)
    S.add("".join(f'<path d="M{f(cx + side * 100)} {f(220 + k * 40)}q{side * 120} {20 + k * 10} {side * 220} {40 + k * 30}" stroke="{gust}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.7"/>'
                  for k in range(7)))
    S.scatter(["n:leaf-fluttering-in-wind"], 6, (W / 2 - 120, 280, W / 2 + 120, 560), (20, 30), grade=0.4, rots=(-60, 60))
    S.add(f'<path d="M{W / 2 - 40} {H}L{W / 2 - 4} {hz}H{W / 2 + 4}L{W / 2 + 40} {H}Z" fill="{mix(S.hor, "#e8d8b0", 0.4)}" opacity="0.6"/>')
    S.person(W / 2, 820, 170, dark(S, 0.8), ref(m["walker"]), flip=side > 0)


@template("endless_tower", ("tower", "clouds"), ("gold", "dawn", "fog", "dusk", "ember"),
          moods=("unfinished", "ambition", "aim high"),
          worker=("traveller|g:walk", "traveller|g:person"))
def endless_tower(S, m):
    hz = 760
    outdoor(S, hz, "desert", light=(S.rng.choice((110, 490)), 120, 30), stars=30)
    x = W / 2 + S.rng.uniform(-20, 20)
    stone = mix("#c8a878", S.tint, 0.35)
    y, w, k = hz + 40, 420, 0
    while y > 160:
        h = 70 - k * 3
        S.add(f'<path d="M{f(x - w / 2)} {f(y)}L{f(x - w / 2 + 14)} {f(y - h)}H{f(x + w / 2 - 14)}L{f(x + w / 2)} {f(y)}Z" fill="{mix(stone, S.hor, k * 0.06)}"/>' +
              "".join(f'<rect x="{f(x - w / 2 + 24 + i * 34)}" y="{f(y - h * 0.65)}" width="10" height="{f(h * 0.35)}" rx="5" fill="{dark(S, 0.5)}" opacity="0.5"/>'
                      for i in range(int((w - 48) / 34))))
        S.add(f'<path d="M{f(x - w / 2 + 14)} {f(y - h)}L{f(x + w / 2 - 14)} {f(y - 4)}" stroke="{mix(stone, "#000", 0.25)}" stroke-width="4"/>')
        if k % 2 == 0 and w > 120:
            S.person(x + (k % 4 - 1) * w * 0.2, y - h, max(10, 24 - k * 2), dark(S, 0.8), ref(m["worker"]), flip=k % 4 == 0)
        y -= h
        w *= 0.86
        k += 1
    S.add(f'<path d="M{f(x)} {f(y)}V{f(y - 80)}H{f(x + 60)}M{f(x + 50)} {f(y - 80)}v40" stroke="{dark(S, 0.7)}" stroke-width="4" fill="none"/>')
    for k in range(3):
        S.clouds(x + S.rng.uniform(-80, 80), 230 - k * 40, 300, a=0.9)


@template("sleeping_castle", ("castle", "rose", "knight"), ("night", "dusk", "teal", "fog"),
          moods=("time stands still", "enchantment", "rest"),
          briar=("rose|n:rose", "rose|n:wilted-flower"))
def sleeping_castle(S, m):
    outdoor(S, 700, "hills", light=(S.rng.choice((120, 480)), 150, 46), stars=140)
    x = W / 2
    castle(S, x, 700, 360, dark(S, 0.45), windows=None)
    thorn = dark(S, 0.8)
    for k in range(9):  # briars climbing over everything
        x0 = S.rng.uniform(0, W)
        pts = []
        y = 900
        xx = x0
        while y > S.rng.uniform(300, 520):
            pts.append((xx, y))
            y -= 30
            xx += 26 * math.sin(y / 40 + k)
        line(S, pts, thorn, S.rng.uniform(5, 9))
        for px, py in pts[2::3]:
            S.add(f'<path d="M{f(px)} {f(py)}l10 -6l-6 10Z M{f(px)} {f(py)}l-10 -4l6 10Z" fill="{thorn}"/>')
        if k % 2 == 0:
            px, py = pts[-1]
            put(S, m["briar"], px, py + 10, 34, grade=0.3, anchor="center", solid=False)
    S.glow(W / 2, 840, 90, S.light, 0.3)
    S.person(W / 2, 880, 60, "#05060a", "g:mounted-knight", flip=S.rng.random() < 0.5)


@template("hand_from_the_lake", ("lake", "fog", "boat"), ("fog", "teal", "night", "dawn"),
          moods=("legend", "a call", "gift"),
          held=("lantern|g:old-lantern", "key|n:old-key", "crown|n:crown", "sword|g:broadsword"))
def hand_from_the_lake(S, m):
    hz = 500
    outdoor(S, hz, None, light=(S.rng.choice((120, 480)), 150, 36), stars=40)
    S.ridge(hz, 20, depth=0.2, waves=2)
    S.add(f'<rect y="{hz}" width="{W}" height="{H - hz}" fill="{S.lin([(0, mix(S.hor, S.mid, 0.4), 1), (1, S.ground, 1)])}"/>')
    S.haze(hz + 20, 140, 0.6)
    x = W / 2 + S.rng.uniform(-40, 40)
    arm = mix(S.light, S.mid, 0.45)
    hb, hsvg = S.icon("g:hand", x, 640, 150, "sil", arm, add=False)
    S.add(f'<rect x="{f(x - 26)}" y="620" width="52" height="50" fill="{arm}"/>')
    S.add(hsvg)
    S.mirror([hsvg], 668, 0.2)
    S.add("".join(f'<ellipse cx="{f(x)}" cy="668" rx="{40 + k * 30}" ry="{6 + k * 4}" fill="none" stroke="{S.light}" stroke-opacity="{0.5 - k * 0.1:.2f}" stroke-width="2"/>' for k in range(4)))
    S.glow(x, hb.y0 - 50, 130, S.light, 0.6)
    put(S, m["held"], x, hb.y0 + 46, 100, mix(S.light, "#fff", 0.4), grade=0.2, solid=False)
    side = S.rng.choice((-1, 1))
    bx = W / 2 + side * 190
    hull(S, bx, 800, 130, 28, dark(S, 0.75))
    S.person(bx, 790, 50, dark(S, 0.75), "n:person-standing", flip=side > 0)
