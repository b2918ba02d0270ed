"""Scene templates about music and sound: notes that turn into gulls, a gramophone that pours
out the sea, a conductor facing a storm, shadows that dance when their owners do not.  As
in scenes.py.
"""

from __future__ import annotations

import math

from .compose import H, W, f
from .icons import mix
from .registry import template
from .stage import NIGHTS, arc_points, beach, dark, fit, line, notes, outdoor, rain, ref, room, sil


def silhouette_window(S, ref_: str, x: float, y: float, h: float, inside, **kw) -> object:
    """An icon's silhouette used as a window: ``inside(S)`` paints what is seen through it."""
    box, svg = S.icon(ref_, x, y, h, "sil", "#ffffff", add=False, **kw)
    mid = S.uid("sw")
    S.defs.append(f'<mask id="{mid}">{svg}</mask>')
    S.add(f'<g mask="url(#{mid})">')
    inside(S, box)
    S.add("</g>")
    return box


@template("piano_by_the_sea", ("piano", "sea", "beach"), ("dawn", "gold", "dusk", "teal", "fog"),
          moods=("serenade", "inspiration", "freedom"),
          become=("bird|g:seagull", "butterfly|g:butterfly", "fish|g:fish-escape"))
def piano_by_the_sea(S, m):
    hz = 520
    outdoor(S, hz, "sea", light=(S.rng.choice((130, 470)), 150, 40), stars=60)
    beach(S, 760, 700, 740)
    side = S.rng.choice((-1, 1))
    px = W / 2 + side * 110
    c = dark(S, 0.8)
    pb, _ = S.icon("g:grand-piano", px, 800, 200, "sil", c, flip=side > 0)
    S.person(px - side * 30, 790, 120, c, "g:person", flip=side > 0)
    pts = [(pb.cx + side * 10 - side * k * 26 + 20 * math.sin(k), pb.y0 - 30 - k * 44) for k in range(5)]
    notes(S, pts, mix(S.light, "#ffffff", 0.4), 36)
    for k in range(5):
        x = pts[-1][0] - side * (k * 50 + 30)
        y = pts[-1][1] - 40 - k * 36 + S.rng.uniform(-10, 10)
        sil(S, m["become"], x, y, 40 + k * 6, dark(S, 0.55), anchor="center", flip=side > 0, solid=False)


@template("gramophone_sea", ("gramophone", "sea", "room"), ("dusk", "gold", "teal", "fog", "ember"),
          moods=("echoes", "memory", "nostalgia"),
          sailor=("sailboat|g:sailboat", "ship|g:galleon", "whale|g:whale-tail"))
def gramophone_sea(S, m):
    floor = 700
    room(S, floor)
    side = S.rng.choice((-1, 1))
    x = W / 2 - side * 120
    wood = mix("#7a4a2a", S.tint, 0.3)
    S.add(f'<rect x="{x - 90}" y="{floor - 150}" width="180" height="14" fill="{dark(S, 0.4)}"/>'
          f'<path d="M{x - 70} {floor - 136}v140M{x + 70} {floor - 136}v140" stroke="{dark(S, 0.4)}" stroke-width="8"/>'
          f'<rect x="{x - 60}" y="{floor - 200}" width="120" height="50" fill="{wood}"/>')
    brass = mix("#d8a040", S.tint, 0.25)
    bx, by = x + side * 120, floor - 400
    dx, dy = bx - x, by - (floor - 200)
    ln = math.hypot(dx, dy)
    px, py = -dy / ln, dx / ln
    r = 90
    S.add(f'<path d="M{f(x - 6)} {floor - 200}Q{f(x + dx * 0.6 - px * 20)} {f(floor - 200 + dy * 0.6 - py * 20)} {f(bx + px * r)} {f(by + py * r)}'
          f'L{f(bx - px * r)} {f(by - py * r)}Q{f(x + dx * 0.6 + px * 20)} {f(floor - 200 + dy * 0.6 + py * 20)} {f(x + 6)} {floor - 200}Z" fill="{brass}"/>'
          f'<ellipse cx="{f(bx)}" cy="{f(by)}" rx="{r}" ry="34" transform="rotate({f(math.degrees(math.atan2(py, px)))} {f(bx)} {f(by)})" fill="{mix(brass, "#000", 0.45)}"/>')
    # the sea pours out of the horn, down to the floor
    sea = S.lin([(0, "#5aa0c8", 1), (1, "#1a4a78", 1)])
    S.add(f'<path d="M{f(bx - px * r)} {f(by - py * r)}Q{f(bx + side * 200)} {f(by)} {f(W / 2 + side * 260)} {floor - 20}'
          f'L{f(W / 2 + side * 320)} {floor + 200}H{f(W / 2 - side * 340)}V{floor + 120}Q{f(bx)} {floor + 40} {f(bx + side * 40)} {f(by + 160)}'
          f'Q{f(bx + side * 10)} {f(by + 60)} {f(bx + px * r)} {f(by + py * r)}Z" fill="{sea}" opacity="0.92"/>')
    S.add(f'<rect y="{floor + 110}" width="{W}" height="{H - floor - 110}" fill="{sea}"/>')
    S.ripples(floor + 120, 18)
    foam = "".join(f'<circle cx="{f(bx + side * S.rng.uniform(0, 160))}" cy="{f(by + S.rng.uniform(-30, 220))}" r="{f(S.rng.uniform(2, 6))}"/>' for _ in range(30))
    S.add(f'<g fill="#ffffff" opacity="0.7">{foam}</g>')
    sil(S, m["sailor"], W / 2 - side * 40, floor + 150, 90, dark(S, 0.7), flip=side < 0, solid=False)


@template("conducting_the_storm", ("storm", "sea", "cliff"), ("night", "teal", "dusk", "fog"),
          moods=("crescendo", "control", "power"),
          conductor=("traveller|n:person-standing", "child|g:person"))
def conducting_the_storm(S, m):
    hz = 600
    S.sky(0.7)
    storm = mix("#2a303c", S.tint, 0.2)
    for k in range(5):
        S.clouds(S.rng.uniform(60, 540), 90 + k * 60, S.rng.uniform(300, 420), mix(storm, "#000", 0.1 * (k % 2)), 1)
    S.sea(hz)
    for k in range(4):
        y = hz + 40 + k * 70
        S.add(f'<path d="M-10 {y}' + "".join(f"Q{x + 40} {y - 40 - k * 10} {x + 80} {y}" for x in range(-10, W, 80)) +
              f'V{y + 40}H-10Z" fill="{mix(S.mid, S.ground, 0.3 + k * 0.15)}"/>')
    side = S.rng.choice((-1, 1))
    bolts = []
    for k in range(3):
        x = W / 2 + side * (20 + k * 90)
        y = 200 + k * 20
        pts = [(x, y)]
        while y < hz:
            y += S.rng.uniform(40, 70)
            x += S.rng.uniform(-30, 30)
            pts.append((x, y))
        bolts.append(pts)
    for pts in bolts:
        S.glow(pts[0][0], pts[0][1], 140, "#e8f0ff", 0.35)
        line(S, pts, "#ffffff", 4)
    c = dark(S, 0.85)
    S.add(f'<path d="M{W / 2 - side * 320} {H}V700L{W / 2 - side * 120} 690L{W / 2 - side * 60} {H}Z" fill="{c}"/>')
    p = S.person(W / 2 - side * 180, 696, 130, c, ref(m["conductor"]), flip=side < 0)
    hx = p.x1 - 8 if side > 0 else p.x0 + 8
    S.add(f'<path d="M{f(hx)} {f(p.y0 + 6)}l{side * 40} -50" stroke="{c}" stroke-width="4" stroke-linecap="round"/>')


@template("thunder_drummer", ("drum", "clouds", "village"), ("fog", "dusk", "teal", "night", "ember"),
          moods=("rumble", "outburst", "power"),
          drummer=("traveller|g:person", "bear|g:polar-bear", "child|n:person-standing"))
def thunder_drummer(S, m):
    S.sky(0.8)
    S.stars(40, 300)
    storm = mix("#3a4050", S.tint, 0.3)
    x = W / 2 + S.rng.uniform(-40, 40)
    for k in range(4):
        S.clouds(x + (k - 1.5) * 120, 380 + (k % 2) * 20, 320, mix(storm, "#000", 0.08 * k), 1)
    c = dark(S, 0.8)
    S.glow(x + 50, 250, 180, "#e8f0ff", 0.4)
    S.icon("g:drum", x + 50, 370, 170, "sil", mix("#c86040", S.tint, 0.3))
    S.icon(ref(m["drummer"]), x - 90, 380, fit(m["drummer"], 140, 110), "sil", c)
    S.add(f'<path d="M{x - 60} 290L{x + 10} 250" stroke="{c}" stroke-width="6" stroke-linecap="round"/>')
    for k, dx in enumerate((-120, 40, 150)):
        pts = [(x + dx, 420)]
        y = 420
        while y < 780:
            y += S.rng.uniform(50, 80)
            pts.append((pts[-1][0] + S.rng.uniform(-30, 30), y))
        line(S, pts, "#fffbe0", 3 + k % 2)
    rain(S, 20, 580, 420, 860, 90)
    S.town(880, 70)


@template("frog_choir", ("frog", "pond", "night"), NIGHTS + ("dusk",),
          moods=("summer night", "song", "harmony"),
          leader=("mouse|g:mouse", "bird|g:heron", "cat|g:cat"))
def frog_choir(S, m):
    hz = 560
    S.sky(0.62)
    S.stars(140, hz - 40)
    mx = S.rng.choice((130, 470))
    S.moon(mx, 140, 42)
    S.pines(hz + 10, 20, 120, dark(S, 0.5))
    S.add(f'<rect y="{hz}" width="{W}" height="{H - hz}" fill="{S.lin([(0, mix(S.hor, S.mid, 0.5), 1), (1, S.ground, 1)])}"/>')
    S.moon_path(mx, hz)
    pad = mix("#3a6a3a", S.tint, 0.35)
    c = dark(S, 0.85)
    spots = [(120, 700, 1.0), (300, 640, 0.7), (470, 720, 1.1), (220, 820, 1.3), (430, 840, 1.2)]
    for k, (x, y, s) in enumerate(spots):
        S.add(f'<path d="M{f(x)} {f(y)}L{f(x + 60 * s)} {f(y - 6 * s)}A{f(70 * s)} {f(18 * s)} 0 1 1 {f(x + 60 * s)} {f(y + 6 * s)}Z" fill="{pad}"/>')
        S.icon("g:frog", x - 6 * s, y + 4, 54 * s, "sil", c, flip=k % 2 == 1, solid=False)
    notes(S, [(x + S.rng.uniform(-20, 20), y - 90 * s - k * 20) for k, (x, y, s) in enumerate(spots)], mix(S.light, "#ffffff", 0.3), 30)
    S.add(f'<ellipse cx="{mx}" cy="600" rx="50" ry="12" fill="{dark(S, 0.6)}"/>')
    lb, _ = sil(S, m["leader"], mx, 600, fit(m["leader"], 70, 70), c, flip=mx > W / 2)
    S.add(f'<path d="M{f(lb.cx)} {f(lb.y0 + 20)}l{30 if mx < W / 2 else -30} -30" stroke="{c}" stroke-width="3"/>')


@template("rain_harp", ("rain", "cloud", "traveller"), ("fog", "dusk", "teal", "dawn", "night"),
          moods=("rainy day", "melody", "everyday magic"),
          player=("traveller|n:person-standing", "child|g:person", "cat|g:cat"))
def rain_harp(S, m):
    hz = 720
    outdoor(S, hz, "hills", light=(0, 0, 0), stars=30)
    x = W / 2 + S.rng.uniform(-30, 30)
    cloud = mix("#6a7484", S.tint, 0.3)
    S.clouds(x, 200, 460, cloud, 1)
    S.clouds(x + 40, 160, 300, mix(cloud, "#fff", 0.1), 1)
    strings = "".join(f'<path d="M{f(xx)} 230V{f(hz + 80 - abs(xx - x) * 0.2)}"/>' for xx in range(int(x - 200), int(x + 210), 22))
    S.add(f'<g stroke="{mix(S.light, "#a8c8e8", 0.4)}" stroke-width="2" opacity="0.8">{strings}</g>')
    side = S.rng.choice((-1, 1))
    p = S.person(x + side * 60, hz + 90, 150, dark(S, 0.8), ref(m["player"]), flip=side > 0)
    fx = p.x0 if side > 0 else p.x1
    S.glow(fx, p.y0 + 50, 60, S.light, 0.7)
    S.add(f'<path d="M{f(x + side * 60 - side * 22)} 230V{f(p.y0 + 50)}" stroke="#ffffff" stroke-width="4"/>')
    notes(S, [(fx - side * (40 + k * 40), p.y0 + 20 - k * 60) for k in range(4)], mix(S.light, "#ffffff", 0.4), 34)
    S.add("".join(f'<ellipse cx="{f(xx)}" cy="{f(hz + 100 + S.rng.uniform(0, 60))}" rx="{f(S.rng.uniform(20, 50))}" ry="5" fill="{mix(S.light, S.hor, 0.4)}" opacity="0.5"/>'
                  for xx in (S.rng.uniform(80, 520) for _ in range(6))))


@template("sea_in_a_shell", ("shell", "child", "beach"), ("dusk", "gold", "dawn", "teal", "fog"),
          moods=("listening", "far away", "secret"),
          sailor=("ship|g:galleon", "whale|g:whale-tail", "lighthouse|g:lighthouse"))
def sea_in_a_shell(S, m):
    hz = 500
    outdoor(S, hz, "sea", light=(S.rng.choice((120, 480)), 140, 40), stars=60)
    sand = beach(S, 620, 580, 640)
    side = S.rng.choice((-1, 1))
    sx = W / 2 + side * 60

    def storm(S, box):
        S.add(f'<rect x="{f(box.x0)}" y="{f(box.y0)}" width="{f(box.w)}" height="{f(box.h)}" fill="{S.lin([(0, "#1a2438", 1), (1, "#3a5a80", 1)])}"/>')
        wy = box.y0 + box.h * 0.62
        S.add(f'<path d="M{f(box.x0)} {f(wy)}' + "".join(f"Q{f(box.x0 + i * 50 + 25)} {f(wy - 30)} {f(box.x0 + i * 50 + 50)} {f(wy)}" for i in range(int(box.w / 50) + 1)) +
              f'V{f(box.y1)}H{f(box.x0)}Z" fill="#12304e"/>')
        sil(S, m["sailor"], box.cx + side * 20, wy + 10, box.h * 0.3, "#06101c", flip=side > 0, solid=False)
        line(S, [(box.cx - side * 60, box.y0 + 20), (box.cx - side * 40, box.y0 + 70), (box.cx - side * 70, box.y0 + 110)], "#fffbe0", 3)

    S.icon("g:spiral-shell", sx, 836, 392, "sil", mix(sand, "#ffffff", 0.5), flip=side > 0, rot=-side * 15, solid=False)
    box = silhouette_window(S, "g:spiral-shell", sx, 830, 380, storm, flip=side > 0, rot=-side * 15)
    S.person(max(70, box.x0 - 10) if side < 0 else min(W - 70, box.x1 + 10), 860, 150, dark(S, 0.85), "n:person-kneeling", flip=side > 0)


@template("shadows_dance", ("shadow", "wall", "streetlamp"), ("night", "dusk", "teal", "deep"),
          moods=("shy", "romance", "unspoken"),
          pair=("traveller|n:man-dancing", "traveller|n:woman-dancing", "traveller|n:ballet-dancer"))
def shadows_dance(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, S.top, 1), (1, S.mid, 1)])}"/>')
    S.stars(50, 120)
    wall = mix("#6a6070", S.tint, 0.3)
    S.add(f'<rect y="120" width="{W}" height="640" fill="{wall}"/>' +
          "".join(f'<path d="M0 {y}H{W}" stroke="#000" stroke-opacity="0.1" stroke-width="2"/>' for y in range(150, 760, 34)))
    S.add(f'<rect y="760" width="{W}" height="{H - 760}" fill="{dark(S, 0.4)}"/>')
    x = W / 2
    S.glow(x, 420, 340, S.light, 0.45)
    shade = mix(wall, "#000", 0.55)
    S.icon("n:man-dancing", x - 60, 700, 330, "sil", shade, rot=-8, solid=False)
    S.icon(ref(m["pair"]) if ref(m["pair"]) != "n:man-dancing" else "n:woman-dancing", x + 70, 700, 320, "sil", shade, flip=True, rot=8, solid=False)
    c = dark(S, 0.85)
    S.add(f'<path d="M{x} 830V300" stroke="{c}" stroke-width="8"/><path d="M{x - 20} 300h40l-8 -30h-24Z" fill="{c}"/>')
    S.glow(x, 300, 70, S.light, 0.9)
    S.person(110, 830, 150, c, "n:person-standing")
    S.person(W - 110, 830, 140, c, "n:person-standing", flip=True)


@template("vinyl_planet", ("planet", "space", "record"), ("night", "deep", "dusk", "teal"),
          moods=("music of the spheres", "dance", "harmony"),
          dancer=("traveller|n:ballet-dancer", "traveller|n:man-dancing", "cat|g:cat"))
def vinyl_planet(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="{S.lin([(0, S.top, 1), (1, mix(S.top, S.mid, 0.6), 1)])}"/>')
    S.stars(220, H)
    x, y, r = W / 2 - 20, 520, 110
    disc = "#121418"
    S.add(f'<ellipse cx="{x}" cy="{y}" rx="280" ry="84" fill="{disc}"/>' +
          "".join(f'<ellipse cx="{x}" cy="{y}" rx="{280 - k * 18}" ry="{84 - k * 5.4:.1f}" fill="none" stroke="#3a3e48" stroke-width="1.5"/>' for k in range(1, 9)))
    planet = S.rad([(0, mix(S.light, "#f0c890", 0.5), 1), (1, mix(S.mid, "#8a5a40", 0.5), 1)])
    S.add(f'<path d="M{x - r} {y}A{r} {r} 0 0 1 {x + r} {y}Z" fill="{planet}"/>')
    S.add(f'<path d="M{x - r} {y}A{r} {r} 0 0 0 {x + r} {y}Z" fill="{planet}"/>')
    S.add(f'<path d="M{x - 280} {y}A280 84 0 0 0 {x + 280} {y}" fill="none" stroke="{disc}" stroke-width="22"/>')
    arm = mix("#c8c8d0", S.tint, 0.3)
    S.add(f'<circle cx="{W - 60}" cy="200" r="26" fill="{arm}"/><path d="M{W - 60} 200L{x + 250} 420L{x + 236} 468" stroke="{arm}" stroke-width="10" fill="none" stroke-linejoin="round"/>')
    notes(S, [(x + 150 + k * 40, 420 - k * 70) for k in range(4)], mix(S.light, "#ffffff", 0.4), 30)
    S.person(x, y - r + 6, 50, dark(S, 0.9), ref(m["dancer"]))


@template("piano_road", ("road", "piano", "hills"), ("dawn", "gold", "fog", "dusk", "teal"),
          moods=("step by step", "melody", "the long road"),
          walker=("traveller|n:person-walking", "child|g:person", "cat|g:feline"))
def piano_road(S, m):
    hz = 440
    outdoor(S, hz, "hills", stars=60)
    side = S.rng.choice((-1, 1))
    pts = []
    for k in range(40):
        t = k / 39
        y = H + 20 - (H + 20 - hz - 10) * (1 - (1 - t) ** 1.6)
        x = W / 2 + side * 140 * math.sin(t * 5.5) * (1 - t) + side * 60 * t
        w = 300 * (1 - t) ** 1.6 + 10
        pts.append((x, y, w))
    ivory = mix("#f6f2e8", S.tint, 0.2)
    left = " ".join(f"{f(x - w / 2)} {f(y)}" for x, y, w in pts)
    right = " ".join(f"{f(x + w / 2)} {f(y)}" for x, y, w in reversed(pts))
    S.add(f'<path d="M{left} L{right}Z" fill="{ivory}"/>')
    keys = []
    for k in range(len(pts) - 1):
        (x0, y0, w0), (x1, y1, w1) = pts[k], pts[k + 1]
        keys.append(f'<path d="M{f(x0 - w0 / 2)} {f(y0)}L{f(x0 + w0 / 2)} {f(y0)}" stroke="#6a6660" stroke-width="{f(0.5 + w0 / 200)}"/>')
        if k % 7 not in (2, 6):
            keys.append(f'<path d="M{f(x0 + w0 * 0.05)} {f(y0)}L{f(x1 + w1 * 0.05)} {f(y1)}L{f(x1 + w1 / 2)} {f(y1)}L{f(x0 + w0 / 2)} {f(y0)}Z" fill="#1a1a1e"/>')
    S.add("".join(keys))
    x, y, w = pts[9]
    p = S.person(x - w * 0.2, y - 4, 120, dark(S, 0.85), ref(m["walker"]), flip=side < 0)
    S.glow(x - w * 0.2, y - 8, 50, S.light, 0.6)
    notes(S, [(p.cx + side * (40 + k * 30), p.y0 - 20 - k * 50) for k in range(4)], dark(S, 0.6), 32)


@template("wind_up_bird", ("birds", "key", "tree"), ("dawn", "gold", "fog", "teal", "dusk"),
          moods=("imitation", "artificial", "the odd one out"),
          perch=("tree|g:oak", "wires|", "fence|"))
def wind_up_bird(S, m):
    outdoor(S, 760, "field", stars=40)
    c = dark(S, 0.75)
    y = 500
    if m["perch"].startswith("wires"):
        S.add(f'<path d="M-10 {y - 30}Q{W / 2} {y + 30} {W + 10} {y - 30}" stroke="{c}" stroke-width="3" fill="none"/>'
              f'<rect x="40" y="{y - 60}" width="14" height="{H}" fill="{c}"/><rect x="{W - 54}" y="{y - 60}" width="14" height="{H}" fill="{c}"/>')
    elif m["perch"].startswith("fence"):
        S.add(f'<rect x="-10" y="{y}" width="{W + 20}" height="14" fill="{c}"/>' +
              "".join(f'<rect x="{x}" y="{y - 20}" width="16" height="{H}" fill="{c}"/>' for x in range(30, W, 110)))
    else:
        S.add(f'<path d="M-10 {y + 30}Q{W / 2} {y - 10} {W + 10} {y + 20}" stroke="{c}" stroke-width="20" fill="none"/>')
        S.scatter(["g:vine-leaf"], 8, (20, y - 60, 580, y + 70), (26, 40), mode="sil", colour=c, rots=(-40, 40))
    mid = S.rng.uniform(-40, 40)
    for x in (80, 170, 430, 520):
        S.icon("g:sparrow", x, y + 4, 56, "sil", c, flip=x > W / 2, solid=False)
    brass = mix("#d8a040", S.tint, 0.2)
    bx = W / 2 + mid
    b, _ = S.icon("g:sparrow", bx, y + 4, 110, "sil", brass, flip=mid > 0)
    S.add(f'<circle cx="{f(b.cx)}" cy="{f(b.cy + 4)}" r="5" fill="{mix(brass, "#000", 0.4)}"/>'
          f'<path d="M{f(b.cx - 30)} {f(b.cy - 10)}q30 -14 60 0" stroke="{mix(brass, "#000", 0.4)}" stroke-width="2" fill="none"/>')
    kx, ky = b.cx + (20 if mid < 0 else -20), b.y0 + 16
    S.add(f'<path d="M{f(kx)} {f(ky)}v-30" stroke="{mix(brass, "#000", 0.3)}" stroke-width="5"/>'
          f'<path d="M{f(kx)} {f(ky - 30)}c-30 -20 -30 10 0 0c30 10 30 -20 0 0" fill="{mix(brass, "#000", 0.2)}"/>')
    notes(S, [(b.cx + (40 if mid > 0 else -40) * k, b.y0 - 40 - k * 40) for k in range(1, 4)], brass, 26)


@template("audience_of_one", ("theatre", "violin"), ("ember", "dusk", "gold", "night"),
          moods=("for you alone", "devotion", "solitude"),
          listener=("cat|g:cat", "child|g:person", "mouse|g:seated-mouse", "owl|g:owl"))
def audience_of_one(S, m):
    S.add(f'<rect width="{W}" height="{H}" fill="#0a0608"/>')
    red = mix("#8a1a20", S.tint, 0.3)
    S.add(f'<path d="M0 0H150Q120 300 170 560H0Z" fill="{red}"/><path d="M{W} 0H{W - 150}Q{W - 120} 300 {W - 170} 560H{W}Z" fill="{red}"/>'
          f'<path d="M0 0H{W}V60Q{W / 2} 110 0 60Z" fill="{mix(red, "#000", 0.2)}"/>')
    S.add(''.join(f'<path d="M{x} 0Q{x - 20} 280 {x + 14} 560" stroke="#000" stroke-opacity="0.25" stroke-width="6" fill="none"/>' for x in (40, 90, W - 40, W - 90)))
    S.add(f'<path d="M0 560H{W}V600H0Z" fill="{mix("#6a4a30", S.tint, 0.3)}"/>')
    S.beam(W / 2, 0, W / 2 - 100, W / 2 + 100, 560, 0.5, "#fff4d8")
    S.add(f'<ellipse cx="{W / 2}" cy="562" rx="100" ry="16" fill="#fff4d8" opacity="0.5"/>')
    p = S.person(W / 2, 560, 180, "#0a0608", "n:person-standing")
    S.icon("g:violin", p.x1 - 6, p.y0 + 40, 70, "sil", "#0a0608", rot=-40, solid=False)
    seat = mix("#2a1014", S.tint, 0.15)
    side = S.rng.choice((-1, 1))
    for row, y in enumerate((660, 740, 830)):
        for k in range(7):
            x = 50 + k * 83 + (row % 2) * 20
            S.add(f'<rect x="{f(x - 30)}" y="{y}" width="60" height="56" rx="10" fill="{mix(seat, "#000", row * 0.15)}"/>')
    lx = W / 2 + side * 83
    S.glow(lx, 640, 90, "#fff4d8", 0.45)
    sil(S, m["listener"], lx, 672, 84, "#0a0608")


@template("pied_piper", ("flute", "mouse", "town"), ("dusk", "ember", "gold", "fog", "night"),
          moods=("follow the leader", "temptation", "melody"),
          follower=("mouse|g:mouse", "mouse|g:rat", "child|g:person"))
def pied_piper(S, m):
    hz = 560
    outdoor(S, hz, "hills", light=(S.rng.choice((120, 480)), 150, 40), stars=80)
    S.town(hz + 40, 60, dark(S, 0.5))
    S.floor(hz + 38, mix(S.ground, "#5a5a3a", 0.2))
    side = S.rng.choice((-1, 1))
    px = W / 2 + side * 170
    S.add(f'<path d="M{px - 160} {H}Q{px} 640 {px + 160} {H}Z" fill="{dark(S, 0.5)}"/>')
    c = dark(S, 0.85)
    p = S.person(px, 720, 130, c, "g:person", flip=side < 0)
    fx = p.x0 - 4 if side > 0 else p.x1 + 4
    S.add(f'<path d="M{f(fx)} {f(p.y0 + 24)}l{-side * 40} 16" stroke="{c}" stroke-width="5" stroke-linecap="round"/>')
    notes(S, [(fx - side * (30 + k * 50), p.y0 - 10 - k * 40 + (k % 2) * 20) for k in range(5)], mix(S.light, "#ffffff", 0.3), 28)
    pts = arc_points(W / 2 - side * 300, hz + 60, px - side * 60, 740, -120, 16)
    for k, (x, y) in enumerate(pts[:-1]):
        sil(S, m["follower"], x, y + 10 + (k % 2) * 4, 20 + k * 2.2, c, flip=side < 0, solid=False)
