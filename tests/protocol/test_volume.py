"""The TV's volume from the host's phone (issue 19 point 4, docs/protocol.md `tv_sound`): the host at the
sofa sets the TV's volume and mute; the server tells the room's TVs and nobody else (a phone plays no
sound, and no seat learns anything); a phone that is not the host is refused with `not_host`. A change
made on the TV itself goes to the host's phone, whose controls show the TV's sound, and to no one else."""

from tests.protocol.harness import join_phone, open_tv


def a_room_with_two_tvs(url):
    """The TV that made the room (host token), a second TV of the room, the host's phone and two others."""
    tv, info = open_tv(url)
    second_tv, _ = open_tv(url, info["room"])
    phones = [join_phone(url, info["room"], name)[0] for name in ("Ann", "Bob", "Cy")]
    for c in (tv, second_tv, *phones):
        settled(c)
    return tv, second_tv, phones


def settled(client) -> None:
    """Whatever the room sent this connection so far has come: an empty ``tv_sound`` is refused under the
    room's lock, after everything sent under it before."""
    client.refused("tv_sound", {})


def test_the_host_phone_sets_the_volume_and_only_the_rooms_tvs_receive_it(server):
    tv, second_tv, (host, bob, cy) = a_room_with_two_tvs(server.url)
    marks = {c: c.mark() for c in (tv, second_tv, host, bob, cy)}

    host.emit("tv_sound", {"volume": 30, "muted": False})
    for screen in (tv, second_tv):
        assert screen.wait("tv_sound", after=marks[screen]) == {"volume": 30, "muted": False}

    # a phone that is not the host is refused, by name; the room's one lock orders its refusal after
    # anything the host's message sent, so a phone's events up to it are all the host's message sent it
    assert bob.refused("tv_sound", {"muted": True})["code"] == "not_host"
    assert [e for e, _ in bob.events[marks[bob]:]] == ["error"]

    host.emit("tv_sound", {"muted": True})
    for screen in (tv, second_tv):
        screen.wait("tv_sound", lambda d: d == {"muted": True}, after=marks[screen])
        # the TV's room and match are as they were: it was told the sound and nothing else, never Bob's try
        assert screen.events[marks[screen]:] == [("tv_sound", {"volume": 30, "muted": False}), ("tv_sound", {"muted": True})]
    assert cy.refused("tv_sound", {"volume": 100})["code"] == "not_host"
    for phone in (host, cy):
        assert [e for e, _ in phone.events[marks[phone]:]] == ([] if phone is host else ["error"])
    for c in (tv, second_tv, host, bob, cy):
        c.close()


NOT_A_SETTING = [{}, {"volume": 101}, {"volume": -1}, {"volume": "30"}, {"volume": True}, {"volume": 2.5},
                 {"muted": "yes"}, {"muted": None}]


def test_a_setting_that_is_not_a_volume_or_a_mute_is_refused_and_reaches_no_tv(server):
    tv, info = open_tv(server.url)
    host, _ = join_phone(server.url, info["room"], "Ann")
    at = tv.mark()
    for payload in NOT_A_SETTING:
        assert host.refused("tv_sound", payload)["code"] == "bad_payload", payload
    host.emit("tv_sound", {"volume": 55})
    assert tv.wait("tv_sound", after=at) == {"volume": 55}   # the first the TV heard is the good one
    for c in (tv, host):
        c.close()


def test_a_change_made_on_the_tv_reaches_the_host_phone_and_no_other_screen(server):
    tv, second_tv, (host, bob, cy) = a_room_with_two_tvs(server.url)
    marks = {c: c.mark() for c in (tv, second_tv, host, bob, cy)}
    tv.emit("tv_sound", {"volume": 25})
    assert host.wait("tv_sound", after=marks[host]) == {"volume": 25}
    tv.emit("tv_sound", {"muted": True})
    host.wait("tv_sound", lambda d: d == {"muted": True}, after=marks[host])
    for c in (tv, second_tv, bob, cy):
        settled(c)
    assert [e for e, _ in host.events[marks[host]:]] == ["tv_sound", "tv_sound"]
    for c in (tv, second_tv):   # each TV has its own speakers: nothing from the other, nothing back
        assert [e for e, _ in c.events[marks[c]:]] == ["error"]   # settled's refusal only
    for phone in (bob, cy):
        assert [e for e, _ in phone.events[marks[phone]:]] == ["error"]
    for c in (tv, second_tv, host, bob, cy):
        c.close()


def test_the_host_phone_is_told_the_tvs_sound_when_it_joins_and_no_other_phone_is(server):
    tv, info = open_tv(server.url)
    tv.emit("tv_sound", {"volume": 40})
    tv.emit("tv_sound", {"muted": True})
    settled(tv)
    host, _ = join_phone(server.url, info["room"], "Ann")     # the first phone is the host
    assert host.wait("tv_sound") == {"volume": 40, "muted": True}
    bob, _ = join_phone(server.url, info["room"], "Bob")
    settled(bob)
    assert "tv_sound" not in [e for e, _ in bob.events]
    for c in (tv, host, bob):
        c.close()
