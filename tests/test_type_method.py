"""`x.type()`, `x.type(dtype)`, `x.to(dtype)` and the dtype methods against PyTorch, eager and
in compiled code, with PyTorch's and aotgrad's dtype spellings; `.type` stays the aotgrad type
the compiler reads."""
from __future__ import annotations

import copy
import pickle

import numpy as np
import pytest

import aotgrad
from aotgrad.ir.types import DType, TensorType

torch = pytest.importorskip("torch")

CONVERSIONS = {
    "type_torch_f64": lambda T, x: x.type(T.float64),
    "type_torch_long": lambda T, x: x.type(T.long),
    "type_torch_f32": lambda T, x: x.type(T.float32),
    "type_string": lambda T, x: x.type("torch.DoubleTensor"),
    "type_int_string": lambda T, x: x.type("torch.IntTensor"),
    "to_torch_dtype": lambda T, x: x.to(T.float64),
    "to_dtype_keyword": lambda T, x: x.to(dtype=T.int32),
    "to_device_dtype": lambda T, x: x.to("cpu", T.float64),
    "double": lambda T, x: x.double(),
    "float": lambda T, x: x.double().float(),
    "long": lambda T, x: x.long(),
    "int": lambda T, x: x.int(),
    "bool": lambda T, x: x.bool(),
}


@pytest.mark.parametrize("name", list(CONVERSIONS))
def test_conversions_match_torch_eager_and_compiled(name):
    convert = CONVERSIONS[name]
    x = np.array([[1.5, -2.25, 0.0], [3.75, 7.0, -0.5]], np.float32)
    want = convert(torch, torch.tensor(x))
    eager = convert(torch, aotgrad.tensor(x))
    compiled = aotgrad.compile(lambda x: convert(torch, x))(aotgrad.tensor(x))
    for got in (eager, compiled):
        assert got.type() == want.type()
        np.testing.assert_array_equal(got.numpy(), want.numpy())


def test_type_with_aotgrad_dtypes_and_the_same_dtype():
    x = aotgrad.tensor(np.ones((2, 3), np.float32))
    assert x.type(aotgrad.float64).dtype == np.float64
    assert x.type("f64").dtype == np.float64
    assert x.type(torch.float32) is x                # its own dtype: itself, as PyTorch's
    assert x.to(torch.float32) is x


def test_type_strings_in_compiled_code_and_gradient_through_a_cast():
    seen = []

    def f(x):
        seen.append(x.type())
        return (x.type(torch.float64) ** 2).sum()

    x = aotgrad.tensor(np.array([1.0, 2.0], np.float32), requires_grad=True)
    xt = torch.tensor([1.0, 2.0], requires_grad=True)
    aotgrad.compile(f)(x).backward()
    (xt.type(torch.float64) ** 2).sum().backward()
    assert seen == ["torch.FloatTensor"]
    assert x.grad.dtype == np.float32
    np.testing.assert_array_equal(x.grad, xt.grad.numpy())
    for dtype, name in [(np.float64, "DoubleTensor"), (np.int64, "LongTensor"),
                        (np.int32, "IntTensor"), (np.bool_, "BoolTensor")]:
        assert aotgrad.tensor(np.zeros(2, dtype)).type() == f"torch.{name}" == \
            torch.tensor(np.zeros(2, dtype)).type()


def test_half_is_refused_with_a_message():
    x = aotgrad.tensor(np.ones(2, np.float32))
    for convert in (lambda x: x.half(), lambda x: x.type(torch.float16),
                    lambda x: x.to(torch.bfloat16), lambda x: x.type("torch.HalfTensor")):
        with pytest.raises(TypeError, match="no 16-bit float dtype"):
            convert(x)
        with pytest.raises(TypeError, match="no 16-bit float dtype"):
            aotgrad.compile(convert)(x)


def test_type_is_still_the_aotgrad_type():
    x = aotgrad.tensor(np.ones((2, 3), np.float32))
    plain = TensorType((2, 3), DType.f32)
    assert x.type == plain and plain == x.type and hash(x.type) == hash(plain)
    assert str(x.type) == "f32[2,3]" and x.type.dtype == DType.f32 and x.type.rank == 2
    assert {plain: 1}[x.type] == 1
    for copied in (pickle.loads(pickle.dumps(x.type)), copy.deepcopy(x.type)):
        assert type(copied) is TensorType and copied == plain
    held = x.type
    del x                               # a type keeps no tensor alive
    with pytest.raises(TypeError, match="the tensor of this type is gone"):
        held()
