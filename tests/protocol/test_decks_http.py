"""Deck uploads over HTTP: only the host may add one; bad files are refused with the reason."""

import io
import json
import urllib.error
import urllib.request
import uuid

from PIL import Image

from tests.protocol.harness import Server, join_phone, open_tv


def picture(colour) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (900, 600), colour).save(buf, "PNG")
    return buf.getvalue()


def upload(url, fields: dict, files: list):
    """POST multipart/form-data; returns (status, json)."""
    boundary = uuid.uuid4().hex
    body = io.BytesIO()
    for k, v in fields.items():
        body.write(f'--{boundary}\r\nContent-Disposition: form-data; name="{k}"\r\n\r\n{v}\r\n'.encode())
    for name, data in files:
        body.write(f'--{boundary}\r\nContent-Disposition: form-data; name="files"; filename="{name}"\r\n'
                   f"Content-Type: application/octet-stream\r\n\r\n".encode())
        body.write(data)
        body.write(b"\r\n")
    body.write(f"--{boundary}--\r\n".encode())
    req = urllib.request.Request(url + "/games/dixit/decks", data=body.getvalue(), method="POST",
                                 headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    try:
        with urllib.request.urlopen(req, timeout=20) as r:
            return r.status, json.load(r)
    except urllib.error.HTTPError as e:
        return e.code, json.load(e)


def test_the_host_uploads_a_deck_and_its_cards_are_served(server):
    tv, info = open_tv(server.url)
    files = [(f"word{i}.png", picture((i * 20, 100, 200 - i * 20))) for i in range(5)]
    status, deck = upload(server.url, {"room": info["room"], "token": info["host_token"], "name": "Fruit"}, files)
    assert status == 200 and deck["name"] == "Fruit" and deck["count"] == 5
    with urllib.request.urlopen(server.url + "/games/dixit/decks", timeout=5) as r:
        assert deck["id"] in [d["id"] for d in json.load(r)["decks"]]
    with urllib.request.urlopen(f"{server.url}/games/dixit/card/{deck['id']}-000", timeout=5) as r:
        assert r.headers["Content-Type"] == "image/webp" and len(r.read()) > 50
    tv.close()


def test_a_player_who_is_not_the_host_cannot_upload(server):
    tv, info = open_tv(server.url)
    host, _ = join_phone(server.url, info["room"], "Host")
    guest, welcome = join_phone(server.url, info["room"], "Guest")
    status, err = upload(server.url, {"room": info["room"], "token": welcome["token"], "name": "X"},
                         [("a.png", picture((1, 2, 3)))])
    assert status == 403 and err["error"] == "not_host"
    for c in (tv, host, guest):
        c.close()


def test_a_non_picture_renamed_png_is_refused_with_its_name(server):
    tv, info = open_tv(server.url)
    status, err = upload(server.url, {"room": info["room"], "token": info["host_token"], "name": "Bad"},
                         [("good.png", picture((9, 9, 9))), ("notes.png", b"just some text, not an image")])
    assert status == 400 and err["error"] == "bad_upload" and "notes.png is not a picture" in err["message"]
    tv.close()


def test_card_paths_outside_the_decks_are_not_served(server):
    for bad in ("u0123456789-999", "..%2F..%2Fetc%2Fpasswd", "b9999"):
        try:
            urllib.request.urlopen(f"{server.url}/games/dixit/card/{bad}", timeout=5)
            raise AssertionError(bad)
        except urllib.error.HTTPError as e:
            assert e.code == 404


def test_cards_are_served_when_the_data_folder_is_given_as_a_relative_path(tmp_path, monkeypatch):
    """`partytable serve` defaults to `--data data`, relative to where it was started."""
    from games.dixit.host.decks import DeckStore
    from server.app import create_app
    monkeypatch.chdir(tmp_path)
    deck = DeckStore("data/dixit").add("Rel", [("sun.png", picture((250, 200, 40)))])
    app, _ = create_app("data", "gevent", "http://localhost:8000")
    r = app.test_client().get(f"/games/dixit/card/{deck.cards[0]['id']}")
    assert r.status_code == 200 and r.mimetype == "image/webp"


def test_a_match_dealt_from_an_uploaded_deck_deals_the_same_hands_after_a_restart(tmp_path):
    """The uploaded decks are known to the rules before the server replays its matches."""
    srv = Server(str(tmp_path)).start()
    try:
        tv, info = open_tv(srv.url)
        status, deck = upload(srv.url, {"room": info["room"], "token": info["host_token"], "name": "Ours"},
                              [(f"w{i}.png", picture((i * 9, 200 - i * 9, 90))) for i in range(20)])
        assert status == 200
        tv.request("host", {"action": "select_game", "game": "dixit"}, "room", pred=lambda d: d["game"] == "dixit")
        tv.request("host", {"action": "set_options", "options": {"decks": ["builtin", deck["id"]]}}, "room")
        phones = [join_phone(srv.url, info["room"], name) for name in ("Ana", "Bo", "Cy")]
        tv.request("host", {"action": "start"}, "room", pred=lambda d: d["phase"] == "playing")
        phone, welcome = phones[0]
        before = phone.wait("view", lambda v: v["match"] is not None)["match"]
        srv.kill()
        for c in [tv] + [p for p, _ in phones]:
            c.close()
        srv = Server(str(tmp_path), port=srv.port).start()
        again, _ = join_phone(srv.url, info["room"], "Ana", token=welcome["token"])
        assert again.wait("view", lambda v: v["match"] is not None)["match"] == before
        again.close()
    finally:
        srv.stop()
