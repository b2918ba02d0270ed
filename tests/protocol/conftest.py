import pytest

from tests.protocol.harness import Server


@pytest.fixture(params=["gevent", "eventlet"])
def server(request, tmp_path):
    srv = Server(str(tmp_path / "data"), request.param)
    import os
    os.makedirs(srv.data_dir, exist_ok=True)
    srv.start()
    yield srv
    srv.stop()
