"""The `tensor` dialect: immutable tensors with static shapes, the level frontends produce.

Each op is one class: its name, operands, attributes, facts, `infer_type` (the only shape and
dtype logic) and `evaluate` (its meaning on numpy arrays, read by the reference interpreter).
Broadcasting is explicit: elementwise ops require equal shapes; frontends insert
`tensor.broadcast`. Composite ops (softmax, layernorm, ...) are decomposed by `decompose`.
"""
from __future__ import annotations

import math

import numpy as np

from .core import Attr, IRError, Operation
from .dialect import Dialect
from .types import DType, TensorType


def _tensor(op: str, t, what: str = "operand") -> TensorType:
    if not isinstance(t, TensorType):
        raise IRError(f"'{op}' expects a tensor {what}, got {t}")
    return t


def _float(op: str, t: TensorType, what: str = "operand") -> TensorType:
    if not t.dtype.is_float:
        raise IRError(f"'{op}' expects a floating-point {what}, got {t}")
    return t


def _axis(op: str, axis: int, rank: int) -> int:
    if not -rank <= axis < max(rank, 1):
        raise IRError(f"'{op}' axis {axis} is out of range for rank {rank}")
    return axis % rank if rank else 0


def _axes(op: str, axes, rank: int) -> list[int]:
    if axes is None:
        return list(range(rank))
    norm = sorted({_axis(op, a, rank) for a in axes})
    if len(norm) != len(axes):
        raise IRError(f"'{op}' axes {axes} repeat an axis")
    return norm


class TensorOp(Operation):
    """Base of the tensor dialect."""

    def evaluate(self, *args: np.ndarray) -> np.ndarray:
        raise NotImplementedError(self.name)


# --------------------------------------------------------------------------- elementwise

class UnaryOp(TensorOp):
    operand_names = ("x",)
    elementwise = True
    float_only = True
    numpy_fn = None

    @classmethod
    def infer_type(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        return _float(cls.name, t) if cls.float_only else t

    def evaluate(self, x):
        return type(self).numpy_fn(x)


def _sigmoid(x):
    return np.exp(-np.logaddexp(0, -x))


class NegOp(UnaryOp):
    name = "tensor.neg"
    float_only = False
    numpy_fn = np.negative


class ExpOp(UnaryOp):
    name = "tensor.exp"
    numpy_fn = np.exp


class LogOp(UnaryOp):
    name = "tensor.log"
    numpy_fn = np.log


class SinOp(UnaryOp):
    name = "tensor.sin"
    numpy_fn = np.sin


class CosOp(UnaryOp):
    name = "tensor.cos"
    numpy_fn = np.cos


class TanhOp(UnaryOp):
    name = "tensor.tanh"
    numpy_fn = np.tanh


class SigmoidOp(UnaryOp):
    name = "tensor.sigmoid"
    numpy_fn = staticmethod(_sigmoid)


class ReluOp(UnaryOp):
    name = "tensor.relu"
    float_only = False
    numpy_fn = staticmethod(lambda x: np.maximum(x, np.zeros((), x.dtype)))


class SqrtOp(UnaryOp):
    name = "tensor.sqrt"
    numpy_fn = np.sqrt


class RsqrtOp(UnaryOp):
    name = "tensor.rsqrt"
    numpy_fn = staticmethod(lambda x: 1 / np.sqrt(x))


class AbsOp(UnaryOp):
    name = "tensor.abs"
    float_only = False
    numpy_fn = np.abs


class GeluOp(UnaryOp):
    """gelu, tanh form: 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))."""

    name = "tensor.gelu"
    composite = True
    numpy_fn = staticmethod(lambda x: 0.5 * x * (1 + np.tanh(
        math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3))))


class CastOp(TensorOp):
    name = "tensor.cast"
    operand_names = ("x",)
    attrs_spec = (Attr("dtype", "dtype"),)
    elementwise = True

    @classmethod
    def infer_type(cls, types, attrs):
        return _tensor(cls.name, types[0]).with_dtype(attrs["dtype"])

    def evaluate(self, x):
        return x.astype(self.dtype.numpy)


class BinaryOp(TensorOp):
    operand_names = ("lhs", "rhs")
    elementwise = True
    float_only = False
    numpy_fn = None

    @classmethod
    def infer_type(cls, types, attrs):
        a = _tensor(cls.name, types[0], "left operand")
        b = _tensor(cls.name, types[1], "right operand")
        if a.shape != b.shape:
            raise IRError(f"'{cls.name}' operands must have equal shapes (broadcast explicitly),"
                          f" got {a} and {b}")
        if a.dtype != b.dtype:
            raise IRError(f"'{cls.name}' operands must have the same dtype, got {a} and {b}")
        if cls.float_only:
            _float(cls.name, a)
        return cls.result_of(a)

    @classmethod
    def result_of(cls, t: TensorType) -> TensorType:
        return t

    def evaluate(self, a, b):
        return type(self).numpy_fn(a, b)


class AddOp(BinaryOp):
    name = "tensor.add"
    commutative = True
    numpy_fn = np.add


class SubOp(BinaryOp):
    name = "tensor.sub"
    numpy_fn = np.subtract


class MulOp(BinaryOp):
    name = "tensor.mul"
    commutative = True
    numpy_fn = np.multiply


class DivOp(BinaryOp):
    name = "tensor.div"
    float_only = True
    numpy_fn = np.divide


class PowOp(BinaryOp):
    name = "tensor.pow"
    float_only = True
    numpy_fn = np.power


class MaximumOp(BinaryOp):
    name = "tensor.maximum"
    commutative = True
    numpy_fn = np.maximum


class MinimumOp(BinaryOp):
    name = "tensor.minimum"
    commutative = True
    numpy_fn = np.minimum


class CompareOp(BinaryOp):
    differentiable = False

    @classmethod
    def result_of(cls, t):
        return t.with_dtype(DType.bool)


class LtOp(CompareOp):
    name = "tensor.lt"
    numpy_fn = np.less


class LeOp(CompareOp):
    name = "tensor.le"
    numpy_fn = np.less_equal


class GtOp(CompareOp):
    name = "tensor.gt"
    numpy_fn = np.greater


class GeOp(CompareOp):
    name = "tensor.ge"
    numpy_fn = np.greater_equal


class EqOp(CompareOp):
    name = "tensor.eq"
    commutative = True
    numpy_fn = np.equal


class NeOp(CompareOp):
    name = "tensor.ne"
    commutative = True
    numpy_fn = np.not_equal


class WhereOp(TensorOp):
    """where(cond, x, y): x where cond is true, else y."""

    name = "tensor.where"
    operand_names = ("cond", "x", "y")
    elementwise = True

    @classmethod
    def infer_type(cls, types, attrs):
        c, a, b = (_tensor(cls.name, t) for t in types)
        if c.dtype != DType.bool:
            raise IRError(f"'{cls.name}' condition must be bool, got {c}")
        if not c.shape == a.shape == b.shape:
            raise IRError(f"'{cls.name}' operands must have equal shapes, got {c}, {a}, {b}")
        if a.dtype != b.dtype:
            raise IRError(f"'{cls.name}' branches must have the same dtype, got {a} and {b}")
        return a

    def evaluate(self, c, a, b):
        return np.where(c, a, b)


# --------------------------------------------------------------------------- reductions

class ReduceOp(TensorOp):
    """Reduction over `axes` (all axes when omitted); `keepdim` keeps them as size 1."""

    operand_names = ("x",)
    attrs_spec = (Attr("axes", "ints", None, alias="axis", optional=True),
                  Attr("keepdim", "bool", False))
    reduction = True

    @classmethod
    def normalize_attrs(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        return {**attrs, "axes": _axes(cls.name, attrs["axes"], t.rank)}

    @classmethod
    def infer_type(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        return t.with_shape(reduced_shape(t.shape, attrs["axes"], attrs["keepdim"]))

    def reduce(self, x):
        return type(self).numpy_fn(x, axis=tuple(self.axes), keepdims=self.keepdim)

    evaluate = reduce


def reduced_shape(shape, axes, keepdim) -> tuple[int, ...]:
    if keepdim:
        return tuple(1 if i in axes else s for i, s in enumerate(shape))
    return tuple(s for i, s in enumerate(shape) if i not in axes)


class SumOp(ReduceOp):
    name = "tensor.sum"
    numpy_fn = np.sum


class MeanOp(ReduceOp):
    name = "tensor.mean"
    composite = True
    numpy_fn = np.mean

    @classmethod
    def infer_type(cls, types, attrs):
        return _float(cls.name, super().infer_type(types, attrs))


class MaxOp(ReduceOp):
    name = "tensor.max"
    numpy_fn = np.max

    @classmethod
    def infer_type(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        if t.numel == 0:
            raise IRError(f"'{cls.name}' of an empty tensor {t}")
        return super().infer_type(types, attrs)


class LogsumexpOp(ReduceOp):
    name = "tensor.logsumexp"
    composite = True

    @classmethod
    def infer_type(cls, types, attrs):
        return _float(cls.name, super().infer_type(types, attrs))

    def evaluate(self, x):
        axes = tuple(self.axes)
        m = np.max(x, axis=axes, keepdims=True)
        m = np.where(np.isfinite(m), m, 0)
        s = np.log(np.sum(np.exp(x - m), axis=axes, keepdims=True)) + m
        return s if self.keepdim else np.squeeze(s, axis=axes)


class ArgmaxOp(TensorOp):
    """Index of the first maximum along `axis` (i64); not differentiable."""

    name = "tensor.argmax"
    operand_names = ("x",)
    attrs_spec = (Attr("axis", "int", -1), Attr("keepdim", "bool", False))
    differentiable = False

    @classmethod
    def normalize_attrs(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        if t.rank == 0:
            raise IRError(f"'{cls.name}' needs a tensor of rank >= 1, got {t}")
        return {**attrs, "axis": _axis(cls.name, attrs["axis"], t.rank)}

    @classmethod
    def infer_type(cls, types, attrs):
        t = types[0]
        shape = reduced_shape(t.shape, [attrs["axis"]], attrs["keepdim"])
        return TensorType(shape, DType.i64)

    def evaluate(self, x):
        return np.argmax(x, axis=self.axis, keepdims=self.keepdim)


# --------------------------------------------------------------------------- shape ops

class BroadcastOp(TensorOp):
    """Broadcast to `shape`: operand dim i becomes result dim `dims[i]` (size equal or 1)."""

    name = "tensor.broadcast"
    operand_names = ("x",)
    attrs_spec = (Attr("shape", "ints"), Attr("dims", "ints", None, optional=True))
    implied_attrs = ("shape",)
    view = True

    @classmethod
    def normalize_attrs(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        if attrs["dims"] is None:
            if t.rank > len(attrs["shape"]):
                raise IRError(f"'{cls.name}' cannot broadcast {t} to lower rank"
                              f" {list(attrs['shape'])}")
            return {**attrs, "dims": broadcast_dims(t.shape, attrs["shape"])}
        return attrs

    @classmethod
    def infer_type(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        shape, dims = attrs["shape"], attrs["dims"]
        if len(dims) != t.rank or any(not 0 <= d < len(shape) for d in dims) or \
                list(dims) != sorted(set(dims)):
            raise IRError(f"'{cls.name}' dims {dims} do not map {t} into rank {len(shape)}")
        for i, d in enumerate(dims):
            if t.shape[i] not in (1, shape[d]):
                raise IRError(f"'{cls.name}' cannot broadcast {t} to {t.with_shape(shape)}:"
                              f" dim {i} has size {t.shape[i]}, target {shape[d]}")
        return t.with_shape(shape)

    def evaluate(self, x):
        shape = [1] * len(self.shape)
        for i, d in enumerate(self.dims):
            shape[d] = x.shape[i]
        return np.broadcast_to(x.reshape(shape), self.shape).copy()


def broadcast_dims(src: tuple[int, ...], dst: tuple[int, ...]) -> list[int]:
    """numpy rule: the operand's dims align with the trailing dims of the target."""
    return list(range(len(dst) - len(src), len(dst)))


class ReshapeOp(TensorOp):
    name = "tensor.reshape"
    operand_names = ("x",)
    attrs_spec = (Attr("shape", "ints"),)
    implied_attrs = ("shape",)
    view = True

    @classmethod
    def normalize_attrs(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        shape = list(attrs["shape"])
        if shape.count(-1) > 1 or any(s < -1 for s in shape):
            raise IRError(f"'{cls.name}' invalid target shape {shape}")
        if -1 in shape:
            rest = int(np.prod([s for s in shape if s != -1]))
            if rest == 0 or t.numel % rest:
                raise IRError(f"'{cls.name}' cannot reshape {t} to {shape}")
            shape[shape.index(-1)] = t.numel // rest
        return {**attrs, "shape": shape}

    @classmethod
    def infer_type(cls, types, attrs):
        t = types[0]
        out = t.with_shape(attrs["shape"])
        if out.numel != t.numel:
            raise IRError(f"'{cls.name}' cannot reshape {t} ({t.numel} elements) to {out}"
                          f" ({out.numel} elements)")
        return out

    def evaluate(self, x):
        return x.reshape(self.shape)


class TransposeOp(TensorOp):
    name = "tensor.transpose"
    operand_names = ("x",)
    attrs_spec = (Attr("perm", "ints", None, optional=True),)
    view = True

    @classmethod
    def normalize_attrs(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        perm = attrs["perm"]
        if perm is None:
            perm = list(reversed(range(t.rank)))
        if sorted(p % t.rank if t.rank else p for p in perm) != list(range(t.rank)) or \
                len(perm) != t.rank:
            raise IRError(f"'{cls.name}' perm {perm} is not a permutation of rank {t.rank}")
        return {**attrs, "perm": [p % t.rank for p in perm]}

    @classmethod
    def infer_type(cls, types, attrs):
        t = types[0]
        return t.with_shape([t.shape[p] for p in attrs["perm"]])

    def evaluate(self, x):
        return np.transpose(x, self.perm)


class SliceOp(TensorOp):
    """x[start:stop:step] along one axis."""

    name = "tensor.slice"
    operand_names = ("x",)
    attrs_spec = (Attr("axis", "int", 0), Attr("start", "int", 0),
                  Attr("stop", "int", None, optional=True), Attr("step", "int", 1))
    view = True

    @classmethod
    def normalize_attrs(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        if t.rank == 0:
            raise IRError(f"'{cls.name}' cannot slice a 0-d tensor")
        axis = _axis(cls.name, attrs["axis"], t.rank)
        if attrs["step"] <= 0:
            raise IRError(f"'{cls.name}' step must be positive, got {attrs['step']}")
        start, stop, step = slice(attrs["start"], attrs["stop"], attrs["step"]).indices(
            t.shape[axis])
        stop = max(stop, start)
        return {"axis": axis, "start": start, "stop": stop, "step": step}

    @classmethod
    def infer_type(cls, types, attrs):
        t = types[0]
        n = len(range(attrs["start"], attrs["stop"], attrs["step"]))
        shape = list(t.shape)
        shape[attrs["axis"]] = n
        return t.with_shape(shape)

    def evaluate(self, x):
        idx = [slice(None)] * x.ndim
        idx[self.axis] = slice(self.start, self.stop, self.step)
        return x[tuple(idx)]


class ConcatOp(TensorOp):
    name = "tensor.concat"
    operand_names = ("*xs",)
    attrs_spec = (Attr("axis", "int", 0),)

    @classmethod
    def normalize_attrs(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        if t.rank == 0:
            raise IRError(f"'{cls.name}' cannot concatenate 0-d tensors")
        return {"axis": _axis(cls.name, attrs["axis"], t.rank)}

    @classmethod
    def infer_type(cls, types, attrs):
        axis = attrs["axis"]
        first = types[0]
        total = 0
        for t in types:
            _tensor(cls.name, t)
            same = t.rank == first.rank and all(
                a == b for i, (a, b) in enumerate(zip(t.shape, first.shape)) if i != axis)
            if not same or t.dtype != first.dtype:
                raise IRError(f"'{cls.name}' operands {first} and {t} do not match outside"
                              f" axis {axis}")
            total += t.shape[axis]
        shape = list(first.shape)
        shape[axis] = total
        return first.with_shape(shape)

    def evaluate(self, *xs):
        return np.concatenate(xs, axis=self.axis)


class MatmulOp(TensorOp):
    """[..., m, k] @ [..., k, n] -> [..., m, n] with equal batch dims."""

    name = "tensor.matmul"
    operand_names = ("lhs", "rhs")
    compute_heavy = True

    @classmethod
    def infer_type(cls, types, attrs):
        a = _tensor(cls.name, types[0], "left operand")
        b = _tensor(cls.name, types[1], "right operand")
        if a.rank < 2 or b.rank < 2:
            raise IRError(f"'{cls.name}' needs operands of rank >= 2, got {a} and {b}")
        if a.rank != b.rank or a.shape[:-2] != b.shape[:-2]:
            raise IRError(f"'{cls.name}' batch dims differ: {a} and {b}")
        if a.shape[-1] != b.shape[-2]:
            raise IRError(f"'{cls.name}' contraction dims differ: {a} @ {b}"
                          f" ({a.shape[-1]} vs {b.shape[-2]})")
        if a.dtype != b.dtype:
            raise IRError(f"'{cls.name}' operands must have the same dtype, got {a} and {b}")
        return a.with_shape(a.shape[:-1] + b.shape[-1:])

    def evaluate(self, a, b):
        return np.matmul(a, b)


# --------------------------------------------------------------------------- composites

class SoftmaxOp(TensorOp):
    name = "tensor.softmax"
    operand_names = ("x",)
    attrs_spec = (Attr("axis", "int", -1),)
    composite = True

    @classmethod
    def normalize_attrs(cls, types, attrs):
        t = _tensor(cls.name, types[0])
        return {"axis": _axis(cls.name, attrs["axis"], t.rank)}

    @classmethod
    def infer_type(cls, types, attrs):
        return _float(cls.name, types[0])

    def evaluate(self, x):
        e = np.exp(x - np.max(x, axis=self.axis, keepdims=True))
        return e / np.sum(e, axis=self.axis, keepdims=True)


class LogSoftmaxOp(SoftmaxOp):
    name = "tensor.log_softmax"

    def evaluate(self, x):
        s = x - np.max(x, axis=self.axis, keepdims=True)
        return s - np.log(np.sum(np.exp(s), axis=self.axis, keepdims=True))


class CrossEntropyOp(TensorOp):
    """Mean negative log-likelihood of integer `labels` [N] under `logits` [N, C]."""

    name = "tensor.cross_entropy"
    operand_names = ("logits", "labels")
    composite = True

    @classmethod
    def infer_type(cls, types, attrs):
        x = _float(cls.name, _tensor(cls.name, types[0], "logits"), "logits")
        y = _tensor(cls.name, types[1], "labels")
        if x.rank != 2:
            raise IRError(f"'{cls.name}' logits must be [N, C], got {x}")
        if not y.dtype.is_int or y.shape != x.shape[:1]:
            raise IRError(f"'{cls.name}' labels must be integers of shape [{x.shape[0]}],"
                          f" got {y}")
        return x.with_shape(())

    def evaluate(self, x, y):
        s = x - np.max(x, axis=1, keepdims=True)
        logp = s - np.log(np.sum(np.exp(s), axis=1, keepdims=True))
        return -np.mean(logp[np.arange(x.shape[0]), y])


class MseOp(TensorOp):
    """Mean of squared differences, a scalar."""

    name = "tensor.mse"
    operand_names = ("x", "target")
    composite = True
    float_only = True                   # read by BinaryOp.infer_type, which checks operands
    result_of = BinaryOp.result_of

    @classmethod
    def infer_type(cls, types, attrs):
        a = BinaryOp.infer_type.__func__(cls, types, attrs)
        return _float(cls.name, a).with_shape(())

    def evaluate(self, x, t):
        return np.mean((x - t) ** 2)


class LayernormOp(TensorOp):
    """Normalise over the last axis; optional affine `weight`, `bias` of that axis' size."""

    name = "tensor.layernorm"
    operand_names = ("x", "*affine")
    attrs_spec = (Attr("eps", "float", 1e-5),)
    composite = True

    @classmethod
    def check_arity(cls, n):
        if n not in (1, 3):
            raise IRError(f"'{cls.name}' expects x, or x, weight and bias; got {n} operands")

    @classmethod
    def infer_type(cls, types, attrs):
        x = _float(cls.name, _tensor(cls.name, types[0]))
        if x.rank == 0:
            raise IRError(f"'{cls.name}' needs a tensor of rank >= 1")
        for t in types[1:]:
            if t != x.with_shape(x.shape[-1:]):
                raise IRError(f"'{cls.name}' weight and bias must be {x.with_shape(x.shape[-1:])},"
                              f" got {t}")
        return x

    def evaluate(self, x, *affine):
        mu = np.mean(x, axis=-1, keepdims=True)
        var = np.mean((x - mu) ** 2, axis=-1, keepdims=True)
        y = (x - mu) / np.sqrt(var + self.eps)
        return y * affine[0] + affine[1] if affine else y


# --------------------------------------------------------------------------- tags & random

class CheckpointOp(TensorOp):
    """Identity that tags a value for the partitioner: `policy` is save, recompute or none."""

    name = "tensor.checkpoint"
    operand_names = ("x",)
    attrs_spec = (Attr("name", "str", ""), Attr("policy", "str", "save"))
    elementwise = True
    POLICIES = ("save", "recompute", "none")

    @classmethod
    def infer_type(cls, types, attrs):
        if attrs["policy"] not in cls.POLICIES:
            raise IRError(f"'{cls.name}' policy must be one of {', '.join(cls.POLICIES)},"
                          f" got {attrs['policy']!r}")
        return _tensor(cls.name, types[0])

    def evaluate(self, x):
        return x


def counter_uniform(seed: int, offset: int, shape, dtype: DType) -> np.ndarray:
    """Counter-based uniform [0, 1) numbers: a pure function of (seed, offset + flat index).

    splitmix64 of `seed * golden + counter`; the top 24 (f32) or 53 (f64) bits become the
    mantissa. Recomputing with the same arguments gives the same numbers on every backend.
    """
    n = int(np.prod(shape, dtype=np.int64))
    with np.errstate(over="ignore"):
        x = np.uint64(seed & 0xFFFFFFFFFFFFFFFF) * np.uint64(0x9E3779B97F4A7C15) + \
            (np.uint64(offset) + np.arange(n, dtype=np.uint64))
        x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        x = x ^ (x >> np.uint64(31))
    bits = 24 if dtype == DType.f32 else 53
    out = (x >> np.uint64(64 - bits)).astype(np.float64) * (2.0 ** -bits)
    return out.astype(dtype.numpy).reshape(shape)


class RandOp(TensorOp):
    """Uniform [0, 1) numbers from the counter-based generator `counter_uniform`."""

    name = "tensor.rand"
    attrs_spec = (Attr("shape", "ints"), Attr("dtype", "dtype", DType.f32),
                  Attr("seed", "int", 0), Attr("offset", "int", 0))
    implied_attrs = ("shape", "dtype")
    random = True
    differentiable = False

    @classmethod
    def infer_type(cls, types, attrs):
        if not attrs["dtype"].is_float or any(s < 0 for s in attrs["shape"]):
            raise IRError(f"'{cls.name}' needs a float dtype and a valid shape")
        return TensorType(tuple(attrs["shape"]), attrs["dtype"])

    def evaluate(self):
        return counter_uniform(self.seed, self.offset, self.shape, self.dtype)


class DropoutOp(TensorOp):
    """Inverted dropout: zero with probability `p` (mask from `rand`), scale the rest."""

    name = "tensor.dropout"
    operand_names = ("x",)
    attrs_spec = (Attr("p", "float", 0.5), Attr("seed", "int", 0), Attr("offset", "int", 0))
    random = True
    composite = True

    @classmethod
    def infer_type(cls, types, attrs):
        if not 0.0 <= attrs["p"] < 1.0:
            raise IRError(f"'{cls.name}' p must be in [0, 1), got {attrs['p']}")
        return _float(cls.name, _tensor(cls.name, types[0]))

    def evaluate(self, x):
        keep = counter_uniform(self.seed, self.offset, x.shape, DType.from_numpy(x.dtype)) \
            >= self.p
        return np.where(keep, x / (1 - self.p), 0)


# --------------------------------------------------------------------------- constants

class ConstantOp(TensorOp):
    """A splat (`tensor.constant 1.0 : f32[4,5]`) or dense (`[[1.0, 2.0]]`) constant."""

    name = "tensor.constant"
    attrs_spec = (Attr("value", "scalar"), Attr("shape", "ints"), Attr("dtype", "dtype"))
    implied_attrs = ("shape", "dtype")
    positional_attr = "value"
    differentiable = False

    @classmethod
    def check_attrs(cls, attrs):
        if isinstance(attrs.get("value"), (list, tuple)):
            dense = Attr("value", "dense").check(cls.name, attrs["value"])
            return {**super().check_attrs({**attrs, "value": 0}), "value": dense}
        return super().check_attrs(attrs)

    @classmethod
    def normalize_attrs(cls, types, attrs):
        dtype, value = attrs["dtype"], attrs["value"]
        if isinstance(value, list):
            arr = np.array(value)
            if arr.shape != tuple(attrs["shape"]):
                raise IRError(f"'{cls.name}' dense value of shape {list(arr.shape)} does not"
                              f" match {TensorType(attrs['shape'], dtype)}")
            value = arr.astype(dtype.numpy).tolist()
        else:
            value = scalar_of(value, dtype)
        return {**attrs, "value": value}

    @classmethod
    def infer_type(cls, types, attrs):
        if any(s < 0 for s in attrs["shape"]):
            raise IRError(f"'{cls.name}' negative dimension in {attrs['shape']}")
        return TensorType(tuple(attrs["shape"]), attrs["dtype"])

    @property
    def is_splat(self) -> bool:
        return not isinstance(self.value, list)

    def evaluate(self):
        return np.array(self.value, dtype=self.dtype.numpy) * np.ones(self.shape, self.dtype.numpy) \
            if self.is_splat else np.array(self.value, dtype=self.dtype.numpy)


def scalar_of(value, dtype: DType):
    """A Python scalar of the right kind for `dtype` (float, int or bool)."""
    if dtype.is_float:
        return float(value)
    if dtype == DType.bool:
        return bool(value)
    if isinstance(value, float) and not value.is_integer():
        raise IRError(f"cannot make a {dtype} constant from {value}")
    return int(value)


DIALECT = Dialect("tensor", [
    NegOp, ExpOp, LogOp, SinOp, CosOp, TanhOp, SigmoidOp, ReluOp, SqrtOp, RsqrtOp, AbsOp,
    GeluOp, CastOp,
    AddOp, SubOp, MulOp, DivOp, PowOp, MaximumOp, MinimumOp,
    LtOp, LeOp, GtOp, GeOp, EqOp, NeOp, WhereOp,
    SumOp, MeanOp, MaxOp, LogsumexpOp, ArgmaxOp,
    BroadcastOp, ReshapeOp, TransposeOp, SliceOp, ConcatOp, MatmulOp,
    SoftmaxOp, LogSoftmaxOp, CrossEntropyOp, MseOp, LayernormOp,
    CheckpointOp, RandOp, DropoutOp, ConstantOp,
])
