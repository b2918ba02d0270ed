"""Dixit picture decks uploaded by the host: checked, resized and kept (games/dixit/host/decks.py)."""

import io
import logging
import os
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import Image

from games.core import Rejection
from games.dixit.art.compose import H as CARD_H, W as CARD_W
from games.dixit.host import cards
from games.dixit.host.decks import CARD_BOX, MAX_FILE_BYTES, DeckStore, tags_from_name


def png(w=1600, h=900, colour=(200, 30, 30)) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (w, h), colour).save(buf, "PNG")
    return buf.getvalue()


def jpeg(w=640, h=960, colour=(20, 90, 200)) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (w, h), colour).save(buf, "JPEG")
    return buf.getvalue()


def test_good_pictures_become_a_deck_of_resized_cards_that_survives_a_restart(tmp_path):
    store = DeckStore(str(tmp_path))
    files = [("apple.png", png(colour=(200, 0, 0))), ("IMG_2041.jpg", jpeg()), ("red balloon.png", png(300, 300, (0, 200, 0)))]
    deck = store.add("Class 3B words", files)
    assert deck.id.startswith("u") and deck.name == "Class 3B words" and len(deck.cards) == 3
    for card in deck.cards:
        path = store.card_file(deck.id, card["id"])
        with Image.open(path) as im:
            assert im.format == "WEBP" and im.width <= CARD_BOX[0] and im.height <= CARD_BOX[1]
    assert [c["tags"]["en"] for c in deck.cards] == [["apple"], [], ["red balloon"]]
    again = DeckStore(str(tmp_path)).load_all()
    assert [d.id for d in again] == [deck.id] and again[0].cards == deck.cards


def test_the_same_pictures_uploaded_twice_make_the_same_deck_and_duplicates_count_once(tmp_path):
    store = DeckStore(str(tmp_path))
    a = store.add("A", [("x.png", png()), ("y.png", png()), ("z.jpg", jpeg())])
    assert len(a.cards) == 2                   # x and y are the same picture
    b = store.add("B", [("x.png", png()), ("z.jpg", jpeg())])
    assert b.id == a.id


def test_an_oversized_file_is_refused_with_its_name_and_the_limit(tmp_path):
    store = DeckStore(str(tmp_path))
    big = b"\x89PNG" + b"\0" * (MAX_FILE_BYTES + 1)
    with pytest.raises(Rejection) as r:
        store.add("Big", [("ok.png", png()), ("huge.png", big)])
    assert r.value.code == "bad_upload" and "huge.png" in r.value.message and "8 MB" in r.value.message
    assert os.listdir(store.root) == []        # nothing is written when one file is bad


def test_a_file_that_is_not_a_picture_is_refused_whatever_its_name(tmp_path):
    store = DeckStore(str(tmp_path))
    with pytest.raises(Rejection) as r:
        store.add("Fake", [("cat.png", b"#!/bin/sh\necho this is not a picture\n")])
    assert r.value.code == "bad_upload" and "cat.png is not a picture" in r.value.message


def test_an_empty_upload_and_too_many_files_are_refused_with_the_fix(tmp_path):
    store = DeckStore(str(tmp_path))
    with pytest.raises(Rejection) as r:
        store.add("None", [])
    assert "at least one picture" in r.value.message
    with pytest.raises(Rejection) as r:
        store.add("Many", [(f"{i}.png", b"x") for i in range(201)])
    assert "Split the folder" in r.value.message


def test_card_files_are_found_only_inside_their_deck(tmp_path):
    store = DeckStore(str(tmp_path))
    deck = store.add("A", [("a.png", png())])
    assert store.card_file(deck.id, deck.cards[0]["id"])
    assert store.card_file(deck.id, "../../etc-000") is None
    assert store.card_file("../x", deck.cards[0]["id"]) is None


@pytest.mark.parametrize("name,tags", [("apple.jpg", ["apple"]), ("Big_dog.png", ["big dog"]), ("IMG_0001.jpg", []),
                                       ("蘋果.png", ["蘋果"]), ("2024-05-01 12.34.jpg", [])])
def test_a_file_name_that_is_a_word_becomes_the_cards_tag(name, tags):
    assert tags_from_name(name)["en"] == tags


def test_a_deck_too_small_for_the_table_is_refused_at_start_with_what_it_needs(tmp_path):
    import random

    from games.dixit import decks as dixit_decks
    from server.rooms import RoomHall
    from server.store import Store
    store = DeckStore(str(tmp_path))
    deck = store.add("Tiny", [(f"w{i}.png", png(300, 300, (i * 20, 40, 90))) for i in range(10)])
    dixit_decks.register(deck.id, deck.engine_cards())
    room_hall = RoomHall(Store(str(tmp_path)), "http://h", seed_source=random.Random(1))
    room = room_hall.create_room("dixit")
    for name in ("A", "B", "C"):
        room_hall.join(room, name, "en", None)
    room_hall.host(room, "set_options", {"options": {"decks": [deck.id]}})
    with pytest.raises(Rejection) as r:
        room_hall.start(room)
    assert r.value.code == "bad_options" and "10" in r.value.message, r.value.message
    # mixed with the built-in pictures the same deck is enough
    room_hall.host(room, "set_options", {"options": {"decks": ["builtin", deck.id]}})
    room_hall.start(room)
    assert room.phase == "playing"


# -- the built-in pictures: drawn when first asked for (games/dixit/host/cards.py) ----------------

class Host:
    """What the server lends the host module, with real threads and sleep."""

    def __init__(self, folder, project_folder, warm_up=True):
        self.folder, self.project_folder = str(folder), str(project_folder)
        self.sleep = time.sleep
        self.logger = logging.getLogger("test")
        self.warm_up = warm_up
        self.tasks = []

    def start_background_task(self, fn, *args):
        self.tasks.append(fn)


def counting_draws(monkeypatch):
    drawn = []
    run = cards.BuiltinPictures._run_child

    def run_and_count(self, card_id, low):
        drawn.append((card_id, low))
        run(self, card_id, low)
    monkeypatch.setattr(cards.BuiltinPictures, "_run_child", run_and_count)
    return drawn


def test_a_card_two_requests_ask_for_at_once_is_drawn_once_and_both_get_the_whole_picture(tmp_path, monkeypatch):
    drawn = counting_draws(monkeypatch)
    pictures = cards.BuiltinPictures(Host(tmp_path / "data", tmp_path / "project"))
    card_id = next(iter(cards.builtin_ids()))
    with ThreadPoolExecutor(2) as pool:
        paths = list(pool.map(pictures.picture, [card_id, card_id]))
    assert drawn == [(card_id, False)]
    assert paths[0] == paths[1] == str(tmp_path / "data" / "builtin" / f"{card_id}.webp")
    with Image.open(paths[0]) as im:
        im.load()
        assert im.format == "WEBP" and im.size == (CARD_W, CARD_H)
    assert os.listdir(tmp_path / "data" / "builtin") == [f"{card_id}.webp"]   # no drawing folder left behind


def test_an_id_that_is_not_a_built_in_card_draws_nothing(tmp_path, monkeypatch):
    drawn = counting_draws(monkeypatch)
    pictures = cards.BuiltinPictures(Host(tmp_path / "data", tmp_path / "project"))
    for bad in ("b0000", "bogus", "..", ""):
        assert pictures.picture(bad) is None
    assert drawn == []


def test_the_background_task_draws_at_low_priority_only_what_no_folder_has(tmp_path, monkeypatch):
    drawn = []
    monkeypatch.setattr(cards.BuiltinPictures, "_run_child", lambda self, card_id, low: drawn.append((card_id, low)))
    monkeypatch.setattr(cards, "FILL_AFTER", 0)
    monkeypatch.setattr(cards, "FILL_PAUSE", 0)
    first, second, third = list(cards.builtin_ids())[:3]
    monkeypatch.setattr(cards, "builtin_ids", lambda: dict.fromkeys([first, second, third]))
    for folder, card_id in ((tmp_path / "project" / "builtin", first), (tmp_path / "data" / "builtin", third)):
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{card_id}.webp").write_bytes(b"drawn before")
    cards.BuiltinPictures(Host(tmp_path / "data", tmp_path / "project")).fill()
    assert drawn == [(second, True)]


@pytest.mark.parametrize("warm_up", [True, False])
def test_the_start_hook_draws_ahead_only_on_a_server_that_warms_up(tmp_path, warm_up):
    from games.dixit.host import start
    host = Host(tmp_path / "data", tmp_path / "project", warm_up)
    start(host)
    assert [t.__name__ for t in host.tasks] == (["fill"] if warm_up else [])
