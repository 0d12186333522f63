"""`torch.multinomial` and `aotgrad.distributions` (`Categorical`, `OneHotCategorical`,
`Bernoulli`, `Normal`, `Uniform`, `kl_divergence`), with PyTorch's names, arguments and
formulas.

Samples come from aotgrad's counter-based generator (`aotgrad.manual_seed`): other numbers
than PyTorch's, the same distributions, eager and compiled alike (no graph break). A
categorical draw is the Gumbel-max trick, the argmax of `log p + g` with `g` Gumbel noise;
`k` draws without replacement are the `k` largest of one perturbation, taken one after the
other (the Gumbel-top-k trick): both exact, with no cumulative sum and no sort. `rsample`
(`Normal`, `Uniform`) is differentiable in the parameters (the reparameterisation), `sample`
is not; `log_prob`, `entropy` and `kl_divergence` are differentiable.
"""
from __future__ import annotations

import math

import numpy as np

from .. import functions as ops
from .functional_nn import logsigmoid
from .tensor_functions_more import _refuse, add_methods


def _gumbel(shape, dtype):
    """Gumbel(0, 1) noise of `shape` from aotgrad's generator (-inf where the uniform draw is
    0: that entry never wins)."""
    return -ops.log(-ops.log(ops.rand(*shape, dtype=dtype)))


def _float(x) -> bool:
    return np.issubdtype(np.dtype(x.dtype), np.floating)


def multinomial(input, num_samples: int, replacement: bool = False, *, generator=None):
    """`num_samples` category indices per row of the non-negative weights `input` ([C] or
    [B, C]), drawn with probability proportional to the weights, without repeating a category
    unless `replacement`, as `torch.multinomial` (i64)."""
    if generator is not None:
        raise TypeError("multinomial draws from aotgrad's generator (aotgrad.manual_seed);"
                        " generator= is not supported")
    shape = tuple(input.shape)
    if len(shape) not in (1, 2):
        raise _refuse(f"prob_dist must be 1 or 2 dim, got {len(shape)}")
    classes = shape[-1]
    if num_samples <= 0:
        raise ValueError("cannot sample n_sample <= 0 samples")
    if not replacement and num_samples > classes:
        raise ValueError("cannot sample n_sample > prob_dist.size(-1) samples without"
                         " replacement")
    if not hasattr(input, "traced") or not input.traced:
        values = np.asarray(input)
        if (values < 0).any() or not np.isfinite(values).all():
            raise ValueError("probability tensor contains either `inf`, `nan` or element < 0")
        if (values.sum(-1) <= 0).any():
            raise ValueError("invalid multinomial distribution (sum of probabilities <= 0)")
    dtype = input.dtype if _float(input) else np.float64
    logp = ops.log(input.to(dtype))
    rows = shape[:-1]
    if replacement:
        keys = logp.unsqueeze(-2) + _gumbel((*rows, num_samples, classes), dtype)
        return keys.argmax(-1)
    keys = logp + _gumbel((*rows, classes), dtype)
    picked = []
    for _ in range(num_samples):             # the k largest keys, one after the other
        best = keys.argmax(-1, keepdim=True)
        picked.append(best)
        taken = ops.eq(ops.arange(classes), best)
        keys = ops.where(taken, -math.inf, keys)
    return ops.cat(picked, -1)


class Distribution:
    """The base: `batch_shape`, `event_shape`, `sample`, `log_prob`, `entropy`."""

    event_shape: tuple = ()
    has_rsample = False

    @property
    def batch_shape(self) -> tuple:
        return self._batch_shape

    def _extended(self, sample_shape) -> tuple:
        sample_shape = (sample_shape,) if isinstance(sample_shape, int) else tuple(sample_shape)
        return sample_shape + tuple(self._batch_shape) + tuple(self.event_shape)

    def sample(self, sample_shape=()):
        return self.rsample(sample_shape).detach()

    def rsample(self, sample_shape=()):
        raise NotImplementedError(f"{type(self).__name__} has no rsample")


class Categorical(Distribution):
    """A category index of `probs` (normalised along the last dim) or `logits`."""

    def __init__(self, probs=None, logits=None, validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError("Either `probs` or `logits` must be specified, but not both.")
        if probs is not None:
            self.probs = probs / probs.sum(-1, keepdim=True)
            self.logits = ops.log(self.probs)
        else:
            self.logits = logits - ops.logsumexp(logits, -1, keepdim=True)
            self.probs = ops.softmax(self.logits, -1)
        self._num_events = self.logits.shape[-1]
        self._batch_shape = tuple(self.logits.shape[:-1])

    @property
    def param_shape(self) -> tuple:
        return tuple(self.logits.shape)

    def sample(self, sample_shape=()):
        shape = Distribution._extended(self, sample_shape)[:len(self._batch_shape) + (
            1 if isinstance(sample_shape, int) else len(tuple(sample_shape)))]
        keys = self.logits.detach() + _gumbel((*shape, self._num_events), self.logits.dtype)
        return keys.argmax(-1)

    def log_prob(self, value):
        value = value.long()
        shape = np.broadcast_shapes(tuple(value.shape), self._batch_shape)
        logits = self.logits.expand(*shape, self._num_events)
        return ops.gather(logits, -1, value.expand(*shape).unsqueeze(-1)).squeeze(-1)

    def entropy(self):
        p_log_p = ops.where(ops.eq(self.probs, 0), 0.0, self.logits * self.probs)
        return -p_log_p.sum(-1)

    @property
    def mean(self):
        raise NotImplementedError("Categorical has no mean, as in PyTorch (its mean is NaN)")

    @property
    def mode(self):
        return self.probs.argmax(-1)


class OneHotCategorical(Categorical):
    """`Categorical` whose samples are one-hot vectors."""

    @property
    def event_shape(self) -> tuple:
        return (self._num_events,)

    def sample(self, sample_shape=()):
        index = Categorical.sample(self, sample_shape)
        return ops.eq(ops.arange(self._num_events), index.unsqueeze(-1)).to(self.probs.dtype)

    def log_prob(self, value):
        return Categorical.log_prob(self, value.argmax(-1))


class Bernoulli(Distribution):
    """1 with probability `probs` (or sigmoid(`logits`)), else 0."""

    def __init__(self, probs=None, logits=None, validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError("Either `probs` or `logits` must be specified, but not both.")
        if probs is not None:
            self.probs = probs
            eps = float(np.finfo(np.dtype(probs.dtype)).eps)
            clamped = ops.clamp(probs, eps, 1 - eps)
            self.logits = ops.log(clamped) - ops.log1p(-clamped)
        else:
            self.logits, self.probs = logits, ops.sigmoid(logits)
        self._batch_shape = tuple(self.probs.shape)

    def sample(self, sample_shape=()):
        shape = self._extended(sample_shape)
        drawn = ops.rand(*shape, dtype=self.probs.dtype)
        return ops.lt(drawn, self.probs.detach()).to(self.probs.dtype)

    def log_prob(self, value):
        # -BCE with logits, stable for large |logits|
        logits = self.logits
        return -(ops.maximum(logits, 0.0) - logits * value +
                 ops.log1p(ops.exp(-ops.abs(logits))))

    def entropy(self):
        logits, p = self.logits, self.probs
        return ops.maximum(logits, 0.0) - logits * p + ops.log1p(ops.exp(-ops.abs(logits)))

    @property
    def mean(self):
        return self.probs

    @property
    def variance(self):
        return self.probs * (1 - self.probs)


class Normal(Distribution):
    """N(`loc`, `scale`^2)."""

    has_rsample = True

    def __init__(self, loc, scale, validate_args=None):
        self.loc, self.scale = _broadcast(*_tensors(loc, scale))
        self._batch_shape = tuple(self.loc.shape)

    def rsample(self, sample_shape=()):
        eps = ops.randn(*self._extended(sample_shape), dtype=self.loc.dtype)
        return self.loc + eps * self.scale

    def log_prob(self, value):
        var = self.scale * self.scale
        return -((value - self.loc) ** 2) / (2 * var) - ops.log(self.scale) - \
            math.log(math.sqrt(2 * math.pi))

    def entropy(self):
        return 0.5 + 0.5 * math.log(2 * math.pi) + ops.log(self.scale)

    @property
    def mean(self):
        return self.loc

    @property
    def stddev(self):
        return self.scale

    @property
    def variance(self):
        return self.stddev * self.stddev


class Uniform(Distribution):
    """Uniform on [`low`, `high`)."""

    has_rsample = True

    def __init__(self, low, high, validate_args=None):
        self.low, self.high = _broadcast(*_tensors(low, high))
        self._batch_shape = tuple(self.low.shape)

    def rsample(self, sample_shape=()):
        u = ops.rand(*self._extended(sample_shape), dtype=self.low.dtype)
        return self.low + u * (self.high - self.low)

    def log_prob(self, value):
        inside = ops.where(ops.ge(value, self.low), ops.lt(value, self.high), False)
        return ops.where(inside, -ops.log(self.high - self.low), -math.inf)

    def entropy(self):
        return ops.log(self.high - self.low)

    @property
    def mean(self):
        return (self.high + self.low) / 2


def _tensors(*values):
    """Each value as a float tensor; numbers take the dtype of the first tensor (float32 when
    none is a tensor, as PyTorch's default)."""
    from .tensor import tensor
    first = next((v for v in values if hasattr(v, "_op")), None)
    dtype = first.dtype if first is not None else np.float32
    return [v if hasattr(v, "_op") else tensor(np.asarray(v, dtype)) for v in values]


def _broadcast(*values):
    """The tensors broadcast to one shape, as `torch.distributions.utils.broadcast_all`."""
    shape = np.broadcast_shapes(*(tuple(v.shape) for v in values))
    return [v if tuple(v.shape) == shape else v.expand(*shape) for v in values]


def kl_divergence(p, q):
    """KL(p || q) for two `Normal`s, two `Categorical`s or two `Bernoulli`s, as
    `torch.distributions.kl_divergence`."""
    if isinstance(p, Normal) and isinstance(q, Normal):
        var_ratio = (p.scale / q.scale) ** 2
        t1 = ((p.loc - q.loc) / q.scale) ** 2
        return 0.5 * (var_ratio + t1 - 1 - ops.log(var_ratio))
    if isinstance(p, Categorical) and isinstance(q, Categorical):
        t = p.probs * (p.logits - q.logits)
        return ops.where(ops.eq(p.probs, 0), 0.0, t).sum(-1)
    if isinstance(p, Bernoulli) and isinstance(q, Bernoulli):
        return p.probs * (logsigmoid(p.logits) - logsigmoid(q.logits)) + \
            (1 - p.probs) * (logsigmoid(-p.logits) - logsigmoid(-q.logits))
    raise NotImplementedError(f"kl_divergence of {type(p).__name__} and {type(q).__name__}"
                              f" is not implemented")


__all__ = ["Distribution", "Categorical", "OneHotCategorical", "Bernoulli", "Normal",
           "Uniform", "kl_divergence"]


add_methods(multinomial)
