"""急救 (华佗): "outside your own turn, you may use any red card (hand or equipped) as 桃"
(docs/rules/sanguosha.md §8): the conversion from the skill's data, usable only while another player's turn
runs (`when: outside_own_turn`), so it is offered in the 桃 prompt of someone dying then."""

from dataclasses import replace

from ..effects import view_as, view_as_from_data
from ..heroes import SKILLS


def outside_own_turn(flow, seat: int, wanted: str) -> bool:
    return flow.st.current != seat


view_as(replace(view_as_from_data(SKILLS["jijiu"]), usable=outside_own_turn))
