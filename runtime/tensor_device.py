"""Where a `Tensor`'s data lives, host memory or the GPU, and as what dtype (`DeviceMethods`,
a base of `Tensor`; `dtype_of`).

`tensor(x, device="cuda")`, `.to("cuda")`, `.cuda()` hold a `DeviceArray` (`runtime/device.py`)
instead of a numpy array; `.cpu()` copies back. A move of a tensor that requires grad is
recorded: its node moves the gradient back. DLPack and `__cuda_array_interface__` share device
memory with PyTorch, CuPy and others without a copy. `pin_memory()` copies a host tensor into
page-locked memory (`runtime/host_memory.py`), from which `.to("cuda", non_blocking=True)`
queues the copy and returns.
"""
from __future__ import annotations

from typing import Self

import numpy as np

from ..frontend.type_method import torch_dtype
from ..ir.types import DType
from . import device as devices, host_memory
from .autograd import Node, is_grad_enabled
from .device import DeviceArray


def dtype_of(dtype) -> DType:
    """A `DType` from a DType, its name (`"f32"`), a numpy dtype or a PyTorch dtype."""
    if isinstance(dtype, DType):
        return dtype
    read = torch_dtype(dtype)
    if read is not None:
        return read[0]
    if isinstance(dtype, str) and dtype in DType._value2member_map_:
        return DType(dtype)
    try:
        return DType.from_numpy(dtype)
    except TypeError:
        names = ", ".join(d.value for d in DType)
        raise TypeError(f"unsupported dtype {dtype!r} (aotgrad tensors are {names})") from None


class DeviceMethods:
    """The device methods of `Tensor` (`_data`, `wrap`, `_op`, `dtype` and `requires_grad`
    are `Tensor`'s)."""

    @property
    def device(self) -> str:
        """Where the data lives: "cpu" or "cuda:0"."""
        return "cuda:0" if type(self._data) is DeviceArray else "cpu"

    @property
    def is_cuda(self) -> bool:
        return type(self._data) is DeviceArray

    def to(self, device=None, dtype=None, non_blocking: bool = False, copy: bool = False
           ) -> Self:
        """This tensor on `device` ("cpu", "cuda", "cuda:0") and/or as `dtype`: itself when
        nothing changes (unless `copy`), else a copy (gradients flow back through a move
        between devices). From pinned memory (`pin_memory()`) to the GPU with
        `non_blocking=True`, the copy is queued and this returns at once, as PyTorch's."""
        if dtype is None and device is not None and (
                not isinstance(device, str) or device in DType._value2member_map_):
            device, dtype = None, device                    # .to(dtype)
        out = self
        if dtype is not None and dtype_of(dtype).numpy != self.dtype:
            out = out.cpu() if out.is_cuda else out
            out = out._op("cast", (out,), {"dtype": dtype_of(dtype)})
            if self.is_cuda and device is None:
                device = "cuda"
        if device is not None and where(device) != ("cuda" if out.is_cuda else "cpu"):
            out = moved(out, where(device), blocking=not non_blocking)
        elif copy and out is self:
            out = out.clone()
        return out

    def pin_memory(self) -> Self:
        """A copy of this host tensor in page-locked memory, which copies to the GPU at the
        bus's full speed and, with `.to("cuda", non_blocking=True)`, without the host
        waiting (`runtime/host_memory.py`)."""
        if self.is_cuda:
            raise RuntimeError("cannot pin a cuda tensor: only host memory can be pinned")
        data = np.asarray(self._data)
        out = host_memory.pinned_empty(devices.driver(), data.shape, data.dtype)
        out[...] = data
        return type(self).wrap(out)

    def is_pinned(self) -> bool:
        """Whether the data lives in page-locked host memory (`pin_memory()`)."""
        return not self.is_cuda and host_memory.is_pinned(self._data)

    @property
    def __cuda_array_interface__(self) -> dict:
        if type(self._data) is not DeviceArray:
            raise AttributeError("a cpu tensor has no __cuda_array_interface__")
        return self._data.__cuda_array_interface__

    def __dlpack__(self, stream=None, **kwargs):
        """A DLPack capsule of the data (no copy): `torch.from_dlpack(t)` shares it."""
        if self.requires_grad:
            raise RuntimeError("cannot export a tensor that requires grad through DLPack; use"
                               " tensor.detach()")
        if type(self._data) is DeviceArray:
            return self._data.__dlpack__(stream, **kwargs)
        return self._data.__dlpack__(**kwargs)

    def __dlpack_device__(self) -> tuple[int, int]:
        return self._data.__dlpack_device__()

    def cuda(self, device=None, non_blocking: bool = False) -> Self:
        """This tensor on the GPU (a copy, unless it is there already)."""
        return self.to("cuda" if device is None else device, non_blocking=non_blocking)

    def cpu(self) -> Self:
        """This tensor in host memory (a copy, unless it is there already)."""
        return self.to("cpu")


def where(device) -> str:
    """"cpu" or "cuda" from a device name ("cuda:0" is the one GPU aotgrad uses)."""
    name = str(device)
    if name in ("cpu", "cuda", "cuda:0"):
        return name.split(":")[0]
    raise ValueError(f"unknown device {device!r} (aotgrad's devices are 'cpu' and 'cuda:0')")


def placed(data, device, blocking: bool = True):
    """A host or device array moved to `device` (as it is when it is there)."""
    if where(device) == "cuda":
        return data if type(data) is DeviceArray else devices.to_device(data, blocking)
    return data.get() if type(data) is DeviceArray else data


def moved(t, where: str, blocking: bool = True):
    """`t` copied to `where`; recorded, when `t` requires grad, as a node whose backward
    moves the gradient back."""
    out = placed(t._data, where, blocking)
    if not (t.requires_grad and is_grad_enabled()):
        return type(t).wrap(out)
    back = "cpu" if where == "cuda" else "cuda"
    node = Node(f"to_{where}", lambda g: (placed(g, back),), [], [t],
                [t.type], [0])
    return type(t).wrap(out, node)
