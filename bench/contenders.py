"""One training step of a workload, per contender, as a callable the suite can time.

In: a `Workload` and its input arrays (each contender gets its own copies). Out: `make_step(name,
workload, arrays)` -> `step()`, which computes the loss and the gradients of `workload.grads`
afresh (and, for an `sgd` workload, updates those inputs in place by `-LR * grad`) and returns
the gradients as numpy arrays, in `workload.grads` order. Contenders (`CONTENDERS`):

- `numpy`: the hand-written forward and backward;
- `torch eager`, `torch.compile`: `loss.backward()` on tensors (`torch.compile` with its default
  backend, Inductor, compiled on the first call); SGD by `torch.optim.SGD`;
- `aotgrad`: `aotgrad.compile(fn)` (backend `cpu`) on Tensors, `loss.backward()`;
- `aotgrad value_and_grad`: `aotgrad.value_and_grad(fn, argnums)` on numpy arrays (workloads
  of arrays only: a module's parameters are not arguments).

On a workload of arrays, the torch and aotgrad steps update with their own `optim.SGD` (what
their users write, and what the module workloads use, so that W4 and W7 differ in the layout
alone), numpy by hand with `p -= lr * g`. On a module workload
(`w.modules`) the torch and aotgrad steps are a user's training step: the model and its loss
from the workload's builder, `torch.compile(loss_fn)` or `aotgrad.compile(loss_fn)`,
`optimizer.zero_grad()` (`model.zero_grad()` without SGD), `loss_fn(*data).backward()`,
`optimizer.step()` with `torch.optim.SGD` or `aotgrad.optim.SGD`.
torch and aotgrad are imported on first use, so a process building one step loads only its own.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from workloads import LR, Workload

Step = Callable[[], list[np.ndarray]]
CONTENDERS = ("numpy", "torch eager", "torch.compile", "aotgrad", "aotgrad value_and_grad")


def contenders(w: Workload) -> tuple[str, ...]:
    """The contenders that run `w`."""
    return tuple(c for c in CONTENDERS if not (w.modules and c == "aotgrad value_and_grad"))


def _copies(w: Workload, arrays: dict[str, np.ndarray]) -> list[np.ndarray]:
    return [arrays[n].copy() for n in w.shapes]


def numpy_step(w: Workload, arrays: dict[str, np.ndarray]) -> Step:
    """The hand-written step."""
    args = _copies(w, arrays)
    params = [args[list(w.shapes).index(n)] for n in w.grads]

    def step() -> list[np.ndarray]:
        grads = w.numpy(*args)[1]
        if w.sgd:
            for p, g in zip(params, grads):
                p -= LR * g
        return grads
    return step


def torch_step(w: Workload, arrays: dict[str, np.ndarray], compiled: bool) -> Step:
    """PyTorch on CPU, eager or through `torch.compile`."""
    import torch
    torch.set_num_threads(2)
    if w.modules:
        return module_step(w, arrays, w.torch, torch, torch.compile if compiled else None)
    fn = torch.compile(w.torch) if compiled else w.torch
    args = [torch.tensor(a, requires_grad=n in w.grads)
            for n, a in zip(w.shapes, _copies(w, arrays))]
    params = [args[list(w.shapes).index(n)] for n in w.grads]
    optimizer = torch.optim.SGD(params, lr=LR) if w.sgd else None

    def step() -> list[np.ndarray]:
        for p in params:
            p.grad = None
        fn(*args).backward()
        if optimizer is not None:
            optimizer.step()
        return [p.grad.numpy() for p in params]
    return step


def aotgrad_step(w: Workload, arrays: dict[str, np.ndarray]) -> Step:
    """`aotgrad.compile` on Tensors (those of `w.grads` require grad), `loss.backward()`:
    every input a Tensor, as torch's step takes torch tensors (a numpy array passed in and
    saved for the backward is snapshotted at every call, `runtime.autograd`; a Tensor's
    version counter costs nothing)."""
    import aotgrad
    if w.modules:
        return module_step(w, arrays, w.aotgrad, aotgrad, aotgrad.compile)
    fn = aotgrad.compile(w.aotgrad)
    args = [aotgrad.tensor(a, requires_grad=n in w.grads)
            for n, a in zip(w.shapes, _copies(w, arrays))]
    params = [args[list(w.shapes).index(n)] for n in w.grads]
    optimizer = aotgrad.optim.SGD(params, lr=LR) if w.sgd else None

    def step() -> list[np.ndarray]:
        for p in params:
            p.grad = None
        fn(*args).backward()
        if optimizer is not None:
            optimizer.step()
        return [p.grad for p in params]
    step.compiled = fn
    return step


def module_step(w: Workload, arrays: dict[str, np.ndarray], build: Callable, lib,
                compile_fn: Callable | None) -> Step:
    """A user's training step of a module workload in `lib` (torch or aotgrad, which spell it
    alike): the model and loss function from `build` (the workload's builder for `lib`), the
    loss compiled with `compile_fn` (None: eager), SGD from `lib.optim` for an `sgd`
    workload."""
    copies = dict(zip(w.shapes, _copies(w, arrays)))
    loss_fn, model = build(copies)
    fn = compile_fn(loss_fn) if compile_fn else loss_fn
    data = [lib.tensor(copies[n]) for n in w.data]
    params = dict(model.named_parameters())
    optimizer = lib.optim.SGD(model.parameters(), lr=LR) if w.sgd else None

    def step() -> list[np.ndarray]:
        (optimizer or model).zero_grad()
        fn(*data).backward()
        if optimizer:
            optimizer.step()
        return [np.asarray(params[n].grad) for n in w.grads]
    step.compiled = fn
    return step


def aotgrad_vg_step(w: Workload, arrays: dict[str, np.ndarray]) -> Step:
    """`aotgrad.value_and_grad` over the indices of `w.grads`, on numpy arrays."""
    import aotgrad
    argnums = tuple(list(w.shapes).index(n) for n in w.grads)
    fn = aotgrad.value_and_grad(w.aotgrad, argnums=argnums)
    args = _copies(w, arrays)

    def step() -> list[np.ndarray]:
        grads = fn(*args)[1]
        if w.sgd:
            for i, g in zip(argnums, grads):
                args[i] -= LR * g
        return list(grads)
    return step


def make_step(name: str, w: Workload, arrays: dict[str, np.ndarray]) -> Step:
    """The step of contender `name` (one of `contenders(w)`) on `w`."""
    if name in CONTENDERS and name not in contenders(w):
        raise ValueError(f"contender {name!r} does not run {w.name} (a module workload)")
    if name == "numpy":
        return numpy_step(w, arrays)
    if name in ("torch eager", "torch.compile"):
        return torch_step(w, arrays, compiled=name == "torch.compile")
    if name == "aotgrad":
        return aotgrad_step(w, arrays)
    if name == "aotgrad value_and_grad":
        return aotgrad_vg_step(w, arrays)
    raise ValueError(f"unknown contender {name!r}")
