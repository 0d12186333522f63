"""`aotgrad.optim`: SGD, Adam and AdamW on the parameters' `.grad`, with PyTorch's formulas
(RMSprop is in `rmsprop.py`; Adagrad, Adadelta, Adamax in `optim_adaptive.py`; NAdam, RAdam in
`optim_adam_variants.py`; the state dicts in `optim_state.py`).

An optimizer takes an iterable of Tensors (or of parameter groups: dicts with `params` and
options that override the defaults) and updates their data in place in `step()`, skipping
those whose `.grad` is None; `zero_grad()` sets the grads to None, as PyTorch does by default.
The updates are numpy arithmetic in the parameters' dtype, written in the order of PyTorch's
single-tensor implementations so that a run matches `torch.optim` step by step, and run in
blocks (`in_blocks`), so their temporaries stay small; plain SGD on a large parameter is one
BLAS axpy (`p += -lr * g` in one pass, as PyTorch's `p.add_(g, alpha=-lr)`). Updating in
place keeps the arrays that compiled functions read as implicit inputs: the next call sees the
new values.

Parameters on the GPU are updated there, with no host round trip: the update of a parameter
group is one compiled function of all its parameters, gradients and state (`device_update`,
written with aotgrad's ops from the same formulas, compiled by the cuda backend once per group
signature and options), whose results become the new parameter and state arrays (arrays
from the device's caching allocator: after the first step nothing is allocated). Adam's step
count lives on the device too, so its bias corrections are computed there and a step copies
nothing between host and device. The options a scheduler changes (`lr`, `momentum`, Adam's
`beta1`) are 0-d inputs of the compiled update, not constants in it: a schedule compiles it
once, and a step copies only the scalars whose values changed. `fused=True` runs the same
compiled update on host parameters.
"""
from __future__ import annotations

import ctypes
import functools
import math
import warnings

import numpy as np

from .. import functions as F
from ..ir.errors import DTypeError, IRError
from . import optim_state
from .arrays import data_pointer
from .cuda_graphs import SETTINGS
from .device import DeviceArray, full
from .optim_state import ParamState
from .row_sparse import RowSparse
from .tensor import Tensor, _placed


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


#: PyTorch options aotgrad's optimizers do not implement: refused when true
UNSUPPORTED = ("maximize", "amsgrad", "differentiable", "decoupled_weight_decay")
#: PyTorch options that change how, not what, PyTorch computes: accepted and kept
ACCEPTED = ("fused", "foreach", "capturable")


class Optimizer:
    """Parameter groups, per-parameter state, `zero_grad`, `state_dict`; subclasses define
    `update` (on the host) and `device_update` (compiled)."""

    defaults: dict = {}
    #: the names of the per-parameter state, in PyTorch's layout (`state_dict`)
    state_names: tuple[str, ...] = ()
    #: the state names, other than `step`, that hold one number (NAdam's `mu_product`)
    scalar_states: tuple[str, ...] = ()

    def __init__(self, params, **options):
        cls = type(self).__name__
        for name in options:
            if name not in type(self).defaults and name not in UNSUPPORTED + ACCEPTED:
                raise DTypeError(f"{cls}.__init__() got an unexpected keyword argument"
                                 f" '{name}'")
        self.defaults = {**type(self).defaults, **options}
        if isinstance(params, Tensor):
            raise DTypeError("params argument given to the optimizer should be an iterable of"
                             f" Tensors or dicts, but got {type(params).__name__}")
        params = list(params)
        if not params:
            raise IRError("optimizer got an empty parameter list")
        self.param_groups: list[dict] = []
        self.state = ParamState()
        for group in params if isinstance(params[0], dict) else [{"params": params}]:
            self.add_param_group(group)

    def add_param_group(self, param_group: dict) -> None:
        """Add a group of parameters with options of its own (the defaults fill the rest)."""
        if not isinstance(param_group, dict):
            raise DTypeError(f"param_group must be a dict, but got"
                             f" {type(param_group).__name__}")
        params = param_group["params"]
        if isinstance(params, set):
            raise DTypeError("optimizer parameters need to be organized in ordered collections,"
                             " but the ordering of tensors in sets will change between runs")
        params = [params] if isinstance(params, Tensor) else list(params)
        names = [p[0] for p in params if isinstance(p, tuple)]   # from named_parameters()
        params = [p[1] if isinstance(p, tuple) else p for p in params]
        for p in params:
            if not isinstance(p, Tensor) or not p.requires_grad:
                got = "a Tensor that does not require grad" if isinstance(p, Tensor) else \
                    type(p).__name__
                raise DTypeError(f"optimizers update Tensors that require grad, got {got}")
        group = {**self.defaults, **param_group, "params": params}
        if names and len(names) != len(params):
            raise IRError("all optimizer params should be with/without names. Some param names"
                          " are missing")
        if names:
            group["param_names"] = names
        self._check(group)
        if len({id(p) for p in params}) != len(params):
            warnings.warn("optimizer contains a parameter group with duplicate parameters (each"
                          " copy is updated)", stacklevel=3)
        if any(("param_names" in g) != bool(names) for g in self.param_groups):
            raise IRError("all optimizer param groups should be with/without names. cannot add"
                          f" param group {'with' if names else 'without'} names to the optimizer")
        held = {id(p) for g in self.param_groups for p in g["params"]}
        if held & {id(p) for p in params}:
            raise IRError("some parameters appear in more than one parameter group")
        self.param_groups.append(group)

    def _check(self, group: dict) -> None:
        if group["lr"] < 0:
            raise IRError(f"invalid learning rate {group['lr']}")
        for name in UNSUPPORTED:
            value = group.get(name)
            if name in type(self).defaults:         # an option this optimizer implements
                continue
            if name == "decoupled_weight_decay" and hasattr(self, "decoupled"):
                if value is not None and bool(value) != self.decoupled:
                    raise IRError(f"aotgrad's {type(self).__name__} has decoupled_weight_decay="
                                  f"{self.decoupled} (AdamW decouples weight decay, Adam not)")
            elif value:
                raise IRError(f"aotgrad's {type(self).__name__} does not support {name}=True")

    def zero_grad(self, set_to_none: bool = True) -> None:
        """Forget the gradients (None, or zeros with `set_to_none=False`)."""
        for group in self.param_groups:
            for p in group["params"]:
                if set_to_none or p._grad is None:
                    p.grad = None
                else:
                    p.grad = np.zeros_like(p.data)

    def step(self) -> None:
        """One update of every parameter that has a gradient (those on the GPU by one
        compiled update per group, `device_update`)."""
        self._opt_called = True                 # read by the schedulers' order check
        for group in self.param_groups:
            fused = [p for p in group["params"] if p._grad is not None and self._fused(p, group)]
            if fused:
                self._device_step(group, fused)
            for p in group["params"]:
                if p._grad is None or self._fused(p, group):
                    continue
                state = self.state.setdefault(id(p), {})
                if type(p._grad) is not RowSparse or \
                        not self.update_rows(p.data, p._grad, state, group):
                    grad = np.asarray(p.dense_grad(), dtype=p.data.dtype)
                    self.update(p.data, grad, state, group)
                p._version += 1             # an in-place write, as Tensor's own methods count

    def update(self, param: np.ndarray, grad: np.ndarray, state: dict, group: dict) -> None:
        raise NotImplementedError

    def update_rows(self, param: np.ndarray, grad: RowSparse, state: dict, group: dict
                    ) -> bool:
        """Update `param` from a row-sparse gradient (`runtime/row_sparse.py`) where the
        update of its zero rows changes nothing, touching only the other rows; False (nothing
        done, the gradient is made dense for `update`) where every row changes."""
        return False

    # -- saving and resuming -------------------------------------------------------------

    def state_dict(self) -> dict:
        """PyTorch's layout: `{"state": {index: {name: value}}, "param_groups": [{options,
        "params": [index, ...]}]}`, parameters numbered across the groups in order; state
        arrays are host copies, steps numbers."""
        return optim_state.state_dict(self)

    def load_state_dict(self, state_dict: dict) -> None:
        """Resume from a `state_dict()` (ours or a `torch.optim` one of the same optimizer):
        options and state are copied in, on each parameter's device."""
        optim_state.load_state_dict(self, state_dict)

    def saved_names(self, group: dict) -> tuple[str, ...]:
        """The state names a parameter of `group` has in PyTorch's layout."""
        return self.state_names

    def loaded_state(self, p, state: dict, fused: bool, saved: dict) -> None:
        """Complete a parameter's `state` loaded from `saved` by `load_state_dict` (a no-op
        here)."""

    # -- on the device -------------------------------------------------------------------

    #: the names of the per-parameter state arrays `device_update` takes and returns
    device_state: tuple[str, ...] = ()
    #: the options passed to the compiled update at run time, so that a scheduler changing
    #: them compiles nothing: `device_options` holds only whether each is nonzero
    scheduled: tuple[str, ...] = ("lr",)

    def device_scalars(self, group: dict) -> dict[str, float]:
        """The numbers the compiled update takes at run time (`s` of `device_update`)."""
        return {name: group[name] for name in self.scheduled}

    def device_options(self, group: dict) -> tuple:
        """The options the compiled update is specialised on (a change compiles once more):
        the optimizer's own options, a scheduled one as whether it is nonzero."""
        return tuple((k, bool(group[k]) if k in self.scheduled else group[k])
                     for k in sorted(type(self).defaults))

    def device_update(self, o: dict, s: dict, params: list, grads: list, states: list[list]
                      ) -> tuple[list, list[list]]:
        """The new parameters and state arrays, as aotgrad ops on the parameters, gradients
        and state (each a list per parameter, in `device_state` order), for the options `o`
        (`device_options`) and the scalars `s` (`device_scalars`, 0-d tensors)."""
        raise NotImplementedError(f"{type(self).__name__} has no update on the device")

    @staticmethod
    def _fused(p, group: dict) -> bool:
        """Whether `p` is updated by the compiled update: on the GPU always, on the host
        with `fused=True` (PyTorch's name for its fused kernels)."""
        return type(p._data) is DeviceArray or bool(group.get("fused"))

    def _device_step(self, group: dict, params: list) -> None:
        from .compiled import compile
        states = [self.state.setdefault(id(p), {}) for p in params]
        for p, state in zip(params, states):
            if not state:
                self.init_device_state(p, state)
        options, scalars = self.device_options(group), self.device_scalars(group)
        key = (options, tuple(scalars), tuple((p.shape, p.dtype) for p in params))
        compiled = getattr(self, "_device_steps", None)
        if compiled is None:
            compiled = self._device_steps = {}
        fn = compiled.get(key)
        if fn is None:
            n, names, opts, knobs = len(params), self.device_state, dict(options), list(scalars)

            def update(*arrays):
                ps, gs = list(arrays[:n]), list(arrays[n:2 * n])
                st = [[arrays[2 * n + i * len(names) + j] for j in range(len(names))]
                      for i in range(n)]
                s = dict(zip(knobs, arrays[2 * n + n * len(names):]))
                new_ps, new_st = self.device_update(opts, s, ps, gs, st)
                return tuple(new_ps) + tuple(x for row in new_st for x in row)
            update.__name__ = f"{type(self).__name__.lower()}_step"
            fn = compiled[key] = compile(update)
        arrays = [Tensor.wrap(p._data) for p in params]
        grads = [p.dense_grad() for p in params]
        arrays += [Tensor.wrap(g if type(g) is type(p._data) else
                               _placed(np.asarray(g, p.dtype), p.device))
                   for p, g in zip(params, grads)]
        arrays += [Tensor.wrap(state[name]) for state in states for name in self.device_state]
        arrays += [self._scalar(name, value, params[0]) for name, value in scalars.items()]
        out = fn(*arrays)
        out = out if isinstance(out, tuple) else (out,)
        k = len(params)
        # on the device, unless CUDA graphs are off, parameters and state keep their memory
        # (copied into, as PyTorch's optimizers write in place), so the next step's programs
        # see the same addresses and replay their graphs
        keep = SETTINGS.graphs is not False and type(params[0]._data) is DeviceArray
        for i, p in enumerate(params):
            p._data = p._data.assign(out[i]._data) if keep else out[i]._data
            p._version += 1                 # an in-place write, as Tensor's own methods count
            for j, name in enumerate(self.device_state):
                new = out[k + i * len(self.device_state) + j]._data
                states[i][name] = states[i][name].assign(new) if keep else new

    def _scalar(self, name: str, value: float, p) -> Tensor:
        """`value` as a 0-d tensor of `p`'s dtype where `p` lives, made again only when the
        value changes (a step with unchanged options copies nothing to the device)."""
        held = self.__dict__.setdefault("_scalars", {})
        where = (name, str(p.dtype), type(p._data) is DeviceArray)
        if where not in held or held[where][0] != value:
            held[where] = (value, Tensor.wrap(_placed(np.asarray(value, p.dtype), p.device)))
        return held[where][1]

    def init_device_state(self, p, state: dict) -> None:
        """The state of a parameter on the device before its first step: zeros, one number
        for the step count and `scalar_states`, else an array of the parameter's shape."""
        for name in self.device_state:
            one = name == "step" or name in self.scalar_states
            state[name] = _zeros(p, () if one else p.shape)


def _zeros(p, shape):
    """Zeros of `shape` and `p`'s dtype where `p` lives."""
    if type(p._data) is DeviceArray:
        return full(shape, 0, p.dtype)
    return np.zeros(shape, p.dtype)


class SGD(Optimizer):
    """p -= lr * g, g = grad + weight_decay * p, through momentum (optionally Nesterov)."""

    defaults = {"lr": 1e-3, "momentum": 0.0, "dampening": 0.0, "weight_decay": 0.0,
                "nesterov": False}

    def update_rows(self, param, grad, state, group):
        # p += -lr * g, the rows of g that are zero leaving p's as they are
        if group["weight_decay"] or group["momentum"]:
            return False
        grad.add_to(param, -group["lr"])
        return True

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

    state_names = ("momentum_buffer",)
    device_state = ("momentum_buffer", "started")
    scheduled = ("lr", "momentum")

    def saved_names(self, group):
        return self.state_names if group["momentum"] else ()

    def init_device_state(self, p, state):
        state["momentum_buffer"] = _zeros(p, p.shape)
        state["started"] = _zeros(p, ())          # 1 once the buffer holds a gradient

    def loaded_state(self, p, state, fused, saved):
        if fused and saved.get("momentum_buffer") is not None:
            state["started"] = _placed(np.ones((), p.dtype), p.device)

    def device_update(self, o, s, params, grads, states):
        decay = o["weight_decay"]
        new_params, new_states = [], []
        for p, g, (buf, started) in zip(params, grads, states):
            if decay:
                g = g + decay * p
            if o["momentum"]:
                # the first step copies the gradient in (`started` is 0), as PyTorch's
                buf = F.where(started > 0.5, buf * s["momentum"] + (1 - o["dampening"]) * g, g)
                g = g + s["momentum"] * buf if o["nesterov"] else buf
                started = started * 0.0 + 1.0
            new_params.append(p - s["lr"] * g)
            new_states.append([buf, started])
        return new_params, new_states


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

    state_names = ("step", "exp_avg", "exp_avg_sq")
    device_state = ("exp_avg", "exp_avg_sq", "step")

    def init_device_state(self, p, state):
        state["exp_avg"] = _zeros(p, p.shape)
        state["exp_avg_sq"] = _zeros(p, p.shape)
        state["step"] = _zeros(p, ())            # the step count, where the parameter is

    def device_scalars(self, group):
        # beta1 is scheduled (OneCycleLR cycles it): its coefficients are computed here, in
        # double precision, as the host update computes them
        beta1 = group["betas"][0]
        return {"lr": group["lr"], "one_minus_beta1": 1 - beta1,
                "log_beta1": math.log(beta1) if beta1 > 0 else 0.0,
                "decay_factor": 1 - group["lr"] * group["weight_decay"]}

    def device_options(self, group):
        beta1, beta2 = group["betas"]
        return (("beta1", beta1 > 0), ("beta2", beta2), ("eps", group["eps"]),
                ("weight_decay", group["weight_decay"]))

    def device_update(self, o, s, params, grads, states):
        lr, beta2, eps, decay = s["lr"], o["beta2"], o["eps"], o["weight_decay"]
        new_params, new_states = [], []
        for p, g, (m, v, step) in zip(params, grads, states):
            step = step + 1.0
            if decay and self.decoupled:
                p = p * s["decay_factor"]
            elif decay:
                g = g + decay * p
            m = m + (g - m) * s["one_minus_beta1"]
            v = v * beta2 + g * g * (1 - beta2)
            # beta ** step on the device: exp(step * log(beta))
            correction1 = 1.0 - F.exp(step * s["log_beta1"]) if o["beta1"] else 1.0
            correction2 = F.sqrt(1.0 - F.exp(step * math.log(beta2))) if beta2 > 0 else 1.0
            denom = F.sqrt(v) / correction2 + eps
            new_params.append(p - (lr / correction1) * (m / denom))
            new_states.append([m, v, step])
        return new_params, new_states


class AdamW(Adam):
    """Adam with decoupled weight decay: p *= 1 - lr * weight_decay before the Adam step."""

    defaults = {**Adam.defaults, "weight_decay": 1e-2}
    decoupled = True
