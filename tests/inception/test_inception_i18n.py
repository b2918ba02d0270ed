"""Every key 盗梦都市 shows is in its catalogue in the three languages: the prompts, choice labels, refusals and
log entries of random matches under several option sets, and the names and texts of every card, role,
skill, world rule and nightmare the views name by id; and no English text in Chinese."""

import pytest

from games.core import LANGS
from games.core.simulate import play_match
from games.inception import GAME
from games.inception.board import NIGHTMARES
from games.inception.cards import KINDS
from games.inception.roles import MASTER, ROLES
from tests.test_howto import CJK, catalogue

CATALOGUE = catalogue("inception")


def keys_shown(match, seen: set) -> None:
    for entry in match.view(None)["table"]["log"]:
        seen.add(entry["key"])
    for p in match.prompts:
        seen.add(p.key)
        seen.update(c.label for c in p.choices if c.label)
        seen.update(r.key for r in (match.check(p.seat, p.id, [c.id]) for c in p.choices) if r is not None)


@pytest.mark.parametrize("players,options", [(3, {}), (6, {}), (8, {"role_offer_3": True}), (5, {"beginner": True})])
def test_every_key_of_random_matches_is_in_every_language(players, options):
    seen: set = set()
    for seed in range(3):
        played = play_match(GAME, players, seed, options, on_step=lambda m: keys_shown(m, seen))
        seen.add(played.match.outcome()["result"])
    missing = sorted((lang, k) for k in seen if k.startswith("inception.") for lang in LANGS if k not in CATALOGUE[lang])
    assert not missing, missing


def test_every_card_role_skill_world_rule_and_nightmare_has_a_name_and_text():
    wanted = [f"inception.card.{k}{t}" for k in KINDS for t in ("", ".text")]
    wanted += [f"inception.role.{r}{t}" for r in ROLES for t in ("", ".skill")]
    wanted += [f"inception.role.{r}.world" for r, role in ROLES.items() if role.camp == MASTER]
    wanted += [f"inception.nightmare.{n}{t}" for n in NIGHTMARES for t in ("", ".text")]
    wanted += ["inception.howto"]
    missing = [(lang, k) for k in wanted for lang in LANGS if k not in CATALOGUE[lang]]
    assert not missing, missing


def test_no_english_text_of_the_game_holds_a_chinese_character():
    """Issue 19: on an English phone and TV the skills were named in Chinese ("冲击: SHOOT another player")."""
    chinese = {k: v for k, v in CATALOGUE["en"].items() if CJK.search(v)}
    assert not chinese, chinese
