"""More stateless layers and loss modules of `torch.nn`, each holding PyTorch's constructor
arguments with their defaults and calling the `aotgrad.nn.functional` function of its name:
the activations `Hardsigmoid`, `Hardswish`, `Mish`, `Softsign`, `GLU` and `PReLU` (a learned
slope, 0.25 by default), `Bilinear`, `PairwiseDistance`, `CosineSimilarity`, and the losses
`SmoothL1Loss`, `HuberLoss`, `KLDivLoss`, `CosineEmbeddingLoss`, `MarginRankingLoss`,
`TripletMarginLoss`, `HingeEmbeddingLoss`, `SoftMarginLoss`, `MultiLabelSoftMarginLoss`,
`MultiMarginLoss`, `PoissonNLLLoss`, `GaussianNLLLoss` and `CTCLoss`; `Hardtanh`, `LogSigmoid`,
`Softmin`, `SELU`, `CELU`, `Threshold`, `Hardshrink`, `Softshrink`, `Tanhshrink`; and the
containers `ParameterList` and `ParameterDict`.
"""
from __future__ import annotations

import numpy as np

from . import functional_extra as FX
from . import losses as L
from . import losses_likelihood as LL
from .losses_ctc import ctc_loss
from . import losses_margin as LM
from .functional_nn import cosine_similarity, hardtanh, logsigmoid, softmin
from .nn import Module, Parameter, _uniform


class Hardsigmoid(Module):
    def __init__(self, inplace: bool = False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input):
        return FX.hardsigmoid(input)


class Hardswish(Module):
    def __init__(self, inplace: bool = False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input):
        return FX.hardswish(input)


class Mish(Module):
    def __init__(self, inplace: bool = False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input):
        return FX.mish(input)


class Softsign(Module):
    def forward(self, input):
        return FX.softsign(input)


class GLU(Module):
    def __init__(self, dim: int = -1):
        super().__init__()
        self.dim = dim

    def forward(self, input):
        return FX.glu(input, self.dim)

    def extra_repr(self) -> str:
        return f"dim={self.dim}"


class PReLU(Module):
    """x where x > 0, else a x, `a` learned: one (`num_parameters=1`) or one per channel,
    `init` to start, as `torch.nn.PReLU`."""

    def __init__(self, num_parameters: int = 1, init: float = 0.25):
        super().__init__()
        self.num_parameters = num_parameters
        self.weight = Parameter(np.full(num_parameters, init, np.float32))

    def forward(self, input):
        return FX.prelu(input, self.weight)

    def extra_repr(self) -> str:
        return f"num_parameters={self.num_parameters}"


class Bilinear(Module):
    """x1^T A x2 + b, weight [out, in1, in2] and bias uniform in +-1/sqrt(in1), as
    `torch.nn.Bilinear`."""

    def __init__(self, in1_features: int, in2_features: int, out_features: int,
                 bias: bool = True):
        super().__init__()
        self.in1_features, self.in2_features = in1_features, in2_features
        self.out_features = out_features
        bound = 1 / in1_features ** 0.5
        self.weight = _uniform((out_features, in1_features, in2_features), bound)
        self.bias = _uniform((out_features,), bound) if bias else None

    def forward(self, input1, input2):
        return FX.bilinear(input1, input2, self.weight, self.bias)

    def extra_repr(self) -> str:
        return f"in1_features={self.in1_features}, in2_features={self.in2_features}," \
               f" out_features={self.out_features}, bias={self.bias is not None}"


class PairwiseDistance(Module):
    def __init__(self, p: float = 2.0, eps: float = 1e-6, keepdim: bool = False):
        super().__init__()
        self.norm, self.eps, self.keepdim = p, eps, keepdim

    def forward(self, x1, x2):
        return FX.pairwise_distance(x1, x2, self.norm, self.eps, self.keepdim)


class CosineSimilarity(Module):
    def __init__(self, dim: int = 1, eps: float = 1e-8):
        super().__init__()
        self.dim, self.eps = dim, eps

    def forward(self, x1, x2):
        return cosine_similarity(x1, x2, self.dim, self.eps)


# ------------------------------------------------------------------------------- losses

class _Loss(Module):
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__()
        self.reduction = reduction


class SmoothL1Loss(_Loss):
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean",
                 beta: float = 1.0):
        super().__init__(size_average, reduce, reduction)
        self.beta = beta

    def forward(self, input, target):
        return L.smooth_l1_loss(input, target, reduction=self.reduction, beta=self.beta)


class HuberLoss(_Loss):
    def __init__(self, reduction: str = "mean", delta: float = 1.0):
        super().__init__(reduction=reduction)
        self.delta = delta

    def forward(self, input, target):
        return L.huber_loss(input, target, reduction=self.reduction, delta=self.delta)


class KLDivLoss(_Loss):
    def __init__(self, size_average=None, reduce=None, reduction: str = "mean",
                 log_target: bool = False):
        super().__init__(size_average, reduce, reduction)
        self.log_target = log_target

    def forward(self, input, target):
        return L.kl_div(input, target, reduction=self.reduction, log_target=self.log_target)


class CosineEmbeddingLoss(_Loss):
    def __init__(self, margin: float = 0.0, size_average=None, reduce=None,
                 reduction: str = "mean"):
        super().__init__(size_average, reduce, reduction)
        self.margin = margin

    def forward(self, input1, input2, target):
        return LM.cosine_embedding_loss(input1, input2, target, self.margin,
                                        reduction=self.reduction)


class MarginRankingLoss(_Loss):
    def __init__(self, margin: float = 0.0, size_average=None, reduce=None,
                 reduction: str = "mean"):
        super().__init__(size_average, reduce, reduction)
        self.margin = margin

    def forward(self, input1, input2, target):
        return LM.margin_ranking_loss(input1, input2, target, self.margin,
                                      reduction=self.reduction)


class TripletMarginLoss(_Loss):
    def __init__(self, margin: float = 1.0, p: float = 2.0, eps: float = 1e-6,
                 swap: bool = False, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__(size_average, reduce, reduction)
        self.margin, self.p, self.eps, self.swap = margin, p, eps, swap

    def forward(self, anchor, positive, negative):
        return LM.triplet_margin_loss(anchor, positive, negative, self.margin, self.p,
                                      self.eps, self.swap, reduction=self.reduction)


class HingeEmbeddingLoss(_Loss):
    def __init__(self, margin: float = 1.0, size_average=None, reduce=None,
                 reduction: str = "mean"):
        super().__init__(size_average, reduce, reduction)
        self.margin = margin

    def forward(self, input, target):
        return LM.hinge_embedding_loss(input, target, self.margin, reduction=self.reduction)


# ------------------------------------------------------------------- more activations

class _Activation(Module):
    """A layer calling `function(input, *args)` with its constructor's arguments."""

    function = None
    names: tuple = ()

    def __init__(self, *args, **kwargs):
        super().__init__()
        values = dict(zip(self.names, args), **kwargs)
        for name, default in zip(self.names, self.defaults):
            setattr(self, name, values.pop(name, default))
        values.pop("inplace", None)
        if values:
            raise TypeError(f"{type(self).__name__}() got an unexpected keyword argument"
                            f" {next(iter(values))!r}")

    defaults: tuple = ()

    def forward(self, input):
        return type(self).function(input, *(getattr(self, n) for n in self.names))

    def extra_repr(self) -> str:
        return ", ".join(f"{n}={getattr(self, n)}" for n in self.names)


class Hardtanh(_Activation):
    function, names, defaults = staticmethod(hardtanh), ("min_val", "max_val"), (-1.0, 1.0)


class LogSigmoid(_Activation):
    function = staticmethod(logsigmoid)


class Softmin(_Activation):
    function, names, defaults = staticmethod(softmin), ("dim",), (None,)


class SELU(_Activation):
    function = staticmethod(FX.selu)


class CELU(_Activation):
    function, names, defaults = staticmethod(FX.celu), ("alpha",), (1.0,)


class Threshold(_Activation):
    function, names, defaults = staticmethod(FX.threshold), ("threshold", "value"), (0.0, 0.0)


class Hardshrink(_Activation):
    function, names, defaults = staticmethod(FX.hardshrink), ("lambd",), (0.5,)

    def extra_repr(self) -> str:
        return f"{self.lambd}"


class Softshrink(_Activation):
    function, names, defaults = staticmethod(FX.softshrink), ("lambd",), (0.5,)

    def extra_repr(self) -> str:
        return f"{self.lambd}"


class Tanhshrink(_Activation):
    function = staticmethod(FX.tanhshrink)


# ------------------------------------------------------------------- parameter containers

class ParameterList(Module):
    """Parameters in a list, named `0`, `1`, ... in the `state_dict`, as
    `torch.nn.ParameterList` (tensors and arrays given become parameters)."""

    def __init__(self, values=None):
        super().__init__()
        # the parameters as attributes `0`, `1`, ... (their state_dict names), and in a list
        # that a compiled function reading them finds (`frontend.capture`)
        self._values: list[Parameter] = []
        for value in values or ():
            self.append(value)

    def append(self, value) -> "ParameterList":
        value = value if isinstance(value, Parameter) else Parameter(np.array(value))
        setattr(self, str(len(self._values)), value)
        self._values.append(value)
        return self

    def extend(self, values) -> "ParameterList":
        for value in values:
            self.append(value)
        return self

    def __getitem__(self, i: int) -> Parameter:
        return self._values[i]

    def __iter__(self):
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)


class ParameterDict(Module):
    """Parameters by name, as `torch.nn.ParameterDict` (tensors and arrays given become
    parameters)."""

    def __init__(self, parameters=None):
        super().__init__()
        self._values: dict[str, Parameter] = {}     # as in ParameterList: found by capture
        for key, value in dict(parameters or {}).items():
            self[key] = value

    def __setitem__(self, key: str, value) -> None:
        value = value if isinstance(value, Parameter) else Parameter(np.array(value))
        setattr(self, key, value)
        self._values[key] = value

    def __getitem__(self, key: str) -> Parameter:
        return self._values[key]

    def __contains__(self, key: str) -> bool:
        return key in self._values

    def __iter__(self):
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def keys(self):
        return self._values.keys()

    def values(self):
        return self._values.values()

    def items(self):
        return self._values.items()


# ------------------------------------------------------------------------------- more losses

class SoftMarginLoss(_Loss):
    def forward(self, input, target):
        return LM.soft_margin_loss(input, target, reduction=self.reduction)


class MultiLabelSoftMarginLoss(_Loss):
    def __init__(self, weight=None, size_average=None, reduce=None, reduction: str = "mean"):
        super().__init__(size_average, reduce, reduction)
        self.weight = weight

    def forward(self, input, target):
        return LM.multilabel_soft_margin_loss(input, target, self.weight,
                                              reduction=self.reduction)


class MultiMarginLoss(_Loss):
    def __init__(self, p: int = 1, margin: float = 1.0, weight=None, size_average=None,
                 reduce=None, reduction: str = "mean"):
        super().__init__(size_average, reduce, reduction)
        if p not in (1, 2):
            raise ValueError("only p == 1 and p == 2 supported")
        self.p, self.margin, self.weight = p, margin, weight

    def forward(self, input, target):
        return LM.multi_margin_loss(input, target, self.p, self.margin, self.weight,
                                    reduction=self.reduction)


class PoissonNLLLoss(_Loss):
    def __init__(self, log_input: bool = True, full: bool = False, size_average=None,
                 eps: float = 1e-8, reduce=None, reduction: str = "mean"):
        super().__init__(size_average, reduce, reduction)
        self.log_input, self.full, self.eps = log_input, full, eps

    def forward(self, log_input, target):
        return LL.poisson_nll_loss(log_input, target, self.log_input, self.full,
                                   eps=self.eps, reduction=self.reduction)


class CTCLoss(_Loss):
    def __init__(self, blank: int = 0, reduction: str = "mean", zero_infinity: bool = False):
        super().__init__(reduction=reduction)
        self.blank, self.zero_infinity = blank, zero_infinity

    def forward(self, log_probs, targets, input_lengths, target_lengths):
        return ctc_loss(log_probs, targets, input_lengths, target_lengths, self.blank,
                        self.reduction, self.zero_infinity)


class GaussianNLLLoss(_Loss):
    def __init__(self, *, full: bool = False, eps: float = 1e-6, reduction: str = "mean"):
        super().__init__(reduction=reduction)
        self.full, self.eps = full, eps

    def forward(self, input, target, var):
        return LL.gaussian_nll_loss(input, target, var, self.full, self.eps, self.reduction)
