"""How the server writes a payload (server/wire.py)."""

import json

import orjson

from server.wire import encode


def test_a_payload_with_int_keys_is_written_as_the_json_module_writes_it():
    payload = {"tally": {1: 3, 0: 5}, "names": ["Ann", "张三"], "nested": [{2: None}]}
    assert orjson.loads(encode(payload)) == json.loads(json.dumps(payload))


def test_a_payload_with_string_keys_comes_out_the_same_with_or_without_the_int_key_option():
    payload = {"seats": [{"seat": 0, "name": "Ann", "hand": 3}], "table": orjson.Fragment(b'{"a":1}')}
    assert encode(payload) == orjson.dumps(payload, option=orjson.OPT_NON_STR_KEYS)


def test_a_payload_that_cannot_be_written_still_says_why():
    try:
        encode({"when": object()})
    except TypeError as e:
        assert "not JSON serializable" in str(e)
    else:
        raise AssertionError("an object without a JSON form was written")
