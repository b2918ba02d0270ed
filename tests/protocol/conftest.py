import os

import pytest

from tests.protocol.harness import Server

MODES = ["gevent", "eventlet"]


def started(folder, async_mode: str) -> Server:
    srv = Server(str(folder), async_mode)
    os.makedirs(srv.data_dir, exist_ok=True)
    return srv.start()


# One server a module and async mode: every test opens rooms of its own, and starting a
# server for each test cost about 1.5 s of the suite's time (issue 13).
@pytest.fixture(scope="module", params=MODES)
def server(request, tmp_path_factory):
    srv = started(tmp_path_factory.mktemp("data"), request.param)
    yield srv
    srv.stop()
