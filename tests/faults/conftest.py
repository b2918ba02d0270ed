from tests.protocol.conftest import server  # noqa: F401  (a real server per test, gevent and eventlet)
