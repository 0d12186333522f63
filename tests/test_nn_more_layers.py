"""`runtime/nn_more_layers.py` against PyTorch: SyncBatchNorm (one process) with a loaded
state_dict in train and eval mode and its running statistics after compiled steps,
convert_sync_batchnorm, LazyLinear, AdaptiveMaxPool2d, Softmax2d, LocalResponseNorm,
AlphaDropout and RReLU (deterministic in evaluation; statistics of the random ones)."""
import numpy as np
import pytest
import torch

import aotgrad
from aotgrad import nn
from aotgrad.nn import functional as F

X = np.random.default_rng(0).standard_normal((4, 6, 5, 3))


def _close(ours, theirs, tol=1e-12):
    np.testing.assert_allclose(np.asarray(ours), theirs.detach().numpy(), rtol=tol, atol=tol)


@pytest.mark.parametrize("shape", [(8, 6), (4, 6, 5), (4, 6, 5, 3), (2, 6, 2, 3, 2)])
def test_sync_batch_norm_in_train_and_eval_as_pytorch(shape):
    x = np.random.default_rng(1).standard_normal(shape)
    theirs = torch.nn.SyncBatchNorm(6).double()
    ours = nn.SyncBatchNorm(6).double()
    ours.load_state_dict({k: v.numpy() for k, v in theirs.state_dict().items()})
    step = aotgrad.compile(lambda m, v: m(v))
    for _ in range(2):
        _close(step(ours, aotgrad.tensor(x)), theirs(torch.tensor(x)))
    for name, value in theirs.state_dict().items():
        np.testing.assert_allclose(np.asarray(ours.state_dict()[name]), value.numpy(),
                                   rtol=1e-12)
    ours.eval(), theirs.eval()
    _close(step(ours, aotgrad.tensor(x)), theirs(torch.tensor(x)))


def test_convert_sync_batchnorm_keeps_the_parameters():
    model = nn.Sequential(nn.Conv2d(6, 4, 3), nn.BatchNorm2d(4), nn.ModuleList([nn.BatchNorm1d(3)]))
    before = {k: np.asarray(v).copy() for k, v in model.state_dict().items()}
    converted = nn.SyncBatchNorm.convert_sync_batchnorm(model)
    assert isinstance(converted[1], nn.SyncBatchNorm)
    assert list(converted.state_dict()) == list(before)
    for k, v in converted.state_dict().items():
        np.testing.assert_array_equal(np.asarray(v), before[k])


def test_lazy_linear_takes_its_in_features_from_the_first_input():
    layer = nn.LazyLinear(3)
    assert layer.weight is None
    y = aotgrad.compile(lambda v: layer(v))(aotgrad.tensor(X.astype(np.float32)))
    assert y.shape == (4, 6, 5, 3) and layer.weight.shape == (3, 3) and layer.in_features == 3
    theirs = torch.nn.Linear(3, 3)
    theirs.load_state_dict({k: torch.tensor(np.asarray(v)) for k, v in layer.state_dict().items()})
    _close(layer(aotgrad.tensor(X.astype(np.float32))), theirs(torch.tensor(X.astype(np.float32))),
           1e-6)


@pytest.mark.parametrize("make, call", [
    (lambda m: m.AdaptiveMaxPool2d((1, 3)), None),
    (lambda m: m.Softmax2d(), None),
    (lambda m: m.LocalResponseNorm(3), None),
    (lambda m: m.LocalResponseNorm(4, alpha=0.1, beta=0.5, k=2.0), None),
])
def test_layers_with_gradients_as_pytorch(make, call):
    x = aotgrad.tensor(X, requires_grad=True)
    t = torch.tensor(X, requires_grad=True)
    ours, theirs = make(nn)(x), make(torch.nn)(t)
    _close(ours, theirs)
    (ours * ours).sum().backward()
    (theirs * theirs).sum().backward()
    _close(x.grad, t.grad, 1e-10)


def test_rrelu_and_alpha_dropout():
    x = aotgrad.tensor(X)
    _close(nn.RReLU().eval()(x), torch.nn.RReLU().eval()(torch.tensor(X)))
    _close(F.rrelu(x, 0.1, 0.3), torch.nn.functional.rrelu(torch.tensor(X), 0.1, 0.3))
    aotgrad.manual_seed(0)
    big = aotgrad.tensor(np.random.default_rng(2).standard_normal(200_000))
    y = np.asarray(F.rrelu(big, 0.1, 0.3, training=True))
    negative = np.asarray(big) < 0
    slopes = y[negative] / np.asarray(big)[negative]
    assert 0.1 <= slopes.min() and slopes.max() <= 0.3 and abs(slopes.mean() - 0.2) < 0.005
    np.testing.assert_array_equal(y[~negative], np.asarray(big)[~negative])
    dropped = np.asarray(nn.AlphaDropout(0.2)(big))
    assert abs(dropped.mean()) < 0.01 and abs(dropped.std() - 1.0) < 0.01
    np.testing.assert_array_equal(np.asarray(nn.AlphaDropout(0.2).eval()(big)), np.asarray(big))
