"""What a compiled function's cache keys on: the call's signature, its static arguments, and the
guards on what the function captured.

`Arguments(fn, static_argnums, static_argnames)` splits a call, as JAX does, into the dynamic
arguments (tensors, traced) and the static ones (hashable Python values given to `fn` as they
are while tracing, and part of the cache key; an `nn.Module` argument is always static).
`Guards` hold, for one compiled signature, the Python numbers the function can reach (a changed
value compiles again) and the captured arrays (read afresh at every call; a changed shape, dtype
or requires_grad compiles again); they are read by a Python function made for them on first use
(`guard_reader`).
`changing_arguments` names what differs between the cached signatures, for the warning given
when the cache is full. `signature_of` is a call's signature; `fast_key` is what it and the
static key depend on (modules included), read cheaply enough for every call, and
`dynamic_positions` which arguments of such a call are dynamic.
"""
from __future__ import annotations

import inspect
import keyword
from dataclasses import dataclass, field
from typing import Callable, Sequence

from ..frontend.capture import Path
import numpy as np

from ..frontend.tracer import argument_names, example_type, example_types
from ..ir.types import TensorType
from .device import DeviceArray
from .tensor import Tensor


class Arguments:
    """How the calls of `fn` split into dynamic and static arguments."""

    def __init__(self, fn: Callable, static_argnums: Sequence[int] = (),
                 static_argnames: Sequence[str] = ()):
        self.fn = fn
        self.name = getattr(fn, "__name__", "function")
        try:
            self.signature = inspect.signature(fn)
        except (TypeError, ValueError):
            self.signature = None
        params = list(self.signature.parameters.values()) if self.signature else []
        positional = [p.name for p in params if p.kind in (p.POSITIONAL_ONLY,
                                                          p.POSITIONAL_OR_KEYWORD)]
        static = set(static_argnames)
        for i in static_argnums:
            if not -len(positional) <= i < len(positional):
                raise ValueError(f"static_argnums {i} is out of range: '{self.name}' has"
                                 f" {len(positional)} positional parameters")
            static.add(positional[i])
        unknown = static - {p.name for p in params}
        if unknown:
            raise ValueError(f"static_argnames {sorted(unknown)} are not parameters of"
                             f" '{self.name}'")
        self.static = static

    def split(self, args: tuple, kwargs: dict):
        """(dynamic values, their names, static key, a function of the dynamic values)."""
        if not self.static and not kwargs and not any(map(is_module, args)):
            return list(args), None, (), self.fn
        if self.signature is None:
            raise TypeError(f"compiled '{self.name}' takes tensors by position only")
        try:
            bound = self.signature.bind(*args, **kwargs)
        except TypeError as e:
            raise TypeError(f"compiled '{self.name}': {e}") from None
        params = self.signature.parameters
        dynamic, names, static = [], [], []
        static_names = self.static | {n for n, v in bound.arguments.items() if is_module(v)}
        for name, value in bound.arguments.items():
            kind = params[name].kind
            if name in static_names:
                try:
                    hash(value)
                except TypeError:
                    raise TypeError(f"static argument '{name}' of '{self.name}' must be"
                                    f" hashable (a bool, int, str or tuple), got"
                                    f" {type(value).__name__}") from None
                static.append((name, _hashable(value)))
            elif kind == inspect.Parameter.VAR_POSITIONAL:
                dynamic.extend(value)
                names.extend(f"{name}_{i + 1}" for i in range(len(value)))
            elif kind == inspect.Parameter.VAR_KEYWORD:
                raise TypeError(f"compiled '{self.name}' takes no **{name} tensors; mark"
                                f" them static or pass them by position")
            else:
                dynamic.append(value)
                names.append(name)
        return dynamic, names, tuple(static), self._rebind(bound, static_names)

    def _rebind(self, bound: inspect.BoundArguments, static_names: set[str]) -> Callable:
        """`fn` as a function of the dynamic arguments, the static ones bound (it keeps the
        static values only: a compiled function may keep it as long as their signature)."""
        params = self.signature.parameters
        arguments = {name: value if name in static_names else
                     (None,) * len(value) if params[name].kind == inspect.Parameter.VAR_POSITIONAL
                     else None for name, value in bound.arguments.items()}

        def call(*dynamic):
            values, it = dict(arguments), iter(dynamic)
            for name, value in arguments.items():
                if name in static_names:
                    continue
                if params[name].kind == inspect.Parameter.VAR_POSITIONAL:
                    values[name] = tuple(next(it) for _ in value)
                else:
                    values[name] = next(it)
            rebound = inspect.BoundArguments(self.signature, values)
            return self.fn(*rebound.args, **rebound.kwargs)
        call.__name__ = self.name
        call.__wrapped__ = self.fn
        return call

    def names(self, n: int, given: list[str] | None) -> list[str]:
        return given if given is not None else argument_names(self.fn, n)


class RecompileWarning(UserWarning):
    """A compiled function keeps compiling new signatures (its cache is full), or new graphs
    for one of its segments."""


def is_module(value) -> bool:
    """An `nn.Module` argument is static: the cache keys on its identity, and the tracer reads
    its parameters through it as captured tensors (implicit inputs, read at every call)."""
    global _Module
    if _Module is None:
        from .nn import Module
        _Module = Module
    return isinstance(value, _Module)


_Module = None           # `nn.Module`, imported on first use (`nn` imports this package)


def _hashable(value):
    """The value as it enters the key: `1`, `1.0` and `True` must not collide."""
    return (type(value).__name__, value)


@dataclass
class Guards:
    """The numbers and captured arrays one compiled signature was traced with."""

    numbers: list[tuple[Path, object]] = field(default_factory=list)
    arrays: list[tuple[Path, TensorType, bool]] = field(default_factory=list)
    #: per captured array, whether it was on the cuda device (a move compiles once more)
    devices: list[bool] = field(default_factory=list)
    #: `read`, as Python code made for these guards (`guard_reader`), on first use
    _reader: Callable | None = field(default=None, init=False, repr=False, compare=False)

    def read(self) -> list | None:
        """The captured arrays now, in order, or None when a guard fails."""
        if self._reader is None:
            self._reader = guard_reader(self.numbers, self.arrays, self.devices)
        return self._reader()


#: what reading a path may raise when it leads nowhere (as `Path.read` catches)
_MISSING = (AttributeError, KeyError, IndexError, TypeError, ValueError)


def guard_reader(numbers: Sequence[tuple[Path, object]],
                 arrays: Sequence[tuple[Path, TensorType, bool]],
                 devices: Sequence[bool] = ()) -> Callable[[], list | None]:
    """A function of no arguments that reads and checks the guards as `Path.read` and the
    checks below would, one after the other, but made as straight Python code (as Dynamo's
    guards are): a step that several paths share (a module, its `layers`) is read once, and a
    captured Tensor is checked by its array's shape and dtype before anything slower. It
    returns the captured arrays in order, or None when a path leads nowhere or a value
    changed (a number: its type or value; an array: its type, requires_grad or device)."""
    env: dict[str, object] = {"_MISSING": _MISSING, "_Tensor": Tensor, "_same": _same_array}
    lines: list[str] = []
    locals_: dict[tuple, str] = {}

    def constant(value) -> str:
        name = f"c{len(env)}"
        env[name] = value
        return name

    roots: dict[int, str] = {}

    def reach(path: Path) -> str:
        expr = roots.get(id(path.root))
        if expr is None:
            expr = roots[id(path.root)] = constant(path.root)
        for i, (kind, key) in enumerate(path.steps):
            prefix = (id(path.root), path.steps[:i + 1])
            if prefix not in locals_:
                if kind == "cell":
                    step = f"{expr}.cell_contents"
                elif kind == "item":
                    step = f"{expr}[{constant(key)}]"
                elif isinstance(key, str) and key.isidentifier() and \
                        not keyword.iskeyword(key):
                    step = f"{expr}.{key}"
                else:
                    step = f"getattr({expr}, {constant(key)})"
                locals_[prefix] = f"v{len(locals_)}"
                lines.append(f"{locals_[prefix]} = {step}")
            expr = locals_[prefix]
        return expr

    for path, value in numbers:
        now, want = reach(path), constant(value)
        same = f"{now} == {want}" if value == value else f"{now} != {now}"   # NaN: a NaN
        lines.append(f"if type({now}) is not {constant(type(value))} or not ({same}):")
        lines.append("    return None")
    out = []
    for i, (path, t, requires_grad) in enumerate(arrays):
        x = reach(path)
        shape, dtype = constant(tuple(t.shape)), constant(np.dtype(t.dtype.numpy))
        on_device = bool(devices[i]) if i < len(devices) else False
        kind = constant(DeviceArray if on_device else np.ndarray)
        lines.append(f"if not (isinstance({x}, _Tensor) and {x}._data.shape == {shape} and"
                     f" {x}._data.dtype == {dtype} and {x}._requires_grad is"
                     f" {requires_grad} and type({x}._data) is {kind}) and not"
                     f" _same({x}, {constant(t)}, {requires_grad}, {on_device}):")
        lines.append("    return None")
        out.append(x)
    body = "\n".join(f"        {line}" for line in lines + [f"return [{', '.join(out)}]"])
    source = f"def read():\n    try:\n{body}\n    except _MISSING:\n        return None\n"
    exec(compile(source, "<aotgrad guards>", "exec"), env)
    read = env["read"]
    read.source = source
    return read


def _same_array(x, t: TensorType, requires_grad: bool, on_device: bool = False) -> bool:
    """Whether `x` still has type `t`, `requires_grad` and its device (any array-like)."""
    try:
        now = example_type(x)
    except TypeError:
        return False
    return now == t and bool(getattr(x, "requires_grad", False)) == requires_grad and \
        (type(getattr(x, "_data", x)) is DeviceArray) == on_device


def changing_arguments(keys: Sequence[tuple], names: Sequence[str]) -> list[str]:
    """The names of the dynamic arguments whose type differs between cached keys."""
    changing = []
    for i, name in enumerate(names):
        seen = {key[0][i] for key in keys if i < len(key[0])}
        if len(seen) > 1:
            changing.append(f"'{name}' ({', '.join(str(t) for t, _ in sorted(seen, key=str))})")
    return changing


def signature_of(args: Sequence) -> tuple[tuple[TensorType, bool], ...]:
    """(type, requires_grad) of each argument of a compiled function: the cache key."""
    return tuple((t, isinstance(a, Tensor) and a.requires_grad)
                 for a, t in zip(args, example_types(args)))


def fast_key(args: Sequence) -> tuple | None:
    """What `signature_of` and the static key depend on, read cheaply: per argument its
    shape, dtype and requires_grad (Tensors), shape and dtype (arrays), type (Python numbers)
    or, for an `nn.Module` (a static argument), its `id` (the cache's key holds the module,
    so the id stays its own while the key is cached); None when an argument is anything else
    (the full path then handles it)."""
    key = []
    for a in args:
        cls = type(a)
        if cls is Tensor:
            d = a._data
            key.append((d.shape, d.dtype, a._requires_grad) if type(d) is np.ndarray else
                       (d.shape, d.dtype, a._requires_grad, "cuda"))
        elif cls is np.ndarray:
            key.append((a.shape, a.dtype))
        elif cls is float or cls is int or cls is bool:
            key.append(cls)
        elif is_module(a):
            key.append(id(a))
        else:
            return None
    return tuple(key)


def dynamic_positions(key: tuple) -> list[int] | None:
    """The positions of the dynamic arguments of a call with `fast_key` `key`: all but its
    modules (None when there is no module: every argument)."""
    if not any(type(k) is int for k in key):
        return None
    return [i for i, k in enumerate(key) if type(k) is not int]
