"""`aotgrad.optim`: SGD, Adam and AdamW on the parameters' `.grad`, with PyTorch's formulas.

An optimizer takes an iterable of Tensors (or of parameter groups: dicts with `params` and
options that override the defaults) and updates their data in place in `step()`, skipping
those whose `.grad` is None; `zero_grad()` sets the grads to None, as PyTorch does by default.
The updates are numpy arithmetic in the parameters' dtype, written in the order of PyTorch's
single-tensor implementations so that a run matches `torch.optim` step by step, and run in
blocks (`in_blocks`), so their temporaries stay small; plain SGD on a large parameter is one
BLAS axpy (`p += -lr * g` in one pass, as PyTorch's `p.add_(g, alpha=-lr)`). Updating in
place keeps the arrays that compiled functions read as implicit inputs: the next call sees the
new values.
"""
from __future__ import annotations

import ctypes
import functools
import math

import numpy as np

from .arrays import data_pointer
from .tensor import Tensor


#: elements per block of an update: its temporaries (128 KiB of f32 each) stay in the cache
#: and in numpy's small-allocation cache, where a whole-array temporary is fresh memory
#: faulted in at every step (25 MiB for a 2048 x 2048 weight: most of an SGD step's time).
BLOCK = 1 << 15


def in_blocks(update, *arrays: np.ndarray) -> None:
    """`update(*arrays)` for an elementwise update, run on consecutive blocks of the arrays
    (contiguous, of one size): the same numbers, with block-sized temporaries."""
    n = arrays[0].size
    if n <= BLOCK or not all(a.flags.c_contiguous and a.size == n for a in arrays):
        update(*arrays)
        return
    flat = [a.reshape(-1) for a in arrays]
    for start in range(0, n, BLOCK):
        update(*(f[start:start + BLOCK] for f in flat))


#: elements from which a BLAS call beats numpy's blocks (smaller: the call costs more)
AXPY_MIN = 1 << 15


@functools.cache
def _axpy() -> dict:
    """`y += a * x` of the BLAS numpy ships (cblas ?axpy, ILP64), by numpy dtype: one pass
    over memory, where numpy needs a temporary; {} where there is no BLAS."""
    from ..codegen.llvm.options import find_blas
    blas = find_blas()
    if blas is None:
        return {}
    lib, found = ctypes.CDLL(blas.path), {}
    for dtype, scalar, letter in ((np.float32, ctypes.c_float, "s"),
                                  (np.float64, ctypes.c_double, "d")):
        for name in (f"scipy_cblas_{letter}axpy64_", f"cblas_{letter}axpy64_"):
            fn = getattr(lib, name, None)
            if fn is not None:
                fn.argtypes = [ctypes.c_int64, scalar, ctypes.c_void_p, ctypes.c_int64,
                               ctypes.c_void_p, ctypes.c_int64]
                fn.restype = None
                found[np.dtype(dtype)] = fn
                break
    return found


def axpy(alpha: float, x: np.ndarray, y: np.ndarray) -> bool:
    """`y += alpha * x` in place by BLAS when both are contiguous arrays of one float dtype and
    size that do not overlap; False (nothing done) otherwise."""
    fn = _axpy().get(y.dtype) if y.size > AXPY_MIN else None
    if fn is None or x.dtype != y.dtype or x.size != y.size or \
            not (x.flags.c_contiguous and y.flags.c_contiguous and y.flags.writeable) or \
            np.may_share_memory(x, y):
        return False
    fn(y.size, alpha, data_pointer(x), 1, data_pointer(y), 1)
    return True


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
        t = param.dtype.type
        decay, momentum = group["weight_decay"], group["momentum"]
        if not decay and not momentum and axpy(-group["lr"], grad, param):
            return
        first = momentum and "momentum_buffer" not in state
        buffers = [state.setdefault("momentum_buffer", np.empty_like(param))] if momentum \
            else []

        def block(param, grad, *buffer):
            if decay:
                grad = grad + t(decay) * param
            if momentum:
                buf = buffer[0]
                if first:
                    buf[...] = grad
                else:
                    buf *= t(momentum)
                    buf += t(1 - group["dampening"]) * grad
                grad = grad + t(momentum) * buf if group["nesterov"] else buf
            param -= t(group["lr"]) * grad
        in_blocks(block, param, grad, *buffers)


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
        if group["weight_decay"] and self.decoupled:
            param *= t(1 - group["lr"] * group["weight_decay"])
        step_size = group["lr"] / (1 - beta1 ** state["step"])
        correction = t(math.sqrt(1 - beta2 ** state["step"]))

        def block(param, grad, m, v):
            if group["weight_decay"] and not self.decoupled:
                grad = grad + t(group["weight_decay"]) * param
            m += (grad - m) * t(1 - beta1)
            v *= t(beta2)
            v += grad * grad * t(1 - beta2)
            denom = np.sqrt(v) / correction + t(group["eps"])
            param -= t(step_size) * (m / denom)
        in_blocks(block, param, grad, state["exp_avg"], state["exp_avg_sq"])


class AdamW(Adam):
    """Adam with decoupled weight decay: p *= 1 - lr * weight_decay before the Adam step."""

    defaults = {**Adam.defaults, "weight_decay": 1e-2}
    decoupled = True
