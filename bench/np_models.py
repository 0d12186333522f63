"""The module workloads (W6, W7, W8) written by hand in numpy: forward and backward, with the
weights in PyTorch's layout (`nn.Linear`'s weight is [out, in], `y = x @ W.T + b`).

In: the inputs of a workload in its `shapes` order (data first, then the parameters by their
`state_dict` names). Out: `(loss, [grads])`, the gradients of the parameters in `grads` order
(those of `torch.nn.Module.named_parameters()`). The linear layers of the transformer block
work on the activations flattened to [batch * length, width], as a hand-written step would.
"""
from __future__ import annotations

import math

import numpy as np

LN_EPS = 1e-5      # the epsilon of `torch.nn.LayerNorm` and `aotgrad.nn.LayerNorm`
GELU_C = np.float32(math.sqrt(2 / math.pi))
GELU_K = np.float32(0.044715)

# ------------------------------------------------------------------------- layers


def linear(x, w, b):
    """`x @ w.T + b` on [N, in] rows."""
    return x @ w.T + b


def linear_backward(x, w, dy):
    """(dx, dw, db) of `linear`; `w` [out, in], so dw = dy.T @ x."""
    return dy @ w, dy.T @ x, dy.sum(axis=0)


def layernorm(x, g, b):
    """(y, xhat, rstd): the rows of `x` normalised, scaled by `g`, shifted by `b`."""
    c = x - x.mean(axis=-1, keepdims=True)
    rstd = 1 / np.sqrt((c * c).mean(axis=-1, keepdims=True) + np.float32(LN_EPS))
    xhat = c * rstd
    return xhat * g + b, xhat, rstd


def layernorm_backward(xhat, rstd, g, dy, input_grad: bool = True):
    """(dx, dg, db) of `layernorm`; dx is None without `input_grad`."""
    dx = None
    if input_grad:
        dxhat = dy * g
        dx = rstd * (dxhat - dxhat.mean(axis=-1, keepdims=True)
                     - xhat * (dxhat * xhat).mean(axis=-1, keepdims=True))
    return dx, (dy * xhat).sum(axis=0), dy.sum(axis=0)


def gelu(a):
    """(gelu(a), tanh(u)): GELU in its tanh form, u = c * (a + k a^3)."""
    t = np.tanh(GELU_C * (a + GELU_K * a * a * a))
    return np.float32(0.5) * a * (1 + t), t


def gelu_backward(a, t, dy):
    du = GELU_C * (1 + np.float32(3) * GELU_K * a * a)
    return dy * (np.float32(0.5) * (1 + t) + np.float32(0.5) * a * (1 - t * t) * du)

# ------------------------------------------------------------------- W6, W7: the MLP


def mlp_forward(x, w1, b1, w2, b2, w3, b3):
    h1 = np.maximum(linear(x, w1, b1), 0)
    h2 = np.maximum(linear(h1, w2, b2), 0)
    return h1, h2, linear(h2, w3, b3)


def mlp_backward(x, h1, h2, w2, w3, dlogits):
    dh2, dw3, db3 = linear_backward(h2, w3, dlogits)
    da2 = dh2 * (h2 > 0)
    dh1, dw2, db2 = linear_backward(h1, w2, da2)
    da1 = dh1 * (h1 > 0)
    return [da1.T @ x, da1.sum(axis=0), dw2, db2, dw3, db3]


def mlp_sum(x, w1, b1, w2, b2, w3, b3):
    """W6: the logits' sum."""
    h1, h2, logits = mlp_forward(x, w1, b1, w2, b2, w3, b3)
    return logits.sum(), mlp_backward(x, h1, h2, w2, w3, np.ones_like(logits))


def cross_entropy(logits, labels):
    """Mean cross-entropy of `logits` against `labels`, and its gradient w.r.t. the logits."""
    shifted = logits - logits.max(axis=1, keepdims=True)
    logp = shifted - np.log(np.exp(shifted).sum(axis=1, keepdims=True))
    rows = np.arange(len(labels))
    dlogits = np.exp(logp)
    dlogits[rows, labels] -= 1
    dlogits /= np.float32(len(labels))
    return -logp[rows, labels].mean(), dlogits


def mlp_xent(x, labels, w1, b1, w2, b2, w3, b3):
    """W7: mean cross-entropy of the logits against `labels`."""
    h1, h2, logits = mlp_forward(x, w1, b1, w2, b2, w3, b3)
    loss, dlogits = cross_entropy(logits, labels)
    return loss, mlp_backward(x, h1, h2, w2, w3, dlogits)

# ------------------------------------------------------------- W8: a transformer block


def block(x, target, ln1_w, ln1_b, qkv_w, qkv_b, proj_w, proj_b, ln2_w, ln2_b, fc1_w, fc1_b,
          fc2_w, fc2_b, heads: int = 4):
    """W8: `(block(x) * target).sum()` of a pre-layernorm block (attention over `heads`
    heads, then a tanh-GELU MLP, both residual), and the gradients of its 12 parameters."""
    B, T, C = x.shape
    H, D = heads, C // heads
    scale = np.float32(1 / math.sqrt(D))
    rows = x.reshape(B * T, C)

    def heads_of(m):                                        # [B*T, C] -> [B, H, T, D]
        return np.ascontiguousarray(m.reshape(B, T, H, D).transpose(0, 2, 1, 3))

    def rows_of(m):                                         # [B, H, T, D] -> [B*T, C]
        return m.transpose(0, 2, 1, 3).reshape(B * T, C)

    n1, xhat1, rstd1 = layernorm(rows, ln1_w, ln1_b)
    qkv = linear(n1, qkv_w, qkv_b)
    q, k, v = (heads_of(qkv[:, i * C:(i + 1) * C]) for i in range(3))
    s = (q @ k.transpose(0, 1, 3, 2)) * scale
    p = np.exp(s - s.max(axis=-1, keepdims=True))
    p /= p.sum(axis=-1, keepdims=True)
    y = rows_of(p @ v)
    x1 = rows + linear(y, proj_w, proj_b)
    n2, xhat2, rstd2 = layernorm(x1, ln2_w, ln2_b)
    a = linear(n2, fc1_w, fc1_b)
    g, t = gelu(a)
    out = x1 + linear(g, fc2_w, fc2_b)
    dout = target.reshape(B * T, C)

    dg, dfc2_w, dfc2_b = linear_backward(g, fc2_w, dout)
    dn2, dfc1_w, dfc1_b = linear_backward(n2, fc1_w, gelu_backward(a, t, dg))
    dx1, dln2_w, dln2_b = layernorm_backward(xhat2, rstd2, ln2_w, dn2)
    dx1 += dout
    dy, dproj_w, dproj_b = linear_backward(y, proj_w, dx1)
    do = heads_of(dy)
    dp = do @ v.transpose(0, 1, 3, 2)
    dv = p.transpose(0, 1, 3, 2) @ do
    ds = p * (dp - (dp * p).sum(axis=-1, keepdims=True)) * scale
    dq, dk = ds @ k, ds.transpose(0, 1, 3, 2) @ q
    dqkv = np.concatenate([rows_of(dq), rows_of(dk), rows_of(dv)], axis=1)
    dn1, dqkv_w, dqkv_b = linear_backward(n1, qkv_w, dqkv)
    _, dln1_w, dln1_b = layernorm_backward(xhat1, rstd1, ln1_w, dn1, input_grad=False)
    return (out * dout).sum(), [dln1_w, dln1_b, dqkv_w, dqkv_b, dproj_w, dproj_b, dln2_w,
                                dln2_b, dfc1_w, dfc1_b, dfc2_w, dfc2_b]
