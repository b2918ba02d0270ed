"""Hypothesis strategies for hostile Socket.IO and HTTP input."""

from hypothesis import strategies as st

HOSTILE = ["<img src=x onerror=alert(1)>", "<script>alert(1)</script>", "\u202eevil\u202c", "\x00\x1b[31m",
           "' OR 1=1 --", "../../etc/passwd", "名字" * 50, "x" * 10_000, "", " ", "\u200f\u061c", "%s%n{0}",
           "\ud7ff\ue000\U0010ffff"]
EVENTS = ["join", "tv_hello", "answer", "host", "set_lang", "set_name", "set_pref", "leave", "spectator_seat"]
ACTIONS = ["select_game", "set_options", "set_timers", "add_bot", "remove_seat", "kick", "seat_to_bot",
           "seat_to_human", "seat_link", "make_host", "start", "pause", "resume", "extend", "skip_timer",
           "end_match", "set_tv_lang", "lock", "unlock", "spectators_join"]
RESERVED = {"connect", "disconnect", "connect_error"}

texts = st.one_of(st.sampled_from(HOSTILE), st.text(max_size=60), st.text(max_size=2000))
scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 12), st.integers(), texts,
                    st.floats(allow_nan=False, allow_infinity=False))
values = st.recursive(scalars, lambda kids: st.one_of(st.lists(kids, max_size=5),
                                                      st.dictionaries(st.text(max_size=10), kids, max_size=5)),
                      max_leaves=12)


def payloads(room_codes, tokens):
    """A payload for ``event``: often the right shape with hostile values, sometimes no object at all."""
    codes = st.one_of(st.sampled_from(room_codes), texts, scalars)
    toks = st.one_of(st.sampled_from(tokens), texts, scalars)
    fields = {
        "join": st.fixed_dictionaries({}, optional={"room": codes, "name": values, "lang": values, "token": toks}),
        "tv_hello": st.fixed_dictionaries({}, optional={"room": codes, "host_token": toks, "lang": values}),
        "answer": st.fixed_dictionaries({}, optional={"prompt": st.one_of(st.integers(-2, 8), values),
                                                      "answer": st.one_of(st.lists(st.sampled_from(
                                                          ["1", "2", "pass", "zap", "x"]), max_size=3), values)}),
        "host": st.fixed_dictionaries({"action": st.one_of(st.sampled_from(ACTIONS), values)},
                                      optional={"seat": st.one_of(st.integers(-2, 14), values), "game": values,
                                                "options": values, "timers": values, "seconds": values,
                                                "bot": values, "lang": values, "allow": values}),
        "set_lang": st.fixed_dictionaries({}, optional={"lang": st.one_of(st.sampled_from(["en", "xx"]), values)}),
        "set_name": st.fixed_dictionaries({}, optional={"name": values}),
        "spectator_seat": st.fixed_dictionaries({}, optional={"want": values}),
        "set_pref": st.fixed_dictionaries({}, optional={"pref": values}),
        "leave": st.dictionaries(st.text(max_size=5), values, max_size=2),
    }

    @st.composite
    def message(draw):
        event = draw(st.one_of(st.sampled_from(EVENTS),
                               st.text(min_size=1, max_size=40).filter(lambda e: e not in RESERVED)))
        shape = draw(st.sampled_from(["fields", "fields", "fields", "other", "extra"]))
        if event in fields and shape != "other":
            args = [draw(fields[event])]
        else:
            args = [draw(values)]
        if shape == "extra":
            args.append(draw(values))
        return event, args

    return message()
