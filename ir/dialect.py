"""Dialects and the op registry: each dialect file ends with `DIALECT = Dialect(name, [ops])`.

`op_class(name)` maps an op's textual name to its class; the parser and frontends use it and no
other name table exists.
"""
from __future__ import annotations

from .core import Dialect


def all_dialects() -> list[Dialect]:
    from . import builtin, loop, tensor     # on first use: `import aotgrad` loads no loop ops
    return [builtin.DIALECT, tensor.DIALECT, loop.DIALECT, loop.ARITH_DIALECT]


_REGISTRY: dict[str, type] = {}


def registry() -> dict[str, type]:
    """Op name -> op class, over every dialect."""
    if not _REGISTRY:
        for d in all_dialects():
            for op in d.ops:
                assert op.name not in _REGISTRY, f"op {op.name} defined twice"
                _REGISTRY[op.name] = op
    return _REGISTRY


def op_class(name: str):
    return registry().get(name)
