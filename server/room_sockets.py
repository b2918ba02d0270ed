"""The room's Socket.IO handlers (TV and phones, docs/protocol.md) and ``publish``, the one
outbound choke point for game data.

Handlers only validate payloads, find the caller's room and seat, call the ``RoomHall`` under
the room's lock, and publish: each connection gets the view made for its own seat.
"""

from __future__ import annotations

import functools
import time
from typing import Callable, Optional

from games import all_games
from games.core import LANGS, Rejection

from .net import qr_svg
from .rooms import Room, RoomHall, Spectator, same_token
from .sockets import Binding, HeldReply, Sockets, caller, short_token


class RoomSockets:
    """``flush_events`` publishes the events whose tables a handler changed (server/event_sockets.py)."""

    def __init__(self, sockets: Sockets, room_hall: RoomHall, hall, flush_events: Callable[[], None]):
        self.sockets, self.sio, self.room_hall, self.hall = sockets, sockets.sio, room_hall, hall
        self.bindings = sockets.bindings
        self.flush_events = flush_events
        sockets.on_disconnect.append(self.disconnected)
        self._register()

    @functools.cached_property
    def games_public(self) -> list:
        """Every game's lobby card, made when a lobby first needs it: a restart restores its rooms
        without importing the games none of them plays (docs/decisions.md "Restart in under a second")."""
        return [g.describe() for g in all_games()]

    # -- publishing (the one outbound choke point for game data) --------------------------
    def room_payload(self, room: Room) -> dict:
        return {**room.public(self.room_hall.base_url), "games": self.games_public}

    # What goes to connections of this worker is sent past the message queue (Sockets.send):
    # with several workers (docs/deploy.md) the queue is for what another worker may have to
    # deliver (a room's broadcast, a replaced or kicked phone), and every hop costs CPU.
    def publish(self, room: Room, room_changed: bool = True, views_to: Optional[set] = None) -> None:
        """The room to every connection of it when it changed, and each connection its view
        (only ``views_to`` when given: a phone or TV coming or going changes nobody else's view,
        which matters when a whole hall reconnects after a restart)."""
        sio, room_hall = self.sio, self.room_hall
        if room_changed:
            sio.emit("room", self.room_payload(room), to=room.code)
        wanted = (lambda sid: True) if views_to is None else views_to.__contains__
        # Spectators are sent exactly what the TV is sent: the same view, made once.
        for seat, all_sids in [(None, room.watcher_sids())] + [(i, s.sids) for i, s in enumerate(room.seats)]:
            sids = [sid for sid in all_sids if wanted(sid)]
            if not sids:
                continue
            # Every connection of the seat is sent to: a view the seat was last sent is not news
            # (a hidden pass of another seat must not reach it, not even as an unchanged view).
            self._send_view(room, seat, sids, force=room_changed or views_to is not None,
                            remember=len(sids) == len(all_sids))

    def _send_view(self, room: Room, seat: Optional[int], sids, reply: Optional[HeldReply] = None, **news) -> None:
        """``seat``'s view to ``sids`` when it is news (``RoomHall.view_if_changed``), ``reply`` in the same write."""
        v = self.room_hall.view_if_changed(room, seat, **news)
        if v is not None:
            self.sockets.send("view", v, *sids, reply=reply)

    def publish_seat(self, room: Room, seat: int, reply: HeldReply) -> None:
        """One seat's view, if it changed, to every connection of the seat, with ``reply`` to the
        answering phone in the same write: an answer's `accepted` and the answering seat's own
        view go out together, before the bots move and before any other seat's view is made, so
        that neither's timing depends on what the phone may not know (docs/protocol.md)."""
        if room.seats[seat].sids:
            self._send_view(room, seat, room.seats[seat].sids, reply)

    # -- bindings ---------------------------------------------------------------------------
    def bound(self, seat_needed: bool = True) -> tuple[Binding, Room]:
        b = self.bindings.get(caller.sid)
        if b is not None and b.spectator and seat_needed:
            raise Rejection("spectating", "You are watching this match; tap 'join the next match' for a seat.")
        if b is None or (seat_needed and b.seat is None):
            raise Rejection("not_seated", "Join a room first (the join event).")
        return b, self.room_hall.room(b.code)

    def unbind(self, sid: str) -> Optional[Room]:
        b = self.bindings.pop(sid, None)
        if b is None or b.code not in self.room_hall.rooms:
            return None
        room = self.room_hall.rooms[b.code]
        room.tv_sids.discard(sid)
        for spectator in room.spectators:
            spectator.sids.discard(sid)
        if b.seat is not None and b.seat < len(room.seats):
            room.seats[b.seat].sids.discard(sid)
        self.sio.server.leave_room(sid, b.code)
        return room

    def rebind_seats(self, room: Room) -> None:
        """Seat numbers shift when a lobby seat is removed, and a spectator may have sat down:
        refresh the bindings; a spectator's phone is welcomed to its new seat."""
        for i, s in enumerate(room.seats):
            for sid in s.sids:
                b = self.bindings.get(sid)
                if b is None:
                    continue
                if b.spectator:
                    b.spectator = False
                    self.welcome_seat(room, i, sid)
                b.seat = i

    @staticmethod
    def host_phone_sids(room: Room) -> set:
        return set(room.seats[room.host_seat].sids) if room.host_seat is not None else set()

    def welcome_seat(self, room: Room, seat: int, sid: str) -> None:
        """A phone on its seat is told so; the host's phone is told the TV's sound as last set, for its controls."""
        self.sockets.send("welcome", {"room": room.code, "seat": seat, "token": room.seats[seat].token,
                                      "host": seat == room.host_seat}, sid)
        if seat == room.host_seat and room.tv_sound:
            self.sockets.send("tv_sound", dict(room.tv_sound), sid)

    def watch(self, room: Room, spectator: Spectator) -> None:
        """Bind the caller as a spectator: it is told so, then sent the room and the TV's view."""
        unbind = self.unbind
        for old in list(spectator.sids):   # one phone per spectator: the newest wins
            if old != caller.sid:
                self.sio.emit("replaced", {}, to=old)
                unbind(old)
        unbind(caller.sid)
        self.bindings[caller.sid] = Binding(room.code, spectator=True, stamp=time.monotonic())
        spectator.sids.add(caller.sid)
        self.sio.server.enter_room(caller.sid, room.code)
        self.sockets.send("welcome", {"room": room.code, "seat": None, "token": spectator.token, "host": False,
                                      "spectator": True}, caller.sid)
        self.publish(room, views_to={caller.sid})   # the room goes to all: the number of spectators changed

    def look_up(self, code, token, token_ok) -> Room:
        return self.sockets.look_up(code, token, token_ok, self.room_hall.rooms, self.room_hall.room, "the TV")

    def disconnected(self, sid: str) -> None:
        room = self.unbind(sid)
        if room is not None:
            with room.lock:
                self.publish(room, views_to=set())
            if room.event:
                self.hall.dirty.add(room.event["code"])

    # -- handlers ---------------------------------------------------------------------------
    def _register(self) -> None:
        handler, sio, room_hall, hall = self.sockets.handler, self.sio, self.room_hall, self.hall
        publish, unbind, bound = self.publish, self.unbind, self.bound

        @handler("tv_hello")
        def tv_hello(p):
            code, token, lang = p.get("room"), p.get("host_token"), p.get("lang")
            if code is None:
                room = room_hall.create_room()
                is_host, give_token = True, True
            else:
                room = self.look_up(code, token, host_token_ok)
                is_host = host_token_ok(room, token)
                give_token = False
            unbind(caller.sid)
            with room.lock:
                self.bindings[caller.sid] = Binding(room.code, host_tv=is_host, stamp=time.monotonic())
                room.tv_sids.add(caller.sid)
                self.sio.server.enter_room(caller.sid, room.code)
                if is_host and lang in LANGS and code is None:
                    room.tv_lang = lang
                join_url = room.join_url(room_hall.base_url)
                welcome = {"room": room.code, "join_url": join_url, "join_qr_svg": qr_svg(join_url), "host": is_host}
                if give_token:
                    welcome["host_token"] = room.host_token
                self.sockets.send("tv_welcome", welcome, caller.sid)
                publish(room, views_to={caller.sid})

        @handler("join")
        def join(p):
            if not isinstance(p.get("room"), str):
                raise Rejection("bad_payload", "'join' takes {room: CODE, name, lang?} (or {room, token} to come back, "
                                               "{room, claim} with a seat link's code).")
            claim = p.get("claim")
            room = self.look_up(p["room"], p.get("token"), seat_token_ok)
            with room.lock:
                try:
                    if claim is not None:
                        seat = room_hall.claim(room, claim, p.get("lang"))
                    else:
                        seat = room_hall.join(room, p.get("name"), p.get("lang"), p.get("token"))
                except Rejection as r:
                    if r.code in ("bad_token", "bad_link"):   # guessing tokens counts like guessing codes
                        self.sockets.guessed_wrong()
                    raise
                if isinstance(seat, Spectator):
                    self.watch(room, seat)
                    return
                moved = {"reason": "seat_link"} if claim is not None else {}
                for old in list(room.seats[seat].sids):  # one phone per seat: the newest wins
                    if old != caller.sid:
                        sio.emit("replaced", moved, to=old)
                        unbind(old)
                if claim is not None:   # everyone sees that a seat changed phones: a link cannot take one quietly
                    sio.emit("notice", {"key": "ui.seat_moved", "params": {"seat": seat}}, to=room.code)
                unbind(caller.sid)
                self.bindings[caller.sid] = Binding(room.code, seat=seat, stamp=time.monotonic())
                room.seats[seat].sids.add(caller.sid)
                self.sio.server.enter_room(caller.sid, room.code)
                self.welcome_seat(room, seat, caller.sid)
                publish(room, views_to={caller.sid})
            if room.event:   # the projector shows who sits at each table
                hall.dirty.add(room.event["code"])
            self.flush_events()

        @handler("spectator_seat")
        def spectator_seat(p):
            b, room = bound(seat_needed=False)
            with room.lock:
                spectator = next((s for s in room.spectators if caller.sid in s.sids), None)
                if spectator is None:
                    raise Rejection("bad_action", "Only a spectator asks for a seat at the next match.")
                room_hall.want_seat(room, spectator, p.get("want"))
                self.rebind_seats(room)
                publish(room)

        @handler("answer")
        def answer(p):
            b, room = bound()
            if "prompt" not in p or "answer" not in p:
                raise Rejection("bad_payload", "'answer' takes {prompt: number, answer: ...}.")
            with room.lock:
                room_hall.answer_from_phone(room, b.seat, p["prompt"], p["answer"])
                # before the bots move: how long the reply takes must not depend on what they think about
                reply = self.sockets.hold_reply("accepted", {"prompt": p["prompt"]})
                try:
                    if room.phase == "playing":
                        self.publish_seat(room, b.seat, reply)
                finally:
                    reply.send()
                room_hall.tick(room)  # bots whose delay is zero answer at once
                publish(room, room_changed=room.phase != "playing")
            self.flush_events()

        def seat_setting(event: str, field: str, setter) -> None:
            """A seated phone changes one of its own settings (language, name, per-seat options)."""
            @handler(event)
            def change(p):
                b, room = bound()
                with room.lock:
                    setter(room, b.seat, p.get(field))
                    publish(room)

        seat_setting("set_lang", "lang", room_hall.set_lang)
        seat_setting("set_name", "name", room_hall.set_name)
        seat_setting("set_pref", "pref", room_hall.set_pref)

        @handler("back_from_bot")
        def back_from_bot(p):
            # Only a seated phone, on its own seat: the TV, a spectator and another seat's phone
            # cannot name a seat here (bound() refuses the first two).
            b, room = bound()
            with room.lock:
                room_hall.back_from_bot(room, b.seat)
                room_hall.tick(room)
                publish(room)
            if room.event:   # the projector shows who plays each seat
                hall.dirty.add(room.event["code"])
            self.flush_events()

        @handler("leave")
        def leave(p):
            b, room = bound()
            with room.lock:
                room_hall.leave(room, b.seat)
                unbind(caller.sid)
                self.rebind_seats(room)
                publish(room)

        @handler("host")
        def host(p):
            b, room = bound(seat_needed=False)
            with room.lock:
                must_be_host(b, room)
                seats_before = list(room.seats)
                reply = room_hall.host(room, p.get("action"), p) or {}
                # Phones whose seat is gone (removed) or whose token was revoked (kicked) are told and dropped.
                gone = [s for s in seats_before if s not in room.seats]
                if "kicked" in reply and room.phase == "playing":
                    gone.append(room.seats[reply["kicked"]])
                for seat in gone:
                    for sid in list(seat.sids):
                        sio.emit("kicked", {}, to=sid)
                        unbind(sid)
                    seat.sids.clear()
                if "replay" in reply:   # the host phone's replay remote: only a host TV holds a replay
                    self.sockets.send("replay", reply["replay"],
                                      *(sid for sid in room.tv_sids if getattr(self.bindings.get(sid), "host_tv", False)))
                if "seat_link" in reply:
                    link = reply["seat_link"]
                    self.sockets.send("seat_link", {**link, "qr_svg": qr_svg(link["url"])}, caller.sid)
                self.rebind_seats(room)
                room_hall.tick(room)
                publish(room)
            self.flush_events()

        @handler("tv_sound")
        def tv_sound(p):
            # The TV's volume and mute, set from the sofa on the host's phone or on the TV itself (issue 19
            # point 4): the host's phone tells the room's TVs; a TV tells the host's phone, whose controls show
            # the TV's sound. No other phone hears of it (a phone plays no sound), nothing of the match or the
            # room changes, and a TV's setting goes to no other TV (each has its own speakers).
            b, room = bound(seat_needed=False)
            with room.lock:
                must_be_host(b, room)
                setting = tv_sound_setting(p)
                room.tv_sound.update(setting)
                to = self.host_phone_sids(room) if b.host_tv else room.tv_sids
                self.sockets.send("tv_sound", setting, *(to - {caller.sid}))


def must_be_host(b: Binding, room: Room) -> None:
    if not (b.host_tv or (b.seat is not None and b.seat == room.host_seat)):
        raise Rejection("not_host", "Only the host can do that; the host is the first phone to join or the TV that made the room.")


def tv_sound_setting(p: dict) -> dict:
    """``{volume: 0-100, muted: bool}``, either or both (docs/protocol.md ``tv_sound``)."""
    volume, muted = p.get("volume"), p.get("muted")
    volume_ok = volume is None or (type(volume) is int and 0 <= volume <= 100)   # a bool is no volume
    if not volume_ok or not (muted is None or isinstance(muted, bool)) or (volume is None and muted is None):
        raise Rejection("bad_payload", "'tv_sound' takes {volume: 0-100, muted: true|false}, either or both.")
    return {k: v for k, v in (("volume", volume), ("muted", muted)) if v is not None}


def seat_token_ok(room: Room, token) -> bool:
    return short_token(token) and (room.seat_of_token(token) is not None or room.spectator_of_token(token) is not None)


def host_token_ok(room: Room, token) -> bool:
    return short_token(token) and same_token(token, room.host_token)
