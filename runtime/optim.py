"""`aotgrad.optim`: SGD, Adam and AdamW on the parameters' `.grad`, with PyTorch's formulas.

An optimizer takes an iterable of Tensors (or of parameter groups: dicts with `params` and
options that override the defaults) and updates their data in place in `step()`, skipping
those whose `.grad` is None; `zero_grad()` sets the grads to None, as PyTorch does by default.
The updates are numpy arithmetic in the parameters' dtype, written in the order of PyTorch's
single-tensor implementations so that a run matches `torch.optim` step by step. Updating in
place keeps the arrays that compiled functions read as implicit inputs: the next call sees the
new values.
"""
from __future__ import annotations

import math

import numpy as np

from .tensor import Tensor


class Optimizer:
    """Parameter groups, per-parameter state, `zero_grad`; subclasses define `update`."""

    defaults: dict = {}

    def __init__(self, params, **options):
        params = list(params)
        if not params:
            raise ValueError("optimizer got an empty parameter list")
        groups = params if isinstance(params[0], dict) else [{"params": params}]
        self.param_groups = []
        for group in groups:
            group = {**self.defaults, **options, **group, "params": list(group["params"])}
            for p in group["params"]:
                if not isinstance(p, Tensor) or not p.requires_grad:
                    raise TypeError("optimizers update Tensors that require grad, got"
                                    f" {type(p).__name__}")
            if group["lr"] < 0:
                raise ValueError(f"invalid learning rate {group['lr']}")
            self.param_groups.append(group)
        self.state: dict[int, dict] = {}

    def zero_grad(self, set_to_none: bool = True) -> None:
        """Forget the gradients (None, or zeros with `set_to_none=False`)."""
        for group in self.param_groups:
            for p in group["params"]:
                if set_to_none or p.grad is None:
                    p.grad = None
                else:
                    p.grad = np.zeros_like(p.data)

    def step(self) -> None:
        """One update of every parameter that has a gradient."""
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                grad = np.asarray(p.grad, dtype=p.data.dtype)
                self.update(p.data, grad, self.state.setdefault(id(p), {}), group)
                p._version += 1             # an in-place write, as Tensor's own methods count

    def update(self, param: np.ndarray, grad: np.ndarray, state: dict, group: dict) -> None:
        raise NotImplementedError


class SGD(Optimizer):
    """p -= lr * g, g = grad + weight_decay * p, through momentum (optionally Nesterov)."""

    defaults = {"lr": 1e-3, "momentum": 0.0, "dampening": 0.0, "weight_decay": 0.0,
                "nesterov": False}

    def update(self, param, grad, state, group):
        if group["weight_decay"]:
            grad = grad + param.dtype.type(group["weight_decay"]) * param
        momentum = group["momentum"]
        if momentum:
            buf = state.get("momentum_buffer")
            if buf is None:
                buf = state["momentum_buffer"] = grad.copy()
            else:
                buf *= param.dtype.type(momentum)
                buf += param.dtype.type(1 - group["dampening"]) * grad
            grad = grad + param.dtype.type(momentum) * buf if group["nesterov"] else buf
        param -= param.dtype.type(group["lr"]) * grad


class Adam(Optimizer):
    """Adam with bias correction; `weight_decay` adds `weight_decay * p` to the gradient."""

    defaults = {"lr": 1e-3, "betas": (0.9, 0.999), "eps": 1e-8, "weight_decay": 0.0}
    decoupled = False

    def update(self, param, grad, state, group):
        t = param.dtype.type
        beta1, beta2 = group["betas"]
        if not state:
            state.update(step=0, exp_avg=np.zeros_like(param), exp_avg_sq=np.zeros_like(param))
        state["step"] += 1
        if group["weight_decay"]:
            if self.decoupled:
                param *= t(1 - group["lr"] * group["weight_decay"])
            else:
                grad = grad + t(group["weight_decay"]) * param
        m, v = state["exp_avg"], state["exp_avg_sq"]
        m += (grad - m) * t(1 - beta1)
        v *= t(beta2)
        v += grad * grad * t(1 - beta2)
        step_size = group["lr"] / (1 - beta1 ** state["step"])
        denom = np.sqrt(v) / t(math.sqrt(1 - beta2 ** state["step"])) + t(group["eps"])
        param -= t(step_size) * (m / denom)


class AdamW(Adam):
    """Adam with decoupled weight decay: p *= 1 - lr * weight_decay before the Adam step."""

    defaults = {**Adam.defaults, "weight_decay": 1e-2}
    decoupled = True
