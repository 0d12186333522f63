"""Gradient test cases shared by the finite-difference and PyTorch tests: for every
differentiable tensor op, small functions that apply it, inputs drawn from a domain where the
op is smooth (no kinks for relu/abs, no ties for max/maximum/minimum, positive where log, sqrt
or a division need it), and the PyTorch function that computes the same thing.

`inputs(case, dtype, seed)` draws the arrays (floats in `dtype`, integers as they are),
`build_function(case, arrays)` makes the IR function, `rel_error` is the error measure.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import torch
import torch.nn.functional as F

from aotgrad.frontend.ops import apply_op
from aotgrad.ir import tensor as T
from aotgrad.ir.builder import Builder, finish_function, new_function
from aotgrad.ir.core import Module
from aotgrad.ir.types import DType, TensorType

Sampler = Callable[[np.random.Generator], list]


@dataclass(frozen=True)
class Case:
    """One function `f(inputs) -> out` that exercises `op`."""

    id: str
    op: type
    sample: Sampler
    build: Callable[..., object]
    torch_fn: Callable[..., torch.Tensor]


def uniform(*shape, lo=-2.0, hi=2.0):
    return lambda rng: rng.uniform(lo, hi, shape)


def positive(*shape):
    return uniform(*shape, lo=0.5, hi=2.0)


def away_from_zero(*shape):
    """|x| >= 0.2: no kink of relu or abs within a finite-difference step."""
    return lambda rng: rng.choice([-1.0, 1.0], shape) * rng.uniform(0.2, 2.0, shape)


def distinct(*shape):
    """Values at least 0.2 apart, so the maximum is unique and stays unique under FD."""
    n = int(np.prod(shape))
    return lambda rng: (rng.permutation(n) * 0.2 - 0.1 * n + rng.uniform(0, 0.05)).reshape(shape)


def ints(*shape, hi):
    return lambda rng: rng.integers(0, hi, shape).astype(np.int64)


def with_zeros(*shape):
    """Values in [-2, 2] with about a third of them exactly 0 (and a row's first zero not
    always first): the zero-safe gradients of prod and cumprod."""
    def sample(rng):
        x = rng.uniform(-2.0, 2.0, shape)
        return np.where(rng.random(shape) < 0.35, 0.0, x)
    return sample


def between_integers(*shape):
    """Values in [-3, 3] at least 0.1 from an integer and from a half (no jump of floor, ceil,
    round or trunc within a finite-difference step)."""
    return lambda rng: (rng.integers(-3, 3, shape) + rng.choice([0.25, 0.75], shape)
                        + rng.uniform(-0.1, 0.1, shape))


def divided(*shape) -> Sampler:
    """(x, y) with |y| in [0.5, 1.5] of both signs and x / y at least 0.2 from an integer, so
    remainder and fmod are smooth within a finite-difference step."""
    def sample(rng):
        y = rng.choice([-1.0, 1.0], shape) * rng.uniform(0.5, 1.5, shape)
        q = rng.integers(-3, 4, shape) + rng.uniform(0.2, 0.8, shape)
        return [q * y, y]
    return sample


def args(*samplers) -> Sampler:
    return lambda rng: [s(rng) for s in samplers]


def separated(*shape) -> Sampler:
    """Two arrays that differ by at least 0.1 everywhere (no ties for maximum/minimum)."""
    def sample(rng):
        a = rng.uniform(-2, 2, shape)
        return [a, a + away_from_zero(*shape)(rng) / 2]
    return sample


def apply(name, **attrs):
    """A builder applying op `name` (frontend rules: numpy broadcasting) to all inputs."""
    return lambda b, *xs: apply_op(b, name, list(xs), attrs)


def _linear_scan_reference(a, b, reverse=False):
    """h_k = a_k h_(k-1) + b_k along dim 1 from h = 0 (from the end with `reverse`)."""
    steps = range(a.shape[1] - 1, -1, -1) if reverse else range(a.shape[1])
    h, out = torch.zeros_like(b[:, 0]), [None] * a.shape[1]
    for k in steps:
        h = a[:, k] * h + b[:, k]
        out[k] = h
    return torch.stack(out, 1)


def direct(cls, **attrs):
    """A builder applying op class `cls` itself (not the PyTorch function of its name)."""
    return lambda b, *xs: b.op(cls, *xs, **attrs)


def case(op, sample, torch_fn, *, id=None, build=None, **attrs) -> Case:
    name = op.name.split(".", 1)[1]
    return Case(id or name, op, sample, build or apply(name, **attrs), torch_fn)


def _dropout_reference(x, rng, p=0.3):
    dtype = DType.f64 if x.dtype == torch.float64 else DType.f32
    keep = torch.from_numpy(T.draw(rng.numpy(), 0, tuple(x.shape), dtype) >= p)
    return torch.where(keep, x / (1 - p), torch.zeros_like(x))


def _cast_int(b, x, i):
    return apply_op(b, "mul", [x, apply_op(b, "cast", [i], {"dtype": x.type.dtype})], {})


def _where(b, c, x, y):
    return apply_op(b, "where", [apply_op(b, "gt", [c, 0.0], {}), x, y], {})


def _unfold_reference(x, kernel, stride, padding, dilation):
    """F.unfold in aotgrad's column layout [C, kh, kw, N, Ho, Wo]."""
    n, c, h, w = x.shape
    ho = (h + 2 * padding[0] - dilation[0] * (kernel[0] - 1) - 1) // stride[0] + 1
    wo = (w + 2 * padding[1] - dilation[1] * (kernel[1] - 1) - 1) // stride[1] + 1
    cols = F.unfold(x, kernel, dilation, padding, stride)
    return cols.reshape(n, c, *kernel, ho, wo).permute(1, 2, 3, 0, 4, 5)


def _fold_reference(cols, kernel, stride, padding, dilation):
    """F.fold of columns in aotgrad's layout, into a [N, C, 5, 6] image."""
    c, kh, kw, n, ho, wo = cols.shape
    flat = cols.permute(3, 0, 1, 2, 4, 5).reshape(n, c * kh * kw, ho * wo)
    return F.fold(flat, (5, 6), kernel, dilation, padding, stride)


_WINDOWS = {"kernel": [2, 3], "stride": [2, 1], "padding": [1, 1], "dilation": [1, 2]}


CASES: list[Case] = [
    case(T.NegOp, args(uniform(3, 4)), torch.neg),
    case(T.ExpOp, args(uniform(3, 4)), torch.exp),
    case(T.LogOp, args(positive(3, 4)), torch.log),
    case(T.SinOp, args(uniform(3, 4)), torch.sin),
    case(T.CosOp, args(uniform(3, 4)), torch.cos),
    case(T.TanhOp, args(uniform(3, 4)), torch.tanh),
    case(T.SigmoidOp, args(uniform(3, 4)), torch.sigmoid),
    case(T.ReluOp, args(away_from_zero(3, 4)), torch.relu),
    case(T.SqrtOp, args(positive(3, 4)), torch.sqrt),
    case(T.RsqrtOp, args(positive(3, 4)), torch.rsqrt),
    case(T.AbsOp, args(away_from_zero(3, 4)), torch.abs),
    case(T.ErfOp, args(uniform(3, 4)), torch.erf),
    case(T.Log1pOp, args(uniform(3, 4, lo=-0.5, hi=2)), torch.log1p),
    case(T.Expm1Op, args(uniform(3, 4)), torch.expm1),
    case(T.GeluOp, args(uniform(3, 4, lo=-3, hi=3)), F.gelu),
    case(T.GeluOp, args(uniform(3, 4, lo=-3, hi=3)), lambda x: F.gelu(x, approximate="tanh"),
         id="gelu_tanh", approximate="tanh"),
    case(T.CastOp, args(uniform(3, 4)), lambda x: x.to(torch.float64), dtype="f64"),
    case(T.CastOp, args(uniform(3, 4), ints(3, 4, hi=5)), lambda x, i: x * i.to(x.dtype),
         id="cast_int_operand", build=_cast_int),
    case(T.AddOp, args(uniform(3, 4), uniform(3, 4)), torch.add),
    case(T.AddOp, args(uniform(3, 4), uniform(4)), torch.add, id="add_broadcast"),
    case(T.SubOp, args(uniform(3, 4), uniform(3, 1)), torch.sub, id="sub_broadcast"),
    case(T.MulOp, args(uniform(3, 4), uniform(3, 4)), torch.mul),
    case(T.DivOp, args(uniform(3, 4), positive(3, 4)), torch.div),
    case(T.PowOp, args(positive(3, 4), uniform(3, 4)), torch.pow),
    case(T.PowOp, args(uniform(3, 4)), lambda x: x ** 3, id="pow_constant_exponent",
         build=lambda b, x: apply_op(b, "pow", [x, 3.0], {})),
    case(T.MaximumOp, separated(3, 4), torch.maximum),
    case(T.MinimumOp, separated(3, 4), torch.minimum),
    case(T.FloorOp, args(between_integers(3, 4)), torch.floor, build=direct(T.FloorOp)),
    case(T.CeilOp, args(between_integers(3, 4)), torch.ceil, build=direct(T.CeilOp)),
    case(T.RoundOp, args(between_integers(3, 4)), torch.round, build=direct(T.RoundOp)),
    case(T.TruncOp, args(between_integers(3, 4)), torch.trunc, build=direct(T.TruncOp)),
    case(T.SignOp, args(away_from_zero(3, 4)), torch.sign, build=direct(T.SignOp)),
    case(T.RemainderOp, divided(3, 4), torch.remainder),
    case(T.FmodOp, divided(3, 4), torch.fmod),
    case(T.AtanOp, args(uniform(3, 4, lo=-3, hi=3)), torch.atan),
    case(T.Atan2Op, args(uniform(3, 4), away_from_zero(3, 4)), torch.atan2),
    case(T.WhereOp, args(away_from_zero(3, 4), uniform(3, 4), uniform(3, 4)),
         lambda c, x, y: torch.where(c > 0, x, y), build=_where),
    case(T.SumOp, args(uniform(3, 4)), lambda x: x.sum(1), axes=[1]),
    case(T.SumOp, args(uniform(3, 4)), torch.sum, id="sum_all"),
    case(T.SumOp, args(uniform(2, 3, 4)), lambda x: x.sum((0, 2), keepdim=True),
         id="sum_keepdim", axes=[0, 2], keepdim=True),
    case(T.ProdOp, args(uniform(3, 4)), lambda x: x.prod(1), build=direct(T.ProdOp, axes=[1])),
    case(T.ProdOp, args(with_zeros(4, 5)), torch.prod, id="prod_all_zeros",
         build=direct(T.ProdOp)),
    case(T.ProdOp, args(with_zeros(2, 3, 4)), lambda x: x.prod(-1, keepdim=True),
         id="prod_keepdim_zeros", build=direct(T.ProdOp, axes=[2], keepdim=True)),
    case(T.ProdOp, args(with_zeros(2, 3, 4)), lambda x: x.permute(1, 0, 2).reshape(3, 8)
         .prod(1), id="prod_two_axes", build=direct(T.ProdOp, axes=[0, 2])),
    case(T.CumsumOp, args(uniform(3, 5)), lambda x: x.cumsum(1),
         build=direct(T.CumsumOp, axis=1)),
    case(T.CumsumOp, args(uniform(4, 2, 3)), lambda x: x.flip(0).cumsum(0).flip(0),
         id="cumsum_reverse", build=direct(T.CumsumOp, axis=0, reverse=True)),
    case(T.CumprodOp, args(uniform(3, 5)), lambda x: x.cumprod(1),
         build=direct(T.CumprodOp, axis=1)),
    case(T.CumprodOp, args(with_zeros(4, 6)), lambda x: x.cumprod(-1), id="cumprod_zeros",
         build=direct(T.CumprodOp, axis=-1)),
    case(T.CumprodOp, args(with_zeros(5, 3)), lambda x: x.flip(0).cumprod(0).flip(0),
         id="cumprod_reverse_zeros", build=direct(T.CumprodOp, axis=0, reverse=True)),
    case(T.LinearScanOp, args(with_zeros(3, 5), uniform(3, 5)), _linear_scan_reference,
         build=direct(T.LinearScanOp, axis=1)),
    case(T.LinearScanOp, args(uniform(3, 5), uniform(3, 5)),
         lambda a, b: _linear_scan_reference(a, b, reverse=True), id="linear_scan_reverse",
         build=direct(T.LinearScanOp, axis=-1, reverse=True)),
    case(T.MeanOp, args(uniform(3, 4)), lambda x: x.mean(0, keepdim=True), axes=[0],
         keepdim=True),
    case(T.MeanOp, args(uniform(3, 4)), torch.mean, id="mean_all"),
    case(T.MaxOp, args(distinct(3, 4)), lambda x: x.amax(1), axes=[1]),
    case(T.MaxOp, args(distinct(3, 4)), torch.max, id="max_all"),
    case(T.MaxOp, args(distinct(2, 3, 4)), lambda x: x.amax((0, 2), keepdim=True),
         id="max_keepdim", axes=[0, 2], keepdim=True),
    case(T.MinOp, args(distinct(3, 4)), lambda x: x.amin(1), axes=[1]),
    case(T.MinOp, args(distinct(3, 4)), torch.min, id="min_all"),
    case(T.MinOp, args(distinct(2, 3, 4)), lambda x: x.amin((0, 2), keepdim=True),
         id="min_keepdim", axes=[0, 2], keepdim=True),
    case(T.LogsumexpOp, args(uniform(3, 4)), lambda x: x.logsumexp(1), axes=[1]),
    case(T.LogsumexpOp, args(uniform(3, 4)), lambda x: x.logsumexp((0, 1), keepdim=True),
         id="logsumexp_keepdim", axes=[0, 1], keepdim=True),
    case(T.BroadcastOp, args(uniform(3)), lambda x: x.expand(2, 3), shape=[2, 3]),
    case(T.BroadcastOp, args(uniform(2, 1)), lambda x: x.expand(2, 4), id="broadcast_size1",
         shape=[2, 4]),
    case(T.BroadcastOp, args(uniform(2, 1, 3)),
         lambda x: x.reshape(1, 2, 1, 3).expand(4, 2, 5, 3), id="broadcast_dims",
         shape=[4, 2, 5, 3], dims=[1, 2, 3]),
    case(T.ReshapeOp, args(uniform(3, 4)), lambda x: x.reshape(2, 6), shape=[2, 6]),
    case(T.TransposeOp, args(uniform(2, 3, 4)), lambda x: x.permute(2, 0, 1), perm=[2, 0, 1]),
    case(T.SliceOp, args(uniform(3, 6)), lambda x: x[:, 1:4], axis=1, start=1, stop=4),
    case(T.SliceOp, args(uniform(3, 7)), lambda x: x[:, 1::2], id="slice_step2", axis=1,
         start=1, step=2),
    case(T.SliceOp, args(uniform(3, 8)), lambda x: x[:, 0:7:3], id="slice_step3_trimmed",
         axis=1, stop=7, step=3),
    case(T.SliceOp, args(uniform(7, 2)), lambda x: x[2::4], id="slice_axis0_step4", start=2,
         step=4),
    case(T.ConcatOp, args(uniform(2, 1), uniform(2, 3), uniform(2, 2)),
         lambda *xs: torch.cat(xs, 1), build=lambda b, *xs: apply_op(b, "concat", [list(xs)],
                                                                     {"axis": 1})),
    case(T.MatmulOp, args(uniform(3, 4), uniform(4, 5)), torch.matmul),
    case(T.MatmulOp, args(uniform(2, 3, 4), uniform(2, 4, 5)), torch.matmul,
         id="matmul_batched"),
    case(T.SoftmaxOp, args(uniform(3, 4)), lambda x: x.softmax(1), axis=1),
    case(T.SoftmaxOp, args(uniform(3, 4)), lambda x: x.softmax(0), id="softmax_axis0", axis=0),
    case(T.LogSoftmaxOp, args(uniform(3, 4)), lambda x: x.log_softmax(1), axis=1),
    case(T.CrossEntropyOp, args(uniform(5, 4), ints(5, hi=4)), F.cross_entropy),
    case(T.EmbeddingOp, args(ints(2, 4, hi=5), uniform(5, 3)), F.embedding),
    case(T.TakeAlongOp, args(uniform(4, 5), ints(3, 5, hi=4)),
         lambda x, i: torch.gather(x, 0, i), axis=0),
    case(T.TakeAlongOp, args(uniform(4, 5), ints(3, 2, hi=5)),
         lambda x, i: torch.gather(x, 1, i), id="take_along_smaller_index", axis=1),
    case(T.ScatterAddOp, args(ints(3, 6, hi=4), uniform(3, 6)),
         lambda i, s: torch.zeros(3, 4, dtype=s.dtype).scatter_add(1, i, s),
         build=lambda b, i, s: b.op(T.ScatterAddOp, i, s, axis=1, shape=[3, 4])),
    case(T.MseOp, args(uniform(3, 4), uniform(3, 4)), F.mse_loss),
    case(T.LayernormOp, args(uniform(3, 5)), lambda x: F.layer_norm(x, (5,), eps=1e-5)),
    case(T.LayernormOp, args(uniform(2, 3, 5), uniform(5), uniform(5)),
         lambda x, w, c: F.layer_norm(x, (5,), w, c, eps=1e-5), id="layernorm_affine"),
    case(T.DropoutOp, args(uniform(4, 5), lambda rng: np.array([7, 40])), _dropout_reference,
         p=0.3),
    case(T.CheckpointOp, args(uniform(3, 4)), lambda x: x.clone(), policy="recompute"),
    case(T.UnfoldOp, args(uniform(2, 3, 5, 6)), lambda x: _unfold_reference(x, **_WINDOWS),
         **_WINDOWS),
    case(T.FoldOp, args(uniform(3, 2, 3, 2, 3, 4)), lambda c: _fold_reference(c, **_WINDOWS),
         size=[5, 6], **_WINDOWS),
    case(T.Conv2dOp, args(uniform(2, 4, 5, 5), uniform(6, 2, 3, 3), uniform(6)),
         lambda x, w, b: F.conv2d(x, w, b, stride=2, padding=1, groups=2), stride=2,
         padding=1, groups=2),
    case(T.Conv2dOp, args(uniform(1, 3, 6, 7), uniform(2, 3, 2, 2)),
         lambda x, w: F.conv2d(x, w, stride=(1, 2), dilation=2), id="conv2d_dilated",
         stride=[1, 2], dilation=2),
    case(T.MaxPool2dOp, args(distinct(2, 3, 5, 6)), lambda x: F.max_pool2d(x, 3, 2, 1),
         kernel_size=3, stride=2, padding=1),
    case(T.AvgPool2dOp, args(uniform(2, 3, 5, 6)),
         lambda x: F.avg_pool2d(x, (2, 3), (1, 2), 1, count_include_pad=False),
         kernel_size=[2, 3], stride=[1, 2], padding=1, count_include_pad=False),
]


def build_function(c: Case, sample: list[np.ndarray]) -> Module:
    """The IR function `@f` of case `c`, typed after the arrays `sample`."""
    types = [TensorType(x.shape, DType.from_numpy(x.dtype)) for x in sample]
    f = new_function("f", types, [f"x{i + 1}" for i in range(len(types))])
    out = c.build(Builder(f.body), *f.args)
    return Module([finish_function(f, out if isinstance(out, list) else [out])])


def inputs(c: Case, dtype: DType, seed: int = 0) -> list[np.ndarray]:
    """Random inputs of case `c`: floats as `dtype`, integers unchanged."""
    sample = c.sample(np.random.default_rng(seed))
    return [x.astype(dtype.numpy) if x.dtype.kind == "f" else x for x in sample]


def rel_error(found, expected) -> float:
    """max |found - expected| / max |expected| (absolute when expected is all zeros)."""
    found, expected = np.asarray(found, np.float64), np.asarray(expected, np.float64)
    scale = np.max(np.abs(expected)) if expected.size else 0.0
    diff = np.max(np.abs(found - expected)) if expected.size else 0.0
    return float(diff / scale) if scale > 0 else float(diff)
