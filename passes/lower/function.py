"""`FunctionLowering`: one tensor function lowered into a program and its kernels, op by op,
through a table of rules; what the rules build with (buffers, kernels and their calls, the
pointwise and elementwise kernels, a value put in a buffer); and the program's report."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from ...ir.builtin import ReturnOp
from ...ir.core import Block, Function, IRError, Operation, Value
from ...ir.loop import index as ix
from ...ir.loop.ops import AllocOp, CallOp, LoadOp, ViewOp
from ...ir.types import TensorType
from .kernel import KernelBuilder
from .values import (Computed, Index, Lowered, Stored, Table, Viewed, buffer_type,
                     computed_ops, fused_base, kernel_ops, through_views)


@dataclass(frozen=True)
class LoweringReport:
    """A program's kernel calls, extern calls and bytes moved with a kernel per tensor op
    (`lower{inline=false}`), whatever `lower` computed in place: `fuse` reports from there."""

    program: str
    kernels: int
    externs: tuple[str, ...]
    bytes: int
    computed: int                     # elementwise ops computed where they are loaded

    def __str__(self) -> str:
        return (f"@{self.program}: {self.computed} of {self.kernels} ops computed "
                f"where they are loaded")



# --------------------------------------------------------------------------- functions

class FunctionLowering:
    """Lowers one tensor function into a program (and its kernels, appended to `kernels`)."""

    def __init__(self, f: Function, kernels: list[Function], names: set[str], matmul: str,
                 column_reductions: str = "blocked", in_place=None, fold: str = "scatter",
                 reduced_axes: str = "runs"):
        self.f = f
        # what decides which elementwise values are computed where they are loaded
        # (`inline.InPlace`), or None: a kernel per elementwise op
        self.in_place = in_place
        self.position = 0             # of the op being lowered
        self.kernels = kernels
        self.names = names
        self.matmul = matmul
        self.column_reductions = column_reductions
        self.fold = fold              # col2im: "scatter" (the CPU's) or "gather" (a GPU's)
        # reduced axes apart: a loop per run of adjacent ones ("runs", the CPU's) or one flat
        # counter ("flat": a GPU splits that one loop over a block's threads)
        self.reduced_axes = reduced_axes
        # per base name, the last suffix tried: `names` only grows, so the smallest free
        # suffix only grows, and the search resumes there.
        self.suffix: dict[str, int] = {}
        args = [buffer_type(a.type) for a in f.args]
        self.program = Function(f.name, Block(args, [a.name_hint for a in f.args]), [],
                                kind="program", arg_flags=list(f.arg_flags), loc=f.loc,
                                arg_attrs=[dict(f.attrs_of(i)) for i in range(len(f.args))])
        self.env: dict[int, Lowered] = {id(a): Stored(b)
                                        for a, b in zip(f.args, self.program.args)}
        # kernels and bytes moved with a kernel per op (what `fuse` reports it started from)
        self.per_op_kernels = 0
        self.per_op_bytes = 0
        self.computed = 0
        # id of a lowered value copied into a buffer -> (that value, the buffer): a value two
        # matmuls read (say one of them transposed, by a BLAS flag) is written once
        self.copies: dict[int, tuple[Lowered, Value]] = {}

    def lowered(self, v: Value) -> Lowered:
        return self.env[id(v)]

    def report(self) -> "LoweringReport":
        """The program's kernels and bytes moved had each tensor op been a kernel; the
        externs' bytes are added here (their operands and result)."""
        externs, total = [], self.per_op_bytes
        made = {k.name for k in self.kernels}
        for op in self.program.body.ops:
            if isinstance(op, CallOp) and op.callee not in made:
                externs.append(op.callee)
                total += sum({id(b): b.type.nbytes for b in op.operands[:-1]}.values())
                total += op.operands[-1].type.nbytes
        return LoweringReport(self.program.name, self.per_op_kernels, tuple(externs), total,
                              self.computed)

    def run(self, rules: dict[type, Callable]) -> Function:
        """The program: each op lowered by its row of `rules` (op class -> rule)."""
        for self.position, op in enumerate(self.f.body.ops):
            if isinstance(op, ReturnOp):
                results = [self.materialize(self.lowered(v), v.type, v.name_hint)
                           for v in op.operands]
                self.program.body.append(ReturnOp.build(results, loc=op.loc))
                self.program.result_types = [r.type for r in results]
                return self.program
            rule = rules.get(type(op))
            if rule is None:
                what = "is a composite: run `decompose` before `lower`" if \
                    type(op).composite else "has no lowering rule"
                raise IRError(f"'{op.name}' {what}", op.loc)
            out = rule(self, op)
            self.env[id(op.result)] = out
        raise IRError(f"'@{self.f.name}' has no return", self.f.loc)

    # -- program-level building --------------------------------------------------------------

    def alloc(self, t: TensorType, hint: str | None) -> Value:
        op = AllocOp.build([], {"shape": list(t.shape), "dtype": t.dtype}, hint=hint)
        self.program.body.append(op)
        return op.result

    def kernel_name(self, base: str) -> str:
        n = self.suffix.get(base, 0)
        name = f"{base}_{n}" if n else base
        while name in self.names:
            n += 1
            name = f"{base}_{n}"
        self.suffix[base] = n
        self.names.add(name)
        return name

    def kernel(self, base: str) -> KernelBuilder:
        return KernelBuilder(self, self.kernel_name(base))

    def call(self, kb: KernelBuilder) -> None:
        if kb.absorbed:
            ops = computed_ops(list(kb.absorbed.values()), kernel_ops(kb.name)[0])
            kb.name = self.kernel_name(fused_base(ops))
        self.per_op_kernels += 1
        self.per_op_bytes += sum(kb.reads.values()) + sum(kb.writes.values())
        kernel, args = kb.finish()
        self.kernels.append(kernel)
        self.program.body.append(CallOp.build(args, {"callee": kernel.name}))

    def pointwise(self, op: Operation, name: str,
                  body: Callable[[KernelBuilder, Index], Value]) -> Stored:
        """A kernel writing `body(kb, index)` at every `index` of `op`'s result."""
        t = op.result.type
        out = self.alloc(t, op.result.name_hint or type(op).result_hint())
        kb = self.kernel(name)
        kb.nest(t.shape, lambda index: kb.store(body(kb, index), out, index))
        self.call(kb)
        return Stored(out)

    def elementwise(self, op: Operation, name: str,
                    apply: Callable[[KernelBuilder, list[Value]], Value]) -> Lowered:
        """A kernel writing `apply(kb, operands at index)` at every index of `op`'s result,
        unless the value is computed where it is loaded (`inline`): then it is
        `Computed` (its kernel name is still taken, so the names of the other kernels do not
        depend on what was computed in place)."""
        operands = [self.lowered(v) for v in op.operands]
        if self.in_place is None or not self.in_place.decide(op):
            return self.pointwise(op, name, lambda kb, index: apply(
                kb, [kb.load(v, index) for v in operands]))
        self.kernel_name(name)
        absorbed: list[Computed] = []
        reads: dict[int, int] = {}
        for value in map(through_views, operands):
            if isinstance(value, Computed):
                reads[id(value)] = value.nbytes
                if all(value is not a for a in absorbed):
                    absorbed.append(value)
            elif isinstance(value, Stored):
                reads[id(value.buffer)] = value.buffer.type.nbytes
            elif isinstance(value, Table):
                reads[id(value)] = value.buffer.nbytes
        nbytes = op.result.type.nbytes
        self.per_op_kernels += 1
        self.per_op_bytes += sum(reads.values()) + nbytes
        self.computed += 1
        return Computed(operands, apply, self.position, name, absorbed, nbytes, reads)

    def materialize(self, value: Lowered, t: TensorType, hint: str | None) -> Value:
        """`value` in a buffer: as is, as a `loop.view` of a reshaped buffer, or copied."""
        if isinstance(value, Stored):
            return value.buffer
        if isinstance(value, Viewed) and value.reshape and isinstance(value.source, Stored):
            op = ViewOp.build([value.source.buffer], {"shape": list(t.shape)}, hint=hint)
            self.program.body.append(op)
            return op.result
        if id(value) in self.copies:
            return self.copies[id(value)][1]
        out = self.alloc(t, hint)
        kb = self.kernel("copy")
        inner: list[ix.Expr] = []
        # a reshape is copied over the dims of both shapes (`refined`): [16, 6400] read as
        # [16, 64, 10, 10] is a nest over [16, 64, 10, 10], so that no index is divided
        shape = refined(t.shape, value.from_shape) if isinstance(value, Viewed) else None
        shape = shape or list(t.shape)

        def copy(index: Index) -> None:
            inner[:] = index[-1:]
            at = merged(index, shape, t.shape)
            kb.store(kb.load(value, at), out, at)
        kb.nest(shape, copy)
        tile = copy_tile(shape)
        if tile and reads_across(kb, inner[0]):
            kb = KernelBuilder(self, kb.name)
            kb.nest(tiled_shape(shape, tile), lambda index: copy(untile(index, tile)))
        self.call(kb)
        self.copies[id(value)] = (value, out)
        return out


def refined(shape, other) -> list[int] | None:
    """The dims that split both `shape` and `other` (equal sizes), where the row-major strides
    of the two are one chain (each divides the next): [16, 6400] and [16, 64, 10, 10] give
    [16, 64, 10, 10]; None where there is no such chain ([6, 4] and [4, 6]), or nothing to
    split."""
    if not other or math.prod(shape) != math.prod(other) or 0 in shape:
        return None
    strides = sorted({math.prod(s[d:]) for s in (shape, other) for d in range(len(s) + 1)})
    if any(b % a for a, b in zip(strides, strides[1:])):
        return None
    out = [b // a for a, b in zip(strides, strides[1:])][::-1]
    return out if len(out) > len([n for n in shape if n != 1]) else None


def merged(index: Index, fine, shape) -> Index:
    """The index into `shape` of `index` into its refinement `fine` (`refined`); `index` itself
    where `fine` is `shape`."""
    if list(fine) == list(shape):
        return index
    strides = [math.prod(fine[d + 1:]) for d in range(len(fine))]
    out = []
    for d, n in enumerate(shape):
        low = math.prod(shape[d + 1:])
        e = ix.const(0)
        for i, s in zip(index, strides):
            if low <= s < low * n:
                e = e + i * (s // low)
        out.append(e)
    return out


#: the edge of the square tiles a transposing copy moves: 32 x 32 f32 is 4 KiB, a tile of the
#: source and one of the destination stay in L1 while it is read across and written along.
COPY_TILE = 32


def copy_tile(shape) -> int | None:
    """The tile edge for a copy of `shape` tiled in its last two dims: the largest of 32, 16, 8
    dividing both (no remainder loops), or None."""
    if len(shape) < 2:
        return None
    for tile in (COPY_TILE, COPY_TILE // 2, COPY_TILE // 4):
        if shape[-1] % tile == 0 and shape[-2] % tile == 0 and \
                shape[-1] * shape[-2] > tile * tile:
            return tile
    return None


def reads_across(kb: KernelBuilder, inner: ix.Expr) -> bool:
    """Whether a load of the kernel steps through a buffer's outer dim as the innermost loop
    moves, and not its last one: a transposed read, one cache line per element."""
    iv = ix.variables(inner)[0]
    for op in kb.body.walk():
        if isinstance(op, LoadOp):
            uses = [any(v is iv for v in ix.variables(e)) for e in op.index_exprs()]
            if any(uses[:-1]) and not uses[-1]:
                return True
    return False


def tiled_shape(shape, tile: int) -> list[int]:
    """The loop extents of a nest over `shape` in `tile` x `tile` blocks of its last two dims:
    batch dims, block row, block column, row in block, column in block."""
    *batch, m, n = shape
    return [*batch, m // tile, n // tile, tile, tile]


def untile(index: Index, tile: int) -> Index:
    """The element index of the tiled nest's `index` (see `tiled_shape`)."""
    *batch, bi, bj, i, j = index
    return [*batch, bi * tile + i, bj * tile + j]
