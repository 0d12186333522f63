"""`aotgrad.optim` Adagrad, Adadelta and Adamax: PyTorch's formulas, defaults, argument names
and state (`sum`; `square_avg`, `acc_delta`; `exp_avg`, `exp_inf`; each with `step`).

As for SGD and Adam (`optim.py`), the host update is numpy arithmetic in the parameter's dtype,
in the order of PyTorch's single-tensor implementation (its `addcmul`/`addcdiv` multiply by
the scalar first), run in blocks (`optim.in_blocks`); the update on the device, and with
`fused=True` on the host, is one compiled function per parameter group written with aotgrad's
ops (`device_update`), whose step count lives with the parameters, and which takes the
learning rate (and Adamax's beta1) at run time, so that a scheduler compiles nothing. State is
made at a parameter's first step, as PyTorch's Adadelta and Adamax do, except Adagrad's, made
at construction as PyTorch's, from the constructor's `initial_accumulator_value` (a group's
own value is not read, there or here).
"""
from __future__ import annotations

import math

import numpy as np

from .. import functions as F
from ..ir.errors import IRError
from .optim import Optimizer, _zeros, in_blocks
from .rmsprop import _lerp
from .tensor import _placed


def check_nonnegative(group: dict, names: tuple[str, ...], labels: dict | None = None) -> None:
    """PyTorch's `Invalid <name> value` for a negative option."""
    for name in names:
        if not group[name] >= 0.0:
            label = (labels or {}).get(name, f"{name} value")
            raise IRError(f"Invalid {label}: {group[name]}")


def check_betas(group: dict) -> None:
    """PyTorch's check that each beta is in [0, 1)."""
    for i, beta in enumerate(group["betas"]):
        if not 0.0 <= beta < 1.0:
            raise IRError(f"Invalid beta parameter at index {i}: {beta}")


class Adagrad(Optimizer):
    """sum += g^2; p -= lr / (1 + (step - 1) * lr_decay) * g / (sqrt(sum) + eps), with
    g = grad + weight_decay * p."""

    defaults = {"lr": 1e-2, "lr_decay": 0.0, "weight_decay": 0.0,
                "initial_accumulator_value": 0.0, "eps": 1e-10}
    state_names = ("step", "sum")
    device_state = ("sum", "step")

    def __init__(self, params, **options):
        super().__init__(params, **options)
        # as PyTorch's: the state of the constructor's parameters exists before a step
        for group in self.param_groups:
            for p in group["params"]:
                state = self.state[p]
                if self._fused(p, group):
                    self.init_device_state(p, state)
                else:
                    state.update(step=0, sum=np.full_like(p.data, self._initial_sum()))

    def _check(self, group):
        super()._check(group)
        check_nonnegative(group, ("lr_decay", "weight_decay", "initial_accumulator_value",
                                  "eps"), {"eps": "epsilon value"})

    def update(self, param, grad, state, group):
        t = param.dtype.type
        if not state:                 # a parameter of a group added after construction
            state.update(step=0, sum=np.full_like(param, self._initial_sum()))
        state["step"] += 1
        clr = group["lr"] / (1 + (state["step"] - 1) * group["lr_decay"])

        def block(param, grad, total):
            if group["weight_decay"]:
                grad = grad + t(group["weight_decay"]) * param
            total += grad * grad
            std = np.sqrt(total)
            std += t(group["eps"])
            param += t(-clr) * grad / std
        in_blocks(block, param, grad, state["sum"])

    def _initial_sum(self) -> float:
        return self.defaults["initial_accumulator_value"]

    def init_device_state(self, p, state):
        state["sum"] = _placed(np.full(p.shape, self._initial_sum(), p.dtype), p.device)
        state["step"] = _zeros(p, ())

    def device_update(self, o, s, params, grads, states):
        new_params, new_states = [], []
        for p, g, (total, step) in zip(params, grads, states):
            step = step + 1.0
            if o["weight_decay"]:
                g = g + o["weight_decay"] * p
            clr = s["lr"] / (1.0 + (step - 1.0) * o["lr_decay"]) if o["lr_decay"] else s["lr"]
            total = total + g * g
            new_params.append(p - clr * g / (F.sqrt(total) + o["eps"]))
            new_states.append([total, step])
        return new_params, new_states


class Adadelta(Optimizer):
    """v = rho * v + (1 - rho) * g^2; d = sqrt(u + eps) / sqrt(v + eps) * g;
    u = rho * u + (1 - rho) * d^2; p -= lr * d."""

    defaults = {"lr": 1.0, "rho": 0.9, "eps": 1e-6, "weight_decay": 0.0}
    state_names = ("step", "square_avg", "acc_delta")
    device_state = ("square_avg", "acc_delta", "step")

    def _check(self, group):
        super()._check(group)
        if not 0.0 <= group["rho"] <= 1.0:
            raise IRError(f"Invalid rho value: {group['rho']}")
        check_nonnegative(group, ("eps", "weight_decay"), {"eps": "epsilon value"})

    def update(self, param, grad, state, group):
        t = param.dtype.type
        rho, eps = t(group["rho"]), t(group["eps"])
        if not state:
            state.update(step=0, square_avg=np.zeros_like(param),
                         acc_delta=np.zeros_like(param))
        state["step"] += 1

        def block(param, grad, square_avg, acc_delta):
            if group["weight_decay"]:
                grad = grad + t(group["weight_decay"]) * param
            square_avg *= rho
            square_avg += t(1 - group["rho"]) * grad * grad
            delta = np.sqrt(acc_delta + eps) / np.sqrt(square_avg + eps) * grad
            acc_delta *= rho
            acc_delta += t(1 - group["rho"]) * delta * delta
            param += t(-group["lr"]) * delta
        in_blocks(block, param, grad, state["square_avg"], state["acc_delta"])

    def device_update(self, o, s, params, grads, states):
        rho, eps = o["rho"], o["eps"]
        new_params, new_states = [], []
        for p, g, (square_avg, acc_delta, step) in zip(params, grads, states):
            if o["weight_decay"]:
                g = g + o["weight_decay"] * p
            square_avg = square_avg * rho + (1 - rho) * g * g
            delta = F.sqrt(acc_delta + eps) / F.sqrt(square_avg + eps) * g
            acc_delta = acc_delta * rho + (1 - rho) * delta * delta
            new_params.append(p - s["lr"] * delta)
            new_states.append([square_avg, acc_delta, step + 1.0])
        return new_params, new_states


class BetasOnDevice:
    """The compiled update of an optimizer with `betas`: beta1 taken at run time (OneCycleLR
    cycles it), with its logarithm for `beta1 ** step` on the device, computed here in double
    precision as the host update computes it; beta2 and the other options are constants."""

    scheduled = ("lr",)

    def device_scalars(self, group):
        beta1 = group["betas"][0]
        return {"lr": group["lr"], "beta1": beta1, "one_minus_beta1": 1 - beta1,
                "log_beta1": math.log(beta1) if beta1 > 0 else 0.0}

    def device_options(self, group):
        rest = sorted(k for k in type(self).defaults if k not in ("lr", "betas"))
        return (("beta1", group["betas"][0] > 0), ("beta2", group["betas"][1]),
                *((k, group[k]) for k in rest))


def power(step, log_base):
    """`base ** step` for a step count on the device, from the base's logarithm."""
    return F.exp(step * log_base)


class Adamax(BetasOnDevice, Optimizer):
    """m = lerp(m, g, 1 - beta1); u = max(beta2 * u, |g| + eps);
    p -= lr / (1 - beta1^step) * m / u."""

    defaults = {"lr": 2e-3, "betas": (0.9, 0.999), "eps": 1e-8, "weight_decay": 0.0}
    state_names = ("step", "exp_avg", "exp_inf")
    device_state = ("exp_avg", "exp_inf", "step")

    def _check(self, group):
        super()._check(group)
        check_nonnegative(group, ("eps",), {"eps": "epsilon value"})
        check_betas(group)
        check_nonnegative(group, ("weight_decay",))

    def update(self, param, grad, state, group):
        t = param.dtype.type
        beta1, beta2 = group["betas"]
        if not state:
            state.update(step=0, exp_avg=np.zeros_like(param), exp_inf=np.zeros_like(param))
        state["step"] += 1
        clr = group["lr"] / (1 - beta1 ** state["step"])

        def block(param, grad, exp_avg, exp_inf):
            if group["weight_decay"]:
                grad = grad + t(group["weight_decay"]) * param
            _lerp(exp_avg, grad, 1 - beta1, t)
            exp_inf *= t(beta2)
            np.maximum(exp_inf, np.abs(grad) + t(group["eps"]), out=exp_inf)
            param += t(-clr) * exp_avg / exp_inf
        in_blocks(block, param, grad, state["exp_avg"], state["exp_inf"])

    def device_update(self, o, s, params, grads, states):
        new_params, new_states = [], []
        for p, g, (m, u, step) in zip(params, grads, states):
            step = step + 1.0
            if o["weight_decay"]:
                g = g + o["weight_decay"] * p
            m = m + (g - m) * s["one_minus_beta1"]
            u = F.maximum(u * o["beta2"], F.abs(g) + o["eps"])
            correction = 1.0 - power(step, s["log_beta1"]) if o["beta1"] else 1.0
            new_params.append(p - (s["lr"] / correction) * m / u)
            new_states.append([m, u, step])
        return new_params, new_states
