"""`autograd.grad` and `autograd.backward`: backward from several tensors, as PyTorch's
`torch.autograd` functions, on the engine of `runtime.engine` (or compiled autograd's)."""
from __future__ import annotations

from .autograd import BackwardError, COMPILED_AUTOGRAD
from .engine import backpropagate
from .tensor import Tensor


def grad(outputs, inputs, grad_outputs=None, retain_graph: bool | None = None,
         create_graph: bool = False, allow_unused: bool = False) -> tuple:
    """The gradients of `outputs` with respect to `inputs` (a tuple of tensors, one per
    input), as `torch.autograd.grad`: no `.grad` is touched. `grad_outputs` are the
    gradients of the outputs (ones for a scalar output when None); the graph is freed unless
    `retain_graph`."""
    outputs = [outputs] if isinstance(outputs, Tensor) else list(outputs)
    inputs = [inputs] if isinstance(inputs, Tensor) else list(inputs)
    if grad_outputs is None or isinstance(grad_outputs, Tensor):
        grad_outputs = [grad_outputs] * len(outputs) if grad_outputs is None else [grad_outputs]
    if len(grad_outputs) != len(outputs):
        raise BackwardError(f"grad_outputs has {len(grad_outputs)} gradients for"
                            f" {len(outputs)} outputs")
    if create_graph:
        raise BackwardError("create_graph=True is not supported: the values a node saves are"
                            " arrays, not tensors on the graph, so its backward cannot be"
                            " recorded; for higher derivatives differentiate a function with"
                            " aotgrad.grad (which nests)")
    for k, t in enumerate([*outputs, *inputs]):
        if not isinstance(t, Tensor) or not t.requires_grad:
            what = "outputs" if k < len(outputs) else "inputs"
            raise BackwardError(f"element {k if k < len(outputs) else k - len(outputs)} of"
                                f" {what} does not require grad and does not have a grad_fn")
    seeds = [t.seed(g) for t, g in zip(outputs, grad_outputs)]
    engine = COMPILED_AUTOGRAD.get()
    run = engine.backward if engine is not None else backpropagate
    found = run(outputs, seeds, bool(retain_graph), inputs)
    if not allow_unused and any(g is None for g in found):
        k = found.index(None)
        raise BackwardError(f"element {k} of inputs appears not to have been used in the graph"
                            f" of the outputs; pass allow_unused=True to get None for it")
    return tuple(None if g is None else Tensor.wrap(g.copy()) for g in found)


def backward(tensors, grad_tensors=None, retain_graph: bool = False) -> None:
    """`Tensor.backward` from several tensors at once (as `torch.autograd.backward`): their
    gradients flow together, each node runs once."""
    tensors = [tensors] if isinstance(tensors, Tensor) else list(tensors)
    if grad_tensors is None or isinstance(grad_tensors, Tensor):
        grad_tensors = [grad_tensors] * len(tensors)
    for k, t in enumerate(tensors):
        if not isinstance(t, Tensor) or not t.requires_grad:
            raise BackwardError(f"element {k} of tensors does not require grad and does not"
                                f" have a grad_fn")
    seeds = [t.seed(g) for t, g in zip(tensors, grad_tensors)]
    engine = COMPILED_AUTOGRAD.get()
    (engine.backward if engine is not None else backpropagate)(tensors, seeds, retain_graph)
