"""Picture decks for Dixit: the host's uploads, checked, resized and kept in the data folder.

A deck is a folder ``<data>/dixit/<deck id>/`` (in the game's folder of the data folder) with
one WebP per card and a ``deck.json`` manifest. The deck id is a hash of the cards' pixels, so the same
pictures uploaded twice make the same deck, and a deck never changes once made
(a match's replay after a restart sees exactly the cards it was dealt). The game
engine gets decks through ``games.dixit.decks.register``; this module does the I/O.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import time
from dataclasses import dataclass

from PIL import Image, ImageOps, UnidentifiedImageError

from games.core import Rejection
from server.rooms import clean_name

MAX_FILE_BYTES = 8 * 1024 * 1024        # one picture (phone photos are 2-6 MB)
MAX_FILES = 200                          # one upload
MAX_PIXELS = 40_000_000                  # refuse decompression bombs before decoding
CARD_BOX = (800, 1200)                   # a card is shown at most this large (2:3 like Dixit's)
FORMATS = {"JPEG", "PNG", "WEBP", "GIF", "BMP"}
DECK_ID = re.compile(r"^u[0-9a-f]{10}$")
# A file name that is a word or two ("apple.jpg", "red balloon.png") is a tag bots can use;
# camera names ("IMG_2041.jpg") are not.
WORDY = re.compile(r"^[^\W\d_][^\W\d_ '\-]*(?:[ '\-][^\W\d_]+){0,3}$")


@dataclass
class Deck:
    id: str
    name: str
    cards: list            # [{"id", "file", "tags"}]
    created: float

    def summary(self) -> dict:
        return {"id": self.id, "name": self.name, "count": len(self.cards), "builtin": False}

    def engine_cards(self) -> list:
        return [{"id": c["id"], "deck": self.id, "tags": c["tags"]} for c in self.cards]


def picture(raw: bytes, filename: str) -> Image.Image:
    """One uploaded file as an RGB picture fitted into the card box, or a Rejection that says
    which file and why."""
    if len(raw) > MAX_FILE_BYTES:
        raise Rejection("bad_upload", f"{filename} is {len(raw) // (1024 * 1024)} MB; each picture may be at most "
                                      f"{MAX_FILE_BYTES // (1024 * 1024)} MB. Resize it or pick a smaller one.")
    try:
        with Image.open(io.BytesIO(raw)) as probe:
            fmt = probe.format
            if probe.width * probe.height > MAX_PIXELS:
                raise Rejection("bad_upload", f"{filename} is {probe.width}x{probe.height} pixels; "
                                              f"pictures may have at most {MAX_PIXELS // 1_000_000} million pixels.")
            probe.verify()
        img = Image.open(io.BytesIO(raw))
        img.load()
    except Rejection:
        raise
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        raise Rejection("bad_upload", f"{filename} is not a picture (whatever its name says); "
                                      f"upload JPEG, PNG, WebP, GIF or BMP files.") from None
    if fmt not in FORMATS:
        raise Rejection("bad_upload", f"{filename} is a {fmt} image; upload JPEG, PNG, WebP, GIF or BMP files.")
    img = ImageOps.exif_transpose(img)      # phone photos carry their rotation in EXIF
    if img.mode in ("RGBA", "LA", "P"):
        img = img.convert("RGBA")
        flat = Image.new("RGB", img.size, (24, 20, 18))
        flat.paste(img, mask=img.getchannel("A"))
        img = flat
    else:
        img = img.convert("RGB")
    img.thumbnail(CARD_BOX, Image.Resampling.LANCZOS)
    return img


def deck_name(raw, deck_id: str) -> str:
    """The host's name for the deck, cleaned; a short default when none was given."""
    try:
        return clean_name(raw)
    except Rejection:
        return f"Deck {deck_id[1:5].upper()}"


def tags_from_name(filename: str) -> dict:
    stem = os.path.splitext(os.path.basename(filename))[0].replace("_", " ").strip()
    words = [stem.lower()] if WORDY.match(stem) else []
    return {"en": words, "zh-Hant": list(words), "zh-Hans": list(words)}


class DeckStore:
    """The decks kept in ``folder``, the game's folder of the data folder (``<data>/dixit/``)."""

    def __init__(self, folder: str):
        self.root = folder
        os.makedirs(self.root, exist_ok=True)

    def load_all(self) -> list:
        out = []
        for name in sorted(os.listdir(self.root)):
            path = os.path.join(self.root, name, "deck.json")
            if DECK_ID.match(name) and os.path.exists(path):
                with open(path, encoding="utf-8") as f:
                    d = json.load(f)
                out.append(Deck(d["id"], d["name"], d["cards"], d["created"]))
        return out

    def add(self, name: str, files: list) -> Deck:
        """``files``: [(filename, bytes)]. All are checked before anything is written."""
        if not files:
            raise Rejection("bad_upload", "Choose at least one picture to upload.")
        if len(files) > MAX_FILES:
            raise Rejection("bad_upload", f"{len(files)} pictures in one upload; at most {MAX_FILES}. "
                                          "Split the folder into several decks (a match can mix decks).")
        pictures, digest, seen = [], hashlib.sha1(), set()
        for filename, raw in files:
            img = picture(raw, filename)
            buf = io.BytesIO()
            img.save(buf, "WEBP", quality=82, method=4)
            data = buf.getvalue()
            key = hashlib.sha1(data).digest()
            if key in seen:                  # the same picture twice would be two identical cards
                continue
            seen.add(key)
            digest.update(key)
            pictures.append((filename, data))
        deck_id = "u" + digest.hexdigest()[:10]
        folder = os.path.join(self.root, deck_id)
        existing = os.path.join(folder, "deck.json")
        if os.path.exists(existing):
            with open(existing, encoding="utf-8") as f:
                d = json.load(f)
            return Deck(d["id"], d["name"], d["cards"], d["created"])
        tmp = folder + ".tmp"
        os.makedirs(tmp, exist_ok=True)
        cards = []
        for i, (filename, data) in enumerate(pictures):
            file = f"{i:03d}.webp"
            with open(os.path.join(tmp, file), "wb") as f:
                f.write(data)
            cards.append({"id": f"{deck_id}-{i:03d}", "file": file, "tags": tags_from_name(filename)})
        deck = Deck(deck_id, deck_name(name, deck_id), cards, time.time())
        with open(os.path.join(tmp, "deck.json"), "w", encoding="utf-8") as f:
            json.dump(deck.__dict__, f, ensure_ascii=False)
        os.replace(tmp, folder)              # a deck appears whole or not at all
        return deck

    def card_file(self, deck_id: str, card_id: str) -> str | None:
        """The file of an uploaded card, or None."""
        if not DECK_ID.match(deck_id) or not card_id.startswith(deck_id + "-"):
            return None
        num = card_id[len(deck_id) + 1:]
        if not num.isdigit():
            return None
        path = os.path.join(self.root, deck_id, f"{int(num):03d}.webp")
        return path if os.path.exists(path) else None
