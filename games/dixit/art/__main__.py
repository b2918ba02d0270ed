"""Command line: render the built-in Dixit cards, or make contact sheets to judge them.

  python -m games.dixit.art render --data data          # data/dixit/builtin/<id>.webp
  python -m games.dixit.art render --out DIR [--only N]
  python -m games.dixit.art sheet [--out FILE]          # one thumbnail per group (template)
  python -m games.dixit.art preview --template NAME[,NAME...] [--seeds 1-12] [--out FILE]
"""

from __future__ import annotations

import argparse
import sys

SHEET = "artifacts/dixit-deck.png"
PREVIEW = "artifacts/dixit-preview.png"


def seed_range(text: str) -> range:
    lo, _, hi = text.partition("-")
    return range(int(lo), int(hi or lo) + 1)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m games.dixit.art")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("render", help="render missing cards to WebP")
    g = r.add_mutually_exclusive_group(required=True)
    g.add_argument("--out", help="directory for <id>.webp")
    g.add_argument("--data", help="data dir; cards go to DATA/dixit/builtin/")
    r.add_argument("--only", type=int, help="only the first N cards")
    r.add_argument("--jobs", type=int, help="worker processes (default 2)")
    r.add_argument("--quiet", action="store_true")
    s = sub.add_parser("sheet", help="one-page contact sheet of the deck: a card per group")
    s.add_argument("--out", default=SHEET)
    p = sub.add_parser("preview", help="contact sheet of candidate seeds of templates")
    p.add_argument("--template", required=True, help="name, or names separated by commas")
    p.add_argument("--seeds", default="1-12")
    p.add_argument("--out", default=PREVIEW)
    a = ap.parse_args(argv)

    if a.cmd == "render":
        from .render import card_dir, render_all

        out = a.out if a.out else card_dir(a.data)
        n, secs = render_all(out, a.only, a.jobs, progress=not a.quiet)
        if not a.quiet:
            print(f"rendered {n} card(s) in {secs:.1f}s into {out}", file=sys.stderr)
    elif a.cmd == "sheet":
        from .render import deck_sheet

        print(deck_sheet(a.out))
    else:
        from . import catalog  # noqa: F401  (registers every template)
        from .registry import plan
        from .render import contact_sheet

        names = a.template.split(",")
        items = [(f"{name[:16]}#{k}", plan(name, k)) for name in names for k in seed_range(a.seeds)]
        print(contact_sheet(a.out, items, cols=min(8, len(items))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
