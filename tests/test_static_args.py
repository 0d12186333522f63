"""What users type: static arguments, compiling and differentiating a parsed DSL model, a
visible recompilation limit, and one dump directory per signature."""
import warnings

import numpy as np
import pytest
import torch

import aotgrad

MODEL = """
def loss(x: f64[4, 3], w: f64[3, 2], labels: i64[4] nograd) -> f64[] {
    return cross_entropy(tanh(x @ w), labels)
}
"""


def test_static_int_drives_python_control_flow():
    def f(x, n, use_relu):
        for _ in range(n):
            x = x * 2.0
        return aotgrad.relu(x) if use_relu else x

    step = aotgrad.compile(f, static_argnums=(1,), static_argnames="use_relu")
    x = np.array([-1.0, 3.0], np.float32)
    np.testing.assert_array_equal(step(x, 2, use_relu=True), [0.0, 12.0])
    np.testing.assert_array_equal(step(x, 2, use_relu=False), [-4.0, 12.0])
    np.testing.assert_array_equal(step(x, 3, use_relu=False), [-8.0, 24.0])
    np.testing.assert_array_equal(step(x, 2, use_relu=True), [0.0, 12.0])
    assert step.cache_info() == (1, 3, 3)


def test_static_values_of_different_types_do_not_share_a_compilation():
    step = aotgrad.compile(lambda x, k: x * k, static_argnums=1)
    x = np.ones(2, np.float32)
    assert step(x, 1).dtype == np.float32 and step(x, True).dtype == np.float32
    assert step.cache_info().misses == 2


def test_unhashable_static_argument_is_a_clear_error():
    step = aotgrad.compile(lambda x, shape: x.reshape(shape), static_argnums=(1,))
    with pytest.raises(TypeError, match="static argument 'shape'.*hashable.*list"):
        step(np.ones(4, np.float32), [2, 2])
    np.testing.assert_array_equal(step(np.ones(4, np.float32), (2, 2)), np.ones((2, 2)))


def test_bad_static_argnums_and_names_are_reported():
    with pytest.raises(ValueError, match="static_argnums 3 is out of range"):
        aotgrad.compile(lambda x, y: x, static_argnums=3)
    with pytest.raises(ValueError, match=r"static_argnames \['z'\]"):
        aotgrad.compile(lambda x, y: x, static_argnames="z")


def test_compile_a_parsed_module_and_get_gradients_of_its_function():
    step = aotgrad.compile(aotgrad.parse(MODEL, "model.ag"), fn="loss")
    rng = np.random.default_rng(0)
    xv, wv, labels = rng.standard_normal((4, 3)), rng.standard_normal((3, 2)), \
        np.array([0, 1, 1, 0])
    x, w = aotgrad.tensor(xv, requires_grad=True), aotgrad.tensor(wv, requires_grad=True)
    out = step(x, w, labels)
    out.backward()
    tx, tw = torch.tensor(xv, requires_grad=True), torch.tensor(wv, requires_grad=True)
    expected = torch.nn.functional.cross_entropy(torch.tanh(tx @ tw), torch.tensor(labels))
    expected.backward()
    np.testing.assert_allclose(out.item(), expected.item(), rtol=1e-12)
    np.testing.assert_allclose(x.grad, tx.grad.numpy(), rtol=1e-10)
    np.testing.assert_allclose(w.grad, tw.grad.numpy(), rtol=1e-10)
    forward = step.compiled.module.get("loss_forward")
    assert "%primals_3: buf<i64[4]> nograd" in str(forward)   # the DSL's nograd is kept
    assert forward.loc.file == "model.ag"


def test_grad_of_a_parsed_module():
    d_w = aotgrad.grad(aotgrad.parse(MODEL), argnums=1, fn="loss")
    rng = np.random.default_rng(1)
    xv, wv, labels = rng.standard_normal((4, 3)), rng.standard_normal((3, 2)), [1, 0, 0, 1]
    tw = torch.tensor(wv, requires_grad=True)
    torch.nn.functional.cross_entropy(torch.tanh(torch.tensor(xv) @ tw),
                                      torch.tensor(labels)).backward()
    np.testing.assert_allclose(d_w(xv, wv, np.array(labels)), tw.grad.numpy(), rtol=1e-10)


def test_module_with_dropout_draws_from_the_generator():
    m = aotgrad.parse("def f(x: f32[64]) -> f32[64] { return dropout(x, p=0.5) }")
    step = aotgrad.compile(m)
    x = np.ones(64, np.float32)
    assert not np.array_equal(step(x), step(x))


def test_module_arguments_of_the_wrong_type_are_named():
    step = aotgrad.compile(aotgrad.parse(MODEL), fn="loss")
    with pytest.raises(aotgrad.TraceError, match="'@loss' argument 'w' must be f64.3,2., got"
                                                 " f64.2,2."):
        step(np.ones((4, 3)), np.ones((2, 2)), np.zeros(4, np.int64))
    with pytest.raises(aotgrad.TraceError, match="takes 3 arguments .x, w, labels., got 2"):
        step(np.ones((4, 3)), np.ones((3, 2)))
    with pytest.raises(TypeError, match="fn=name picks a function of a Module"):
        aotgrad.compile(lambda x: x, fn="loss")


def test_cache_limit_warns_once_naming_the_changing_argument():
    step = aotgrad.compile(lambda x, w: (x * w).sum(), cache_size_limit=3)
    w = np.ones(1, np.float32)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for n in range(1, 7):
            step(np.ones(n, np.float32), w)
    recompiles = [c for c in caught if issubclass(c.category, aotgrad.RecompileWarning)]
    assert len(recompiles) == 1
    message = str(recompiles[0].message)
    assert "cache_size_limit=3" in message and "'x' (f32[1], f32[2], f32[3], f32[4])" in message
    assert "'w'" not in message
    assert step.cache_info() == (0, 6, 3)
    step(np.ones(6, np.float32), w)                 # recent signatures are still cached
    assert step.cache_info().hits == 1


def test_dump_dir_keeps_one_directory_per_signature(tmp_path):
    step = aotgrad.compile(lambda x: aotgrad.exp(x).sum(), dump_dir=tmp_path)
    step(np.ones(2, np.float32))
    step(np.ones(3, np.float32))
    step(np.ones(2, np.float32))
    dirs = sorted(p.name for p in tmp_path.iterdir())
    assert dirs == ["0_x-f32x2", "1_x-f32x3"]
    assert "f32[3]" in (tmp_path / "1_x-f32x3" / "00-input.ir").read_text()
