"""`F.embedding_bag` and `nn.EmbeddingBag`: the sum, mean or max of each bag of embedding rows,
without the [ids, dim] rows of every id kept per bag, as PyTorch's.

Bags are the rows of a 2-D `input` [bags, ids], or consecutive stretches of a 1-D `input` that
start at `offsets` [bags] (`include_last_offset=True`: `offsets` has one more entry, the end).
The 2-D case is an embedding and a reduction over the bag's dim. With offsets, each id's bag
is computed in the graph from the offsets (how many of them are at or before its position),
and `sum`/`mean` add the rows into their bags (`scatter_add`): the offsets stay values, so a
compiled step with new offsets runs the same code. `max` reads the offsets (inside a compiled
function a graph break) to gather each bag's rows into one padded block. An empty bag gives
zeros, `per_sample_weights` (mode `sum`) scale each id's row, and `padding_idx`'s ids count
for nothing (not in a bag's sum, mean or count), as in PyTorch.
"""
from __future__ import annotations

import math

import numpy as np

from .. import functions as ops
from .nn import Module, Parameter, embedding_weight
from .tensor import tensor
from .tensor_functions_more import _refuse

MODES = ("sum", "mean", "max")


def embedding_bag(input, weight, offsets=None, max_norm=None, norm_type: float = 2,
                  scale_grad_by_freq: bool = False, mode: str = "mean", sparse: bool = False,
                  per_sample_weights=None, include_last_offset: bool = False,
                  padding_idx: int | None = None):
    """The `mode` ("sum", "mean" or "max") of the rows of `weight` in each bag of `input`
    (see the module's docstring), as `torch.nn.functional.embedding_bag`."""
    if max_norm is not None or scale_grad_by_freq:
        raise ValueError("embedding_bag: max_norm and scale_grad_by_freq are not supported")
    if mode not in MODES:
        raise ValueError(f"mode has to be one of sum, mean or max, got {mode!r}")
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError(f"embedding_bag: per_sample_weights was not None."
                                  f" per_sample_weights is only supported for mode='sum' (got"
                                  f" mode='{mode}'). Please open a feature request on GitHub.")
    input = input if hasattr(input, "_op") else tensor(np.asarray(input))
    if offsets is not None and not hasattr(offsets, "_op"):
        offsets = tensor(np.asarray(offsets, np.int64))
    if per_sample_weights is not None and not hasattr(per_sample_weights, "_op"):
        per_sample_weights = tensor(np.asarray(per_sample_weights))
    shape = tuple(input.shape)
    if len(shape) == 2:
        if offsets is not None:
            raise ValueError("if input is 2D, then offsets has to be None, as input is treated"
                             " is a mini-batch of fixed length sequences.")
        bags, length = shape
        flat = input.reshape(-1)
        offsets = tensor(np.arange(0, bags * length, length, dtype=np.int64)) if length else \
            tensor(np.zeros(bags, np.int64))
        if per_sample_weights is not None:
            per_sample_weights = per_sample_weights.reshape(-1)
        return _bags(flat, weight, offsets, bags, mode, per_sample_weights, padding_idx,
                     fixed=length)
    if len(shape) != 1:
        raise _refuse(f"input has to be 1D or 2D Tensor, but got Tensor of dimension"
                         f" {len(shape)}")
    if offsets is None or len(tuple(offsets.shape)) != 1:
        raise ValueError("offsets has to be a 1D Tensor but got None" if offsets is None else
                         "offsets has to be a 1D Tensor")
    bags = offsets.shape[0] - (1 if include_last_offset else 0)
    if include_last_offset:
        offsets = offsets[:bags]
    return _bags(input, weight, offsets, bags, mode, per_sample_weights, padding_idx)


def _bags(ids, weight, offsets, bags: int, mode: str, per_sample_weights, padding_idx,
          fixed: int | None = None):
    n = ids.shape[0]
    dim = weight.shape[1]
    rows = ops.embedding(ids, weight)                                  # [n, dim]
    keep = None
    if padding_idx is not None:
        keep = ops.ne(ids, padding_idx % weight.shape[0])
    if mode == "max":
        return _max_bags(rows, offsets, n, bags, dim, keep, fixed)
    if per_sample_weights is not None:
        rows = rows * per_sample_weights.reshape(n, 1)
    if keep is not None:
        rows = ops.where(keep.reshape(n, 1), rows, 0.0)
    if fixed is not None and fixed and keep is None:
        out = rows.reshape(bags, fixed, dim).sum(1)
        return out / fixed if mode == "mean" else out
    # each position's bag: how many offsets are at or before it, less one
    positions = tensor(np.arange(n, dtype=np.int64)).reshape(n, 1)
    bag = ops.ge(positions, offsets.reshape(1, bags)).long().sum(1) - 1      # [n]
    index = bag.reshape(n, 1).expand(n, dim)
    out = ops.scatter_add(ops.zeros(bags, dim, dtype=weight.dtype), 0, index, rows)
    if mode == "sum":
        return out
    counted = keep.to(weight.dtype) if keep is not None else ops.ones(n, dtype=weight.dtype)
    counts = ops.scatter_add(ops.zeros(bags, dtype=weight.dtype), 0, bag, counted)
    return out / ops.maximum(counts, 1.0).reshape(bags, 1)


def _max_bags(rows, offsets, n: int, bags: int, dim: int, keep, fixed):
    """The element-wise max of each bag's rows (zeros for an empty bag): the offsets are read
    and each bag's rows gathered into one block padded with -inf."""
    starts = np.asarray(offsets).astype(np.int64).reshape(-1)
    ends = np.append(starts[1:], n)
    longest = int((ends - starts).max()) if bags else 0
    at = starts[:, None] + np.arange(max(longest, 1))[None, :]
    inside = at < ends[:, None]
    padded = ops.cat([rows, ops.full((1, dim), -math.inf, dtype=rows.dtype)], 0)
    picked = np.where(inside, at, n).reshape(-1)                      # n: the -inf row
    if keep is not None:
        dropped = ~np.asarray(keep).astype(bool)
        picked = np.where(np.append(dropped, False)[picked], n, picked)
    block = ops.index_select(padded, 0, tensor(picked)).reshape(bags, max(longest, 1), dim)
    out = block.amax(1)
    return ops.where(ops.eq(out, -math.inf), 0.0, out)


class EmbeddingBag(Module):
    """`weight` [num_embeddings, embedding_dim], N(0, 1) (the `padding_idx` row zeros), reduced
    per bag by `embedding_bag`, as `torch.nn.EmbeddingBag`."""

    def __init__(self, num_embeddings: int, embedding_dim: int, max_norm=None,
                 norm_type: float = 2.0, scale_grad_by_freq: bool = False, mode: str = "mean",
                 sparse: bool = False, _weight=None, include_last_offset: bool = False,
                 padding_idx: int | None = None, dtype=None):
        super().__init__()
        if max_norm is not None or scale_grad_by_freq:
            raise ValueError("EmbeddingBag: max_norm and scale_grad_by_freq are not supported")
        if mode not in MODES:
            raise ValueError(f"mode has to be one of sum, mean or max, got {mode!r}")
        if padding_idx is not None:
            if not -num_embeddings <= padding_idx < num_embeddings:
                raise ValueError("padding_idx must be within num_embeddings")
            padding_idx %= num_embeddings
        self.num_embeddings, self.embedding_dim = num_embeddings, embedding_dim
        self.mode, self.sparse, self.padding_idx = mode, sparse, padding_idx
        self.include_last_offset = include_last_offset
        self.weight = Parameter(embedding_weight(num_embeddings, embedding_dim, padding_idx,
                                                 _weight, dtype))

    @classmethod
    def from_pretrained(cls, embeddings, freeze: bool = True, max_norm=None,
                        norm_type: float = 2.0, scale_grad_by_freq: bool = False,
                        mode: str = "mean", sparse: bool = False,
                        include_last_offset: bool = False, padding_idx: int | None = None):
        """An EmbeddingBag whose weight is a copy of the 2-D `embeddings`."""
        if len(np.shape(embeddings)) != 2:
            raise ValueError("Embeddings parameter is expected to be 2-dimensional")
        rows, cols = np.shape(embeddings)
        bag = cls(rows, cols, max_norm, norm_type, scale_grad_by_freq, mode, sparse,
                  _weight=np.asarray(embeddings), include_last_offset=include_last_offset,
                  padding_idx=padding_idx)
        bag.weight.requires_grad = not freeze
        return bag

    def forward(self, input, offsets=None, per_sample_weights=None):
        return embedding_bag(input, self.weight, offsets, mode=self.mode,
                             per_sample_weights=per_sample_weights,
                             include_last_offset=self.include_last_offset,
                             padding_idx=self.padding_idx)

    def extra_repr(self) -> str:
        return f"{self.num_embeddings}, {self.embedding_dim}, mode='{self.mode}'"
