"""Convolution nets against PyTorch: conv2d's value and both gradients over stride, padding,
dilation and groups in float32 and float64 through the interpreter and the compiled CPU backend;
pools with ties; bad input; batch norm in training and eval mode with the running statistics
after several compiled steps; the nn layers' state_dict both ways; a small CNN trained a few
steps. (`tests/gradient_cases.py` holds the finite-difference cases of each op.)"""
from __future__ import annotations

import numpy as np
import pytest
import torch
import torch.nn.functional as TF

import aotgrad
from aotgrad import nn

@pytest.fixture(autouse=True)
def _parameter_generators_left_as_found():
    """These tests make layers (drawing initial weights from `nn`'s and PyTorch's generators);
    other tests and the docs' listings in this process see the generators as they would
    without them."""
    from aotgrad.runtime import nn as layers
    saved = layers._generator
    state = None if isinstance(saved, int) else saved.bit_generator.state
    torch_state = torch.get_rng_state()
    yield
    torch.set_rng_state(torch_state)
    if state is not None:
        saved.bit_generator.state = state
    layers._generator = saved


CONVS = [  # x shape, weight shape, bias, stride, padding, dilation, groups
    ((2, 3, 7, 6), (4, 3, 3, 3), True, 1, 1, 1, 1),
    ((2, 4, 9, 8), (6, 2, 3, 2), True, (2, 1), (1, 2), (1, 2), 2),
    ((1, 6, 8, 8), (6, 1, 3, 3), False, 2, 0, 1, 6),          # depthwise
    ((3, 2, 5, 7), (3, 2, 1, 1), True, 1, 0, 1, 1),           # 1x1
    ((2, 3, 10, 9), (2, 3, 4, 3), False, 3, (2, 1), 2, 1),
]


def _torch_grads(fn, *arrays):
    ts = [torch.tensor(a, requires_grad=True) for a in arrays]
    out = fn(*ts)
    out.backward()
    return out.detach().numpy(), [t.grad.numpy() for t in ts]


def _ours(fn, backend, *arrays):
    ts = [aotgrad.tensor(a, requires_grad=True) for a in arrays]
    out = (aotgrad.compile(fn, backend=backend))(*ts)
    out.backward()
    return out.detach().numpy(), [np.asarray(t.grad) for t in ts]


@pytest.mark.parametrize("backend", ["interpret", "cpu"])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("conv", CONVS, ids=[f"conv{i}" for i in range(len(CONVS))])
def test_conv2d_value_and_gradients_match_torch(conv, dtype, backend):
    xs, ws, bias, stride, padding, dilation, groups = conv
    rng = np.random.default_rng(len(xs) + ws[0])
    x, w = rng.standard_normal(xs).astype(dtype), rng.standard_normal(ws).astype(dtype)
    arrays = [x, w] + ([rng.standard_normal(ws[0]).astype(dtype)] if bias else [])
    probe = rng.standard_normal(TF.conv2d(torch.tensor(x), torch.tensor(w), None, stride,
                                          padding, dilation, groups).shape).astype(dtype)

    def ours(x, w, *b):
        y = aotgrad.conv2d(x, w, b[0] if b else None, stride, padding, dilation, groups)
        return (y * probe).sum()

    def theirs(x, w, *b):
        return (TF.conv2d(x, w, b[0] if b else None, stride, padding, dilation, groups) *
                torch.tensor(probe)).sum()
    value, grads = _ours(ours, backend, *arrays)
    ref, ref_grads = _torch_grads(theirs, *arrays)
    tol = 1e-4 if dtype == np.float32 else 1e-10
    assert value.dtype == dtype
    np.testing.assert_allclose(value, ref, rtol=tol, atol=tol)
    for g, r in zip(grads, ref_grads):
        assert g.dtype == dtype
        np.testing.assert_allclose(g, r, rtol=tol, atol=tol * np.abs(r).max())


POOLS = [
    (lambda x: aotgrad.max_pool2d(x, 2), lambda x: TF.max_pool2d(x, 2)),
    (lambda x: aotgrad.max_pool2d(x, 3, 2, 1), lambda x: TF.max_pool2d(x, 3, 2, 1)),
    (lambda x: aotgrad.max_pool2d(x, (2, 3), (1, 2)), lambda x: TF.max_pool2d(x, (2, 3), (1, 2))),
    (lambda x: aotgrad.avg_pool2d(x, 3, 2, 1), lambda x: TF.avg_pool2d(x, 3, 2, 1)),
    (lambda x: aotgrad.avg_pool2d(x, 2, 1, 1, count_include_pad=False),
     lambda x: TF.avg_pool2d(x, 2, 1, 1, count_include_pad=False)),
    (lambda x: aotgrad.adaptive_avg_pool2d(x, 1), lambda x: TF.adaptive_avg_pool2d(x, 1)),
    (lambda x: aotgrad.adaptive_avg_pool2d(x, (4, 3)), lambda x: TF.adaptive_avg_pool2d(x, (4, 3))),
]


@pytest.mark.parametrize("backend", ["interpret", "cpu"])
@pytest.mark.parametrize("pool", range(len(POOLS)))
def test_pools_with_ties_route_gradients_as_torch(pool, backend):
    """Integer-valued inputs: most windows hold several maxima; the gradient goes to the first
    of them in row-major order, as PyTorch's max_pool2d backward sends it."""
    ours_fn, theirs_fn = POOLS[pool]
    rng = np.random.default_rng(pool)
    x = rng.integers(-2, 3, (2, 3, 8, 9)).astype(np.float64)
    probe = rng.standard_normal(theirs_fn(torch.tensor(x)).shape)
    value, (grad,) = _ours(lambda x: (ours_fn(x) * probe).sum(), backend, x)
    ref, (ref_grad,) = _torch_grads(lambda x: (theirs_fn(x) * torch.tensor(probe)).sum(), x)
    np.testing.assert_allclose(value, ref, rtol=1e-12)
    np.testing.assert_allclose(grad, ref_grad, rtol=1e-12, atol=1e-12)


def test_max_pool_gradient_goes_to_the_first_maximum_only():
    x = np.zeros((1, 1, 2, 2))
    value, (grad,) = _ours(lambda x: aotgrad.max_pool2d(x, 2).sum(), "cpu", x)
    assert value == 0.0
    np.testing.assert_array_equal(grad, [[[[1.0, 0.0], [0.0, 0.0]]]])


@pytest.mark.parametrize("call, message", [
    (lambda x: aotgrad.conv2d(x, np.ones((4, 2, 3, 3), np.float32)),
     "expects 2 input channels"),
    (lambda x: aotgrad.conv2d(x, np.ones((4, 1, 3, 3), np.float32), groups=2),
     "groups=2 must divide the input channels (3)"),
    (lambda x: aotgrad.conv2d(x, np.ones((4, 3, 9, 3), np.float32), padding=1),
     "larger than the padded input height 8"),
    (lambda x: aotgrad.conv2d(x, np.ones((4, 3, 3, 3), np.float32), np.ones(3, np.float32)),
     "bias must be f32[4]"),
    (lambda x: aotgrad.conv2d(x, np.ones((4, 3, 3), np.float32)), "4-d weight"),
    (lambda x: aotgrad.max_pool2d(x, 2, padding=2), "at most half of the kernel"),
    (lambda x: aotgrad.avg_pool2d(x, 2, divisor_override=0),
     "divisor_override must be a nonzero int, got 0"),
    (lambda x: aotgrad.adaptive_avg_pool2d(x, 4), "must divide the input size [6, 6]"),
    (lambda x: aotgrad.batch_norm(x, training=True) if False else
     aotgrad.batch_norm(x[:1, :, :1, :1], training=True), "more than 1 value per channel"),
])
def test_bad_input_is_a_located_aotgrad_error(call, message):
    x = np.ones((2, 3, 6, 6), np.float32)
    f = aotgrad.compile(call)
    with pytest.raises(aotgrad.Error, match=message.replace("[", r"\[").replace("(", r"\(")
                       .replace(")", r"\)")) as info:
        f(x)
    assert "test_conv.py" in str(info.value)        # the user's line


def _torch_bn(cls, c, momentum):
    return cls(c, momentum=momentum).double()


@pytest.mark.parametrize("momentum", [0.1, None])
@pytest.mark.parametrize("kind", ["1d", "1d_seq", "2d"])
def test_batch_norm_running_statistics_over_compiled_steps_match_torch(kind, momentum):
    shape = {"1d": (8, 5), "1d_seq": (4, 5, 3), "2d": (4, 5, 3, 3)}[kind]
    ours = (nn.BatchNorm2d if kind == "2d" else nn.BatchNorm1d)(5, momentum=momentum)
    theirs = (torch.nn.BatchNorm2d if kind == "2d" else torch.nn.BatchNorm1d)(5,
                                                                              momentum=momentum)
    rng = np.random.default_rng(1)
    state = {"weight": rng.uniform(0.5, 2, 5), "bias": rng.standard_normal(5)}
    theirs.load_state_dict({**theirs.state_dict(), **{k: torch.tensor(v, dtype=torch.float32)
                                                      for k, v in state.items()}})
    ours.load_state_dict({k: v.numpy() for k, v in theirs.state_dict().items()})

    def loss(x, probe):
        return (ours(x) * probe).sum()
    step = aotgrad.compile(loss)
    for i in range(4):
        x = (rng.standard_normal(shape) * 3 + i).astype(np.float32)
        probe = rng.standard_normal(shape).astype(np.float32)
        xa = aotgrad.tensor(x, requires_grad=True)
        out = step(xa, probe)
        out.backward()
        xt = torch.tensor(x, requires_grad=True)
        ref = (theirs(xt) * torch.tensor(probe)).sum()
        ref.backward()
        np.testing.assert_allclose(float(out), ref.item(), rtol=1e-4, atol=1e-4)
        np.testing.assert_allclose(np.asarray(xa.grad), xt.grad.numpy(), rtol=1e-4, atol=1e-4)
        np.testing.assert_allclose(np.asarray(ours.weight.grad), theirs.weight.grad.numpy(),
                                   rtol=1e-4, atol=1e-4)
        for k, v in theirs.state_dict().items():
            np.testing.assert_allclose(ours.state_dict()[k], v.numpy(), rtol=1e-5, atol=1e-6,
                                       err_msg=f"{k} after step {i + 1}")
        ours.zero_grad()
        theirs.zero_grad()
    assert int(ours.state_dict()["num_batches_tracked"]) == 4
    assert step.cache_info().misses == 1
    ours.eval()
    theirs.eval()
    x = rng.standard_normal(shape).astype(np.float32)
    y = aotgrad.compile(lambda x: ours(x))(x)
    np.testing.assert_allclose(np.asarray(y), theirs(torch.tensor(x)).detach().numpy(),
                               rtol=1e-5, atol=1e-5)


def test_train_and_eval_switch_compiles_once_more_each_and_eval_leaves_statistics_alone():
    bn = nn.BatchNorm2d(3)
    f = aotgrad.compile(lambda x: bn(x))
    x = np.random.default_rng(0).standard_normal((4, 3, 2, 2)).astype(np.float32) + 5
    f(x)
    assert f.cache_info().misses == 1
    after_train = bn.state_dict()
    bn.eval()
    y = np.asarray(f(x))
    assert f.cache_info().misses == 2
    for k, v in bn.state_dict().items():
        np.testing.assert_array_equal(v, after_train[k])
    expected = (x - after_train["running_mean"].reshape(1, 3, 1, 1)) / np.sqrt(
        after_train["running_var"].reshape(1, 3, 1, 1) + 1e-5)
    np.testing.assert_allclose(y, expected, rtol=1e-5, atol=1e-5)
    bn.train()
    f(x)
    assert f.cache_info().misses == 2 and f.cache_info().hits == 1
    assert int(bn.num_batches_tracked.numpy()) == 2


def test_an_update_the_trace_cannot_write_back_is_an_error_not_a_no_op():
    """`aotgrad.trace` snapshots what it reads (no implicit inputs): an in-place update of a
    tensor it reads could not be written back by later calls, so it is refused."""
    running = aotgrad.tensor(np.zeros(3, np.float32))

    def f(x):
        running.copy_(x.mean(axis=0))
        return x.sum()
    with pytest.raises(aotgrad.TraceError, match="in-place update"):
        aotgrad.trace(f, np.ones((2, 3), np.float32))
    np.testing.assert_array_equal(running.numpy(), np.zeros(3))


class _Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1, self.bn = nn.Conv2d(1, 4, 3, padding=1), nn.BatchNorm2d(4)
        self.relu, self.pool = nn.ReLU(), nn.MaxPool2d(2)
        self.conv2 = nn.Conv2d(4, 6, 3, stride=1, groups=2, bias=False)
        self.gap, self.flat, self.fc = nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(6, 10)

    def forward(self, x):
        h = self.pool(self.relu(self.bn(self.conv1(x))))
        return self.fc(self.flat(self.gap(self.conv2(h))))


class _TorchNet(torch.nn.Module):
    def __init__(self):
        super().__init__()
        T = torch.nn
        self.conv1, self.bn = T.Conv2d(1, 4, 3, padding=1), T.BatchNorm2d(4)
        self.relu, self.pool = T.ReLU(), T.MaxPool2d(2)
        self.conv2 = T.Conv2d(4, 6, 3, stride=1, groups=2, bias=False)
        self.gap, self.flat, self.fc = T.AdaptiveAvgPool2d(1), T.Flatten(), T.Linear(6, 10)

    def forward(self, x):
        h = self.pool(self.relu(self.bn(self.conv1(x))))
        return self.fc(self.flat(self.gap(self.conv2(h))))


def test_state_dict_keys_shapes_and_init_are_torch_and_load_both_ways():
    ours, theirs = _Net(), _TorchNet()
    mine, ref = ours.state_dict(), theirs.state_dict()
    assert list(mine) == list(ref)
    for k in ref:
        assert mine[k].shape == tuple(ref[k].shape) and mine[k].dtype == ref[k].numpy().dtype, k
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    bound = 1 / np.sqrt(1 * 3 * 3)                  # kaiming-uniform(a=sqrt 5): 1/sqrt(fan_in)
    assert np.abs(mine["conv1.weight"]).max() <= bound and mine["conv1.weight"].std() > bound / 3
    np.testing.assert_array_equal(mine["bn.running_var"], np.ones(4))
    ours.load_state_dict(ref)
    theirs2 = _TorchNet()
    theirs2.load_state_dict({k: torch.tensor(v) for k, v in ours.state_dict().items()})
    x = np.random.default_rng(0).standard_normal((3, 1, 6, 6)).astype(np.float32)
    for mode in ("train", "eval"):
        getattr(ours, mode)()
        getattr(theirs, mode)()
        y = aotgrad.compile(lambda x: ours(x))(x)
        np.testing.assert_allclose(np.asarray(y), theirs(torch.tensor(x)).detach().numpy(),
                                   rtol=1e-5, atol=1e-5, err_msg=mode)


def test_small_cnn_trained_a_few_compiled_steps_matches_torch():
    theirs, ours = _TorchNet(), _Net()
    ours.load_state_dict(theirs.state_dict())
    opt = aotgrad.optim.SGD(ours.parameters(), lr=0.1, momentum=0.9)
    topt = torch.optim.SGD(theirs.parameters(), lr=0.1, momentum=0.9)
    loss_fn = aotgrad.compile(lambda x, y: nn.cross_entropy(ours(x), y))
    rng = np.random.default_rng(0)
    for step in range(4):
        x = rng.standard_normal((8, 1, 8, 8)).astype(np.float32)
        y = rng.integers(0, 10, 8)
        opt.zero_grad()
        loss = loss_fn(aotgrad.tensor(x), aotgrad.tensor(y))
        loss.backward()
        opt.step()
        topt.zero_grad()
        ref = TF.cross_entropy(theirs(torch.tensor(x)), torch.tensor(y))
        ref.backward()
        topt.step()
        np.testing.assert_allclose(float(loss), ref.item(), rtol=1e-4, err_msg=f"step {step}")
    for k, v in theirs.state_dict().items():
        np.testing.assert_allclose(ours.state_dict()[k], v.numpy(), rtol=1e-4, atol=1e-5,
                                   err_msg=k)
    assert loss_fn.cache_info().misses == 1


def test_cuda_source_of_every_window_op_compiles_to_ptx(tmp_path):
    """Dilated, padded, grouped and strided convolutions, both pools (a divisor table without
    count_include_pad), batch norm: the CUDA source of the training step compiles with nvcc
    (the step itself runs on a GPU in tests/test_cuda_device.py's gradient cases)."""
    from cuda_ptx import assert_compiles_to_ptx

    def step(x, w, b, v):
        h = aotgrad.conv2d(x, w, b, stride=(2, 1), padding=(1, 2), dilation=(2, 1), groups=2)
        h = aotgrad.max_pool2d(aotgrad.relu(h), 3, 2, 1)
        h = aotgrad.batch_norm(h, training=True)
        h = aotgrad.avg_pool2d(h, 2, 1, 1, count_include_pad=False)
        return (aotgrad.conv2d(h, v, dilation=2) ** 2).sum()
    module = aotgrad.trace(step, np.ones((2, 4, 12, 11), np.float32),
                           np.ones((6, 2, 3, 3), np.float32), np.ones(6, np.float32),
                           np.ones((3, 6, 2, 2), np.float32))
    source = assert_compiles_to_ptx(module, tmp_path)
    assert "unfold" in source and "fold" in source


def test_running_statistics_of_a_module_passed_as_an_argument_are_written_back():
    def make():
        nn.manual_seed(3)
        return nn.Sequential(nn.Conv2d(2, 3, 3, padding=1), nn.BatchNorm2d(3), nn.ReLU())
    compiled, eager = make(), make()
    step = aotgrad.compile(lambda m, x: m(x).sum())
    rng = np.random.default_rng(0)
    for _ in range(3):
        x = rng.standard_normal((4, 2, 5, 5)).astype(np.float32) * 2 + 1
        step(compiled, x).backward()
        eager(aotgrad.tensor(x)).sum().backward()
    assert int(compiled.state_dict()["1.num_batches_tracked"]) == 3
    for k, v in eager.state_dict().items():
        np.testing.assert_allclose(compiled.state_dict()[k], v, rtol=1e-5, atol=1e-6, err_msg=k)
