"""What a compiled function's cache keys on: the call's signature, its static arguments, and the
guards on what the function captured.

`Arguments(fn, static_argnums, static_argnames)` splits a call, as JAX does, into the dynamic
arguments (tensors, traced) and the static ones (hashable Python values given to `fn` as they
are while tracing, and part of the cache key; an `nn.Module` argument is always static).
`Guards` hold, for one compiled signature, the Python numbers the function can reach (a changed
value compiles again) and the captured arrays (read afresh at every call; a changed shape, dtype
or requires_grad compiles again).
`changing_arguments` names what differs between the cached signatures, for the warning given
when the cache is full. `signature_of` is a call's signature; `fast_key` is what it depends on,
read cheaply enough for every call.
"""
from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Callable, Sequence

from ..frontend.capture import Path
import numpy as np

from ..frontend.tracer import argument_names, example_type, example_types
from ..ir.types import TensorType
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
        """`fn` as a function of the dynamic arguments, the static ones bound."""
        params = self.signature.parameters
        arguments = dict(bound.arguments)

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


def is_module(value) -> bool:
    """An `nn.Module` argument is static: the cache keys on its identity, and the tracer reads
    its parameters through it as captured tensors (implicit inputs, read at every call)."""
    from .nn import Module
    return isinstance(value, Module)


def _hashable(value):
    """The value as it enters the key: `1`, `1.0` and `True` must not collide."""
    return (type(value).__name__, value)


@dataclass
class Guards:
    """The numbers and captured arrays one compiled signature was traced with."""

    numbers: list[tuple[Path, object]] = field(default_factory=list)
    arrays: list[tuple[Path, TensorType, bool]] = field(default_factory=list)

    def read(self) -> list | None:
        """The captured arrays now, in order, or None when a guard fails."""
        for path, value in self.numbers:
            try:
                now = path.read()
            except LookupError:
                return None
            if type(now) is not type(value) or not (now == value or (now != now and
                                                                     value != value)):
                return None
        out = []
        for path, t, requires_grad in self.arrays:
            try:
                x = path.read()
                now = example_type(x)
            except (LookupError, TypeError):
                return None
            if now != t or bool(getattr(x, "requires_grad", False)) != requires_grad:
                return None
            out.append(x)
        return out


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
    """What `signature_of` depends on, read cheaply: per argument its shape, dtype and
    requires_grad (Tensors), shape and dtype (arrays) or type (Python numbers); None when an
    argument is anything else (the full path then handles it)."""
    key = []
    for a in args:
        cls = type(a)
        if cls is Tensor:
            d = a._data
            key.append((d.shape, d.dtype, a._requires_grad))
        elif cls is np.ndarray:
            key.append((a.shape, a.dtype))
        elif cls is float or cls is int or cls is bool:
            key.append(cls)
        else:
            return None
    return tuple(key)
