"""A Python list passed to a compiled function raised a bare `TypeError` from builtins ("cannot
trace with an argument of type list"), where every other bad argument is an aotgrad error. It is
now an `aotgrad.DTypeError` (still a `TypeError`), naming the argument, located at the call;
so are None, strings and tuples, and a list that is no array of a `Module` function's declared
type (which takes lists that are)."""
import numpy as np
import pytest

import aotgrad


@pytest.mark.parametrize("bad", [[1.0, 2.0, 3.0], (1.0, 2.0), None, "abc"],
                         ids=["list", "tuple", "None", "str"])
def test_a_list_passed_to_a_compiled_function_is_an_aotgrad_type_error(bad):
    f = aotgrad.compile(lambda x, y: x * y)

    def call():
        return f(np.ones(3), bad)
    line = call.__code__.co_firstlineno + 1
    with pytest.raises(aotgrad.DTypeError, match=rf"test_list_argument\.py:{line}:\d+: error: "
                       rf"argument #2 is a {type(bad).__name__}, which cannot be traced") as e:
        call()
    assert isinstance(e.value, TypeError) and isinstance(e.value, aotgrad.Error)


def test_a_module_function_takes_a_list_of_its_type_and_refuses_others():
    f = aotgrad.compile(aotgrad.parse("def f(x: f32[2]) -> f32[2] { return x * 2.0 }"))
    assert f([1.0, 2.0]).tolist() == [2.0, 4.0]
    for bad, why in [([[1.0], [2.0, 3.0]], "inhomogeneous"), (["a", "b"], "could not convert")]:
        with pytest.raises(aotgrad.DTypeError, match=rf"argument #1 of 'f' must be f32\[2\]; "
                                                     rf"the list given is not one \(.*{why}"):
            f(bad)
    with pytest.raises(aotgrad.DTypeError, match="argument #1 is a NoneType"):
        f(None)
