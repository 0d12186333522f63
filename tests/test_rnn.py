"""aotgrad.nn's recurrent layers against torch.nn's: parameter names, shapes and initialisation,
values and gradients of the cells and of RNN/LSTM/GRU over sequences (eager and compiled, f32
and f64), state_dict round trips, errors, and an unrolled LSTM's kernels emitted once."""
from __future__ import annotations

import re

import numpy as np
import pytest

import aotgrad
from aotgrad import nn
from aotgrad.codegen.llvm import generate_llvm

torch = pytest.importorskip("torch")

CELLS = [(nn.RNNCell, torch.nn.RNNCell, {}), (nn.RNNCell, torch.nn.RNNCell,
                                               {"nonlinearity": "relu"}),
         (nn.LSTMCell, torch.nn.LSTMCell, {}), (nn.GRUCell, torch.nn.GRUCell, {})]
SEQUENCES = [(nn.RNN, torch.nn.RNN, {}), (nn.RNN, torch.nn.RNN, {"nonlinearity": "relu"}),
             (nn.LSTM, torch.nn.LSTM, {}), (nn.GRU, torch.nn.GRU, {})]
TORCH_DTYPE = {np.float32: torch.float32, np.float64: torch.float64}


def pair(ours_cls, torch_cls, *args, dtype=np.float32, **kwargs):
    """Our module and torch's with the same (torch's) weights."""
    theirs = torch_cls(*args, **kwargs, dtype=TORCH_DTYPE[dtype])
    ours = ours_cls(*args, **kwargs, dtype=dtype)
    ours.load_state_dict({k: v.detach().numpy() for k, v in theirs.state_dict().items()})
    return ours, theirs


def close(a, b, dtype=np.float32, grad=False):
    tol = (1e-4 if grad else 1e-5) if dtype == np.float32 else 1e-10
    np.testing.assert_allclose(np.asarray(a), b.detach().numpy(), rtol=tol, atol=tol)


def flat(out):
    """The tensors of a layer's result, in order: (out, h) or (out, (h, c)) or (h, c) or h."""
    if isinstance(out, (tuple, list)):
        return [t for o in out for t in flat(o)]
    return [out]


def loss_of(outs):
    """A loss that weighs every element differently, so a wrong gradient anywhere shows."""
    total = 0.0
    for k, o in enumerate(outs):
        w = np.linspace(-1.0, 1.5, int(np.prod(o.shape))).reshape(o.shape) * (k + 1)
        w = w.astype(np.float32) if o.dtype in (np.float32, torch.float32) else w
        total = total + ((o * (torch.tensor(w) if isinstance(o, torch.Tensor) else w)) ** 2).sum()
    return total


@pytest.mark.parametrize("ours_cls, torch_cls, kwargs", CELLS + SEQUENCES)
def test_parameter_names_shapes_and_order_are_pytorchs(ours_cls, torch_cls, kwargs):
    extra = {} if "Cell" in ours_cls.__name__ else {"num_layers": 2, "bidirectional": True}
    for bias in (True, False):
        ours = ours_cls(5, 7, bias=bias, **kwargs, **extra)
        theirs = torch_cls(5, 7, bias=bias, **kwargs, **extra)
        assert [(n, p.shape) for n, p in ours.named_parameters()] == \
            [(n, tuple(p.shape)) for n, p in theirs.named_parameters()]


def test_initialisation_is_uniform_within_one_over_sqrt_hidden():
    nn.manual_seed(0)
    lstm = nn.LSTM(30, 64, num_layers=2)
    bound = 1 / np.sqrt(64)
    values = np.concatenate([p.data.ravel() for p in lstm.parameters()])
    assert np.abs(values).max() <= bound
    assert abs(values.std() - bound / np.sqrt(3)) < 0.02 * bound     # uniform's std
    assert abs(values.mean()) < 0.02 * bound
    assert all(p.dtype == np.float32 and p.requires_grad for p in lstm.parameters())
    assert nn.GRU(3, 4, dtype=np.float64).weight_ih_l0.dtype == np.float64


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("batched", [True, False])
@pytest.mark.parametrize("ours_cls, torch_cls, kwargs", CELLS)
def test_cells_match_torch_with_gradients(ours_cls, torch_cls, kwargs, batched, dtype):
    ours, theirs = pair(ours_cls, torch_cls, 4, 6, dtype=dtype, **kwargs)
    rng = np.random.default_rng(1)
    x = rng.standard_normal((3, 4) if batched else (4,)).astype(dtype)
    h = rng.standard_normal((3, 6) if batched else (6,)).astype(dtype)
    c = rng.standard_normal(h.shape).astype(dtype)
    for with_state in (False, True):
        ours.zero_grad()
        theirs.zero_grad()
        xs = [aotgrad.tensor(a, requires_grad=True) for a in (x, h, c)]
        ts = [torch.tensor(a, requires_grad=True) for a in (x, h, c)]
        lstm = ours_cls is nn.LSTMCell
        state = (lambda s: (s[1], s[2]) if lstm else s[1]) if with_state else (lambda s: None)
        got, want = flat(ours(xs[0], state(xs))), flat(theirs(ts[0], state(ts)))
        for a, b in zip(got, want):
            close(a.detach(), b, dtype)
        loss_of(got).backward()
        loss_of(want).backward()
        used = 3 if lstm and with_state else 2 if with_state else 1
        for a, b in zip(xs[:used], ts[:used]):
            close(a.grad, b.grad, dtype, grad=True)
        for (n, p), (m, q) in zip(ours.named_parameters(), theirs.named_parameters()):
            assert n == m
            close(p.grad, q.grad, dtype, grad=True)


SEQUENCE_CONFIGS = [
    {},
    {"batch_first": True},
    {"num_layers": 2},
    {"bidirectional": True, "batch_first": True},
    {"num_layers": 2, "bidirectional": True, "bias": False},
]


@pytest.mark.parametrize("config", SEQUENCE_CONFIGS)
@pytest.mark.parametrize("ours_cls, torch_cls, kwargs", SEQUENCES)
def test_sequences_match_torch_eager(ours_cls, torch_cls, kwargs, config):
    ours, theirs = pair(ours_cls, torch_cls, 3, 5, **kwargs, **config)
    rng = np.random.default_rng(2)
    shape = (2, 4, 3) if config.get("batch_first") else (4, 2, 3)
    x = rng.standard_normal(shape).astype(np.float32)
    layers = config.get("num_layers", 1) * (2 if config.get("bidirectional") else 1)
    h0 = rng.standard_normal((layers, 2, 5)).astype(np.float32)
    c0 = rng.standard_normal((layers, 2, 5)).astype(np.float32)
    lstm = ours_cls is nn.LSTM
    for with_state in (False, True):
        xs = [aotgrad.tensor(a, requires_grad=True) for a in (x, h0, c0)]
        ts = [torch.tensor(a, requires_grad=True) for a in (x, h0, c0)]
        state = (lambda s: (s[1], s[2]) if lstm else s[1]) if with_state else (lambda s: None)
        got, want = flat(ours(xs[0], state(xs))), flat(theirs(ts[0], state(ts)))
        assert [tuple(a.shape) for a in got] == [tuple(b.shape) for b in want]
        for a, b in zip(got, want):
            close(a.detach(), b)
        loss_of(got).backward()
        loss_of(want).backward()
        for a, b in zip(xs[:(3 if lstm else 2) if with_state else 1], ts):
            close(a.grad, b.grad, grad=True)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("ours_cls, torch_cls, kwargs", SEQUENCES[1:])
def test_sequences_compiled_match_torch(ours_cls, torch_cls, kwargs, dtype):
    ours, theirs = pair(ours_cls, torch_cls, 3, 4, dtype=dtype, num_layers=2,
                        batch_first=True, **kwargs)
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 5, 3)).astype(dtype)
    h0 = rng.standard_normal((2, 2, 4)).astype(dtype)
    lstm = ours_cls is nn.LSTM

    def loss(x, h0):
        return loss_of(flat(ours(x, (h0, h0 * 0.5) if lstm else h0)))
    step = aotgrad.compile(loss)
    xs = [aotgrad.tensor(a, requires_grad=True) for a in (x, h0)]
    ts = [torch.tensor(a, requires_grad=True) for a in (x, h0)]
    got = step(*xs)
    want = loss_of(flat(theirs(ts[0], (ts[1], ts[1] * 0.5) if lstm else ts[1])))
    close(got.detach(), want, dtype)
    got.backward()
    want.backward()
    for a, b in zip(xs, ts):
        close(a.grad, b.grad, dtype, grad=True)
    for (n, p), (m, q) in zip(ours.named_parameters(), theirs.named_parameters()):
        close(p.grad, q.grad, dtype, grad=True)
    assert step.cache_info().misses == 1


def test_unbatched_sequence_matches_torch():
    ours, theirs = pair(nn.LSTM, torch.nn.LSTM, 3, 4, num_layers=2)
    x = np.random.default_rng(4).standard_normal((6, 3)).astype(np.float32)
    h = np.random.default_rng(5).standard_normal((2, 4)).astype(np.float32)
    got = flat(ours(x, (h, h)))
    want = flat(theirs(torch.tensor(x), (torch.tensor(h), torch.tensor(h))))
    assert [a.shape for a in got] == [(6, 4), (2, 4), (2, 4)]
    for a, b in zip(got, want):
        close(a, b)


@pytest.mark.parametrize("ours_cls, torch_cls, kwargs", CELLS + SEQUENCES)
def test_state_dict_round_trip_with_torch(ours_cls, torch_cls, kwargs):
    extra = {} if "Cell" in ours_cls.__name__ else {"num_layers": 2}
    ours = ours_cls(3, 4, **kwargs, **extra)
    theirs = torch_cls(3, 4, **kwargs, **extra)
    theirs.load_state_dict({k: torch.tensor(v) for k, v in ours.state_dict().items()})
    x = np.random.default_rng(6).standard_normal((5, 2, 3)[-2:] if extra == {} else
                                                 (5, 2, 3)).astype(np.float32)
    for a, b in zip(flat(ours(x)), flat(theirs(torch.tensor(x)))):
        close(a, b)
    fresh = torch_cls(3, 4, **kwargs, **extra)
    ours.load_state_dict({k: v.detach().numpy() for k, v in fresh.state_dict().items()})
    for (n, p), (m, q) in zip(ours.named_parameters(), fresh.named_parameters()):
        assert n == m and np.array_equal(p.data, q.detach().numpy())


def test_dropout_between_layers_only_in_training():
    nn.manual_seed(0)
    ours, theirs = pair(nn.GRU, torch.nn.GRU, 3, 8, num_layers=2, dropout=0.5)
    x = np.random.default_rng(7).standard_normal((4, 2, 3)).astype(np.float32)
    trained = np.asarray(ours(x)[0])
    ours.eval()
    theirs.eval()
    close(ours(x)[0], theirs(torch.tensor(x))[0])
    assert not np.allclose(trained, np.asarray(ours(x)[0]))
    single = nn.GRU(3, 8, dropout=0.5)                   # one layer: nothing to drop between
    np.testing.assert_array_equal(np.asarray(single(x)[0]), np.asarray(single.eval()(x)[0]))


def test_bad_inputs_are_named():
    lstm = nn.LSTM(3, 4, num_layers=2)
    x = np.zeros((5, 2, 3), np.float32)
    with pytest.raises(aotgrad.ShapeError, match="input.size\\(-1\\) must be equal to"
                                                 " input_size. Expected 3, got 6"):
        lstm(np.zeros((5, 2, 6), np.float32))
    with pytest.raises(aotgrad.ShapeError, match="Expected input to be 2D or 3D, got 4D"):
        lstm(np.zeros((5, 2, 3, 1), np.float32))
    with pytest.raises(aotgrad.ShapeError, match=r"Expected hidden size \(2, 2, 4\), got"
                                                 r" \(1, 2, 4\)"):
        lstm(x, (np.zeros((1, 2, 4), np.float32), np.zeros((2, 2, 4), np.float32)))
    with pytest.raises(aotgrad.ShapeError, match=r"Expected cell size"):
        lstm(x, (np.zeros((2, 2, 4), np.float32), np.zeros((2, 3, 4), np.float32)))
    with pytest.raises(ValueError, match="hx must be a tuple"):
        lstm(x, np.zeros((2, 2, 4), np.float32))
    with pytest.raises(aotgrad.ShapeError, match="expected hidden state of shape"):
        nn.GRUCell(3, 4)(np.zeros((2, 3), np.float32), np.zeros((3, 4), np.float32))
    with pytest.raises(aotgrad.ShapeError, match="Expected input to be 1D or 2D"):
        nn.RNNCell(3, 4)(np.zeros((1, 2, 3), np.float32))
    with pytest.raises(aotgrad.DTypeError, match="input must have the type f32, got type f64"):
        lstm(np.zeros((5, 2, 3)))
    with pytest.raises(aotgrad.DTypeError, match="input must have the type f64"):
        nn.GRUCell(3, 4, dtype="f64")(np.zeros((2, 3), np.float32))
    with pytest.raises(ValueError, match="Unknown nonlinearity"):
        nn.RNN(3, 4, nonlinearity="sigmoid")
    with pytest.raises(ValueError, match="proj_size"):
        nn.LSTM(3, 4, proj_size=2)


# --------------------------------------------------------------------------- compile size

def compiled_lstm(steps: int, x_requires_grad: bool):
    """The compiled module of a loss over every output of an LSTM unrolled `steps` times."""
    nn.manual_seed(0)
    lstm, head = nn.LSTM(8, 16), nn.Linear(16, 3)

    def loss(x, h, c):
        out, (h_n, c_n) = lstm(x, (h, c))
        return (head(out) ** 2).sum() + (c_n * c_n).sum()
    rng = np.random.default_rng(0)
    x = aotgrad.tensor(rng.standard_normal((steps, 4, 8)).astype(np.float32),
                       requires_grad=x_requires_grad)
    h, c = (aotgrad.tensor(rng.standard_normal((1, 4, 16)).astype(np.float32))
            for _ in range(2))
    step = aotgrad.compile(loss)
    step(x, h, c).backward()
    assert np.isfinite(np.asarray(lstm.weight_hh_l0.grad)).all()
    return step.compiled.module


def kernel_counts(module) -> tuple[int, int, int]:
    """(kernels, kernels computing the cell's sigmoid or tanh, LLVM functions defined)."""
    kernels = [f for f in module.functions if f.kind == "kernel"]
    cell = [k for k in kernels if any(op.name in ("arith.sigmoid", "arith.tanh")
                                      for op in k.walk())]
    return len(kernels), len(cell), len(re.findall(r"^define ", generate_llvm(module), re.M))


@pytest.mark.parametrize("x_requires_grad", [False, True])
def test_unrolled_lstm_compiles_the_cells_kernels_once(x_requires_grad):
    """The step's forward and backward kernels are emitted once whatever the length; what
    each further step adds is a copy of its rows of d(output): a kernel reading one buffer at
    the step's offset. The input's gradient, when it needs one, is one concat of the steps'
    gradients (`passes/grad_accumulation.py`): one kernel, whatever the length."""
    short, long = (compiled_lstm(n, x_requires_grad) for n in (3, 12))
    (k3, cell3, llvm3), (k12, cell12, llvm12) = kernel_counts(short), kernel_counts(long)
    assert cell12 == cell3 >= 2
    assert k12 - k3 <= 12 - 3 and llvm12 - llvm3 <= 12 - 3


def test_compiled_lstm_reads_its_weights_at_every_call():
    """The weights are inputs of the compiled step, not constants: an in-place update, a
    loaded state dict and a parameter assigned anew are all seen, without compiling again."""
    ours, theirs = pair(nn.LSTM, torch.nn.LSTM, 3, 4, num_layers=2)
    x = np.random.default_rng(8).standard_normal((5, 2, 3)).astype(np.float32)
    step = aotgrad.compile(lambda x: ours(x)[0].sum())

    def check():
        close(step(x), theirs(torch.tensor(x))[0].sum())
    check()
    with aotgrad.no_grad(), torch.no_grad():
        ours.weight_hh_l1.mul_(0.5)
        theirs.weight_hh_l1.mul_(0.5)
    check()
    fresh = torch.nn.LSTM(3, 4, num_layers=2)
    theirs.load_state_dict(fresh.state_dict())
    ours.load_state_dict({k: v.detach().numpy() for k, v in fresh.state_dict().items()})
    check()
    assert step.cache_info().misses == 1
    ours.bias_ih_l0 = nn.Parameter(np.full(16, 0.25, np.float32))
    with torch.no_grad():
        theirs.bias_ih_l0.fill_(0.25)
    assert ours._flat_weights[2] is ours.bias_ih_l0
    check()
