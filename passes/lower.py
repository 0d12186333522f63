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

An elementwise op whose value `fuse` would inline into every kernel loading it (one kernel
loads it, or recomputing it in several pays: `passes/lower_inline.py`) builds no kernel either:
its value is `Computed`, a scalar body that each consumer's kernel builds at each index it
loads, as Inductor's lowering keeps a pointwise node unrealized until a consumer needs memory.
So `tanh(x + b)` is one kernel, `@fused_add_tanh`, built once, not two kernels that `fuse`
inlines afterwards; `fuse` reads the tensor ops a kernel computes off its name (`kernel_ops`).
`lower{inline=false}` builds a kernel per op.
"""
from __future__ import annotations

import re
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


@dataclass
class Computed:
    """An elementwise op's value, never in memory: element `idx` is `apply(kb, args)` where
    `args` are its `operands` loaded at `idx`, built in the kernel that loads it.
    `position` is the op's place in its function; `absorbed`, the computed operands its body
    builds (`ops` lists the tensor ops computed: theirs, then `op`)."""

    operands: list["Lowered"]
    apply: Callable[["KernelBuilder", list[Value]], Value]
    position: int
    op: str
    absorbed: list["Computed"]
    nbytes: int                       # of its value, were it written
    reads: dict[int, int]             # what its own kernel would read: buffer id -> bytes


Lowered = Stored | Splat | Viewed | Computed

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
        self.absorbed: dict[int, Computed] = {}          # the computed values it loads
        self.computing = 0                               # inside a computed value's body
        # what the kernel would read and write with a kernel per op (computed values in
        # memory): buffer id -> bytes.
        self.reads: dict[int, int] = {}
        self.writes: dict[int, int] = {}

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
        if isinstance(value, Computed):
            if not self.computing:
                self.absorbed[id(value)] = value
                self.reads[id(value)] = value.nbytes
            return self._compute(value, index)
        param = self.param(value.buffer)
        if not self.computing:
            self.reads[id(value.buffer)] = value.buffer.type.nbytes
        op = LoadOp.make([param], index, hint=hint or value.buffer.name_hint)
        self.block.append(op)
        return op.result

    def _compute(self, root: Computed, index: Index) -> Value:
        """`root`'s value at `index`, its body built here: operands in order, a computed
        operand's body before the next operand is loaded; with a stack, not recursion (a
        chain of many elementwise ops is one kernel)."""
        self.computing += 1
        frames = [(root, index, [])]
        while True:
            value, at, args = frames[-1]
            if len(args) < len(value.operands):
                operand, where = value.operands[len(args)], at
                while isinstance(operand, Viewed):
                    operand, where = operand.source, operand.to_source(where, self.range_of)
                if isinstance(operand, Computed):
                    frames.append((operand, where, []))
                else:
                    args.append(self.load(operand, where))
                continue
            result = value.apply(self, args)
            frames.pop()
            if not frames:
                self.computing -= 1
                return result
            frames[-1][2].append(result)

    def store(self, v: Value, buffer: Value, index: Index) -> None:
        self.writes[id(buffer)] = buffer.type.nbytes
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


def _through_views(value: Lowered) -> Lowered:
    """The value a chain of index maps reads."""
    while isinstance(value, Viewed):
        value = value.source
    return value


def _add_block_arg(block: Block, t, hint) -> Value:
    arg = BlockArgument(t, block, len(block.args), hint)
    block.args.append(arg)
    return arg


# --------------------------------------------------------------------------- functions

class FunctionLowering:
    """Lowers one tensor function into a program (and its kernels, appended to `kernels`)."""

    def __init__(self, f: Function, kernels: list[Function], names: set[str], matmul: str,
                 column_reductions: str = "blocked", inline: bool = True):
        self.f = f
        self.inline = inline
        self.in_place = None          # `lower_inline.InPlace` while `run` lowers, if inlining
        self.position = 0             # of the op being lowered
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
        # kernels and bytes moved with a kernel per op (what `fuse` reports it started from)
        self.per_op_kernels = 0
        self.per_op_bytes = 0
        self.computed = 0

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

    def run(self) -> Function:
        from .lower_inline import InPlace
        from .lowering_rules import LOWERINGS
        self.in_place = InPlace(self.f, self.matmul) if self.inline else None
        for self.position, op in enumerate(self.f.body.ops):
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
        unless the value is computed where it is loaded (`lower_inline`): then it is
        `Computed` (its kernel name is still taken, so the names of the other kernels do not
        depend on what was computed in place)."""
        operands = [self.lowered(v) for v in op.operands]
        if self.in_place is None or not self.in_place.decide(op):
            return self.pointwise(op, name, lambda kb, index: apply(
                kb, [kb.load(v, index) for v in operands]))
        self.kernel_name(name)
        absorbed: list[Computed] = []
        reads: dict[int, int] = {}
        for value in map(_through_views, operands):
            if isinstance(value, Computed):
                reads[id(value)] = value.nbytes
                if all(value is not a for a in absorbed):
                    absorbed.append(value)
            elif isinstance(value, Stored):
                reads[id(value.buffer)] = value.buffer.type.nbytes
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
    inline: bool = True

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
            lowering = FunctionLowering(f, kernels, names, self.matmul,
                                        self.column_reductions, self.inline)
            out.append(lowering.run())
            ctx.report("lower", lowering.report())
        module.functions = kernels + out
        return module
