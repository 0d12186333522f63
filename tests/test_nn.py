"""aotgrad.nn against torch.nn: names, shapes, initialisation, state_dict, layers, embedding."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
from aotgrad import nn

torch = pytest.importorskip("torch")


def mlp():
    return nn.Sequential(nn.Linear(12, 16), nn.ReLU(), nn.Linear(16, 5))


def torch_mlp():
    return torch.nn.Sequential(torch.nn.Linear(12, 16), torch.nn.ReLU(), torch.nn.Linear(16, 5))


def to_torch(state):
    return {k: torch.tensor(v) for k, v in state.items()}


def test_names_and_shapes_are_pytorchs():
    ours = [(n, p.shape) for n, p in mlp().named_parameters()]
    theirs = [(n, tuple(p.shape)) for n, p in torch_mlp().named_parameters()]
    assert ours == theirs
    ln, emb = nn.LayerNorm(7), nn.Embedding(11, 3)
    assert [(n, p.shape) for n, p in ln.named_parameters()] == [("weight", (7,)), ("bias", (7,))]
    assert list(emb.state_dict()) == ["weight"] and emb.weight.shape == (11, 3)
    assert all(p.requires_grad for p in mlp().parameters())


def test_linear_init_statistics_are_pytorchs():
    # both U(-1/sqrt(fan_in), 1/sqrt(fan_in)); each sample's std is checked against the
    # uniform's, within 4 standard errors of a sample of that size (sqrt(0.2 / n) of it for a
    # uniform): comparing the two samples with each other failed when torch's unseeded draw of
    # 300 biases was 9% off
    nn.manual_seed(0)
    torch.manual_seed(0)
    ours = nn.Linear(400, 300)
    theirs = torch.nn.Linear(400, 300)
    bound = 1 / np.sqrt(400)
    expected = bound / np.sqrt(3)
    for name, n in (("weight", 400 * 300), ("bias", 300)):
        a, b = ours.state_dict()[name], getattr(theirs, name).detach().numpy()
        assert np.abs(a).max() <= bound and np.abs(b).max() <= bound
        for sample in (a, b):
            assert abs(sample.std() - expected) < 4 * expected * np.sqrt(0.2 / n)
        assert abs(a.mean()) < 0.1 * bound
    assert abs(nn.Embedding(300, 300).weight.data.std() - 1) < 0.02
    assert nn.Embedding(3, 3).weight.dtype == np.float32


def test_state_dict_round_trip_with_torch():
    ours, theirs = mlp(), torch_mlp()
    theirs.load_state_dict(to_torch(ours.state_dict()))
    x = np.random.default_rng(0).standard_normal((4, 12)).astype(np.float32)
    np.testing.assert_allclose(np.asarray(ours(x)), theirs(torch.tensor(x)).detach().numpy(),
                               rtol=1e-5, atol=1e-6)
    fresh = torch_mlp()
    ours.load_state_dict({k: np.asarray(v.detach()) for k, v in fresh.state_dict().items()})
    for (n, p), (m, q) in zip(ours.named_parameters(), fresh.named_parameters()):
        assert n == m and np.array_equal(p.data, q.detach().numpy())
    with pytest.raises(KeyError, match="missing"):
        ours.load_state_dict({"0.weight": np.zeros((16, 12))})
    with pytest.raises(ValueError, match="shape"):
        ours.load_state_dict({**ours.state_dict(), "0.bias": np.zeros(3)})


def test_state_dict_is_a_copy_and_load_is_seen_by_a_compiled_model():
    model = mlp()
    forward = aotgrad.compile(model)
    x = np.ones((2, 12), np.float32)
    before = np.asarray(forward(x)).copy()
    state = model.state_dict()
    state["2.bias"] += 1.0
    assert np.array_equal(np.asarray(forward(x)), before)
    model.load_state_dict(state)
    np.testing.assert_allclose(np.asarray(forward(x)), before + 1.0, rtol=1e-6)


def test_layers_match_torch_with_gradients():
    rng = np.random.default_rng(1)
    x = rng.standard_normal((3, 4, 6)).astype(np.float32)
    layers = [(nn.LayerNorm(6), torch.nn.LayerNorm(6)), (nn.Tanh(), torch.nn.Tanh()),
              (nn.GELU(approximate="tanh"), torch.nn.GELU(approximate="tanh")),
              (nn.GELU(), torch.nn.GELU()),
              (nn.Linear(6, 2), torch.nn.Linear(6, 2))]
    for ours, theirs in layers:
        if ours.state_dict():
            ours.load_state_dict({k: rng.standard_normal(v.shape).astype(np.float32)
                                  for k, v in ours.state_dict().items()})
            theirs.load_state_dict(to_torch(ours.state_dict()))
        xt = torch.tensor(x, requires_grad=True)
        (theirs(xt) ** 2).sum().backward()
        xa = aotgrad.tensor(x, requires_grad=True)
        y = aotgrad.compile(lambda v: (ours(v) ** 2).sum())(xa)
        y.backward()
        np.testing.assert_allclose(xa.grad, xt.grad.numpy(), rtol=1e-4, atol=1e-5)
        for (n, p), (_, q) in zip(ours.named_parameters(), theirs.named_parameters()):
            np.testing.assert_allclose(p.grad, q.grad.numpy(), rtol=1e-4, atol=1e-5, err_msg=n)
    with pytest.raises(ValueError, match="none or tanh"):
        nn.GELU(approximate="erf")


def test_embedding_matches_torch_eager_and_compiled():
    ours = nn.Embedding(9, 4)
    theirs = torch.nn.Embedding(9, 4)
    theirs.load_state_dict(to_torch(ours.state_dict()))
    ids = np.array([[0, 3, 3, 8], [8, 1, 3, 0]])
    g = np.random.default_rng(2).standard_normal((2, 4, 4)).astype(np.float32)
    (theirs(torch.tensor(ids)) * torch.tensor(g)).sum().backward()
    want = theirs.weight.grad.numpy()
    (ours(ids) * g).sum().backward()                                # eager
    np.testing.assert_allclose(ours.weight.grad, want, rtol=1e-6)
    ours.zero_grad()
    loss = aotgrad.compile(lambda i: (ours(i) * g).sum())(ids)      # compiled
    loss.backward()
    np.testing.assert_allclose(ours.weight.grad, want, rtol=1e-5, atol=1e-6)
    with pytest.raises(aotgrad.IndexingError, match=r"'embedding' got label 9 at position \[1\]"):
        aotgrad.compile(lambda i: ours(i).sum())(np.array([1, 9]))
    # eager: the reference interpreter's check names the op, the id and its position
    with pytest.raises(aotgrad.IndexingError, match=r"'embedding' index -1 at position \[0\]"):
        ours(np.array([-1]))


def test_losses_match_torch():
    rng = np.random.default_rng(3)
    x, t = rng.standard_normal((2, 5, 3)).astype(np.float32)
    labels = np.array([0, 2, 1, 1, 2])
    np.testing.assert_allclose(
        float(nn.cross_entropy(x, labels)),
        torch.nn.functional.cross_entropy(torch.tensor(x), torch.tensor(labels)).item(),
        rtol=1e-6)
    np.testing.assert_allclose(float(nn.mse_loss(x, t)),
                               torch.nn.functional.mse_loss(torch.tensor(x),
                                                            torch.tensor(t)).item(), rtol=1e-6)
    assert float(nn.CrossEntropyLoss()(x, labels)) == float(nn.cross_entropy(x, labels))


def test_modes_dropout_and_children():
    model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(0.5), nn.Linear(4, 2))
    assert model.training and all(m.training for m in model.modules())
    model.eval()
    assert not any(m.training for m in model.modules())
    x = np.ones((3, 4), np.float32)
    forward = aotgrad.compile(model)
    np.testing.assert_allclose(np.asarray(forward(x)), np.asarray(model(x)), rtol=1e-6)
    model.train()
    aotgrad.manual_seed(0)
    a = np.asarray(forward(x))
    assert forward.cache_info().misses == 2               # `training` is guarded
    assert not np.allclose(a, np.asarray(forward(x)))     # fresh masks every call
    assert [n for n, _ in model.named_children()] == ["0", "1", "2"]
    assert "Linear(in_features=4, out_features=4, bias=True)" in repr(model)


def test_custom_module_with_a_list_of_children():
    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.scale = nn.Parameter(np.ones(3, np.float32))
            self.layers = [nn.Linear(3, 3), nn.Linear(3, 3, bias=False)]

        def forward(self, x):
            for layer in self.layers:
                x = layer(x) * self.scale
            return x

    net = Net()
    assert [n for n, _ in net.named_parameters()] == ["scale", "layers.0.weight",
                                                      "layers.0.bias", "layers.1.weight"]
    loss = aotgrad.compile(lambda model, x: model(x).sum())(net, np.ones((2, 3), np.float32))
    loss.backward()
    assert all(p.grad is not None for p in net.parameters())


def test_module_list_names_its_parameters_like_torch():
    import torch
    ours = nn.ModuleList([nn.Linear(3, 4), nn.Linear(4, 2)])
    theirs = torch.nn.ModuleList([torch.nn.Linear(3, 4), torch.nn.Linear(4, 2)])
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    assert len(ours) == 2 and isinstance(ours[1], nn.Linear) and list(ours)[0] is ours[0]


# ------------------------------------------------- buffers, named_modules, apply (PyTorch's)

class _Scaled(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 3)
        self.register_buffer("scale", aotgrad.ones(3) * 2)
        self.register_buffer("shift", aotgrad.zeros(3), persistent=False)

    def forward(self, x):
        return self.lin(x) * self.scale + self.shift


class _Outer(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([_Scaled(), _Scaled()])
        self.register_buffer("count", aotgrad.tensor(0))

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return x


def _torch_outer():
    class Scaled(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = torch.nn.Linear(3, 3)
            self.register_buffer("scale", torch.ones(3) * 2)
            self.register_buffer("shift", torch.zeros(3), persistent=False)

        def forward(self, x):
            return self.lin(x) * self.scale + self.shift

    class Outer(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.blocks = torch.nn.ModuleList([Scaled(), Scaled()])
            self.register_buffer("count", torch.tensor(0))

        def forward(self, x):
            for block in self.blocks:
                x = block(x)
            return x
    return Outer()


def test_buffers_state_dict_and_module_walks_are_pytorchs():
    aotgrad.manual_seed(0)
    ours, theirs = _Outer(), _torch_outer()
    assert list(ours.state_dict()) == list(theirs.state_dict())      # persistent only, in order
    assert [n for n, _ in ours.named_buffers()] == [n for n, _ in theirs.named_buffers()]
    assert [n for n, _ in ours.named_modules()] == [n for n, _ in theirs.named_modules()]
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    with torch.no_grad():
        theirs.blocks[1].scale.fill_(-0.5)
    ours.load_state_dict({k: v.numpy() for k, v in theirs.state_dict().items()})
    x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_allclose(np.asarray(ours(aotgrad.tensor(x)).detach()),
                               theirs(torch.tensor(x)).detach().numpy(), rtol=1e-6, atol=1e-6)
    seen = []
    assert ours.apply(lambda m: seen.append(type(m).__name__)) is ours
    assert seen == ["Linear", "_Scaled", "Linear", "_Scaled", "ModuleList", "_Outer"]
    with pytest.raises(KeyError, match="missing keys"):
        ours.load_state_dict({"count": np.array(1)})
    with pytest.raises(TypeError, match="Tensor or None required"):
        ours.register_buffer("bad", np.ones(3))


def test_a_buffer_is_read_at_every_compiled_call_and_gets_no_gradient():
    aotgrad.manual_seed(0)
    model = _Outer()
    step = aotgrad.compile(lambda m, x: (m(x) ** 2).sum())
    x = aotgrad.ones(2, 3)
    first = step(model, x)
    first.backward()
    theirs = _torch_outer()
    theirs.load_state_dict({k: torch.tensor(v) for k, v in model.state_dict().items()})
    want = (theirs(torch.ones(2, 3)) ** 2).sum()
    want.backward()
    assert first.item() == pytest.approx(want.item(), rel=1e-6)
    for (name, p), tp in zip(model.named_parameters(), theirs.parameters()):
        np.testing.assert_allclose(np.asarray(p.grad), tp.grad.numpy(), rtol=1e-5,
                                   atol=1e-6 * np.abs(tp.grad.numpy()).max(), err_msg=name)
    assert all(b.grad is None for b in model.buffers())
    with aotgrad.no_grad():
        model.blocks[0].scale.mul_(0.0)                  # in place: the next call sees it
    assert step(model, x).item() != pytest.approx(first.item())
    with torch.no_grad():
        theirs.blocks[0].scale.mul_(0.0)
    assert step(model, x).item() == pytest.approx((theirs(torch.ones(2, 3)) ** 2).sum().item(),
                                                  rel=1e-6)
    assert step.cache_info().misses == 1


def test_the_grad_of_a_parameter_is_a_plain_tensor():
    """As PyTorch's: `type(p.grad)` is Tensor, not Parameter (its repr, isinstance checks and
    an optimizer given `[p.grad]` by mistake tell them apart)."""
    lin = nn.Linear(2, 3)
    lin(aotgrad.ones(4, 2)).sum().backward()
    assert type(lin.weight.grad) is aotgrad.Tensor
    assert not isinstance(lin.weight.grad, nn.Parameter)
    assert not lin.weight.grad.requires_grad
    t = torch.nn.Linear(2, 3)
    t(torch.ones(4, 2)).sum().backward()
    assert type(t.weight.grad) is torch.Tensor
    np.testing.assert_allclose(np.asarray(lin.weight.grad), t.weight.grad.numpy())


def test_sequential_of_an_ordered_dict_is_pytorchs():
    from collections import OrderedDict
    aotgrad.manual_seed(0)
    ours = nn.Sequential(OrderedDict([("fc", nn.Linear(3, 4)), ("act", nn.GELU()),
                                      ("out", nn.Linear(4, 2))]))
    theirs = torch.nn.Sequential(OrderedDict([("fc", torch.nn.Linear(3, 4)),
                                              ("act", torch.nn.GELU()),
                                              ("out", torch.nn.Linear(4, 2))]))
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert [n for n, _ in ours.named_modules()] == [n for n, _ in theirs.named_modules()]
    theirs.load_state_dict({k: torch.tensor(v) for k, v in ours.state_dict().items()})
    assert ours.fc is ours[0] and isinstance(ours.act, nn.GELU)
    head = ours[1:]
    assert isinstance(head, nn.Sequential) and [n for n, _ in head.named_children()] == \
        [n for n, _ in theirs[1:].named_children()]
    x = np.linspace(-2, 2, 6, dtype=np.float32).reshape(2, 3)
    out = aotgrad.compile(lambda m, x: (m(x) ** 2).sum())(ours, x)
    out.backward()
    want = (theirs(torch.tensor(x)) ** 2).sum()
    want.backward()
    np.testing.assert_allclose(out.item(), want.item(), rtol=1e-6)
    np.testing.assert_allclose(np.asarray(ours.fc.weight.grad), theirs.fc.weight.grad.numpy(),
                               rtol=1e-5, atol=1e-6 * theirs.fc.weight.grad.abs().max().item())
    numbered = nn.Sequential(nn.Linear(3, 3)).append(nn.ReLU())
    assert [n for n, _ in numbered.named_children()] == ["0", "1"]
    with pytest.raises(AttributeError, match="no attribute 'fc2'"):
        ours.fc2
