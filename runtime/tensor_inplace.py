"""In-place updates of a `Tensor` (`InPlaceMethods`, a base of `Tensor`).

`x[i] = v`, `add_`, `sub_`, `mul_`, `div_`, `masked_fill_`, `clamp_`, `scatter_`, `copy_`,
`fill_`, `zero_`, and `normal_` and `uniform_` (drawn from the global generator) write into
the tensor's data and bump its version counter, which a backward checks (`autograd.Node`): a
value a backward needs that was changed in place is an error there, not a wrong gradient. On
a tensor that requires grad (or with a value that does) they are allowed only under
`no_grad()`, as in PyTorch, since they are not recorded. A device tensor is written on the
device. Inside the trace of a compiled function, an update of a tensor the function reads by
name (a module's running statistics) is recorded by the trace and written back by every call
of the compiled code (`frontend.tracer.Trace.update`); any other update of a traced value is
an error.
"""
from __future__ import annotations

from typing import Self

import numpy as np

from ..frontend.ops import is_number
from ..frontend.tracer import update_captured
from ..ir.types import DType
from . import device as devices
from .autograd import is_grad_enabled, no_grad
from .device import DeviceArray


class InPlaceMethods:
    """The in-place methods of `Tensor` (`_data`, `_version`, `_op`, `is_leaf` and
    `requires_grad` are `Tensor`'s)."""

    def _check_inplace(self, what: str, value) -> None:
        if not is_grad_enabled():
            return
        if self.requires_grad:
            kind = "a leaf tensor that requires grad" if self.is_leaf else \
                "a tensor that is part of a graph"
        elif isinstance(value, InPlaceMethods) and value.requires_grad:
            kind = "a value that requires grad"
        else:
            return
        raise RuntimeError(f"{what}: an in-place update of {kind} is not recorded for backward;"
                           f" do it under aotgrad.no_grad(), or out of place")

    def _write(self, what: str, value) -> Self:
        """Store `value` (a Tensor, array or number) into this tensor's data in place; inside
        a compiled function's trace, an update its calls make (`Trace.update`)."""
        if update_captured(self, value, what):
            return self
        self._check_inplace(what, value)
        if type(self._data) is DeviceArray:
            return self._write_device(what, value)
        array = value._data if isinstance(value, InPlaceMethods) else np.asarray(value)
        if not np.can_cast(array.dtype, self._data.dtype, "same_kind") and array.ndim:
            raise TypeError(f"{what}: cannot store {array.dtype} values in a"
                            f" {DType.from_numpy(self._data.dtype)} tensor")
        np.copyto(self._data, np.broadcast_to(array, self._data.shape), casting="unsafe")
        self._version += 1
        return self

    def _write_device(self, what: str, value) -> Self:
        """`_write` of a device tensor: a fill, or a copy on the device."""
        data = self._data
        array = value._data if isinstance(value, InPlaceMethods) else value
        if is_number(array) or (isinstance(array, np.ndarray) and array.ndim == 0):
            devices.fill(data, np.asarray(array).astype(data.dtype))
        else:
            if type(array) is not DeviceArray:
                array = devices.to_device(np.broadcast_to(np.asarray(array, data.dtype),
                                                          data.shape))
            if array.shape != data.shape or array.dtype != data.dtype:
                raise TypeError(f"{what}: a device tensor takes a {data.dtype}{list(data.shape)}"
                                f" value on the device, got {array.dtype}{list(array.shape)}")
            if data.nbytes:
                devices.driver().memcpy_dtod(data.pointer, array.pointer, data.nbytes)
        self._version += 1
        return self

    def _inplace(self, name: str, *args) -> Self:
        for value in args:
            self._check_inplace(f"{name}_", value)
        with no_grad():
            result = self._op(name, (self, *args), {})
        return self._write(f"{name}_", result)

    def add_(self, other) -> Self:
        return self._inplace("add", other)

    def sub_(self, other) -> Self:
        return self._inplace("sub", other)

    def mul_(self, other) -> Self:
        return self._inplace("mul", other)

    def div_(self, other) -> Self:
        return self._inplace("div", other)

    def masked_fill_(self, mask, value) -> Self:
        """`value` written where `mask` is true, as `torch.Tensor.masked_fill_`."""
        return self._inplace("masked_fill", mask, value)

    def clamp_(self, min=None, max=None) -> Self:
        """This tensor limited to [min, max] in place, as `torch.Tensor.clamp_`."""
        return self._inplace("clamp", min, max)

    clip_ = clamp_

    def scatter_(self, dim, index, src=None, *, value=None, reduce=None) -> Self:
        """`scatter` written in place, as `torch.Tensor.scatter_` (`x.scatter_(1, idx, 1.0)`)."""
        if reduce is not None:
            raise TypeError("scatter_: reduce= is not supported; use scatter_add")
        self._check_inplace("scatter_", src)
        with no_grad():
            result = self._op("scatter", (self, dim, index, src, value), {})
        return self._write("scatter_", result)

    def copy_(self, src) -> Self:
        return self._write("copy_", src)

    def fill_(self, value) -> Self:
        return self._write("fill_", value)

    def zero_(self) -> Self:
        return self._write("zero_", 0)

    def _fill_random(self, what: str, name: str, shift, scale) -> Self:
        """Fill with `shift + scale * name(shape)`, drawn from the global generator."""
        dtype = DType.from_numpy(self._data.dtype)
        if not dtype.is_float:
            raise TypeError(f"{what}: expects a floating-point tensor, got {dtype}")
        self._check_inplace(what, None)
        with no_grad():
            draws = self._op(name, (list(self._data.shape),), {"dtype": dtype})
            values = self._op("add", (self._op("mul", (draws, scale), {}), shift), {})
        return self._write(what, values)

    def normal_(self, mean: float = 0.0, std: float = 1.0, *, generator=None) -> Self:
        """Fill with normal numbers of `mean` and `std` (`aotgrad.randn`), as
        `torch.Tensor.normal_`."""
        if generator is not None:
            raise TypeError("normal_: aotgrad draws from its one generator (manual_seed);"
                            " generator= must be None")
        return self._fill_random("normal_", "randn", mean, std)

    def uniform_(self, *bounds: float, generator=None, **named) -> Self:
        """Fill with uniform numbers in [from, to) (default [0, 1)), as
        `torch.Tensor.uniform_(from=0, to=1)`."""
        if generator is not None:
            raise TypeError("uniform_: aotgrad draws from its one generator (manual_seed);"
                            " generator= must be None")
        unknown = set(named) - {"from", "to"}
        if unknown or len(bounds) > 2:
            raise TypeError(f"uniform_ takes from and to, got {len(bounds)} positional and"
                            f" {sorted(named)}")
        low, high = (*bounds, *(0.0, 1.0)[len(bounds):])
        low, high = named.get("from", low), named.get("to", high)
        return self._fill_random("uniform_", "rand", low, high - low)

    def __setitem__(self, key, value) -> None:
        self._check_inplace("x[...] = value", value)
        if type(self._data) is DeviceArray:
            raise TypeError("x[...] = value is not supported on a cuda tensor; write the whole"
                            " tensor (copy_, fill_, zero_) or index on the host (.cpu())")
        self._data[key] = value._data if isinstance(value, InPlaceMethods) else value
        self._version += 1
