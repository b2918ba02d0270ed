"""Where code may live (DESIGN.md "Layout", docs/engine.md "A game's own routes and assets").

- The server knows no game by name: a game's routes, uploads and pictures live in the game's
  host module, which the server mounts under /games/<id>/.
- The rules import the standard library and games/ only: no Flask, werkzeug or PIL (those
  belong to a game's host module and to its picture art, which only the server and setup use).
"""

import ast
import os
import re
import subprocess
import sys

from games import REGISTRY

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SERVER = os.path.join(ROOT, "server")
GAMES = os.path.join(ROOT, "games")
HOST_SIDE = ("host", "art")          # a game's folders (or host.py) that only the server and setup import
WEB_AND_PICTURES = ("flask", "werkzeug", "PIL")


def server_files() -> list[str]:
    out = []
    for folder, dirs, files in os.walk(SERVER):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        out += [os.path.join(folder, f) for f in files]
    return out


def names_a_game(text: str) -> list[str]:
    """The game ids ``text`` names as a word (any case; ``dixit_decks`` counts, ``avalonish`` does not)."""
    return [gid for gid in REGISTRY if re.search(rf"(?<![a-z0-9]){re.escape(gid)}(?![a-z0-9])", text, re.I)]


def test_no_file_under_server_names_a_game():
    found = {}
    for path in server_files():
        with open(path, encoding="utf-8", errors="replace") as f:
            ids = names_a_game(f.read())
        if ids:
            found[os.path.relpath(path, ROOT)] = ids
    assert found == {}, f"the server must know no game by name; move game code to games/<id>/host: {found}"


def test_the_game_id_check_finds_an_id_in_any_case_and_inside_a_longer_name():
    gid = next(iter(REGISTRY))
    assert names_a_game(f"from games.{gid} import x") == [gid]
    assert names_a_game(f"# {gid.title()}'s rule") == [gid]
    assert names_a_game(f"{gid}_decks = 1") == [gid]
    assert names_a_game(f"{gid}ish games") == []


def rules_modules() -> list[str]:
    """Every module of games/ but a game's host module and its picture art."""
    out = []
    for folder, dirs, files in os.walk(GAMES):
        inside_a_game = os.path.dirname(folder) == GAMES
        dirs[:] = [d for d in dirs if d != "__pycache__" and not (inside_a_game and d in HOST_SIDE)]
        out += [os.path.join(folder, f) for f in files
                if f.endswith(".py") and not (inside_a_game and f[:-3] in HOST_SIDE)]
    return out


def module_name(path: str) -> str:
    rel = os.path.splitext(os.path.relpath(path, ROOT))[0].split(os.sep)
    return ".".join(rel[:-1] if rel[-1] == "__init__" else rel)


def imports_of(path: str) -> set[str]:
    """Every module ``path`` imports, anywhere in it (relative imports made absolute)."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    package = module_name(path).split(".")
    if not path.endswith("__init__.py"):
        package = package[:-1]
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = ".".join((package[:len(package) - node.level + 1] if node.level else [])
                            + ([node.module] if node.module else []))
            # each name may be a module of its own (``from . import host``)
            out |= {base} | {f"{base}.{a.name}" for a in node.names}
    return out


def is_host_module(module: str) -> bool:
    parts = module.split(".")
    return len(parts) >= 3 and parts[0] == "games" and parts[2] == "host"


def test_the_rules_import_only_the_standard_library_and_games_but_no_host_module():
    bad = {}
    for path in rules_modules():
        wrong = sorted(m for m in imports_of(path)
                       if m.split(".")[0] not in sys.stdlib_module_names | {"games"} or is_host_module(m))
        if wrong:
            bad[os.path.relpath(path, ROOT)] = wrong
    assert bad == {}, bad


def test_importing_every_rules_module_loads_no_web_or_picture_library():
    names = [module_name(p) for p in rules_modules()]
    probe = ("import importlib, sys\n"
             f"for name in {names!r}:\n"
             "    importlib.import_module(name)\n"
             f"print(sorted(m for m in sys.modules if m.split('.')[0] in {WEB_AND_PICTURES!r}))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]", out.stdout


def test_the_layout_check_leaves_out_host_modules_and_art_and_reads_relative_imports():
    assert is_host_module("games.dixit.host") and is_host_module("games.dixit.host.cards")
    assert not is_host_module("games.dixit.decks") and not is_host_module("games.core.game")
    assert "games.dixit.decks" in imports_of(os.path.join(GAMES, "dixit", "rules.py"))
    listed = {os.path.relpath(p, GAMES) for p in rules_modules()}
    assert os.path.join("dixit", "rules.py") in listed and os.path.join("core", "game.py") in listed
    assert not any(p.split(os.sep)[1] in HOST_SIDE for p in listed if os.sep in p)
