"""Module forward hooks and `nn.utils.weight_norm` against PyTorch: pre-hooks that replace the
arguments, hooks that read or replace the output, `with_kwargs`, `prepend`, handles (and
compiled functions compiling again when a hook comes or goes); weight normalisation's
parameters, state_dict keys, values and gradients, eager and compiled, and its removal."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad

torch = pytest.importorskip("torch")
nn = aotgrad.nn
X = np.random.default_rng(2).standard_normal((5, 4)).astype(np.float32)


def _linears():
    t = torch.nn.Linear(4, 3)
    a = nn.Linear(4, 3)
    a.load_state_dict({k: v.detach().numpy() for k, v in t.state_dict().items()})
    return a, t


def test_hooks_read_and_replace_arguments_and_outputs_as_pytorch():
    for lib, m in zip((aotgrad, torch), _linears()):
        seen = []
        pre = m.register_forward_pre_hook(lambda mod, args: (args[0] * 2,))
        post = m.register_forward_hook(lambda mod, args, out: seen.append(out.shape))
        first = m.register_forward_hook(lambda mod, args, out: out + 1, prepend=True)
        kw = m.register_forward_hook(lambda mod, args, kwargs, out: out * 3, with_kwargs=True)
        out = m(lib.tensor(X))
        assert seen == [(5, 3)]
        if lib is aotgrad:
            ours = out.detach().numpy()
        else:
            theirs = out.detach().numpy()
        for h in (pre, post, first, kw):
            h.remove()
        h.remove()                                   # a second removal does nothing
        plain = m(lib.tensor(X)).detach().numpy()
        assert seen == [(5, 3)]
        with m.register_forward_hook(lambda mod, args, out: out * 0):
            assert not m(lib.tensor(X)).detach().numpy().any()
        np.testing.assert_array_equal(m(lib.tensor(X)).detach().numpy(), plain)
    np.testing.assert_allclose(ours, theirs, rtol=1e-6)


def test_a_compiled_function_compiles_again_when_a_hook_comes_or_goes():
    m, _ = _linears()
    f = aotgrad.compile(lambda x: m(x).sum())
    x = aotgrad.tensor(X)
    plain = f(x).detach().numpy()
    handle = m.register_forward_hook(lambda mod, args, out: out * 10)
    np.testing.assert_allclose(f(x).detach().numpy(), plain * 10, rtol=1e-5)
    handle.remove()
    np.testing.assert_allclose(f(x).detach().numpy(), plain, rtol=1e-6)
    assert f.cache_info().misses == 2


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
@pytest.mark.parametrize("kind,dim", [("linear", 0), ("linear", None), ("conv", 0),
                                      ("conv", 1)])
def test_weight_norm_matches_pytorch(kind, dim, compiled):
    if kind == "linear":
        a, t = _linears()
        x = X
    else:
        t = torch.nn.Conv2d(2, 3, 3)
        a = nn.Conv2d(2, 3, 3)
        a.load_state_dict({k: v.detach().numpy() for k, v in t.state_dict().items()})
        x = np.random.default_rng(3).standard_normal((2, 2, 6, 5)).astype(np.float32)
    a = nn.utils.weight_norm(a, dim=dim)
    with pytest.warns(FutureWarning):
        t = torch.nn.utils.weight_norm(t, dim=dim)
    assert list(a.state_dict()) == list(t.state_dict())
    for name, value in t.state_dict().items():
        np.testing.assert_allclose(a.state_dict()[name], value.numpy(), rtol=1e-6, err_msg=name)
    loss = (lambda x: (a(x) ** 2).sum())
    run = aotgrad.compile(loss) if compiled else loss
    got = run(aotgrad.tensor(x))
    want = (t(torch.tensor(x)) ** 2).sum()
    got.backward()
    want.backward()
    np.testing.assert_allclose(got.detach().numpy(), want.detach().numpy(), rtol=1e-5)
    for (name, p), q in zip(a.named_parameters(), t.parameters()):
        np.testing.assert_allclose(p.grad.numpy(), q.grad.numpy(), rtol=1e-4, atol=1e-5,
                                   err_msg=name)


def test_weight_norm_loads_pytorchs_state_and_comes_off_again():
    a, t = _linears()
    a = nn.utils.weight_norm(a)
    with pytest.warns(FutureWarning):
        t = torch.nn.utils.weight_norm(t)
    with torch.no_grad():
        t.weight_g.mul_(2.0)
    a.load_state_dict({k: v.detach().numpy() for k, v in t.state_dict().items()})
    np.testing.assert_allclose(a(aotgrad.tensor(X)).detach().numpy(),
                               t(torch.tensor(X)).detach().numpy(), rtol=1e-5)
    with pytest.raises(RuntimeError, match="two weight_norm hooks"):
        nn.utils.weight_norm(a)
    nn.utils.remove_weight_norm(a)
    torch.nn.utils.remove_weight_norm(t)
    assert type(a) is nn.Linear and list(a.state_dict()) == list(t.state_dict()) == \
        ["bias", "weight"]
    np.testing.assert_allclose(a.weight.detach().numpy(), t.weight.detach().numpy(),
                               rtol=1e-6)
    with pytest.raises(ValueError, match="weight_norm of 'weight' not found"):
        nn.utils.remove_weight_norm(a)
