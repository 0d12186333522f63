"""aotgrad's own errors: one small hierarchy for every error a user can cause.

In: a message saying what was wrong, and where when known (a `Location`, or a location folded
into the message). Out: an exception that prints `file:line:col: error: message`, that
`except aotgrad.Error` catches, and that also derives from the matching built-in, so code written
for numpy or PyTorch keeps working:

    Error                        everything below
    +-- IRError (ValueError)     invalid IR, model, input or option value
    |   +-- ShapeError           shapes, axes or permutations that do not agree
    |   |   +-- IndexingError (IndexError)  an index or dim out of range, or not supported
    |   +-- DTypeError (TypeError)   an argument or attribute of the wrong type or dtype
    +-- ExecutionError (RuntimeError)   a program that cannot run as asked (freed saved values)

`IndexOutOfRangeError`, an index found out of range as a program runs (a label or an id the
interpreter or a check before the call reads), is both an `IndexingError` and an
`ExecutionError`.

`DTypeError` is both a `ValueError` and a `TypeError`, as numpy's `AxisError` is both a
`ValueError` and an `IndexError`: code that catches either keeps working.
"""
from __future__ import annotations


class Error(Exception):
    """Base of every aotgrad error; `loc` (a `Location`) says where when known."""

    def __init__(self, message: str, loc=None):
        super().__init__(message)
        self.message = message
        self.loc = loc

    def __str__(self) -> str:
        return f"{self.loc}: error: {self.message}" if self.loc else self.message

    def located(self, loc) -> "Error":
        """This error, placed at `loc` unless it already has a location (for re-raising)."""
        if self.loc is None and loc is not None:
            self.loc = loc
        return self


class IRError(Error, ValueError):
    """Invalid IR, model, input or option value: a malformed op, type, attribute or argument."""


class ShapeError(IRError):
    """Shapes, axes or permutations that do not agree."""


class IndexingError(ShapeError, IndexError):
    """An index or dimension out of range, or a kind of index that is not supported."""


class DTypeError(IRError, TypeError):
    """An argument or attribute of the wrong type or dtype."""


class ExecutionError(Error, RuntimeError):
    """A program that cannot run as asked."""


class IndexOutOfRangeError(IndexingError, ExecutionError):
    """An index found out of range as a program runs (a label, an id): an `IndexingError`,
    and an `ExecutionError` as the run's failure."""
