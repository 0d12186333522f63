"""Compiled autograd: a whole backward captured as one tensor-IR function, compiled once per
tape structure, run as one call.

Inside `with compiled_autograd.enable(compiler=None):`, a backward (`Tensor.backward`,
`autograd.backward`, `autograd.grad`) does not run its nodes one by one: the tape reachable
from its roots is walked (`runtime.tape_capture.walk`), and its key (with the compiler and the
backend asked for) looked up in a cache. A miss builds the captured function (every node's
tensor-level backward inlined, hooks traced, gradients summed and accumulated into `.grad`) and
compiles it: with `compiler(module, example_inputs)` (as `aot_function`'s compilers: a
callable on arrays, or a `Module` to interpret) or, by default, by the pipeline for the backend
in use (`cuda` when the tape's arrays are on the device, else `cpu`). A hit costs the walk and
no compile. The function then runs once on the saved values, the new `.grad` of each leaf is
stored, and the tape's saved values are freed unless `retain_graph=True`, as eager backward
does. A node with no tensor-level backward (a move between devices, a module an
`aot_function` compiler made) makes that backward run node by node, said in the log.

Shapes are static in aotgrad's IR: a tape of new shapes is a new key, and compiles again.
`counters()` counts `captures` (backwards walked here) and `compiles` (graphs compiled).
`AOTGRAD_LOGS=compiled_autograd` prints each graph compiled, with the node each op came from;
`compiled_autograd_verbose` also prints why the cache missed and what each input is.
"""
from __future__ import annotations

import contextlib
from collections import OrderedDict
from typing import Callable, Sequence

from ..ir.core import Module
from ..ir.printer import print_function
from .autograd import COMPILED_AUTOGRAD
from .backend import as_executable, check_backend
from .device import DeviceArray
from .engine import backpropagate
from . import logs
from .tape_capture import (Tape, Uncapturable, build, type_of, walk, why_missed,
                           without_gradients)

#: compiled graphs kept, least recently used dropped first
CACHE_SIZE = 64

_COUNTERS = {"captures": 0, "compiles": 0}


def counters() -> dict[str, int]:
    """`{"captures": n, "compiles": n}`: backwards captured, and graphs compiled for them."""
    return dict(_COUNTERS)


def reset() -> None:
    """Zero the counters and empty the cache of compiled graphs."""
    _COUNTERS.update(captures=0, compiles=0)
    _CACHE.clear()
    _LAST.clear()


class _Entry:
    """One compiled graph: what runs, and where its results go."""

    __slots__ = ("run", "returned", "sources", "names")

    def __init__(self, run: Callable, returned: list, sources: tuple, names: list[str]):
        self.run, self.returned, self.sources = run, returned, sources
        self.names = names                  # the nodes' names, for the next miss's reason


_CACHE: "OrderedDict[tuple, _Entry]" = OrderedDict()
#: the key and node names last captured (what a miss is explained against)
_LAST: dict = {}


class CompiledAutograd:
    """The engine `enable` installs: its `backward` replaces the node-by-node walk."""

    def __init__(self, compiler: Callable | None, backend: str | None):
        self.compiler, self.backend = compiler, backend

    def backward(self, roots: Sequence, seeds: Sequence, retain_graph: bool,
                 inputs: Sequence | None = None) -> list | None:
        if all(r.grad_fn is None for r in roots):
            return backpropagate(roots, seeds, retain_graph, inputs)
        try:
            tape = walk(roots, seeds, inputs)
        except Uncapturable as e:
            logs.log("compiled_autograd", f"{e}: this backward runs node by node")
            return backpropagate(roots, seeds, retain_graph, inputs)
        _COUNTERS["captures"] += 1
        key = (self.compiler, self.backend, tape.key)
        entry = _CACHE.get(key)
        if entry is None:
            entry = self._compile(tape, key)
        else:
            _CACHE.move_to_end(key)
            _LAST.update(key=tape.key, names=entry.names)
        results = entry.run(*tape.arrays)
        if not retain_graph:
            for node, runs in zip(tape.nodes, tape.runs):
                if runs:
                    node.free()
        return _deliver(tape, entry, list(results))

    def _compile(self, tape: Tape, key: tuple) -> _Entry:
        tape.describe()
        if logs.enabled("compiled_autograd_verbose"):
            logs.log("compiled_autograd_verbose",
                     why_missed(tape, _LAST.get("key"), _LAST.get("names")) + "\n" +
                     "\n".join(inputs_table(tape)))
        f = build(tape)
        if logs.enabled("compiled_autograd"):
            logs.log("compiled_autograd", listing(tape, f))
        module = Module([without_gradients(f)])
        if self.compiler is not None:
            run = as_executable(self.compiler(module, list(tape.arrays)), module)
        else:
            from .compiler import CompileOptions, compile_module
            backend = self.backend or ("cuda" if any(type(a) is DeviceArray
                                                     for a in tape.arrays) else "cpu")
            run = compile_module(module, options=CompileOptions(backend=backend)).forward
        _COUNTERS["compiles"] += 1
        entry = _Entry(run, list(tape.returned), tape.sources, tape.node_names())
        _CACHE[key] = entry
        if len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
        _LAST.update(key=tape.key, names=entry.names)
        return entry


def _deliver(tape: Tape, entry: _Entry, results: list) -> list | None:
    """Store the graph's results: the leaves' new `.grad` and the retained gradients; for
    `autograd.grad`, return the inputs' gradients."""
    n = len(entry.returned)
    for (_, _, t), g in zip(tape.retained, results[n:]):
        t.accumulate_grad(g)
    if tape.inputs is not None:
        found = [None] * len(tape.inputs)
        for i, g in zip(entry.returned, results):
            found[i] = g
        return found
    for j, g in zip(entry.returned, results):
        t = tape.leaves[j]
        t.grad = None                 # the graph added the old `.grad` in already
        t.accumulate_grad(g, owned=not any(g is a for a in tape.arrays))
    return None


def inputs_table(tape: Tape) -> list[str]:
    """One line per input of the tape: the leaves gradients reach, then the arrays the
    captured function reads (the numbering of the verbose log's cache misses)."""
    rows = [f"input {j}: leaf {j} {type_of(t._data)} (AccumulateGrad)"
            for j, t in enumerate(tape.leaves)]
    n = len(rows)
    rows += [f"input {n + i}: %{name} {type_of(a)} ({what})"
             for i, (name, a, what) in enumerate(zip(tape.names, tape.arrays, tape.described))]
    return rows


def listing(tape: Tape, f) -> str:
    """The captured function's text, each run of ops under a comment naming what made it."""
    lines = print_function(f).splitlines()
    starts: dict[int, list[str]] = {}
    for first, what in tape.origins:
        starts.setdefault(first, []).append(what)
    out = [f"// compiled autograd graph: {len(tape.nodes)} nodes, {len(tape.leaves)} leaves",
           lines[0]]
    for k, line in enumerate(lines[1:-1]):
        out += [f"  // {what}" for what in starts.get(k, [])]
        out.append(line)
    out.append(lines[-1])
    return "\n".join(out)


@contextlib.contextmanager
def enable(compiler: Callable | None = None, backend: str | None = None):
    """`with compiled_autograd.enable():` every backward inside is captured whole and run as
    one compiled call; `compiler(module, example_inputs)` compiles it instead of the
    pipeline of `backend` (default: where the tape's arrays are, `cpu` or `cuda`)."""
    if compiler is not None and not callable(compiler):
        raise TypeError(f"compiled_autograd.enable takes a compiler(module, example_inputs),"
                        f" got {type(compiler).__name__}")
    if backend is not None:
        check_backend(backend)
    token = COMPILED_AUTOGRAD.set(CompiledAutograd(compiler, backend))
    try:
        yield
    finally:
        COMPILED_AUTOGRAD.reset(token)


@contextlib.contextmanager
def disable():
    """Backwards inside run node by node, even within `enable()`."""
    token = COMPILED_AUTOGRAD.set(None)
    try:
        yield
    finally:
        COMPILED_AUTOGRAD.reset(token)
