"""Response windows and the pending stack (后发先至: last played resolves first).

The protocol (R10 of docs/rules/fengsheng.md, FreeKill's request loop):

1. Every seat that may answer is prompted at the same moment, whether or not it
   holds anything usable, so the window's length reveals nothing.
2. If several act, only the one earliest in seat priority (counted from the
   player after the anchor, ending with the anchor) is taken; it goes on the stack
   and a new window opens on it. The others keep their cards and may answer again.
3. If everyone passes, the newest pending action resolves, and a new window opens
   on the next pending one, until the stack is back where this run found it.

A run may start inside another run's resolution (a trigger that is itself answerable,
e.g. a 风声 skill used while a card resolves): it stops once the items it put on the
stack are gone and leaves the items below it to the run that owns them.

The stack lives in the game's state (a plain list) so the TV can draw it.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Optional

from .prompts import Prompt


def priority_order(anchor: int, seats: Iterable[int], players: int) -> list[int]:
    """Seats in priority order: the one after ``anchor`` first, ``anchor`` last.
    ``seats`` are the seats that take part (e.g. the living)."""
    present = set(seats)
    return [(anchor + k) % players for k in range(1, players + 1) if (anchor + k) % players in present]


def response_window(order: list[int], ask: Callable[[int], Prompt], is_pass: Callable[[Any], bool]):
    """Ask every seat in ``order`` at once; return ``(seat, answer)`` of the first
    in that order who acted, or ``None`` if all passed."""
    if not order:
        return None
    answers = yield [ask(seat) for seat in order]
    for seat, answer in zip(order, answers):
        if not is_pass(answer):
            return seat, answer
    return None


def run_stack(stack: list, first: Any, *, anchor_of: Callable[[Any], int],
              order: Callable[[int], list], ask: Callable[[int, Any], Prompt],
              is_pass: Callable[[Any], bool], push: Callable[[int, Any], Any],
              resolve: Callable[[Any], Optional[Any]]):
    """Put ``first`` on ``stack`` and run windows until the stack is empty.

    - ``anchor_of(item)``: the seat that played ``item`` (windows count from it);
    - ``order(anchor)``: the seats to prompt, in priority order;
    - ``ask(seat, top)``: the prompt for ``seat`` in a window on ``top``;
    - ``push(seat, answer)``: pays costs and returns the new pending item; it may be a
      generator (it may ask, e.g. the user for a target) that returns the item, or
      returns ``None`` when nothing goes on the stack after all;
    - ``resolve(item)``: carries out ``item``; may be a generator (it may ask too), and
      may itself call ``run_stack`` on the same stack (a nested run).

    Returns once the stack is as long as when it was called: items already on it
    belong to an outer run, which resolves them itself.
    """
    base = len(stack)
    stack.append(first)
    while len(stack) > base:
        top = stack[-1]
        hit = yield from response_window(order(anchor_of(top)), lambda s: ask(s, top), is_pass)
        if hit is not None:
            item = push(*hit)
            if hasattr(item, "send"):
                item = yield from item
            if item is not None:
                stack.append(item)
            continue
        stack.pop()
        result = resolve(top)
        if hasattr(result, "send"):
            yield from result
