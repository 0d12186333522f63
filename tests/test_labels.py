"""cross_entropy checks its labels at run time: an out-of-range label is an error naming the op,
the value and its position, in the interpreter and in compiled functions, before and after
decomposition."""
import numpy as np
import pytest

import aotgrad
from aotgrad.ir.interpret import interpret

MODEL = """
def loss(x: f32[4, 3], labels: i64[4] nograd) -> f32[] {
    return cross_entropy(x, labels)
}
"""


@pytest.mark.parametrize("labels, value, position", [([0, 1, 7, 2], 7, 2),
                                                     ([0, -1, 2, 2], -1, 1)])
def test_compiled_cross_entropy_refuses_an_out_of_range_label(labels, value, position):
    def loss(x, y):
        return aotgrad.cross_entropy(x, y)

    step = aotgrad.compile(loss)
    x = aotgrad.tensor(np.zeros((4, 3), np.float32), requires_grad=True)
    message = (f"'cross_entropy' got label {value} at position \\[{position}\\], out of range"
               f" for 3 classes")
    with pytest.raises(aotgrad.ExecutionError, match=message):
        step(x, np.array(labels))
    assert x.grad is None
    out = step(x, np.array([0, 1, 2, 2]))              # valid labels still work
    np.testing.assert_allclose(out.item(), np.log(3.0), rtol=1e-6)


def test_interpreter_checks_the_labels_of_cross_entropy():
    m = aotgrad.parse(MODEL, "model.ag")
    with pytest.raises(aotgrad.ExecutionError, match=r"label 3 at position \[1\].*model.ag:3"):
        interpret(m, np.zeros((4, 3), np.float32), np.array([0, 3, 0, 0]))


def test_compiled_module_and_aot_function_check_labels():
    step = aotgrad.compile(aotgrad.parse(MODEL, "model.ag"))
    with pytest.raises(aotgrad.ExecutionError, match=r"label 5 at position \[3\]"):
        step(np.zeros((4, 3), np.float32), np.array([0, 1, 2, 5]))
    fn = aotgrad.aot_function(lambda x, y: aotgrad.cross_entropy(x, y))
    x = aotgrad.tensor(np.zeros((2, 3)), requires_grad=True)
    with pytest.raises(aotgrad.ExecutionError, match="label -2 at position \\[0\\]"):
        fn(x, np.array([-2, 0]))
