"""The builtin dialect: the function terminator `return`."""
from __future__ import annotations

from .core import Dialect, Operation


class ReturnOp(Operation):
    """`return %a, %b`: ends a function body; its operands are the function's results."""

    name = "return"
    operand_names = ("*values",)
    terminator = True
    differentiable = False

    @classmethod
    def check_arity(cls, n: int) -> None:
        pass

    @classmethod
    def infer_type(cls, types, attrs):
        return []


DIALECT = Dialect("builtin", [ReturnOp])
