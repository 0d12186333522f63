"""A `Tensor`'s gradient (`GradMethods`, a base of `Tensor`): `.backward()`, `.grad`, hooks.

`backward()` starts the walk of the recorded nodes (`runtime/engine.py`) from this tensor with
its seed gradient; the leaves' gradients are accumulated into `.grad` (`accumulate_grad`), on the
device for a device tensor. `register_hook` and `retain_grad` are PyTorch's.
"""
from __future__ import annotations

import numpy as np

from . import device as devices
from . import engine
from .autograd import BackwardError, add
from .device import DeviceArray
from .engine import run_backward
from .row_sparse import RowSparse


class GradMethods:
    """The gradient methods of `Tensor` (`_data`, `grad`, `grad_fn`, `shape`, `output_index`
    and `requires_grad` are `Tensor`'s)."""

    #: the class of `.grad`: a plain `Tensor`, also for a subclass's (a Parameter's grad is no
    #: Parameter, as in PyTorch); set where `Tensor` is defined
    grad_type: type

    @property
    def grad(self):
        """The gradient backward accumulated into this tensor, as a Tensor (None before any):
        `p.grad.zero_()`, `p.grad * 2`, `p.grad.norm()` work as in PyTorch, and
        `np.asarray(p.grad)` is its array, not a copy. The same Tensor while its array is.
        A row-sparse gradient (`runtime/row_sparse.py`) is made dense here, once."""
        g = self._grad
        if g is None:
            return None
        if type(g) is RowSparse:
            g = self._grad = g.dense()
        view = self._grad_view
        if view is None or view._data is not g:
            view = self._grad_view = self.grad_type.wrap(g)
        return view

    @grad.setter
    def grad(self, value) -> None:
        """`None`, a Tensor (kept as it is) or an array (host or device) of this tensor's
        shape."""
        if value is None:
            self._grad = self._grad_view = None
        elif isinstance(value, GradMethods):
            if value.requires_grad:
                raise TypeError("a tensor's .grad cannot require grad: assign"
                                " value.detach()")
            self._grad, self._grad_view = value._data, value
        else:
            if type(value) is not DeviceArray:
                value = np.asarray(value, dtype=self._data.dtype)
            self._grad, self._grad_view = value, None
        if self._grad is not None and tuple(self._grad.shape) != tuple(self._data.shape):
            shape = list(self._grad.shape)
            self._grad = self._grad_view = None
            raise ValueError(f"assigned grad has shape {shape}, but the tensor has shape"
                             f" {list(self._data.shape)}")

    def dense_grad(self):
        """The array of `.grad` (None before any), a row-sparse one made dense first."""
        g = self._grad
        if type(g) is RowSparse:
            g = self._grad = g.dense()
        return g

    def accumulate_grad(self, grad: np.ndarray, owned: bool = False) -> None:
        """Add `grad` into `.grad` (which starts as None), as PyTorch does. An `owned` grad
        (a new array no one else holds) becomes `.grad` without a copy. A device tensor's
        gradient stays on the device. A row-sparse gradient stays row-sparse while the
        gradients added to it are (`runtime/row_sparse.py`)."""
        if type(grad) is RowSparse:
            if type(self._data) is not DeviceArray and grad.dtype == self._data.dtype and \
                    grad.shape == self._data.shape:
                self._grad = grad if self._grad is None else self._grad + grad
                return
            grad, owned = grad.dense(), True
        if type(self._data) is DeviceArray:
            if type(grad) is not DeviceArray:
                grad = devices.to_device(np.asarray(grad, dtype=self._data.dtype))
                owned = True
            if self._grad is None:
                self._grad = grad if owned and grad.shape == self._data.shape else grad.copy()
            else:
                self._grad = add(self._grad, grad)
            return
        grad = np.asarray(grad, dtype=self._data.dtype)
        if self._grad is None:
            self._grad = grad if owned and grad.shape == self._data.shape else grad.copy()
        else:
            self._grad = self.dense_grad() + grad

    def backward(self, gradient=None, retain_graph: bool = False) -> None:
        """Backpropagate through the recorded eager ops and compiled calls that made this tensor;
        accumulates into the `.grad` of the leaves that require grad."""
        if not self._requires_grad:
            raise BackwardError("element 0 of tensors does not require grad and does not have"
                                " a grad_fn")
        data = self._data
        if gradient is None and data.size == 1 and type(data) is not DeviceArray:
            run_backward(self, _one(data.shape, data.dtype), retain_graph)   # a loss
        else:
            run_backward(self, self.seed(gradient), retain_graph)

    def seed(self, gradient=None):
        """The gradient a backward from this tensor starts with: `gradient` as an array
        where this tensor lives, or ones for a one-element tensor."""
        data = self._data
        if gradient is None:
            if data.size != 1:
                raise BackwardError(f"grad can be implicitly created only for scalar outputs"
                                    f" (this tensor has shape {list(self.shape)}); pass"
                                    f" gradient=")
            return _one(data.shape, data.dtype) if type(data) is not DeviceArray \
                else _device_one(data.shape, data.dtype)
        gradient = gradient._data if isinstance(gradient, GradMethods) else gradient
        if type(data) is DeviceArray:
            if type(gradient) is not DeviceArray:
                gradient = devices.to_device(np.asarray(gradient, dtype=data.dtype))
            if gradient.shape != data.shape or gradient.dtype != data.dtype:
                raise BackwardError(f"gradient is {gradient.dtype}{list(gradient.shape)}, but"
                                    f" the tensor is {data.dtype}{list(data.shape)}")
            return gradient
        gradient = np.asarray(gradient, dtype=data.dtype)
        if gradient.shape != data.shape:
            raise BackwardError(f"gradient has shape {list(gradient.shape)}, but the tensor has"
                                f" shape {list(self.shape)}")
        return gradient

    #: a leaf's hooks (`runtime.engine.Hooks`); an intermediate's are on its `grad_fn`
    _hooks = None

    def register_hook(self, fn):
        """Call `fn(grad)` with this tensor's gradient at every backward; a returned tensor
        replaces the gradient. Returns a handle whose `.remove()` takes the hook off."""
        return engine.register_hook(self, fn)

    def retain_grad(self) -> None:
        """Keep this intermediate tensor's gradient in its `.grad`, as a leaf's."""
        engine.retain_grad(self)

    @property
    def retains_grad(self) -> bool:
        hooks = self.grad_fn.hooks if self.grad_fn is not None else None
        h = hooks.get(self.output_index) if hooks else None
        return h is not None and h.retain is not None and h.retain() is self


#: a one of each (shape, dtype) a scalar's `backward()` started from (`_one`)
_ONES: dict[tuple, np.ndarray] = {}


#: per (shape, dtype), the device allocation of the last device seed (`_device_one`)
_DEVICE_SEEDS: dict[tuple, object] = {}


def _device_one(shape: tuple, dtype: np.dtype) -> DeviceArray:
    """A new device array of ones of one element, in the block of the last one where it is
    free: a training step's backward then sees the same addresses at every step (CUDA
    graphs replay), and the seed takes no block a gradient had."""
    key = (shape, dtype)
    out = devices.fill(DeviceArray.empty(shape, dtype, _DEVICE_SEEDS.get(key)), 1)
    _DEVICE_SEEDS[key] = out.block.allocation
    return out


def _one(shape: tuple, dtype: np.dtype) -> np.ndarray:
    """A new array of ones of one element (`np.ones` costs several times a copy)."""
    one = _ONES.get((shape, dtype))
    if one is None:
        one = _ONES[shape, dtype] = np.ones(shape, dtype)
    return one.copy()
