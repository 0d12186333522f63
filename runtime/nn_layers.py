"""The stateless layers and the loss modules of `torch.nn`: each holds PyTorch's constructor
arguments, with its defaults, and calls the `aotgrad.nn.functional` function of the same name
(`runtime/functional_nn.py`, `runtime/losses.py`), so a model assembled from them computes what
PyTorch's does. `Sequential`, `ModuleList` and `ModuleDict` hold children as PyTorch's."""
from __future__ import annotations

from collections import OrderedDict
from typing import Iterator

from . import functional_nn as F
from . import losses as L
from .nn import Module


class Identity(Module):
    """x, unchanged (its arguments are accepted and ignored, as PyTorch's)."""

    def __init__(self, *args, **kwargs):
        super().__init__()

    def forward(self, input):
        return input


class ReLU(Module):
    """max(x, 0)."""

    def forward(self, x):
        return F.relu(x)


class Tanh(Module):
    """tanh(x)."""

    def forward(self, x):
        return F.tanh(x)


class GELU(Module):
    """GELU as `torch.nn.GELU`: exact (x Phi(x), with erf) by default, the tanh form with
    `approximate="tanh"`."""

    def __init__(self, approximate: str = "none"):
        super().__init__()
        if approximate not in ("none", "tanh"):
            raise ValueError(f"approximate argument must be either none or tanh, got"
                             f" {approximate!r}")
        self.approximate = approximate

    def forward(self, x):
        return F.gelu(x, approximate=self.approximate)


class Sigmoid(Module):
    def forward(self, input):
        return F.sigmoid(input)


class SiLU(Module):
    def __init__(self, inplace: bool = False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input):
        return F.silu(input)


class ReLU6(Module):
    def __init__(self, inplace: bool = False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input):
        return F.relu6(input)


class LeakyReLU(Module):
    def __init__(self, negative_slope: float = 0.01, inplace: bool = False):
        super().__init__()
        self.negative_slope, self.inplace = negative_slope, inplace

    def forward(self, input):
        return F.leaky_relu(input, self.negative_slope)

    def extra_repr(self) -> str:
        return f"negative_slope={self.negative_slope}"


class ELU(Module):
    def __init__(self, alpha: float = 1.0, inplace: bool = False):
        super().__init__()
        self.alpha, self.inplace = alpha, inplace

    def forward(self, input):
        return F.elu(input, self.alpha)


class Softplus(Module):
    def __init__(self, beta: float = 1.0, threshold: float = 20.0):
        super().__init__()
        self.beta, self.threshold = beta, threshold

    def forward(self, input):
        return F.softplus(input, self.beta, self.threshold)


class Softmax(Module):
    def __init__(self, dim: int | None = None):
        super().__init__()
        self.dim = dim

    def forward(self, input):
        return F.softmax(input, self.dim)

    def extra_repr(self) -> str:
        return f"dim={self.dim}"


class LogSoftmax(Module):
    def __init__(self, dim: int | None = None):
        super().__init__()
        self.dim = dim

    def forward(self, input):
        return F.log_softmax(input, self.dim)

    def extra_repr(self) -> str:
        return f"dim={self.dim}"


class Flatten(Module):
    """Dims `start_dim`..`end_dim` into one (by default all but the batch dim)."""

    def __init__(self, start_dim: int = 1, end_dim: int = -1):
        super().__init__()
        self.start_dim, self.end_dim = start_dim, end_dim

    def forward(self, input):
        return input.flatten(self.start_dim, self.end_dim)

    def extra_repr(self) -> str:
        return f"start_dim={self.start_dim}, end_dim={self.end_dim}"


# ------------------------------------------------------------------------------- losses

class CrossEntropyLoss(Module):
    """`F.cross_entropy` as a module (class indices or probabilities as targets)."""

    def __init__(self, weight=None, size_average=None, ignore_index: int = -100, reduce=None,
                 reduction: str = "mean", label_smoothing: float = 0.0):
        super().__init__()
        self.weight, self.ignore_index = weight, ignore_index
        self.reduction, self.label_smoothing = reduction, label_smoothing

    def forward(self, input, target):
        return L.cross_entropy(input, target, weight=self.weight,
                               ignore_index=self.ignore_index, reduction=self.reduction,
                               label_smoothing=self.label_smoothing)


class NLLLoss(Module):
    def __init__(self, weight=None, size_average=None, ignore_index: int = -100, reduce=None,
                 reduction: str = "mean"):
        super().__init__()
        self.weight, self.ignore_index, self.reduction = weight, ignore_index, reduction

    def forward(self, input, target):
        return L.nll_loss(input, target, weight=self.weight, ignore_index=self.ignore_index,
                          reduction=self.reduction)


class MSELoss(Module):
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = reduction

    def forward(self, input, target):
        return L.mse_loss(input, target, reduction=self.reduction)


class L1Loss(Module):
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = reduction

    def forward(self, input, target):
        return L.l1_loss(input, target, reduction=self.reduction)


class BCELoss(Module):
    def __init__(self, weight=None, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__()
        self.weight, self.reduction = weight, reduction

    def forward(self, input, target):
        return L.binary_cross_entropy(input, target, weight=self.weight,
                                      reduction=self.reduction)


class BCEWithLogitsLoss(Module):
    def __init__(self, weight=None, size_average=None, reduce=None, reduction: str = "mean",
                 pos_weight=None):
        super().__init__()
        self.weight, self.reduction, self.pos_weight = weight, reduction, pos_weight

    def forward(self, input, target):
        return L.binary_cross_entropy_with_logits(input, target, weight=self.weight,
                                                  reduction=self.reduction,
                                                  pos_weight=self.pos_weight)


# ---------------------------------------------------------------------------- containers

class ModuleDict(Module):
    """Named modules, as `torch.nn.ModuleDict`: parameters named `<key>.weight`, ...; index,
    iterate (keys), `items()`, `keys()`, `values()`, `update()`, `in`, `len`."""

    def __init__(self, modules=None):
        super().__init__()
        self.mods: dict[str, Module] = {}
        if modules is not None:
            self.update(modules)

    def named_children(self) -> Iterator[tuple[str, Module]]:
        return iter(list(self.mods.items()))

    def update(self, modules) -> None:
        items = modules.items() if hasattr(modules, "items") else modules
        for key, module in items:
            self[key] = module

    def __setitem__(self, key: str, module: Module) -> None:
        if not isinstance(module, Module):
            raise TypeError(f"{type(module).__name__} is not a Module subclass")
        self.mods[str(key)] = module

    def __getitem__(self, key: str) -> Module:
        return self.mods[key]

    def __contains__(self, key: str) -> bool:
        return key in self.mods

    def __iter__(self):
        return iter(self.mods)

    def __len__(self) -> int:
        return len(self.mods)

    def keys(self):
        return self.mods.keys()

    def values(self):
        return self.mods.values()

    def items(self):
        return self.mods.items()


class Sequential(Module):
    """Modules applied in order, as `torch.nn.Sequential`: given as arguments, their parameters
    are named `0.weight`, `1.bias`, ...; given as one `OrderedDict`, by its keys (`fc.weight`),
    and each is an attribute (`seq.fc`). Index, slice (a Sequential), iterate, append."""

    def __init__(self, *modules: Module):
        super().__init__()
        if len(modules) == 1 and isinstance(modules[0], OrderedDict):
            self.names, self.layers = list(modules[0]), list(modules[0].values())
        else:
            self.names, self.layers = [str(i) for i in range(len(modules))], list(modules)
        for name, m in zip(self.names, self.layers):
            if not isinstance(m, Module):
                raise TypeError(f"{type(m).__name__} is not a Module subclass")

    def named_children(self):
        return zip(list(self.names), list(self.layers))

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x

    def __getattr__(self, name: str):
        names = self.__dict__.get("names", ())
        if name in names:
            return self.__dict__["layers"][names.index(name)]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __getitem__(self, i):
        if isinstance(i, slice):
            return Sequential(OrderedDict(zip(self.names[i], self.layers[i])))
        return self.layers[i]

    def __iter__(self):
        return iter(self.layers)

    def __len__(self) -> int:
        return len(self.layers)

    def append(self, module: Module) -> "Sequential":
        self.names.append(str(len(self.layers)))
        self.layers.append(module)
        return self


class ModuleList(Module):
    """A list of modules, as `torch.nn.ModuleList`: parameters named `0.weight`, ...; index,
    iterate and append it; its owner's `forward` decides how they are applied."""

    def __init__(self, modules=()):
        super().__init__()
        self.layers = list(modules)

    def named_children(self):
        return ((str(i), m) for i, m in enumerate(self.layers))

    def append(self, module: Module) -> "ModuleList":
        self.layers.append(module)
        return self

    def __getitem__(self, i: int) -> Module:
        return self.layers[i]

    def __iter__(self):
        return iter(self.layers)

    def __len__(self) -> int:
        return len(self.layers)


# --------------------------------------------------------------------------- losses
