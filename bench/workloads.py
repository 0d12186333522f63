"""The workloads of the benchmark suite, each written once per contender: numpy by hand (forward
and backward), PyTorch, and Python for `aotgrad` to trace.

W1s, W1l, W2, W3, W4, W5 are functions of arrays (weights as plain arrays, the MLP's in the
`x @ W` layout, [in, out]). W6, W7, W8 are *module workloads*, built from `torch.nn` and
`aotgrad.nn` modules as users write them (`nn.Linear`'s weight [out, in], `x @ W.T + b`):
their models are in `torch_models.py` and `ag_models.py`, their numpy steps in
`np_models.py`.

In: nothing (inputs are drawn from a fixed seed, float32). Out: `WORKLOADS`, name -> `Workload`:
its inputs, which of them get gradients, its loss in each contender's terms, whether a step ends
with an SGD update, and the bytes a step must move at least (inputs read once, gradients written
once) for the bandwidth bound. Only numpy is imported here; torch and aotgrad are imported by
the functions that need them, so a fresh process measuring one contender's memory loads only it.
"""
from __future__ import annotations

import functools
import importlib
from dataclasses import dataclass
from typing import Callable, NamedTuple

import numpy as np

import np_models

LR = 0.01          # W4's and W7's SGD step size
EPS = 1e-5         # layernorm's epsilon (aotgrad's default, given to torch explicitly)
MLP_WIDTHS = (1024, 2048, 2048, 10)     # the MLP of W3, W4, W6, W7 (batch 128)


class BlockSizes(NamedTuple):
    """The transformer block of W8."""

    batch: int = 16
    length: int = 256
    width: int = 256
    heads: int = 4
    hidden: int = 1024


BLOCK = BlockSizes()


@dataclass(frozen=True)
class Workload:
    """One benchmark workload: `shapes` name -> (shape, dtype), `grads` the names of the inputs
    that get gradients (in order), `numpy(*arrays) -> (loss, [grads])` (arrays in `shapes`
    order), `sgd` whether a step updates the `grads` inputs in place, `classes` the range of
    integer labels.

    A workload of arrays (`modules` false) has `torch(*tensors)` and `aotgrad(*values)` ->
    loss. A module workload (`modules` true) has builders instead: `torch(arrays)` and
    `aotgrad(arrays)` -> `(loss_fn, model)`, the model built from its framework's `nn` modules
    with the parameters of `arrays` loaded (named as in its `state_dict`; they are the `grads`
    inputs, in `named_parameters()` order) and `loss_fn(*data)` its loss on the `data`
    inputs; a step with `sgd` is `optimizer.zero_grad()`, `loss.backward()`,
    `optimizer.step()` with the framework's SGD. `layout_of` names the workload of arrays
    that computes the same model with its weights in the `x @ W` layout."""

    name: str
    what: str
    shapes: dict[str, tuple[tuple[int, ...], str]]
    grads: tuple[str, ...]
    numpy: Callable
    torch: Callable
    aotgrad: Callable
    sgd: bool = False
    bandwidth_bound: bool = False
    modules: bool = False
    classes: int = 10
    layout_of: str = ""

    @property
    def data(self) -> tuple[str, ...]:
        """The inputs that are not parameters (those of a module workload's `loss_fn`)."""
        return tuple(n for n in self.shapes if n not in self.grads)

    def inputs(self, seed: int = 0) -> dict[str, np.ndarray]:
        """Fresh inputs: floats ~ N(0, 0.1^2), weights ~ N(0, 1/fan-in) (`w*` arrays [in, out],
        a module's `*.weight` [out, in]), a LayerNorm's weight ~ 1 + N(0, 0.1^2), int labels."""
        rng = np.random.default_rng(seed)
        out = {}
        for name, (shape, dtype) in self.shapes.items():
            if dtype == "int64":
                out[name] = rng.integers(0, self.classes, size=shape).astype(np.int64)
            elif name.startswith("w"):
                out[name] = (rng.standard_normal(shape) / np.sqrt(shape[0])).astype(np.float32)
            elif name.endswith(".weight") and len(shape) == 2:
                out[name] = (rng.standard_normal(shape) / np.sqrt(shape[1])).astype(np.float32)
            elif name.endswith(".weight"):
                out[name] = (1 + 0.1 * rng.standard_normal(shape)).astype(np.float32)
            else:
                out[name] = (0.1 * rng.standard_normal(shape)).astype(np.float32)
        return out

    def min_bytes(self) -> int:
        """Bytes a step moves at least: every input read once, every gradient written once."""
        size = {n: int(np.prod(s)) * np.dtype(d).itemsize for n, (s, d) in self.shapes.items()}
        return sum(size.values()) + sum(size[n] for n in self.grads)


# ------------------------------------------------------------------------ W1: the seed model


def np_seed(x, w, b):
    a = x @ w + b
    h = np.maximum(a, 0)
    sin, cos = np.sin(h), np.cos(h)
    da = (cos - sin) * (a > 0)
    return (sin + cos).sum(), [da @ w.T, x.T @ da, da.sum(axis=0)]


def torch_seed(x, w, b):
    import torch
    h = torch.relu(x @ w + b)
    return (torch.sin(h) + torch.cos(h)).sum()


def ag_seed(x, w, b):
    import aotgrad
    h = aotgrad.relu(x @ w + b)
    return (aotgrad.sin(h) + aotgrad.cos(h)).sum()

# ------------------------------------------------- W2: six elementwise ops, then a sum


def np_chain(x):
    c = np.cos(x)
    t = np.tanh(np.sin(x) * np.float32(2.0) + np.float32(1.0))
    e = np.exp(t)
    dx = e + x * e * (np.float32(1.0) - t * t) * np.float32(2.0) * c
    return (x * e).sum(), [dx]


def torch_chain(x):
    import torch
    return (x * torch.exp(torch.tanh(torch.sin(x) * 2.0 + 1.0))).sum()


def ag_chain(x):
    import aotgrad
    return (x * aotgrad.exp(aotgrad.tanh(aotgrad.sin(x) * 2.0 + 1.0))).sum()

# ------------------------------------------------------------------- W3, W4: the MLP


def np_mlp_forward(x, w1, b1, w2, b2, w3, b3):
    h1 = np.maximum(x @ w1 + b1, 0)
    h2 = np.maximum(h1 @ w2 + b2, 0)
    return h1, h2, h2 @ w3 + b3


def np_mlp_backward(x, h1, h2, w2, w3, dlogits):
    da2 = (dlogits @ w3.T) * (h2 > 0)
    da1 = (da2 @ w2.T) * (h1 > 0)
    return [x.T @ da1, da1.sum(axis=0), h1.T @ da2, da2.sum(axis=0), h2.T @ dlogits,
            dlogits.sum(axis=0)]


def np_mlp(x, w1, b1, w2, b2, w3, b3):
    h1, h2, logits = np_mlp_forward(x, w1, b1, w2, b2, w3, b3)
    return logits.sum(), np_mlp_backward(x, h1, h2, w2, w3, np.ones_like(logits))


def np_mlp_xent(x, labels, w1, b1, w2, b2, w3, b3):
    h1, h2, logits = np_mlp_forward(x, w1, b1, w2, b2, w3, b3)
    loss, dlogits = np_models.cross_entropy(logits, labels)
    return loss, np_mlp_backward(x, h1, h2, w2, w3, dlogits)


def torch_mlp_logits(x, w1, b1, w2, b2, w3, b3):
    import torch
    h1 = torch.relu(x @ w1 + b1)
    h2 = torch.relu(h1 @ w2 + b2)
    return h2 @ w3 + b3


def torch_mlp(x, w1, b1, w2, b2, w3, b3):
    return torch_mlp_logits(x, w1, b1, w2, b2, w3, b3).sum()


def torch_mlp_xent(x, labels, w1, b1, w2, b2, w3, b3):
    import torch.nn.functional as F
    return F.cross_entropy(torch_mlp_logits(x, w1, b1, w2, b2, w3, b3), labels)


def ag_mlp_logits(x, w1, b1, w2, b2, w3, b3):
    import aotgrad
    h1 = aotgrad.relu(x @ w1 + b1)
    h2 = aotgrad.relu(h1 @ w2 + b2)
    return h2 @ w3 + b3


def ag_mlp(x, w1, b1, w2, b2, w3, b3):
    return ag_mlp_logits(x, w1, b1, w2, b2, w3, b3).sum()


def ag_mlp_xent(x, labels, w1, b1, w2, b2, w3, b3):
    import aotgrad
    return aotgrad.cross_entropy(ag_mlp_logits(x, w1, b1, w2, b2, w3, b3), labels)

# ------------------------------------------------------------ W5: layernorm then softmax


def np_ln_softmax(x, target):
    mu = x.mean(axis=-1, keepdims=True)
    c = x - mu
    rstd = 1 / np.sqrt((c * c).mean(axis=-1, keepdims=True) + np.float32(EPS))
    n = c * rstd
    e = np.exp(n - n.max(axis=-1, keepdims=True))
    y = e / e.sum(axis=-1, keepdims=True)
    dn = y * (target - (target * y).sum(axis=-1, keepdims=True))
    dx = rstd * (dn - dn.mean(axis=-1, keepdims=True)
                 - n * (dn * n).mean(axis=-1, keepdims=True))
    return (y * target).sum(), [dx]


def torch_ln_softmax(x, target):
    import torch
    import torch.nn.functional as F
    y = torch.softmax(F.layer_norm(x, x.shape[-1:], eps=EPS), dim=-1)
    return (y * target).sum()


def ag_ln_softmax(x, target):
    import aotgrad
    return (aotgrad.softmax(aotgrad.layernorm(x)) * target).sum()

# ------------------------------------------------------------------------------ the list


def _f32(*shape: int) -> tuple[tuple[int, ...], str]:
    return shape, "float32"


def _mlp_shapes(labels: bool) -> dict[str, tuple[tuple[int, ...], str]]:
    shapes = {"x": _f32(128, 1024)}
    if labels:
        shapes["labels"] = ((128,), "int64")
    return shapes | {"w1": _f32(1024, 2048), "b1": _f32(2048), "w2": _f32(2048, 2048),
                     "b2": _f32(2048), "w3": _f32(2048, 10), "b3": _f32(10)}


def _linear(name: str, fan_in: int, fan_out: int) -> dict[str, tuple[tuple[int, ...], str]]:
    """The parameters of `nn.Linear(fan_in, fan_out)` called `name`."""
    return {f"{name}.weight": _f32(fan_out, fan_in), f"{name}.bias": _f32(fan_out)}


def _layernorm(name: str, width: int) -> dict[str, tuple[tuple[int, ...], str]]:
    return {f"{name}.weight": _f32(width), f"{name}.bias": _f32(width)}


def _module_mlp_shapes() -> dict[str, tuple[tuple[int, ...], str]]:
    """The parameters of `MLP` (`torch_models.py`, `ag_models.py`), in `named_parameters()`
    order."""
    widths = MLP_WIDTHS
    return {k: v for i in range(3) for k, v in _linear(f"fc{i + 1}", *widths[i:i + 2]).items()}


def _block_shapes() -> dict[str, tuple[tuple[int, ...], str]]:
    """The parameters of `Block` (`torch_models.py`, `ag_models.py`), in
    `named_parameters()` order."""
    b = BLOCK
    return (_layernorm("ln1", b.width) | _linear("qkv", b.width, 3 * b.width)
            | _linear("proj", b.width, b.width) | _layernorm("ln2", b.width)
            | _linear("fc1", b.width, b.hidden) | _linear("fc2", b.hidden, b.width))


def _built_by(module: str, name: str) -> Callable:
    """The builder `name` of `module` (`torch_models` or `ag_models`), imported when first
    called, so that only the measured contender's library is loaded."""
    def build(arrays):
        return getattr(importlib.import_module(module), name)(arrays)
    build.__name__ = build.__qualname__ = f"{module}.{name}"
    return build


def _modules(name: str, what: str, data: dict, params: dict, numpy: Callable, builder: str,
             **options) -> Workload:
    """A module workload: `data` inputs, then the model's `params`, which get gradients."""
    return Workload(name, what, data | params, tuple(params), numpy,
                    _built_by("torch_models", builder), _built_by("ag_models", builder),
                    modules=True, **options)


PARAMS = ("w1", "b1", "w2", "b2", "w3", "b3")
_SEED = dict(numpy=np_seed, torch=torch_seed, aotgrad=ag_seed, grads=("x", "w", "b"))
_ACTIVATION = _f32(BLOCK.batch, BLOCK.length, BLOCK.width)
WORKLOADS: dict[str, Workload] = {w.name: w for w in [
    Workload("W1s", "seed, x [10,20], w [20,30]",
             {"x": _f32(10, 20), "w": _f32(20, 30), "b": _f32(30)}, **_SEED),
    Workload("W1l", "seed, x [4096,1024], w [1024,1024]",
             {"x": _f32(4096, 1024), "w": _f32(1024, 1024), "b": _f32(1024)}, **_SEED),
    Workload("W2", "x*exp(tanh(sin(x)*2+1)), sum; [2048,2048]", {"x": _f32(2048, 2048)},
             ("x",), np_chain, torch_chain, ag_chain, bandwidth_bound=True),
    Workload("W3", "MLP 1024-2048-2048-10, batch 128, sum", _mlp_shapes(False), PARAMS,
             np_mlp, torch_mlp, ag_mlp),
    Workload("W4", "MLP, mean cross-entropy, SGD", _mlp_shapes(True), PARAMS,
             np_mlp_xent, torch_mlp_xent, ag_mlp_xent, sgd=True),
    Workload("W5", "softmax(layernorm(x)), sum(y*t); [4096,1024]",
             {"x": _f32(4096, 1024), "target": _f32(4096, 1024)}, ("x",),
             np_ln_softmax, torch_ln_softmax, ag_ln_softmax, bandwidth_bound=True),
    _modules("W6", "MLP of nn.Linear (x @ W.T), sum", {"x": _f32(128, 1024)},
             _module_mlp_shapes(), np_models.mlp_sum, "mlp_sum", layout_of="W3"),
    _modules("W7", "MLP of nn.Linear, cross-entropy, optim.SGD",
             {"x": _f32(128, 1024), "labels": ((128,), "int64")}, _module_mlp_shapes(),
             np_models.mlp_xent, "mlp_xent", sgd=True, layout_of="W4"),
    _modules("W8", "block: LN, 4-head attention, LN, GELU MLP; [16,256,256]",
             {"x": _ACTIVATION, "target": _ACTIVATION}, _block_shapes(),
             functools.partial(np_models.block, heads=BLOCK.heads), "block"),
]}
