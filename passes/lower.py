"""`lower`: tensor functions become loop-level programs, one kernel per tensor op.

In: a tensor-level module whose composites are decomposed (after `decompose`). Out: for every
function `@f`, a `program @f` over buffers plus the kernels it calls (`kernel @relu`, ...), in
the same module. Each op's rule (one table, `passes/lowering_rules.py`, keyed by op class) builds
a loop nest over the op's output that loads its operands and stores its result. Views
(broadcast, transpose, reshape, slice) and splat constants build no kernel: they are index maps
(and literals) that their consumers load through, so `x + broadcast(b)` reads `%b[%j]`. A
value is written to memory only where a consumer needs memory: a returned view is copied, a
reshaped buffer becomes a `loop.view`, a transposed matmul operand becomes a BLAS transpose flag.
Matmul lowers to the extern BLAS kernel (`matmul=blas`, default) or to a loop nest
(`matmul=loops`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..ir.builder import Builder
from ..ir.builtin import ReturnOp
from ..ir.core import Block, BlockArgument, Function, IRError, Module, Operation, Value
from ..ir.loop import index as ix
from ..ir.loop.arith import ConstantOp as ScalarConstant
from ..ir.loop.ops import AllocOp, CallOp, ForOp, LoadOp, ParallelOp, StoreOp, ViewOp
from ..ir.types import BufferType, DType, TensorType
from .manager import Pass, PassContext, register_pass

Index = list[ix.Expr]


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
class Viewed:
    """`source` read through an index map: element `idx` is `source[to_source(idx)]`."""

    source: "Lowered"
    to_source: Callable[[Index, ix.RangeOf], Index]
    reshape: bool = False       # a pure reshape: a `loop.view` of a stored source


Lowered = Stored | Splat | Viewed


def buffer_type(t: TensorType) -> BufferType:
    return BufferType(t.shape, t.dtype)


# --------------------------------------------------------------------------- kernels

_IV_NAMES = "ijklmn"


class KernelBuilder:
    """Builds one kernel: its buffer parameters (deduplicated), loop nests and accesses."""

    def __init__(self, lowering: "FunctionLowering", name: str):
        self.lowering = lowering
        self.name = name
        self.body = Block()
        self.block = self.body
        self.params: list[tuple[Value, Value]] = []      # (program buffer, kernel argument)
        self.ranges: dict[int, tuple[int, int]] = {}

    # -- parameters and accesses -----------------------------------------------------------

    def param(self, buffer: Value) -> Value:
        for outer, inner in self.params:
            if outer is buffer:
                return inner
        arg = _add_block_arg(self.body, buffer.type, buffer.name_hint)
        self.params.append((buffer, arg))
        return arg

    def range_of(self, v) -> tuple[int, int] | None:
        return self.ranges.get(id(v))

    def b(self) -> Builder:
        return Builder(self.block)

    def load(self, value: Lowered, index: Index, hint: str | None = None) -> Value:
        """The scalar element `index` of a lowered value, loaded through its index maps."""
        if isinstance(value, Splat):
            return self.constant(value.value, value.dtype)
        if isinstance(value, Viewed):
            return self.load(value.source, value.to_source(index, self.range_of), hint)
        param = self.param(value.buffer)
        op = LoadOp.make([param], index, hint=hint or value.buffer.name_hint)
        self.block.append(op)
        return op.result

    def store(self, v: Value, buffer: Value, index: Index) -> None:
        self.block.append(StoreOp.make([v, self.param(buffer)], index))

    def constant(self, value, dtype: DType) -> Value:
        return self.op(ScalarConstant, value=value, dtype=dtype)

    def op(self, cls, *operands: Value, hint: str | None = None, **attrs) -> Value:
        """Build `cls` in the current block (as `Builder.op`); its result(s)."""
        op = cls.build(operands, attrs, hint=hint)
        self.block.append(op)
        return op.results[0] if len(op.results) == 1 else list(op.results)

    # -- loops -------------------------------------------------------------------------------

    def loop(self, extent: int, parallel: bool = False, iters=(), iv_hint: str = "i",
             iter_hints=()):
        """Open a loop in the current block; returns the op (enter its body with `inside`)."""
        cls = ParallelOp if parallel else ForOp
        op = cls.make(extent, iters=list(iters), iv_hint=iv_hint, iter_hints=list(iter_hints))
        self.block.append(op)
        if extent > 0:
            self.ranges[id(op.iv)] = (0, extent - 1)
        return op

    def nest(self, shape, body: Callable[[Index], None]) -> None:
        """Loops over `shape` (the outermost `loop.parallel`) around `body(index)`."""
        outer = self.block
        index: Index = []
        for d, extent in enumerate(shape):
            loop = self.loop(extent, parallel=(d == 0), iv_hint=_IV_NAMES[d % 6])
            self.block = loop.body
            index.append(ix.var(loop.iv))
        body(index)
        self.block = outer

    def finish(self) -> tuple[Function, list[Value]]:
        self.body.append(ReturnOp.build([]))
        self.body.parent = None
        f = Function(self.name, self.body, [], kind="kernel")
        return f, [outer for outer, _ in self.params]


def _add_block_arg(block: Block, t, hint) -> Value:
    arg = BlockArgument(t, block, len(block.args), hint)
    block.args.append(arg)
    return arg


# --------------------------------------------------------------------------- functions

class FunctionLowering:
    """Lowers one tensor function into a program (and its kernels, appended to `kernels`)."""

    def __init__(self, f: Function, kernels: list[Function], names: set[str], matmul: str,
                 column_reductions: str = "blocked"):
        self.f = f
        self.kernels = kernels
        self.names = names
        self.matmul = matmul
        self.column_reductions = column_reductions
        # per base name, the last suffix tried: `names` only grows, so the smallest free
        # suffix only grows, and the search resumes there.
        self.suffix: dict[str, int] = {}
        args = [buffer_type(a.type) for a in f.args]
        self.program = Function(f.name, Block(args, [a.name_hint for a in f.args]), [],
                                kind="program", arg_flags=list(f.arg_flags), loc=f.loc,
                                arg_attrs=[dict(f.attrs_of(i)) for i in range(len(f.args))])
        self.env: dict[int, Lowered] = {id(a): Stored(b)
                                        for a, b in zip(f.args, self.program.args)}

    def lowered(self, v: Value) -> Lowered:
        return self.env[id(v)]

    def run(self) -> Function:
        from .lowering_rules import LOWERINGS
        for op in self.f.body.ops:
            if isinstance(op, ReturnOp):
                results = [self.materialize(self.lowered(v), v.type, v.name_hint)
                           for v in op.operands]
                self.program.body.append(ReturnOp.build(results, loc=op.loc))
                self.program.result_types = [r.type for r in results]
                return self.program
            rule = LOWERINGS.get(type(op))
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

    def materialize(self, value: Lowered, t: TensorType, hint: str | None) -> Value:
        """`value` in a buffer: as is, as a `loop.view` of a reshaped buffer, or copied."""
        if isinstance(value, Stored):
            return value.buffer
        if isinstance(value, Viewed) and value.reshape and isinstance(value.source, Stored):
            op = ViewOp.build([value.source.buffer], {"shape": list(t.shape)}, hint=hint)
            self.program.body.append(op)
            return op.result
        out = self.alloc(t, hint)
        kb = self.kernel("copy")
        kb.nest(t.shape, lambda index: kb.store(kb.load(value, index), out, index))
        self.call(kb)
        return out


@register_pass("lower")
@dataclass(frozen=True)
class Lower(Pass):
    """Every tensor function becomes a program of kernels with the same results."""

    matmul: str = "blas"
    column_reductions: str = "blocked"

    def __post_init__(self):
        if self.matmul not in ("blas", "loops"):
            raise IRError(f"lower option matmul must be 'blas' or 'loops', got {self.matmul!r}")
        if self.column_reductions not in ("blocked", "per_column"):
            raise IRError(f"lower option column_reductions must be 'blocked' or 'per_column',"
                          f" got {self.column_reductions!r}")

    def run(self, module: Module, ctx: PassContext) -> Module:
        kernels: list[Function] = []
        names = {f.name for f in module.functions}
        out: list[Function] = []
        for f in module.functions:
            if f.kind != "func":
                out.append(f)
                continue
            program = FunctionLowering(f, kernels, names, self.matmul,
                                       self.column_reductions).run()
            out.append(program)
        module.functions = kernels + out
        return module
