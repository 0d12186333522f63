"""`aotgrad.optim` NAdam and RAdam: PyTorch's formulas, defaults, argument names (with
`decoupled_weight_decay`) and state (`step`, `exp_avg`, `exp_avg_sq`, and NAdam's
`mu_product`).

Written as Adam is (`optim.py`): a host update in numpy, in the order of PyTorch's
single-tensor implementation, in blocks, and a compiled `device_update` (for GPU parameters and
`fused=True`) that takes the learning rate and beta1 at run time. NAdam's `mu_product` is a
number kept in f32 on the host, as PyTorch keeps it (a 0-d float32 tensor), and a 0-d array on
the device. RAdam's rectification depends on the step alone (through beta2): on the device
its terms are computed in f64, since in f32 the length of the approximated SMA is a difference
of numbers near 2 / (1 - beta2) that would lose four digits.
"""
from __future__ import annotations

import math

import numpy as np

from .. import functions as F
from ..ir.types import DType
from .optim import Optimizer, in_blocks
from .optim_adaptive import BetasOnDevice, check_betas, check_nonnegative, power
from .rmsprop import _lerp
from .tensor import _placed


def _moments(param, grad, exp_avg, exp_avg_sq, group: dict, t):
    """Adam's moments updated in place from the gradient (with the coupled weight decay),
    as NAdam and RAdam both update them; returns that gradient."""
    beta1, beta2 = group["betas"]
    if group["weight_decay"] and not group["decoupled_weight_decay"]:
        grad = grad + t(group["weight_decay"]) * param
    _lerp(exp_avg, grad, 1 - beta1, t)
    exp_avg_sq *= t(beta2)
    exp_avg_sq += t(1 - beta2) * grad * grad
    return grad

#: the options NAdam and RAdam share with Adam
ADAM_OPTIONS = {"betas": (0.9, 0.999), "eps": 1e-8, "weight_decay": 0.0,
                "decoupled_weight_decay": False}


class AdamVariant(BetasOnDevice, Optimizer):
    """The checks, state and weight decay NAdam and RAdam share."""

    def _check(self, group):
        super()._check(group)
        check_nonnegative(group, ("eps",), {"eps": "epsilon value"})
        check_betas(group)
        check_nonnegative(group, ("weight_decay",))

    def decayed(self, param, state, group) -> None:
        """Start a step: the state made on the first, the step counted, and with
        `decoupled_weight_decay` the parameter scaled by 1 - lr * weight_decay."""
        if not state:
            state.update(step=0, exp_avg=np.zeros_like(param), exp_avg_sq=np.zeros_like(param))
        state["step"] += 1
        if group["weight_decay"] and group["decoupled_weight_decay"]:
            param *= param.dtype.type(1 - group["lr"] * group["weight_decay"])

    def device_scalars(self, group):
        return {**super().device_scalars(group),
                "decay_factor": 1 - group["lr"] * group["weight_decay"]}

    def moments(self, o, s, p, g, m, v):
        """Weight decay, then the updated parameter, gradient and both moments."""
        if o["weight_decay"] and o["decoupled_weight_decay"]:
            p = p * s["decay_factor"]
        elif o["weight_decay"]:
            g = g + o["weight_decay"] * p
        m = m + (g - m) * s["one_minus_beta1"]
        v = v * o["beta2"] + (1 - o["beta2"]) * g * g
        return p, g, m, v


class NAdam(AdamVariant):
    """Adam with Nesterov momentum: mu_t = beta1 * (1 - 0.5 * 0.96^(t * momentum_decay)),
    p -= lr * ((1 - mu_t) / (1 - prod mu) * g + mu_{t+1} / (1 - prod mu * mu_{t+1}) * m)
    / (sqrt(v / (1 - beta2^t)) + eps)."""

    defaults = {"lr": 2e-3, **ADAM_OPTIONS, "momentum_decay": 4e-3}
    state_names = ("step", "mu_product", "exp_avg", "exp_avg_sq")
    scalar_states = ("mu_product",)
    device_state = ("exp_avg", "exp_avg_sq", "mu_product", "step")

    def _check(self, group):
        super()._check(group)
        check_nonnegative(group, ("momentum_decay",))

    def update(self, param, grad, state, group):
        t = param.dtype.type
        beta1, beta2 = group["betas"]
        first = not state
        self.decayed(param, state, group)
        if first:
            state["mu_product"] = np.float32(1.0)
        step, decay = state["step"], group["momentum_decay"]
        correction2 = 1 - beta2 ** step
        mu = beta1 * (1.0 - 0.5 * 0.96 ** (step * decay))
        mu_next = beta1 * (1.0 - 0.5 * 0.96 ** ((step + 1) * decay))
        state["mu_product"] = mu_product = np.float32(state["mu_product"] * np.float32(mu))
        grad_scale = t(-group["lr"] * (1.0 - mu) / (1.0 - float(mu_product)))
        avg_scale = t(-group["lr"] * mu_next / (1.0 - float(mu_product) * mu_next))

        def block(param, grad, exp_avg, exp_avg_sq):
            grad = _moments(param, grad, exp_avg, exp_avg_sq, group, t)
            denom = np.sqrt(exp_avg_sq / t(correction2))
            denom += t(group["eps"])
            param += grad_scale * grad / denom
            param += avg_scale * exp_avg / denom
        in_blocks(block, param, grad, state["exp_avg"], state["exp_avg_sq"])

    def loaded_state(self, p, state, fused, saved):
        if not fused and "mu_product" in state:
            state["mu_product"] = np.float32(state["mu_product"])

    def init_device_state(self, p, state):
        super().init_device_state(p, state)
        state["mu_product"] = _placed(np.ones((), p.dtype), p.device)     # an empty product

    def device_update(self, o, s, params, grads, states):
        beta2, decay = o["beta2"], o["momentum_decay"]
        log_decay = decay * math.log(0.96)
        new_params, new_states = [], []
        for p, g, (m, v, mu_product, step) in zip(params, grads, states):
            step = step + 1.0
            p, g, m, v = self.moments(o, s, p, g, m, v)
            mu = s["beta1"] * (1.0 - 0.5 * power(step, log_decay))
            mu_next = s["beta1"] * (1.0 - 0.5 * power(step + 1.0, log_decay))
            mu_product = mu_product * mu
            correction2 = 1.0 - power(step, math.log(beta2)) if beta2 > 0 else 1.0
            denom = F.sqrt(v / correction2) + o["eps"]
            grad_scale = -s["lr"] * (1.0 - mu) / (1.0 - mu_product)
            avg_scale = -s["lr"] * mu_next / (1.0 - mu_product * mu_next)
            p = p + grad_scale * g / denom
            new_params.append(p + avg_scale * m / denom)
            new_states.append([m, v, mu_product, step])
        return new_params, new_states


class RAdam(AdamVariant):
    """Rectified Adam: m / (1 - beta1^t) as the step, scaled by the adaptive rate
    sqrt(1 - beta2^t) / (sqrt(v) + eps) and the rectification r_t once the SMA length
    rho_t passes 5."""

    defaults = {"lr": 1e-3, **ADAM_OPTIONS}
    state_names = ("step", "exp_avg", "exp_avg_sq")
    device_state = ("exp_avg", "exp_avg_sq", "step")

    def update(self, param, grad, state, group):
        t = param.dtype.type
        beta1, beta2 = group["betas"]
        self.decayed(param, state, group)
        step, lr = state["step"], t(group["lr"])
        correction1, correction2 = 1 - beta1 ** step, 1 - beta2 ** step
        rho_inf = 2 / (1 - beta2) - 1
        rho_t = rho_inf - 2 * step * (beta2 ** step) / correction2
        rect = ((rho_t - 4) * (rho_t - 2) * rho_inf / ((rho_inf - 4) * (rho_inf - 2) * rho_t)
                ) ** 0.5 if rho_t > 5.0 else None

        def block(param, grad, exp_avg, exp_avg_sq):
            grad = _moments(param, grad, exp_avg, exp_avg_sq, group, t)
            corrected = exp_avg / t(correction1)
            if rect is None:
                param -= corrected * lr
                return
            adaptive = t(correction2 ** 0.5) / (np.sqrt(exp_avg_sq) + t(group["eps"]))
            param -= corrected * lr * adaptive * t(rect)
        in_blocks(block, param, grad, state["exp_avg"], state["exp_avg_sq"])

    def device_update(self, o, s, params, grads, states):
        beta2 = o["beta2"]
        rho_inf = 2 / (1 - beta2) - 1
        new_params, new_states = [], []
        for p, g, (m, v, step) in zip(params, grads, states):
            step = step + 1.0
            p, g, m, v = self.moments(o, s, p, g, m, v)
            correction1 = 1.0 - power(step, s["log_beta1"]) if o["beta1"] else 1.0
            corrected = m / correction1 * s["lr"]
            if beta2 > 0:
                n = F.cast(step, DType.f64)
                beta2_t = power(n, math.log(beta2))
                rho_t = rho_inf - 2.0 * n * beta2_t / (1.0 - beta2_t)
                rectified = rho_t > 5.0
                squared = (rho_t - 4.0) * (rho_t - 2.0) * rho_inf / \
                    ((rho_inf - 4.0) * (rho_inf - 2.0) * rho_t)
                rect = F.cast(F.sqrt(F.where(rectified, squared, 1.0)), p.type.dtype)
                root2 = F.cast(F.sqrt(1.0 - beta2_t), p.type.dtype)
                adaptive = root2 / (F.sqrt(v) + o["eps"])
                corrected = F.where(rectified, corrected * adaptive * rect,
                                    corrected)
            new_params.append(p - corrected)
            new_states.append([m, v, step])
        return new_params, new_states
