"""What a restarted host loads before it answers (issue 20: back after kill -9 in under a second).

A host's start-up is what a power cut costs the table. python-socketio imports its client
libraries whenever a server starts; `partytable serve` loads them only when used
(server/cli.py ``_defer_client_libraries``), and the QR code library waits for the first code
(server/net.py). The host is built once, in a fresh interpreter (the test process has loaded
those libraries already), and says what it had loaded at each moment.
"""

import json
import os
import subprocess
import sys

import pytest

from games import REGISTRY
from tests.protocol.harness import ROOT

START_LIKE_SERVE_THEN_USE = """
import json, sys
from importlib import metadata
lookups, look_up = [], metadata.entry_points
def counted(**selection):
    lookups.append(selection)
    return look_up(**selection)
metadata.entry_points = counted
from server.cli import CLIENT_ONLY_LIBRARIES, _defer_client_libraries, _patch_for_gevent
_patch_for_gevent()
_defer_client_libraries()
from server.app import create_app
app, _ = create_app(sys.argv[1], "gevent", "http://127.0.0.1:1", warm_up=False)
from games import REGISTRY
games_at_start = sorted(g for g, module in REGISTRY.items() if module in sys.modules)

def loaded(name):   # type() reads no attribute: a deferred module stays unloaded
    module = sys.modules.get(name)
    return module is not None and type(module).__name__ != "_LazyModule"

facts = {"loaded_at_start": sorted(n for n in CLIENT_ONLY_LIBRARIES + ("qrcode",) if loaded(n)),
         "entry_point_lookups": len(lookups), "entry_point_groups": len({repr(s) for s in lookups}),
         "games_at_start": games_at_start,
         "games_mounted": sorted({r.rule.split("/")[2] for r in app.url_map.iter_rules() if r.rule.startswith("/games/")
                                 and not r.rule.split("/")[3:4] == ["web"]})}
lobby = app.test_client().get("/api/games").get_json()
facts["games_in_the_lobby"] = sorted(g["id"] for g in lobby["games"])
from server.net import qr_svg
facts["qr_svg"] = qr_svg("http://127.0.0.1:1/join?room=ABCDEF")[:4]
# the event bots run Socket.IO clients inside the host (server/eventbots.py)
import socketio, engineio.client, engineio.async_client
socketio.Client()
facts["clients"] = [type(engineio.client.requests.Session()).__name__,
                    engineio.async_client.aiohttp.ClientSession.__name__,
                    engineio.client.websocket.WebSocket.__name__]
facts["loaded_after_use"] = sorted(n for n in CLIENT_ONLY_LIBRARIES + ("qrcode",) if loaded(n))
import gevent
facts["spawning_stack"] = repr(gevent.spawn(lambda: None).spawning_stack)
print(json.dumps(facts))
"""


@pytest.fixture(scope="module")
def host_facts(tmp_path_factory):
    done = subprocess.run([sys.executable, "-c", START_LIKE_SERVE_THEN_USE, str(tmp_path_factory.mktemp("data"))],
                          cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": ROOT})
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_started_host_has_loaded_no_client_library_and_no_qr_code_library(host_facts):
    assert host_facts["loaded_at_start"] == []


def test_a_started_host_has_imported_only_the_games_with_a_host_module_and_lists_every_game_when_asked(host_facts):
    # An empty data folder restores no room: the games imported at start are the host modules' (Dixit's).
    assert host_facts["games_at_start"] == host_facts["games_mounted"] == ["dixit"]
    assert host_facts["games_in_the_lobby"] == sorted(REGISTRY)


def test_gevent_reads_its_plugins_entry_points_once_per_group_while_it_patches(host_facts):
    assert host_facts["entry_point_lookups"] == host_facts["entry_point_groups"] >= 1


def test_a_hosts_greenlets_do_not_record_the_stack_that_spawned_them(host_facts):
    # each ping greenlet kept ten frame records for its ten seconds: young objects every collection walked
    assert host_facts["spawning_stack"] == "None"


def test_a_deferred_library_works_once_the_host_uses_it(host_facts):
    assert host_facts["qr_svg"] == "<svg"
    assert host_facts["clients"] == ["Session", "ClientSession", "WebSocket"]
    assert host_facts["loaded_after_use"] == ["aiohttp", "qrcode", "requests", "websocket"]
