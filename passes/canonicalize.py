"""`canonicalize`: constant folding plus algebraic and shape identities, to a fixpoint.

In: any module. Out: the same computation with
- every pure, non-random op on constants folded into a constant, a splat when the result is
  uniform (elementwise ops and views of splats fold without materialising anything; other ops
  fold when they touch at most MAX_FOLD_ELEMENTS elements not already in the IR, except a
  broadcast of a dense constant, which would only copy its data);
- `x*1`, `x/1`, `x-0`, `x+(-0)` -> `x` (`x+0` too for integers), and `x*0` -> `0` for
  integers only;
- identity views removed and chains of transposes, reshapes or broadcasts composed into one;
- `neg(neg(x))` -> `x`, and casts to a value's own dtype removed;
- matmuls put in the form a GEMM runs without copies: `transpose(a @ b)` (last two dims, the
  matmul used by nothing else) -> `transpose(b) @ transpose(a)`, since (AB)^T = B^T A^T and a
  transposed operand is a BLAS flag; and `a @ broadcast(w)` with `w` rank 2 broadcast over the
  batch dims of `a` (a Linear layer on a 3-D input) -> one 2-D matmul over the flattened rows
  of `a`, `reshape(reshape(a, [B*M, K]) @ w, [..., M, N])`: no broadcast weight is built, and
  its gradient is one 2-D matmul too.
Only finite-safe identities are used: `x*0` is not `0` for floats, because `inf*0` and `nan*0`
are `nan`; nor is a float `x+0` `x`, because `-0.0 + 0.0` is `0.0` (IEEE 754: a sum of zeros of
opposite signs is `+0.0`), while `x - 0.0` and `x + -0.0` are `x` for every `x`. Random ops are
never folded and `tensor.checkpoint` is never touched (the partitioner reads it).
"""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

import numpy as np

from ..ir.core import Module, OpResult, Value
from ..ir.tensor import (AddOp, BroadcastOp, CastOp, ConstantOp, DivOp, MatmulOp, MulOp,
                         NegOp, ReshapeOp, SubOp, TensorOp, TransposeOp)
from ..ir.types import DType, TensorType
from .manager import Pass, PassContext, register_pass
from .pattern import PINNED, Pattern, Rewriter, apply_patterns

#: Folding never materialises more elements than this that are not already in the IR.
MAX_FOLD_ELEMENTS = 4096


def constant_of(v: Value) -> ConstantOp | None:
    """The `tensor.constant` defining `v`, if any."""
    return v.owner if isinstance(v, OpResult) and isinstance(v.owner, ConstantOp) else None


def splat_value(v: Value):
    """The scalar of a splat constant `v`, or None."""
    c = constant_of(v)
    return c.value if c is not None and c.is_splat else None


def is_uniform(array: np.ndarray) -> bool:
    """True when every element has the same bits (so a splat reproduces it exactly)."""
    flat = array.ravel()
    return flat.size == 0 or flat.tobytes() == np.full_like(flat, flat[0]).tobytes()


def build_constant(rw: Rewriter, array: np.ndarray, t: TensorType, hint: str | None) -> Value:
    """A constant of type `t` holding `array` (0-d for a splat); a splat when it is uniform."""
    array = np.asarray(array, t.dtype.numpy)
    if not is_uniform(array):
        value = array.tolist()
    elif array.size == 0:
        value = 0
    elif t.dtype == DType.f32:
        # The shortest decimal that rounds to the same f32, so folded constants read well.
        value = float(str(array.ravel()[0]))
    else:
        value = array.ravel()[0].item()
    return rw.op(ConstantOp, value=value, shape=list(t.shape), dtype=t.dtype, hint=hint)


def _size(c: ConstantOp) -> int:
    return c.result.type.numel


class FoldConstants(Pattern):
    """op(constants...) -> constant, by the op's own `evaluate`."""

    def match(self, op: TensorOp, rw: Rewriter) -> None:
        cls = type(op)
        consts = []
        for v in op.operands:
            c = constant_of(v)
            if c is None:
                return
            consts.append(c)
        if not consts or not cls.pure or cls.random or isinstance(op, PINNED):
            return
        t = op.result.type
        if all(c.is_splat for c in consts) and (cls.elementwise or cls.view):
            # Views only move elements, elementwise ops act on each: both keep a splat a splat.
            scalars = [np.array(c.value, c.dtype.numpy) for c in consts]
            with np.errstate(all="ignore"):
                array = op.evaluate(*scalars) if cls.elementwise else scalars[0]
        elif t.numel <= MAX_FOLD_ELEMENTS and not (cls.view and t.numel > _size(consts[0])) \
                and all(not c.is_splat or _size(c) <= MAX_FOLD_ELEMENTS for c in consts):
            with np.errstate(all="ignore"):
                array = op.evaluate(*(c.evaluate() for c in consts))
        else:
            return
        rw.replace(op, build_constant(rw, array, t, op.result.name_hint))


class SplatUniformConstant(Pattern):
    """A dense constant whose elements are all equal -> a splat."""

    def match(self, op: ConstantOp, rw: Rewriter) -> None:
        if not op.is_splat:
            array = op.evaluate()
            if is_uniform(array):
                rw.replace(op, build_constant(rw, array, op.result.type, op.result.name_hint))


class DropIdentityOperand(Pattern):
    """x - 0, x * 1, 1 * x, x / 1, and x + 0 or 0 + x where that is x -> x (the constant on
    either side only if the op is commutative). For floats the zero of `+` must be `-0.0` and
    that of `-` must be `+0.0`: `-0.0 + 0.0` is `+0.0`, `-0.0 - -0.0` too."""

    IDENTITY = {AddOp: 0, SubOp: 0, MulOp: 1, DivOp: 1}
    #: the sign bit the zero of a float add / sub needs to leave every operand as it is
    ZERO_SIGN = {AddOp: True, SubOp: False}

    def match(self, op: AddOp | SubOp | MulOp | DivOp, rw: Rewriter) -> None:
        unit = self.IDENTITY[type(op)]
        lhs, rhs = op.lhs, op.rhs
        for x, c in ((lhs, rhs), (rhs, lhs)) if type(op).commutative else ((lhs, rhs),):
            value = splat_value(c)
            if value is not None and value == unit and self._exact(op, value):
                rw.replace(op, x)
                return

    def _exact(self, op: AddOp | SubOp | MulOp | DivOp, value) -> bool:
        sign = self.ZERO_SIGN.get(type(op))
        return sign is None or not op.result.type.dtype.is_float or \
            bool(np.signbit(value)) == sign


class FoldIntegerTimesZero(Pattern):
    """x * 0 -> 0 for integers; floats keep the multiply (inf * 0 and nan * 0 are nan)."""

    def match(self, op: MulOp, rw: Rewriter) -> None:
        t = op.result.type
        if t.dtype.is_int and 0 in (splat_value(op.lhs), splat_value(op.rhs)):
            zero = rw.op(ConstantOp, value=0, shape=list(t.shape), dtype=t.dtype,
                         hint=op.result.name_hint)
            rw.replace(op, zero)


class RemoveSameShapeView(Pattern):
    """reshape or broadcast to the operand's own shape -> the operand."""

    def match(self, op: ReshapeOp | BroadcastOp, rw: Rewriter) -> None:
        if op.result.type == op.x.type:
            rw.replace(op, op.x)


class ComposeTransposes(Pattern):
    """transpose(transpose(x)) -> one transpose; an identity transpose -> x."""

    def match(self, op: TransposeOp, rw: Rewriter) -> None:
        inner = op.x.owner if isinstance(op.x, OpResult) else None
        if isinstance(inner, TransposeOp):
            perm = [inner.perm[p] for p in op.perm]
            x = inner.x
        else:
            perm, x = op.perm, op.x
        if perm == list(range(len(perm))):
            rw.replace(op, x)
        elif x is not op.x:
            rw.replace(op, rw.op(TransposeOp, x, perm=perm, hint=op.result.name_hint))


class ComposeReshapes(Pattern):
    """reshape(reshape(x)) -> reshape(x)."""

    def match(self, op: ReshapeOp, rw: Rewriter) -> None:
        if isinstance(op.x, OpResult) and isinstance(op.x.owner, ReshapeOp):
            x = op.x.owner.x
            if x.type == op.result.type:
                rw.replace(op, x)
            else:
                rw.replace(op, rw.op(ReshapeOp, x, shape=op.shape, hint=op.result.name_hint))


class ComposeBroadcasts(Pattern):
    """broadcast(broadcast(x)) -> broadcast(x): operand dim i lands at outer.dims[inner.dims[i]]."""

    def match(self, op: BroadcastOp, rw: Rewriter) -> None:
        if isinstance(op.x, OpResult) and isinstance(op.x.owner, BroadcastOp):
            inner = op.x.owner
            dims = [op.dims[d] for d in inner.dims]
            rw.replace(op, rw.op(BroadcastOp, inner.x, shape=op.shape, dims=dims,
                                 hint=op.result.name_hint))


class CancelDoubleNegation(Pattern):
    """neg(neg(x)) -> x."""

    def match(self, op: NegOp, rw: Rewriter) -> None:
        if isinstance(op.x, OpResult) and isinstance(op.x.owner, NegOp):
            rw.replace(op, op.x.owner.x)


class RemoveSameTypeCast(Pattern):
    """cast(x) to x's own dtype -> x."""

    def match(self, op: CastOp, rw: Rewriter) -> None:
        if op.result.type == op.x.type:
            rw.replace(op, op.x)


class TransposeMatmulResult(Pattern):
    """transpose(a @ b) -> transpose(b) @ transpose(a), when the transpose swaps the last two
    dims and is the matmul's only use: the GEMM writes the transposed result directly (its
    operands' transposes are BLAS flags, or cancel), instead of a copy after it."""

    def match(self, op: TransposeOp, rw: Rewriter) -> None:
        mm = op.x.owner if isinstance(op.x, OpResult) else None
        if not isinstance(mm, MatmulOp) or not op.swaps_last_two or \
                rw.users.get(id(mm.result)) != [op]:
            return
        perm = list(op.perm)
        b_t = rw.op(TransposeOp, mm.rhs, perm=perm, hint="t")
        a_t = rw.op(TransposeOp, mm.lhs, perm=perm, hint="t")
        rw.replace(op, rw.op(MatmulOp, b_t, a_t, hint=op.result.name_hint))


class FlattenBatchBroadcastMatmul(Pattern):
    """a @ broadcast(w), `w` of rank 2 broadcast over the batch dims of `a` ->
    reshape(reshape(a, [B*M, K]) @ w, a's batch dims + [M, N]): one 2-D GEMM over the rows of
    `a` (a reshape view of it), as PyTorch folds a Linear on a 3-D input."""

    def match(self, op: MatmulOp, rw: Rewriter) -> None:
        a, rhs = op.lhs, op.rhs
        bc = rhs.owner if isinstance(rhs, OpResult) else None
        rank = a.type.rank
        if not isinstance(bc, BroadcastOp) or rank < 3 or bc.x.type.rank != 2 or \
                list(bc.dims) != [rank - 2, rank - 1] or bc.x.type.shape != rhs.type.shape[-2:]:
            return
        rows = rw.op(ReshapeOp, a, shape=[math.prod(a.type.shape[:-1]), a.type.shape[-1]],
                     hint="rows")
        mm = rw.op(MatmulOp, rows, bc.x, hint=op.result.name_hint)
        rw.replace(op, rw.op(ReshapeOp, mm, shape=list(op.result.type.shape),
                             hint=op.result.name_hint))


PATTERNS = (FoldConstants(), SplatUniformConstant(), DropIdentityOperand(),
            FoldIntegerTimesZero(), RemoveSameShapeView(), ComposeTransposes(),
            ComposeReshapes(), ComposeBroadcasts(), CancelDoubleNegation(), RemoveSameTypeCast(),
            TransposeMatmulResult(), FlattenBatchBroadcastMatmul())


@register_pass("canonicalize")
@dataclass(frozen=True)
class Canonicalize(Pass):
    """Folds constants and applies finite-safe identities until none applies."""

    def run(self, module: Module, ctx: PassContext) -> Module:
        before = sum(len(f.ops) for f in module.functions)
        fired = sum((apply_patterns(f, PATTERNS) for f in module.functions), start=Counter())
        after = sum(len(f.ops) for f in module.functions)
        ctx.report(self.pass_name, {"ops_removed": before - after,
                                    "rewrites": dict(sorted(fired.items()))})
        if not fired and before == after:
            ctx.mark_unchanged()
        return module
