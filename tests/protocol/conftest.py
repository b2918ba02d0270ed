import os

import pytest

from tests.protocol.harness import Server


# One server a module and async mode: every test opens rooms of its own, and starting a
# server for each test cost about 1.5 s of the suite's time (issue 13).
@pytest.fixture(scope="module", params=["gevent", "eventlet"])
def server(request, tmp_path_factory):
    srv = Server(str(tmp_path_factory.mktemp("data")), request.param)
    os.makedirs(srv.data_dir, exist_ok=True)
    srv.start()
    yield srv
    srv.stop()
