"""Property-based fuzzing of the HTTP endpoints: random paths and random deck uploads.

Every answer is below 500, and every 4xx carries JSON `{error, message}`."""

import urllib.parse

import pytest
import requests
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz.strategies import HOSTILE
from tests.protocol.harness import Server, open_tv

pytestmark = pytest.mark.slow

PREFIXES = ["/tv/", "/join/", "/static/tv/", "/static/phone/", "/games/avalon/web/", "/games/", "/vendor/",
            "/api/games/", "/api/i18n/", "/games/dixit/card/", "/games/dixit/decks/", "/"]
segments = st.one_of(st.sampled_from(HOSTILE[:-1]), st.text(max_size=80), st.sampled_from(
    ["..", "../..", "%2e%2e/%2e%2e/etc/passwd", "shell", "avalon", "b0001", "u1-000", "socket.io.min.js"]))


def check(r):
    assert r.status_code < 500, (r.request.method, r.url, r.status_code, r.text[:300])
    if r.status_code in (414, 431) or (r.status_code == 400 and len(r.request.url) > 8000):
        return   # the HTTP server's own refusal of an over-long request line: it never reaches the app
    if r.status_code >= 400:
        body = r.json()
        assert body["error"] and body["message"], body


@pytest.fixture(scope="module")
def srv(tmp_path_factory):
    s = Server(str(tmp_path_factory.mktemp("fuzz-http"))).start()
    yield s
    s.stop()


def test_random_get_paths_are_answered_without_a_server_error(srv):
    @settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(st.sampled_from(PREFIXES), segments, st.booleans())
    def one(prefix, seg, raw):
        path = prefix + (seg if raw else urllib.parse.quote(seg, safe=""))
        path = path.replace("\x00", "%00").replace("#", "%23").replace("?", "%3F")
        check(requests.get(srv.url + path, timeout=10, allow_redirects=False))
    one()


def test_random_deck_uploads_are_refused_with_json_and_change_nothing(srv):
    tv, info = open_tv(srv.url)
    decks_before = requests.get(srv.url + "/games/dixit/decks", timeout=5).json()

    @settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(room=st.one_of(st.just(info["room"]), segments), token=st.one_of(st.just(info["host_token"]), segments),
           name=segments, files=st.lists(st.tuples(segments, st.binary(max_size=3000)), max_size=4),
           form=st.booleans())
    def one(room, token, name, files, form):
        if form:
            r = requests.post(srv.url + "/games/dixit/decks", data={"room": room, "token": token, "name": name},
                              files=[("files", (fn or "x", data)) for fn, data in files], timeout=20)
        else:   # not multipart at all
            r = requests.post(srv.url + "/games/dixit/decks", data=b"".join(d for _, d in files),
                              headers={"Content-Type": "application/octet-stream"}, timeout=20)
        check(r)
        assert r.status_code in (400, 403), (r.status_code, r.text[:200])   # random bytes are never pictures
    one()
    assert requests.get(srv.url + "/games/dixit/decks", timeout=5).json() == decks_before
    tv.close()
