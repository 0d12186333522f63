"""Shape ops (broadcast, reshape, transpose, slice, concat) and matmul."""
from __future__ import annotations


import numpy as np

from ..core import Attr, IRError, ShapeError
from .base import TensorOp, _axis, _tensor


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
        if len(perm) != t.rank or any(not -t.rank <= p < t.rank for p in perm) or \
                sorted(p % t.rank for p in perm) != list(range(t.rank)):
            raise ShapeError(f"'{cls.name}' perm {perm} is not a permutation of rank {t.rank}")
        return {**attrs, "perm": [p % t.rank for p in perm]}

    @classmethod
    def infer_type(cls, types, attrs):
        t = types[0]
        return t.with_shape([t.shape[p] for p in attrs["perm"]])

    def evaluate(self, x):
        return np.transpose(x, self.perm)

    @property
    def swaps_last_two(self) -> bool:
        """Whether it swaps the last two dims and keeps the others in place (a matrix
        transpose per batch: a matmul reads it with a transpose flag)."""
        rank = len(self.perm)
        return rank >= 2 and list(self.perm) == list(range(rank - 2)) + [rank - 1, rank - 2]


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
    default_hint = "mm"
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
