"""The bot banner's "I'm back" (issue 19 point 9, docs/protocol.md `back_from_bot`): a seat's own
phone takes its seat back from the bot the host gave it to; nobody else can, and a seat no bot
plays is refused with `not_bot`."""

from tests.protocol.harness import Client, join_phone, open_tv
from tests.protocol.test_protocol import zap_table
from tests.protocol.test_side_channels_protocol import slow_server, window  # noqa: F401 (slow_server: a fixture)


def test_the_seats_own_phone_takes_its_seat_back_from_the_bot_and_answers_again(slow_server):
    tv, info, phones = zap_table(slow_server.url)
    tv.request("host", {"action": "seat_to_bot", "seat": 1, "bot": "smart"}, "room",
               pred=lambda d: d["seats"][1]["bot"] == "smart")
    room = phones[1].request("back_from_bot", {}, "room", pred=lambda d: d["seats"][1]["bot"] is None)
    assert [s["bot"] for s in room["seats"]] == [None, None, None]
    # the seat is a player's again: the response window waits for its phone, not for a bot
    mine = window(phones)[1]
    answer = {"prompt": mine["id"], "answer": [mine["choices"][0]["id"]]}
    assert phones[1].request("answer", answer, "accepted") == {"prompt": mine["id"]}
    for c in (tv, *phones):
        c.close()


def test_only_the_seats_own_phone_can_take_it_back(slow_server):
    server = slow_server
    tv, info, phones = zap_table(server.url)
    tv.request("host", {"action": "seat_to_bot", "seat": 1, "bot": "smart"}, "room",
               pred=lambda d: d["seats"][1]["bot"] == "smart")
    # another seat's phone acts on its own seat, which no bot plays: refused, seat 1 stays the bot's
    assert phones[0].refused("back_from_bot", {"seat": 1})["code"] == "not_bot"
    # the TV and a spectator have no seat to take back
    assert tv.refused("back_from_bot", {"seat": 1})["code"] == "not_seated"
    watcher, welcome = join_phone(server.url, info["room"], "Late")
    assert welcome.get("spectator") is True
    assert watcher.refused("back_from_bot", {"seat": 1})["code"] == "spectating"
    stranger = Client(server.url).connect()
    assert stranger.refused("back_from_bot", {})["code"] == "not_seated"
    again, _ = open_tv(server.url, info["room"], info["host_token"])
    assert again.wait("room")["seats"][1]["bot"] == "smart"
    for c in (tv, *phones, watcher, stranger, again):
        c.close()
