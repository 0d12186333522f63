"""Attention as PyTorch's: `scaled_dot_product_attention` and `nn.MultiheadAttention`.

Both are compositions of existing ops (matmul, softmax, where, dropout), so they are
differentiable and trace into `aotgrad.compile` as those ops. `MultiheadAttention` keeps
PyTorch's parameters, names, order and initialisation: `in_proj_weight` (3E, E), xavier-uniform,
`in_proj_bias` zeros, `out_proj` a `Linear` (kaiming-uniform weight, zero bias), or
`q_proj_weight`/`k_proj_weight`/`v_proj_weight` when `kdim`/`vdim` differ from `embed_dim`, so a
PyTorch state_dict loads unchanged. Masks follow PyTorch's two conventions: for
`scaled_dot_product_attention` a bool `attn_mask` is True where attention is *allowed*; for
`MultiheadAttention` a bool `attn_mask` or `key_padding_mask` is True where it is *not*. A float
mask is added to the scores in both.
"""
from __future__ import annotations

import math

import numpy as np

from .. import functions as ops
from ..ir.errors import ShapeError
from ..ir.types import DType
from .functional_nn import _dtype, dropout, linear
from .nn import Linear, Module, Parameter, init_generator

NEG_INF = float("-inf")


def _last_two_swapped(x):
    perm = list(range(len(x.shape)))
    perm[-2], perm[-1] = perm[-1], perm[-2]
    return ops.transpose(x, perm)


def _is_bool(mask) -> bool:
    return _dtype(mask) == DType.bool


def _masked(scores, mask, allowed_when_true: bool):
    """`scores` with a bool mask applied (-inf where attention is not allowed) or a float mask
    added."""
    if _is_bool(mask):
        return ops.where(mask, scores, NEG_INF) if allowed_when_true else \
            ops.where(mask, NEG_INF, scores)
    if not _dtype(mask).is_float:
        raise TypeError(f"attention mask must be bool or float, got {mask.dtype}")
    return scores + mask


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p: float = 0.0,
                                 is_causal: bool = False, scale: float | None = None,
                                 enable_gqa: bool = False):
    """softmax(query @ key^T * scale + mask) @ value, as
    `torch.nn.functional.scaled_dot_product_attention`: query (..., L, E), key (..., S, E),
    value (..., S, Ev); a bool `attn_mask` is True where attention is allowed, a float one is
    added; `is_causal` allows position i to see keys 0..i; `enable_gqa` shares each key/value
    head among query heads."""
    for name, t in (("query", query), ("key", key), ("value", value)):
        if len(t.shape) < 2:
            raise ShapeError(f"scaled_dot_product_attention: {name} must have at least 2 dims,"
                             f" got shape {list(t.shape)}")
    L, E, S = query.shape[-2], query.shape[-1], key.shape[-2]
    if key.shape[-1] != E or value.shape[-2] != S:
        raise ShapeError(f"scaled_dot_product_attention: query {list(query.shape)}, key"
                         f" {list(key.shape)} and value {list(value.shape)} do not fit: key"
                         f" needs query's last dim, value key's length")
    if enable_gqa:
        key, value = _shared_heads(query, key), _shared_heads(query, value)
    scores = ops.matmul(query, _last_two_swapped(key)) * \
        (1.0 / math.sqrt(E) if scale is None else scale)
    if is_causal:
        if attn_mask is not None:
            raise ValueError("scaled_dot_product_attention: explicit attn_mask should not be"
                             " set when is_causal=True")
        attn_mask = np.tril(np.ones((L, S), dtype=bool))
    if attn_mask is not None:
        _check_mask(attn_mask, tuple(scores.shape), "attn_mask")
        scores = _masked(scores, attn_mask, allowed_when_true=True)
    attn = ops.softmax(scores, -1)
    if dropout_p > 0.0:
        attn = dropout(attn, dropout_p)
    return ops.matmul(attn, value)


def _shared_heads(query, kv):
    """`kv` (..., Hkv, S, E) with each head repeated for the Hq / Hkv query heads beside it."""
    if len(query.shape) < 3 or len(kv.shape) < 3:
        raise ShapeError("scaled_dot_product_attention: enable_gqa needs a heads dim (-3)")
    hq, hkv = query.shape[-3], kv.shape[-3]
    if hq % hkv:
        raise ShapeError(f"scaled_dot_product_attention: {hq} query heads are not a multiple"
                         f" of {hkv} key/value heads")
    lead, (s, e) = list(kv.shape[:-3]), kv.shape[-2:]
    wide = ops.reshape(kv, lead + [hkv, 1, s, e])
    wide = ops.broadcast(wide, lead + [hkv, hq // hkv, s, e])
    return ops.reshape(wide, lead + [hq, s, e])


def _check_mask(mask, scores: tuple, what: str) -> None:
    try:
        if np.broadcast_shapes(tuple(mask.shape), scores) != scores:
            raise ValueError
    except ValueError:
        raise ShapeError(f"{what} of shape {list(mask.shape)} does not broadcast to the"
                         f" attention scores' shape {list(scores)}") from None


def _xavier_uniform(shape, dtype) -> Parameter:
    fan_out, fan_in = shape
    bound = math.sqrt(6.0 / (fan_in + fan_out))
    return Parameter(init_generator().uniform(-bound, bound, shape).astype(dtype))


class MultiheadAttention(Module):
    """`torch.nn.MultiheadAttention`: attention over `num_heads` heads of embed_dim/num_heads,
    returning (attn_output, attn_weights); the weights are averaged over heads unless
    `average_attn_weights=False`, and None with `need_weights=False`."""

    def __init__(self, embed_dim: int, num_heads: int, dropout: float = 0.0, bias: bool = True,
                 add_bias_kv: bool = False, add_zero_attn: bool = False, kdim=None, vdim=None,
                 batch_first: bool = False, device=None, dtype=None):
        super().__init__()
        if add_bias_kv or add_zero_attn:
            raise ValueError("MultiheadAttention: add_bias_kv and add_zero_attn are not"
                             " supported")
        if embed_dim <= 0 or num_heads <= 0 or embed_dim % num_heads:
            raise ValueError(f"embed_dim must be divisible by num_heads, got embed_dim="
                             f"{embed_dim} and num_heads={num_heads}")
        np_dtype = np.dtype(DType(dtype).numpy if isinstance(dtype, str) else
                            (dtype or np.float32))
        self.embed_dim, self.num_heads, self.dropout = embed_dim, num_heads, dropout
        self.kdim, self.vdim = kdim or embed_dim, vdim or embed_dim
        self.head_dim, self.batch_first = embed_dim // num_heads, batch_first
        self._qkv_same_embed_dim = self.kdim == embed_dim and self.vdim == embed_dim
        E = embed_dim
        if self._qkv_same_embed_dim:
            self.in_proj_weight = _xavier_uniform((3 * E, E), np_dtype)
        else:
            self.q_proj_weight = _xavier_uniform((E, E), np_dtype)
            self.k_proj_weight = _xavier_uniform((E, self.kdim), np_dtype)
            self.v_proj_weight = _xavier_uniform((E, self.vdim), np_dtype)
        self.in_proj_bias = Parameter(np.zeros(3 * E, np_dtype)) if bias else None
        self.out_proj = Linear(E, E, bias=bias)
        if np_dtype != np.float32:
            self.out_proj.weight = Parameter(self.out_proj.weight.data.astype(np_dtype))
        if bias:
            self.out_proj.bias = Parameter(np.zeros(E, np_dtype))

    def _projections(self, query, key, value):
        E, b = self.embed_dim, self.in_proj_bias
        bq, bk, bv = (None, None, None) if b is None else \
            (b[:E], b[E:2 * E], b[2 * E:])
        if self._qkv_same_embed_dim:
            w = self.in_proj_weight
            if query is key and key is value:            # self-attention: one matmul
                qkv = linear(query, w, b)
                return qkv[..., :E], qkv[..., E:2 * E], qkv[..., 2 * E:]
            wq, wk, wv = w[:E], w[E:2 * E], w[2 * E:]
        else:
            wq, wk, wv = self.q_proj_weight, self.k_proj_weight, self.v_proj_weight
        return linear(query, wq, bq), linear(key, wk, bk), linear(value, wv, bv)

    def forward(self, query, key, value, key_padding_mask=None, need_weights: bool = True,
                attn_mask=None, average_attn_weights: bool = True, is_causal: bool = False):
        """(attn_output, attn_weights) of query (L, N, E), key (S, N, kdim), value (S, N,
        vdim), batch first with `batch_first`, or unbatched (L, E)."""
        batched = len(query.shape) == 3
        if len(query.shape) not in (2, 3) or len(key.shape) != len(query.shape) or \
                len(value.shape) != len(query.shape):
            raise ShapeError(f"MultiheadAttention: query, key and value must all be 3-D"
                             f" (batched) or 2-D (unbatched), got {list(query.shape)},"
                             f" {list(key.shape)} and {list(value.shape)}")
        if is_causal and attn_mask is None:
            raise RuntimeError("Need attn_mask if specifying the is_causal hint. You may use"
                               " the Transformer module method `generate_square_subsequent_"
                               "mask` to create this mask.")
        same = query is key, key is value
        if not batched:                                   # (L, E) -> (1, L, E)
            query, key, value = (ops.reshape(t, [1, *t.shape]) for t in (query, key, value))
            if key_padding_mask is not None:
                key_padding_mask = ops.reshape(key_padding_mask, [1, *key_padding_mask.shape])
        elif not self.batch_first:                        # (L, N, E) -> (N, L, E)
            query, key, value = (ops.transpose(t, [1, 0, 2]) for t in (query, key, value))
        if same[0] and same[1]:
            key = value = query
        N, L, E = query.shape
        S = key.shape[1]
        if E != self.embed_dim or key.shape[0] != N or value.shape[:2] != key.shape[:2] or \
                key.shape[2] != self.kdim or value.shape[2] != self.vdim:
            raise ShapeError(f"MultiheadAttention: expected query (.., {self.embed_dim}), key"
                             f" (.., {self.kdim}) and value (.., {self.vdim}) of one batch,"
                             f" key and value of one length; got {list(query.shape)},"
                             f" {list(key.shape)} and {list(value.shape)} (batch first)")
        q, k, v = self._projections(query, key, value)
        H, hd = self.num_heads, self.head_dim

        def heads(t, n):                                  # (N, n, E) -> (N, H, n, hd)
            return ops.transpose(ops.reshape(t, [N, n, H, hd]), [0, 2, 1, 3])
        q, k, v = heads(q, L), heads(k, S), heads(v, S)
        scores = ops.matmul(q * (1.0 / math.sqrt(hd)), _last_two_swapped(k))
        if attn_mask is not None:
            scores = _masked(scores, self._attn_mask(attn_mask, N, L, S, batched), False)
        if key_padding_mask is not None:
            if tuple(key_padding_mask.shape) != (N, S):
                raise ShapeError(f"MultiheadAttention: expected key_padding_mask of shape"
                                 f" {[N, S] if batched else [S]}, got"
                                 f" {list(key_padding_mask.shape)}")
            scores = _masked(scores, ops.reshape(key_padding_mask, [N, 1, 1, S]), False)
        weights = ops.softmax(scores, -1)
        if self.training and self.dropout > 0.0:
            weights = dropout(weights, self.dropout)
        out = ops.matmul(weights, v)                      # (N, H, L, hd)
        out = ops.reshape(ops.transpose(out, [0, 2, 1, 3]), [N, L, E])
        out = self.out_proj(out)
        if not batched:
            out = ops.reshape(out, [L, E])
        elif not self.batch_first:
            out = ops.transpose(out, [1, 0, 2])
        if not need_weights:
            return out, None
        if average_attn_weights:
            weights = ops.mean(weights, axis=1)
        return out, (weights if batched else ops.reshape(weights, list(weights.shape[1:])))

    def _attn_mask(self, mask, N: int, L: int, S: int, batched: bool):
        """An attn_mask of (L, S) or (N * num_heads, L, S) as (N or 1, H or 1, L, S)."""
        shape = tuple(mask.shape)
        if shape == (L, S):
            return mask
        if shape == (N * self.num_heads, L, S):
            return ops.reshape(mask, [N, self.num_heads, L, S])
        raise ShapeError(f"MultiheadAttention: the shape of attn_mask is {list(shape)}, but"
                         f" should be {[L, S]} or {[N * self.num_heads, L, S]}")

    def extra_repr(self) -> str:
        return f"embed_dim={self.embed_dim}, num_heads={self.num_heads}"

