"""The tape reachable from a backward's roots as data: its cache key, and one tensor-IR function.

`walk(roots, seeds, inputs)` visits the nodes as `runtime.engine` would run them and returns a
`Tape`: the nodes in order, the leaves gradients reach, the arrays the captured function reads
(the gradients the backward starts from, each node's saved values, the `.grad` each leaf
accumulates into) and `key`, the tape's structure: each node's kind and the backward it runs,
how the nodes connect, the hooks of each tensor (by their code and the values they capture,
`hook_key`, so a hook registered anew at each step is the same hook), and the shapes, dtypes
and homes (host or device) of everything read. Two backwards with equal keys compute the same function of those arrays.
`why_missed(new, old)` says what differs between two keys, in words.

`build(tape)` makes the captured function by tracing (`frontend.tracer`): each node's
tensor-level backward is inlined (an eager op's backward `Function`, a compiled call's
`backward_graph()`, its values prefixed `aot0_`, `aot1_`, ..., a second call of the same
compiled function `aot0_1_`), the gradients of a tensor read twice are summed, a hook is called
on the traced gradient like any function of it, and a leaf's gradient is added to its `.grad`.
Its results are, in order, the leaves' new `.grad` (or, for `autograd.grad`, the inputs'
gradients), then the gradients `retain_grad()` keeps. `tape.origins` names the node each op
came from, for the log.
"""
from __future__ import annotations

import hashlib
import types
from dataclasses import dataclass, field
from typing import Sequence

import numpy as np

from ..frontend.tracer import active_trace, trace_function
from ..ir.core import Function, IRError
from ..ir.types import DType, TensorType
from ..passes.autodiff import NOGRAD
from .autograd import FREED, BackwardError, Node
from .engine import hook_location, needed_nodes, topological


class Uncapturable(Exception):
    """A node the tape cannot be captured through (no tensor-level backward)."""


def type_of(array) -> TensorType:
    return TensorType(tuple(array.shape), DType.from_numpy(array.dtype))


def _value_key(v, depth: int = 0):
    """A value a hook captures, as a key: numbers and strings by value, arrays by their
    bytes, lists and tuples by their elements, a function as a hook (`hook_key`), anything
    else (and what nests deeper than a few levels) by identity."""
    if v is None or isinstance(v, (bool, int, float, complex, str, bytes, np.generic)):
        return (type(v).__name__, v)
    data = getattr(v, "_data", v)
    if isinstance(data, np.ndarray):
        digest = hashlib.blake2b(np.ascontiguousarray(data).tobytes(), digest_size=16)
        return ("array", data.shape, str(data.dtype), digest.hexdigest())
    if depth < 4 and isinstance(v, (tuple, list)):
        return (type(v).__name__, tuple(_value_key(e, depth + 1) for e in v))
    if depth < 4 and isinstance(v, types.FunctionType):
        return hook_key(v, depth + 1)
    try:
        hash(v)
        return ("object", v)
    except TypeError:
        return ("id", id(v))


def _cell(c):
    try:
        return c.cell_contents
    except ValueError:                  # a variable of the enclosing scope not yet bound
        return None


def hook_key(fn, depth: int = 0) -> tuple:
    """A hook as a key: its code, and what it captures (closure cells, defaults and the
    globals its code names that hold data), not the function object."""
    code = getattr(fn, "__code__", None)
    if code is None:
        return _value_key(fn, 4)
    cells = tuple(_value_key(_cell(c), depth) for c in fn.__closure__ or ())
    defaults = tuple(_value_key(d, depth) for d in fn.__defaults__ or ())
    scope = getattr(fn, "__globals__", {})
    named = tuple((n, _value_key(scope[n], depth)) for n in code.co_names
                  if n in scope and not isinstance(scope[n], (types.ModuleType, type)))
    return ("hook", code, cells, defaults, named)


def backward_function(node: Node) -> Function:
    """The node's backward at the tensor level, `(saved..., tangents...) -> grads`."""
    source = node.source
    if isinstance(source, Function):
        return source
    if hasattr(source, "backward_graph"):
        try:
            return source.backward_graph()
        except IRError as e:            # e.g. a module an `aot_function` compiler made
            raise Uncapturable(f"{node.name()} has no tensor-level backward ({e})") from None
    raise Uncapturable(f"{node.name()} has no tensor-level backward")


@dataclass
class Tape:
    """One backward's tape: see the module docstring. What only a miss needs (argument
    names, descriptions, prefixes) is worked out by `describe`, not at every walk."""

    roots: list                       # (node index, output index) or ("leaf", leaf index)
    nodes: list[Node]
    leaves: list                      # Tensors, in the order gradients first reach them
    arrays: list                      # what the captured function reads, in order
    owners: list                      # per array: ("root", i), ("saved", k), ("grad", j)
    inputs: list | None               # `autograd.grad`'s inputs, else None
    runs: list                        # per node: whether its backward runs
    retained: list = field(default_factory=list)     # (node index, output index, Tensor)
    edges: list = field(default_factory=list)        # per node: where each gradient goes
    functions: list = field(default_factory=list)    # per node: its tensor-level backward
    key: tuple = ()
    sources: tuple = ()                              # the backwards run (kept alive)
    names: list = field(default_factory=list)        # `describe`: argument names,
    described: list = field(default_factory=list)    # what each array is,
    prefixes: list = field(default_factory=list)     # each node's value prefix
    origins: list = field(default_factory=list)      # `build`: (first op, what made it)
    returned: list = field(default_factory=list)     # `build`: leaves / inputs with a result

    def node_names(self) -> list[str]:
        return [n.name() for n in self.nodes]

    def describe(self) -> None:
        """Fill in `names`, `described` and `prefixes` (for `build` and the log)."""
        aot: dict = {}
        self.prefixes = [_prefix(n, aot) for n in self.nodes]
        seen: dict[int, int] = {}
        self.names, self.described = [], []
        for owner in self.owners:
            if owner[0] == "root":
                self.names.append("grad_out" if len(self.roots) == 1 else
                                  f"grad_out_{owner[1]}")
                self.described.append(f"the gradient of root {owner[1]}")
            elif owner[0] == "saved":
                k = owner[1]
                i = seen[k] = seen.get(k, -1) + 1
                hint = self.functions[k].args[i].name_hint or "saved"
                self.names.append(self.prefixes[k] + hint)
                self.described.append(f"a value node {k} ({self.nodes[k].name()}) saved")
            else:
                self.names.append(f"grad_{owner[1]}")
                self.described.append(f"the .grad leaf {owner[1]} accumulates into")


def walk(roots: Sequence, seeds: Sequence, inputs: Sequence | None) -> Tape:
    """The tape from the tensors `roots` (see the module docstring)."""
    order = topological([r.grad_fn for r in roots if r.grad_fn is not None])
    runs = [True] * len(order)
    if inputs is not None:           # `autograd.grad`: run only what leads to an input
        needed = needed_nodes(order, inputs)
        receives = {id(t.grad_fn) for t in inputs if t.grad_fn is not None}
        kept = [n for n in order if id(n) in needed or id(n) in receives or n.hooks]
        runs = [id(n) in needed for n in kept]
        order = kept
    index = {id(n): k for k, n in enumerate(order)}
    leaves, leaf_index = [], {}

    def edge(t):
        if t.grad_fn is not None:
            k = index.get(id(t.grad_fn))
            return ("node", k, t.output_index) if k is not None else ("none",)
        if not t._requires_grad:
            return ("none",)
        if id(t) not in leaf_index:
            leaf_index[id(t)] = len(leaves)
            leaves.append(t)
        return ("leaf", leaf_index[id(t)])

    root_edges = [edge(r) for r in roots]
    arrays = list(seeds)
    owners = [("root", i) for i in range(len(seeds))]
    tape = Tape(root_edges, order, leaves, arrays, owners,
                list(inputs) if inputs is not None else None, runs)
    node_keys = []
    for k, node in enumerate(order):
        hooks = ()
        if node.hooks is not None:
            hooks = tuple((i, tuple(hook_key(fn) for fn in h.fns), h.retain is not None)
                          for i, h in sorted(node.hooks.items()))
            tape.retained += [(k, i, h.retain()) for i, h in sorted(node.hooks.items())
                              if h.retain is not None and h.retain() is not None]
        edges = tuple([edge(t) for t in node.inputs]) if runs[k] else ()
        tape.edges.append(edges)
        node_keys.append((id(node.source), edges, hooks, runs[k]))
        if not runs[k]:
            tape.functions.append(None)
            continue
        if node.saved is None:
            raise BackwardError(FREED)
        tape.functions.append(backward_function(node))
        if node.watched:
            node.check_unmodified()
        arrays += node.saved
        owners += [("saved", k)] * len(node.saved)
    leaf_keys = []
    for j, t in enumerate(leaves):
        hooks = tuple(hook_key(fn) for fn in t._hooks.fns) if t._hooks is not None else ()
        accumulates = inputs is None and t._grad is not None
        if accumulates:
            arrays.append(t.dense_grad())
            owners.append(("grad", j))
        leaf_keys.append((t._data.shape, t._data.dtype, hooks, accumulates))
    wanted = None if inputs is None else tuple(edge(t) for t in inputs)
    tape.sources = tuple(n.source for n in order)
    tape.key = (tuple(root_edges), tuple(node_keys), tuple(leaf_keys), wanted,
                tuple([(a.shape, a.dtype, type(a)) for a in arrays]))
    return tape


def _prefix(node: Node, aot: dict) -> str:
    """`aotK_` for compiled function K (in order of first call), `aotK_N_` for its N+1-th
    call in this tape; empty for an eager op."""
    if isinstance(node.source, Function):
        return ""
    calls = aot.setdefault(id(node.source), [len(aot), 0])
    calls[1] += 1
    return f"aot{calls[0]}_" if calls[1] == 1 else f"aot{calls[0]}_{calls[1] - 1}_"


def why_missed(new: Tape, old_key: tuple | None, old_names: list[str] | None) -> str:
    """Why `new` missed the cache, against the last key captured: in words."""
    if old_key is None:
        return "cache miss: the first backward captured"
    names = new.node_names()
    for i, name in enumerate(names):
        if i >= len(old_names) or old_names[i] != name:
            return f"cache miss: new autograd node {name} at node {i}"
    if len(old_names) > len(names):
        return f"cache miss: the tape ends after node {len(names) - 1} (it had" \
               f" {len(old_names)} nodes)"
    _, nodes, leaves, _, arrays = new.key
    _, old_nodes, old_leaves, _, old_arrays = old_key
    for j, (t, old) in enumerate(zip(leaves, old_leaves)):
        if t[:2] != old[:2]:
            return f"cache miss: shape of input {j} changed {_text(*old[:2])} ->" \
                   f" {_text(*t[:2])} (leaf {j}: AccumulateGrad)"
    for i, (t, old) in enumerate(zip(arrays, old_arrays)):
        if t[:2] != old[:2]:
            return f"cache miss: shape of input {len(leaves) + i} changed {_text(*old[:2])}" \
                   f" -> {_text(*t[:2])} ({new.described[i]})"
        if t[2] != old[2]:
            return f"cache miss: input {len(leaves) + i} moved ({old[2].__name__} ->" \
                   f" {t[2].__name__}: {new.described[i]})"
    for i, (n, old) in enumerate(zip(nodes, old_nodes)):
        if n[1] != old[1]:
            return f"cache miss: the inputs of node {i} ({names[i]}) connect differently"
        if n[2] != old[2]:
            return f"cache miss: the hooks on the outputs of node {i} ({names[i]}) changed"
        if n[0] != old[0] or n[3] != old[3]:
            return f"cache miss: node {i} ({names[i]}) runs another backward"
    for j, (t, old) in enumerate(zip(leaves, old_leaves)):
        if t[2] != old[2]:
            return f"cache miss: the hooks of leaf {j} changed"
        if t[3] != old[3]:
            return f"cache miss: leaf {j} {'now has' if t[3] else 'no longer has'} a .grad" \
                   f" to accumulate into"
    return "cache miss: the tape's roots or the gradients asked for changed"


def _text(shape: tuple, dtype: np.dtype) -> str:
    name = DType.from_numpy(dtype).value
    return str(list(shape)) if name == "f32" else f"{name}{list(shape)}"


def build(tape: Tape) -> Function:
    """The captured function (see the module docstring); `tape.origins` is filled in."""
    if not tape.names:
        tape.describe()
    traced_fn, _ = trace_function(lambda *args: _body(tape, args),
                                  [type_of(a) for a in tape.arrays], name="compiled_autograd",
                                  arg_names=tape.names)
    return traced_fn.function


def without_gradients(f: Function) -> Function:
    """`f` with every argument flagged `nograd`: compiled as inference, a forward only."""
    f.arg_flags = [frozenset({NOGRAD}) for _ in f.args]
    return f


def _body(tape: Tape, args: Sequence) -> list:
    trace = active_trace()
    ops = trace.builder.block.ops
    seeds = iter(args)
    saved = iter(args[len(tape.roots):])
    pending: dict[int, dict[int, object]] = {}
    leaf_grads: dict[int, object] = {}
    found: dict[tuple, object] = {}

    def route(edge, g):
        if edge[0] == "node":
            into = pending.setdefault(edge[1], {})
            into[edge[2]] = g if edge[2] not in into else into[edge[2]] + g
        elif edge[0] == "leaf":
            j = edge[1]
            leaf_grads[j] = g if j not in leaf_grads else leaf_grads[j] + g

    def mark(what: str):
        tape.origins.append((len(ops), what))

    for edge in tape.roots:
        route(edge, next(seeds))
    retained = {(k, i): t for k, i, t in tape.retained}
    kept = []
    for k, (node, f) in enumerate(zip(tape.nodes, tape.functions)):
        outs = pending.pop(k, {})
        for i, hooks in sorted((node.hooks or {}).items()):
            if i in outs:
                outs[i] = _call_hooks(hooks.fns, outs[i], f"output {i} of node {k}", mark)
                if (k, i) in retained:
                    kept.append(outs[i])
        for i, g in outs.items():
            found[("node", k, i)] = g
        if f is None:
            continue
        mark(f"node {k}: {node.name()}" + (f" (@{f.name})" if tape.prefixes[k] else
                                          f" ({node.label})"))
        values = [next(saved).value for _ in node.saved]
        for i in node.tangent_outputs:
            g = outs.get(i)
            if g is None:
                t = node.output_types[i]
                values.append(trace.builder.constant(0.0, t.shape, t.dtype))
            else:
                values.append(g.value)
        first = len(ops)
        results = trace.inline(f, values)
        if tape.prefixes[k]:
            for op in ops[first:]:
                for r in op.results:
                    r.name_hint = tape.prefixes[k] + (r.name_hint or "v")
        for edge, g in zip(tape.edges[k], results):
            route(edge, g)
    outputs = []
    for j, t in enumerate(tape.leaves):
        old = next(saved) if tape.key[2][j][3] else None
        g = leaf_grads.get(j)
        if g is None:
            continue
        if t._hooks is not None and t._hooks.fns:
            g = _call_hooks(t._hooks.fns, g, f"leaf {j}", mark)
        found[("leaf", j)] = g
        if tape.inputs is None:
            if old is not None:
                mark(f"leaf {j}: AccumulateGrad into .grad")
                g = old + g
            tape.returned.append(j)
            outputs.append(g)
    if tape.inputs is not None:
        tape.returned = [i for i, e in enumerate(tape.key[3]) if e in found]
        outputs = [found[tape.key[3][i]] for i in tape.returned]
    return outputs + kept


def _call_hooks(fns, g, where: str, mark) -> object:
    for fn in fns:
        mark(f"hook {hook_location(fn)} on {where}")
        out = fn(g)
        if out is None:
            continue
        value = active_trace().value_of(out, f"the result of hook {hook_location(fn)}")
        if value.type != g.type:
            raise BackwardError(f"hook {hook_location(fn)} returned a gradient of type"
                                f" {value.type} for {where}, whose gradient is {g.type}")
        g = type(g)(active_trace(), value)
    return g
