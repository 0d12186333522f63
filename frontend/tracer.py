"""The Python tracer: a plain Python function and example arguments -> a tensor-IR `Module`.

`trace(fn, *example_args)` calls `fn` once with `Traced` stand-ins for its arguments. Each
operator, method or op function applied to them appends one op (through `frontend.ops.apply_op`,
so broadcasting and number handling match the DSL) located at the user's source line. Python
control flow runs at trace time, so loops unroll; a read of a traced value in Python
(branching on it, `float()`, `.item()`, ... : `READS`) raises a `TraceError` naming the user's
line, unless the trace was started with `on_break` (`aotgrad.compile`'s graph breaks,
`runtime/segments.py`): the trace then splits there (`Trace.split`) and the value read goes to
Python. Example arguments give only types: numpy arrays and
`Tensor`s their shape and dtype, `TensorType`s themselves, numpy scalars their own dtype, Python
scalars 0-d tensors: `bool` -> bool, `int` -> i64, `float` -> the dtype of the first float tensor
argument (f32 when there is none). Arrays and `Tensor`s met during tracing (closures,
constructors) become constants (a splat when all elements are equal), except, with
`trace_function(..., capture=True)`, those the function reaches by name (`frontend.capture`):
these become implicit inputs (`Trace.implicit`). Random ops draw from an implicit `%rng`
argument, each at its own offset (`frontend.rng`).

`TensorOperators` (`frontend/operators.py`) is the operator surface shared with the eager
`runtime.tensor.Tensor`: every operator and method is one call of `self._op(name, args,
kwargs)`. Traces nest (`grad` traces its
function inside an enclosing trace); a value of an enclosing trace used inside a nested one is
captured as an extra argument of the nested function.
"""
from __future__ import annotations

import contextvars
import inspect
import operator
import re
import weakref
from typing import Any, Callable, Sequence

import numpy as np

from ..ir.builder import Builder, finish_function, new_function
from ..ir.core import BlockArgument, Function, IRError, Location, Module, Value
from ..ir.errors import DTypeError
from ..ir.rewrite import copy_op
from ..ir.tensor import CastOp, StopGradientOp, WhereOp, rng_argument, stream_length
from ..ir.types import DType, TensorType
from .capture import Captures, Path, scan
from .grad_mode import GRAD_ENABLED
from .locations import index_error, user_location
from .operators import METHOD_OPS, UFUNC_NAMES, UFUNC_OPERATORS, TensorOperators
from .pytree import Structure, flatten
from .ops import CONSTRUCTORS, OP_FUNCTIONS, apply_op, is_number, promoted_dtype
from .rng import RandomStreams, add_rng_argument
from .type_method import bound_type

#: re-exported: the operator surface and the user's location are the tracer's API too
__all__ = ["TensorOperators", "METHOD_OPS", "UFUNC_OPERATORS", "UFUNC_NAMES", "index_error",
           "user_location", "Trace", "Traced", "TraceError", "READS", "trace", "trace_function"]


class TraceError(IRError):
    """Python code that cannot be traced (branching on a traced value, a value escaping)."""


# --------------------------------------------------------------------------- traced values

#: the reads of a traced tensor's value in Python, by kind: each is a graph break (or, where
#: the trace cannot split, a `TraceError`)
READS = {
    "bool": "bool(), `if`, `while`, `and` or `or` on a tensor",
    "float": "float() of a tensor",
    "int": "int() of a tensor",
    "item": "Tensor.item()",
    "tolist": "Tensor.tolist()",
    "index": "a tensor used as an index or a size",
    "array": "a tensor converted to a numpy array",
}


class Traced(TensorOperators):
    """A stand-in for a tensor while tracing: an SSA value of one trace."""

    __slots__ = ("trace", "value", "__weakref__")
    traced = True

    def __init__(self, trace: "Trace", value: Value):
        self.trace = trace
        self.value = value
        if trace.made is not None:          # a trace that may split: it finds what is live
            trace.made.append(weakref.ref(self))

    @property
    def type(self) -> TensorType:
        """The value's type (`f32[2,3]`), also PyTorch's `type()` / `type(dtype)` method."""
        t = self.value.type
        return bound_type(self, t.shape, t.dtype)

    @property
    def shape(self) -> tuple[int, ...]:
        return self.value.type.shape

    @property
    def dtype(self) -> np.dtype:
        return self.value.type.dtype.numpy

    @property
    def ndim(self) -> int:
        return self.value.type.rank

    def _op(self, name, args, kwargs):
        return trace_op(name, args, kwargs)

    def __len__(self) -> int:
        if not self.shape:
            raise TypeError("len() of a 0-d tensor")
        return self.shape[0]

    def _read(self, kind: str) -> np.ndarray:
        """The value of this tensor, for Python: a graph break where the trace can split
        (`Trace.on_break`), else a `TraceError` naming the read (`READS[kind]`)."""
        root = self.trace.root
        if self._can_break():
            return root.on_break(self, kind)
        note = "" if root.on_break is None else \
            " (a graph break cannot split a function traced inside another, as by aotgrad.grad)"
        raise TraceError(f"cannot use the value of a traced tensor {self.type} in Python"
                         f" ({READS[kind]}){note}: its value is unknown while tracing; use"
                         f" aotgrad.where or aotgrad.cond for data-dependent choices, or"
                         f" static_argnums for a Python value that chooses the code",
                         user_location())

    def _can_break(self) -> bool:
        """Whether a read of this value is a graph break: its trace is the root, running, and
        splits (`Trace.on_break`)."""
        root = self.trace.root
        return root.on_break is not None and self.trace is root and active_trace() is root

    def _one(self, kind: str) -> np.ndarray:
        """`_read(kind)` of a one-element tensor (told before anything runs)."""
        if self.value.type.numel != 1 and self._can_break():
            raise TraceError(f"{READS[kind]}: only a one-element tensor has a Python value,"
                             f" this one is {self.type} (use .any(), .all(), .sum() or an"
                             f" index)", user_location())
        return self._read(kind).reshape(())

    def __bool__(self):
        return bool(self._one("bool"))

    def __int__(self):
        return self.trace.read_number(int(self._one("int")))

    def __float__(self):
        return self.trace.read_number(float(self._one("float")))

    def __index__(self):
        if (self.value.type.rank or not self.value.type.dtype.is_int) and self._can_break():
            raise TraceError(f"{READS['index']}: it must be a 0-d integer tensor, this one is"
                             f" {self.type}", user_location())
        return operator.index(self._read("index"))

    def item(self):
        """The value of a one-element tensor as a Python number (a graph break)."""
        return self.trace.read_number(self._one("item").item())

    def tolist(self):
        """The values as (nested) Python lists (a graph break)."""
        return self._read("tolist").tolist()

    def numpy(self) -> np.ndarray:
        """The values as a numpy array (a graph break)."""
        return self._read("array")

    def __array__(self, dtype=None, copy=None):
        array = self._read("array")
        return array if dtype is None else array.astype(dtype)

    def __iter__(self):
        raise TraceError(f"cannot use the value of a traced tensor {self.type} in Python"
                         f" (iteration over a tensor): index its rows instead"
                         f" (x[i] for i in range(len(x)))", user_location())

    def _unsupported(self, message: str):
        raise TraceError(message, user_location())

    def __repr__(self) -> str:
        hint = f"%{self.value.name_hint}: " if self.value.name_hint else ""
        return f"Traced({hint}{self.type})"


#: the functions whose list arguments hold tensors to join, never sizes
TENSOR_LISTS = frozenset({"cat", "stack", "concat", "einsum"})


def as_size(x):
    """`x`, or where it is a 0-d integer traced value given as a size or an index (an item of
    a shape, a constructor's shape), its Python integer: a read of its value (`__index__`)."""
    if isinstance(x, Traced) and x.type.rank == 0 and x.type.dtype.is_int:
        return operator.index(x)
    return x


def is_array(x) -> bool:
    """A numpy array or an eager tensor (anything with the tensor operators but no trace):
    what `frontend.capture.scan` lifts to an implicit input."""
    return isinstance(x, np.ndarray) or (isinstance(x, TensorOperators) and
                                         not isinstance(x, Traced))


class Trace:
    """One function being traced: its builder, and the values it captured from enclosing traces."""

    def __init__(self, function: Function, parent: "Trace | None" = None,
                 captures: Captures | None = None):
        self.function = function
        self.builder = Builder(function.body)
        self.parent = parent
        self.depth = parent.depth + 1 if parent else 0
        #: (value in the parent trace, the extra argument standing for it here)
        self.captured: list[tuple[Value, BlockArgument]] = []
        self.finished = False
        #: what the traced code can reach; None: captured arrays become constants
        self.captures = captures
        #: (argument, path, object): captured arrays lifted to inputs of the root function
        self.implicit: list[tuple[BlockArgument, Path, object]] = []
        self.streams = RandomStreams(self._make_rng, parent.streams if parent else None)
        #: called as `on_break(traced, kind)` when the traced code reads a value of this
        #: (root) trace in Python (`Traced._read`): a graph break, which returns the value
        #: (see `split`); None: such a read is a TraceError
        self.on_break: Callable[[Traced, str], np.ndarray] | None = None
        #: weak references to the Traced of this trace, where it may split (`split`)
        self.made: list[weakref.ref] | None = None
        #: (argument, number): numbers read at a graph break that are inputs of the function
        self.numbers: list[tuple[BlockArgument, object]] = []
        #: id -> the Python numbers read at graph breaks (`read_number`), kept alive
        self.read: dict[int, object] = {}
        #: (captured object, its new value): in-place updates of captured tensors (a module's
        #: running statistics), extra results of the root function written back by the runtime
        self.updates: list[tuple[object, Value]] = []

    @property
    def root(self) -> "Trace":
        return self.parent.root if self.parent else self

    def _make_rng(self) -> Value:
        if self.parent is None:
            return add_rng_argument(self.function)
        return self.local(Traced(self.parent, self.parent.streams.value()))

    def captured_input(self, x) -> Value | None:
        """A captured array or tensor as an implicit input (read afresh at every call), or None
        when `x` is not captured (the function made it: a constant)."""
        root = self.root
        path = root.captures.path_of(x) if root.captures is not None else None
        if path is None:
            return None
        updated = next((v for obj, v in reversed(root.updates) if obj is x), None)
        if updated is not None:                  # read after an update: the new value
            return self.local(Traced(root, updated))
        arg = next((a for a, _, obj in root.implicit if obj is x), None)
        if arg is None:
            block = root.function.body
            arg = BlockArgument(example_type(x), block, len(block.args), path.identifier)
            block.args.append(arg)
            grad = getattr(x, "requires_grad", False)
            root.function.arg_flags.append(frozenset() if grad else frozenset({"nograd"}))
            root.implicit.append((arg, path, x))
        return self.local(Traced(root, arg))

    def update(self, x, value, what: str) -> None:
        """Record `x.copy_(value)` of a captured tensor `x`: the function returns the new
        value (cut from gradients) and the runtime writes it into `x` after each call; later
        reads of `x` in the trace see it."""
        root = self.root
        if self.captured_input(x) is None:
            raise TraceError(f"{what}: an in-place update of a tensor inside a traced function"
                             f" is supported only for a tensor the compiled function reads by"
                             f" name (a module's buffer, under aotgrad.compile); write it out"
                             f" of place", user_location())
        new = root.lift(value) if isinstance(value, Traced) else root.value_of(value, what)
        t = example_type(x)
        if new.type.dtype != t.dtype:
            new = root.builder.op(CastOp, new, dtype=t.dtype)
        if new.type.shape != t.shape:
            new = root.builder.broadcast_to(new, t.shape)
        new = root.builder.op(StopGradientOp, new, hint=root.implicit_name(x))
        root.updates.append((x, new))

    def implicit_name(self, x) -> str:
        """The name of the implicit input standing for captured `x`."""
        return next(a.name_hint for a, _, obj in self.implicit if obj is x)

    def split(self, read: Traced, loc: Location | None) -> tuple[Function, list[tuple[str, int]]]:
        """End the function traced so far at a graph break, and go on tracing a new one.
        A trace that updated a captured tensor does not break (a `TraceError`).

        The function ended returns `read`'s value first, then every other value that a live
        `Traced` of this trace holds and the function computes. The new function takes one
        argument per value live Traced hold (in the order they were made), and those Traced
        now stand for it. Returns the ended function and, per argument of the new one, where
        its value comes from: ("result", i), the ended function's result i, or ("arg", i),
        its argument i passed on as it is."""
        if self.updates:
            raise TraceError("a graph break after an in-place update of a captured tensor"
                             " (a module's running statistics) is not supported: read the value"
                             " before the update, or compile with fullgraph=True", loc)
        f = self.function
        live: dict[int, tuple[Value, list[Traced]]] = {}
        for ref in self.made:
            t = ref()
            if t is not None and t.trace is self:
                live.setdefault(id(t.value), (t.value, []))[1].append(t)
        position = {id(a): i for i, a in enumerate(f.args)}
        results, sources = [read.value], []
        for value, _ in live.values():
            if id(value) in position:
                sources.append(("arg", position[id(value)]))
            elif value is read.value:
                sources.append(("result", 0))
            else:
                sources.append(("result", len(results)))
                results.append(value)
        finish_function(f, results, loc=loc)
        values = [v for v, _ in live.values()]
        g = new_function(f.name, [v.type for v in values], [v.name_hint for v in values],
                         arg_flags=[frozenset()] * len(values), loc=f.loc)
        self.function, self.builder = g, Builder(g.body)
        self.implicit, self.numbers = [], []
        self.streams = RandomStreams(self._make_rng, None)
        self.made = []
        for (_, traced), arg in zip(live.values(), g.args):
            for t in traced:
                t.value = arg
                self.made.append(weakref.ref(t))
        return f, sources

    def read_number(self, value):
        """`value`, a Python number read at a graph break, remembered by identity: used as an
        operand of a tensor op, or returned, it is an input of the function, not a constant
        (`float()` and `int()` return exactly what `__float__`/`__int__` do, so the very object
        comes back; a bool stays a Python bool)."""
        if type(value) is float or type(value) is int:
            self.read[id(value)] = value
        return value

    def is_read(self, x) -> bool:
        """Whether `x` is a number read at a graph break (`read_number`)."""
        return self.read.get(id(x)) is x and (type(x) is float or type(x) is int)

    def number_input(self, x, dtype: DType) -> Value:
        """A number read at a graph break, as an argument of `dtype` of this function (one
        per number and dtype), bound to the number by the caller (`numbers`)."""
        for arg, number in self.numbers:
            if number is x and arg.type.dtype == dtype:
                return arg
        block = self.function.body
        arg = BlockArgument(TensorType((), dtype), block, len(block.args), "scalar")
        block.args.append(arg)
        self.function.arg_flags.append(frozenset({"nograd"}))
        self.numbers.append((arg, x))
        return arg

    def _number_operands(self, cls, args: Sequence) -> Sequence:
        """`args` of elementwise op `cls` with each number read at a graph break in operand
        position as an input (of the dtype the op gives the number), so a new value of it
        compiles nothing new."""
        first, n = (1 if cls is WhereOp else 0), len(cls.operand_names)
        reads = [i for i in range(first, min(n, len(args))) if self.is_read(args[i])]
        if not reads:
            return args
        tensors = [example_type(a) for a in args[first:n]
                   if isinstance(a, (TensorOperators, np.ndarray))]
        if not tensors:
            return args
        dtype = promoted_dtype(tensors, [args[i] for i in reads])
        if getattr(cls, "float_only", False) and not dtype.is_float:
            dtype = DType.f32
        out = list(args)
        for i in reads:
            out[i] = Traced(self, self.number_input(args[i], dtype))
        return out

    def encloses(self, other: "Trace") -> bool:
        t = self
        while t is not None and t is not other:
            t = t.parent
        return t is not None

    def local(self, x: Traced) -> Value:
        """`x`'s value in this trace, capturing it as an extra argument when it is outer."""
        if x.trace.finished:
            raise TraceError(f"a traced value {x.type} was used after the function that traced"
                             f" it returned (kept in a global or a closure?)", user_location())
        if x.trace is self:
            return x.value
        if not self.encloses(x.trace):
            raise TraceError(f"a traced value {x.type} of an unrelated trace was used here",
                             user_location())
        outer = self.parent.local(x)
        for value, arg in self.captured:
            if value is outer:
                return arg
        block = self.function.body
        arg = BlockArgument(outer.type, block, len(block.args), outer.name_hint)
        block.args.append(arg)
        self.function.arg_flags.append(frozenset())
        self.captured.append((outer, arg))
        return arg

    def lift(self, x) -> Any:
        """An argument for `apply_op`: values, numbers, attributes, constants made of arrays."""
        if isinstance(x, Traced):
            return self.local(x)
        if isinstance(x, (TensorOperators, np.ndarray)):
            lifted = self.captured_input(x)
            if lifted is not None:
                return lifted
        if isinstance(x, TensorOperators):
            return constant_of(self.builder, np.asarray(x))
        if isinstance(x, np.ndarray):
            return x.item() if x.ndim == 0 else constant_of(self.builder, x)
        if isinstance(x, (list, tuple)):
            return [self.lift(e) for e in x]
        return plain_attr(x)

    def value_of(self, x, what: str) -> Value:
        """`x` (a result or argument, named by `what`) as a value: its own, or a constant."""
        if isinstance(x, Traced):
            return self.local(x)
        if isinstance(x, (TensorOperators, np.ndarray)):
            return self.captured_input(x) or constant_of(self.builder, np.asarray(x))
        if self.on_break is not None and self.is_read(x):
            return self.number_input(x, example_type(x).dtype)
        if is_number(x):
            value = x.item() if isinstance(x, np.generic) else x
            return self.builder.constant(value, (), example_type(x).dtype)
        raise TraceError(f"'@{self.function.name}' {what} is a {type(x).__name__}, not a tensor",
                         self.function.loc)

    def emit(self, name: str, args: Sequence, kwargs: dict):
        """Apply op `name` at the user's line; returns `Traced` result(s)."""
        loc = user_location()
        self.builder.loc = loc
        # Sizes first: reading one may split the trace, which no Value lifted yet survives.
        if name not in TENSOR_LISTS:        # a list of 0-d int tensors to join is no shape
            args = [[as_size(e) for e in a] if isinstance(a, (list, tuple)) else a
                    for a in args]
        if name in CONSTRUCTORS and args:
            args[0] = as_size(args[0])                      # `zeros(n)`
        cls = OP_FUNCTIONS.get(name)
        if self.on_break is not None and cls is not None and cls.elementwise and \
                cls is not CastOp:
            args = self._number_operands(cls, args)
        try:
            lifted = [self.lift(a) for a in args]
            attrs = {k: plain_attr(v) for k, v in kwargs.items()}
            if cls is not None and cls.random:
                result = self.streams.apply(self.builder, cls, lifted, attrs)
            else:
                result = apply_op(self.builder, name, lifted, attrs, promote=True)
        except IRError as e:
            if type(e) is not IRError:          # a ShapeError, DTypeError, ... keeps its class
                raise e.located(loc) from None
            raise TraceError(e.message, e.loc or loc) from None
        if not GRAD_ENABLED.get():          # computed under no_grad(): no gradient flows back
            result = [self._stopped(r) for r in result] if isinstance(result, list) else \
                self._stopped(result)
        if isinstance(result, list):
            return [Traced(self, r) for r in result]
        return Traced(self, result)

    def _stopped(self, value: Value) -> Value:
        if not value.type.dtype.is_float or \
                isinstance(getattr(value, "owner", None), StopGradientOp):
            return value
        return self.builder.op(StopGradientOp, value, hint=value.name_hint)

    def inline(self, f: Function, args: Sequence[Value]) -> list[Traced]:
        """Copy `f`'s body into this trace on `args`; returns its results."""
        mapping = {id(a): v for a, v in zip(f.args, args, strict=True)}
        for op in f.ops[:-1]:
            self.builder.block.append(copy_op(op, mapping))
        return [Traced(self, mapping.get(id(v), v)) for v in f.returns]

    def call(self, f: Function, args: Sequence[Value]) -> list[Traced]:
        """Inline `f`, whose `%rng` argument (if any) is not among `args`: its random ops draw
        from this trace's `%rng`, moved past the offsets already used here."""
        index = rng_argument(f)
        if index is None:
            return self.inline(f, args)
        args = [*args[:index], self.streams.value(), *args[index:]]
        start = self.streams.advance(stream_length(f))
        first = len(self.builder.block.ops)
        results = self.inline(f, args)
        for op in self.builder.block.ops[first:]:
            if type(op).random:
                op.attrs["offset"] += start
        return results


def constant_of(b: Builder, array: np.ndarray) -> Value:
    """A constant op holding `array`: a splat when every element is equal."""
    dtype = DType.from_numpy(array.dtype)
    flat = array.reshape(-1)
    if flat.size and (flat == flat[0]).all():
        return b.constant(flat[0].item(), array.shape, dtype)
    return b.constant(array.tolist(), array.shape, dtype)


def plain_attr(v):
    """An attribute as `apply_op` takes it: numpy dtypes and dtype classes become `DType`s."""
    if isinstance(v, np.dtype) or (isinstance(v, type) and issubclass(v, np.generic)):
        return DType.from_numpy(v)
    if isinstance(v, (list, tuple)):
        return [plain_attr(e) for e in v]
    return v


def update_captured(x, value, what: str) -> bool:
    """`x.copy_(value)` inside a trace that reads `x` or `value`: recorded as an update of
    the root function (`Trace.update`), True; False when no trace is concerned (eager)."""
    trace = active_trace()
    if trace is None or not (traced_in([value]) or captured_in([x])):
        return False
    trace.update(x, value, what)
    return True


def traced_in(args, kwargs=None) -> list[Traced]:
    """Every `Traced` among `args` (one list level deep) and `kwargs` values."""
    found = []
    for a in [*args, *(kwargs or {}).values()]:
        if isinstance(a, Traced):
            found.append(a)
        elif isinstance(a, (list, tuple)):
            found.extend(e for e in a if isinstance(e, Traced))
    return found


def innermost_trace(values: Sequence[Traced]) -> Trace:
    """The deepest trace among `values`' traces (the others must enclose it)."""
    return max((v.trace for v in values), key=lambda t: t.depth)


def captured_in(args) -> bool:
    """Whether a trace is running and one of `args` is an array it captured: an op on captured
    tensors alone (`self.weight.T`) is traced, its operands implicit inputs, not run now."""
    trace = active_trace()
    captures = trace.root.captures if trace is not None else None
    return captures is not None and any(
        isinstance(a, (TensorOperators, np.ndarray)) and captures.path_of(a) is not None
        for a in args)


def trace_op(name: str, args: Sequence, kwargs: dict):
    """Apply op `name` in the innermost trace among the traced arguments (the running trace
    when only captured arrays are among them)."""
    for k, v in kwargs.items():
        if isinstance(v, Traced):
            raise TraceError(f"'{name}' argument '{k}' must be a constant, not a traced tensor",
                             user_location())
    traced = traced_in(args)
    return (innermost_trace(traced) if traced else active_trace()).emit(name, args, kwargs)


# --------------------------------------------------------------------------- entry points

def example_type(x, float_dtype: DType = DType.f32, what: str = "an argument") -> TensorType:
    """The tensor type an example argument stands for (see the module docstring); a Python
    float becomes a 0-d tensor of `float_dtype`. Anything else (a list, None, a string) is a
    `DTypeError` naming the argument as `what`, located at the user's line."""
    if isinstance(x, TensorType):
        return x
    if isinstance(x, Traced):
        return x.type
    if isinstance(x, (np.ndarray, np.generic, TensorOperators)):
        return TensorType(np.shape(x), DType.from_numpy(x.dtype))
    if isinstance(x, bool):
        return TensorType((), DType.bool)
    if isinstance(x, int):
        return TensorType((), DType.i64)
    if isinstance(x, float):
        return TensorType((), float_dtype)
    raise DTypeError(f"{what} is a {type(x).__name__}, which cannot be traced: pass a numpy"
                     f" array (np.asarray(...)), an aotgrad tensor or a Python number",
                     user_location())


def example_types(args: Sequence) -> list[TensorType]:
    """The types of example arguments; Python floats take the dtype of the first float
    tensor among them (f32 when there is none), so `f(x64, 0.5)` stays in f64."""
    tensors = [example_type(a, what=f"argument #{i + 1}") for i, a in enumerate(args)
               if isinstance(a, np.generic) or not isinstance(a, (int, float))]
    float_dtype = next((t.dtype for t in tensors if t.dtype.is_float), DType.f32)
    return [example_type(a, float_dtype) for a in args]


def argument_names(fn: Callable, n: int) -> list[str]:
    """Names of `fn`'s first `n` positional parameters (`args_1`... for `*args`)."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        params = []
    names = []
    for p in params:
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            names.append(p.name)
        elif p.kind == p.VAR_POSITIONAL:
            names.extend(f"{p.name}_{i}" for i in range(1, n - len(names) + 1))
    names += [f"arg_{i}" for i in range(len(names) + 1, n + 1)]
    return names[:n]


def function_name(fn: Callable) -> str:
    """`fn.__name__` as an IR identifier (`<lambda>` -> `lambda`)."""
    name = re.sub(r"\W", "_", getattr(fn, "__name__", "") or "").strip("_")
    return name if re.match(r"[A-Za-z_]", name) else f"fn_{name}" if name else "fn"


#: the trace whose function is running: random ops called without a traced operand
#: (`rand([4])`) belong to it, not to the eager generator.
_ACTIVE: contextvars.ContextVar[Trace | None] = contextvars.ContextVar("trace", default=None)


def active_trace() -> Trace | None:
    """The innermost trace whose function is running, if any."""
    return _ACTIVE.get()


def trace_function(fn: Callable, types: Sequence[TensorType], *, parent: Trace | None = None,
                   name: str | None = None, arg_names: Sequence[str] | None = None,
                   capture: bool = False,
                   on_break: Callable[[Traced, str], np.ndarray] | None = None
                   ) -> tuple[Trace, Structure]:
    """Trace `fn` on arguments of `types`; returns the finished trace and the structure of
    what `fn` returned (`frontend.pytree`: one tensor, or tensors nested in tuples, lists,
    dicts and named tuples; the function's results are its leaves, in order).

    With `capture`, arrays and tensors that `fn` reaches by name (`frontend.capture.scan`) and
    uses become implicit inputs of the function (`Trace.implicit`) instead of constants; a
    nested trace lifts them when its root trace does. With `on_break`, a read of a traced
    value in Python is a graph break (`Trace.on_break`): the trace's function may then be
    split (`Trace.split`) and the returned trace holds the last part."""
    code = getattr(fn, "__code__", None)
    loc = Location(code.co_filename, code.co_firstlineno, 0) if code else None
    if isinstance(getattr(fn, "loc", None), Location):
        loc = fn.loc                             # a function of a parsed Module: its DSL line
    names = list(arg_names) if arg_names is not None else argument_names(fn, len(types))
    f = new_function(name or function_name(fn), list(types), names, loc=loc)
    captures = None
    if capture or (parent and parent.root.captures is not None):
        captures = scan(fn, is_array)
    if parent is not None and captures is not None:
        parent.root.captures.update(captures)
        captures = None
    t = Trace(f, parent, captures)
    if on_break is not None:
        t.on_break, t.made = on_break, []
    token = _ACTIVE.set(t)
    # a root trace starts recording, whatever the caller's mode: the compiled code serves
    # calls in either, and only a no_grad() inside `fn` cuts gradients (`Trace.emit`)
    mode = GRAD_ENABLED.set(True) if parent is None else None
    try:
        result = fn(*[Traced(t, a) for a in f.args])
        outs, single = flatten(result)
        results = [t.value_of(out, f"result #{i + 1}") for i, out in enumerate(outs)]
        finish_function(t.function, results + [v for _, v in t.updates], loc=loc)
    finally:
        t.finished = True
        _ACTIVE.reset(token)
        if mode is not None:
            GRAD_ENABLED.reset(mode)
    return t, single


def trace(fn: Callable, *example_args) -> Module:
    """Trace `fn` on example arguments (arrays, Tensors, numbers or TensorTypes) to a Module."""
    t, _ = trace_function(fn, example_types(example_args))
    return Module([t.function])
