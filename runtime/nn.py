"""`aotgrad.nn`: modules with parameters, named and initialised as PyTorch's.

A `Module` finds its parameters and sub-modules in its attributes: a `Parameter` (a Tensor that
requires grad) is a parameter, a `Module` a child, and a list or tuple of modules a list of
children (`layers.0.weight`, as `torch.nn.ModuleList`). Names, shapes and order are PyTorch's
(the module's own parameters in the order they were set, then each child's), so a `state_dict`
moves between the two with `np.asarray` and `torch.tensor` alone. Initialisation follows
PyTorch's defaults: `Linear` is kaiming-uniform (bounds +-1/sqrt(fan_in) for weight and bias),
`Embedding` standard normal, `LayerNorm` ones and zeros; the numbers come from
`nn.init_generator()`, a numpy generator that `nn.manual_seed` resets.

Modules hold no state of a compiled function: `aotgrad.compile(model)` compiles `forward`, and
`aotgrad.compile(step)` on a function that reads a model lifts its parameters to implicit inputs
read at every call, so an optimizer's in-place update is seen by the next call; `training` is a
guarded Python bool, so `model.eval()` compiles once more.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from typing import Iterator

import numpy as np

from .. import functions as F
from . import functional_nn, recompile
from .autograd import no_grad
from .engine import RemovableHandle
from ..ir.types import DType
from .tensor import Tensor, _placed
from .tensor_device import dtype_of

#: the generator of parameter initialisation, or the seed it is made from on first use.
_generator: object = 0


def init_generator():
    """The numpy generator of parameter initialisation, made on first use (`numpy.random` is a
    slow import that a compiled function started from the disk cache does not need) and
    restarted by `manual_seed`."""
    global _generator
    if isinstance(_generator, int):
        _generator = np.random.default_rng(_generator)
    return _generator


def manual_seed(seed: int) -> None:
    """Restart the generator that initialises parameters."""
    global _generator
    _generator = seed


class Parameter(Tensor):
    """A Tensor that is a module's parameter: it requires grad and is found by `Module`."""

    def __init__(self, data, requires_grad: bool = True):
        super().__init__(data, requires_grad=requires_grad)

    def __repr__(self) -> str:
        return "Parameter containing:\n" + super().__repr__()


def _uniform(shape, bound: float) -> Parameter:
    return Parameter(init_generator().uniform(-bound, bound, shape).astype(np.float32))


class _HookHandle(RemovableHandle):
    """A module hook's handle: removing the hook counts as a change of the module."""

    __slots__ = ("_module",)

    def __init__(self, fns: list, fn, module: "Module"):
        super().__init__(fns, fn)
        self._module = module

    def remove(self) -> None:
        if any(f is self._fn for f in self._fns):
            super().remove()
            self._module._hook_version += 1


class Module:
    """Base of the layers: parameters and children are found in the attributes."""

    #: a model is user state: `aotgrad.compile` walks its attributes for the parameters and
    #: numbers a function reads through it (`frontend/capture.py`), wherever it is defined
    __aotgrad_user_state__ = True

    def __init__(self):
        self.training = True

    def forward(self, *args, **kwargs):
        raise NotImplementedError(f"{type(self).__name__} has no forward")

    #: counts the hooks added and removed, once it has some: `aotgrad.compile` guards it (a
    #: function compiled before a hook came or went compiles again; the first hook of a
    #: module makes every compiled function forget what it compiled)
    _hook_version = 0

    def __call__(self, *args, **kwargs):
        if not self._hook_version:
            return self.forward(*args, **kwargs)
        state = vars(self)
        for hook, with_kwargs in list(state.get("_forward_pre_hooks", ())):
            if with_kwargs:
                changed = hook(self, args, kwargs)
                if changed is not None:
                    args, kwargs = changed
            else:
                changed = hook(self, args)
                if changed is not None:
                    args = changed if isinstance(changed, tuple) else (changed,)
        result = self.forward(*args, **kwargs)
        for hook, with_kwargs in list(state.get("_forward_hooks", ())):
            changed = hook(self, args, kwargs, result) if with_kwargs else \
                hook(self, args, result)
            if changed is not None:
                result = changed
        return result

    def register_forward_pre_hook(self, hook, *, prepend: bool = False,
                                  with_kwargs: bool = False):
        """Call `hook(module, args)` (with `with_kwargs`, `hook(module, args, kwargs)`)
        before each `forward`; what it returns, when not None, replaces the arguments, as
        PyTorch's. Returns a handle whose `.remove()` takes the hook off."""
        return self._hook("_forward_pre_hooks", hook, prepend, with_kwargs)

    def register_forward_hook(self, hook, *, prepend: bool = False, with_kwargs: bool = False,
                              always_call: bool = False):
        """Call `hook(module, args, output)` (with `with_kwargs`, `hook(module, args, kwargs,
        output)`) after each `forward`; what it returns, when not None, replaces the output,
        as PyTorch's (inside `aotgrad.compile` the hook runs while the function is traced:
        what it keeps are traced values). Returns a handle whose `.remove()` takes it off."""
        return self._hook("_forward_hooks", hook, prepend, with_kwargs)

    def _hook(self, kind: str, hook, prepend: bool, with_kwargs: bool):
        hooks = vars(self).setdefault(kind, [])
        entry = (hook, bool(with_kwargs))
        hooks.insert(0, entry) if prepend else hooks.append(entry)
        first = "_hook_version" not in vars(self)
        self._hook_version += 1
        if first:           # compiled before the module could be guarded for its hooks
            recompile.forget_all()
        return _HookHandle(hooks, entry, self)

    # -- what the module holds -----------------------------------------------------------

    def named_children(self) -> Iterator[tuple[str, "Module"]]:
        """(name, module) of each direct child: attributes, and items of lists of modules."""
        for name, value in vars(self).items():
            if isinstance(value, Module):
                yield name, value
            elif isinstance(value, (list, tuple)) and value and \
                    all(isinstance(m, Module) for m in value):
                yield from ((f"{name}.{i}", m) for i, m in enumerate(value))

    def children(self) -> Iterator["Module"]:
        return (m for _, m in self.named_children())

    def modules(self) -> Iterator["Module"]:
        """This module and every module below it, depth first."""
        yield self
        for child in self.children():
            yield from child.modules()

    def named_parameters(self, prefix: str = "", recurse: bool = True,
                         remove_duplicate: bool = True) -> Iterator[tuple[str, Parameter]]:
        """(dotted name, parameter): the module's own in order set, then its children's; a
        parameter shared by two modules (tied weights) once, under its first name, unless
        `remove_duplicate=False`, as PyTorch's."""
        seen = set()
        for name, p in self._named_parameters(prefix, recurse):
            if remove_duplicate:
                if id(p) in seen:
                    continue
                seen.add(id(p))
            yield name, p

    def _named_parameters(self, prefix: str, recurse: bool):
        for name, value in vars(self).items():
            if isinstance(value, Parameter):
                yield prefix + name, value
        if recurse:
            for name, child in self.named_children():
                yield from child._named_parameters(f"{prefix}{name}.", True)

    def parameters(self, recurse: bool = True) -> Iterator[Parameter]:
        return (p for _, p in self.named_parameters(recurse=recurse))

    def requires_grad_(self, requires_grad: bool = True) -> "Module":
        """Set `requires_grad` of every parameter (`False` freezes them), as PyTorch's."""
        for p in self.parameters():
            p.requires_grad_(requires_grad)
        return self

    def named_modules(self, memo: set | None = None, prefix: str = "",
                      remove_duplicate: bool = True) -> Iterator[tuple[str, "Module"]]:
        """(dotted name, module) of this module ("") and every module below it, depth first,
        each once (unless `remove_duplicate=False`), as PyTorch's."""
        if memo is None:
            memo = set()
        if remove_duplicate:
            if id(self) in memo:
                return
            memo.add(id(self))
        yield prefix, self
        for name, child in self.named_children():
            yield from child.named_modules(memo, f"{prefix}.{name}" if prefix else name,
                                           remove_duplicate)

    def apply(self, fn) -> "Module":
        """Call `fn` on every child (recursively), then on this module, as PyTorch's (an
        initialisation: `model.apply(init_weights)`); returns the module."""
        for child in self.children():
            child.apply(fn)
        fn(self)
        return self

    def register_buffer(self, name: str, tensor, persistent: bool = True) -> None:
        """A tensor the module holds that is no parameter (a mask, running statistics), as
        PyTorch's: an attribute `self.<name>`, listed by `named_buffers()`, moved by `to()`,
        and in `state_dict()` unless `persistent=False`. Inside `aotgrad.compile` it is read
        at every call, like a parameter, and gets no gradient."""
        if not isinstance(name, str):
            raise TypeError(f"buffer name should be a string. Got {type(name).__name__}")
        if "." in name or name == "":
            raise KeyError(f"buffer name can't contain \".\" or be empty: {name!r}")
        if hasattr(self, name) and name not in self.__dict__.get("_buffer_names", {}):
            raise KeyError(f"attribute '{name}' already exists")
        if tensor is not None and not isinstance(tensor, Tensor):
            raise TypeError(f"cannot assign '{type(tensor).__name__}' object to buffer"
                            f" '{name}' (aotgrad Tensor or None required)")
        if isinstance(tensor, Parameter):
            raise TypeError(f"cannot assign a Parameter to buffer '{name}': use a Tensor")
        self.__dict__.setdefault("_buffer_names", {})[name] = persistent
        setattr(self, name, tensor)

    def named_buffers(self, prefix: str = "", recurse: bool = True
                      ) -> Iterator[tuple[str, Tensor]]:
        """(dotted name, buffer): the module's own in the order registered, then (with
        `recurse`) its children's; a buffer set to None is left out."""
        for name in self.__dict__.get("_buffer_names", {}):
            value = getattr(self, name, None)
            if value is not None:
                yield prefix + name, value
        if recurse:
            for name, child in self.named_children():
                yield from child.named_buffers(f"{prefix}{name}.")

    def buffers(self, recurse: bool = True) -> Iterator[Tensor]:
        return (b for _, b in self.named_buffers(recurse=recurse))

    def _state_tensors(self, prefix: str = "") -> Iterator[tuple[str, Tensor]]:
        """(name, tensor) of the state dict in PyTorch's order: a module's parameters, then
        its persistent buffers, then each child's."""
        for name, value in vars(self).items():
            if isinstance(value, Parameter):
                yield prefix + name, value
        for name, persistent in self.__dict__.get("_buffer_names", {}).items():
            value = getattr(self, name, None)
            if persistent and value is not None:
                yield prefix + name, value
        for name, child in self.named_children():
            yield from child._state_tensors(f"{prefix}{name}.")

    def state_dict(self) -> "OrderedDict[str, np.ndarray]":
        """Parameter and persistent buffer name -> a copy of its values, as a numpy array."""
        return OrderedDict((name, p.detach().numpy().copy() if not p.is_cuda else p.detach().numpy())
                           for name, p in self._state_tensors())

    def load_state_dict(self, state: dict, strict: bool = True) -> None:
        """Copy arrays (or anything `np.asarray` takes, torch tensors included) into the
        parameters and persistent buffers of the same names; `strict` refuses missing or
        unexpected names."""
        own = dict(self._state_tensors())
        missing = [k for k in own if k not in state]
        unexpected = [k for k in state if k not in own]
        if strict and (missing or unexpected):
            raise KeyError(f"load_state_dict: missing keys {missing}, unexpected keys"
                           f" {unexpected}")
        for name, p in own.items():
            if name not in state:
                continue
            value = np.asarray(state[name])
            if value.shape != p.shape:
                raise ValueError(f"load_state_dict: '{name}' has shape {list(value.shape)},"
                                 f" the {'parameter' if isinstance(p, Parameter) else 'buffer'}"
                                 f" {list(p.shape)}")
            with no_grad():
                p.copy_(value)

    # -- modes and gradients -------------------------------------------------------------

    def train(self, mode: bool = True) -> "Module":
        """Set training mode here and below (Dropout drops only in training)."""
        for m in self.modules():
            m.training = mode
        return self

    def eval(self) -> "Module":
        return self.train(False)

    def zero_grad(self) -> None:
        for p in self.parameters():
            p.grad = None

    def to(self, device=None, dtype=None) -> "Module":
        """Move the parameters (and their gradients) to `device` ("cpu", "cuda") and/or convert
        the floating-point ones, and floating-point buffers, to `dtype` (`to(aotgrad.float64)`
        too), in place, as PyTorch's `Module.to`: the parameters stay the same objects, so an
        optimizer made before updates them as they now are; a compiled function that reads
        the module compiles once more for the new device or dtype (its guards check both)."""
        if dtype is None and device is not None and (
                not isinstance(device, str) or device in DType._value2member_map_):
            device, dtype = None, device                        # .to(dtype)
        if dtype is not None:
            self._convert(dtype_of(dtype))
        if device is None:
            return self
        for p in self.parameters():
            p._data = _placed(p._data, device)
            if p._grad is not None:
                p.grad = _placed(p.dense_grad(), device)
            p._version += 1
        for b in self.buffers():
            b._data = _placed(b._data, device)
            b._version += 1
        return self

    def _convert(self, dtype: DType) -> None:
        """Floating-point parameters, their gradients and floating-point buffers as `dtype`
        (integer ones, like `num_batches_tracked`, are kept, as PyTorch keeps them)."""
        if not dtype.is_float:
            raise TypeError(f"Module.to() converts floating-point parameters to a floating"
                            f" dtype, got {dtype}")
        with no_grad():
            for t in [*self.parameters(), *self.buffers()]:
                if not np.issubdtype(t.dtype, np.floating) or t.dtype == dtype.numpy:
                    continue
                t._data = Tensor.wrap(t._data).to(dtype=dtype)._data
                if t._grad is not None:
                    t.grad = Tensor.wrap(t.dense_grad()).to(dtype=dtype)._data
                t._version += 1

    def float(self) -> "Module":
        """`to(float32)`."""
        return self.to(dtype=DType.f32)

    def double(self) -> "Module":
        """`to(float64)`."""
        return self.to(dtype=DType.f64)

    def cuda(self, device=None) -> "Module":
        """`to("cuda")`: parameters and gradients on the GPU."""
        return self.to("cuda" if device is None else device)

    def cpu(self) -> "Module":
        """`to("cpu")`: parameters and gradients in host memory."""
        return self.to("cpu")

    def extra_repr(self) -> str:
        return ""

    def __repr__(self) -> str:
        lines = [f"  ({name}): " + repr(m).replace("\n", "\n  ")
                 for name, m in self.named_children()]
        head = f"{type(self).__name__}({self.extra_repr()}"
        return head + ("\n" + "\n".join(lines) + "\n)" if lines else ")")


class Linear(Module):
    """y = x @ weight.T + bias; weight (out, in), bias (out,), kaiming-uniform as PyTorch's."""

    def __init__(self, in_features: int, out_features: int, bias: bool = True):
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        bound = 1 / math.sqrt(in_features) if in_features else 0.0
        self.weight = _uniform((out_features, in_features), bound)
        self.bias = _uniform((out_features,), bound) if bias else None

    def forward(self, x):
        y = x @ self.weight.T
        return y if self.bias is None else y + self.bias

    def extra_repr(self) -> str:
        return f"in_features={self.in_features}, out_features={self.out_features}," \
               f" bias={self.bias is not None}"


def embedding_weight(num_embeddings: int, embedding_dim: int, padding_idx: int | None,
                     _weight=None, dtype=None) -> np.ndarray:
    """An embedding table's starting weight, as PyTorch makes it: N(0, 1) with the
    `padding_idx` row zeros, or a copy of `_weight` (a list of Python floats as float32)."""
    if _weight is None:
        weight = init_generator().standard_normal(
            (num_embeddings, embedding_dim)).astype(np.float32)
        if padding_idx is not None:
            weight[padding_idx] = 0.0
    else:
        weight = np.array(_weight)
        weight = weight.astype(np.float32) if weight.dtype == np.float64 and \
            not hasattr(_weight, "dtype") else weight
        if weight.shape != (num_embeddings, embedding_dim):
            raise ValueError("Shape of weight does not match num_embeddings and embedding_dim")
    return weight if dtype is None else weight.astype(dtype)


class Embedding(Module):
    """Rows of `weight` (num_embeddings, embedding_dim), N(0, 1), at integer ids: reads the
    rows the ids name, and its gradient adds into those rows (`tensor.scatter_add`), so a
    step costs ids x embedding_dim, not num_embeddings. The row `padding_idx` starts as
    zeros and gets no gradient, as PyTorch's; `_weight` gives the weight to start from.
    `sparse=True` is accepted: the gradient is kept as its rows whatever it says."""

    def __init__(self, num_embeddings: int, embedding_dim: int, padding_idx: int | None = None,
                 max_norm=None, norm_type: float = 2.0, scale_grad_by_freq: bool = False,
                 sparse: bool = False, _weight=None, _freeze: bool = False, dtype=None):
        super().__init__()
        if padding_idx is not None:
            if not -num_embeddings <= padding_idx < num_embeddings:
                raise ValueError("Padding_idx must be within num_embeddings")
            padding_idx %= num_embeddings
        if max_norm is not None or scale_grad_by_freq:
            raise ValueError("Embedding: max_norm and scale_grad_by_freq are not supported")
        # `sparse` changes nothing: the CPU's gradient is row-sparse either way (its rows and
        # ids, `runtime/row_sparse.py`), for SGD and SparseAdam; `.grad` reads it dense
        self.sparse = sparse
        self.num_embeddings, self.embedding_dim = num_embeddings, embedding_dim
        self.padding_idx = padding_idx
        self.weight = Parameter(embedding_weight(num_embeddings, embedding_dim, padding_idx,
                                                 _weight, dtype), requires_grad=not _freeze)

    @classmethod
    def from_pretrained(cls, embeddings, freeze: bool = True, padding_idx: int | None = None,
                        max_norm=None, norm_type: float = 2.0,
                        scale_grad_by_freq: bool = False, sparse: bool = False) -> "Embedding":
        """An Embedding whose weight is a copy of the 2-D `embeddings`, trained only when
        `freeze=False`, as `torch.nn.Embedding.from_pretrained`."""
        if len(np.shape(embeddings)) != 2:
            raise ValueError("Embeddings parameter is expected to be 2-dimensional")
        rows, cols = np.shape(embeddings)
        return cls(rows, cols, padding_idx, max_norm, norm_type, scale_grad_by_freq, sparse,
                   _weight=np.asarray(embeddings), _freeze=freeze)

    def forward(self, ids):
        if self.padding_idx is None:
            return F.embedding(ids, self.weight)
        return functional_nn.embedding(ids, self.weight, self.padding_idx)

    def extra_repr(self) -> str:
        text = f"{self.num_embeddings}, {self.embedding_dim}"
        return text if self.padding_idx is None else f"{text}, padding_idx={self.padding_idx}"


class LayerNorm(Module):
    """Normalise over the trailing `normalized_shape` dims; weight ones, bias zeros (when
    `elementwise_affine`; no bias with `bias=False`), as `torch.nn.LayerNorm`."""

    def __init__(self, normalized_shape, eps: float = 1e-5, elementwise_affine: bool = True,
                 bias: bool = True):
        super().__init__()
        shape = (normalized_shape,) if isinstance(normalized_shape, int) else \
            tuple(normalized_shape)
        self.normalized_shape, self.eps = shape, eps
        self.elementwise_affine = elementwise_affine
        self.weight = Parameter(np.ones(shape, np.float32)) if elementwise_affine else None
        self.bias = Parameter(np.zeros(shape, np.float32)) if elementwise_affine and bias \
            else None

    def forward(self, x):
        return functional_nn.layer_norm(x, self.normalized_shape, self.weight, self.bias,
                                        self.eps)

    def extra_repr(self) -> str:
        return f"{self.normalized_shape}, eps={self.eps}, elementwise_affine=" \
               f"{self.elementwise_affine}, bias={self.bias is not None}"


class Dropout(Module):
    """Zero each element with probability `p` in training (scaling the rest by 1/(1-p))."""

    def __init__(self, p: float = 0.5):
        super().__init__()
        self.p = p

    def forward(self, x):
        return F.dropout(x, p=self.p) if self.training and self.p > 0 else x

    def extra_repr(self) -> str:
        return f"p={self.p}"


def cross_entropy(logits, labels):
    """Mean negative log-likelihood of integer `labels` [N] under `logits` [N, C]."""
    return F.cross_entropy(logits, labels)


def mse_loss(x, target):
    """Mean of squared differences."""
    return F.mse(x, target)


# The loss modules (CrossEntropyLoss, MSELoss, ...) and the stateless layers are in
# runtime/nn_layers.py, with PyTorch's constructor arguments.
