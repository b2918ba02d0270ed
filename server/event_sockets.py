"""The event's Socket.IO handlers: the projector, the entrants' phones and the organiser
(docs/events.md), and ``EventOut``, the one place that sends event data."""

from __future__ import annotations

import time
from typing import Callable, Optional

from games.core import Rejection

from .events import Event, EventHall
from .net import qr_svg
from .rooms import Room, RoomHall, same_token
from .sockets import EventBinding, Sockets, caller, short_token


class EventOut:
    """Event data to the screens and phones bound to an event."""

    def __init__(self, sockets: Sockets, hall: EventHall):
        self.sockets, self.hall, self.event_bindings = sockets, hall, sockets.event_bindings

    def publish(self, ev: Event) -> None:
        """The public state to everyone on the event, the tables' host tokens to the
        organiser's screens, each entrant's seat to its phone."""
        hall, send = self.hall, self.sockets.send
        with ev.lock:
            public = hall.public(ev)
            organisers = [sid for sid in ev.viewer_sids if getattr(self.event_bindings.get(sid), "organiser", False)]
            if organisers:
                send("event", {**public, "admin": hall.admin(ev)}, *organisers)
            send("event", public, *(sid for sid in ev.viewer_sids if sid not in organisers))
            for e in ev.entrants:
                if e.sids:
                    send("event_me", hall.me(ev, e, public["standings"]), *e.sids)

    def flush(self) -> None:
        """Publish the events whose tables changed (marked by the hall while a room lock was
        held; publishing waits until it is released so the locks are taken in one order)."""
        while self.hall.dirty:
            ev = self.hall.events.get(self.hall.dirty.pop())
            if ev is not None:
                self.publish(ev)


class EventSockets:
    """``publish_room`` sends a room after the organiser started, stopped or seated its table."""

    def __init__(self, sockets: Sockets, hall: EventHall, room_hall: RoomHall, out: EventOut,
                 publish_room: Callable[[Room], None]):
        self.sockets, self.sio, self.hall, self.room_hall, self.out = sockets, sockets.sio, hall, room_hall, out
        self.event_bindings = sockets.event_bindings
        self.publish_room = publish_room
        sockets.on_disconnect.append(self.disconnected)
        self._register()

    def unbind(self, sid: str) -> Optional[Event]:
        b = self.event_bindings.pop(sid, None)
        ev = self.hall.events.get(b.code) if b else None
        if ev is None:
            return None
        ev.viewer_sids.discard(sid)
        if b.entrant is not None:
            for e in ev.entrants:
                if e.id == b.entrant:
                    e.sids.discard(sid)
        return ev

    def bind(self, ev: Event, organiser: bool = False, entrant=None) -> None:
        self.unbind(caller.sid)
        self.event_bindings[caller.sid] = EventBinding(ev.code, entrant.id if entrant else None, organiser,
                                                        stamp=time.monotonic())
        ev.viewer_sids.add(caller.sid)
        if entrant is not None:
            entrant.sids.add(caller.sid)

    def disconnected(self, sid: str) -> None:
        ev = self.unbind(sid)
        if ev is not None:
            self.hall.dirty.add(ev.code)
        self.out.flush()

    def look_up(self, code, token) -> Event:
        return self.sockets.look_up(code, token, organiser_or_entrant_token, self.hall.events, self.hall.event,
                                    "the projector")

    def welcome(self, ev: Event, organiser: bool, **extra) -> None:
        url = f"{self.room_hall.base_url}/event/{ev.code}"
        self.sockets.send("event_welcome", {"event": ev.code, "organiser": organiser, "join_url": url,
                                            "join_qr_svg": qr_svg(url), **extra}, caller.sid)

    def _register(self) -> None:
        handler, sio, hall, room_hall = self.sockets.handler, self.sio, self.hall, self.room_hall
        publish_event = self.out.publish

        @handler("event_create")
        def event_create(p):
            ev = hall.create(p)
            with ev.lock:
                self.bind(ev, organiser=True)
                self.welcome(ev, True, organiser_token=ev.organiser_token)
            publish_event(ev)

        @handler("event_hello")
        def event_hello(p):
            token = p.get("organiser_token")
            ev = self.look_up(p.get("event"), token)
            with ev.lock:
                organiser = short_token(token) and same_token(token, ev.organiser_token)
                self.bind(ev, organiser=organiser)
                self.welcome(ev, organiser)
            publish_event(ev)

        @handler("event_join")
        def event_join(p):
            ev = self.look_up(p.get("event"), p.get("token"))
            with ev.lock:
                try:
                    e = hall.join(ev, p)
                except Rejection as r:
                    if r.code == "bad_token":
                        self.sockets.guessed_wrong()
                    raise
                for old in list(e.sids):   # one phone per entrant: the newest wins
                    if old != caller.sid:
                        sio.emit("replaced", {}, to=old)
                        self.unbind(old)
                self.bind(ev, entrant=e)
            publish_event(ev)

        @handler("event_admin")
        def event_admin(p):
            b = self.event_bindings.get(caller.sid)
            ev = hall.events.get(b.code) if b else None
            if ev is None or not b.organiser:
                raise Rejection("not_organiser", "Only the organiser's screen can do that; open the event from the "
                                                 "screen that created it.")
            with ev.lock:
                reply = hall.act(ev, p.get("action"), p)
                for kind in ("entrant_link", "organiser_link"):
                    if kind in reply:
                        link = reply[kind]
                        self.sockets.send(kind, {**link, "qr_svg": qr_svg(link["url"])}, caller.sid)
                if "added" in reply:
                    self.sockets.send("entrants_added", reply["added"], caller.sid)
                if "removed" in reply:   # removed or withdrawn: that player's phone leaves the event
                    for sid in [s for s, eb in self.event_bindings.items()
                                if eb.code == ev.code and eb.entrant == reply["removed"]]:
                        sio.emit("kicked", {}, to=sid)
                        self.unbind(sid)
            for code in reply.get("started", []) + reply.get("stopped", []) + reply.get("seated", []) + reply.get("rooms", []):
                room = room_hall.rooms.get(code)
                if room is not None:
                    with room.lock:
                        room_hall.tick(room)
                        self.publish_room(room)
            publish_event(ev)
            self.out.flush()


def organiser_or_entrant_token(ev: Event, token) -> bool:
    return short_token(token) and (same_token(token, ev.organiser_token) or ev.entrant_of_token(token) is not None)
