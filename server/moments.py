"""A room's timetable: prompt id -> a moment on the hall's clock (a timer's deadline, when a bot or
an auto-pass answers), that keeps its earliest moment. The ticker asks every room twenty times a
second whether anything is due; the answer is almost always "not yet", and it is now one compare
instead of a look at every moment of the room (docs/decisions.md "The ticker looks at one moment a
room")."""

from __future__ import annotations

import math


class Moments(dict):
    """A dict whose every change forgets the earliest moment; ``earliest()`` finds it again once."""

    __slots__ = ("_earliest",)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._earliest = None

    def earliest(self) -> float:
        """The smallest moment held (infinity when none is)."""
        if self._earliest is None:
            self._earliest = min(self.values(), default=math.inf)
        return self._earliest

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        self._earliest = None

    def __delitem__(self, key):
        super().__delitem__(key)
        self._earliest = None

    def pop(self, *args):
        self._earliest = None
        return super().pop(*args)

    def popitem(self):
        self._earliest = None
        return super().popitem()

    def setdefault(self, key, default=None):
        self._earliest = None
        return super().setdefault(key, default)

    def update(self, *args, **kwargs):
        super().update(*args, **kwargs)
        self._earliest = None

    def clear(self):
        super().clear()
        self._earliest = None

    def __ior__(self, other):
        self.update(other)
        return self

    def copy(self) -> "Moments":
        """A Moments (a room change that cannot be saved puts its copy back: server/rooms.py)."""
        return Moments(self)
