"""`aotgrad.optim.RMSprop`: PyTorch's RMSprop (centered, with momentum and weight decay).

The host update is numpy arithmetic in the parameter's dtype, in the order of PyTorch's
single-tensor implementation, run in blocks (`optim.in_blocks`); the update on the device (and
with `fused=True`) is one compiled function per parameter group, as SGD's and Adam's are, with
the learning rate and momentum taken at run time so that a scheduler compiles nothing.
"""
from __future__ import annotations

import numpy as np

from .. import functions as F
from ..ir.errors import IRError
from .optim import Optimizer, _zeros, in_blocks


class RMSprop(Optimizer):
    """v = alpha * v + (1 - alpha) * g^2; p -= lr * g / (sqrt(v - mean(g)^2 if centered) + eps),
    through momentum when it is nonzero."""

    defaults = {"lr": 1e-2, "alpha": 0.99, "eps": 1e-8, "weight_decay": 0.0, "momentum": 0.0,
                "centered": False}
    state_names = ("step", "square_avg", "momentum_buffer", "grad_avg")

    def _check(self, group):
        super()._check(group)
        for name in ("eps", "momentum", "weight_decay", "alpha"):
            if not group[name] >= 0.0:
                raise IRError(f"Invalid {name} value: {group[name]}")

    def saved_names(self, group):
        return ("step", "square_avg") + (("momentum_buffer",) if group["momentum"] > 0 else ()) \
            + (("grad_avg",) if group["centered"] else ())

    def update(self, param, grad, state, group):
        t = param.dtype.type
        alpha, decay, momentum = group["alpha"], group["weight_decay"], group["momentum"]
        centered = group["centered"]
        if not state:
            state.update(step=0, square_avg=np.zeros_like(param))
        state["step"] += 1
        arrays = [state["square_avg"]]
        if momentum > 0:
            arrays.append(state.setdefault("momentum_buffer", np.zeros_like(param)))
        if centered:
            arrays.append(state.setdefault("grad_avg", np.zeros_like(param)))

        def block(param, grad, square_avg, *rest):
            if decay:
                grad = grad + t(decay) * param
            square_avg *= t(alpha)
            square_avg += grad * grad * t(1 - alpha)
            if centered:
                grad_avg = rest[-1]
                _lerp(grad_avg, grad, 1 - alpha, t)
                avg = np.sqrt(square_avg - grad_avg * grad_avg)
            else:
                avg = np.sqrt(square_avg)
            avg += t(group["eps"])
            if momentum > 0:
                buf = rest[0]
                buf *= t(momentum)
                buf += grad / avg
                param -= t(group["lr"]) * buf
            else:
                param -= t(group["lr"]) * (grad / avg)
        in_blocks(block, param, grad, *arrays)

    device_state = ("square_avg", "momentum_buffer", "grad_avg", "step")
    scheduled = ("lr", "momentum")

    def init_device_state(self, p, state):
        for name in ("square_avg", "momentum_buffer", "grad_avg"):
            state[name] = _zeros(p, p.shape)
        state["step"] = _zeros(p, ())

    def device_update(self, o, s, params, grads, states):
        alpha, decay, eps = o["alpha"], o["weight_decay"], o["eps"]
        new_params, new_states = [], []
        for p, g, (square_avg, buf, grad_avg, step) in zip(params, grads, states):
            if decay:
                g = g + decay * p
            square_avg = square_avg * alpha + g * g * (1 - alpha)
            if o["centered"]:
                grad_avg = grad_avg + (1 - alpha) * (g - grad_avg) if 1 - alpha < 0.5 else \
                    g - (g - grad_avg) * alpha
                avg = F.sqrt(square_avg - grad_avg * grad_avg) + eps
            else:
                avg = F.sqrt(square_avg) + eps
            if o["momentum"]:
                buf = buf * s["momentum"] + g / avg
                p = p - s["lr"] * buf
            else:
                p = p - s["lr"] * (g / avg)
            new_params.append(p)
            new_states.append([square_avg, buf, grad_avg, step + 1.0])
        return new_params, new_states


def _lerp(start: np.ndarray, end: np.ndarray, weight: float, t) -> None:
    """`start` moved to `start + weight * (end - start)` in place, in the two forms PyTorch's
    lerp uses (from the nearer end, for accuracy)."""
    if abs(weight) < 0.5:
        start += t(weight) * (end - start)
    else:
        start[...] = end - (end - start) * t(1 - weight)
