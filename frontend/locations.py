"""Where traced code is: the user's source line and column of the op or read being traced.

`user_location()` is the innermost calling frame outside the aotgrad package, as a `Location`
(`file:line:col`, the column of the expression that frame is executing); every op the tracer
records and every error it raises is located there. `index_error` is an out-of-range or
unsupported index, located at that line.
"""
from __future__ import annotations

import sys

from ..ir.core import Location
from ..ir.errors import IndexingError


def index_error(message: str) -> IndexingError:
    """An out-of-range or unsupported index, located at the user's line (an `IndexError`)."""
    return IndexingError(message, user_location())


def user_location() -> Location | None:
    """The innermost calling frame outside the aotgrad package, as a `Location`."""
    frame = sys._getframe(1)
    while frame is not None:
        module = frame.f_globals.get("__name__", "")
        if module != "aotgrad" and not module.startswith("aotgrad."):
            return Location(frame.f_code.co_filename, frame.f_lineno, _column(frame))
        frame = frame.f_back
    return None


def _column(frame) -> int:
    """The 1-based column of the expression `frame` is executing (0 when unknown)."""
    key = (frame.f_code, frame.f_lasti, frame.f_lineno)
    col = _COLUMNS.get(key)
    if col is None:
        if len(_COLUMNS) >= _MAX_COLUMNS:      # code objects come and go (lambdas, exec)
            _COLUMNS.clear()
        col = _COLUMNS[key] = _find_column(frame.f_code, frame.f_lasti, frame.f_lineno)
    return col


def _find_column(code, lasti: int, lineno: int) -> int:
    positions = getattr(code, "co_positions", None)
    if positions is None:
        return 0
    for i, (line, _, col, _) in enumerate(positions()):
        if i == lasti // 2:
            return col + 1 if col is not None and line == lineno else 0
    return 0


#: (code, instruction, line) -> column, for `_column`: a function traced at every call (one
#: with graph breaks) asks for the same instructions again, and the walk over a code's
#: positions is as long as the code
_COLUMNS: dict[tuple, int] = {}
_MAX_COLUMNS = 1 << 16
