import pytest

from tests.protocol.conftest import MODES, started


# A fresh server for each test, gevent and eventlet: these tests run the join guard's count
# per address up on purpose, which a server shared by the module would carry into the next test.
@pytest.fixture(params=MODES)
def server(request, tmp_path):
    srv = started(tmp_path / "data", request.param)
    yield srv
    srv.stop()
