"""`nn.utils.rnn`'s packed sequences against PyTorch: packing and padding (any batch order,
`batch_first`, `total_length`, lists of sequences), the errors PyTorch raises, and RNN, LSTM
and GRU over a packed batch (one and two layers, both directions, an initial state in the
batch's order): outputs, last states and gradients, eager and compiled."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad

torch = pytest.importorskip("torch")
R = aotgrad.nn.utils.rnn
TR = torch.nn.utils.rnn
RNG = np.random.default_rng(4)
X = RNG.standard_normal((5, 3, 4)).astype(np.float32)


@pytest.mark.parametrize("batch_first", [False, True])
@pytest.mark.parametrize("lengths,enforce_sorted", [([5, 3, 2], True), ([2, 5, 3], False)])
def test_pack_and_pad_match_pytorch(batch_first, lengths, enforce_sorted):
    x = X.transpose(1, 0, 2).copy() if batch_first else X
    ours = R.pack_padded_sequence(aotgrad.tensor(x), lengths, batch_first, enforce_sorted)
    theirs = TR.pack_padded_sequence(torch.tensor(x), lengths, batch_first, enforce_sorted)
    np.testing.assert_array_equal(ours.data.numpy(), theirs.data.numpy())
    np.testing.assert_array_equal(ours.batch_sizes.numpy(), theirs.batch_sizes.numpy())
    for a, b in [(ours.sorted_indices, theirs.sorted_indices),
                 (ours.unsorted_indices, theirs.unsorted_indices)]:
        assert (a is None) == (b is None)
        if a is not None:
            np.testing.assert_array_equal(a.numpy(), b.numpy())
    padded, lens = R.pad_packed_sequence(ours, batch_first, padding_value=-1.0, total_length=6)
    t_padded, t_lens = TR.pad_packed_sequence(theirs, batch_first, padding_value=-1.0,
                                              total_length=6)
    np.testing.assert_array_equal(padded.numpy(), t_padded.numpy())
    np.testing.assert_array_equal(lens.numpy(), t_lens.numpy())


def test_lists_of_sequences_round_trip():
    seqs = [RNG.standard_normal((n, 2)).astype(np.float32) for n in (2, 4, 1)]
    ours = R.pack_sequence([aotgrad.tensor(s) for s in seqs], enforce_sorted=False)
    theirs = TR.pack_sequence([torch.tensor(s) for s in seqs], enforce_sorted=False)
    np.testing.assert_array_equal(ours.data.numpy(), theirs.data.numpy())
    for got, want in zip(R.unpack_sequence(ours), seqs):
        np.testing.assert_array_equal(got.numpy(), want)


def test_pytorchs_errors():
    with pytest.raises(RuntimeError, match="must be sorted in decreasing order"):
        R.pack_padded_sequence(aotgrad.tensor(X), [2, 5, 3])
    with pytest.raises(RuntimeError, match="greater than 0"):
        R.pack_padded_sequence(aotgrad.tensor(X), [5, 0, 0])
    with pytest.raises(ValueError, match="equal to batch_size"):
        R.pack_padded_sequence(aotgrad.tensor(X), [5, 3])
    packed = R.pack_padded_sequence(aotgrad.tensor(X), [5, 3, 2])
    with pytest.raises(ValueError, match="total_length to be at least"):
        R.pad_packed_sequence(packed, total_length=3)


def _models(kind: str, layers: int, bidirectional: bool):
    tm = getattr(torch.nn, kind)(4, 6, num_layers=layers, bidirectional=bidirectional)
    am = getattr(aotgrad.nn, kind)(4, 6, num_layers=layers, bidirectional=bidirectional)
    am.load_state_dict({k: v.detach().numpy() for k, v in tm.state_dict().items()})
    return am, tm


def _states(kind, h):
    return h if kind != "LSTM" else h[0] * 1.5 + h[1]


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
@pytest.mark.parametrize("kind", ["RNN", "LSTM", "GRU"])
@pytest.mark.parametrize("layers,bidirectional", [(1, False), (2, True)])
def test_recurrent_layers_over_a_packed_batch_match_pytorch(kind, layers, bidirectional,
                                                            compiled):
    am, tm = _models(kind, layers, bidirectional)
    lengths = [2, 5, 3]
    shape = (layers * (2 if bidirectional else 1), 3, 6)
    h0 = RNG.standard_normal(shape).astype(np.float32)
    hx = (lambda make: (make(h0), make(h0 * 0.5))) if kind == "LSTM" else (lambda make: make(h0))

    def ours(x, *h):                  # (h0, c0) of an LSTM as two arguments
        out, last = am(R.pack_padded_sequence(x, lengths, enforce_sorted=False),
                       h if kind == "LSTM" else h[0])
        return out.data, _states(kind, last)
    ax = aotgrad.tensor(X, requires_grad=True)
    tx = torch.tensor(X, requires_grad=True)
    run = aotgrad.compile(ours) if compiled else ours
    h = hx(aotgrad.tensor)
    a_out, a_last = run(ax, *(h if kind == "LSTM" else (h,)))
    t_packed, t_h = tm(TR.pack_padded_sequence(tx, lengths, enforce_sorted=False),
                       hx(torch.tensor))
    t_out, t_last = t_packed.data, _states(kind, t_h)
    np.testing.assert_allclose(a_out.detach().numpy(), t_out.detach().numpy(), atol=1e-5)
    np.testing.assert_allclose(a_last.detach().numpy(), t_last.detach().numpy(), atol=1e-5)
    (a_out.sum() + (a_last * 2).sum()).backward()
    (t_out.sum() + (t_last * 2).sum()).backward()
    np.testing.assert_allclose(ax.grad.numpy(), tx.grad.numpy(), atol=1e-5)
    for (name, p), q in zip(am.named_parameters(), tm.parameters()):
        np.testing.assert_allclose(p.grad.numpy(), q.grad.numpy(), atol=1e-4, err_msg=name)
