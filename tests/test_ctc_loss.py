"""`nn.functional.ctc_loss` and `nn.CTCLoss` against PyTorch: every reduction, padded and
concatenated targets, repeated labels, lengths as lists and tensors, another blank, an
unbatched input, an impossible alignment (inf, or 0 with `zero_infinity`); the loss and the
gradients (of the log-probabilities, as PyTorch computes them, and of the logits through
`log_softmax`), eager and compiled."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad

torch = pytest.importorskip("torch")
F = aotgrad.nn.functional
RNG = np.random.default_rng(9)
T, N, C, S = 12, 3, 6, 4
LOGITS = RNG.standard_normal((T, N, C)).astype(np.float32)
TARGETS = RNG.integers(1, C, (N, S))
TARGETS[1, 2] = TARGETS[1, 1]                        # a repeated label needs a blank between
INPUT_LENGTHS, TARGET_LENGTHS = [12, 9, 11], [4, 3, 2]


def _both(call_ours, call_theirs, compiled=False, logits=LOGITS):
    a = aotgrad.tensor(logits, requires_grad=True)
    t = torch.tensor(logits, requires_grad=True)
    run = aotgrad.compile(call_ours) if compiled else call_ours
    la, lt = run(a), call_theirs(t)
    np.testing.assert_allclose(la.detach().numpy(), lt.detach().numpy(), rtol=1e-5, atol=1e-5)
    la.sum().backward()
    lt.sum().backward()
    np.testing.assert_allclose(a.grad.numpy(), t.grad.numpy(), rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
def test_log_probability_gradients_match_pytorch(reduction, compiled):
    lp = torch.tensor(LOGITS).log_softmax(2).numpy()
    _both(lambda x: F.ctc_loss(x, aotgrad.tensor(TARGETS), INPUT_LENGTHS, TARGET_LENGTHS,
                               reduction=reduction),
          lambda x: torch.nn.functional.ctc_loss(x, torch.tensor(TARGETS), INPUT_LENGTHS,
                                                 TARGET_LENGTHS, reduction=reduction),
          compiled, lp)


def test_logits_through_log_softmax_concatenated_targets_and_tensor_lengths():
    flat = np.concatenate([TARGETS[n, :k] for n, k in enumerate(TARGET_LENGTHS)])
    lengths = np.array(INPUT_LENGTHS)
    _both(lambda x: aotgrad.nn.CTCLoss()(x.log_softmax(2), aotgrad.tensor(flat),
                                         aotgrad.tensor(lengths),
                                         aotgrad.tensor(TARGET_LENGTHS)),
          lambda x: torch.nn.CTCLoss()(x.log_softmax(2), torch.tensor(flat),
                                       torch.tensor(lengths), torch.tensor(TARGET_LENGTHS)))


def test_another_blank_and_an_unbatched_input():
    targets = np.where(TARGETS == 3, 1, TARGETS)     # no label 3: it is the blank
    _both(lambda x: F.ctc_loss(x.log_softmax(2), aotgrad.tensor(targets), INPUT_LENGTHS,
                               TARGET_LENGTHS, blank=3, reduction="sum"),
          lambda x: torch.nn.functional.ctc_loss(x.log_softmax(2), torch.tensor(targets),
                                                 INPUT_LENGTHS, TARGET_LENGTHS, blank=3,
                                                 reduction="sum"))
    _both(lambda x: F.ctc_loss(x.log_softmax(1), aotgrad.tensor(TARGETS[0]), [T], [S],
                               reduction="none"),
          lambda x: torch.nn.functional.ctc_loss(x.log_softmax(1), torch.tensor(TARGETS[0]),
                                                 [T], [S], reduction="none"),
          logits=LOGITS[:, 0])


@pytest.mark.parametrize("zero_infinity", [False, True])
def test_an_impossible_alignment(zero_infinity):
    """A target of 4 labels with a repeat needs 5 steps; given 3, the loss is infinite (0
    with zero_infinity, and that sequence gives no gradient)."""
    lengths = [3, 9, 11]
    loss = F.ctc_loss(aotgrad.tensor(LOGITS).log_softmax(2), aotgrad.tensor(TARGETS), lengths,
                      TARGET_LENGTHS, reduction="none", zero_infinity=zero_infinity)
    want = torch.nn.functional.ctc_loss(torch.tensor(LOGITS).log_softmax(2),
                                        torch.tensor(TARGETS), lengths, TARGET_LENGTHS,
                                        reduction="none", zero_infinity=zero_infinity)
    np.testing.assert_allclose(loss.numpy(), want.numpy(), rtol=1e-5)
    if zero_infinity:
        _both(lambda x: F.ctc_loss(x.log_softmax(2), aotgrad.tensor(TARGETS), lengths,
                                   TARGET_LENGTHS, zero_infinity=True),
              lambda x: torch.nn.functional.ctc_loss(x.log_softmax(2), torch.tensor(TARGETS),
                                                     lengths, TARGET_LENGTHS,
                                                     zero_infinity=True))


def test_bad_arguments():
    with pytest.raises(ValueError, match="blank must be in label range"):
        F.ctc_loss(aotgrad.tensor(LOGITS), aotgrad.tensor(TARGETS), INPUT_LENGTHS,
                   TARGET_LENGTHS, blank=C)
    with pytest.raises(ValueError, match="reduction"):
        F.ctc_loss(aotgrad.tensor(LOGITS), aotgrad.tensor(TARGETS), INPUT_LENGTHS,
                   TARGET_LENGTHS, reduction="avg")
