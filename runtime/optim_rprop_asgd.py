"""`aotgrad.optim` Rprop and ASGD: PyTorch's formulas, defaults, argument names and state
(`step`, `prev`, `step_size`; `step`, `eta`, `mu`, `ax`).

As for the other optimizers (`optim.py`), the host update is numpy arithmetic in the
parameter's dtype, in the order of PyTorch's single-tensor implementation, run in blocks
(`optim.in_blocks`), and the update on the device (and with `fused=True` on the host) is one
compiled function per parameter group (`device_update`) that takes the learning rate at run
time. State is made at a parameter's first step, as PyTorch's is: Rprop's step sizes start at
the group's lr then, and ASGD's `eta` at lr and `mu` at 1 (on the device, where the step
count is still 0). ASGD's `eta` and `mu` are float32 numbers, as PyTorch keeps them.
"""
from __future__ import annotations

import numpy as np

from .. import functions as F
from ..ir.errors import IRError
from .optim import Optimizer, in_blocks
from .optim_adaptive import check_nonnegative


class Rprop(Optimizer):
    """Each weight's step size grows by etas[1] while its gradient keeps its sign and shrinks
    by etas[0] when it flips (clamped to `step_sizes`; the gradient is then taken as 0);
    p -= sign(g) * step_size."""

    defaults = {"lr": 1e-2, "etas": (0.5, 1.2), "step_sizes": (1e-6, 50)}
    state_names = ("step", "prev", "step_size")
    device_state = ("prev", "step_size", "step")

    def _check(self, group):
        super()._check(group)
        minus, plus = group["etas"]
        if not 0.0 < minus < 1.0 < plus:
            raise IRError(f"Invalid eta values: {minus}, {plus}")

    def update(self, param, grad, state, group):
        t = param.dtype.type
        minus, plus = (t(e) for e in group["etas"])
        low, high = (t(s) for s in group["step_sizes"])
        if not state:
            state.update(step=0, prev=np.zeros_like(param),
                         step_size=np.full_like(param, group["lr"]))
        state["step"] += 1

        def block(param, grad, prev, step_size):
            sign = np.sign(grad * prev)
            step_size *= np.where(sign > 0, plus, np.where(sign < 0, minus, t(1)))
            np.clip(step_size, low, high, out=step_size)
            grad = np.where(sign < 0, t(0), grad)
            param -= np.sign(grad) * step_size
            prev[...] = grad
        in_blocks(block, param, grad, state["prev"], state["step_size"])

    def device_update(self, o, s, params, grads, states):
        minus, plus = o["etas"]
        low, high = o["step_sizes"]
        new_params, new_states = [], []
        for p, g, (prev, step_size, step) in zip(params, grads, states):
            step_size = F.where(F.eq(step, 0.0), s["lr"], step_size)
            sign = F.sign(g * prev)
            factor = F.where(F.gt(sign, 0.0), plus, F.where(F.lt(sign, 0.0), minus, 1.0))
            step_size = F.clamp(step_size * factor, low, high)
            g = F.where(F.lt(sign, 0.0), 0.0, g)
            new_params.append(p - F.sign(g) * step_size)
            new_states.append([g, step_size, step + 1.0])
        return new_params, new_states


class ASGD(Optimizer):
    """Averaged SGD: p = p * (1 - lambd * eta) - eta * g (g = grad + weight_decay * p); the
    average ax follows p (ax += (p - ax) * mu once step > t0); then
    eta = lr / (1 + lambd * lr * step) ** alpha and mu = 1 / max(1, step - t0)."""

    defaults = {"lr": 1e-2, "lambd": 1e-4, "alpha": 0.75, "t0": 1e6, "weight_decay": 0.0}
    state_names = ("step", "eta", "mu", "ax")
    scalar_states = ("eta", "mu")
    device_state = ("ax", "eta", "mu", "step")

    def _check(self, group):
        super()._check(group)
        check_nonnegative(group, ("weight_decay",))

    def update(self, param, grad, state, group):
        t = param.dtype.type
        lr, lambd = group["lr"], group["lambd"]
        if not state:
            state.update(step=0, eta=np.float32(lr), mu=np.float32(1.0),
                         ax=np.zeros_like(param))
        state["step"] += 1
        eta, mu = float(state["eta"]), float(state["mu"])

        def block(param, grad, ax):
            if group["weight_decay"]:
                grad = grad + t(group["weight_decay"]) * param
            param *= t(1 - lambd * eta)
            param += t(-eta) * grad
            if mu != 1:
                ax += (param - ax) * t(mu)
            else:
                ax[...] = param
        in_blocks(block, param, grad, state["ax"])
        step = state["step"]
        state["eta"] = np.float32(lr / (1 + lambd * lr * step) ** group["alpha"])
        state["mu"] = np.float32(1 / max(1, step - group["t0"]))

    def device_update(self, o, s, params, grads, states):
        lambd = o["lambd"]
        new_params, new_states = [], []
        for p, g, (ax, eta, mu, step) in zip(params, grads, states):
            first = F.eq(step, 0.0)
            eta, mu = F.where(first, s["lr"], eta), F.where(first, 1.0, mu)
            step = step + 1.0
            if o["weight_decay"]:
                g = g + o["weight_decay"] * p
            p = p * (1.0 - lambd * eta) - eta * g
            ax = F.where(F.eq(mu, 1.0), p, ax + (p - ax) * mu)
            new_params.append(p)
            new_states.append([ax, s["lr"] / (1.0 + lambd * s["lr"] * step) ** o["alpha"],
                               1.0 / F.maximum(step - o["t0"], 1.0), step])
        return new_params, new_states
