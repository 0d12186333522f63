"""`KernelBuilder`: one kernel under construction, its buffer parameters, loop nests and
accesses; a lowered value is loaded through its index maps, and a `Computed` one is built where
it is loaded."""
from __future__ import annotations

from typing import Callable

from ...ir.builder import Builder
from ...ir.builtin import ReturnOp
from ...ir.core import Block, BlockArgument, Function, Value
from ...ir.loop import index as ix
from ...ir.loop.arith import ConstantOp as ScalarConstant
from ...ir.loop.ops import BufferConstantOp, ForOp, LoadOp, ParallelOp, StoreOp
from ...ir.types import DType
from .values import IV_NAMES, Computed, Index, Lowered, Splat, Table, Viewed


class KernelBuilder:
    """Builds one kernel: its buffer parameters (deduplicated), loop nests and accesses."""

    def __init__(self, lowering, name: str):
        self.lowering = lowering                         # the `function.FunctionLowering`
        self.name = name
        self.body = Block()
        self.block = self.body
        self.params: list[tuple[Value, Value]] = []      # (program buffer, kernel argument)
        self.param_of: dict[int, Value] = {}             # program buffer id -> its argument
        self.ranges: dict[int, tuple[int, int]] = {}
        self.absorbed: dict[int, Computed] = {}          # the computed values it loads
        # (block id, computed value id, index) -> the scalar built for it in that block: a
        # value loaded twice at one index (`v * v`) is built once, so a chain reusing its
        # values builds ops in proportion to its length, not to its paths
        self.built: dict[tuple, Value] = {}
        self.tables: dict[tuple[int, int], Value] = {}   # (block, table) -> its loop.constant
        self.computing = 0                               # inside a computed value's body
        # what the kernel would read and write with a kernel per op (computed values in
        # memory): buffer id -> bytes.
        self.reads: dict[int, int] = {}
        self.writes: dict[int, int] = {}

    # -- parameters and accesses -----------------------------------------------------------

    def param(self, buffer: Value) -> Value:
        arg = self.param_of.get(id(buffer))
        if arg is None:
            arg = self.param_of[id(buffer)] = add_block_arg(self.body, buffer.type,
                                                            buffer.name_hint)
            self.params.append((buffer, arg))
        return arg

    def range_of(self, v) -> tuple[int, int] | None:
        return self.ranges.get(id(v))

    def b(self) -> Builder:
        return Builder(self.block)

    def load(self, value: Lowered, index: Index, hint: str | None = None) -> Value:
        """The scalar element `index` of a lowered value, loaded through its index maps."""
        while isinstance(value, Viewed):          # a loop: a chain of views may be long
            value, index = value.source, value.to_source(index, self.range_of)
        if isinstance(value, Splat):
            return self.constant(value.value, value.dtype)
        if isinstance(value, Computed):
            if not self.computing:
                self.absorbed[id(value)] = value
                self.reads[id(value)] = value.nbytes
            return self._compute(value, index)
        if isinstance(value, Table):
            if not self.computing:
                self.reads[id(value)] = value.buffer.nbytes
            op = LoadOp.make([self._data(value)], index, hint=hint or value.hint)
            self.block.append(op)
            return op.result
        param = self.param(value.buffer)
        if not self.computing:
            self.reads[id(value.buffer)] = value.buffer.type.nbytes
        op = LoadOp.make([param], index, hint=hint or value.buffer.name_hint)
        self.block.append(op)
        return op.result

    def _data(self, table: Table) -> Value:
        """The `loop.constant` of `table` in the current block (one per block: loads inside a
        loop read the one beside them, which inlining copies along with them)."""
        key = (id(self.block), id(table))
        data = self.tables.get(key)
        if data is None:
            t = table.buffer
            data = self.op(BufferConstantOp, value=table.value, shape=list(t.shape),
                           dtype=t.dtype, hint=table.hint)
            self.tables[key] = data
        return data

    def _compute(self, root: Computed, index: Index) -> Value:
        """`root`'s value at `index`, its body built here: operands in order, a computed
        operand's body before the next operand is loaded, unless this block already built
        it at that index; with a stack, not recursion (a chain of many elementwise ops is
        one kernel)."""
        built, block = self.built, id(self.block)
        done = built.get((block, id(root), tuple(index)))
        if done is not None:
            return done
        self.computing += 1
        frames = [(root, index, [])]
        while True:
            value, at, args = frames[-1]
            if len(args) < len(value.operands):
                operand, where = value.operands[len(args)], at
                while isinstance(operand, Viewed):
                    operand, where = operand.source, operand.to_source(where, self.range_of)
                if not isinstance(operand, Computed):
                    args.append(self.load(operand, where))
                elif (done := built.get((block, id(operand), tuple(where)))) is not None:
                    args.append(done)
                else:
                    frames.append((operand, where, []))
                continue
            result = value.apply(self, args)
            built[block, id(value), tuple(at)] = result
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
        """Loops over `shape` (the outermost of more than one iteration a `loop.parallel`:
        the columns of a convolution with one input channel, `[1, kh, kw, N, Ho, Wo]`, split
        over the kernel rows) around `body(index)`."""
        outer = self.block
        index: Index = []
        split = parallel_dim(shape)
        for d, extent in enumerate(shape):
            loop = self.loop(extent, parallel=(d == split), iv_hint=IV_NAMES[d % 6])
            self.block = loop.body
            index.append(ix.var(loop.iv))
        body(index)
        self.block = outer

    def finish(self) -> tuple[Function, list[Value]]:
        self.body.append(ReturnOp.build([]))
        self.body.parent = None
        f = Function(self.name, self.body, [], kind="kernel")
        return f, [outer for outer, _ in self.params]



def parallel_dim(shape) -> int:
    """The dim of a nest over `shape` whose loop is parallel: the first of more than one
    iteration (0 where there is none)."""
    return next((d for d, extent in enumerate(shape) if extent > 1), 0)


def add_block_arg(block: Block, t, hint) -> Value:
    arg = BlockArgument(t, block, len(block.args), hint)
    block.args.append(arg)
    return arg
