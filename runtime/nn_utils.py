"""`aotgrad.nn.utils`: gradient clipping as PyTorch's `torch.nn.utils` does it.

`clip_grad_norm_` takes the norm of each gradient, the norm of those norms (the norm of all
gradients as one vector), and multiplies every gradient by `min(1, max_norm / (total +
1e-6))`, PyTorch's formula, always (a factor of 1 changes nothing); it returns the total norm
as a 0-d Tensor. `clip_grad_value_` clamps each gradient to `[-clip_value, clip_value]`.
Gradients on the host are scaled in place with numpy in their dtype; gradients on the device
are computed there with aotgrad's ops and replaced by the scaled arrays.
`parameters_to_vector` joins parameters into one 1-D tensor (differentiable, as PyTorch's);
`vector_to_parameters` copies the slices of one back into them.
"""
from __future__ import annotations

import math

import numpy as np

from .. import functions as F
from ..ir.errors import ExecutionError, IRError
from .autograd import no_grad
from .device import DeviceArray
from .tensor import Tensor, _placed


def _params(parameters) -> list:
    return [parameters] if isinstance(parameters, Tensor) else list(parameters)


def _array(grad):
    """The array of a gradient (a numpy or device array, or a Tensor holding one)."""
    return grad._data if isinstance(grad, Tensor) else grad


def _norm(x, p: float):
    """The `p`-norm of `x` flattened, as `torch.linalg.vector_norm`: a host array's in its
    dtype by numpy, a device array's by aotgrad's ops (a 0-d Tensor)."""
    if type(x) is DeviceArray or isinstance(x, Tensor):
        t = x if isinstance(x, Tensor) else Tensor.wrap(x)
        a = F.abs(F.reshape(t, (-1,)))
        if p == math.inf:
            return F.max(a)
        if p == -math.inf:
            return F.min(a)
        if p == 0:
            return F.sum(F.cast(F.ne(a, 0.0), t.dtype))
        return F.sum(a ** p) ** (1.0 / p) if p != 2 else F.sqrt(F.sum(a * a))
    a = np.abs(np.asarray(x).reshape(-1))
    t = a.dtype.type
    if a.size == 0:
        return t(0)
    if p == math.inf:
        return a.max()
    if p == -math.inf:
        return a.min()
    if p == 0:
        return t(np.count_nonzero(a))
    return t(np.sqrt(np.dot(a, a))) if p == 2 else t(np.sum(a ** t(p)) ** t(1.0 / p))


def get_total_norm(tensors, norm_type: float = 2.0, error_if_nonfinite: bool = False,
                   foreach=None) -> Tensor:
    """The `norm_type`-norm of the norms of `tensors` (a Tensor, array, or iterable of them),
    a 0-d Tensor; with `error_if_nonfinite`, a NaN or infinite norm is an error."""
    items = [_array(t) for t in _params(tensors) if t is not None]
    if not items:
        return Tensor(np.float32(0.0))
    p = float(norm_type)
    with no_grad():
        norms = [_norm(x, p) for x in items]
        device = [n for n in norms if isinstance(n, Tensor)]
        if device:
            host = [F.reshape(n, (1,)) for n in device] + \
                [Tensor.wrap(_placed(np.asarray([n]), device[0].device)) for n in norms
                 if not isinstance(n, Tensor)]
            total = _norm(F.concat(host, 0) if len(host) > 1 else host[0], p)
        else:
            total = Tensor(np.asarray(_norm(np.asarray(norms), p)))
    if error_if_nonfinite and not np.isfinite(float(np.asarray(total._data))):
        raise ExecutionError(f"The total norm of order {p} for gradients from `parameters` is"
                             " non-finite, so it cannot be clipped. To disable this error and"
                             " scale the gradients by the non-finite norm anyway, set"
                             " `error_if_nonfinite=False`")
    return total


def clip_grads_with_norm_(parameters, max_norm: float, total_norm, foreach=None) -> None:
    """Multiply each `.grad` by `min(1, max_norm / (total_norm + 1e-6))`."""
    params = [p for p in _params(parameters) if p.grad is not None]
    if not params:
        return
    total = _array(total_norm) if isinstance(total_norm, Tensor) else total_norm
    for p in params:
        grad = _array(p.grad)
        if type(grad) is DeviceArray:
            with no_grad():
                t = Tensor.wrap(total) if type(total) is DeviceArray else \
                    np.asarray(total, grad.dtype)
                coef = F.minimum(max_norm / (t + 1e-6), 1.0)
                p.grad = (Tensor.wrap(grad) * coef)._data
            continue
        dt = grad.dtype.type
        coef = min(dt(max_norm) / (dt(np.asarray(total)) + dt(1e-6)), dt(1.0))
        if grad.flags.writeable:
            grad *= coef
        else:
            p.grad = grad * coef


def clip_grad_norm_(parameters, max_norm: float, norm_type: float = 2.0,
                    error_if_nonfinite: bool = False, foreach=None) -> Tensor:
    """Scale the gradients of `parameters` so that their total `norm_type`-norm is at most
    `max_norm`; returns the total norm before clipping (a 0-d Tensor)."""
    params = _params(parameters)
    grads = [p.grad for p in params if p.grad is not None]
    total = get_total_norm(grads, norm_type, error_if_nonfinite, foreach)
    clip_grads_with_norm_(params, max_norm, total, foreach)
    return total


def clip_grad_value_(parameters, clip_value: float, foreach=None) -> None:
    """Clamp each gradient of `parameters` to `[-clip_value, clip_value]` in place."""
    if not isinstance(clip_value, (int, float)):
        raise IRError(f"clip_value must be a number, got {type(clip_value).__name__}")
    for p in _params(parameters):
        if p.grad is None:
            continue
        grad = _array(p.grad)
        if type(grad) is DeviceArray:
            with no_grad():
                p.grad = F.clamp(Tensor.wrap(grad), -clip_value, clip_value)._data
        elif grad.flags.writeable:
            np.clip(grad, -clip_value, clip_value, out=grad)
        else:
            p.grad = np.clip(grad, -clip_value, clip_value)


def parameters_to_vector(parameters) -> Tensor:
    """The parameters flattened and joined into one 1-D tensor, as
    `torch.nn.utils.parameters_to_vector` (its gradient flows back to them)."""
    flat = [F.reshape(p, [-1]) for p in _params(parameters)]
    if not flat:
        raise IRError("parameters_to_vector: expects at least one parameter")
    return flat[0] if len(flat) == 1 else F.cat(flat)


def vector_to_parameters(vec, parameters) -> None:
    """Copy consecutive slices of the 1-D `vec` into `parameters` (each gets as many entries
    as it has), as `torch.nn.utils.vector_to_parameters`."""
    if not isinstance(vec, Tensor):
        raise TypeError(f"expected torch.Tensor, but got: {type(vec).__name__}")
    params = _params(parameters)
    need = sum(p.numel() for p in params)
    if len(vec.shape) != 1 or vec.shape[0] != need:
        raise IRError(f"vector_to_parameters: vec must be 1-D with {need} entries (the"
                      f" parameters' total), got shape {list(vec.shape)}")
    at = 0
    with no_grad():
        for p in params:
            n = p.numel()
            p.copy_(F.reshape(vec[at:at + n], list(p.shape)))
            at += n


# -- weight normalisation -------------------------------------------------------------------

def _norm_except_dim(v, dim):
    """The 2-norm of `v` over every dim but `dim` (kept, size 1 elsewhere); over all of it
    when `dim` is None."""
    if dim is None:
        return (v * v).sum().sqrt()
    dims = [d for d in range(len(v.shape)) if d != dim % len(v.shape)]
    return (v * v).sum(dims, keepdim=True).sqrt()


def _normalised(module, name: str):
    dim = module._weight_norm_dims[name]
    return _combine(getattr(module, name + "_g"), getattr(module, name + "_v"), dim)


def _combine(g, v, dim):
    return v * (g / _norm_except_dim(v, dim))


def _property(name: str, dim) -> property:
    """`name` read as the weight of `<name>_g` and `<name>_v`, its code naming both (what
    `aotgrad.compile` reads of a module is what its class's code names)."""
    scope = {"_combine": _combine, "dim": dim}
    exec(f"def get(self):\n    return _combine(self.{name}_g, self.{name}_v, dim)\n", scope)
    return property(scope["get"])


def _reparametrised(base: type, dims: dict) -> type:
    """`base` with each of `dims` a weight-normalised property."""
    return type(base.__name__, (base,), {"_weight_norm_base": base, "__module__":
                                         base.__module__, **{n: _property(n, d)
                                                             for n, d in dims.items()}})


def weight_norm(module, name: str = "weight", dim: int | None = 0):
    """Reparametrise `module`'s parameter `name` as a magnitude `<name>_g` and a direction
    `<name>_v` (`w = g v / ||v||`, the norm over every dim but `dim`), as
    `torch.nn.utils.weight_norm`: same parameter names, shapes and state_dict keys. The
    weight is computed from them at each read (a property of the module's class), so it
    traces into `aotgrad.compile` and both get gradients. Returns the module."""
    from .nn import Parameter
    if not name.isidentifier():
        raise ValueError(f"weight_norm: '{name}' is not an attribute name")
    weight = getattr(module, name)
    dims = dict(getattr(module, "_weight_norm_dims", {}))
    if name in dims:
        raise RuntimeError(f"Cannot register two weight_norm hooks on the same parameter"
                           f" {name}")
    data = weight.detach()
    g = Parameter(_norm_except_dim(data, dim).numpy())
    v = Parameter(data.numpy().copy())
    delattr(module, name)
    setattr(module, name + "_g", g)
    setattr(module, name + "_v", v)
    dims[name] = dim
    module._weight_norm_dims = dims
    cls = type(module)
    module.__class__ = _reparametrised(getattr(cls, "_weight_norm_base", cls), dims)
    return module


def remove_weight_norm(module, name: str = "weight"):
    """Undo `weight_norm`: `name` a parameter again, holding the current weight."""
    from .nn import Parameter
    dims = dict(getattr(module, "_weight_norm_dims", {}))
    if name not in dims:
        raise ValueError(f"weight_norm of '{name}' not found in {module}")
    value = Parameter(_normalised(module, name).detach().numpy())
    del dims[name]
    state = vars(module)             # the parameter takes `<name>_g`'s place, as PyTorch's
    items = [(name, value) if k == name + "_g" else (k, v) for k, v in state.items()
             if k != name + "_v"]
    state.clear()
    state.update(items)
    base = type(module)._weight_norm_base
    if dims:
        module.__class__ = _reparametrised(base, dims)
        module._weight_norm_dims = dims
    else:
        module.__class__ = base
        del module._weight_norm_dims
    return module
