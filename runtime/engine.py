"""The walk of the autograd graph: tensor hooks, retained gradients and `autograd.grad`.

`backpropagate(roots, gradients, retain_graph)` runs the nodes reachable from the roots in
reverse topological order, as `runtime.autograd` describes, and adds PyTorch's hooks: a hook
registered on a tensor (`Tensor.register_hook`) is called with that tensor's whole gradient of
this backward (the sum over every path into it), and what it returns replaces the gradient: an
intermediate's before its node runs, a leaf's before it is added into `.grad`. A tensor that
`retain_grad()` keeps gets that gradient added into its `.grad` after its hooks ran. With
`inputs`, the walk is `autograd.grad`'s: only the nodes that lead to an input run, and the
inputs' gradients are returned instead of being added into any `.grad`.

`run_backward(root, gradient, retain_graph)` is `Tensor.backward`'s entry: a single call
whose inputs are leaves without hooks runs directly (the training step's backward), anything
else is walked here, and under `compiled_autograd.enable()` the backward goes to that engine.
"""
from __future__ import annotations

import weakref
from typing import Callable, Sequence

import numpy as np

from .autograd import BackwardError, COMPILED_AUTOGRAD, Node, add, no_grad
from . import profiler
from .row_sparse import dense


class Hooks:
    """One tensor's hooks, in the order they were registered, and the tensor itself (weakly)
    when `retain_grad()` keeps its gradient."""

    __slots__ = ("fns", "retain", "wrap")

    def __init__(self, wrap: Callable):
        self.fns: list[Callable] = []
        self.retain: weakref.ref | None = None
        self.wrap = wrap                    # an array -> the tensor a hook is called with


class RemovableHandle:
    """What `register_hook` returns: `.remove()` takes the hook off its tensor."""

    __slots__ = ("_fns", "_fn")

    def __init__(self, fns: list, fn: Callable):
        self._fns, self._fn = fns, fn

    def remove(self) -> None:
        for i, f in enumerate(self._fns):
            if f is self._fn:
                del self._fns[i]
                return

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.remove()


#: how many leaves were ever given hooks: while none, a backward skips looking for them
_LEAF_HOOKS = 0


def hooks_of(tensor) -> Hooks:
    """The tensor's `Hooks`, made on first use: a leaf's on the tensor, an intermediate's on
    the node that made it (by output index), where the walk meets its gradient."""
    global _LEAF_HOOKS
    node = tensor.grad_fn
    if node is None:
        if tensor._hooks is None:
            tensor._hooks = Hooks(type(tensor).wrap)
            _LEAF_HOOKS += 1
        return tensor._hooks
    if node.hooks is None:
        node.hooks = {}
    return node.hooks.setdefault(tensor.output_index, Hooks(type(tensor).wrap))


def register_hook(tensor, fn: Callable) -> RemovableHandle:
    """`Tensor.register_hook`: `fn(grad)` is called with the tensor's gradient at every
    backward; a returned tensor replaces that gradient."""
    if not callable(fn):
        raise TypeError(f"register_hook takes a function of the gradient, got"
                        f" {type(fn).__name__}")
    if not tensor.requires_grad:
        raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
    hooks = hooks_of(tensor)
    hooks.fns.append(fn)
    return RemovableHandle(hooks.fns, fn)


def retain_grad(tensor) -> None:
    """`Tensor.retain_grad`: an intermediate's gradient is added into its `.grad` too (a
    leaf's always is)."""
    if not tensor.requires_grad:
        raise RuntimeError("can't retain_grad on a tensor that has requires_grad=False")
    if tensor.grad_fn is not None:
        hooks_of(tensor).retain = weakref.ref(tensor)


def hook_location(fn: Callable) -> str:
    """`name (file:line)` of a hook, for messages."""
    code = getattr(fn, "__code__", None)
    where = f" ({code.co_filename}:{code.co_firstlineno})" if code is not None else ""
    return f"{getattr(fn, '__name__', type(fn).__name__)}{where}"


def run_hooks(hooks: Hooks, grad):
    """The gradient after each of `hooks` (a returned value replaces it); a retained
    gradient is added into its tensor's `.grad`."""
    grad = dense(grad)
    for fn in list(hooks.fns):
        with no_grad():
            out = fn(hooks.wrap(grad))
        if out is None:
            continue
        new = out._data if hasattr(out, "_data") else np.asarray(out)
        if new.shape != grad.shape:
            raise BackwardError(f"hook {hook_location(fn)} returned a gradient of shape"
                                f" {list(new.shape)} for a tensor of shape {list(grad.shape)}")
        grad = new if new.dtype == grad.dtype else new.astype(grad.dtype)
    if hooks.retain is not None:
        t = hooks.retain()
        if t is not None:
            t.accumulate_grad(grad)
    return grad


def topological(roots: Sequence[Node]) -> list[Node]:
    """Nodes reachable from `roots`, each after every node that consumes its outputs."""
    order, seen = [], set()
    stack = [(root, False) for root in reversed(roots)]
    while stack:
        node, done = stack.pop()
        if done:
            order.append(node)
            continue
        if id(node) in seen:
            continue
        seen.add(id(node))
        stack.append((node, True))
        for t in node.inputs:
            if t.grad_fn is not None and id(t.grad_fn) not in seen:
                stack.append((t.grad_fn, False))
    return order[::-1]


def _add(into: dict, key, grad) -> None:
    into[key] = grad if key not in into else add(into[key], grad)


def _to_leaf(leaves: dict, t, grad, owned: bool) -> None:
    entry = leaves.get(id(t))
    if entry is None:
        leaves[id(t)] = [t, grad, owned]
    else:
        entry[1], entry[2] = add(entry[1], grad), True       # a sum is a new array


def needed_nodes(order: list[Node], inputs: Sequence) -> set[int]:
    """The nodes of `order` (a `topological` order) a gradient of one of `inputs` flows
    through: only these run for `autograd.grad`."""
    leaves = {id(t) for t in inputs if t.grad_fn is None}
    outputs = {(id(t.grad_fn), t.output_index) for t in inputs if t.grad_fn is not None}
    needed: set[int] = set()
    for node in reversed(order):                  # producers first
        for t in node.inputs:
            if t.grad_fn is None and id(t) in leaves or t.grad_fn is not None and (
                    (id(t.grad_fn), t.output_index) in outputs or id(t.grad_fn) in needed):
                needed.add(id(node))
                break
    return needed


def backpropagate(roots: Sequence, gradients: Sequence, retain_graph: bool,
                  inputs: Sequence | None = None) -> list | None:
    """Backpropagate `gradients` from the tensors `roots`: into the leaves' `.grad`, or, with
    `inputs`, into the returned list (one gradient or None per input) and no `.grad`."""
    pending: dict[int, dict[int, object]] = {}
    leaves: dict[int, list] = {}
    for r, g in zip(roots, gradients):
        if r.grad_fn is None:
            _to_leaf(leaves, r, g, False)
        else:
            _add(pending.setdefault(id(r.grad_fn), {}), r.output_index, g)
    order = topological([r.grad_fn for r in roots if r.grad_fn is not None])
    found = wanted = needed = None
    if inputs is not None:
        found = [None] * len(inputs)
        wanted = {(id(t.grad_fn), t.output_index) if t.grad_fn is not None else id(t): k
                  for k, t in enumerate(inputs)}
        needed = needed_nodes(order, inputs)
    for node in order:
        outs = pending.pop(id(node), {})
        if node.hooks is not None:
            for i, hooks in node.hooks.items():
                if i in outs:
                    outs[i] = run_hooks(hooks, outs[i])
        if wanted is not None:
            for i, g in outs.items():
                k = wanted.get((id(node), i))
                if k is not None:
                    found[k] = dense(g)
            if id(node) not in needed:
                continue
        grads = node.apply(outs, retain_graph)
        for t, g, owned in zip(node.inputs, grads, node.owned):
            if t.grad_fn is not None:
                _add(pending.setdefault(id(t.grad_fn), {}), t.output_index, g)
            elif t._requires_grad:
                _to_leaf(leaves, t, g, owned)
    for t, g, owned in leaves.values():
        if t._hooks is not None:
            g, owned = run_hooks(t._hooks, g), False
        if wanted is None:
            t.accumulate_grad(g, owned)
        elif id(t) in wanted:
            found[wanted[id(t)]] = dense(g)
    return found


def run_backward(root, gradient: np.ndarray, retain_graph: bool = False) -> None:
    """Backpropagate `gradient` from the tensor `root` into the `.grad` of the leaves."""
    engine = COMPILED_AUTOGRAD.get()
    if engine is not None:
        engine.backward([root], [gradient], retain_graph)
        return
    if profiler.SESSION is not None:          # the engine's time is the backward's Python
        return profiler.backward(_backpropagate, root, gradient, retain_graph)
    _backpropagate(root, gradient, retain_graph)


def _backpropagate(root, gradient: np.ndarray, retain_graph: bool) -> None:
    node = root.grad_fn
    if node is None or not node.leaves or node.hooks is not None:
        backpropagate([root], [gradient], retain_graph)      # the walk of a graph
        return
    if _LEAF_HOOKS:
        for t in node.inputs:
            if t._hooks is not None:                        # a leaf's hook: the walk runs it
                backpropagate([root], [gradient], retain_graph)
                return
    # one call whose inputs are leaves without hooks: no graph to walk
    grads = node.apply({root.output_index: gradient}, retain_graph)
    for t, g, owned in zip(node.inputs, grads, node.owned):
        if not t._requires_grad:
            continue
        data = t._data
        if owned and t._grad is None and type(g) is np.ndarray and g.dtype == data.dtype \
                and g.shape == data.shape:
            t._grad = g                               # `accumulate_grad`'s first case
        else:
            t.accumulate_grad(g, owned)
