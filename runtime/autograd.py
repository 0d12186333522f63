"""Backward through compiled calls: graph nodes that hold saved values, and the engine that runs
them.

Each call of a compiled function that needs gradients makes one `Node`: the compiled backward,
the values its forward saved, the input tensors, and which outputs take a tangent. An output
`Tensor` points at its node. `run_backward(root, gradient, retain_graph)` walks the nodes reachable
from `root` in reverse topological order, feeds each node the summed gradients of its outputs
(zeros for outputs nothing flowed into), and accumulates the input gradients: into `.grad` for
leaf tensors that require grad, into the producing node for outputs of earlier compiled calls.
Saved values are freed after use unless `retain_graph=True`; a second backward then raises.
"""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from ..ir.types import TensorType


class BackwardError(RuntimeError):
    """Backward that cannot run: freed graph, non-scalar root without `gradient`, no graph."""


FREED = ("Trying to backward through the graph a second time (or directly access saved"
         " tensors after they have already been freed). Saved intermediate values of the graph"
         " are freed when you call .backward(). Specify retain_graph=True if you need to"
         " backward through the graph a second time.")


class Node:
    """One compiled call's backward: `backward(*saved, *tangents) -> grads of `inputs``."""

    def __init__(self, name: str, backward: Callable, saved: Sequence[np.ndarray],
                 inputs: Sequence, output_types: Sequence[TensorType],
                 tangent_outputs: Sequence[int]):
        self.name = name
        self.backward = backward
        self.saved: list[np.ndarray] | None = list(saved)
        self.inputs = list(inputs)          # Tensors, one per gradient the backward returns
        self.output_types = list(output_types)
        self.tangent_outputs = list(tangent_outputs)

    def __repr__(self) -> str:
        return f"<{self.name}Backward>"

    def apply(self, output_grads: dict[int, np.ndarray], retain_graph: bool) -> list:
        """Run the backward on the summed output gradients; returns one grad per input."""
        if self.saved is None:
            raise BackwardError(FREED)
        tangents = []
        for i in self.tangent_outputs:
            t = self.output_types[i]
            tangents.append(output_grads.get(i, np.zeros(t.shape, t.dtype.numpy)))
        grads = self.backward(*self.saved, *tangents)
        if not retain_graph:
            self.saved = None
        if len(grads) != len(self.inputs):
            raise BackwardError(f"{self!r} returned {len(grads)} gradients for"
                                f" {len(self.inputs)} inputs")
        return list(grads)


def _topological(root: Node) -> list[Node]:
    """Nodes reachable from `root`, each after every node that consumes its outputs."""
    order, seen = [], set()
    stack = [(root, False)]
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


def _add(into: dict, key, grad: np.ndarray) -> None:
    into[key] = grad if key not in into else into[key] + grad


def run_backward(root, gradient: np.ndarray, retain_graph: bool = False) -> None:
    """Backpropagate `gradient` from the tensor `root` into the `.grad` of the leaves."""
    if root.grad_fn is None:
        root.accumulate_grad(gradient)
        return
    pending: dict[int, dict[int, np.ndarray]] = {id(root.grad_fn): {root.output_index: gradient}}
    for node in _topological(root.grad_fn):
        grads = node.apply(pending.pop(id(node), {}), retain_graph)
        for t, g in zip(node.inputs, grads):
            if t.grad_fn is not None:
                _add(pending.setdefault(id(t.grad_fn), {}), t.output_index, g)
            elif t.requires_grad:
                t.accumulate_grad(g)
