"""Every string the printer writes reads back as the same string.

Found by an independent fuzzer: `checkpoint_name(x, "a\\nb")` printed a raw newline inside the
string literal, which the parser could not read back. Strings (attributes and location file
names) are now written with escapes and decoded by one function that accepts exactly those.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import aotgrad
from aotgrad.ir.core import Location
from aotgrad.ir.printer import print_module
from aotgrad.ir.strings import quote, unquote


def tagged(name: str) -> aotgrad.Module:
    return aotgrad.trace(lambda x: aotgrad.checkpoint_name(x * 2.0, name), np.zeros(3))


def names(module) -> list[str]:
    return [op.attrs["name"] for op in module.get().ops if op.name == "tensor.checkpoint"]


def test_checkpoint_name_with_newline_round_trips():
    text = str(tagged("a\nb"))
    assert '"a\\nb"' in text and text.count("\n") == str(tagged("ab")).count("\n")
    again = aotgrad.parse_ir(text)
    assert names(again) == ["a\nb"]
    assert str(again) == text


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_every_string_round_trips_through_the_ir_text(name):
    text = str(tagged(name))
    again = aotgrad.parse_ir(text)
    assert names(again) == [name]
    assert str(again) == text


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_quote_is_one_line_and_unquote_inverts_it(s):
    q = quote(s)
    assert "\n" not in q and "\r" not in q
    assert unquote(q) == s


def test_location_file_names_round_trip():
    module = tagged("t")
    module.get().ops[0].loc = Location('dir "x"\n\\model.ag', 3, 7)
    text = print_module(module, print_loc=True)
    again = aotgrad.parse_ir(text)
    assert again.get().ops[0].loc == Location('dir "x"\n\\model.ag', 3, 7)
    assert print_module(again, print_loc=True) == text


@pytest.mark.parametrize("literal", [r'"\q"', r'"\x4"', r'"\u12"', r'"\U00110000"', r'"a\"'])
def test_bad_escape_is_a_located_error(literal):
    text = ("func @f(%x: f32[2]) -> f32[2] {\n"
            f"  %c = tensor.checkpoint %x {{name = {literal}}} : f32[2]\n"
            "  return %c\n}\n")
    with pytest.raises(aotgrad.IRError, match=r"^m\.ir:2:\d+: error: ") as info:
        aotgrad.parse_ir(text, "m.ir")
    assert "escape" in str(info.value) or "syntax error" in str(info.value)
