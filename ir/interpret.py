"""The reference interpreter: runs a function on numpy arrays by each op's `evaluate`.

It is the semantic oracle for every pass: a pass is correct when the interpreter gives the same
numbers before and after it. Inputs are checked against the function's signature.
"""
from __future__ import annotations

import numpy as np

from .core import Function, IRError, Module
from .errors import DTypeError, ShapeError
from .types import TensorType


def interpret(module: Module, *arrays, fn: str | None = None) -> tuple[np.ndarray, ...]:
    """Run `fn` (the module's last function by default) on `arrays`; returns its results."""
    f = module.get(fn)
    if f.kind == "program":
        from .loop.interpret import run_program
        return run_program(module, f, list(arrays))
    return run_function(f, list(arrays))


def run_function(f: Function, arrays: list) -> tuple[np.ndarray, ...]:
    if len(arrays) != len(f.args):
        raise IRError(f"'@{f.name}' takes {len(f.args)} arguments, got {len(arrays)}")
    env: dict[int, np.ndarray] = {}
    for i, (a, x) in enumerate(zip(f.args, arrays)):
        env[id(a)] = _coerce(f, i, a.type, x)
    for op in f.body.ops:
        args = [env[id(v)] for v in op.operands]
        if type(op).terminator:
            return tuple(args)
        out = op.evaluate(*args)
        outs = out if isinstance(out, tuple) else (out,)
        for r, x in zip(op.results, outs):
            env[id(r)] = np.asarray(x, dtype=r.type.dtype.numpy).reshape(r.type.shape)
    raise IRError(f"'@{f.name}' has no return")


def _coerce(f: Function, i: int, t, x) -> np.ndarray:
    """Argument `i` as an array of type `t`: a float target takes any number (rounded), an
    integer or bool target only values it holds exactly."""
    what = f"'@{f.name}' argument #{i + 1}"
    x = np.asarray(x)
    if x.dtype.kind not in "biuf":
        raise DTypeError(f"{what} must be numbers, got an array of {x.dtype}")
    if not isinstance(t, TensorType):
        return x
    if x.shape != t.shape:
        raise ShapeError(f"{what} must have shape {list(t.shape)}, got {list(x.shape)}")
    with np.errstate(invalid="ignore", over="ignore"):
        out = x.astype(t.dtype.numpy, copy=False)
        bad = np.flatnonzero(out != x) if not t.dtype.is_float and out is not x else []
    if len(bad):
        value = x.reshape(-1)[bad[0]].item()
        raise DTypeError(f"{what} is {t}, but element {bad[0]} is {value!r}, which {t.dtype}"
                         f" cannot hold exactly")
    return out


def random_arguments(types, seed: int = 0) -> list[np.ndarray]:
    """Random arrays for arguments of `types`: standard-normal floats, integers in {0, 1}
    (valid class labels), fair bools."""
    rng = np.random.default_rng(seed)
    out = []
    for t in types:
        if t.dtype.is_float:
            out.append(rng.standard_normal(t.shape).astype(t.dtype.numpy))
        elif t.dtype.is_int:
            out.append(rng.integers(0, 2, t.shape).astype(t.dtype.numpy))
        else:
            out.append(rng.random(t.shape) < 0.5)
    return out
