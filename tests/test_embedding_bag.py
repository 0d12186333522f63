"""`F.embedding_bag` / `nn.EmbeddingBag`, `F.gumbel_softmax` and `nn.utils.rnn.pad_sequence`
against PyTorch: values and gradients, eager and compiled."""
import numpy as np
import pytest
import torch

import aotgrad
from aotgrad import nn
from aotgrad.nn import functional as F
from aotgrad.nn.utils.rnn import pad_sequence, unpad_sequence

RNG = np.random.default_rng(0)
W = RNG.standard_normal((10, 3))
IDS = np.array([1, 2, 4, 5, 4, 3, 2, 9, 0, 0, 4])
OFFSETS = np.array([0, 4, 4, 7])                  # bags of 4, 0, 3 and 4 ids
PSW = RNG.standard_normal(len(IDS))


def _both(mode, padding_idx, weights, last, compiled, two_d=False):
    ids, offsets = (IDS[:9].reshape(3, 3), None) if two_d else (IDS, OFFSETS)
    if last and offsets is not None:
        offsets = np.append(offsets, len(ids))
    psw = None if weights is None else weights[:ids.size].reshape(ids.shape)
    w = aotgrad.tensor(W, requires_grad=True)

    given = [aotgrad.tensor(a) for a in (ids, offsets, psw) if a is not None]

    def ours(w, *given):
        found = iter(given)
        ids_, offsets_, psw_ = (next(found) if a is not None else None
                                for a in (ids, offsets, psw))
        out = F.embedding_bag(ids_, w, offsets_, mode=mode, padding_idx=padding_idx,
                              per_sample_weights=psw_, include_last_offset=last)
        return (out * out).sum(), out
    fn = aotgrad.compile(ours) if compiled else ours
    loss, out = fn(w, *given)
    loss.backward()
    tw = torch.tensor(W, requires_grad=True)
    t_out = torch.nn.functional.embedding_bag(
        torch.tensor(ids), tw, None if offsets is None else torch.tensor(offsets), mode=mode,
        padding_idx=padding_idx, include_last_offset=last,
        per_sample_weights=None if psw is None else torch.tensor(psw))
    (t_out * t_out).sum().backward()
    np.testing.assert_allclose(np.asarray(out), t_out.detach().numpy(), rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(np.asarray(w.grad), tw.grad.numpy(), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("compiled", [False, True])
@pytest.mark.parametrize("mode, padding_idx, weights, last", [
    ("sum", None, None, False), ("sum", 4, PSW, False), ("sum", None, PSW, True),
    ("mean", None, None, False), ("mean", 4, None, True), ("max", None, None, False),
    ("max", 4, None, True)])
def test_embedding_bag_with_offsets(mode, padding_idx, weights, last, compiled):
    _both(mode, padding_idx, weights, last, compiled)


@pytest.mark.parametrize("mode", ["sum", "mean", "max"])
def test_embedding_bag_of_a_2d_input(mode):
    _both(mode, None, None, False, True, two_d=True)
    _both(mode, 2, None, False, False, two_d=True)


def test_embedding_bag_module_loads_a_pytorch_state_dict():
    theirs = torch.nn.EmbeddingBag(10, 3, mode="sum")
    ours = nn.EmbeddingBag(10, 3, mode="sum")
    ours.load_state_dict({k: v.numpy() for k, v in theirs.state_dict().items()})
    out = ours(aotgrad.tensor(IDS), aotgrad.tensor(OFFSETS))
    expected = theirs(torch.tensor(IDS), torch.tensor(OFFSETS))
    np.testing.assert_allclose(np.asarray(out), expected.detach().numpy(), rtol=1e-6)
    assert list(ours.state_dict()) == list(theirs.state_dict())
    with pytest.raises(NotImplementedError, match="only supported for mode='sum'"):
        F.embedding_bag(aotgrad.tensor(IDS), aotgrad.tensor(W), aotgrad.tensor(OFFSETS),
                        mode="mean", per_sample_weights=aotgrad.tensor(PSW))


@pytest.mark.parametrize("hard", [False, True])
def test_gumbel_softmax(hard):
    logits = aotgrad.tensor(RNG.standard_normal((500, 4)), requires_grad=True)
    aotgrad.manual_seed(0)
    y = F.gumbel_softmax(logits, tau=0.5, hard=hard)
    values = np.asarray(y)
    np.testing.assert_allclose(values.sum(1), 1.0, rtol=1e-12)
    if hard:
        assert set(np.unique(values)) <= {0.0, 1.0}
    # the samples follow softmax(logits): the argmax's frequencies
    p = torch.softmax(torch.tensor(np.asarray(logits)), 1).numpy()
    frequency = np.bincount(values.argmax(1), minlength=4) / 500
    assert np.abs(frequency - p.mean(0)).max() < 0.08
    (y * aotgrad.tensor(np.arange(4.0))).sum().backward()
    assert np.abs(np.asarray(logits.grad)).sum() > 0 and np.isfinite(np.asarray(logits.grad)).all()
    aotgrad.manual_seed(0)
    np.testing.assert_array_equal(np.asarray(F.gumbel_softmax(logits.detach(), tau=0.5,
                                                              hard=hard)), values)


@pytest.mark.parametrize("batch_first", [False, True])
@pytest.mark.parametrize("side", ["right", "left"])
def test_pad_sequence_as_pytorch(batch_first, side):
    seqs = [RNG.standard_normal((n, 2)) for n in (3, 1, 4)]
    ours = [aotgrad.tensor(s, requires_grad=True) for s in seqs]
    theirs = [torch.tensor(s, requires_grad=True) for s in seqs]
    out = pad_sequence(ours, batch_first=batch_first, padding_value=-1.0, padding_side=side)
    expected = torch.nn.utils.rnn.pad_sequence(theirs, batch_first=batch_first,
                                               padding_value=-1.0, padding_side=side)
    np.testing.assert_array_equal(np.asarray(out), expected.detach().numpy())
    (out * out).sum().backward()
    (expected * expected).sum().backward()
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(np.asarray(a.grad), b.grad.numpy())
    if side == "right":
        back = unpad_sequence(out, [3, 1, 4], batch_first=batch_first)
        for a, s in zip(back, seqs):
            np.testing.assert_array_equal(np.asarray(a), s)


def test_new_offsets_run_the_same_compiled_code():
    f = aotgrad.compile(lambda w, i, o: F.embedding_bag(i, w, o, mode="mean"))
    for offsets in (OFFSETS, np.array([0, 2, 5, 9]), np.array([0, 0, 0, 11])):
        out = f(aotgrad.tensor(W), aotgrad.tensor(IDS), aotgrad.tensor(offsets))
        expected = torch.nn.functional.embedding_bag(torch.tensor(IDS), torch.tensor(W),
                                                     torch.tensor(offsets), mode="mean")
        np.testing.assert_allclose(np.asarray(out), expected.numpy(), rtol=1e-12)
        assert not f.last_breaks
    assert f.cache_info().misses == 1
