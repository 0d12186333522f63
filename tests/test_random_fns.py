"""PyTorch's random functions on aotgrad's counter-based generator: `rand` and `randn` with
sizes as PyTorch takes them, `rand_like`, `randn_like`, `Tensor.normal_`, `Tensor.uniform_`;
their distributions, `manual_seed` reproducibility, the same numbers eager, compiled and
recomputed in a backward, the stream each uses, the DSL, PTX, and errors."""
from __future__ import annotations

import numpy as np
import pytest
from scipy import stats

import aotgrad
from aotgrad.ir import tensor as T
from aotgrad.ir.errors import IRError
from aotgrad.passes.manager import run_pipeline
from aotgrad.runtime.random import default_generator
from cuda_ptx import assert_compiles_to_ptx


@pytest.fixture(autouse=True)
def seeded():
    state = default_generator.get_state()
    aotgrad.manual_seed(2024)
    yield
    default_generator.set_state(state)


@pytest.mark.parametrize("name", ["rand", "randn"])
@pytest.mark.parametrize("call", [
    lambda f: f(2, 3), lambda f: f((2, 3)), lambda f: f([2, 3]), lambda f: f(size=(2, 3))])
def test_sizes_are_taken_as_torch_takes_them(name, call):
    out = call(getattr(aotgrad, name))
    assert out.shape == (2, 3) and out.dtype == np.float32 and not out.requires_grad


@pytest.mark.parametrize("name", ["rand", "randn"])
def test_dtype_and_requires_grad(name):
    out = getattr(aotgrad, name)(4, dtype="f64", requires_grad=True)
    assert out.dtype == np.float64 and out.requires_grad and out.is_leaf
    assert getattr(aotgrad, name)(5).shape == (5,)
    assert getattr(aotgrad, name)().shape == ()


@pytest.mark.parametrize("dtype", ["f32", "f64"])
def test_randn_is_standard_normal(dtype):
    x = np.asarray(aotgrad.randn(200_000, dtype=dtype)).astype(np.float64)
    assert abs(x.mean()) < 5 / np.sqrt(x.size)
    assert abs(x.var() - 1) < 5 * np.sqrt(2 / x.size)
    assert stats.kstest(x, "norm").pvalue > 1e-3
    assert abs(np.corrcoef(x[:-1], x[1:])[0, 1]) < 5 / np.sqrt(x.size)
    assert np.isfinite(x).all() and abs(x).max() < 9


def test_rand_is_uniform_in_zero_one():
    x = np.asarray(aotgrad.rand(100_000, dtype="f64"))
    assert x.min() >= 0 and x.max() < 1
    assert stats.kstest(x, "uniform").pvalue > 1e-3


def test_manual_seed_reproduces_and_each_call_draws_fresh_numbers():
    aotgrad.manual_seed(7)
    a, b = np.asarray(aotgrad.randn(50)), np.asarray(aotgrad.randn(50))
    aotgrad.manual_seed(7)
    np.testing.assert_array_equal(np.asarray(aotgrad.randn(50)), a)
    np.testing.assert_array_equal(np.asarray(aotgrad.randn(50)), b)
    assert not np.array_equal(a, b)
    aotgrad.manual_seed(8)
    assert not np.array_equal(np.asarray(aotgrad.randn(50)), a)


def test_randn_uses_two_counters_per_element():
    aotgrad.manual_seed(3)
    aotgrad.randn(3, 4)
    assert default_generator.get_state()[1] == 24
    aotgrad.rand(5)
    assert default_generator.get_state()[1] == 29

    def f(x):
        return x * aotgrad.randn(3) + aotgrad.rand(3)

    m = aotgrad.trace(f, np.ones(3, np.float32))
    ops = [op for op in m.get().ops if type(op).random]
    assert [(type(op), op.offset) for op in ops] == [(T.RandnOp, 0), (T.RandOp, 6)]
    assert T.stream_length(m.get()) == 9
    decomposed = run_pipeline(m, "decompose")
    assert [(type(op), op.offset) for op in decomposed.get().walk() if type(op).random] == \
        [(T.RandOp, 0), (T.RandOp, 3), (T.RandOp, 6)]


def test_compiled_code_draws_the_numbers_eager_code_draws():
    aotgrad.manual_seed(11)
    eager = [np.asarray(aotgrad.randn(4, 5)), np.asarray(aotgrad.rand(4, 5))]
    f = aotgrad.compile(lambda: (aotgrad.randn(4, 5), aotgrad.rand(4, 5)))
    aotgrad.manual_seed(11)
    compiled = f()
    np.testing.assert_allclose(np.asarray(compiled[0]), eager[0], rtol=2e-6, atol=2e-6)
    np.testing.assert_array_equal(np.asarray(compiled[1]), eager[1])
    aotgrad.manual_seed(11)
    again = f()
    np.testing.assert_array_equal(np.asarray(again[0]), np.asarray(compiled[0]))


@pytest.mark.parametrize("strategy", ["default", "min_cut"])
def test_reparameterised_noise_is_recomputed_exactly_in_the_backward(strategy):
    def sample(mu, log_sigma):
        return mu + aotgrad.exp(log_sigma) * aotgrad.randn_like(mu)

    mu = aotgrad.tensor(np.zeros((8, 16), np.float32), requires_grad=True)
    log_sigma = aotgrad.tensor(np.zeros((8, 16), np.float32), requires_grad=True)
    f = aotgrad.compile(sample, partition=strategy)
    z = f(mu, log_sigma)
    z.sum().backward()
    noise = z.detach().numpy()                     # mu = 0, sigma = 1: z is the noise
    np.testing.assert_array_equal(np.asarray(mu.grad), np.ones((8, 16), np.float32))
    np.testing.assert_array_equal(np.asarray(log_sigma.grad), noise)


@pytest.mark.parametrize("name", ["rand_like", "randn_like"])
def test_like_functions_take_shape_and_dtype(name):
    x = aotgrad.tensor(np.zeros((3, 2)))
    out = getattr(aotgrad, name)(x)
    assert out.shape == (3, 2) and out.dtype == np.float64
    assert getattr(aotgrad, name)(x, dtype="f32").dtype == np.float32

    def f(x):
        return x + getattr(aotgrad, name)(x)

    traced = aotgrad.compile(f)(np.zeros((3, 2), np.float32))
    assert traced.shape == (3, 2) and traced.dtype == np.float32


def test_normal_fills_in_place_with_mean_and_std():
    w = aotgrad.zeros(400, 500)
    assert w.normal_(2.0, 0.5) is w
    x = np.asarray(w).astype(np.float64)
    assert abs(x.mean() - 2.0) < 5 * 0.5 / np.sqrt(x.size)
    assert abs(x.std() - 0.5) < 5 * 0.5 / np.sqrt(2 * x.size)
    aotgrad.manual_seed(1)
    a = np.asarray(aotgrad.zeros(10).normal_()).copy()
    aotgrad.manual_seed(1)
    np.testing.assert_allclose(a, np.asarray(aotgrad.randn(10)), rtol=1e-6, atol=1e-6)


def test_uniform_fills_in_place_between_from_and_to():
    w = aotgrad.zeros(1000, dtype="f64")
    x = np.asarray(w.uniform_(-3, 2)).copy()
    assert x.min() >= -3 and x.max() < 2 and abs(x.mean() + 0.5) < 0.2
    x = np.asarray(w.uniform_(**{"from": 5, "to": 6})).copy()
    assert x.min() >= 5 and x.max() < 6
    x = np.asarray(w.uniform_()).copy()
    assert x.min() >= 0 and x.max() < 1


def test_in_place_fills_follow_torch_rules_for_parameters():
    p = aotgrad.tensor(np.zeros(4, np.float32), requires_grad=True)
    with pytest.raises(RuntimeError, match="in-place update of a leaf tensor"):
        p.normal_()
    with aotgrad.no_grad():
        p.normal_()
        p.uniform_(-0.1, 0.1)
    assert np.abs(np.asarray(p.detach())).max() < 0.1
    with pytest.raises(TypeError, match="floating-point"):
        aotgrad.zeros(3, dtype="i64").normal_()


def test_randn_in_the_dsl_decomposes_and_compiles_to_ptx(tmp_path):
    m = aotgrad.parse("""
def noisy(x: f32[16, 8]) -> f32[] {
    return sum(x * randn(shape=[16, 8]) + rand(shape=[16, 8]))
}
""", "noisy.ag")
    ops = [op for op in m.get().ops if type(op).random]
    assert [(type(op), op.offset) for op in ops] == [(T.RandnOp, 0), (T.RandOp, 256)]
    assert "__global__" in assert_compiles_to_ptx(m, tmp_path)


@pytest.mark.parametrize("call, message", [
    (lambda: aotgrad.randn(2, seed=3), "takes no 'seed'"),
    (lambda: aotgrad.randn(2, -1), "valid shape"),
    (lambda: aotgrad.rand(2, dtype="i64"), "float dtype"),
])
def test_bad_arguments_are_located_errors(call, message):
    with pytest.raises(IRError, match=message) as info:
        call()
    assert "test_random_fns.py" in str(info.value)


@pytest.mark.parametrize("dtype", ["f32", "f64"])
def test_decomposed_randn_gives_the_numbers_of_the_op(dtype):
    m = aotgrad.parse_ir(f"""
func @f(%rng: i64[2] nograd) -> {dtype}[64,33] {{
  %z = tensor.randn %rng {{offset = 7}} : {dtype}[64,33]
  return %z
}}
""")
    out = run_pipeline(m, "decompose")
    assert not any(type(op).composite for op in out.get().ops)
    for rng in ([0, 0], [123, 456], [-5, 2 ** 40]):
        rng = np.array(rng, np.int64)
        (want,), (got,) = aotgrad.interpret(m, rng), aotgrad.interpret(out, rng)
        assert got.dtype == want.dtype and np.isfinite(got).all()
        np.testing.assert_allclose(got, want, rtol=1e-6 if dtype == "f32" else 1e-14,
                                   atol=1e-6 if dtype == "f32" else 1e-14)


def test_a_leaf_requiring_grad_is_not_made_inside_a_compiled_function():
    f = aotgrad.compile(lambda x: x + aotgrad.randn(3, requires_grad=True))
    with pytest.raises(TypeError, match="made outside it and passed in"):
        f(np.ones(3, np.float32))


def test_sizes_read_from_a_traced_shape():
    f = aotgrad.compile(lambda x: x + aotgrad.randn(x.shape[0], 2, dtype=x.type.dtype))
    assert f(np.ones((3, 2))).shape == (3, 2) and f(np.ones((3, 2))).dtype == np.float64


def test_a_compiled_call_advances_the_generator_past_both_draws_of_randn():
    f = aotgrad.compile(lambda x: x + aotgrad.randn(4, 3))
    aotgrad.manual_seed(9)
    f(np.zeros((4, 3), np.float32))
    assert default_generator.get_state() == (9, 24)
    f(np.zeros((4, 3), np.float32))
    assert default_generator.get_state() == (9, 48)


def test_randint_as_torchs_signatures_in_range_and_reproducible():
    aotgrad.manual_seed(3)
    a = aotgrad.randint(-3, 2, (4000,))
    assert a.dtype == np.int64 and a.shape == (4000,)
    assert set(np.asarray(a).tolist()) == {-3, -2, -1, 0, 1}           # low included, high not
    counts = np.bincount(np.asarray(a) + 3)
    assert counts.min() > 700                                          # uniform: 800 expected
    assert aotgrad.randint(5, (2, 3)).shape == (2, 3)                  # randint(high, size)
    assert aotgrad.randint(2, 4, size=(3,), dtype="i32").dtype == np.int32
    aotgrad.manual_seed(3)
    np.testing.assert_array_equal(aotgrad.randint(-3, 2, (4000,)), a)
    f = aotgrad.compile(lambda x: x + aotgrad.randint(0, 1000, (64,)))
    zeros = aotgrad.tensor(np.zeros(64, np.int64))
    first, second = np.asarray(f(zeros)), np.asarray(f(zeros))
    assert not np.array_equal(first, second) and first.min() >= 0 and first.max() < 1000
    for bad in [(3, 3, (2,)), (1.5, 3, (2,)), (0, 3, None)]:
        with pytest.raises((TypeError, ValueError)):
            aotgrad.randint(*bad)


def test_factories_take_requires_grad_as_pytorchs():
    for factory in (aotgrad.zeros, aotgrad.ones, aotgrad.rand, aotgrad.randn):
        t = factory(2, 3, requires_grad=True)
        assert t.requires_grad and t.is_leaf and t.shape == (2, 3)
        (t * 2.0).sum().backward()
        np.testing.assert_array_equal(t.grad, np.full((2, 3), 2.0, np.float32))
    assert aotgrad.full((2,), 3.0, requires_grad=True).requires_grad
    assert not aotgrad.zeros(2).requires_grad
