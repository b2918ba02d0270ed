"""SIGKILL in the middle of a match of every game, restart on the same data and port.

Bot phones (real Socket.IO clients with reconnection, server/botclient.BotPhone)
play Avalon, 风声 and Dixit (typed clues) in three rooms of one server. They stop
answering, the server is killed with SIGKILL, restarted on the same folder and
port; every phone reconnects by itself to its own seat and receives exactly the
view it had before the kill (same seq, table and prompts); the stored input log
is unchanged; then the phones answer again and every match moves on.
"""

import os
import threading
import time

import pytest

from games import get_game
from server.botclient import BotPhone, wait_until
from tests.faults.helpers import GAMES, stored_inputs
from tests.protocol.harness import Server, open_tv

pytestmark = [pytest.mark.slow, pytest.mark.timeout(360)]


class HoldablePhone(BotPhone):
    """A bot phone that can be told to stop answering (it still receives views)."""

    def __init__(self, *a, **k):
        super().__init__(*a, **k)
        self.hold = False
        self.welcomes = []
        self.changed = time.monotonic()

    def _on_welcome(self, data):
        self.welcomes.append(data)
        super()._on_welcome(data)

    def _on_view(self, data):
        self.changed = time.monotonic()
        if self.hold:
            self.last_view = data
            return
        super()._on_view(data)

    def release(self):
        self.hold = False
        if self.last_view:
            threading.Thread(target=BotPhone._on_view, args=(self, self.last_view), daemon=True).start()


def seq(phone):
    v = phone.last_view
    return v["match"]["seq"] if v and v.get("match") else -1


@pytest.mark.parametrize("mode", ["gevent", "eventlet"])
def test_every_match_survives_a_sigkill_and_every_phone_comes_back_to_the_same_view(tmp_path, mode):
    data = str(tmp_path / "data")
    os.makedirs(data)
    srv = Server(data, mode).start()
    srv2 = None
    rooms, tvs = {}, []
    try:
        for g, (n, options) in GAMES.items():
            tv, info = open_tv(srv.url)
            tv.request("host", {"action": "select_game", "game": g}, "room", pred=lambda d, g=g: d["game"] == g)
            if options:
                tv.request("host", {"action": "set_options", "options": options}, "room")
            if g == "fengsheng":   # seats with nothing to do pass at once: the table goes quiet sooner
                tv.request("host", {"action": "set_timers", "timers": {"auto_pass": 0}}, "room")
            phones = [HoldablePhone(srv.url, info["room"], f"{g}{i}", "random", seed=i) for i in range(n)]
            for p in phones:
                p.start()
                assert p.joined.wait(10)
            tv.request("host", {"action": "start"}, "room", pred=lambda d: d["phase"] == "playing")
            rooms[info["room"]] = (g, phones)
            tvs.append(tv)
        everyone = [p for _, ps in rooms.values() for p in ps]
        # play a little of every match, then stop answering and let the tables go quiet: each room holds
        # as soon as it has played a little (a quick room waiting for the others could end its match)
        def held_when_played():
            for _, ps in rooms.values():
                if max(seq(p) for p in ps) >= 6:
                    for p in ps:
                        p.hold = True
            return all(p.hold for p in everyone)
        assert wait_until(held_when_played, 60, 0.05)
        assert wait_until(lambda: time.monotonic() - max(p.changed for p in everyone) > 1.0, 30, 0.1)
        before = {(code, p.seat): p.last_view["match"] for code, (_, ps) in rooms.items() for p in ps}
        logs = {code: stored_inputs(data, code) for code in rooms}
        for code, (_, ps) in rooms.items():
            # every accepted input is on disk (a phone's seq counts the public answers and its own)
            assert len(logs[code]) >= max(seq(p) for p in ps) > 0
        assert all(not m["finished"] for m in before.values()), [k for k, m in before.items() if m["finished"]]

        srv.kill()
        for tv in tvs:
            tv.close()
        for p in everyone:
            p.last_view = None
        srv2 = Server(data, mode, port=srv.port).start()

        # every phone reconnects by itself (same token) to its seat and gets the same view
        assert wait_until(lambda: all(p.last_view is not None for p in everyone), 30, 0.05), \
            [(p.name, len(p.welcomes)) for p in everyone if p.last_view is None]
        for code, (g, ps) in rooms.items():
            for p in ps:
                assert len(p.welcomes) == 2 and p.welcomes[1]["seat"] == p.welcomes[0]["seat"] == p.seat
                after = p.last_view["match"]
                assert after["seq"] == before[(code, p.seat)]["seq"], (g, p.seat)
                assert after == before[(code, p.seat)], (g, p.seat)
            assert stored_inputs(data, code) == logs[code]

        # the phones answer again: every match continues from its last accepted input
        for p in everyone:
            p.release()
        for code, (g, ps) in rooms.items():
            # five answers more that the phones may know of (a seq counts no other seat's hidden pass, so it
            # is measured against the seqs before the kill, not against the inputs stored, which count them)
            seq0 = max(before[(code, p.seat)]["seq"] for p in ps)
            # a random phone that gave up on a question the rules kept refusing holds its table until the
            # question's timer answers for it (风声's turn: 60 s): twice in one CI run, never here alone
            longest = max(get_game(g).timers.values(), default=0)
            assert wait_until(lambda: max(seq(p) for p in ps) >= seq0 + 5
                              or any(p.finished.is_set() for p in ps), 60 + longest, 0.05), g
            assert stored_inputs(data, code)[:len(logs[code])] == logs[code]
        assert [e for p in everyone for e in p.errors] == []
    finally:
        for _, ps in rooms.values():
            for p in ps:
                p.hold = True   # no answer is sent on a closing connection
                p.close()
        if srv2:
            srv2.stop()
        srv.stop()
