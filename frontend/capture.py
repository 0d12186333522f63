"""What a traced function reads besides its arguments: captured arrays and Python numbers.

`scan(fn)` walks what `fn` can reach by name: its closure cells, the globals its code names
(nested functions and comprehensions included), its defaults, `__self__` of a bound method and
`__wrapped__`; from there the items of lists, tuples and dicts and the attributes that the code
(or the methods of the object's class) names; functions reached are walked the same way. It
returns every array found (what its `is_array` accepts: the tracer's numpy arrays and eager
tensors), with the `Path` that reads it again, and every Python number or bool, with its path and
value.

The tracer lifts a captured array that the function uses to an implicit input, read through
its path at every call; the runtime guards the numbers (a changed value compiles again). An
array the function creates while it runs is reached by no path: it stays a constant.
"""
from __future__ import annotations

import types
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

#: Containers with more items than this are not searched (they hold data, not parameters).
MAX_ITEMS = 256
#: How far from the function's names the walk goes, and how many objects it visits at most.
#: The attributes of an `nn` module are no further than the module itself.
MAX_DEPTH = 6
MAX_OBJECTS = 20_000

_MISSING = object()


@dataclass(frozen=True)
class Path:
    """How to read a captured object again: a root (a cell, a dict, an object) and steps."""

    root: object = field(repr=False)
    steps: tuple[tuple[str, object], ...]
    name: str                              # as the user writes it: `W`, `self.w`, `p['b']`

    def read(self):
        """The object the path leads to now; raises LookupError when it leads nowhere."""
        x = self.root
        try:
            for kind, key in self.steps:
                x = x.cell_contents if kind == "cell" else x[key] if kind == "item" else \
                    getattr(x, key)
        except (AttributeError, KeyError, IndexError, TypeError, ValueError) as e:
            raise LookupError(f"'{self.name}' can no longer be read ({e})") from None
        return x

    def then(self, kind: str, key, name: str) -> "Path":
        return Path(self.root, (*self.steps, (kind, key)), name)

    @property
    def identifier(self) -> str:
        """A name for the IR argument that stands for the captured value."""
        key = self.steps[-1][1] if self.steps and self.steps[-1][0] != "cell" else self.name
        text = "".join(c if c.isalnum() or c == "_" else "_" for c in str(key)).strip("_")
        return text if text[:1].isalpha() or text[:1] == "_" else f"captured_{text}"


@dataclass
class Captures:
    """Arrays and numbers reachable from a function, by identity and by path."""

    arrays: dict[int, tuple[object, Path]] = field(default_factory=dict)
    numbers: list[tuple[Path, object]] = field(default_factory=list)

    def update(self, other: "Captures") -> None:
        for key, found in other.arrays.items():
            self.arrays.setdefault(key, found)
        self.numbers.extend(other.numbers)

    def path_of(self, x) -> Path | None:
        found = self.arrays.get(id(x))
        return found[1] if found is not None and found[0] is x else None


def is_guarded_number(x) -> bool:
    return isinstance(x, (bool, int, float, np.bool_, np.number)) and not isinstance(x, type)


def code_names(code: types.CodeType) -> set[str]:
    """Global and attribute names a code object and the code nested in it use."""
    names = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= code_names(const)
    return names


class _Walk:
    def __init__(self, is_array: Callable[[object], bool]):
        self.is_array = is_array
        self.found = Captures()
        self.seen: set[int] = set()

    def function(self, fn, depth: int) -> None:
        if id(fn) in self.seen or depth > MAX_DEPTH:
            return
        self.seen.add(id(fn))
        if isinstance(fn, types.MethodType):
            self.value(fn.__self__, Path(fn, (("attr", "__self__"),), "self"), depth + 1,
                       self._class_names(fn.__self__))
            fn = fn.__func__
        wrapped = getattr(fn, "__wrapped__", None)
        if wrapped is not None:
            self.function(wrapped, depth + 1)
        code = getattr(fn, "__code__", None)
        if code is None:
            if not isinstance(fn, (types.BuiltinFunctionType, type)) and \
                    callable(getattr(fn, "__call__", None)):
                self.seen.discard(id(fn))          # a callable object: walk its attributes
                self.value(fn, Path(fn, (), "self"), depth + 1, self._class_names(fn))
            return
        names = code_names(code)
        for name, cell in zip(code.co_freevars, fn.__closure__ or ()):
            try:
                value = cell.cell_contents
            except ValueError:
                continue
            self.value(value, Path(cell, (("cell", None),), name), depth + 1, names)
        defaults = getattr(fn, "__defaults__", None) or ()
        params = code.co_varnames[:code.co_argcount]
        for k, (name, value) in enumerate(zip(params[len(params) - len(defaults):], defaults)):
            self.value(value, Path(fn, (("attr", "__defaults__"), ("item", k)), name),
                       depth + 1, names)
        for name, value in (getattr(fn, "__kwdefaults__", None) or {}).items():
            self.value(value, Path(fn, (("attr", "__kwdefaults__"), ("item", name)), name),
                       depth + 1, names)
        scope = getattr(fn, "__globals__", {})
        for name in sorted(names):
            value = scope.get(name, _MISSING)
            if value is not _MISSING:
                self.value(value, Path(scope, (("item", name),), name), depth + 1, names)

    def value(self, x, path: Path, depth: int, names: set[str]) -> None:
        if self.is_array(x):
            self.found.arrays.setdefault(id(x), (x, path))
            return
        if is_guarded_number(x):
            self.found.numbers.append((path, x))
            return
        if depth > MAX_DEPTH or id(x) in self.seen or len(self.seen) > MAX_OBJECTS or \
                x is None or isinstance(x, (str, bytes, type, types.ModuleType)):
            return
        if isinstance(x, (types.FunctionType, types.MethodType)):
            self.function(x, depth)
            return
        if _is_compiler(x):               # its user function is user state, the rest is not
            wrapped = getattr(x, "__wrapped__", None)
            if wrapped is not None:
                self.function(wrapped, depth + 1)
            return
        self.seen.add(id(x))
        if isinstance(x, (list, tuple)) and len(x) <= MAX_ITEMS:
            for i, item in enumerate(x):
                self.value(item, path.then("item", i, f"{path.name}[{i}]"), depth + 1, names)
        elif isinstance(x, dict) and len(x) <= MAX_ITEMS:
            for key, item in list(x.items()):
                if isinstance(key, (str, int)):
                    self.value(item, path.then("item", key, f"{path.name}[{key!r}]"),
                               depth + 1, names)
        elif hasattr(x, "__dict__") and not callable(getattr(x, "__array__", None)):
            names = names | self._class_names(x)
            # an nn module's attributes (its parameters, submodules, its ModuleList's list) are
            # as near as the module: a model's depth is that of its tree, not a walk's limit
            step = 0 if getattr(type(x), "__aotgrad_user_state__", False) else 1
            for key, item in list(vars(x).items()):
                if key in names:
                    self.value(item, path.then("attr", key, f"{path.name}.{key}"),
                               depth + step, names)

    def _class_names(self, obj) -> set[str]:
        """The attribute names that the methods (and property getters) of `obj`'s class use."""
        names: set[str] = set()
        for klass in type(obj).__mro__[:-1]:
            for member in vars(klass).values():
                if isinstance(member, property):        # a property's getter reads too
                    member = member.fget
                code = getattr(member, "__code__", None)
                if code is not None:
                    names |= code_names(code)
        return names


def _is_compiler(x) -> bool:
    """An object of aotgrad's own machinery (a compiled function, a gradient wrapper, an
    optimizer): not user state, so its attributes (cache counters...) are never captured or
    guarded; only the user function it wraps is walked. `nn` modules are user state (their
    parameters are captured): their base class says so with `__aotgrad_user_state__`, in
    whatever module a layer is defined. Tensors are found as arrays before this is asked."""
    cls = type(x)
    return cls.__module__.startswith("aotgrad.") and \
        not getattr(cls, "__aotgrad_user_state__", False)


def scan(fn, is_array: Callable[[object], bool]) -> Captures:
    """The arrays (objects `is_array` accepts) and numbers `fn` can reach by name (see the
    module docstring)."""
    walk = _Walk(is_array)
    walk.function(fn, 0)
    return walk.found
