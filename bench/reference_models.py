"""The DSL models written again by hand: in PyTorch, in numpy (forward and backward), and as
Python functions for `aotgrad.compile`, so that one model can be run by each contender.

In: arrays for the arguments of a model, in the order of its DSL signature. Out: the loss (and,
for the numpy steps, one gradient per float argument, in argument order). `TORCH_MODELS` maps a
model label (`examples/mlp`) to its PyTorch function; `NUMPY_STEPS` and `AOTGRAD_MODELS` cover the
models of the step-time benchmark. `check_same_model` confirms a rewrite against the reference
interpreter running the DSL model, so a comparison never measures two different functions.
"""
from __future__ import annotations

import math
from typing import Callable

import numpy as np
import torch
import torch.nn.functional as F

import aotgrad
from harness import Model

# ------------------------------------------------------------------------------- PyTorch


def torch_seed(x, w, b):
    """The seed model (examples/seed.ag) in PyTorch."""
    h = torch.relu(x @ w + b)
    return (torch.sin(h) + torch.cos(h)).sum()


def torch_mlp(x, w1, b1, w2, b2, w3, b3):
    """The MLP (examples/mlp.ag) in PyTorch."""
    h1 = torch.relu(x @ w1 + b1)
    h2 = torch.relu(h1 @ w2 + b2)
    return (h2 @ w3 + b3).sum()


def torch_attention(x, wq, wk, wv, wo):
    """The attention model (examples/attention.ag) in PyTorch."""
    q, k, v = x @ wq, x @ wk, x @ wv
    scores = q @ k.transpose(1, 2) / math.sqrt(32.0)
    p = torch.softmax(scores, dim=-1)
    return ((p @ v) @ wo).mean()


def _torch_block(h, g, beta, w, b):
    n = F.layer_norm(h, h.shape[-1:], g, beta, eps=1e-5)
    return h + F.gelu(n @ w + b, approximate="tanh")


def torch_classifier(x, labels, w_in, b_in, g1, beta1, w1, b1, g2, beta2, w2, b2, w_out, b_out):
    """The classifier (examples/classifier.ag) in PyTorch."""
    h = x @ w_in + b_in
    h = _torch_block(h, g1, beta1, w1, b1)
    h = _torch_block(h, g2, beta2, w2, b2)
    return F.cross_entropy(h @ w_out + b_out, labels)


TORCH_MODELS: dict[str, Callable] = {
    "examples/seed": torch_seed,
    "examples/mlp": torch_mlp,
    "examples/attention": torch_attention,
    "examples/classifier": torch_classifier,
}


def torch_inputs(arrays: list[np.ndarray]) -> list[torch.Tensor]:
    """Tensors of `arrays`; float ones require grad (every float DSL argument gets one)."""
    return [torch.tensor(a, requires_grad=a.dtype.kind == "f") for a in arrays]


# ------------------------------------------------------------------------------- numpy


def numpy_seed(x, w, b):
    """The seed model in numpy, forward and hand-written backward: (loss, [dx, dw, db])."""
    a = x @ w + b
    h = np.maximum(a, 0)
    sin, cos = np.sin(h), np.cos(h)
    loss = (sin + cos).sum()
    da = (cos - sin) * (a > 0)
    return loss, [da @ w.T, x.T @ da, da.sum(axis=0)]


def numpy_mlp(x, w1, b1, w2, b2, w3, b3):
    """The MLP in numpy, forward and hand-written backward: (loss, grads in argument order)."""
    h1 = np.maximum(x @ w1 + b1, 0)
    h2 = np.maximum(h1 @ w2 + b2, 0)
    loss = (h2 @ w3 + b3).sum()
    dlogits = np.ones((x.shape[0], w3.shape[1]), x.dtype)
    da2 = (dlogits @ w3.T) * (h2 > 0)
    da1 = (da2 @ w2.T) * (h1 > 0)
    return loss, [da1 @ w1.T, x.T @ da1, da1.sum(axis=0), h1.T @ da2, da2.sum(axis=0),
                  h2.T @ dlogits, dlogits.sum(axis=0)]


NUMPY_STEPS: dict[str, Callable] = {"examples/seed": numpy_seed, "examples/mlp": numpy_mlp}

# ------------------------------------------------------------------------------- aotgrad


def aotgrad_seed(x, w, b):
    """The seed model for `aotgrad.compile` to trace."""
    h = aotgrad.relu(x @ w + b)
    return (aotgrad.sin(h) + aotgrad.cos(h)).sum()


def aotgrad_mlp(x, w1, b1, w2, b2, w3, b3):
    """The MLP for `aotgrad.compile` to trace."""
    h1 = aotgrad.relu(x @ w1 + b1)
    h2 = aotgrad.relu(h1 @ w2 + b2)
    return (h2 @ w3 + b3).sum()


AOTGRAD_MODELS: dict[str, Callable] = {"examples/seed": aotgrad_seed,
                                       "examples/mlp": aotgrad_mlp}


def check_same_model(model: Model, arrays: list[np.ndarray], loss: float) -> None:
    """Raise unless `loss` is what the DSL model gives on `arrays` (reference interpreter)."""
    expected = float(aotgrad.interpret(model.module, *arrays)[0])
    if not np.isclose(loss, expected, rtol=1e-3, atol=1e-4):
        raise AssertionError(f"{model.label}: the rewrite gives {loss}, the DSL model {expected}")
