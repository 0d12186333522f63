"""The `loop` dialect's ops: loop nests, memory access, and the program's allocations and calls.

Kernels (`kernel @k(%a: buf<...>, ...)`) are functions over buffers whose bodies are loop nests;
a program (`program @f_forward(...) -> (buf<...>, ...)`) allocates buffers, calls kernels and
extern kernels, and returns buffers. Loads and stores index a buffer with one `index.Expr` per
dimension over the enclosing loop variables and, for data-dependent indices, integer scalars
computed in the kernel (`%x = loop.load %table[%id, %j]`, `%id` loaded from an ids buffer); the
variables an index uses are the op's trailing operands, so SSA dominance and operand rewriting
cover them. An index over loop variables only is proven in bounds when code is generated; one
that uses a data-dependent scalar has no range to prove, so codegen checks it at run time.

```
%acc = loop.for %k = 0 to 784 iter(%s = 0.0) -> f32 {
  %x = loop.load %a[%i, %k] : f32
  %s_1 = arith.add %s, %x : f32
  loop.yield %s_1
}
loop.store %acc, %out[%i]
```
"""
from __future__ import annotations

import math
from typing import Callable, ClassVar, Sequence

import numpy as np

from ..core import Attr, Block, IRError, Location, Operation, Region, Value
from ..types import (INDEX, BufferType, DType, IndexType, ScalarType, buffer_type,
                     scalar_type)
from . import index as ix
from .externs import EXTERNS


def _buffer(op: str, t, what: str = "buffer") -> BufferType:
    if not isinstance(t, BufferType):
        raise IRError(f"'{op}' expects a {what}, got {t}")
    return t


class LoopDialectOp(Operation):
    """Base of the loop dialect: memory effects make most of these ops impure."""

    differentiable = False


# --------------------------------------------------------------------------- loops

class LoopOp(LoopDialectOp):
    """A counted loop `for iv = lower to upper step step`; `iter(...)` carries accumulators.

    The body block's arguments are the loop variable (index) and one scalar per accumulator;
    with accumulators the body ends in `loop.yield` of their next values and the loop's
    results are their final values.
    """

    attrs_spec = (Attr("lower", "int", 0), Attr("upper", "int"), Attr("step", "int", 1),
                  Attr("inits", "dense", []), Attr("iter_dtypes", "dtypes", []))
    num_regions = 1
    pure = False
    parallel: ClassVar[bool] = False
    default_hint = "acc"

    @classmethod
    def infer_type(cls, types, attrs):
        if types:
            raise IRError(f"'{cls.name}' takes no operands")
        if attrs["step"] <= 0:
            raise IRError(f"'{cls.name}' step must be positive, got {attrs['step']}")
        if len(attrs["inits"]) != len(attrs["iter_dtypes"]):
            raise IRError(f"'{cls.name}' has {len(attrs['inits'])} initial values for "
                          f"{len(attrs['iter_dtypes'])} accumulators")
        if cls.parallel and attrs["inits"]:
            raise IRError(f"'{cls.name}' cannot carry accumulators (use loop.for)")
        return [scalar_type(d) for d in attrs["iter_dtypes"]]

    @classmethod
    def make(cls, upper: int, lower: int = 0, step: int = 1,
             iters: Sequence[tuple[object, DType]] = (), iv_hint: str = "i",
             iter_hints: Sequence[str | None] = (), loc: Location | None = None,
             hints: Sequence[str | None] | None = None) -> "LoopOp":
        """A loop with an empty body (block args: the iv, then one per accumulator)."""
        dtypes = [d for _, d in iters]
        body = Block([INDEX] + [scalar_type(d) for d in dtypes],
                     [iv_hint] + list(iter_hints))
        attrs = cls.check_attrs({"lower": lower, "upper": upper, "step": step,
                                 "inits": [v for v, _ in iters], "iter_dtypes": dtypes})
        types = cls.infer_type([], attrs)
        return cls([], attrs, types, loc=loc, regions=[Region([body])], hints=hints)

    @property
    def body(self) -> Block:
        return self.regions[0].blocks[0]

    @property
    def iv(self) -> Value:
        return self.body.args[0]

    @property
    def iter_args(self) -> list[Value]:
        return self.body.args[1:]

    @property
    def trip_count(self) -> int:
        return max(0, -(-(self.upper - self.lower) // self.step))

    def iv_range(self) -> tuple[int, int] | None:
        """Inclusive range of the loop variable (None for an empty loop)."""
        if self.trip_count == 0:
            return None
        return self.lower, self.lower + (self.trip_count - 1) * self.step

    def verify(self) -> None:
        body = self.regions[0].blocks[0]
        args = body.args
        iter_dtypes = self.attrs["iter_dtypes"]
        if iter_dtypes:
            want = [INDEX] + [scalar_type(d) for d in iter_dtypes]
            arg_types_ok = [a.type for a in args] == want
        else:
            want = [INDEX]
            arg_types_ok = len(args) == 1 and args[0].type == INDEX
        if not arg_types_ok:
            raise IRError(f"body arguments are ({', '.join(str(a.type) for a in args)}),"
                          f" expected ({', '.join(map(str, want))})")
        last = body.ops[-1] if body.ops else None
        if iter_dtypes:
            if not isinstance(last, YieldOp):
                raise IRError("a loop with accumulators must end in 'loop.yield'")
            found = [v.type for v in last.operands]
            if found != want[1:]:
                raise IRError(f"'loop.yield' gives ({', '.join(map(str, found))}), expected"
                              f" ({', '.join(map(str, want[1:]))})")
        elif isinstance(last, YieldOp) and last.operands:
            raise IRError("'loop.yield' of values in a loop without accumulators")
        for i, v in enumerate(self.attrs["inits"]):
            if isinstance(v, bool) != (iter_dtypes[i] == DType.bool):
                raise IRError(f"initial value {v!r} does not match {iter_dtypes[i]}")

    def print_header(self, define: Callable[[Value, str], str], name: Callable) -> str:
        text = f"{self.name} %{define(self.iv, 'i')} = {self.lower} to {self.upper}"
        if self.step != 1:
            text += f" step {self.step}"
        if self.iter_dtypes:
            from ..printer import format_attr
            inits = ", ".join(f"%{define(a, 'acc')} = {format_attr(v)}"
                              for a, v in zip(self.iter_args, self.inits))
            types = ", ".join(str(d) for d in self.iter_dtypes)
            text += f" iter({inits}) -> " + (types if len(self.iter_dtypes) == 1
                                               else f"({types})")
        return text


class ForOp(LoopOp):
    """A sequential loop; the only loop that may carry accumulators (reductions)."""

    name = "loop.for"


class ParallelOp(LoopOp):
    """A loop whose iterations are independent: codegen may run them on several cores."""

    name = "loop.parallel"
    parallel = True


class YieldOp(LoopDialectOp):
    """`loop.yield %a, %b`: a loop body's accumulators for the next iteration."""

    name = "loop.yield"
    operand_names = ("*values",)
    terminator = True

    @classmethod
    def check_arity(cls, n: int) -> None:
        pass

    @classmethod
    def infer_type(cls, types, attrs):
        return []


# --------------------------------------------------------------------------- memory access

def out_of_bounds(index: int, dim: int, buffer: str, t: BufferType, kernel: str) -> str:
    """The message of an index found out of bounds when a kernel runs (the interpreter's and
    generated code's): `index 12 out of bounds for dimension 1 of %logp (f32[4,10]) in kernel
    @gather (valid: 0 to 9)`."""
    shape = ",".join(map(str, t.shape))
    return (f"index {index} out of bounds for dimension {dim} of %{buffer} ({t.dtype}[{shape}])"
            f" in kernel @{kernel} (valid: 0 to {t.shape[dim] - 1})")


class IndexedOp(LoopDialectOp):
    """An op that indexes a buffer: its operands are `fixed` ones, then the index variables
    (loop variables, or integer scalars for a data-dependent index) that the `indices`
    attribute (one `index.Expr` per dimension) refers to by position."""

    n_fixed: ClassVar[int] = 1
    attrs_spec = (Attr("indices", "exprs"),)

    @classmethod
    def make(cls, fixed: Sequence[Value], indices: Sequence[ix.Expr], *,
             loc: Location | None = None, hint: str | None = None) -> "IndexedOp":
        """Build from index expressions over values (the loop variables)."""
        ivs, stored = ix.by_position(indices)
        return cls.build(list(fixed) + ivs, {"indices": stored}, loc=loc, hint=hint)

    @property
    def buffer(self) -> Value:
        return self.operands[self.n_fixed - 1]

    def index_exprs(self) -> list[ix.Expr]:
        """The indices as expressions over values."""
        ivs = self.operands[self.n_fixed:]
        return [ix.map_refs(e, lambda k: ivs[k]) for e in self.indices]

    def data_dependent(self, dim: int) -> bool:
        """Whether dimension `dim`'s index uses an integer scalar (not only loop variables)."""
        ivs = self.operands[self.n_fixed:]
        return any(not isinstance(ivs[k].type, IndexType)
                   for k in ix.variables(self.indices[dim]))

    def flat_index(self, range_of: Callable, name_of: Callable, buffer: str, who: str,
                   where: str, runtime_checks: bool = False) -> tuple[ix.Expr, list[int]]:
        """The row-major flat index of the element this op reads or writes, over operand
        positions of its index variables, and the dimensions whose index the generated code
        must check at run time. An index over loop variables is proven in bounds over the
        loops' ranges (`range_of(k)`); one it cannot prove is an `IRError` naming `who` (the
        code generator), kernel `where`, the `buffer` and the index (`name_of(k)` names
        variable k), unless `runtime_checks` (bounds-check mode), which checks it at run time.
        A data-dependent index is always checked at run time. Every backend linearises
        indices through this, so all check the same way."""
        t: BufferType = self.buffer.type
        flat = ix.const(0)
        checks: list[int] = []
        for dim, (e, size) in enumerate(zip(self.indices, t.shape)):
            r = ix.bounds(e, range_of)
            if self.data_dependent(dim) or runtime_checks:
                checks.append(dim)
            elif r is None or r[0] < 0 or r[1] >= size:
                found = "unknown" if r is None else f"{r[0]} to {r[1]}"
                raise IRError(f"{who}: kernel '@{where}': '{self.name}' of "
                              f"%{buffer} at index {ix.to_text(e, name_of)} (from "
                              f"{found}) in dimension {dim}, which has size {size}", self.loc)
            flat = flat + e * math.prod(t.shape[dim + 1:])
        return ix.collapse(flat), checks

    @classmethod
    def check_indices(cls, types, attrs) -> BufferType:
        buf = _buffer(cls.name, types[cls.n_fixed - 1])
        ivs = types[cls.n_fixed:]
        for t in ivs:
            if not isinstance(t, IndexType) and not (isinstance(t, ScalarType) and
                                                     t.dtype.is_int):
                raise IRError(f"'{cls.name}' index variables must be of type index, or integer"
                              f" scalars (a data-dependent index)")
        indices = attrs["indices"]
        if len(indices) != len(buf.shape):
            raise IRError(f"'{cls.name}' of {buf} takes {len(buf.shape)} indices, got "
                          f"{len(indices)}")
        for e in indices:
            if not ix.refs_are_positions(e, len(ivs)):
                raise IRError(f"'{cls.name}' index refers to a missing loop variable")
        return buf

    @classmethod
    def check_arity(cls, n: int) -> None:
        if n < cls.n_fixed:
            raise IRError(f"'{cls.name}' expects at least {cls.n_fixed} operands, got {n}")


class LoadOp(IndexedOp):
    """`%x = loop.load %buf[%i, %j] : f32`: one element of a buffer."""

    name = "loop.load"
    default_hint = "x"

    @classmethod
    def infer_type(cls, types, attrs):
        return scalar_type(cls.check_indices(types, attrs).dtype)


class StoreOp(IndexedOp):
    """`loop.store %v, %buf[%i, %j]`: writes one element."""

    name = "loop.store"
    n_fixed = 2
    pure = False

    @property
    def value(self) -> Value:
        return self.operands[0]

    @classmethod
    def infer_type(cls, types, attrs):
        buf = cls.check_indices(types, attrs)
        if types[0] != scalar_type(buf.dtype):
            raise IRError(f"'{cls.name}' of a {types[0]} into {buf}")
        return []


class AtomicAddOp(StoreOp):
    """`loop.atomic_add %v, %buf[%id, %j]`: adds `%v` to one element, as one indivisible
    read-modify-write where iterations run at once (a GPU's threads): the additions of a
    scatter whose indices repeat all count. A store to the passes that ask (it writes the
    element; what it read there is its own kernel's)."""

    name = "loop.atomic_add"

    @classmethod
    def infer_type(cls, types, attrs):
        buf = cls.check_indices(types, attrs)
        if not (buf.dtype.is_float or buf.dtype.is_int) or types[0] != scalar_type(buf.dtype):
            raise IRError(f"'{cls.name}' of a {types[0]} into {buf}: adds numbers of the"
                          f" buffer's dtype")
        return []


# --------------------------------------------------------------------------- program level

class AllocOp(LoopDialectOp):
    """`%b = loop.alloc {arena_offset = 0} : buf<f32[4,8]>`: a buffer of the program.

    Without `arena_offset` the buffer is a result the caller receives (fresh memory per call);
    `buffer-reuse` gives every other buffer its byte offset in the program's one arena.
    In a kernel it is a scratch buffer (`fuse`'s contraction makes them): fresh, unwritten
    memory each time its block runs, so each iteration of the loop around it has its own;
    it lives outside the arena and has no `arena_offset`.
    """

    name = "loop.alloc"
    attrs_spec = (Attr("shape", "ints"), Attr("dtype", "dtype"),
                  Attr("arena_offset", "int", None, optional=True))
    implied_attrs = ("shape", "dtype")
    default_hint = "buf"

    @classmethod
    def infer_type(cls, types, attrs):
        if any(s < 0 for s in attrs["shape"]):
            raise IRError(f"'{cls.name}' shape {attrs['shape']} has a negative size")
        if attrs["arena_offset"] is not None and attrs["arena_offset"] < 0:
            raise IRError(f"'{cls.name}' arena_offset must be >= 0")
        return buffer_type(tuple(attrs["shape"]), attrs["dtype"])

    @property
    def in_kernel(self) -> bool:
        """Whether this is a kernel's scratch buffer (inside a loop), not a program's buffer."""
        region = getattr(self.parent, "parent", None)
        return isinstance(getattr(region, "parent", None), Operation)

    def verify(self) -> None:
        if self.in_kernel and self.arena_offset is not None:
            raise IRError("a kernel's scratch 'loop.alloc' lives outside the arena: it takes no"
                          " arena_offset")


class BufferConstantOp(LoopDialectOp):
    """`%mask = loop.constant [[true, false], [true, true]] : buf<bool[2,2]>`: a read-only
    buffer holding `value` (a dense constant of the tensor level), read by loads.

    It is data, not code: codegen makes it one global array per distinct value (`lower` puts
    the op in each kernel that reads it, beside the loads; no kernel writes it), so a mask of
    4,096 elements costs 4 KiB of data, never 4,096 stores.
    """

    name = "loop.constant"
    attrs_spec = (Attr("value", "dense"), Attr("shape", "ints"), Attr("dtype", "dtype"))
    implied_attrs = ("shape", "dtype")
    positional_attr = "value"
    default_hint = "data"

    @classmethod
    def infer_type(cls, types, attrs):
        if types:
            raise IRError(f"'{cls.name}' takes no operands")
        t = buffer_type(tuple(attrs["shape"]), attrs["dtype"])
        try:
            given = np.asarray(attrs["value"])
        except ValueError:                     # ragged
            raise IRError(f"'{cls.name}' value is ragged") from None
        kind = "f" if t.dtype.is_float else "b" if t.dtype == DType.bool else "i"
        if given.shape != t.shape or (given.size and given.dtype.kind != kind):
            raise IRError(f"'{cls.name}' value of shape {list(given.shape)} and type "
                          f"{given.dtype} does not fit {t}")
        if kind == "i" and given.size:
            info = np.iinfo(t.dtype.numpy)
            if given.min() < info.min or given.max() > info.max:
                raise IRError(f"'{cls.name}' value out of range for {t.dtype}")
        return t

    def evaluate(self) -> np.ndarray:
        """The buffer's elements (one read-only array per op, made on first use)."""
        array = getattr(self, "_array", None)
        if array is None:
            t: BufferType = self.result.type
            array = np.array(self.value, dtype=t.dtype.numpy).reshape(t.shape)
            array.flags.writeable = False
            self._array = array
        return array


class FreeOp(LoopDialectOp):
    """`loop.free %b`: the buffer is dead from here on (its arena bytes may be reused)."""

    name = "loop.free"
    operand_names = ("buffer",)
    pure = False

    @classmethod
    def infer_type(cls, types, attrs):
        _buffer(cls.name, types[0])
        return []


class ViewOp(LoopDialectOp):
    """`%v = loop.view %b : buf<f32[8]>`: the same memory read with another shape (reshape of
    a contiguous buffer: no copy)."""

    name = "loop.view"
    operand_names = ("source",)
    attrs_spec = (Attr("shape", "ints"),)
    implied_attrs = ("shape",)
    default_hint = "view"

    @classmethod
    def infer_type(cls, types, attrs):
        src = _buffer(cls.name, types[0])
        out = buffer_type(tuple(attrs["shape"]), src.dtype)
        if out.nbytes != src.nbytes:
            raise IRError(f"'{cls.name}' cannot view {src} as {out}: sizes differ")
        return out


class CallOp(LoopDialectOp):
    """`loop.call @kernel(%a, %b, %out)`: runs a kernel of the module, or an extern kernel
    (`ir.loop.externs`, e.g. `@matmul`) with its attributes, on buffers."""

    name = "loop.call"
    operand_names = ("*args",)
    attrs_spec = (Attr("callee", "str"), Attr("transpose_lhs", "bool", False),
                  Attr("transpose_rhs", "bool", False))
    positional_attr = "callee"
    elide_defaults = True
    pure = False

    def verify_in_module(self, functions: dict) -> None:
        """The callee is a kernel of the module (`functions`, by name) taking these buffers,
        or an extern kernel."""
        kernel = functions.get(self.callee)
        types = [v.type for v in self.operands]
        if kernel is not None:
            if kernel.kind != "kernel" or kernel.arg_types != types:
                raise IRError(f"'@{self.callee}' takes ({', '.join(map(str, kernel.arg_types))}"
                              f"), called with ({', '.join(map(str, types))})", self.loc)
        elif self.callee in EXTERNS:
            EXTERNS[self.callee].check(types, self.attrs)
        else:
            raise IRError(f"call of '@{self.callee}': no such kernel or extern kernel",
                          self.loc)

    @classmethod
    def check_arity(cls, n: int) -> None:
        pass

    @classmethod
    def infer_type(cls, types, attrs):
        for t in types:
            _buffer(cls.name, t, "buffer argument")
        return []


LOOP_OPS = [ForOp, ParallelOp, YieldOp, LoadOp, StoreOp, AtomicAddOp, AllocOp, BufferConstantOp,
            FreeOp, ViewOp, CallOp]
