"""The values `lower` works with, at the bottom of the package: what a tensor value lowers to
(`Stored` in a buffer, a `Splat` literal, a `Table` of constant data, `Viewed` through an index
map, or `Computed` where it is loaded), the names of fused kernels and the tensor ops read back off them, and the loop
variable names of a nest.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from ...ir.core import Value
from ...ir.loop import index as ix
from ...ir.types import BufferType, DType, TensorType

Index = list[ix.Expr]

#: the loop variable names of a nest, outermost first (repeating past six).
IV_NAMES = "ijklmn"


# --------------------------------------------------------------------------- lowered values

@dataclass
class Stored:
    """A value in a program buffer."""

    buffer: Value


@dataclass
class Splat:
    """A splat constant: every element is `value`."""

    value: object
    dtype: DType


@dataclass
class Table:
    """A dense constant: data, never code. Each kernel that loads it holds a `loop.constant`
    of its elements (`buffer`'s type) beside the loads, which codegen makes one global array;
    put in a program buffer only where a buffer is needed (`FunctionLowering.materialize`)."""

    value: list
    buffer: BufferType
    hint: str | None = None


@dataclass
class Viewed:
    """`source` read through an index map: element `idx` is `source[to_source(idx)]`."""

    source: "Lowered"
    to_source: Callable[[Index, ix.RangeOf], Index]
    reshape: bool = False       # a pure reshape: a `loop.view` of a stored source
    from_shape: tuple = ()      # a reshape's: the shape it reads its source as


@dataclass
class Computed:
    """An elementwise op's value, never in memory: element `idx` is `apply(kb, args)` where
    `args` are its `operands` loaded at `idx`, built by the `kernel.KernelBuilder` `kb` of the
    kernel that loads it.
    `position` is the op's place in its function; `absorbed`, the computed operands its body
    builds (`ops` lists the tensor ops computed: theirs, then `op`)."""

    operands: list["Lowered"]
    apply: Callable[..., Value]
    position: int
    op: str
    absorbed: list["Computed"]
    nbytes: int                       # of its value, were it written
    reads: dict[int, int]             # what its own kernel would read: buffer id -> bytes


Lowered = Stored | Splat | Table | Viewed | Computed

#: the prefix of a kernel computing several tensor ops, named after them.
FUSED_PREFIX = "fused_"


def fused_base(ops: list[str], limit: int | None = None) -> str:
    """`fused_add_relu`: the name of a kernel computing `ops` (their first `limit` distinct)."""
    return FUSED_PREFIX + "_".join(list(dict.fromkeys(ops))[:limit])


def kernel_ops(name: str) -> list[str]:
    """The tensor ops a kernel computes, read off its name (`fused_add_relu_2` -> add, relu;
    `relu_2` -> relu): op names have no underscore, and a fused kernel computes at least two
    ops (`fused_add`: two adds)."""
    base = re.sub(r"_\d+$", "", name)
    if base.startswith(FUSED_PREFIX) and len(base) > len(FUSED_PREFIX):
        ops = base[len(FUSED_PREFIX):].split("_")
        return ops if len(ops) > 1 else ops * 2
    return [base]


def computed_ops(absorbed: list[Computed], own: str) -> list[str]:
    """The tensor ops of a kernel computing `own` that loads the `absorbed` values: each
    absorbed one's ops, latest first, then its own (the order `fuse` lists inlined ops in,
    each producer put before the consumer it is inlined into, in program order)."""
    out: list[str] = []
    stack: list = [own, *sorted(absorbed, key=lambda c: c.position)]
    while stack:                      # iterative: a chain of computed values may be long
        top = stack.pop()
        if isinstance(top, str):
            out.append(top)
        else:
            stack += [top.op, *sorted(top.absorbed, key=lambda c: c.position)]
    return out


def buffer_type(t: TensorType) -> BufferType:
    return BufferType(t.shape, t.dtype)


def through_views(value: Lowered) -> Lowered:
    """The value a chain of index maps reads."""
    while isinstance(value, Viewed):
        value = value.source
    return value
