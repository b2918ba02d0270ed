"""The `partytable` command: serve, games, simulate, bot."""

from __future__ import annotations

import argparse
import json
import os
import sys


def _raise_open_files() -> None:
    try:
        import resource
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if soft < hard:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    except (ImportError, ValueError, OSError):
        pass


class _QuietErrors:
    """gevent's error log without the noise of websocket bytes read after a
    close (a known, harmless interplay of pywsgi and simple-websocket)."""

    NOISE = ("invalid http method", "expected get method", "invalid http version")

    def write(self, text: str) -> None:
        if not any(n in text.lower() for n in self.NOISE):
            sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()


def _listener(host: str, port: int, make_socket):
    """A listening socket whose connections start with TCP_NODELAY (Linux
    copies it to accepted sockets): small Socket.IO frames must not wait for
    Nagle's algorithm and delayed ACKs (about 40 ms a message otherwise)."""
    import socket
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = make_socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    sock.bind((host, port))
    sock.listen(2048)
    return sock


def _run(app, host: str, port: int, async_mode: str) -> None:
    if async_mode == "gevent":
        import gevent.socket
        from gevent import pywsgi
        server = pywsgi.WSGIServer(_listener(host, port, gevent.socket.socket), app, log=None,
                                   error_log=_QuietErrors())
        server.serve_forever()
    else:
        import eventlet.green.socket
        import eventlet.wsgi
        # eventlet caps concurrent connections at 1024 unless max_size is raised.
        eventlet.wsgi.server(_listener(host, port, eventlet.green.socket.socket), app, log_output=False,
                             max_size=100_000)


# Young, middle and old generation thresholds of the cyclic garbage collector (see _tune_gc).
GC_THRESHOLDS = (2000, 10, 1000)
# Seconds between the collections of the youngest generation the server asks for (see collect_young_often).
YOUNG_COLLECTION_EVERY = 0.02


def _tune_gc() -> None:
    """Collect for latency: measured at 100 rooms of 8 phones (bench/RESULTS.md), full
    collections of the whole heap took 110-185 ms, stopped every room and were the whole
    p99. Objects made at start-up (modules, the games' card and role tables) are frozen out
    of collection; young collections, which reclaim the cycles matches and sockets make,
    run a little less often (about 2.5 ms each); a full collection waits for 1,000 middle
    ones (some 20 minutes at 100 rooms) instead of 10."""
    import gc
    # Only the youngest generation is swept before freezing: a full collection here found 31
    # objects to free after 100 rooms were restored and took 0.06 s of the restart (0.2-0.4 s
    # on a busy machine; docs/decisions.md "Restart in under a second").
    gc.collect(0)
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


# Client libraries that python-socketio and python-engineio import whenever a server starts,
# though only their clients use them (the load tool, the event bots' sockets): aiohttp builds
# its TLS contexts at import. Measured on a restart after kill -9, they were some 0.4 s of a
# 1.8 s start (docs/decisions.md "Restart in under a second").
CLIENT_ONLY_LIBRARIES = ("aiohttp", "requests", "websocket")


class _ClientLibrariesOnFirstUse:
    """An import hook: a client-only library imported by name gets a module whose code runs
    when it is first used (importlib's LazyLoader). Only the first import can be deferred:
    an import of a module already loaded reads its ``__spec__``, which loads it."""

    def find_spec(self, name, path=None, target=None):
        if name not in CLIENT_ONLY_LIBRARIES:
            return None
        import importlib.util
        sys.meta_path.remove(self)   # the real finders locate it; later imports need no hook
        try:
            spec = importlib.util.find_spec(name)
        finally:
            sys.meta_path.insert(0, self)
        if spec is not None and spec.loader is not None and hasattr(spec.loader, "exec_module"):
            spec.loader = importlib.util.LazyLoader(spec.loader)
        return spec


def collect_young_often(sleep) -> None:
    """Forever: the youngest generation collected every YOUNG_COLLECTION_EVERY seconds. The
    collector counts allocations less deallocations, and a dying old object (the table a move
    replaced, a sent packet) is a deallocation: in a steady hall the count stays under its
    threshold while tens of thousands of new objects wait in the youngest generation, and the
    collection that finally comes walks them all at once (30,000 objects and 25-40 ms at 150
    风声 rooms; docs/decisions.md "The youngest generation is collected on a clock")."""
    import gc
    while True:
        sleep(YOUNG_COLLECTION_EVERY)
        gc.collect(0)


def _patch_for_gevent() -> None:
    """gevent's ``patch_all`` with its plugins asked for once: it looks their entry points up
    for each of its 25 events, and each lookup reads every installed package's metadata
    (0.1-0.15 s of a restart; docs/decisions.md "Restart in under a second"). Nothing can be
    installed during the call, so the answers are kept for its length."""
    import functools
    from importlib import metadata
    import gevent
    from gevent import monkey
    # A spawned greenlet (a ping every ping_interval per connection) copied ten frame records of its
    # spawner's stack; nothing here reads them (the tree is for debugging). Measured, it saves the
    # spawn's own work only (docs/decisions.md "Views made with fewer copies and checks").
    gevent.config.track_greenlet_tree = False
    look_up = metadata.entry_points
    metadata.entry_points = functools.lru_cache(maxsize=None)(lambda **selection: look_up(**selection))
    try:
        monkey.patch_all()
    finally:
        metadata.entry_points = look_up


def _defer_client_libraries() -> None:
    sys.meta_path.insert(0, _ClientLibrariesOnFirstUse())


def _keep_compiled_modules() -> None:
    """A host restarted after a power cut must not compile its own sources again: with
    PYTHONDONTWRITEBYTECODE set, every start compiled the project's ~170 modules, 0.5-0.8 s
    of a restart (docs/decisions.md "Restart in under a second"). The compiled files go in
    the usual __pycache__ folders, which git ignores; other commands honour the setting."""
    sys.dont_write_bytecode = False


def cmd_serve(args) -> int:
    _keep_compiled_modules()
    # Patch the standard library before anything else imports it.
    if args.async_mode == "gevent":
        _patch_for_gevent()
    else:
        import warnings
        warnings.filterwarnings("ignore", message=r"\s*Eventlet is deprecated")
        import eventlet
        eventlet.monkey_patch()
    _raise_open_files()
    _defer_client_libraries()
    from .app import create_app
    from .net import public_base

    base = public_base(args.public_url, args.host, args.port)
    try:
        cluster = _cluster(args)
        app, sio = create_app(args.data, args.async_mode, base, bot_delay=args.bot_delay,
                              auto_pass_delay=args.auto_pass_delay, cluster=cluster, warm_up=args.warm_up,
                              dev=args.dev)
    except ValueError as exc:
        print(f"partytable serve: {exc}", file=sys.stderr)
        return 2
    _tune_gc()
    sio.start_background_task(collect_young_often, sio.sleep)
    restored = app.extensions["partytable"]["restored"]
    where = f"worker {cluster.name} of {len(cluster.workers)}, {args.store}" if cluster else os.path.abspath(args.data)
    print(f"partytable is running ({args.async_mode}); {restored} room(s) restored from {where}")
    print(f"  TV (open on the big screen): {base}/tv")
    print(f"  Phones join at:              {base}/join   (or scan the QR code on the TV)")
    if args.dev:
        print(f"  Board preview (--dev):       {base}/dev/preview")
    sys.stdout.flush()
    _run(app, args.host, args.port, args.async_mode)
    return 0


def _cluster(args):
    """One of several workers behind nginx (docs/deploy.md) when --store names Redis."""
    if not args.store:
        if args.workers:
            raise ValueError("--workers needs --store redis://HOST:PORT/DB: the workers share their rooms there")
        return None
    from .cluster import Cluster
    name = args.worker_name or f"{args.host}:{args.port}"
    workers = [w.strip() for w in (args.workers or name).split(",") if w.strip()]
    return Cluster(args.store, workers, name, args.message_queue)


def cmd_deploy(args) -> int:
    from .deploy import nginx_site, nginx_standalone
    workers = [w.strip() for w in args.workers.split(",") if w.strip()]
    site = nginx_site(workers, args.listen, args.server_name)
    print(nginx_standalone(site, args.standalone) if args.standalone else site, end="")
    return 0


def cmd_games(args) -> int:
    from games import all_games
    games = [{"id": g.id, "names": g.names, "min_players": g.min_players, "max_players": g.max_players}
             for g in all_games()]
    if args.json:
        print(json.dumps({"games": games}, ensure_ascii=False))
    else:
        for g in games:
            print(f"{g['id']:<12} {g['names'].get('en', g['id'])}  ({g['min_players']}-{g['max_players']} players)")
    return 0


def cmd_simulate(args) -> int:
    from games import get_game
    from games.core import OptionsError
    from games.core.simulate import simulate
    try:
        game = get_game(args.game)
        options = json.loads(args.options) if args.options else None
        game.resolve_options(options, args.players)  # a usage error, not K failed matches
        if args.balance:
            return print_balance(game, args, options)
        summary = simulate(game, args.players, args.games, args.seed, args.bots, options)
    except (KeyError, OptionsError, json.JSONDecodeError) as exc:
        print(f"partytable simulate: {exc}", file=sys.stderr)
        return 2
    d = summary.as_dict()
    if args.json:
        print(json.dumps(d, ensure_ascii=False))
    else:
        print(f"{d['game']}: {d['finished']}/{d['games']} finished, {d['errors']} errors, "
              f"{d['decisions']} decisions in {d['seconds']} s ({d['decisions_per_second']}/s)")
        for k, v in sorted(d["outcomes"].items()):
            print(f"  {k}: {v}")
        if d["first_error"]:
            print(f"  first error: {d['first_error']}")
    return 0 if summary.errors == 0 else 1


def print_balance(game, args, options) -> int:
    """A game's own balance report (docs/engine.md §7: a method ``balance`` on the declaration), as JSON."""
    report = getattr(game, "balance", None)
    if report is None:
        print(f"partytable simulate: {game.id} has no balance report; --balance needs a `balance` method on "
              f"its declaration (docs/engine.md §7)", file=sys.stderr)
        return 2
    print(json.dumps(report(args.players, args.games, args.seed, args.bots, options), ensure_ascii=False))
    return 0


def cmd_bot(args) -> int:
    from .botclient import play_room
    if not args.new_room and not args.room:
        print("partytable bot: give --new-room GAME or --room CODE", file=sys.stderr)
        return 2
    options = json.loads(args.options) if args.options else None
    summary = play_room(args.url.rstrip("/"), args.new_room, args.count, options, args.room,
                        args.bots, args.seed, args.timeout)
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
    else:
        print(f"room {summary['room']}: finished={summary['finished']} decisions={summary['decisions']} "
              f"errors={len(summary['errors'])} in {summary['seconds']} s")
    return 0 if summary["finished"] and not summary["errors"] else 1


def cmd_loadtest(args) -> int:
    try:
        import aiohttp  # noqa: F401  (python-socketio's AsyncClient runs on it)
    except ImportError:
        print("partytable loadtest: needs aiohttp; install the test extras (scripts/setup.sh --test)",
              file=sys.stderr)
        return 2
    from .loadtest import check_args, describe, describe_runs, loadtest, loadtest_repeat
    try:
        options = json.loads(args.options) if args.options else None
        check_args(args.game, args.rooms, args.players, args.seconds, args.repeat, args.stagger)
    except (KeyError, ValueError) as exc:
        print(f"partytable loadtest: {exc}", file=sys.stderr)
        return 2
    for flag, given in (("--restart", args.restart), ("--profile", args.profile)):
        if given and args.url:
            print(f"partytable loadtest: {flag} needs the server it starts itself; leave out --url", file=sys.stderr)
            return 2
    load = dict(game=args.game, rooms=args.rooms, players=args.players, seconds=args.seconds, url=args.url,
                pid=args.pid, restart=args.restart, async_mode=args.async_mode, bots=args.bots, options=options,
                stagger=args.stagger)
    if args.repeat == 1:
        result = loadtest(profile_dir=args.profile, **load)
        print(json.dumps(result, ensure_ascii=False) if args.json else describe(result))
        return 0 if result["errors"] == 0 else 1

    def progress(i, result):
        print(f"run {i} of {args.repeat}: {describe(result)}", flush=True)
    summary = loadtest_repeat(args.repeat, on_run=None if args.json else progress, profile_dir=args.profile, **load)
    print(json.dumps(summary, ensure_ascii=False) if args.json else describe_runs(summary))
    return 0 if summary["errors"] == 0 else 1


def cmd_event_simulate(args) -> int:
    from games import REGISTRY, get_game
    from .eventbots import run_event
    from .loadtest import LocalServer
    if args.game not in REGISTRY:
        print(f"partytable event simulate: unknown game {args.game!r}; see `partytable games`", file=sys.stderr)
        return 2
    game = get_game(args.game)
    per_table = args.players / max(1, args.tables)
    if args.tables < 1 or args.players < args.tables or per_table > game.max_players:
        print(f"partytable event simulate: {args.players} players at {args.tables} tables does not fit "
              f"{args.game} ({game.min_players}-{game.max_players} a table; bots fill tables below the minimum)",
              file=sys.stderr)
        return 2
    options = json.loads(args.options) if args.options else None

    def go(url: str) -> dict:
        return run_event(url, args.game, args.players, args.tables, args.rounds, args.bots, args.seed,
                         options, args.timeout)

    if args.url:
        summary = go(args.url.rstrip("/"))
    else:
        with LocalServer(args.async_mode, bot_delay=0.05) as srv:
            summary = go(srv.url)
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
    else:
        print(f"event {summary['event']}: {args.game}, {args.players} players, {args.tables} tables, "
              f"{args.rounds} rounds, finished={summary['finished']}, errors={len(summary['errors'])}, "
              f"{summary['seconds']} s")
        for row in summary["standings"]:
            rounds = " ".join(f"{row['by_round'].get(str(r), '-'):>3}" for r in range(1, args.rounds + 1))
            stats = " ".join(f"{k}={v}" for k, v in row["stats"].items())
            print(f"  {row['place']:>3}. {row['name']:<24} {row['total']:>4}   {rounds}   {stats}")
        for e in summary["errors"][:5]:
            print(f"  error: {e}")
    return 0 if summary["finished"] and not summary["errors"] else 1


def parser() -> argparse.ArgumentParser:
    from games import REGISTRY   # the registry only (no game module): serve still patches the stdlib first
    p = argparse.ArgumentParser(prog="partytable", description="A party-game table: a TV and everyone's phones.")
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("serve", help="start the host")
    s.add_argument("--host", default="0.0.0.0", help="address to listen on (default: every interface)")
    s.add_argument("--port", type=int, default=8000)
    s.add_argument("--data", default="data", help="folder for the SQLite database (default: ./data)")
    s.add_argument("--async-mode", choices=("gevent", "eventlet"), default="gevent")
    s.add_argument("--public-url", help="the base URL phones use (default: detected LAN address)")
    s.add_argument("--bot-delay", type=float, default=1.0, help="seconds a bot waits before answering")
    s.add_argument("--auto-pass-delay", type=float, default=2.0,
                   help="seconds before a seat with nothing to do passes in a response window")
    s.add_argument("--no-warm-up", dest="warm_up", action="store_false",
                   help="games make their assets only when first wanted, nothing ahead in the background "
                        "(e.g. pictures); for tests and load measurements")
    s.add_argument("--store", help="redis://HOST:PORT/DB: keep rooms in Redis, shared by several workers behind "
                                   "nginx (default: SQLite in --data; docs/deploy.md)")
    s.add_argument("--workers", help="with --store: every worker as HOST:PORT, comma-separated, exactly as in "
                                     "nginx's upstream (new rooms get codes nginx routes to this worker)")
    s.add_argument("--worker-name", help="this worker as written in --workers (default: --host:--port)")
    s.add_argument("--message-queue", help="Socket.IO message queue URL (default: the --store Redis)")
    s.add_argument("--dev", action="store_true",
                   help="development pages, off by default: /dev/preview shows any game's TV board and phone "
                        "panels for a bot-played match at a chosen step (docs/frontend.md); not for a party")
    s.set_defaults(fn=cmd_serve)

    d = sub.add_parser("deploy", help="print configuration for several workers behind one address")
    d.add_argument("what", choices=("nginx",))
    d.add_argument("--workers", required=True, help="every worker as HOST:PORT, comma-separated")
    d.add_argument("--listen", default="80", help="nginx's listen address (default 80)")
    d.add_argument("--server-name", default="_")
    d.add_argument("--standalone", metavar="DIR", help="a whole nginx.conf keeping its files in DIR "
                                                        "(run: nginx -p DIR -c DIR/nginx.conf)")
    d.set_defaults(fn=cmd_deploy)

    g = sub.add_parser("games", help="list the games")
    g.add_argument("--json", action="store_true")
    g.set_defaults(fn=cmd_games)

    m = sub.add_parser("simulate", help="bot-only matches through the engine")
    m.add_argument("game")
    m.add_argument("--players", type=int, required=True)
    m.add_argument("--games", type=int, default=100)
    m.add_argument("--seed", type=int, default=0)
    m.add_argument("--bots", default="random", help="random or smart")
    m.add_argument("--options", help="host options as JSON")
    m.add_argument("--json", action="store_true")
    m.add_argument("--balance", action="store_true", help="the game's balance report (JSON), if it has one")
    m.set_defaults(fn=cmd_simulate)

    b = sub.add_parser("bot", help="bot phones that play over the real protocol")
    b.add_argument("url")
    b.add_argument("--new-room", metavar="GAME")
    b.add_argument("--room", metavar="CODE")
    b.add_argument("--count", type=int, required=True)
    b.add_argument("--options", help="host options as JSON (with --new-room)")
    b.add_argument("--bots", default="smart")
    b.add_argument("--seed", type=int, default=0)
    b.add_argument("--timeout", type=float, default=600)
    b.add_argument("--json", action="store_true")
    b.set_defaults(fn=cmd_bot)

    t = sub.add_parser("loadtest", help="R rooms x P bot phones + a TV each play over real Socket.IO; "
                                        "prints latency, messages/s, errors, server CPU and memory")
    t.add_argument("--game", default=next(iter(REGISTRY)),
                   help=f"a game id, as `partytable games` lists them (default {next(iter(REGISTRY))})")
    t.add_argument("--rooms", type=int, default=10)
    t.add_argument("--players", type=int, default=8)
    t.add_argument("--seconds", type=float, default=30)
    t.add_argument("--url", help="load a running server (default: start one on loopback with a temp data dir)")
    t.add_argument("--pid", type=int, action="append",
                   help="with --url: the server's process id, for CPU and memory (several workers behind "
                        "nginx: give --pid for each; their figures are added up)")
    t.add_argument("--async-mode", choices=("gevent", "eventlet"), default="gevent")
    t.add_argument("--bots", default="random", help="the phones' bots: random (default) or smart")
    t.add_argument("--options", help="host options as JSON")
    t.add_argument("--json", action="store_true")
    t.add_argument("--restart", action="store_true",
                   help="after the run, SIGKILL the server, start it again and time until every phone is back")
    t.add_argument("--repeat", type=int, default=1,
                   help="run the same load N times, each on a fresh server; prints each run's p99, the median, "
                        "the worst and the share of 5-s windows over 100 ms")
    t.add_argument("--stagger", type=float, default=0.0, metavar="SECONDS",
                   help="start the rooms one after another over this many seconds (default 0: all at once, "
                        "as an event's round starts)")
    t.add_argument("--profile", metavar="DIR",
                   help="write where the tail comes from into DIR: GC pauses, event-loop stalls over 50 ms with "
                        "their stacks (gevent), and a py-spy CPU profile when py-spy is installed")
    t.set_defaults(fn=cmd_loadtest)
    ev = sub.add_parser("event", help="events: several matches and tables with standings")
    ev_sub = ev.add_subparsers(dest="event_command", required=True)
    es = ev_sub.add_parser("simulate", help="a bot-only event over the real protocol against its own server "
                                            "(or --url); prints the standings")
    es.add_argument("--game", required=True)
    es.add_argument("--players", type=int, required=True, help="entrants (each a bot phone)")
    es.add_argument("--tables", type=int, default=1)
    es.add_argument("--rounds", type=int, default=3)
    es.add_argument("--bots", default="smart", help="smart (default) or random")
    es.add_argument("--seed", type=int, default=0)
    es.add_argument("--options", help="host options as JSON")
    es.add_argument("--url", help="a running host (default: start one on loopback with a temp data dir)")
    es.add_argument("--async-mode", choices=("gevent", "eventlet"), default="gevent")
    es.add_argument("--timeout", type=float, default=900, help="give up after this many seconds")
    es.add_argument("--json", action="store_true")
    es.set_defaults(fn=cmd_event_simulate)
    return p


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    return args.fn(args)


if __name__ == "__main__":
    sys.exit(main())
