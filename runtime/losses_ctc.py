"""`nn.functional.ctc_loss` and `nn.CTCLoss`, as PyTorch's: the connectionist temporal
classification loss of log-probabilities [T, N, C] against target sequences, summed over
every alignment.

The forward (alpha) recursion over the extended targets (a blank before, between and after
the labels: 2 S + 1 states), one step per time step, each a few ops over [N, 2 S + 1]: the
sum over the state, its predecessor and, where the label differs from the one two states back,
that one (log-sum-exp), plus the step's log-probability of the state's label. A sequence past
its input length keeps its alphas; its loss reads its last two states at its own target length.
The gradient is autodiff's of this recursion (PyTorch computes the same numbers with the
backward recursion), plus exp(log_probs) at each sequence's steps, as PyTorch's: its gradient
is the one that, back through the `log_softmax` that makes the log-probabilities, gives the
logits' (the softmax's own term folded in); as a derivative in arbitrary log-probabilities it
is exp(log_probs) more than the true one. A zero-valued term carries it. Compositions of aotgrad's ops: differentiable and traceable with padded
2-D targets; 1-D (concatenated) targets and tuples of lengths are read on the host.
Impossible alignments give an infinite loss, or 0 with `zero_infinity` (and no gradient).
"""
from __future__ import annotations

import numpy as np

from .. import functions as ops
from .losses import _check_reduction
from .tensor import tensor

#: stands for log(0) inside the recursion (a finite number keeps log-sum-exp free of NaN);
#: a loss above `IMPOSSIBLE` is an impossible alignment's
NEG, IMPOSSIBLE = -1e30, 1e29


def _lse(*xs):
    top = xs[0]
    for x in xs[1:]:
        top = ops.maximum(top, x)
    top = ops.stop_gradient(top)
    total = ops.exp(xs[0] - top)
    for x in xs[1:]:
        total = total + ops.exp(x - top)
    return top + ops.log(total)


def _as_tensor(x, like=None):
    if hasattr(x, "shape") and hasattr(x, "dtype") and not isinstance(x, np.ndarray):
        return x
    out = tensor(np.asarray(x, dtype=np.int64))
    return out.to(like.device) if like is not None and getattr(like, "is_cuda", False) else out


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank: int = 0,
             reduction: str = "mean", zero_infinity: bool = False):
    """The CTC loss of `log_probs` [T, N, C] (or [T, C] unbatched) against `targets` ([N, S]
    padded, or 1-D concatenated), as `torch.nn.functional.ctc_loss`: 'mean' divides each
    sequence's loss by its target length before the batch mean."""
    _check_reduction(reduction, "ctc_loss")
    unbatched = len(log_probs.shape) == 2
    if unbatched:
        log_probs = log_probs.unsqueeze(1)
        targets = targets.unsqueeze(0) if len(targets.shape) == 1 else targets
        input_lengths, target_lengths = ([int(np.asarray(v).reshape(-1)[0])]
                                         for v in (input_lengths, target_lengths))
    T, N, C = log_probs.shape
    if not 0 <= blank < C:
        raise ValueError(f"ctc_loss: blank must be in label range, got blank={blank} for"
                         f" {C} classes")
    if len(targets.shape) == 1:                 # concatenated: split on the host
        lengths = np.asarray(target_lengths).reshape(-1).astype(np.int64)
        flat = np.asarray(targets).astype(np.int64)
        padded = np.full((N, max(int(lengths.max(initial=0)), 1)), blank, np.int64)
        at = 0
        for n, k in enumerate(lengths):
            padded[n, :k] = flat[at:at + k]
            at += k
        targets = tensor(padded)
    S = targets.shape[1]
    width = 2 * S + 1
    target_lengths = _as_tensor(target_lengths, log_probs)
    input_lengths = _as_tensor(input_lengths, log_probs)
    labels = targets.long()
    # the extended targets: blank, l1, blank, l2, ..., blank
    ext = ops.stack([ops.full_like(labels, blank), labels], -1).reshape(N, 2 * S)
    ext = ops.cat([ext, ops.full_like(labels[:, :1], blank)], 1)           # [N, width]
    skip = np.zeros((1, width), bool)
    skip[0, 3::2] = True                                  # a label state may skip a blank
    different = ops.ne(ext[:, 3:], ext[:, 1:-2])          # from the label two states back
    allowed = ops.cat([ops.zeros([N, 3], dtype="bool"), different], 1) & tensor(skip)
    emit = ops.take_along(log_probs, ext.unsqueeze(0).expand(T, N, width), 2)   # [T, N, width]
    state = np.arange(width)[None, :]
    first = ops.where(tensor(state < 2), emit[0], NEG)
    alpha = first
    neg1 = ops.full([N, 1], NEG, dtype=log_probs.dtype)
    neg2 = ops.full([N, 2], NEG, dtype=log_probs.dtype)
    for t in range(1, T):
        back1 = ops.cat([neg1, alpha[:, :-1]], 1)
        back2 = ops.where(allowed, ops.cat([neg2, alpha[:, :-2]], 1), NEG)
        new = _lse(alpha, back1, back2) + emit[t]
        alpha = ops.where((input_lengths > t).unsqueeze(1), new, alpha)
    end = (2 * target_lengths).unsqueeze(1)              # the final blank, and the last label
    last = ops.take_along(alpha, ops.cat([end, ops.maximum(end - 1, 0)], 1), 1)
    last = ops.where(ops.cat([ops.ones_like(end, dtype="bool"), end > 0], 1), last, NEG)
    loss = -_lse(last[:, 0], last[:, 1])
    impossible = loss > IMPOSSIBLE
    # PyTorch's gradient: exp(log_probs) more at each sequence's steps (zero in value)
    probs = ops.exp(log_probs)
    steps = (tensor(np.arange(T)[:, None]) < input_lengths.unsqueeze(0)).unsqueeze(2)
    loss = loss + ops.where(steps, probs - ops.stop_gradient(probs), 0.0).sum((0, 2))
    if zero_infinity:
        loss = ops.where(impossible, 0.0, loss)
    else:
        loss = ops.where(impossible, float("inf"), loss)
    if reduction == "mean":
        loss = (loss / ops.maximum(target_lengths, 1).to(loss.dtype)).mean()
    elif reduction == "sum":
        loss = loss.sum()
    elif unbatched:
        loss = loss.reshape(())
    return loss


__all__ = ["ctc_loss"]
