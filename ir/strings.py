"""String literals of the IR text: a Python `str` in, its quoted spelling out, and back.

`quote` escapes the backslash, the double quote and every character that is not printable
(`\\n`, `\\t`, `\\r`, `\\xHH`, `\\uHHHH`, `\\UHHHHHHHH`), so a printed string is always one line
and `unquote(quote(s)) == s` for every `s`. `unquote` accepts exactly those escapes and raises
an `IRError` naming the bad escape and its column offset otherwise.
"""
from __future__ import annotations

import re

from .errors import IRError

_SHORT = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}
_UNSHORT = {"\\": "\\", '"': '"', "n": "\n", "t": "\t", "r": "\r"}
_HEX = {"x": 2, "u": 4, "U": 8}


def _escape(c: str) -> str:
    if c in _SHORT:
        return _SHORT[c]
    if c.isprintable():
        return c
    code = ord(c)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def quote(s: str) -> str:
    """`s` as a double-quoted IR string literal."""
    return '"' + "".join(_escape(c) for c in s) + '"'


_ESCAPE = re.compile(r"\\(.?)", re.S)


def unquote(literal: str) -> str:
    """The value of a double-quoted IR string literal (as `quote` writes it)."""
    body = literal[1:-1]
    out, pos = [], 0
    for m in _ESCAPE.finditer(body):
        out.append(body[pos:m.start()])
        kind = m.group(1)
        pos = m.end()
        if kind in _UNSHORT:
            out.append(_UNSHORT[kind])
            continue
        digits = body[pos:pos + _HEX.get(kind, 0)]
        if kind in _HEX and re.fullmatch(r"[0-9a-fA-F]+", digits or "x") \
                and len(digits) == _HEX[kind] and int(digits, 16) <= 0x10FFFF:
            out.append(chr(int(digits, 16)))
            pos += len(digits)
            continue
        shown = "\\" + kind + (digits if kind in _HEX else "")
        raise IRError(f"invalid escape {shown!r} in string literal (at character "
                      f"{m.start() + 1}; escapes: \\\\ \\\" \\n \\t \\r \\xHH \\uHHHH "
                      f"\\UHHHHHHHH)")
    out.append(body[pos:])
    return "".join(out)
