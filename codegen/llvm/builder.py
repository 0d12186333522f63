"""llvmlite helpers: the LLVM types of the IR's dtypes, constants, and counted loops.

A dtype has a register type (bool is `i1`) and a memory type (bool is `i8`, as numpy stores
it); `to_memory` / `from_memory` convert between them. `for_range` is a context manager, after
numba's `cgutils.for_range`, that emits one counted loop and names its blocks after the loop
variable (`for.cond.i`, `for.body.i`, `for.end.i`, `%i.next`), so emitted `.ll` reads like
the loop IR it came from. Accumulators are phis in the loop's condition block.
"""
from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from typing import Iterator, Sequence

from llvmlite import ir

from ...ir.types import DType

I1 = ir.IntType(1)
I8 = ir.IntType(8)
I32 = ir.IntType(32)
I64 = ir.IntType(64)
PTR = ir.PointerType()
VOID = ir.VoidType()

_REGISTER = {DType.f32: ir.FloatType(), DType.f64: ir.DoubleType(), DType.i32: I32,
             DType.i64: I64, DType.bool: I1}


def value_type(dtype: DType) -> ir.Type:
    """The type a scalar of `dtype` has in registers."""
    return _REGISTER[dtype]


def memory_type(dtype: DType) -> ir.Type:
    """The type an element of a `dtype` buffer has in memory (bool is one byte)."""
    return I8 if dtype == DType.bool else _REGISTER[dtype]


def constant(dtype: DType, value) -> ir.Constant:
    """`value` as a constant of `dtype`'s register type (numpy's conversion rules)."""
    if dtype.is_float:
        return ir.Constant(value_type(dtype), float(value))
    if dtype == DType.bool:
        return ir.Constant(I1, int(bool(value)))
    return ir.Constant(value_type(dtype), int(value))


def to_memory(b: ir.IRBuilder, v: ir.Value, dtype: DType) -> ir.Value:
    return b.zext(v, I8) if dtype == DType.bool else v


def from_memory(b: ir.IRBuilder, v: ir.Value, dtype: DType, name: str = "") -> ir.Value:
    return b.icmp_unsigned("!=", v, ir.Constant(I8, 0), name=name) if dtype == DType.bool else v


@dataclass
class Loop:
    """An open loop: its variable, its accumulators (phis) and, once closed, their values
    after the loop (the same phis, read in `for.end`)."""

    iv: ir.Value
    accs: list[ir.PhiInstr] = field(default_factory=list)
    next_accs: list[ir.Value] | None = None

    def carry(self, values: Sequence[ir.Value]) -> None:
        """The accumulators' values for the next iteration (the body's `loop.yield`)."""
        self.next_accs = list(values)


def _i64(v: int | ir.Value) -> ir.Value:
    return ir.Constant(I64, v) if isinstance(v, int) else v


@contextlib.contextmanager
def for_range(b: ir.IRBuilder, lower: int | ir.Value, upper: int | ir.Value, step: int = 1,
              name: str = "i", iters: Sequence[tuple[ir.Value, str]] = ()) -> Iterator[Loop]:
    """`for name = lower; name < upper; name += step` with accumulators `iters` (initial
    value, name); the bounds are integers or i64 values. The body is emitted inside the
    `with`; it calls `loop.carry(...)` when there are accumulators. After the `with`, the
    builder is at `for.end.<name>`."""
    pre = b.block
    cond = b.append_basic_block(f"for.cond.{name}")
    body = b.append_basic_block(f"for.body.{name}")
    end = b.append_basic_block(f"for.end.{name}")
    b.branch(cond)
    b.position_at_end(cond)
    iv = b.phi(I64, name=name)
    iv.add_incoming(_i64(lower), pre)
    loop = Loop(iv)
    for init, acc_name in iters:
        phi = b.phi(init.type, name=acc_name)
        phi.add_incoming(init, pre)
        loop.accs.append(phi)
    go = b.icmp_signed("<", iv, _i64(upper), name=f"{name}.cond")
    b.cbranch(go, body, end)
    b.position_at_end(body)
    yield loop
    if iters and loop.next_accs is None:
        raise AssertionError("a loop with accumulators closed without carry()")
    latch = b.block
    nxt = b.add(iv, ir.Constant(I64, step), name=f"{name}.next", flags=("nsw",))
    b.branch(cond)
    iv.add_incoming(nxt, latch)
    for phi, v in zip(loop.accs, loop.next_accs or ()):
        phi.add_incoming(v, latch)
    blocks = b.function.blocks          # `for.end` after the body's blocks, for reading
    blocks.append(blocks.pop(blocks.index(end)))
    b.position_at_end(end)
