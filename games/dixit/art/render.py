"""Rasterising cards: SVG (built in Python) -> resvg -> paper grain -> WebP.

Cards land in ``<data dir>/dixit/builtin/<id>.webp``.  A full set is rendered once (at setup
or on first run) and then only missing cards are drawn.
"""

from __future__ import annotations

import io
import os
import sys
import time
from functools import lru_cache
from pathlib import Path

from .compose import H, W, Scene
from .registry import TEMPLATES, Plan

EXT = "webp"


def build_svg(plan: Plan) -> str:
    """The SVG text of a planned card (deterministic for a (template, seed) pair)."""
    S = Scene(plan)
    TEMPLATES[plan.template].draw(S, plan.motifs)
    return S.svg()


def card_dir(data_dir: str | os.PathLike) -> Path:
    return Path(data_dir) / "dixit" / "builtin"


@lru_cache(maxsize=1)
def _grain():
    from PIL import Image

    noise = Image.effect_noise((W, H), 18).convert("RGB")
    return noise


def rasterise(svg: str):
    """PIL image of an SVG card with paper grain."""
    import resvg_py
    from PIL import Image, ImageChops

    png = bytes(resvg_py.svg_to_bytes(svg_string=svg, width=W, height=H))
    img = Image.open(io.BytesIO(png)).convert("RGB")
    grained = ImageChops.soft_light(img, _grain())
    return Image.blend(img, grained, 0.55)


def _write(img, path: Path) -> None:
    tmp = path.with_suffix(".tmp")
    img.save(tmp, "WEBP", quality=84, method=4)
    os.replace(tmp, path)


def render_one(card_id: str, data_dir: str | os.PathLike) -> Path:
    """Render one built-in card (if it is not there yet) and return its path."""
    from .catalog import plan_for

    out = card_dir(data_dir)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{card_id}.{EXT}"
    if not path.exists():
        _write(rasterise(build_svg(plan_for(card_id))), path)
    return path


def _job(args):
    card_id, out = args
    path = Path(out) / f"{card_id}.{EXT}"
    from .catalog import plan_for

    _write(rasterise(build_svg(plan_for(card_id))), path)
    return card_id


def render_all(out: str | os.PathLike, only: int | None = None, jobs: int | None = None,
               progress: bool = True) -> tuple[int, float]:
    """Render every missing card into directory ``out``; returns (rendered, seconds)."""
    from .catalog import builtin_cards

    outp = Path(out)
    outp.mkdir(parents=True, exist_ok=True)
    ids = [c["id"] for c in builtin_cards()]
    if only is not None:
        ids = ids[:only]
    todo = [i for i in ids if not (outp / f"{i}.{EXT}").exists()]
    t0 = time.monotonic()
    if not todo:
        return 0, 0.0
    jobs = jobs or min(2, os.cpu_count() or 1)
    done = 0
    if jobs > 1 and len(todo) > 4:
        import multiprocessing as mp

        with mp.get_context("fork").Pool(jobs) as pool:
            for _ in pool.imap_unordered(_job, [(i, str(outp)) for i in todo], chunksize=4):
                done += 1
                if progress:
                    _bar(done, len(todo), t0)
    else:
        for i in todo:
            _job((i, str(outp)))
            done += 1
            if progress:
                _bar(done, len(todo), t0)
    if progress:
        print(file=sys.stderr)
    return done, time.monotonic() - t0


def _bar(done: int, total: int, t0: float) -> None:
    # A bar redrawn in place on a terminal; in a log (CI) a line every tenth, not one per card.
    tty = sys.stderr.isatty()
    if not tty and done != total and done % max(1, total // 10):
        return
    n = int(30 * done / total)
    print(f"{chr(13) if tty else ''}dixit cards [{'#' * n}{'.' * (30 - n)}] {done}/{total} {time.monotonic() - t0:.0f}s",
          end="" if tty else "\n", file=sys.stderr, flush=True)


def _thumb(args):
    plan, size = args
    from PIL import Image

    return rasterise(build_svg(plan)).resize(size, Image.LANCZOS).tobytes()


def contact_sheet(out: str | os.PathLike, items: list[tuple[str, Plan]], cols: int = 6,
                  thumb: tuple[int, int] = (200, 300), jobs: int | None = None) -> Path:
    """A sheet of labelled thumbnails (label, plan), to judge the cards by eye."""
    from PIL import Image, ImageDraw

    tw, th = thumb
    rows = (len(items) + cols - 1) // cols
    sheet = Image.new("RGB", (cols * (tw + 8) + 8, rows * (th + 24) + 8), "#202020")
    d = ImageDraw.Draw(sheet)
    jobs = jobs or min(2, os.cpu_count() or 1)
    args = [(p, thumb) for _, p in items]
    if jobs > 1 and len(items) > 4:
        import multiprocessing as mp

        with mp.get_context("fork").Pool(jobs) as pool:
            thumbs = pool.map(_thumb, args, chunksize=4)
    else:
        thumbs = [_thumb(a) for a in args]
    for k, ((label, _), raw) in enumerate(zip(items, thumbs)):
        x, y = 8 + (k % cols) * (tw + 8), 8 + (k // cols) * (th + 24)
        sheet.paste(Image.frombytes("RGB", thumb, raw), (x, y))
        d.text((x + 2, y + th + 5), label[: tw // 6], fill="#dddddd")
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(path)
    return path


def deck_sheet_items() -> list[tuple[str, Plan]]:
    """The first card of every group of the built-in deck, labelled with its number and group."""
    from .catalog import _plans

    first: dict[str, Plan] = {}
    for p in _plans().values():
        first.setdefault(p.template, p)
    return [(f"{k + 1} {name}", p) for k, (name, p) in enumerate(first.items())]


def deck_sheet(out: str | os.PathLike) -> Path:
    """One page of the built-in deck: a labelled thumbnail per group."""
    return contact_sheet(out, deck_sheet_items(), cols=12, thumb=(150, 225))


def missing(data_dir: str | os.PathLike) -> int:
    """How many built-in cards are not rendered yet under data_dir (fast: no rendering)."""
    from .catalog import builtin_cards

    out = card_dir(data_dir)
    return sum(1 for c in builtin_cards() if not (out / f"{c['id']}.{EXT}").exists())
