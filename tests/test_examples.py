"""The Python examples: each runs (short modes), the digits MLP learns and matches PyTorch step by
step, and the transformer's gradients are PyTorch's for the same weights."""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import aotgrad
from aotgrad import optim

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def example(name: str):
    """Import examples/<name>.py as a module."""
    spec = importlib.util.spec_from_file_location(f"example_{name}", EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_seed_example_gradients_match_the_dsl_model():
    loss, x, w, b = example("seed").run(log=lambda *_: None)
    module = aotgrad.parse_file(str(EXAMPLES / "seed.ag"))
    want = aotgrad.grad(module, argnums=(0, 1, 2))(x.data, w.data, b.data)
    for got, expected in zip((x.grad, w.grad, b.grad), want):
        np.testing.assert_allclose(got, expected, rtol=1e-4, atol=1e-5)


def test_seed_mlp_quick_mode_runs_and_its_loss_moves():
    losses = example("seed_mlp").run(inputs=16, hidden=32, batch=4, steps=3,
                                     log=lambda *_: None)
    assert len(losses) == 3 and losses[0] != losses[-1]


@pytest.mark.parametrize("name", ["seed", "seed_mlp", "digits_mlp", "transformer", "cnn_digits"])
def test_quick_mode_is_one_command(name):
    pytest.importorskip("sklearn")
    run = subprocess.run([sys.executable, str(EXAMPLES / f"{name}.py"), "--quick"],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr


def test_digits_mlp_reaches_95_percent():
    pytest.importorskip("sklearn")
    _, acc, losses = example("digits_mlp").train(log=lambda *_: None)
    assert acc >= 0.95
    assert np.mean(losses[-20:]) < np.mean(losses[:20]) / 5


def test_cnn_digits_reaches_97_percent_and_tracks_batch_statistics():
    pytest.importorskip("sklearn")
    model, acc, losses = example("cnn_digits").train(log=lambda *_: None)
    assert acc >= 0.97
    assert np.mean(losses[-20:]) < np.mean(losses[:20]) / 5
    state = model.state_dict()
    assert int(state["1.num_batches_tracked"]) == len(losses)
    assert not np.allclose(state["1.running_mean"], 0.0)


def test_digits_without_scikit_learn_says_how_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "sklearn", None)
    monkeypatch.setitem(sys.modules, "sklearn.datasets", None)
    with pytest.raises(SystemExit, match="pip install scikit-learn"):
        example("digits_mlp").load_digits()


@pytest.mark.parametrize("name, options", [("SGD", dict(lr=0.1, momentum=0.9)),
                                           ("Adam", dict(lr=3e-3))])
def test_digits_mlp_loss_matches_pytorch_step_by_step(name, options):
    torch = pytest.importorskip("torch")
    pytest.importorskip("sklearn")
    digits = example("digits_mlp")
    x, y, _, _ = digits.load_digits()
    model = digits.make_model()
    reference = torch.nn.Sequential(torch.nn.Linear(64, 64), torch.nn.ReLU(),
                                    torch.nn.Linear(64, 10))
    reference.load_state_dict({k: torch.tensor(v) for k, v in model.state_dict().items()})
    opt = getattr(optim, name)(model.parameters(), **options)
    topt = getattr(torch.optim, name)(reference.parameters(), **options)
    step = aotgrad.compile(digits.loss_fn)
    ours, theirs = [], []
    for b in [b for epoch in range(3) for b in digits.batches(len(x), 64, epoch)][:50]:
        opt.zero_grad()
        loss = step(model, x[b], y[b])
        loss.backward()
        opt.step()
        ours.append(loss.item())
        topt.zero_grad()
        tloss = torch.nn.functional.cross_entropy(reference(torch.tensor(x[b])),
                                                  torch.tensor(y[b]))
        tloss.backward()
        topt.step()
        theirs.append(tloss.item())
    assert len(ours) == 50
    np.testing.assert_allclose(ours, theirs, rtol=1e-4)
    assert ours[-1] < ours[0] / 2


def torch_transformer(torch, t):
    """The PyTorch module with the attributes of examples/transformer.py's TinyTransformer."""
    nn, F = torch.nn, torch.nn.functional

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.ln1 = nn.LayerNorm(t.WIDTH)
            self.q, self.k, self.v, self.o = (nn.Linear(t.WIDTH, t.WIDTH) for _ in range(4))
            self.ln2 = nn.LayerNorm(t.WIDTH)
            self.fc1, self.fc2 = nn.Linear(t.WIDTH, t.HIDDEN), nn.Linear(t.HIDDEN, t.WIDTH)

        def forward(self, x):
            h = self.ln1(x)
            q, k, v = self.q(h), self.k(h), self.v(h)
            p = torch.softmax(q @ k.transpose(1, 2) / t.WIDTH ** 0.5, dim=-1)
            x = x + self.o(p @ v)
            return x + self.fc2(F.gelu(self.fc1(self.ln2(x)), approximate="tanh"))

    class Model(nn.Module):
        def __init__(self):
            super().__init__()
            self.tok, self.pos = nn.Embedding(t.VOCAB, t.WIDTH), nn.Embedding(t.LENGTH, t.WIDTH)
            self.block, self.ln_f = Block(), nn.LayerNorm(t.WIDTH)
            self.head = nn.Linear(t.WIDTH, t.VOCAB)

        def forward(self, ids):
            x = self.tok(ids) + self.pos(torch.arange(ids.shape[-1]))
            return self.head(self.ln_f(self.block(x)))
    return Model()


def test_transformer_gradients_match_pytorch_and_its_loss_decreases():
    torch = pytest.importorskip("torch")
    t = example("transformer")
    model = t.TinyTransformer()
    rng = np.random.default_rng(1)
    # Perturb LayerNorm's ones and zeros so that every parameter's gradient is generic.
    model.load_state_dict({k: v + 0.1 * rng.standard_normal(v.shape).astype(np.float32)
                           for k, v in model.state_dict().items()})
    reference = torch_transformer(torch, t)
    assert [n for n, _ in reference.named_parameters()] == \
        [n for n, _ in model.named_parameters()]
    reference.load_state_dict({k: torch.tensor(v) for k, v in model.state_dict().items()})
    ids, targets = t.reversal_batch(rng, 4)
    step = aotgrad.compile(t.loss_fn)
    loss = step(model, ids, targets)
    loss.backward()
    logits = reference(torch.tensor(ids))
    tloss = torch.nn.functional.cross_entropy(logits.reshape(-1, t.VOCAB),
                                              torch.tensor(targets).reshape(-1))
    tloss.backward()
    np.testing.assert_allclose(loss.item(), tloss.item(), rtol=1e-5)
    for (name, p), (_, q) in zip(model.named_parameters(), reference.named_parameters()):
        np.testing.assert_allclose(p.grad, q.grad.numpy(), rtol=2e-4, atol=2e-5, err_msg=name)
    # A few training steps with the same compiled step: the loss falls.
    opt = optim.AdamW(model.parameters(), lr=1e-2, weight_decay=0.0)
    losses = []
    for _ in range(30):
        ids, targets = t.reversal_batch(rng, 4)
        opt.zero_grad()
        loss = step(model, ids, targets)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    assert np.mean(losses[-5:]) < np.mean(losses[:5]) * 0.7
    assert step.cache_info().misses == 1
