import pytest

from tests.scaleout.stack import Redis


@pytest.fixture(scope="module")
def redis_server(tmp_path_factory):
    """A redis-server of this test module on a free loopback port, stopped at the end."""
    server = Redis(str(tmp_path_factory.mktemp("redis")))
    yield server
    server.close()
