"""The Python tracer: the IR it builds, its names and locations, and its errors."""
import inspect

import numpy as np
import pytest

import aotgrad
from aotgrad.frontend.ops import function_names
from aotgrad.frontend.tracer import TraceError
from aotgrad.ir.core import IRError
from aotgrad.ir.types import DType, TensorType
from aotgrad.ir.verifier import verify

F32 = np.float32


def f32(*shape):
    return np.zeros(shape, F32)


def line_of(fn, marker: str) -> int:
    """The absolute line number of the line of `fn` containing `marker`."""
    lines, first = inspect.getsourcelines(fn)
    return first + next(i for i, text in enumerate(lines) if marker in text)


def test_trace_builds_expected_ir_for_a_layer():
    def layer(x, w, b):
        return aotgrad.relu(x @ w + b).sum()

    text = str(aotgrad.trace(layer, f32(2, 3), f32(3, 4), f32(4)))
    assert text == """\
func @layer(%x: f32[2,3], %w: f32[3,4], %b: f32[4]) -> f32[] {
  %mm = tensor.matmul %x, %w : f32[2,4]
  %b_1 = tensor.broadcast %b {dims = [1]} : f32[2,4]
  %add = tensor.add %mm, %b_1 : f32[2,4]
  %relu = tensor.relu %add : f32[2,4]
  %sum = tensor.sum %relu {axes = [0, 1], keepdim = false} : f32[]
  return %sum
}
"""


def test_trace_reflected_operators_keep_operand_order():
    def f(x):
        return 2 - x, 1 / x, 2 ** x, -x

    text = str(aotgrad.trace(f, f32(3)))
    assert text == """\
func @f(%x: f32[3]) -> (f32[3], f32[3], f32[3], f32[3]) {
  %constant = tensor.constant 2.0 : f32[3]
  %sub = tensor.sub %constant, %x : f32[3]
  %constant_1 = tensor.constant 1.0 : f32[3]
  %div = tensor.div %constant_1, %x : f32[3]
  %constant_2 = tensor.constant 2.0 : f32[3]
  %pow = tensor.pow %constant_2, %x : f32[3]
  %neg = tensor.neg %x : f32[3]
  return %sub, %div, %pow, %neg
}
"""


def test_trace_comparisons_give_bool_tensors():
    def f(x, y):
        return x < y, x <= 1.0, x > y, x >= y, x == y, x != 0.5

    f_ = aotgrad.trace(f, f32(2), f32(2)).get()
    assert [str(t) for t in f_.result_types] == ["bool[2]"] * 6
    assert [op.name for op in f_.ops if op.name.startswith("tensor.") and
            op.name != "tensor.constant"] == \
        ["tensor.lt", "tensor.le", "tensor.gt", "tensor.ge", "tensor.eq", "tensor.ne"]


def test_trace_methods_and_attributes():
    seen = {}

    def f(x):
        seen.update(shape=x.shape, dtype=x.dtype, ndim=x.ndim)
        return (x.sum(axis=0, keepdim=True), x.mean(), x.max(axis=1), x.T,
                x.reshape(1, 6), x.reshape([3, 2]), x.transpose(), x.transpose(1, 0),
                x.transpose([1, 0]), x.exp())

    f_ = aotgrad.trace(f, f32(2, 3)).get()
    assert seen == {"shape": (2, 3), "dtype": np.dtype(F32), "ndim": 2}
    assert [str(t) for t in f_.result_types] == [
        "f32[1,3]", "f32[]", "f32[2]", "f32[3,2]", "f32[1,6]", "f32[3,2]", "f32[3,2]",
        "f32[3,2]", "f32[3,2]", "f32[2,3]"]


def test_trace_indexing_slices_and_drops_integer_axes():
    def f(x):
        return x[0], x[:, 1:3], x[..., -1]

    m = aotgrad.trace(f, f32(2, 4))
    assert [str(t) for t in m.get().result_types] == ["f32[4]", "f32[2,2]", "f32[2]"]
    x = np.arange(8, dtype=F32).reshape(2, 4)
    got = aotgrad.interpret(m, x)
    for g, want in zip(got, (x[0], x[:, 1:3], x[..., -1])):
        np.testing.assert_array_equal(g, want)


def test_trace_unrolls_python_loops():
    def f(x):
        for _ in range(3):
            x = x * 2.0
        return x

    f_ = aotgrad.trace(f, f32(4)).get()
    assert sum(op.name == "tensor.mul" for op in f_.ops) == 3
    np.testing.assert_allclose(aotgrad.interpret(aotgrad.Module([f_]), np.ones(4, F32))[0], 8.0)


def test_trace_names_arguments_and_function():
    def g(first, *rest):
        return first + rest[0] + rest[1]

    f_ = aotgrad.trace(g, f32(2), f32(2), f32(2)).get()
    assert f_.name == "g"
    assert [a.name_hint for a in f_.args] == ["first", "rest_1", "rest_2"]
    assert aotgrad.trace(lambda x: x, f32(1)).get().name == "lambda"


def test_trace_example_argument_types():
    f_ = aotgrad.trace(lambda a, b, c, d, e, t: a, 1.5, 2, True, np.float64(1.0),
                       TensorType((2,), DType.i32), aotgrad.tensor([1.0, 2.0])).get()
    # a Python float takes the dtype of the first float tensor argument (here the f64 scalar)
    assert [str(t) for t in f_.arg_types] == ["f64[]", "i64[]", "bool[]", "f64[]", "i32[2]",
                                              "f32[2]"]
    assert str(aotgrad.trace(lambda a: a, 0.5).get().arg_types[0]) == "f32[]"
    scaled = aotgrad.trace(lambda x, s: x * s, np.zeros(2), 0.5).get()
    assert [str(t) for t in scaled.arg_types] == ["f64[2]", "f64[]"]
    with pytest.raises(aotgrad.DTypeError, match="argument #1 is a str, which cannot be traced"):
        aotgrad.trace(lambda a: a, "x")


def test_trace_multiple_outputs_and_constant_outputs():
    m = aotgrad.trace(lambda x: (x, 2.0, np.arange(3, dtype=F32)), f32(3))
    outs = aotgrad.interpret(m, np.ones(3, F32))
    assert [str(t) for t in m.get().result_types] == ["f32[3]", "f32[]", "f32[3]"]
    np.testing.assert_array_equal(outs[2], [0, 1, 2])


def test_trace_closure_arrays_become_constants():
    scale = np.full((3,), 2.0, F32)
    table = np.array([1.0, 2.0, 3.0], F32)

    def f(x):
        return x * scale + aotgrad.tensor(table) + aotgrad.zeros([3])

    m = aotgrad.trace(f, f32(3))
    text = str(m)
    assert "tensor.constant 2.0 : f32[3]" in text            # uniform: a splat
    assert "tensor.constant [1.0, 2.0, 3.0] : f32[3]" in text
    np.testing.assert_allclose(aotgrad.interpret(m, np.ones(3, F32))[0], [3, 4, 5])


def test_trace_every_op_has_a_location_in_the_users_file():
    def f(x, w):
        y = x @ w
        return aotgrad.tanh(y).sum()

    f_ = aotgrad.trace(f, f32(2, 2), f32(2, 2)).get()
    for op in f_.ops:
        assert op.loc.file == __file__
    matmul = next(op for op in f_.ops if op.name == "tensor.matmul")
    assert matmul.loc.line == line_of(f, "y = x @ w")
    tanh = next(op for op in f_.ops if op.name == "tensor.tanh")
    assert tanh.loc.line == line_of(f, "aotgrad.tanh(y)")
    assert f_.loc.line == line_of(f, "def f(x, w)")


@pytest.mark.parametrize("marker, fn", [
    ("if x.sum() > 0", lambda: _branch),
    ("int(x[0])", lambda: _to_int),
    ("float(x.sum())", lambda: _to_float),
    ("for row in x", lambda: _iterate),
    ("np.asarray(x)", lambda: _to_numpy),
    ("range(x.sum())", lambda: _as_size),
])
def test_trace_branching_on_a_traced_value_names_the_users_line(marker, fn):
    f = fn()
    with pytest.raises(TraceError) as info:
        aotgrad.trace(f, f32(3))
    assert isinstance(info.value, IRError)
    assert info.value.loc.file == __file__
    assert info.value.loc.line == line_of(f, marker)
    assert "cannot use the value of a traced tensor" in str(info.value)
    assert f"{__file__}:{line_of(f, marker)}" in str(info.value)


def _branch(x):
    if x.sum() > 0:
        return x
    return -x


def _to_int(x):
    return x * int(x[0])


def _to_float(x):
    return x * float(x.sum())


def _iterate(x):
    return [row for row in x]


def _to_numpy(x):
    return np.asarray(x)


def _as_size(x):
    return [x for _ in range(x.sum())]


def test_trace_op_errors_are_located_at_the_users_line():
    def f(x, w):
        return x @ w

    with pytest.raises(TraceError, match="contraction dims differ") as info:
        aotgrad.trace(f, f32(2, 3), f32(2, 3))
    assert info.value.loc.line == line_of(f, "return x @ w")


def test_trace_a_value_escaping_its_trace_is_an_error():
    kept = []

    def keep(x):
        kept.append(x)
        return x

    aotgrad.trace(keep, f32(2))
    with pytest.raises(TraceError, match="used after the function that traced it returned"):
        aotgrad.trace(lambda y: y + kept[0], f32(2))


def test_trace_non_tensor_result_is_an_error():
    # None and strings are returned as they are (`frontend.pytree`); a set is no output
    with pytest.raises(TraceError, match="result #2 is a set"):
        aotgrad.trace(lambda x: (x, {"no"}), f32(2))


def test_trace_checkpoint_tags():
    def f(x):
        a = aotgrad.checkpoint_name(aotgrad.exp(x), "e")
        return aotgrad.save(a) + aotgrad.recompute(aotgrad.sin(a))

    ops = [op for op in aotgrad.trace(f, f32(2)).get().ops if op.name == "tensor.checkpoint"]
    assert [(op.attrs["name"], op.attrs["policy"]) for op in ops] == \
        [("e", "save"), ("", "save"), ("", "recompute")]


def test_trace_numpy_operand_on_the_left_defers_to_the_tracer():
    m = aotgrad.trace(lambda x: np.ones(2, F32) + x, f32(2))
    np.testing.assert_allclose(aotgrad.interpret(m, np.ones(2, F32))[0], 2.0)


def test_trace_attributes_accept_numpy_dtypes():
    f_ = aotgrad.trace(lambda x: aotgrad.cast(x, np.float64) + x.cast(dtype="f64"),
                       f32(2)).get()
    assert str(f_.result_types[0]) == "f64[2]"


def test_traced_module_verifies_and_matches_numpy():
    def f(x, w):
        h = aotgrad.softmax(x @ w, axis=-1)
        return (h * h).mean(axis=0) - aotgrad.maximum(h, 0.1).sum(axis=1).max()

    rng = np.random.default_rng(0)
    x, w = rng.standard_normal((4, 3)).astype(F32), rng.standard_normal((3, 5)).astype(F32)
    m = aotgrad.trace(f, x, w)
    verify(m)
    z = x @ w
    h = np.exp(z - z.max(-1, keepdims=True))
    h /= h.sum(-1, keepdims=True)
    want = (h * h).mean(0) - np.maximum(h, 0.1).sum(1).max()
    np.testing.assert_allclose(aotgrad.interpret(m, x, w)[0], want, rtol=1e-5)


def test_op_functions_cover_every_op_with_one_line_docstrings():
    for name in function_names():
        fn = getattr(aotgrad, name)
        assert fn.__name__ == name
        assert fn.__doc__ and "\n" not in fn.__doc__.strip()


def test_traced_repr_and_len():
    seen = []

    def f(x):
        seen.append((repr(x), len(x)))
        return x

    aotgrad.trace(f, f32(4, 2))
    assert seen == [("Traced(%x: f32[4,2])", 4)]
