"""Scene templates drawn from sayings: a picture a storyteller can clue with an idiom
(an elephant in the room, when pigs fly, the light at the end of the tunnel) and still
open to other stories.  Pool entries and ``draw(S, m)`` as in scenes.py.
"""

from __future__ import annotations

import math

from .compose import H, W, f
from .icons import mix
from .registry import template
from .stage import NIGHTS, SKIES, arc_points, dark, fit, line, outdoor, put, ref, room, sky_light, word


@template("elephant_in_room", ("room", "table"), ("dusk", "gold", "fog", "teal", "dawn"),
          moods=("unspoken", "awkward silence", "turning a blind eye", "crowded"),
          beast=("elephant|n:elephant", "whale|n:whale", "hippo|n:hippopotamus", "mammoth|n:mammoth"))
def elephant_in_room(S, m):
    floor = 720
    room(S, floor, window=False)
    lx = S.rng.choice((110, 490))
    S.glow(lx, 420, 260, S.light, 0.4)
    S.add(f'<rect x="{lx - 40}" y="150" width="80" height="100" fill="none" stroke="{dark(S, 0.2)}" stroke-width="6"/>')
    flip = lx > W / 2
    put(S, m["beast"], W / 2 + (30 if flip else -30), floor + 30, fit(m["beast"], 470, 500), flip=flip, grade=0.3, dark=0.25)
    tx = W - lx
    S.add(f'<rect x="{tx - 55}" y="{floor + 40}" width="110" height="10" rx="3" fill="{dark(S, 0.5)}"/>'
          f'<path d="M{tx - 45} {floor + 50}v60M{tx + 45} {floor + 50}v60" stroke="{dark(S, 0.5)}" stroke-width="6"/>')
    S.icon("n:teapot", tx, floor + 42, 36, solid=False)
    S.person(tx - 80, floor + 115, 70, dark(S, 0.65), "n:person-standing")
    S.person(tx + 80, floor + 115, 70, dark(S, 0.65), "n:person-standing", flip=True)


@template("when_pigs_fly", ("farm", "sky"), ("dawn", "gold", "fog", "dusk"),
          moods=("impossible", "miracle", "believe it or not"),
          flier=("pig|n:pig", "cow|n:cow", "sheep|n:ewe", "turtle|n:turtle"))
def when_pigs_fly(S, m):
    outdoor(S, 700, "field", stars=20)
    S.clouds(S.rng.uniform(120, 480), S.rng.uniform(420, 480), 260, a=0.6)
    S.icon("g:barn", S.rng.choice((110, 490)), 730, 120, "sil", dark(S, 0.45), solid=False)
    x, y = W / 2 + S.rng.uniform(-60, 60), S.rng.uniform(260, 320)
    wing = mix("#ffffff", S.light, 0.3)
    b, _ = put(S, m["flier"], x, y + 70, 120, grade=0.3, add=False)
    for side in (-1, 1):
        S.icon("g:feathered-wing", x + side * 70, b.y0 + 10, 120, "sil", wing, flip=side > 0, rot=side * 25,
               anchor="center", solid=False)
    put(S, m["flier"], x, y + 70, 120, grade=0.3)
    S.person(W / 2 + S.rng.choice((-1, 1)) * 160, 820, 60, dark(S, 0.7), "n:person-raising-hand")


@template("over_the_moon", ("moon", "hills"), NIGHTS + ("dusk",),
          moods=("overjoyed", "leap of faith", "nursery rhyme"),
          jumper=("cow|n:cow", "sheep|n:ewe", "rabbit|n:rabbit", "pig|n:pig", "horse|n:horse"))
def over_the_moon(S, m):
    S.sky(0.85)
    S.stars(140, 700)
    cx, cy = W / 2 + S.rng.uniform(-40, 40), S.rng.uniform(430, 480)
    S.moon(cx, cy, 120, crescent=S.rng.random() < 0.5)
    S.ridge(770, 26, depth=0.5)
    S.ridge(830, 16, depth=0.9, waves=2)
    pts = arc_points(cx - 230, 760, cx + 230, 760, 560, 12)
    line(S, pts, mix(S.light, S.mid, 0.3), 2, 0.35)
    put(S, m["jumper"], cx + 20, cy - 150, 120, rot=-12, grade=0.3)
    for i, x in enumerate((90, 150)):
        S.person(x if cx > W / 2 else W - x, 800, 44 - i * 8, dark(S, 0.75), "g:sheep", flip=cx < W / 2)


@template("odd_one_out", ("hills", "moon"), NIGHTS + ("fog", "gold", "dusk"),
          moods=("the odd one out", "outsider", "standing apart"),
          odd=("sheep|g:sheep", "wolf|g:wolf-head", "fox|g:fox"))
def odd_one_out(S, m):
    outdoor(S, 640, light=(S.rng.uniform(150, 450), 170, 50), stars=120)
    S.floor(700, mix(S.ground, S.hor, 0.15))
    white = mix("#f2efe6", S.tint, 0.25)
    spots = []
    for _ in range(60):
        x, y = S.rng.uniform(50, 550), S.rng.uniform(700, 860)
        if all(abs(x - a) > 50 or abs(y - b) > 30 for a, b in spots):
            spots.append((x, y))
    spots.sort(key=lambda p: p[1])
    odd = S.rng.randrange(len(spots))
    for k, (x, y) in enumerate(spots):
        h = 26 + (y - 700) * 0.18
        if k == odd:
            S.icon(ref(m["odd"]), x, y, h * 1.1, "sil", "#141414", flip=True, solid=False)
        else:
            S.icon("g:sheep", x, y, h, "sil", white, flip=bool(k % 3 == 0), solid=False)


@template("lightning_in_a_jar", ("storm", "jar", "hills"), ("night", "dusk", "teal", "fog"),
          moods=("once in a lifetime", "daring", "capturing the moment"),
          catcher=("traveller|n:person-standing", "child|g:person", "fisher|g:fishing"))
def lightning_in_a_jar(S, m):
    outdoor(S, 760, light=(0, 0, 0), stars=40)
    S.clouds(W / 2, 120, 600, mix(S.mid, S.top, 0.5), 0.95)
    S.clouds(W / 2 - 80, 200, 380, mix(S.mid, S.top, 0.3), 0.9)
    x = W / 2 + S.rng.uniform(-60, 60)
    p = S.person(x, 830, 110, dark(S, 0.75), ref(m["catcher"]))
    jx, jy = p.x1 + 6, p.y0 - 10
    S.glow(jx, jy - 20, 160, "#fffbe0", 0.6)
    pts, px, py = [], W / 2 - 40, 230
    while py < jy - 50:
        pts.append((px, py))
        px += S.rng.uniform(-40, 40) + (jx - px) * 0.25
        py += S.rng.uniform(40, 70)
    pts.append((jx, jy - 40))
    line(S, pts, "#fffbe0", 6)
    line(S, pts, "#ffffff", 2)
    S.icon("g:mason-jar", jx, jy + 24, 84, "sil", dark(S, 0.8), solid=False)
    S.icon("g:mason-jar", jx, jy + 20, 76, "sil", "#fffbe0", a=0.9)


@template("time_flies", ("clock", "town"), SKIES,
          moods=("time flies", "too late", "chasing"),
          clock=("clock|n:alarm-clock", "clock|n:mantelpiece-clock", "hourglass|n:hourglass-done", "watch|n:watch"))
def time_flies(S, m):
    outdoor(S, 760, "hills")
    S.town(800, 60)
    x = S.rng.choice((130, 470))
    S.person(x, 830, 70, dark(S, 0.75), "n:person-running", flip=x > W / 2)
    wing = mix("#ffffff", S.light, 0.4)
    for i in range(5):
        t = (i + 1) / 5
        cx = x + (W - 2 * x) * 0.75 * t + S.rng.uniform(-30, 30)
        cy = 640 - t * 460 + S.rng.uniform(-25, 25)
        h = 96 - t * 40
        for side in (-1, 1):
            S.icon("g:feathered-wing", cx + side * h * 0.55, cy, h * 0.9, "sil", wing, flip=side < 0, anchor="center",
                   rot=side * -20, solid=False)
        put(S, m["clock"], cx, cy, h, anchor="center", rot=S.rng.uniform(-20, 20), solid=False)


@template("head_in_clouds", ("clouds", "field"), ("dawn", "gold", "fog", "teal", "dusk"),
          moods=("head in the clouds", "dreamer", "lofty"),
          tall=("giraffe|n:giraffe", "traveller|n:person-standing", "lighthouse|n:lighthouse"))
def head_in_clouds(S, m):
    outdoor(S, 720, "field", stars=30)
    x = W / 2 + S.rng.uniform(-50, 50)
    b, _ = put(S, m["tall"], x, 800, 560, grade=0.3)
    cy = b.y0 + 70
    for k in range(3):
        S.clouds(x + S.rng.uniform(-70, 70), cy + 30 - k * 26, S.rng.uniform(300, 380),
                 mix(S.hor, "#ffffff", 0.45), 0.97)
    for side in (-1, 1):
        S.person(x + side * S.rng.uniform(150, 210), 820, 40, dark(S, 0.7), "n:person-standing", flip=side > 0)


@template("cat_out_of_bag", ("cat", "bag", "room"), ("dusk", "gold", "ember", "teal", "fog"),
          moods=("secret revealed", "surprise", "spill the beans"),
          watcher=("mouse|n:mouse", "bird|n:bird", "fish|n:fish", "chick|n:baby-chick"))
def cat_out_of_bag(S, m):
    floor = 700
    room(S, floor)
    x = W / 2 + S.rng.uniform(-40, 40)
    S.glow(x, 560, 260, S.light, 0.4)
    S.icon("n:cat", x + 6, floor - 80, 150, grade=0.4, solid=False)
    S.icon("g:swap-bag", x, floor + 70, 250, "sil", mix("#8a6a42", S.tint, 0.2), solid=False)
    side = S.rng.choice((-1, 1))
    for k in range(3):
        put(S, m["watcher"], x + side * (170 + k * 60), floor + 80 + k * 20, 50 - k * 6, flip=side > 0, grade=0.3)


@template("end_of_tunnel", ("tunnel", "light"), ("night", "ember", "teal", "dusk", "fog"),
          moods=("light at the end of the tunnel", "perseverance", "hope"),
          walker=("traveller|n:person-walking", "child|g:person", "dog|g:sitting-dog", "cat|g:cat"))
def end_of_tunnel(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{dark(S, 0.6)}"/>')
    cx, cy = W / 2 + S.rng.uniform(-30, 30), S.rng.uniform(420, 470)
    for k in range(9, -1, -1):
        t = k / 9
        w, h = 70 + t * 520, 90 + t * 760
        c = mix(S.light, dark(S, 0.7), 0.25 + 0.75 * t ** 0.6)
        S.add(f'<path d="M{f(cx - w / 2)} {f(cy + h * 0.45)}V{f(cy - h * 0.1)}A{f(w / 2)} {f(w / 2)} 0 0 1 {f(cx + w / 2)} {f(cy - h * 0.1)}V{f(cy + h * 0.45)}Z" fill="{c}"/>')
    S.glow(cx, cy, 180, "#ffffff", 0.7)
    S.beam(cx, cy + 20, cx - 200, cx + 200, H, 0.3)
    wx = cx + S.rng.uniform(-20, 20)
    b = S.person(wx, 760, 90, "#0b0b0b", ref(m["walker"]))
    S.add(f'<path d="M{f(b.x0 + 10)} 760L{f(b.x0 - 60)} {H}H{f(b.x1 + 60)}L{f(b.x1 - 10)} 760Z" fill="#000" opacity="0.25"/>')


@template("oyster_pearl_world", ("deep sea", "pearl"), ("deep", "teal", "night"),
          moods=("opportunity", "treasure", "the whole world"),
          pearl=("planet|n:globe-showing-europe-africa", "moon|", "city|n:night-with-stars", "house|n:house"))
def oyster_pearl_world(S, m):
    from .stage import underwater

    underwater(S, 790)
    x = W / 2 + S.rng.uniform(-30, 30)
    S.glow(x, 600, 300, S.light, 0.45)
    shell = mix("#c8b8c8", S.tint, 0.4)
    S.add(f'<path d="M{f(x - 200)} 680Q{f(x)} 880 {f(x + 200)} 680Q{f(x)} 760 {f(x - 200)} 680Z" fill="{shell}"/>'
          f'<path d="M{f(x - 200)} 670Q{f(x - 180)} 380 {f(x + 30)} 360Q{f(x + 220)} 380 {f(x + 200)} 670Q{f(x)} 610 {f(x - 200)} 670Z" fill="{mix(shell, S.mid, 0.3)}"/>'
          f'<path d="M{f(x - 170)} 690Q{f(x)} 800 {f(x + 170)} 690" stroke="#fff" stroke-opacity="0.3" stroke-width="5" fill="none"/>')
    if word(m["pearl"]) == "moon":
        S.moon(x, 690, 58, glow=2)
    else:
        S.glow(x, 690, 120, "#ffffff", 0.5)
        put(S, m["pearl"], x, 690, 110, anchor="center", grade=0.15)
    S.scatter(["n:tropical-fish"], 3, (80, 120, 520, 320), (30, 46), grade=0.5)
    S.person(S.rng.choice((100, 500)), 820, 60, dark(S, 0.6), "n:person-swimming")


@template("fish_in_tree", ("tree", "fish"), SKIES,
          moods=("out of place", "every talent is different", "misfit"),
          below=("cat|g:cat", "bird|g:crow-dive", "fisher|g:fishing"))
def fish_in_tree(S, m):
    from .stage import branches

    outdoor(S, 760, "field")
    c = dark(S, 0.6)
    tips = []
    x = W / 2 + S.rng.uniform(-30, 30)
    branches(S, x, 790, 170, math.pi / 2, 3, c, 24, tips, S.rng)
    for k, (tx, ty) in enumerate(sorted(tips)):
        if k % 2 and 40 < tx < W - 40:
            S.icon("g:sparrow", tx, ty + 4, 36, "sil", c, flip=tx > x, solid=False)
    fx, fy = sorted(tips, key=lambda p: p[1])[0]
    S.icon("n:fish", fx, fy + 6, 70, grade=0.2, solid=False)
    S.glow(fx, fy - 20, 110, S.light, 0.35)
    S.person(x + S.rng.choice((-1, 1)) * 140, 830, 60, c, ref(m["below"]))


@template("white_rabbit_hole", ("rabbit", "hole", "field"), ("dawn", "gold", "teal", "dusk"),
          moods=("into the unknown", "curiosity", "running late"),
          follower=("child|n:person-running", "cat|g:cat", "traveller|n:person-walking"))
def white_rabbit_hole(S, m):
    outdoor(S, 660, "field", stars=20)
    hx = S.rng.choice((170, 430))
    S.add(f'<ellipse cx="{hx}" cy="760" rx="110" ry="40" fill="#0b0b0b"/>')
    S.glow(hx, 760, 140, S.light, 0.55)
    S.add(f'<ellipse cx="{hx}" cy="765" rx="86" ry="28" fill="{mix(S.light, "#ffffff", 0.5)}" opacity="0.9"/>')
    S.beam(hx, 770, hx - 90, hx + 90, 420, 0.35)
    rx = hx + (150 if hx < W / 2 else -150)
    put(S, "n:rabbit", rx, 800, 110, flip=hx > W / 2, grade=0.2)
    S.icon("n:stopwatch", rx + (-40 if hx < W / 2 else 40), 735, 34, solid=False)
    fx = W - hx + (60 if hx < W / 2 else -60)
    S.person(fx, 700, 60, dark(S, 0.6), ref(m["follower"]), flip=hx < W / 2)


@template("candle_both_ends", ("candle", "fire"), ("night", "ember", "dusk", "deep"),
          moods=("exhaustion", "overwork", "time running out"),
          sitter=("traveller|n:person-in-lotus-position", "cat|g:cat", "owl|g:owl"))
def candle_both_ends(S, m):
    S.sky(0.85)
    S.stars(90, 600)
    S.ridge(760, 20, depth=0.5)
    S.floor(790, dark(S, 0.4))
    y, x0, x1 = S.rng.uniform(560, 600), 120, 480
    wax = mix("#f4ead0", S.tint, 0.2)
    c = dark(S, 0.75)
    S.add(f'<path d="M{W / 2 - 50} 800L{W / 2} {f(y + 26)}L{W / 2 + 50} 800Z" fill="{c}"/>')
    S.add(f'<rect x="{x0}" y="{f(y - 28)}" width="{x1 - x0}" height="56" rx="14" fill="{wax}"/>'
          f'<rect x="{x0}" y="{f(y - 28)}" width="{x1 - x0}" height="12" rx="6" fill="#fff" opacity="0.35"/>')
    for x, side in ((x0, -1), (x1, 1)):
        fx = x + side * 14
        S.glow(fx, y - 40, 170, S.light, 0.65)
        S.add(f'<path d="M{fx} {f(y - 130)}C{fx + 30} {f(y - 60)} {fx + 30} {f(y - 10)} {fx} {f(y - 6)}'
              f'C{fx - 30} {f(y - 10)} {fx - 30} {f(y - 60)} {fx} {f(y - 130)}Z" fill="#ffb83a"/>'
              f'<path d="M{fx} {f(y - 90)}C{fx + 16} {f(y - 50)} {fx + 16} {f(y - 18)} {fx} {f(y - 14)}'
              f'C{fx - 16} {f(y - 18)} {fx - 16} {f(y - 50)} {fx} {f(y - 90)}Z" fill="#fff4c8"/>')
        for k in range(3):
            S.add(f'<path d="M{x - side * (24 + k * 26)} {f(y + 26)}v{14 + k * 8}" stroke="{wax}" stroke-width="8" stroke-linecap="round"/>')
    S.icon(ref(m["sitter"]), W / 2, y - 26, 100, "sil", "#111")


@template("iceberg_below", ("iceberg", "sea"), ("night", "teal", "deep", "snow", "fog"),
          moods=("the tip of the iceberg", "hidden depths", "more than meets the eye"),
          hidden=("whale|g:sperm-whale", "castle|g:castle", "octopus|g:octopus", "city|g:modern-city"))
def iceberg_below(S, m):
    hz = 340
    outdoor(S, hz, None, light=(S.rng.choice((120, 480)), 120, 30), stars=80)
    S.add(f'<rect y="{hz}" width="{W}" height="{H - hz}" fill="{S.lin([(0, mix(S.hor, S.mid, 0.5), 1), (1, mix(S.top, "#000", 0.4), 1)])}"/>')
    x = W / 2 + S.rng.uniform(-30, 30)
    ice = mix("#eef6fb", S.tint, 0.2)
    S.add(f'<path d="M{f(x - 70)} {hz}L{f(x - 20)} {hz - 90}L{f(x + 10)} {hz - 60}L{f(x + 40)} {hz - 110}L{f(x + 80)} {hz}Z" fill="{ice}"/>'
          f'<path d="M{f(x - 70)} {hz}L{f(x - 230)} 640L{f(x - 150)} 840L{f(x + 170)} 850L{f(x + 240)} 600L{f(x + 80)} {hz}Z" fill="{ice}" opacity="0.35"/>')
    put(S, m["hidden"], x, 790, 300, mix(S.top, "#000", 0.2), a=0.85, solid=False)
    S.add(f'<rect y="{hz}" width="{W}" height="3" fill="#fff" opacity="0.5"/>')
    S.icon("n:sailboat", S.rng.choice((110, 490)), hz + 6, 60, solid=False)


@template("break_the_ice", ("ice", "snow"), ("snow", "fog", "dawn", "teal", "night"),
          moods=("break the ice", "first step", "thaw"),
          inside=("flower|n:tulip", "fish|n:fish", "heart|n:red-heart", "bird|n:bird", "letter|n:envelope"))
def break_the_ice(S, m):
    outdoor(S, 640, "snow", stars=60)
    x = W / 2
    ice = mix("#dff0fb", S.tint, 0.2)
    S.glow(x, 560, 260, S.light, 0.35)
    S.add(f'<rect x="{x - 150}" y="420" width="300" height="300" rx="24" fill="{ice}" opacity="0.8" stroke="#ffffff" stroke-width="4"/>')
    put(S, m["inside"], x, 575, 130, anchor="center", grade=0.3, a=0.9)
    S.add(f'<path d="M{x - 150} 430L{x - 120} 440" stroke="#fff" stroke-width="6"/>'
          f'<path d="M{x + 60} 420l-20 60 30 30-25 50" stroke="#fff" stroke-width="3" fill="none"/>')
    S.person(x - 220, 790, 90, dark(S, 0.7), "n:person-standing")
    S.person(x + 220, 790, 90, dark(S, 0.7), "g:walk", flip=True)


@template("counting_sheep", ("bed", "moon", "night"), NIGHTS,
          moods=("sleepless", "bedtime", "drowsy"),
          jumper=("sheep|g:sheep", "rabbit|g:rabbit", "fish|g:fish-escape"))
def counting_sheep(S, m):
    S.sky(0.85)
    S.stars(150, 700)
    S.moon(S.rng.uniform(380, 470), 150, 50, crescent=True)
    S.ridge(760, 24, depth=0.5)
    S.floor(800, dark(S, 0.3))
    bx = S.rng.choice((130, 470))
    S.icon("n:bed", bx, 820, 120, grade=0.4, flip=bx > W / 2)
    S.glow(bx, 780, 140, S.light, 0.3)
    pts = arc_points(bx + (90 if bx < W / 2 else -90), 700, W - bx + (60 if bx < W / 2 else -60), 640, 440, 7)
    white = mix("#fbf7ec", S.tint, 0.2)
    for k, (x, y) in enumerate(pts[1:-1]):
        S.icon(ref(m["jumper"]), x, y, 50 - k * 4, "sil", white, flip=bx > W / 2, anchor="center", a=0.95 - k * 0.1,
               solid=False)


@template("last_straw", ("camel", "desert"), ("ember", "gold", "dusk", "dawn"),
          moods=("the last straw", "breaking point", "burden"),
          load=("suitcase|n:luggage", "house|n:house", "piano|g:grand-piano", "clock|n:mantelpiece-clock"))
def last_straw(S, m):
    outdoor(S, 620, "desert")
    x = W / 2 + S.rng.uniform(-40, 40)
    cam, _ = S.icon("n:camel", x, 800, 200, grade=0.4)
    top = cam.top_at(cam.cx) + 10
    for k in range(3):
        b, _ = put(S, m["load"], cam.cx + S.rng.uniform(-15, 15), top, 90 - k * 12, dark(S, 0.4), rot=S.rng.uniform(-8, 8))
        top = b.y0 + 6
    S.icon("n:feather", cam.cx + 30, top - 70, 54, rot=40, anchor="center")
    S.glow(cam.cx + 30, top - 70, 60, S.light, 0.5)


@template("slow_and_steady", ("turtle", "road"), ("dawn", "gold", "fog", "dusk", "teal"),
          moods=("slow and steady", "victory", "patience"),
          racer=("turtle|n:turtle", "snail|n:snail"),
          sleeper=("rabbit|g:rabbit", "fox|g:fox", "horse|g:horse-head"))
def slow_and_steady(S, m):
    outdoor(S, 640, "field")
    c = dark(S, 0.45)
    S.add(f'<path d="M{W / 2 - 20} 640L{W / 2 + 20} 640L{W - 40} {H}H40Z" fill="{mix(S.hor, S.ground, 0.4)}"/>')
    y = 730
    S.add(f'<path d="M40 {y}H{W - 40}" stroke="#fff" stroke-width="6" stroke-dasharray="18 12"/>'
          f'<path d="M60 {y}V{y - 140}M{W - 60} {y}V{y - 140}" stroke="{c}" stroke-width="6"/>'
          f'<path d="M60 {y - 140}Q{W / 2} {y - 110} {W - 60} {y - 140}" stroke="{mix("#ffffff", S.light, 0.3)}" stroke-width="3" fill="none"/>')
    put(S, m["racer"], W / 2 + S.rng.uniform(-30, 30), y + 60, 90, grade=0.3)
    side = S.rng.choice((-1, 1))
    S.icon("g:oak", W / 2 + side * 190, y - 40, 200, "sil", c, solid=False)
    put(S, m["sleeper"], W / 2 + side * 150, y - 30, 64, dark(S, 0.8), flip=side < 0)


@template("holding_the_sky", ("sky", "mountain"), SKIES,
          moods=("the weight of the world", "strength", "responsibility"),
          held=("moon|", "planet|n:ringed-planet", "cloud|", "sun|"))
def holding_the_sky(S, m):
    outdoor(S, 760, "hills", light=(0, 0, 0), stars=120)
    x = W / 2 + S.rng.uniform(-40, 40)
    c = dark(S, 0.6)
    S.add(f'<path d="M{f(x - 120)} 780L{f(x)} 640L{f(x + 130)} 780Z" fill="{c}"/>')
    p = S.person(x, 648, 90, "#101010", "n:person-raising-hand")
    held, cy = word(m["held"]), p.y0 - 150
    if held == "moon":
        S.moon(x, cy, 150, glow=1.8)
    elif held == "sun":
        S.sun(x, cy, 140)
    elif held == "cloud":
        S.glow(x, cy, 260, S.light, 0.4)
        S.clouds(x, cy + 60, 460, mix(S.light, "#ffffff", 0.3), 0.97)
    else:
        S.glow(x, cy, 260, S.light, 0.4)
        put(S, m["held"], x, cy + 10, 300, anchor="center", grade=0.3, solid=False)


@template("missed_ship", ("ship", "pier", "sea"), ("dusk", "ember", "fog", "dawn", "gold"),
          moods=("missed chance", "too late", "left behind"),
          left=("suitcase|n:luggage", "umbrella|n:closed-umbrella", "bouquet|n:bouquet", "dog|g:sitting-dog"))
def missed_ship(S, m):
    hz = 520
    S.sky(0.58)
    lx = S.rng.uniform(150, 450)
    sky_light(S, lx, hz - 60, 50)
    S.sea(hz)
    S.moon_path(lx, hz)
    S.icon("g:shooner-sailboat", lx + S.rng.uniform(-60, 60), hz + 8, 60, "sil", dark(S, 0.5), solid=False)
    c = dark(S, 0.6)
    S.add(f'<path d="M0 700L{W * 0.55} 690V720L0 740Z" fill="{c}"/>' +
          "".join(f'<path d="M{x} 720V{H}" stroke="{c}" stroke-width="10"/>' for x in (40, 150, 260)))
    S.person(W * 0.48, 696, 80, "#111", "n:person-standing", flip=True)
    put(S, m["left"], W * 0.48 - 60, 696, 44, dark(S, 0.8), solid=False)
    S.ripples(hz, 18)
