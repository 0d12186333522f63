"""`aotgrad.nn.functional`'s margin losses, as PyTorch's: `cosine_embedding_loss`,
`margin_ranking_loss`, `triplet_margin_loss`, `hinge_embedding_loss`, `soft_margin_loss`,
`multilabel_soft_margin_loss` and `multi_margin_loss`, each with
`reduction="mean" | "sum" | "none"`, PyTorch's argument names, formulas (its 1e-12 in the
cosine's magnitudes, its `eps` in the triplet distances) and gradients (`clamp_min(0)`
passes the gradient at 0); compositions of aotgrad's ops, so differentiable and traceable.
"""
from __future__ import annotations

import numpy as np

from .. import functions as ops
from ..ir.errors import ShapeError
from .functional_extra import pairwise_distance
from .losses import _check_reduction, _reduce


def _hinge(x):
    """max(x, 0), its gradient passed where x >= 0 (PyTorch's `clamp_min`)."""
    return ops.clamp(x, min=0.0)


def cosine_embedding_loss(input1, input2, target, margin: float = 0.0, size_average=None,
                          reduce=None, reduction: str = "mean"):
    """1 - cos(input1, input2) where target is 1, max(0, cos - margin) where it is -1; the
    cosine over the last dim of [N, D] (or [D])."""
    _check_reduction(reduction, "cosine_embedding_loss")
    rank = len(input1.shape)
    if rank not in (1, 2) or tuple(input1.shape) != tuple(input2.shape):
        raise ShapeError(f"cosine_embedding_loss: expects 1-D or 2-D inputs of one shape, got"
                         f" {list(input1.shape)} and {list(input2.shape)}")
    if tuple(target.shape) != tuple(input1.shape[:-1]):
        raise ShapeError(f"cosine_embedding_loss: target must have shape"
                         f" {list(input1.shape[:-1])}, got {list(target.shape)}")
    dim = rank - 1
    products = ops.sum(input1 * input2, axis=dim)
    squares1 = ops.sum(input1 * input1, axis=dim) + 1e-12
    squares2 = ops.sum(input2 * input2, axis=dim) + 1e-12
    cos = products / ops.sqrt(squares1 * squares2)
    loss = ops.where(ops.eq(target, 1), 1.0 - cos, 0.0) + \
        ops.where(ops.eq(target, -1), _hinge(cos - margin), 0.0)
    return _reduce(loss, reduction, "cosine_embedding_loss")


def margin_ranking_loss(input1, input2, target, margin: float = 0.0, size_average=None,
                        reduce=None, reduction: str = "mean"):
    """max(0, -target (input1 - input2) + margin): target 1 asks input1 to rank higher."""
    _check_reduction(reduction, "margin_ranking_loss")
    shapes = [tuple(t.shape) for t in (input1, input2, target)]
    if len({len(s) for s in shapes}) != 1:
        raise ShapeError(f"margin_ranking_loss: all input tensors should have same dimension"
                         f" but got sizes: input1: {list(shapes[0])}, input2:"
                         f" {list(shapes[1])}, target: {list(shapes[2])}")
    try:
        np.broadcast_shapes(*shapes)
    except ValueError:
        raise ShapeError(f"margin_ranking_loss: input1 {list(shapes[0])}, input2"
                         f" {list(shapes[1])} and target {list(shapes[2])} do not"
                         f" broadcast") from None
    loss = _hinge(-target * (input1 - input2) + margin)
    return _reduce(loss, reduction, "margin_ranking_loss")


def triplet_margin_loss(anchor, positive, negative, margin: float = 1.0, p: float = 2,
                        eps: float = 1e-6, swap: bool = False, size_average=None,
                        reduce=None, reduction: str = "mean"):
    """max(0, margin + d(anchor, positive) - d(anchor, negative)), d the p-norm distance
    (`pairwise_distance`); with `swap`, the smaller of d(a, n) and d(p, n)."""
    _check_reduction(reduction, "triplet_margin_loss")
    ranks = {len(t.shape) for t in (anchor, positive, negative)}
    if len(ranks) != 1:
        raise ShapeError(f"triplet_margin_loss: the anchor, positive and negative tensors"
                         f" must have one number of dims, got {list(anchor.shape)},"
                         f" {list(positive.shape)} and {list(negative.shape)}")
    d_positive = pairwise_distance(anchor, positive, p, eps)
    d_negative = pairwise_distance(anchor, negative, p, eps)
    if swap:
        d_negative = ops.minimum(d_negative, pairwise_distance(positive, negative, p, eps))
    return _reduce(_hinge(d_positive - d_negative + margin), reduction, "triplet_margin_loss")


def hinge_embedding_loss(input, target, margin: float = 1.0, size_average=None, reduce=None,
                         reduction: str = "mean"):
    """input where target is 1, max(0, margin - input) where it is -1 (both terms where a
    target is neither, as PyTorch's)."""
    _check_reduction(reduction, "hinge_embedding_loss")
    margin_term = ops.where(ops.ne(target, 1), _hinge(margin - input), 0.0)
    self_term = ops.where(ops.ne(target, -1), input, 0.0)
    return _reduce(margin_term + self_term, reduction, "hinge_embedding_loss")


def soft_margin_loss(input, target, size_average=None, reduce=None, reduction: str = "mean"):
    """log(1 + exp(-target input)), target +-1."""
    _check_reduction(reduction, "soft_margin_loss")
    return _reduce(ops.log1p(ops.exp(-(input * target))), reduction, "soft_margin_loss")


def multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None,
                                reduction: str = "mean"):
    """The mean over classes of each label's binary cross-entropy with logits (`weight` per
    class), target 0 or 1 per class."""
    _check_reduction(reduction, "multilabel_soft_margin_loss")
    loss = -(target * ops.log_sigmoid(input) + (1.0 - target) * ops.log_sigmoid(-input))
    if weight is not None:
        loss = loss * weight
    classes = input.shape[-1] if len(input.shape) else 1
    loss = ops.sum(loss, axis=len(input.shape) - 1) / classes if len(input.shape) else loss
    return _reduce(loss, reduction, "multilabel_soft_margin_loss")


def multi_margin_loss(input, target, p: int = 1, margin: float = 1.0, weight=None,
                      size_average=None, reduce=None, reduction: str = "mean"):
    """The multi-class hinge: sum over classes i != y of max(0, margin - x[y] + x[i])^p / C
    (times weight[y]) for each row of [N, C] (or [C]) and class index y."""
    _check_reduction(reduction, "multi_margin_loss")
    if p not in (1, 2):
        raise ValueError("only p == 1 and p == 2 supported")
    x = input if len(input.shape) == 2 else ops.reshape(input, [1, -1])
    y = ops.reshape(target, [-1, 1])
    n, c = x.shape
    if y.shape[0] != n:
        raise ShapeError(f"multi_margin_loss: expected {n} targets for an input"
                         f" {list(input.shape)}, got shape {list(target.shape)}")
    z = margin - ops.gather(x, 1, y) + x
    hinge = ops.where(ops.gt(z, 0.0), z, 0.0)        # no gradient at the kink, as PyTorch's
    terms = hinge * hinge if p == 2 else hinge
    if weight is not None:
        terms = terms * ops.reshape(ops.index_select(weight, 0, ops.reshape(y, [-1])), [n, 1])
    other = ops.ne(ops.iota(1, [n, c], dtype=y.type.dtype), y)
    loss = ops.sum(ops.where(other, terms, 0.0), axis=1) / c
    if len(input.shape) != 2:                      # one row: the target's shape, as PyTorch's
        loss = ops.reshape(loss, list(target.shape))
    return _reduce(loss, reduction, "multi_margin_loss")
