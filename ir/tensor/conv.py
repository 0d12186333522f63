"""Convolution and pooling over NCHW images: the windows primitives and the composites users see.

`tensor.unfold` (im2col) and `tensor.fold` (col2im, its adjoint) are the two primitives; each is
the other's VJP. Their column layout is `[C, kh, kw, N, Ho, Wo]`, channels and kernel position
first and the batch after them, rather than PyTorch's `F.unfold` `[N, C*kh*kw, Ho*Wo]`: a
convolution is then one GEMM (per group) of the weight as it is stored, `[O, C*kh*kw] @
[C*kh*kw, N*Ho*Wo]`, with no copy of the weight per image, and the windows of one channel are
reduced over by pooling along one axis. `conv2d`, `max_pool2d` and `avg_pool2d` are composites
with PyTorch's semantics (`torch.nn.functional`), decomposed into unfold, matmul, reshapes and
reductions; their VJP rules build the same primitives.

Sizes follow PyTorch: `Ho = (H + 2 ph - dh (kh - 1) - 1) // sh + 1`. A window that does not fit
the padded input, channels that do not match the weight, and groups that do not divide the
channels are `ShapeError`s naming the sizes.
"""
from __future__ import annotations

import numpy as np

from ..core import Attr, IRError, ShapeError
from .base import TensorOp, _float, _tensor


def pair(op: str, name: str, value, minimum: int) -> list[int]:
    """A 2-d attribute given as one int or two (PyTorch's `_pair`), each at least `minimum`."""
    v = list(value)
    if len(v) == 1:
        v = v * 2
    if len(v) != 2 or any(x < minimum for x in v):
        raise IRError(f"'{op}' {name} must be one or two ints >= {minimum}, got {value}")
    return v


def out_size(op: str, size: int, k: int, s: int, p: int, d: int, what: str) -> int:
    """The number of windows along one spatial dim; an error when not even one fits."""
    span = d * (k - 1) + 1
    if size + 2 * p < span:
        raise ShapeError(f"'{op}' kernel of extent {span} (kernel {k}, dilation {d}) is larger"
                         f" than the padded input {what} {size + 2 * p} ({size} + 2 * {p})")
    return (size + 2 * p - span) // s + 1


def windows_of(x: np.ndarray, kernel, stride, padding, dilation, pad_value: float):
    """numpy im2col in the column layout `[C, kh, kw, N, Ho, Wo]` (the reference)."""
    n, c, h, w = x.shape
    (kh, kw), (sh, sw), (ph, pw), (dh, dw) = kernel, stride, padding, dilation
    ho = (h + 2 * ph - dh * (kh - 1) - 1) // sh + 1
    wo = (w + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    padded = np.full((n, c, h + 2 * ph, w + 2 * pw), pad_value, dtype=x.dtype)
    padded[:, :, ph:ph + h, pw:pw + w] = x
    out = np.empty((c, kh, kw, n, ho, wo), dtype=x.dtype)
    for i in range(kh):
        for j in range(kw):
            patch = padded[:, :, i * dh:i * dh + sh * (ho - 1) + 1:sh,
                           j * dw:j * dw + sw * (wo - 1) + 1:sw]
            out[:, i, j] = patch.transpose(1, 0, 2, 3)
    return out


class _Windows(TensorOp):
    """Shared attributes of the window ops: kernel, stride, padding, dilation (pairs)."""

    attrs_spec = (Attr("kernel", "ints"), Attr("stride", "ints", [1, 1]),
                  Attr("padding", "ints", [0, 0]), Attr("dilation", "ints", [1, 1]))

    @classmethod
    def normalize_attrs(cls, types, attrs):
        return {**attrs, "kernel": pair(cls.name, "kernel", attrs["kernel"], 1),
                "stride": pair(cls.name, "stride", attrs["stride"], 1),
                "padding": pair(cls.name, "padding", attrs["padding"], 0),
                "dilation": pair(cls.name, "dilation", attrs["dilation"], 1)}

    @classmethod
    def windows(cls, attrs, h: int, w: int) -> tuple[int, int]:
        """(Ho, Wo) for an input of `h` x `w`."""
        k, s, p, d = (attrs[a] for a in ("kernel", "stride", "padding", "dilation"))
        return (out_size(cls.name, h, k[0], s[0], p[0], d[0], "height"),
                out_size(cls.name, w, k[1], s[1], p[1], d[1], "width"))

    @property
    def geometry(self) -> tuple:
        return self.kernel, self.stride, self.padding, self.dilation


def _image(op: str, t, what: str = "input"):
    t = _float(op, _tensor(op, t, what), what)
    if t.rank != 4:
        raise ShapeError(f"'{op}' expects a 4-d {what} [N, C, H, W], got {t}")
    return t


class UnfoldOp(_Windows):
    """im2col: the windows of an image [N, C, H, W] as columns [C, kh, kw, N, Ho, Wo];
    element [c, i, j, n, y, x] is the input at [n, c, y sh - ph + i dh, x sw - pw + j dw], or
    `pad_value` outside the input (0 for a convolution, -inf for max pooling)."""

    name = "tensor.unfold"
    operand_names = ("x",)
    attrs_spec = _Windows.attrs_spec + (Attr("pad_value", "float", 0.0),)

    @classmethod
    def infer_type(cls, types, attrs):
        t = _image(cls.name, types[0])
        n, c, h, w = t.shape
        ho, wo = cls.windows(attrs, h, w)
        return t.with_shape([c, *attrs["kernel"], n, ho, wo])

    def evaluate(self, x):
        return windows_of(x, *self.geometry, self.pad_value)


class FoldOp(_Windows):
    """col2im, the adjoint of unfold: columns [C, kh, kw, N, Ho, Wo] summed back into an image
    [N, C, H, W] of `size` [H, W], overlapping windows accumulating, padding dropped."""

    name = "tensor.fold"
    operand_names = ("cols",)
    attrs_spec = _Windows.attrs_spec + (Attr("size", "ints"),)

    @classmethod
    def infer_type(cls, types, attrs):
        t = _float(cls.name, _tensor(cls.name, types[0], "columns"), "columns")
        h, w = pair(cls.name, "size", attrs["size"], 1)
        if t.rank != 6 or list(t.shape[1:3]) != list(attrs["kernel"]):
            raise ShapeError(f"'{cls.name}' expects columns [C, kh, kw, N, Ho, Wo] of kernel"
                             f" {attrs['kernel']}, got {t}")
        if tuple(t.shape[4:]) != cls.windows(attrs, h, w):
            raise ShapeError(f"'{cls.name}' columns {t} do not tile an image of size [{h}, {w}]")
        return t.with_shape([t.shape[3], t.shape[0], h, w])

    def evaluate(self, cols):
        c, kh, kw, n, ho, wo = cols.shape
        h, w = self.size
        (sh, sw), (ph, pw), (dh, dw) = self.stride, self.padding, self.dilation
        padded = np.zeros((n, c, h + 2 * ph, w + 2 * pw), dtype=cols.dtype)
        for i in range(kh):
            for j in range(kw):
                padded[:, :, i * dh:i * dh + sh * (ho - 1) + 1:sh,
                       j * dw:j * dw + sw * (wo - 1) + 1:sw] += cols[:, i, j].transpose(1, 0, 2, 3)
        return padded[:, :, ph:ph + h, pw:pw + w].copy()


class Conv2dOp(TensorOp):
    """2-d convolution (cross-correlation) of x [N, C, H, W] with weight [O, C/groups, kh, kw]
    and an optional bias [O], as `torch.nn.functional.conv2d`: [N, O, Ho, Wo]."""

    name = "tensor.conv2d"
    operand_names = ("x", "weight", "*bias")
    attrs_spec = (Attr("stride", "ints", [1, 1]), Attr("padding", "ints", [0, 0]),
                  Attr("dilation", "ints", [1, 1]), Attr("groups", "int", 1))
    composite = True
    compute_heavy = True

    @classmethod
    def check_arity(cls, n):
        if n not in (2, 3):
            raise IRError(f"'{cls.name}' expects x, weight and an optional bias; got {n}"
                          f" operands")

    @classmethod
    def normalize_attrs(cls, types, attrs):
        if attrs["groups"] < 1:
            raise IRError(f"'{cls.name}' groups must be >= 1, got {attrs['groups']}")
        return {**attrs, "stride": pair(cls.name, "stride", attrs["stride"], 1),
                "padding": pair(cls.name, "padding", attrs["padding"], 0),
                "dilation": pair(cls.name, "dilation", attrs["dilation"], 1)}

    @classmethod
    def infer_type(cls, types, attrs):
        x = _image(cls.name, types[0])
        w = _image(cls.name, types[1], "weight")
        n, c, h, wd = x.shape
        o, cg, kh, kw = w.shape
        g = attrs["groups"]
        if x.dtype != w.dtype:
            raise IRError(f"'{cls.name}' input and weight must have one dtype, got {x} and {w}")
        if c % g or o % g:
            raise ShapeError(f"'{cls.name}' groups={g} must divide the input channels ({c}) and"
                             f" the output channels ({o})")
        if cg * g != c:
            raise ShapeError(f"'{cls.name}' weight {w} expects {cg * g} input channels"
                             f" ({cg} per group, groups={g}); the input {x} has {c}")
        if len(types) == 3 and types[2] != w.with_shape([o]):
            raise ShapeError(f"'{cls.name}' bias must be {w.with_shape([o])}, got {types[2]}")
        (sh, sw), (ph, pw), (dh, dw) = attrs["stride"], attrs["padding"], attrs["dilation"]
        ho = out_size(cls.name, h, kh, sh, ph, dh, "height")
        wo = out_size(cls.name, wd, kw, sw, pw, dw, "width")
        return x.with_shape([n, o, ho, wo])

    def evaluate(self, x, w, *bias):
        o, cg, kh, kw = w.shape
        g = self.groups
        cols = windows_of(x, [kh, kw], self.stride, self.padding, self.dilation, 0.0)
        _, _, _, n, ho, wo = cols.shape
        cols = cols.reshape(g, cg * kh * kw, n * ho * wo)
        y = np.matmul(w.reshape(g, o // g, cg * kh * kw), cols).reshape(o, n, ho, wo)
        y = y.transpose(1, 0, 2, 3)
        return (y + bias[0].reshape(1, o, 1, 1) if bias else y).astype(x.dtype)


class _Pool(_Windows):
    """Pooling over the windows of each channel: kernel, stride (the kernel by default) and
    padding, as `torch.nn.functional`'s pools with `ceil_mode=False`."""

    operand_names = ("x",)
    composite = True
    attrs_spec = (Attr("kernel", "ints"), Attr("stride", "ints", None, optional=True),
                  Attr("padding", "ints", [0, 0]))

    @classmethod
    def normalize_attrs(cls, types, attrs):
        kernel = pair(cls.name, "kernel", attrs["kernel"], 1)
        stride = kernel if attrs["stride"] in (None, []) else attrs["stride"]
        padding = pair(cls.name, "padding", attrs["padding"], 0)
        if any(2 * p > k for p, k in zip(padding, kernel)):
            raise ShapeError(f"'{cls.name}' padding {padding} should be at most half of the"
                             f" kernel {kernel}")
        return {**attrs, "kernel": kernel, "stride": pair(cls.name, "stride", stride, 1),
                "padding": padding}

    @classmethod
    def infer_type(cls, types, attrs):
        t = _image(cls.name, types[0])
        n, c, h, w = t.shape
        return t.with_shape([n, c, *cls.windows({**attrs, "dilation": [1, 1]}, h, w)])

    @property
    def geometry(self) -> tuple:
        return self.kernel, self.stride, self.padding, [1, 1]

    def _windows(self, x, pad_value):
        cols = windows_of(x, *self.geometry, pad_value)
        c, kh, kw, n, ho, wo = cols.shape
        return cols.reshape(c, kh * kw, n, ho, wo)


class MaxPool2dOp(_Pool):
    """The maximum of each window (padding is -inf); the gradient goes to the first maximum
    of the window in row-major order, as PyTorch's max_pool2d backward routes it."""

    name = "tensor.max_pool2d"

    def evaluate(self, x):
        return self._windows(x, -np.inf).max(axis=1).transpose(1, 0, 2, 3).copy()


class AvgPool2dOp(_Pool):
    """The mean of each window; with `count_include_pad` (PyTorch's default) padding counts
    as zeros in the divisor, without it only the input's elements do."""

    name = "tensor.avg_pool2d"
    attrs_spec = _Pool.attrs_spec + (Attr("count_include_pad", "bool", True),)

    def divisor(self, dtype) -> np.ndarray:
        """The [Ho, Wo] divisor of each window."""
        kh, kw = self.kernel
        h, w = self.x.type.shape[2:]
        if self.count_include_pad:
            _, _, ho, wo = self.result.type.shape
            return np.full((ho, wo), float(kh * kw), dtype)
        ones = np.ones((1, 1, h, w), dtype)
        return windows_of(ones, *self.geometry, 0.0).sum(axis=(1, 2))[0, 0]

    def evaluate(self, x):
        total = self._windows(x, 0.0).sum(axis=1).transpose(1, 0, 2, 3)
        return (total / self.divisor(x.dtype)).astype(x.dtype)
