"""The 3-d convolution, pools and normalisations (`F.conv3d`, `max_pool3d`, `avg_pool3d`,
`adaptive_avg_pool3d`, `conv_transpose3d`; `nn.Conv3d`, `MaxPool3d`, `AvgPool3d`,
`AdaptiveAvgPool3d`, `BatchNorm3d`, `InstanceNorm3d`, `ConvTranspose3d`) against PyTorch:
values and every gradient, eagerly and inside `aotgrad.compile`, the layers with PyTorch's
weights, initialisation, `state_dict` keys and running statistics, and PyTorch's errors."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
import aotgrad.nn.functional as AF
from aotgrad import nn as ann

torch = pytest.importorskip("torch")
TF = torch.nn.functional


def _check(ours, theirs, *shapes, seed=0, rtol=1e-9, atol=1e-11):
    """`ours` against `theirs` on f64 inputs of `shapes`: the value (eager) and the gradient
    of every input, eager and compiled."""
    rng = np.random.default_rng(seed)
    arrays = [rng.standard_normal(s) for s in shapes]
    ts = [torch.tensor(a, requires_grad=True) for a in arrays]
    want = theirs(*ts)
    probe = rng.standard_normal(tuple(want.shape))
    (want * torch.tensor(probe)).sum().backward()
    compiled = aotgrad.compile(lambda *xs: (ours(*xs) * probe).sum())
    for run in ("eager", "compiled"):
        xs = [aotgrad.tensor(a.copy(), requires_grad=True) for a in arrays]
        if run == "eager":
            y = ours(*xs)
            assert tuple(y.shape) == tuple(want.shape)
            np.testing.assert_allclose(y.detach().numpy(), want.detach().numpy(), rtol=rtol,
                                       atol=atol)
            (y * probe).sum().backward()
        else:
            compiled(*xs).backward()
        for i, (a, t) in enumerate(zip(xs, ts)):
            np.testing.assert_allclose(np.asarray(a.grad), t.grad.numpy(), rtol=rtol,
                                       atol=atol, err_msg=f"{run}, input {i}")


CONV = [  # input, weight, bias?, stride, padding, dilation, groups
    ((2, 3, 5, 6, 4), (4, 3, 2, 3, 2), True, 1, 0, 1, 1),
    ((2, 4, 7, 6, 7), (6, 2, 3, 3, 2), False, (2, 1, 2), (1, 2, 0), (2, 1, 1), 2),
    ((1, 2, 5, 5, 6), (4, 1, 3, 2, 3), True, 2, 1, (1, 2, 1), 2),
    ((3, 5, 6, 7), (2, 3, 2, 3, 4), False, 1, "same", (1, 2, 1), 1),      # unbatched
    ((2, 3, 4, 5, 6), (2, 3, 3, 3, 3), True, 1, "valid", 1, 1),
]


@pytest.mark.parametrize("x, w, bias, stride, padding, dilation, groups", CONV)
def test_conv3d_matches_torch(x, w, bias, stride, padding, dilation, groups):
    args = (stride, padding, dilation, groups)
    shapes = (x, w, (w[0],)) if bias else (x, w)
    _check(lambda *t: AF.conv3d(*t[:2], t[2] if bias else None, *args),
           lambda *t: TF.conv3d(*t[:2], t[2] if bias else None, *args), *shapes)


MAX = [  # kernel, stride, padding, dilation, ceil_mode
    (2, None, 0, 1, False),
    (3, 2, 1, 1, False),
    ((2, 3, 2), (1, 2, 3), (1, 0, 1), (2, 1, 2), True),
    (3, 2, 1, 1, True),
]


@pytest.mark.parametrize("k, s, p, d, ceil", MAX)
def test_max_pool3d_matches_torch(k, s, p, d, ceil):
    _check(lambda x: AF.max_pool3d(x, k, s, p, d, ceil),
           lambda x: TF.max_pool3d(x, k, s, p, d, ceil), (2, 3, 5, 6, 7))
    _check(ann.MaxPool3d(k, s, p, d, ceil_mode=ceil),
           torch.nn.MaxPool3d(k, s, p, d, ceil_mode=ceil), (3, 5, 6, 7), seed=1)


def test_max_pool3d_gradient_goes_to_the_first_maximum_of_tied_windows():
    x = np.zeros((1, 2, 4, 4, 4))
    x[0, 0, 1, 0, 1] = x[0, 0, 0, 1, 1] = 1.0               # a tie across depth slices
    _check(lambda x: AF.max_pool3d(x, 2), lambda x: TF.max_pool3d(x, 2), (1, 2, 4, 4, 4))
    xt = torch.tensor(x, requires_grad=True)
    TF.max_pool3d(xt, 2).sum().backward()
    xa = aotgrad.tensor(x, requires_grad=True)
    AF.max_pool3d(xa, 2).sum().backward()
    np.testing.assert_array_equal(np.asarray(xa.grad), xt.grad.numpy())


AVG = [  # kernel, stride, padding, ceil_mode, count_include_pad, divisor_override
    (2, None, 0, False, True, None),
    (3, 2, 1, True, False, None),
    ((2, 3, 2), (1, 2, 3), (1, 0, 1), True, True, None),
    (3, 2, 1, False, False, None),
    (2, 1, 1, True, True, 3),
]


@pytest.mark.parametrize("k, s, p, ceil, include, override", AVG)
def test_avg_pool3d_matches_torch(k, s, p, ceil, include, override):
    options = dict(ceil_mode=ceil, count_include_pad=include, divisor_override=override)
    _check(lambda x: AF.avg_pool3d(x, k, s, p, **options),
           lambda x: TF.avg_pool3d(x, k, s, p, **options), (2, 3, 5, 6, 7))
    _check(ann.AvgPool3d(k, s, p, **options), torch.nn.AvgPool3d(k, s, p, **options),
           (3, 5, 6, 7), seed=1)


@pytest.mark.parametrize("size", [1, 2, (1, None, 3), (5, 2, 1)])
def test_adaptive_avg_pool3d_matches_torch(size):
    _check(lambda x: AF.adaptive_avg_pool3d(x, size),
           lambda x: TF.adaptive_avg_pool3d(x, size), (2, 3, 10, 4, 6))
    _check(ann.AdaptiveAvgPool3d(size), torch.nn.AdaptiveAvgPool3d(size), (3, 10, 4, 6))


TRANSPOSE = [  # input, weight, stride, padding, output_padding, groups, dilation
    ((2, 4, 3, 4, 3), (4, 3, 2, 3, 2), 1, 0, 0, 1, 1),
    ((1, 4, 3, 3, 4), (4, 2, 3, 2, 3), (2, 1, 3), (1, 0, 1), (1, 0, 2), 2, 1),
    ((4, 3, 2, 3), (4, 2, 2, 2, 3), 2, 1, 0, 1, (2, 1, 1)),                # unbatched
]


@pytest.mark.parametrize("x, w, stride, padding, extra, groups, dilation", TRANSPOSE)
def test_conv_transpose3d_matches_torch(x, w, stride, padding, extra, groups, dilation):
    args = (stride, padding, extra, groups, dilation)
    _check(lambda x, w, b: AF.conv_transpose3d(x, w, b, *args),
           lambda x, w, b: TF.conv_transpose3d(x, w, b, *args), x, w, (w[1] * groups,))


def _copy(ours, theirs):
    ours.load_state_dict({k: v.detach().numpy() for k, v in theirs.state_dict().items()})
    return ours


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
@pytest.mark.parametrize("make, shape", [
    (lambda nn: nn.Conv3d(3, 4, (2, 3, 2), stride=(2, 1, 1), padding=1), (2, 3, 5, 4, 4)),
    (lambda nn: nn.Conv3d(4, 6, 3, padding="same", dilation=(2, 1, 1), groups=2,
                          bias=False), (2, 4, 5, 4, 3)),
    (lambda nn: nn.Conv3d(2, 3, 3, padding="same", padding_mode="reflect"), (1, 2, 4, 5, 4)),
    (lambda nn: nn.Conv3d(2, 3, 2, padding=1, padding_mode="circular"), (2, 4, 3, 4)),
    (lambda nn: nn.Conv3d(2, 3, (1, 2, 3), padding=(0, 1, 2), padding_mode="replicate"),
     (1, 2, 3, 4, 4)),
    (lambda nn: nn.ConvTranspose3d(4, 2, 3, stride=2, padding=1, output_padding=1, groups=2),
     (2, 4, 2, 3, 2)),
    (lambda nn: nn.BatchNorm3d(3), (4, 3, 2, 3, 2)),
    (lambda nn: nn.InstanceNorm3d(3, affine=True), (2, 3, 3, 4, 2)),
    (lambda nn: nn.InstanceNorm3d(3), (3, 3, 4, 2)),
], ids=["conv3d", "conv3d_same_groups", "conv3d_reflect", "conv3d_circular_unbatched",
        "conv3d_replicate", "conv_transpose3d", "batch_norm3d", "instance_norm3d_affine",
        "instance_norm3d_unbatched"])
def test_layer_with_weights_matches_pytorch(make, shape, compiled):
    torch.manual_seed(0)
    theirs = make(torch.nn).double()
    with torch.no_grad():
        for p in theirs.parameters():
            p.add_(torch.randn_like(p) * 0.1)      # not the initial ones and zeros
    ours = _copy(make(ann).double(), theirs)
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    x = np.random.default_rng(3).standard_normal(shape)
    tx, ax = torch.tensor(x, requires_grad=True), aotgrad.tensor(x, requires_grad=True)
    want = theirs(tx)
    (want * want).sum().backward()
    fn = aotgrad.compile(lambda x: ours(x)) if compiled else ours
    got = fn(ax)
    (got * got).sum().backward()
    np.testing.assert_allclose(got.detach().numpy(), want.detach().numpy(), rtol=1e-9,
                               atol=1e-11)
    np.testing.assert_allclose(np.asarray(ax.grad), tx.grad.numpy(), rtol=1e-8, atol=1e-10)
    for (name, p), q in zip(ours.named_parameters(), theirs.parameters()):
        np.testing.assert_allclose(np.asarray(p.grad), q.grad.numpy(), rtol=1e-8, atol=1e-10,
                                   err_msg=name)
    for k, v in theirs.state_dict().items():                # BatchNorm3d's running stats
        np.testing.assert_allclose(np.asarray(ours.state_dict()[k]), v.numpy(), rtol=1e-9,
                                   err_msg=k)


def test_batch_norm3d_eval_uses_the_running_statistics_of_compiled_training_steps():
    ours, theirs = ann.BatchNorm3d(2, momentum=None), torch.nn.BatchNorm3d(2, momentum=None)
    step = aotgrad.compile(lambda x: ours(x))
    rng = np.random.default_rng(5)
    for i in range(3):
        x = (rng.standard_normal((3, 2, 2, 3, 2)) * 2 + i).astype(np.float32)
        np.testing.assert_allclose(np.asarray(step(x)), theirs(torch.tensor(x)).detach(),
                                   rtol=1e-4, atol=1e-5)
    for k, v in theirs.state_dict().items():
        np.testing.assert_allclose(np.asarray(ours.state_dict()[k]), v.numpy(), rtol=1e-5,
                                   atol=1e-6, err_msg=k)
    ours.eval(), theirs.eval()
    x = rng.standard_normal((2, 2, 2, 2, 2)).astype(np.float32)
    np.testing.assert_allclose(np.asarray(step(x)), theirs(torch.tensor(x)).detach(),
                               rtol=1e-5, atol=1e-6)


def test_3d_layers_initialise_as_pytorch_with_its_shapes_and_reprs():
    conv = ann.Conv3d(4, 6, (3, 2, 1), groups=2)
    assert conv.weight.shape == (6, 2, 3, 2, 1) and conv.bias.shape == (6,)
    bound = 1 / np.sqrt(2 * 3 * 2 * 1)
    weights = conv.weight.detach().numpy()
    assert np.abs(weights).max() <= bound and weights.std() > bound / 4
    assert np.abs(conv.bias.detach().numpy()).max() <= bound
    up = ann.ConvTranspose3d(4, 6, 2, stride=2, groups=2)
    assert up.weight.shape == (4, 3, 2, 2, 2)
    assert np.abs(up.weight.detach().numpy()).max() <= 1 / np.sqrt(3 * 8)
    for make in (lambda nn: nn.Conv3d(3, 4, 3, stride=2, padding=(1, 0, 2), dilation=2),
                 lambda nn: nn.Conv3d(3, 4, 3, bias=False, padding_mode="reflect"),
                 lambda nn: nn.ConvTranspose3d(4, 6, 2, stride=2, groups=2),
                 lambda nn: nn.InstanceNorm3d(5, affine=True),
                 lambda nn: nn.AdaptiveAvgPool3d((2, None, 1)), lambda nn: nn.BatchNorm3d(5)):
        if "Norm" not in repr(make(ann)):         # (newer PyTorch prints a norm's bias)
            assert repr(make(ann)) == repr(make(torch.nn))
        assert {k: tuple(v.shape) for k, v in make(ann).state_dict().items()} == \
            {k: tuple(v.shape) for k, v in make(torch.nn).state_dict().items()}
    x = aotgrad.tensor(np.zeros((1, 4, 3, 3, 3), np.float32))
    assert up(x, output_size=[7, 6, 7]).shape == (1, 6, 7, 6, 7)


@pytest.mark.parametrize("call", [
    lambda F: F.conv3d(np.zeros((1, 5, 4, 4, 4)), np.zeros((4, 3, 3, 3, 3))),
    lambda F: F.conv3d(np.zeros((3, 4, 4)), np.zeros((4, 3, 3, 3, 3))),
    lambda F: F.conv3d(np.zeros((1, 3, 2, 4, 4)), np.zeros((4, 3, 3, 3, 3))),
    lambda F: F.conv3d(np.zeros((1, 3, 4, 4, 4)), np.zeros((4, 3, 3, 3, 3)), stride=2,
                       padding="same"),
    lambda F: F.max_pool3d(np.zeros((1, 1, 4, 4, 4)), 2, padding=2),
    lambda F: F.avg_pool3d(np.zeros((1, 1, 4, 4, 4)), 3, padding=(0, 2, 0)),
    lambda F: F.adaptive_avg_pool3d(np.zeros((3, 4, 4)), 2),
], ids=["channels", "rank", "kernel_too_large", "same_strided", "max_pad", "avg_pad",
        "adaptive_rank"])
def test_functional_errors_are_pytorchs(call):
    with pytest.raises(RuntimeError) as theirs:
        call(_torch_f())
    with pytest.raises(ValueError) as ours:
        call(_aotgrad_f())
    assert str(ours.value) == str(theirs.value)


def _torch_f():
    """`torch.nn.functional` taking numpy arrays."""
    class Wrapped:
        def __getattr__(self, name):
            fn = getattr(TF, name)
            return lambda *a, **k: fn(*[torch.tensor(v) if isinstance(v, np.ndarray) else v
                                        for v in a], **k)
    return Wrapped()


def _aotgrad_f():
    """`aotgrad.nn.functional` taking numpy arrays."""
    class Wrapped:
        def __getattr__(self, name):
            fn = getattr(AF, name)
            return lambda *a, **k: fn(*[aotgrad.tensor(v) if isinstance(v, np.ndarray) else v
                                        for v in a], **k)
    return Wrapped()


def test_layer_errors_are_pytorchs():
    for make, x in ((lambda nn: nn.BatchNorm3d(3), (2, 3, 4, 4)),
                    (lambda nn: nn.InstanceNorm3d(3), (3, 4, 4))):
        with pytest.raises(ValueError) as theirs:
            make(torch.nn)(torch.zeros(x))
        with pytest.raises(ValueError) as ours:
            make(ann)(aotgrad.tensor(np.zeros(x, np.float32)))
        assert str(theirs.value) in str(ours.value)
    for make in (lambda nn: nn.Conv3d(3, 4, 3, groups=2),
                 lambda nn: nn.Conv3d(3, 4, 3, padding="full"),
                 lambda nn: nn.Conv3d(3, 4, 3, padding_mode="mirror"),
                 lambda nn: nn.ConvTranspose3d(3, 4, 3, padding_mode="reflect")):
        with pytest.raises(ValueError):
            make(torch.nn)
        with pytest.raises(ValueError):
            make(ann)
    with pytest.raises(ValueError, match="output padding must be smaller"):
        AF.conv_transpose3d(aotgrad.tensor(np.zeros((1, 2, 3, 3, 3), np.float32)),
                            aotgrad.tensor(np.zeros((2, 2, 2, 2, 2), np.float32)), stride=2,
                            output_padding=2)
