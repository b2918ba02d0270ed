"""Command line: render the built-in Dixit cards, or make contact sheets to judge them.

  python -m games.dixit.art render --data data          # data/dixit/builtin/<id>.webp
  python -m games.dixit.art render --out DIR [--only N]
  python -m games.dixit.art sheet --out sheet.png [--from N --count 24]
  python -m games.dixit.art preview --template NAME [--seeds 1-24] --out sheet.png
"""

from __future__ import annotations

import argparse
import sys


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
    s = sub.add_parser("sheet", help="contact sheet of approved cards")
    s.add_argument("--out", required=True)
    s.add_argument("--from", dest="start", type=int, default=0)
    s.add_argument("--count", type=int, default=24)
    p = sub.add_parser("preview", help="contact sheet of candidate seeds of one template")
    p.add_argument("--template", required=True)
    p.add_argument("--seeds", default="1-12")
    p.add_argument("--out", required=True)
    a = ap.parse_args(argv)

    if a.cmd == "render":
        from .render import card_dir, render_all

        out = a.out if a.out else card_dir(a.data)
        n, secs = render_all(out, a.only, a.jobs, progress=not a.quiet)
        if not a.quiet:
            print(f"rendered {n} card(s) in {secs:.1f}s into {out}", file=sys.stderr)
    elif a.cmd == "sheet":
        from .render import contact_sheet

        print(contact_sheet(a.out, a.start, a.count))
    else:
        from . import scenes  # noqa: F401
        from .registry import plan
        from .render import contact_sheet

        lo, _, hi = a.seeds.partition("-")
        plans = [plan(a.template, k) for k in range(int(lo), int(hi or lo) + 1)]
        print(contact_sheet(a.out, 0, len(plans), plans=plans))
    return 0


if __name__ == "__main__":
    sys.exit(main())
