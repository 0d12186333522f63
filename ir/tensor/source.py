"""Values from nothing or tags: constants, indices (iota), the counter-based generator,
dropout, the partitioner's checkpoint tag, the stop-gradient identity; and `check_indices`, the
run-time check of class labels."""
from __future__ import annotations


import numpy as np

from ..core import Attr, Error, IRError, ShapeError, is_dense_numbers
from ..errors import IndexOutOfRangeError
from ..types import DType, TensorType
from .base import TensorOp, _float, _tensor


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


class StopGradientOp(TensorOp):
    """`x` itself, through which no gradient flows (`jax.lax.stop_gradient`, `detach`)."""

    name = "tensor.stop_gradient"
    operand_names = ("x",)
    elementwise = True
    differentiable = False

    @classmethod
    def infer_type(cls, types, attrs):
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


#: The type of the `%rng` operand of random ops: (seed, base offset) of one call.
RNG_TYPE = TensorType((2,), DType.i64)


def _rng(op: str, t) -> None:
    if t != RNG_TYPE:
        raise IRError(f"'{op}' expects its rng operand (seed, offset) as {RNG_TYPE}, got {t}")


def draw(rng: np.ndarray, offset: int, shape, dtype: DType) -> np.ndarray:
    """The numbers of a random op at stream position `offset`, for the call's `rng`.

    Element k uses counter `base_offset + offset + k` and the call's seed: every op of a
    function draws from its own part of the call's stream.
    """
    seed, base = (int(v) for v in np.asarray(rng).reshape(2))
    return counter_uniform(seed, (base + offset) & 0xFFFFFFFFFFFFFFFF, shape, dtype)


class RandomOp(TensorOp):
    """Base of the ops that draw from the counter-based generator; `offset` is the op's
    position in its function's stream (the element counts of the random ops before it)."""

    random = True
    #: counters used per element of the result
    draws_per_element = 1

    @property
    def draws(self) -> int:
        """How many counters the op uses: its result's element count times
        `draws_per_element`."""
        return self.result.type.numel * type(self).draws_per_element


class RandOp(RandomOp):
    """Uniform [0, 1) numbers from the counter-based generator `counter_uniform`."""

    name = "tensor.rand"
    operand_names = ("rng",)
    attrs_spec = (Attr("shape", "ints"), Attr("dtype", "dtype", DType.f32),
                  Attr("offset", "int", 0))
    implied_attrs = ("shape", "dtype")
    differentiable = False

    @classmethod
    def infer_type(cls, types, attrs):
        _rng(cls.name, types[0])
        if not attrs["dtype"].is_float or any(s < 0 for s in attrs["shape"]):
            raise IRError(f"'{cls.name}' needs a float dtype and a valid shape")
        return TensorType(tuple(attrs["shape"]), attrs["dtype"])

    def evaluate(self, rng):
        return draw(rng, self.offset, self.shape, self.dtype)


def box_muller(u1: np.ndarray, u2: np.ndarray) -> np.ndarray:
    """Standard normal numbers from two uniform [0, 1) arrays of one dtype:
    sqrt(-2 log(1 - u1)) cos(2 pi u2), each step rounded to that dtype as compiled code
    rounds it (1 - u1 is in (0, 1], so the log is finite)."""
    t = u1.dtype.type
    radius = np.sqrt(t(-2.0) * np.log(t(1.0) - u1))
    return (radius * np.cos(t(2 * np.pi) * u2)).astype(u1.dtype)


class RandnOp(RandomOp):
    """Standard normal numbers (mean 0, variance 1) from the counter-based generator: Box-Muller
    (`box_muller`) of two uniform draws per element, the first at counters `offset`..., the
    second `numel` counters on; decomposed into two `tensor.rand`."""

    name = "tensor.randn"
    operand_names = ("rng",)
    attrs_spec = RandOp.attrs_spec
    implied_attrs = ("shape", "dtype")
    differentiable = False
    composite = True
    draws_per_element = 2
    infer_type = RandOp.infer_type

    def evaluate(self, rng):
        n = int(np.prod(self.shape, dtype=np.int64))
        return box_muller(draw(rng, self.offset, self.shape, self.dtype),
                          draw(rng, self.offset + n, self.shape, self.dtype))


class DropoutOp(RandomOp):
    """Inverted dropout: zero with probability `p` (mask from `rand`), scale the rest."""

    name = "tensor.dropout"
    operand_names = ("x", "rng")
    attrs_spec = (Attr("p", "float", 0.5), Attr("offset", "int", 0))
    composite = True

    @classmethod
    def infer_type(cls, types, attrs):
        _rng(cls.name, types[1])
        if not 0.0 <= attrs["p"] < 1.0:
            raise IRError(f"'{cls.name}' p must be in [0, 1), got {attrs['p']}")
        return _float(cls.name, _tensor(cls.name, types[0]))

    def evaluate(self, x, rng):
        keep = draw(rng, self.offset, x.shape, DType.from_numpy(x.dtype)) >= self.p
        return np.where(keep, x / (1 - self.p), 0).astype(x.dtype)


def rng_argument(f) -> int | None:
    """The index of `f`'s `%rng` argument: the block argument its random ops draw with."""
    for op in f.walk():
        if type(op).random:
            rng = op.rng
            return rng.index if getattr(rng, "block", None) is f.body else None
    return None


def stream_length(f) -> int:
    """How far one call of `f` advances the generator: the end of its last random op's part."""
    return max((op.offset + op.draws for op in f.walk() if type(op).random), default=0)


def check_indices(values: np.ndarray, bound: int, op: str, loc=None) -> None:
    """Raise `IndexOutOfRangeError` naming `op`, the first value outside [0, bound) and its
    position."""
    bad = np.argwhere((values < 0) | (values >= bound))
    if bad.size:
        at = tuple(int(i) for i in bad[0])
        raise index_error(int(values[at]), at, bound, op, loc)


def index_error(value: int, at: tuple, bound: int, op: str, loc=None) -> IndexOutOfRangeError:
    """The error of label `value` at position `at`, outside [0, bound), given to `op`."""
    position = f"[{', '.join(map(str, at))}]"
    return IndexOutOfRangeError(f"'{op}' got label {value} at position {position}, out of"
                                f" range for {bound} classes (labels must be in [0, {bound}))"
                                + (f" at {loc}" if loc else ""))


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
        if isinstance(value, list) and _canonical_dense(value, dtype, attrs["shape"]):
            return attrs
        try:
            if isinstance(value, list):
                shape = dense_shape(value)
                if shape != list(attrs["shape"]):
                    raise ShapeError(f"dense value of shape {shape} does not match "
                                     f"{TensorType(attrs['shape'], dtype)}")
                value = _map_dense(value, lambda v: scalar_of(v, dtype))
            else:
                value = scalar_of(value, dtype)
        except Error as e:
            raise type(e)(f"'{cls.name}' {e.message}") from None
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
        if self.is_splat:
            return np.full(self.shape, self.value, dtype=self.dtype.numpy)
        return np.array(self.value, dtype=self.dtype.numpy)


class IotaOp(TensorOp):
    """The index along `axis` of each element (`tensor.iota {axis = 0} : i64[5,4]` holds
    `i` at `[i, j]`), as XLA's iota: an index computed where it is used, not a dense
    constant stored element by element."""

    name = "tensor.iota"
    attrs_spec = (Attr("axis", "int"), Attr("shape", "ints"), Attr("dtype", "dtype", DType.i64))
    implied_attrs = ("shape", "dtype")
    differentiable = False

    @classmethod
    def infer_type(cls, types, attrs):
        shape = attrs["shape"]
        if any(s < 0 for s in shape) or not 0 <= attrs["axis"] < len(shape) or \
                not attrs["dtype"].is_int:
            raise IRError(f"'{cls.name}' needs an axis of {shape} and an integer dtype, got "
                          f"axis {attrs['axis']} and {attrs['dtype'].value}")
        return TensorType(tuple(shape), attrs["dtype"])

    def evaluate(self):
        index = np.arange(self.shape[self.axis], dtype=self.dtype.numpy)
        along = [1] * len(self.shape)
        along[self.axis] = self.shape[self.axis]
        return np.broadcast_to(index.reshape(along), self.shape).copy()


def scalar_of(value, dtype: DType):
    """A Python scalar of the right kind for `dtype` (float, int or bool); an int must be whole
    and fit the dtype."""
    if dtype.is_float:
        return float(value)
    if dtype == DType.bool:
        return bool(value)
    if isinstance(value, float) and not value.is_integer():
        raise IRError(f"cannot make a {dtype} constant from {value}")
    info = np.iinfo(dtype.numpy)
    if not info.min <= value <= info.max:
        raise IRError(f"{value} is out of range for {dtype} ([{info.min}, {info.max}])")
    return int(value)


def dense_shape(value) -> list[int]:
    """The shape of a nested list of numbers; a ragged list is a `ShapeError`."""
    if not isinstance(value, list):
        return []
    shapes = [dense_shape(v) for v in value]
    if any(s != shapes[0] for s in shapes):
        raise ShapeError(f"dense value is ragged: its elements have shapes "
                         f"{' and '.join(sorted(set(map(str, shapes))))}")
    return [len(value), *(shapes[0] if shapes else [])]


def _canonical_dense(value: list, dtype: DType, shape) -> bool:
    """Whether the dense `value` already has `shape` and Python numbers of `dtype`'s kind (in
    range for an integer dtype), told by numpy at once instead of converting element by
    element (a constant's elements are many, and the verifier asks after every pass)."""
    if not is_dense_numbers(value):
        return False
    try:
        array = np.asarray(value)
    except (ValueError, OverflowError):
        return False
    if list(array.shape) != list(shape):
        return False
    if not array.size:
        return True
    kind = array.dtype.kind
    if dtype.is_float:
        return kind == "f"
    if dtype == DType.bool:
        return kind == "b"
    if kind != "i":
        return False
    info = np.iinfo(dtype.numpy)
    return info.min <= int(array.min()) and int(array.max()) <= info.max


def _map_dense(value, fn):
    return [_map_dense(v, fn) for v in value] if isinstance(value, list) else fn(value)
