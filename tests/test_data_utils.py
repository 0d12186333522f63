"""`aotgrad.utils.data` against `torch.utils.data`: the same batches in order (values and
dtypes, `drop_last`, a short last batch, `batch_size=None`), the same collation of tuples,
dicts and numbers, the same split sizes; shuffles and splits are permutations drawn from
aotgrad's generator, reproducible under `manual_seed` or a `Generator`."""
from collections import namedtuple

import numpy as np
import pytest
import torch
import torch.utils.data as tud

import aotgrad
from aotgrad.utils import data

X = np.arange(30.0).reshape(10, 3)
Y = np.arange(10) % 3


def _same(ours, theirs):
    if isinstance(theirs, torch.Tensor):
        assert isinstance(ours, aotgrad.Tensor)
        a = np.asarray(ours)
        assert a.dtype == theirs.numpy().dtype, (a.dtype, theirs.dtype)
        np.testing.assert_array_equal(a, theirs.numpy())
    elif isinstance(theirs, dict):
        assert ours.keys() == theirs.keys()
        for k in theirs:
            _same(ours[k], theirs[k])
    elif isinstance(theirs, (list, tuple)):
        assert len(ours) == len(theirs)
        for a, b in zip(ours, theirs):
            _same(a, b)
    else:
        assert ours == theirs


@pytest.mark.parametrize("batch_size, drop_last", [(4, False), (4, True), (5, False),
                                                   (1, False), (None, False)])
def test_tensor_dataset_batches_in_order_as_pytorch(batch_size, drop_last):
    ours = data.DataLoader(data.TensorDataset(aotgrad.tensor(X), aotgrad.tensor(Y)),
                           batch_size=batch_size, drop_last=drop_last)
    theirs = tud.DataLoader(tud.TensorDataset(torch.tensor(X), torch.tensor(Y)),
                            batch_size=batch_size, drop_last=drop_last)
    assert len(ours) == len(theirs)
    got, want = list(ours), list(theirs)
    assert len(got) == len(want)
    for a, b in zip(got, want):
        _same(a, b)


Point = namedtuple("Point", "x label")


class Items:
    """A map-style dataset of mixed items, as users write them (no base class needed)."""

    def __init__(self, kind):
        self.kind = kind

    def __len__(self):
        return 7

    def __getitem__(self, i):
        row = X[i]
        if self.kind == "tuple":
            return row, int(Y[i]), float(i) / 2
        if self.kind == "dict":
            return {"x": row, "y": int(Y[i]), "name": f"item{i}"}
        return Point(row.astype(np.float32), bool(i % 2))


@pytest.mark.parametrize("kind", ["tuple", "dict", "namedtuple"])
def test_default_collate_as_pytorch(kind):
    ours, theirs = data.DataLoader(Items(kind), batch_size=3), tud.DataLoader(Items(kind),
                                                                              batch_size=3)
    for a, b in zip(ours, theirs):
        _same(a, b)


def test_shuffle_is_a_new_permutation_each_pass_and_reproducible():
    ds = data.TensorDataset(aotgrad.tensor(np.arange(50)))
    loader = data.DataLoader(ds, batch_size=8, shuffle=True)
    aotgrad.manual_seed(1)
    first = np.concatenate([np.asarray(b[0]) for b in loader])
    second = np.concatenate([np.asarray(b[0]) for b in loader])
    assert sorted(first) == list(range(50)) and sorted(second) == list(range(50))
    assert not np.array_equal(first, second) and not np.array_equal(first, np.arange(50))
    aotgrad.manual_seed(1)
    np.testing.assert_array_equal(np.concatenate([np.asarray(b[0]) for b in loader]), first)
    g = aotgrad.Generator().manual_seed(3)
    a = [np.asarray(b[0]) for b in data.DataLoader(ds, batch_size=50, shuffle=True,
                                                   generator=g)]
    g.manual_seed(3)
    b = [np.asarray(b[0]) for b in data.DataLoader(ds, batch_size=50, shuffle=True,
                                                   generator=g)]
    np.testing.assert_array_equal(a[0], b[0])


@pytest.mark.parametrize("n, lengths", [(10, [0.8, 0.2]), (11, [0.5, 0.3, 0.2]),
                                        (7, [0.34, 0.33, 0.33]), (10, [3, 7])])
def test_random_split_sizes_as_pytorch(n, lengths):
    ours = data.random_split(list(range(n)), lengths)
    theirs = tud.random_split(list(range(n)), lengths)
    assert [len(s) for s in ours] == [len(s) for s in theirs]
    assert sorted(i for s in ours for i in s.indices) == list(range(n))
    assert [s[0] for s in ours] == [s.indices[0] for s in ours]
    with pytest.raises(ValueError, match="Sum of input lengths does not equal"):
        data.random_split(list(range(n)), [n, 1])


def test_samplers():
    aotgrad.manual_seed(0)
    weights = [0.0, 1.0, 3.0, 0.0, 6.0]
    drawn = list(data.WeightedRandomSampler(weights, 2000))
    counts = np.bincount(drawn, minlength=5)
    assert counts[0] == counts[3] == 0 and 0.5 < counts[4] / 1200 < 1.5
    assert sorted(data.WeightedRandomSampler(weights, 3, replacement=False)) == [1, 2, 4]
    assert sorted(data.SubsetRandomSampler([5, 9, 2])) == [2, 5, 9]
    assert len(list(data.RandomSampler(range(4), replacement=True, num_samples=9))) == 9
    assert list(data.BatchSampler(data.SequentialSampler(range(5)), 2, False)) == \
        list(tud.BatchSampler(tud.SequentialSampler(range(5)), 2, False))
    combined = data.ConcatDataset([[1, 2], [3]])
    assert [combined[i] for i in range(3)] == [1, 2, 3] and combined[-1] == 3


def test_bad_arguments_as_pytorch():
    with pytest.raises(ValueError, match="Size mismatch between tensors"):
        data.TensorDataset(aotgrad.tensor(X), aotgrad.tensor(Y[:3]))
    with pytest.raises(ValueError, match="mutually exclusive with shuffle"):
        data.DataLoader(list(range(3)), shuffle=True, sampler=data.SequentialSampler([1]))
    with pytest.raises(ValueError, match="batch_size should be a positive integer"):
        data.DataLoader(list(range(3)), batch_size=0)


def test_a_training_loop_over_a_loader():
    ds = data.TensorDataset(aotgrad.tensor(X.astype(np.float32)),
                            aotgrad.tensor(X.sum(1, keepdims=True).astype(np.float32)))
    model = aotgrad.nn.Linear(3, 1)
    opt = aotgrad.optim.SGD(model.parameters(), lr=1e-3)
    step = aotgrad.compile(lambda x, y: ((model(x) - y) ** 2).mean())
    losses = []
    for _ in range(20):
        for xb, yb in data.DataLoader(ds, batch_size=4, shuffle=True, drop_last=True):
            opt.zero_grad()
            loss = step(xb, yb)
            loss.backward()
            opt.step()
        losses.append(float(loss))
    assert losses[-1] < losses[0] / 10
