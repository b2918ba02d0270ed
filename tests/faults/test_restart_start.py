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

from tests.protocol.harness import ROOT

START_LIKE_SERVE_THEN_USE = """
import json, sys
from gevent import monkey
monkey.patch_all()
from server.cli import CLIENT_ONLY_LIBRARIES, _defer_client_libraries
_defer_client_libraries()
from server.app import create_app
create_app(sys.argv[1], "gevent", "http://127.0.0.1:1", warm_up=False)

def loaded(name):   # type() reads no attribute: a deferred module stays unloaded
    module = sys.modules.get(name)
    return module is not None and type(module).__name__ != "_LazyModule"

facts = {"loaded_at_start": sorted(n for n in CLIENT_ONLY_LIBRARIES + ("qrcode",) if loaded(n))}
from server.net import qr_svg
facts["qr_svg"] = qr_svg("http://127.0.0.1:1/join?room=ABCDEF")[:4]
# the event bots run Socket.IO clients inside the host (server/eventbots.py)
import socketio, engineio.client, engineio.async_client
socketio.Client()
facts["clients"] = [type(engineio.client.requests.Session()).__name__,
                    engineio.async_client.aiohttp.ClientSession.__name__,
                    engineio.client.websocket.WebSocket.__name__]
facts["loaded_after_use"] = sorted(n for n in CLIENT_ONLY_LIBRARIES + ("qrcode",) if loaded(n))
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


def test_a_deferred_library_works_once_the_host_uses_it(host_facts):
    assert host_facts["qr_svg"] == "<svg"
    assert host_facts["clients"] == ["Session", "ClientSession", "WebSocket"]
    assert host_facts["loaded_after_use"] == ["aiohttp", "qrcode", "requests", "websocket"]
